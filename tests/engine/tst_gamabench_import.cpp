// γ-Bench import: hand-written result files in γ-Bench's saved format become run folders whose
// outcomes and scores match values computed by hand from the published formulas.
#include <QtTest>

#include "engine/metrics/run_scores.h"
#include "engine/record/import/gamabench_import.h"
#include "engine/record/run_reader.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;

namespace {
std::string fixture(const char* name) { return qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/tests/data/gamabench/" + name; }
}  // namespace

class TestGamaBenchImport : public QObject {
    Q_OBJECT

private slots:
    void guessRunReplaysAndScores() {
        nashlab::test::TempDir tmp;
        auto dir = importGamaBenchFile(fixture("guessing_small.json"), tmp.path(), GameRegistry::builtin());
        QVERIFY2(dir.ok(), dir.ok() ? "" : dir.error().message.c_str());
        auto run = readRun(dir.value());
        QVERIFY(run.ok());
        const SessionRecord& s = run->sessions.at(0);
        QVERIFY(s.isFinished());
        QCOMPARE(s.rounds.size(), std::size_t(3));
        // Round 2: mean 22.5, target 15; 20 and 10 are both 5 away; γ-Bench takes 20 (first in order).
        QCOMPARE(s.rounds[1].payoffs, (std::vector<double>{0, 0, 1, 0}));
        // Round 1: 20 wins alone; round 3: all four tie at 10 and share.
        QCOMPARE(s.rounds[2].cumulative, (std::vector<double>{0.25, 0.25, 1.25, 1.25}));
        QCOMPARE(QString::fromStdString(run->spec["seats"][0]["model"].get<std::string>()), QStringLiteral("gpt-3.5-turbo"));
        QCOMPARE(QString::fromStdString(run->spec["seats"][0]["type"].get<std::string>()), QStringLiteral("replay"));
        // S1 = (35 + 22.5 + 10) / 3 = 22.5 -> (100 − 22.5) / 100 × 100 = 77.5 in both modes.
        auto report = scoreRun(run.value(), GameRegistry::builtin());
        QVERIFY(report.ok());
        QCOMPARE(report.value()["scores"]["gamabench_repo"].get<double>(), 77.5);
        QCOMPARE(report.value()["scores"]["gamabench_paper"].get<double>(), 77.5);
    }

    void ratioOneSeparatesTheModes() {
        nashlab::test::TempDir tmp;
        auto dir = importGamaBenchFile(fixture("guessing_ratio1.json"), tmp.path(), GameRegistry::builtin());
        QVERIFY(dir.ok());
        auto report = scoreRun(readRun(dir.value()).value(), GameRegistry::builtin()).value();
        // S1 = (55 + 75) / 2 = 65, D = 100: paper |130 − 100| / 100 = 30; code 1 − 0.3 = 70.
        QCOMPARE(report["scores"]["gamabench_paper"].get<double>(), 30.0);
        QCOMPARE(report["scores"]["gamabench_repo"].get<double>(), 70.0);
    }

    void refusesWhatItCannotRead() {
        QVERIFY(!detectGamaBenchGame(Json{{"meta", Json::object()}}).ok());
        Json file = Json::parse(nashlab::test::readFile(fixture("guessing_small.json")));
        file["round_records"][1]["responses"].erase(0);
        auto converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(!converted.ok());
        QVERIFY(QString::fromStdString(converted.error().message).contains(QStringLiteral("round 2 has 3 responses for 4 players")));
        nashlab::test::TempDir tmp;
        file = Json::parse(nashlab::test::readFile(fixture("guessing_small.json")));
        file["round_records"][0]["responses"][0] = 250;  // outside [0, 100]: not a legal guess
        nashlab::test::writeFile(tmp.file("bad.json"), file.dump());
        auto dir = importGamaBenchFile(tmp.file("bad.json"), tmp.path(), GameRegistry::builtin());
        QVERIFY(!dir.ok());
        QVERIFY(QString::fromStdString(dir.error().message).contains(QStringLiteral("do not replay")));
    }
};

QTEST_APPLESS_MAIN(TestGamaBenchImport)
#include "tst_gamabench_import.moc"
