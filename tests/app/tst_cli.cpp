// nashlab-cli end to end, as a user runs it: games, run, score, export, resume, and the errors.
#include <QDir>
#include <QProcess>
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <map>

#include "engine/core/json.h"
#include "engine/record/run_lock.h"
#include "tests/support/temp_dir.h"

using nashlab::engine::Json;
using nashlab::test::readFile;
using nashlab::test::TempDir;
using nashlab::test::writeFile;

namespace {

struct Outcome {
    int code = -1;
    QString out;
    QString err;
    QString lastLine() const { return out.trimmed().split(QLatin1Char('\n')).last(); }
    /// What `run` printed before its last line (the run folder): the summary.
    QString summary() const { return out.left(out.trimmed().lastIndexOf(QLatin1Char('\n')) + 1); }
};

Outcome cli(const QStringList& args) {
    QProcess p;
    p.start(qEnvironmentVariable("NASHLAB_CLI"), args);
    p.waitForFinished(300000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const char* kTenBots = R"({"name": "ten bots", "game": "guess_average", "rounds": 20, "seed": 3,
  "seats": [{"type": "bot", "strategy": "random", "count": 5}, {"type": "bot", "strategy": "ne", "count": 5}]})";

std::vector<Json> eventsOfType(const QString& dir, const std::string& type) {
    std::vector<Json> out;
    const std::string text = readFile(dir.toStdString() + "/events.jsonl");
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        Json e = Json::parse(text.substr(pos, end - pos));
        if (e["type"] == type) {
            e.erase("t");
            out.push_back(e);
        }
        pos = end + 1;
    }
    return out;
}

// A record's lines without their wall-clock "t", as one text.
std::string recordWithoutTimes(const QString& dir) {
    std::string text;
    const std::string events = readFile(dir.toStdString() + "/events.jsonl");
    std::size_t pos = 0;
    while (pos < events.size()) {
        const std::size_t end = events.find('\n', pos);
        Json e = Json::parse(events.substr(pos, end - pos));
        e.erase("t");
        text += e.dump() + "\n";
        pos = end + 1;
    }
    return text;
}

// `program` (not NASHLAB_CLI) with `args`; `env` adds to or, with an empty value, removes from the
// environment.
Outcome runProgram(const QString& program, const QStringList& args, const std::map<QString, QString>& env = {}) {
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (const auto& [name, value] : env) {
        if (value.isEmpty())
            e.remove(name);
        else
            e.insert(name, value);
    }
    p.setProcessEnvironment(e);
    p.start(program, args);
    p.waitForFinished(300000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// Runs kTenBots into `tmp`/a; returns the run folder.
QString runTenBots(const TempDir& tmp) {
    writeFile(tmp.file("spec.json"), kTenBots);
    return cli({QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")), QStringLiteral("--out"),
                QString::fromStdString(tmp.file("a"))})
        .lastLine();
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariable("NASHLAB_CLI").isEmpty(), "run through ctest: NASHLAB_CLI names the binary");
    }

    void gamesListsTheCatalogue() {
        const Outcome o = cli({QStringLiteral("games"), QStringLiteral("--json")});
        QCOMPARE(o.code, 0);
        const Json games = Json::parse(o.out.toStdString());
        const auto it =
            std::find_if(games.begin(), games.end(), [](const Json& g) { return g["id"] == "guess_average"; });
        QVERIFY(it != games.end());
        QCOMPARE((*it)["seats"]["default"].get<int>(), 10);
        QVERIFY(!(*it)["params"].empty() && !(*it)["strategies"].empty() && (*it).contains("source"));
        QVERIFY(cli({QStringLiteral("games")}).out.contains(QStringLiteral("guess_average")));
        // One game by its id: that game only; an unknown id is refused, naming the games.
        const Outcome one = cli({QStringLiteral("games"), QStringLiteral("tictactoe")});
        QCOMPARE(one.code, 0);
        QVERIFY(one.out.startsWith(QStringLiteral("tictactoe — ")));
        QVERIFY(!one.out.contains(QStringLiteral("guess_average")));
        const Outcome two = cli({QStringLiteral("games"), QStringLiteral("undercover"), QStringLiteral("bargain"),
                                 QStringLiteral("--json")});
        QCOMPARE(Json::parse(two.out.toStdString()).size(), std::size_t{2});
        QCOMPARE(Json::parse(two.out.toStdString())[1]["id"], Json("bargain"));
        const Outcome none = cli({QStringLiteral("games"), QStringLiteral("chess")});
        QCOMPARE(none.code, 2);
        QVERIFY(none.err.contains(QStringLiteral("no game 'chess'")));
    }

    void runScoreExport() {
        TempDir tmp;
        writeFile(tmp.file("spec.json"), kTenBots);
        const Outcome run = cli({QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")),
                                 QStringLiteral("--out"), QString::fromStdString(tmp.file("runs"))});
        QCOMPARE(run.code, 0);
        const QString dir = run.lastLine();
        QVERIFY2(QDir(dir).exists(QStringLiteral("events.jsonl")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("gamabench_repo")));
        const auto rounds = eventsOfType(dir, "round_completed");
        QCOMPARE(rounds.size(), std::size_t(20));

        // The score equals the γ-Bench formula applied by hand to the recorded choices.
        double sumOfMeans = 0;
        for (const auto& r : rounds) {
            double sum = 0;
            for (const auto& a : r["actions"]) sum += a.get<double>();
            sumOfMeans += sum / 10.0;
        }
        const double expected = (100.0 - sumOfMeans / 20.0) / 100.0 * 100.0;
        const Outcome score = cli({QStringLiteral("score"), dir, QStringLiteral("--json")});
        QCOMPARE(score.code, 0);
        const Json report = Json::parse(score.out.toStdString());
        QVERIFY(std::fabs(report["scores"]["gamabench_repo"].get<double>() - expected) < 1e-9);
        QVERIFY(std::fabs(report["scores"]["gamabench_paper"].get<double>() - expected) < 1e-9);
        QCOMPARE(report["seats"].size(), std::size_t(10));

        const Outcome exported = cli(
            {QStringLiteral("export"), dir, QStringLiteral("--csv"), QString::fromStdString(tmp.file("rounds.csv"))});
        QCOMPARE(exported.code, 0);
        const std::string csv = readFile(tmp.file("rounds.csv"));
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 201L);
    }

    // LLMArena's Figure 4 from the preset's 100 flop spots: one spot per flop decision, the calling
    // station only calls, the equity bot raises the pot on stronger spots than it calls on, the SVG
    // has one bar per action chosen; a run of another game is refused by name.
    void riskAssessmentOfTheFlopSpots() {
        TempDir tmp;
        const QString preset =
            qEnvironmentVariable("NASHLAB_SOURCE_DIR") + QStringLiteral("/resources/presets/llmarena_holdem_risk.json");
        const Outcome run =
            cli({QStringLiteral("run"), preset, QStringLiteral("--out"), QString::fromStdString(tmp.file("runs"))});
        QCOMPARE(run.code, 0);
        const QString dir = run.lastLine();
        const auto rounds = eventsOfType(dir, "round_completed");
        QVERIFY(rounds.size() >= 100);
        for (const auto& r : rounds) QCOMPARE(r["public"]["stage"], Json("flop"));
        const QString svg = QString::fromStdString(tmp.file("figure4.svg"));
        const Outcome risk = cli({QStringLiteral("risk"), dir, QStringLiteral("--json"), QStringLiteral("--samples"),
                                  QStringLiteral("500"), QStringLiteral("--svg"), svg});
        QVERIFY2(risk.code == 0, qPrintable(risk.err));
        const Json report = Json::parse(risk.out.toStdString());
        QCOMPARE(report["samples"], Json(500));
        QCOMPARE(report["spots"].size(), rounds.size());  // every flop decision is a spot
        std::map<std::string, double> equity;
        int bars = 0;
        for (const auto& seat : report["seats"]) {
            bars += static_cast<int>(seat["actions"].size());
            if (seat["seat"] == "Calling station") {
                QCOMPARE(seat["actions"].size(), std::size_t{1});
                QCOMPARE(seat["actions"][0]["action"], Json("check_call"));
            }
            if (seat["seat"] == "Equity")
                for (const auto& a : seat["actions"])
                    equity[a["action"].get<std::string>()] = a["mean_win_rate"].get<double>();
        }
        QVERIFY(equity.count("raise_pot") && equity.count("check_call"));
        QVERIFY2(equity["raise_pot"] > 0.75 && equity["raise_pot"] > equity["check_call"] + 0.1,
                 report["seats"].dump().c_str());
        for (const auto& spot : report["spots"]) {
            QCOMPARE(spot["hole"].size(), std::size_t{2});
            QCOMPARE(spot["flop"].size(), std::size_t{3});
            QVERIFY(spot["win_rate"].get<double>() >= 0 && spot["win_rate"].get<double>() <= 1);
        }
        const std::string chart = readFile(svg.toStdString());
        QVERIFY(chart.rfind("<svg", 0) == 0);
        std::size_t rects = 0;
        for (auto at = chart.find("<rect x="); at != std::string::npos; at = chart.find("<rect x=", at + 1)) ++rects;
        QCOMPARE(static_cast<int>(rects), bars);
        const Outcome table = cli({QStringLiteral("risk"), dir, QStringLiteral("--samples"), QStringLiteral("200")});
        QCOMPARE(table.code, 0);
        QVERIFY(table.out.contains(QStringLiteral("mean win rate")));
        const Outcome other = cli({QStringLiteral("risk"), runTenBots(tmp)});
        QCOMPARE(other.code, 2);
        QVERIFY(other.err.contains(QStringLiteral("holdem_nl")));
        QCOMPARE(cli({QStringLiteral("risk"), dir, QStringLiteral("--samples"), QStringLiteral("many")}).code, 2);
    }

    void resumeAfterACutFinishesIdentically() {
        TempDir tmp;
        const QString full = runTenBots(tmp);
        // Copy the run and cut its events after round 10, leaving half a line behind.
        const QString cut = QString::fromStdString(tmp.file("b"));
        QDir().mkpath(cut);
        QFile::copy(full + QStringLiteral("/spec.json"), cut + QStringLiteral("/spec.json"));
        const std::string events = readFile(full.toStdString() + "/events.jsonl");
        std::size_t pos = 0;
        for (int rounds = 0; rounds < 10;) {
            pos = events.find('\n', pos) + 1;
            if (events.rfind("\"round_completed\"", pos) != std::string::npos &&
                events.substr(events.rfind('\n', pos - 2) + 1, pos - events.rfind('\n', pos - 2) - 1)
                        .find("\"round_completed\"") != std::string::npos)
                ++rounds;
        }
        const std::size_t next = events.find('\n', pos);
        writeFile(cut.toStdString() + "/events.jsonl", events.substr(0, pos + (next - pos) / 2));
        QCOMPARE(eventsOfType(full, "round_completed").size(), std::size_t(20));

        const Outcome resumed = cli({QStringLiteral("run"), QStringLiteral("--resume"), cut});
        QCOMPARE(resumed.code, 0);
        QCOMPARE(resumed.lastLine(), QDir(cut).absolutePath());
        const auto a = eventsOfType(full, "round_completed");
        const auto b = eventsOfType(cut, "round_completed");
        QCOMPARE(b.size(), std::size_t(20));
        for (std::size_t i = 0; i < 20; ++i)
            QCOMPARE(QString::fromStdString(b[i].dump()), QString::fromStdString(a[i].dump()));
        QCOMPARE(eventsOfType(cut, "decision").size(), std::size_t(200));  // rounds 1–10 were not asked again
        // The summary kept while resuming counts the rounds played before the cut too.
        const Outcome score = cli({QStringLiteral("score"), cut});
        QCOMPARE(score.code, 0);
        QCOMPARE(resumed.summary(), score.out);
    }

    void resumeRefusesADamagedRecordUnlessRepaired() {
        TempDir tmp;
        const QString full = runTenBots(tmp);
        // An unfinished copy (through round 10) with round 5's line deleted.
        const QString cut = QString::fromStdString(tmp.file("b"));
        QDir().mkpath(cut);
        QFile::copy(full + QStringLiteral("/spec.json"), cut + QStringLiteral("/spec.json"));
        const QStringList lines = QString::fromStdString(readFile(full.toStdString() + "/events.jsonl"))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList kept;
        int deletedAt = 0;
        for (const QString& line : lines) {
            const Json e = Json::parse(line.toStdString());
            if (e["type"] == "round_completed" && e["round"] == 5) {
                deletedAt = static_cast<int>(kept.size()) + 1;
                continue;
            }
            kept << line;
            if (e["type"] == "round_completed" && e["round"] == 10) break;
        }
        writeFile(cut.toStdString() + "/events.jsonl",
                  (kept.join(QLatin1Char('\n')) + QLatin1Char('\n')).toStdString());

        const Outcome refused = cli({QStringLiteral("run"), QStringLiteral("--resume"), cut});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("events.jsonl line %1:").arg(deletedAt)), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("--repair")), qPrintable(refused.err));
        QCOMPARE(eventsOfType(cut, "round_completed").size(), std::size_t(9));  // nothing was written

        const Outcome repaired =
            cli({QStringLiteral("run"), QStringLiteral("--resume"), cut, QStringLiteral("--repair")});
        QCOMPARE(repaired.code, 0);
        QVERIFY2(repaired.err.contains(QStringLiteral("events.jsonl.damaged")), qPrintable(repaired.err));
        QVERIFY(QFile::exists(cut + QStringLiteral("/events.jsonl.damaged")));
        const auto a = eventsOfType(full, "round_completed");
        const auto b = eventsOfType(cut, "round_completed");
        QCOMPARE(b.size(), std::size_t(20));
        for (std::size_t i = 0; i < 20; ++i)
            QCOMPARE(QString::fromStdString(b[i].dump()), QString::fromStdString(a[i].dump()));
        QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--repair"), QString::fromStdString(tmp.file("spec.json"))})
                     .code,
                 2);  // --repair goes with --resume
    }

    void aSecondWriterOfTheSameFolderIsRefused() {
        TempDir tmp;
        const QString dir = runTenBots(tmp);
        // Another process holds the folder's lock, as a running `run --resume` would.
        QProcess holder;
        // -o: the lock stays with flock itself (not the sleep it runs), so killing flock frees it.
        holder.start(QStringLiteral("flock"), {QStringLiteral("-o"), dir + QStringLiteral("/.lock"),
                                               QStringLiteral("sleep"), QStringLiteral("60")});
        QVERIFY(holder.waitForStarted());
        QTRY_VERIFY(!nashlab::engine::RunLock::acquire(dir.toStdString()).ok());
        const std::string before = readFile(dir.toStdString() + "/events.jsonl");
        const Outcome refused = cli({QStringLiteral("run"), QStringLiteral("--resume"), dir});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("being written by another NashLab process")),
                 qPrintable(refused.err));
        QCOMPARE(readFile(dir.toStdString() + "/events.jsonl"), before);
        holder.kill();
        holder.waitForFinished();
        QVERIFY(nashlab::engine::RunLock::acquire(dir.toStdString()).ok());
    }

    void jobsGiveTheRecordOfASerialRun() {
        // Twelve sessions of mixed bots: on two threads the record must read exactly as on one
        // (sessions whole and in order; only the wall-clock "t" differs).
        TempDir tmp;
        writeFile(tmp.file("spec.json"), R"({"name": "batch", "game": "guess_average", "rounds": 6, "seed": 5,
          "repetitions": 12, "seats": [{"type": "bot", "strategy": "random", "count": 4},
          {"type": "bot", "strategy": "adaptive", "count": 3}, {"type": "bot", "strategy": "level_k", "count": 3}]})");
        std::vector<std::string> records;
        for (const char* jobs : {"1", "2", "3"}) {
            const Outcome run = cli({QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")),
                                     QStringLiteral("--out"), QString::fromStdString(tmp.file(std::string("j") + jobs)),
                                     QStringLiteral("--jobs"), QString::fromLatin1(jobs)});
            QCOMPARE(run.code, 0);
            // The batch's own time (what --jobs changes), apart from the program's start and summary.
            static const QRegularExpression took(
                QStringLiteral("nashlab-cli: sessions played and written in ([0-9.]+) ms \\(--jobs (\\d)\\)\n"));
            const QRegularExpressionMatch match = took.match(run.err);
            QVERIFY2(match.hasMatch(), qPrintable(run.err));
            QVERIFY(match.captured(1).toDouble() > 0);
            QCOMPARE(match.captured(2), QString::fromLatin1(jobs));
            // The summary the run printed from what it played is the one scoring its record prints.
            const Outcome score = cli({QStringLiteral("score"), run.lastLine()});
            QCOMPARE(score.code, 0);
            QVERIFY(score.out.contains(QStringLiteral("TrueSkill")));
            QCOMPARE(run.summary(), score.out);
            records.push_back(recordWithoutTimes(run.lastLine()));
        }
        QVERIFY(std::count(records[0].begin(), records[0].end(), '\n') > 12 * 6 * 11);
        QCOMPARE(records[1], records[0]);
        QCOMPARE(records[2], records[0]);

        const Outcome bad = cli({QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")),
                                 QStringLiteral("--jobs"), QStringLiteral("0")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--jobs must be a whole number from 1 to 256")), qPrintable(bad.err));
    }

    void errorsNameTheProblem_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown game") << R"({"game": "nim_royale"})"
                                      << "unknown game 'nim_royale'";
        QTest::newRow("unknown field") << R"({"game": "guess_average", "colour": "red"})"
                                       << "unknown field 'colour'";
        QTest::newRow("bad value") << R"({"game": "guess_average", "params": {"max": "lots"}})"
                                   << "parameter 'max' must be an integer";
        QTest::newRow("not json") << R"({"game": )"
                                  << "not valid JSON";
        QTest::newRow("human seat")
            << R"({"game": "guess_average", "seats": [{"type": "human"}, {"type": "bot", "strategy": "ne"}]})"
            << "human seat";
    }
    void errorsNameTheProblem() {
        QFETCH(QString, spec);
        QFETCH(QString, mentions);
        TempDir tmp;
        writeFile(tmp.file("spec.json"), spec.toStdString());
        const Outcome o = cli({QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")),
                               QStringLiteral("--out"), QString::fromStdString(tmp.file("runs"))});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
        QVERIFY(!QDir(QString::fromStdString(tmp.file("runs"))).exists());  // nothing written for a refused spec
    }

    void importGamaBench() {
        TempDir tmp;
        const QString data = qEnvironmentVariable("NASHLAB_SOURCE_DIR") + QStringLiteral("/tests/data/gamabench/");
        const Outcome o =
            cli({QStringLiteral("import"), QStringLiteral("gamabench"), data + QStringLiteral("guessing_small.json"),
                 data + QStringLiteral("guessing_ratio1.json"), QStringLiteral("--out"),
                 QString::fromStdString(tmp.path())});
        QCOMPARE(o.code, 0);
        const QStringList dirs = o.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(dirs.size(), 2);
        QVERIFY(dirs.last().contains(QStringLiteral("guessing_ratio1")));
        const Json report =
            Json::parse(cli({QStringLiteral("score"), dirs.first(), QStringLiteral("--json")}).out.toStdString());
        QCOMPARE(report["scores"]["gamabench_repo"].get<double>(), 77.5);
    }

    // A design (issue 15) run on two threads, cut in the middle and resumed, equals the serial run
    // session for session; `export --tidy` has the factor columns.
    void designRunsResumesAndExportsTidy() {
        TempDir tmp;
        writeFile(tmp.file("design.json"), R"({"game": "public_goods", "rounds": 5, "repetitions": 3, "seed": 7,
            "seats": [{"type": "bot", "strategy": "random", "count": 4}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
                                       "first": {"field": "seats[0].strategy", "levels": ["random", "ne"]}}}})");
        const auto runOnce = [&](const char* out, const char* jobs) {
            const Outcome o =
                cli({QStringLiteral("run"), QString::fromStdString(tmp.file("design.json")), QStringLiteral("--out"),
                     QString::fromStdString(tmp.file(out)), QStringLiteral("--jobs"), QString::fromLatin1(jobs)});
            return o.out.trimmed().split(QLatin1Char('\n')).last();
        };
        const QString serial = runOnce("serial", "1"), parallel = runOnce("parallel", "2");
        const auto tidy = [&](const QString& dir) {
            QStringList rows = cli({QStringLiteral("export"), dir, QStringLiteral("--csv"), QStringLiteral("-"),
                                    QStringLiteral("--tidy")})
                                   .out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            std::sort(rows.begin() + 1, rows.end());
            return rows;
        };
        const QStringList want = tidy(serial);
        QCOMPARE(want.size(), 1 + 12 * 5 * 4);
        QCOMPARE(want.first(), QStringLiteral("session,treatment,first,ratio,repetition,round,seat,name,type,action,"
                                              "payoff,cumulative,reference_action,reference_payoff,invalid_attempts"));
        QCOMPARE(tidy(parallel), want);
        // Cut after 150 events (inside the fifth session) and resume.
        const std::string events = readFile(parallel.toStdString() + "/events.jsonl");
        std::size_t at = 0;
        for (int line = 0; line < 150; ++line) at = events.find('\n', at) + 1;
        writeFile(parallel.toStdString() + "/events.jsonl", events.substr(0, at));
        QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--resume"), parallel}).code, 0);
        QCOMPARE(tidy(parallel), want);
        // "first=ne" plays four equilibrium bots (seats[0] is the entry of four): nobody contributes.
        const Json report =
            Json::parse(cli({QStringLiteral("score"), serial, QStringLiteral("--json")}).out.toStdString());
        QCOMPARE(report["design"]["treatments"][2]["label"], Json("first=ne,ratio=1.5"));
        QCOMPARE(report["design"]["treatments"][2]["scores"]["gamabench_repo"]["mean"].get<double>(), 100.0);
    }

    // A design whose sessions pit an equilibrium bot against random ones: `score` ranks the two
    // (Bradley–Terry), overall and per treatment; the free rider ends above every contributor.
    void aDesignPrintsItsModelRanks() {
        TempDir tmp;
        writeFile(tmp.file("design.json"), R"({"game": "public_goods", "rounds": 4, "repetitions": 3, "seed": 9,
            "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "ne"}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]}}}})");
        const Outcome ran = cli({QStringLiteral("run"), QString::fromStdString(tmp.file("design.json")),
                                 QStringLiteral("--out"), QString::fromStdString(tmp.file("runs"))});
        QCOMPARE(ran.code, 0);
        const QString dir = ran.out.trimmed().split(QLatin1Char('\n')).last();
        const Json report =
            Json::parse(cli({QStringLiteral("score"), dir, QStringLiteral("--json")}).out.toStdString());
        const Json& overall = report["design"]["models"]["overall"];
        QCOMPARE(overall[0]["model"], Json("ne"));
        QCOMPARE(overall[0]["rank"], Json(1));
        QCOMPARE(overall[1]["model"], Json("random"));
        const QString text = cli({QStringLiteral("score"), dir}).out;
        QVERIFY2(text.contains(QStringLiteral("model ranks (Bradley–Terry")), qPrintable(text));
        const QString strength =
            QString::fromStdString(nashlab::engine::formatNumber(overall[0]["strength"].get<double>(), 3));
        const QRegularExpression first(QStringLiteral("\\n1 +ne \\(bot\\) +%1 .* 6  ratio=1\\.5: 1, ratio=3\\.0: 1\\n")
                                           .arg(QRegularExpression::escape(strength)));
        QVERIFY2(first.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\n2 +random \\(bot\\) +-"))), qPrintable(text));
    }

    // A folder of Alympics records with one broken file: every record is reported (the flagged day
    // too), the broken file is refused by name, the others import; --json gives the whole report.
    void importAlympicsFolder() {
        TempDir tmp;
        const std::string set = tmp.file("records");
        std::filesystem::create_directories(set);
        const std::string data = qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/tests/data/alympics/";
        for (const char* name : {"WAC_nopersona_10_20_1.json", "WAC_nopersona_10_20_9.json"})
            std::filesystem::copy_file(data + name, set + "/" + name);
        writeFile(set + "/WAC_nopersona_10_20_2.json", R"({"A": []})");
        const QString runs = QString::fromStdString(tmp.file("runs"));
        const Outcome o = cli({QStringLiteral("import"), QStringLiteral("alympics"), QString::fromStdString(set),
                               QStringLiteral("--out"), runs, QStringLiteral("--json")});
        QCOMPARE(o.code, 1);  // some refused
        const Json report = Json::parse(o.out.toStdString());
        QCOMPARE(report.size(), std::size_t(3));
        QCOMPARE(report[0]["status"], Json("imported"));
        QCOMPARE(report[1]["status"], Json("refused"));
        QVERIFY(report[1]["reason"].get<std::string>().find("no message list under \"B\"") != std::string::npos);
        QCOMPARE(report[2]["notes"], Json::array({"day 3: Cindy's balance is 300 in the record, 130 by the rules"}));
        QVERIFY2(
            o.err.contains(QStringLiteral("refused ")) && o.err.contains(QStringLiteral("WAC_nopersona_10_20_2.json")),
            qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("import: 2 of 3 file(s) imported, 1 refused")), qPrintable(o.err));
        const Json scores =
            Json::parse(cli({QStringLiteral("score"), QString::fromStdString(report[0]["run"].get<std::string>()),
                             QStringLiteral("--json")})
                            .out.toStdString());
        QCOMPARE(scores["scores"]["survivors"].get<double>(), 3.0);
        // Unknown formats are a usage error.
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("econarena"), QString::fromStdString(set)}).code, 2);
    }

    void runsGoToTheDefaultFolder() {
        // Without --out or NASHLAB_RUNS_DIR, a run goes under XDG_DATA_HOME (or ~/.local/share), in
        // NashLab/runs, where the window reads them.
        TempDir tmp;
        writeFile(tmp.file("spec.json"), kTenBots);
        const QString spec = QString::fromStdString(tmp.file("spec.json"));
        const QString home = QString::fromStdString(tmp.file("home"));
        for (const auto& [xdg, expected] :
             {std::pair{QString::fromStdString(tmp.file("xdg")), QString::fromStdString(tmp.file("xdg/NashLab/runs"))},
              std::pair{QString(), home + QStringLiteral("/.local/share/NashLab/runs")}}) {
            const std::map<QString, QString> env = {{QStringLiteral("NASHLAB_RUNS_DIR"), QString()},
                                                    {QStringLiteral("NASHLAB_DATA_DIR"), QString()},
                                                    {QStringLiteral("HOME"), home},
                                                    {QStringLiteral("XDG_DATA_HOME"), xdg}};
            const Outcome o = runProgram(qEnvironmentVariable("NASHLAB_CLI"), {QStringLiteral("run"), spec}, env);
            QCOMPARE(o.code, 0);
            QCOMPARE(QFileInfo(o.lastLine()).absolutePath(), expected);
        }
    }

    void usageErrors() {
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("fly")}).code, 2);
        QVERIFY(cli({QStringLiteral("fly")}).err.contains(QStringLiteral("unknown command 'fly'")));
        QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("/nonexistent/spec.json")}).code, 3);
        QCOMPARE(cli({QStringLiteral("score"), QStringLiteral("/nonexistent/run")}).code, 3);
        QCOMPARE(cli({QStringLiteral("games"), QStringLiteral("--yaml")}).code, 2);
        const Outcome help = cli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("run --resume RUN_DIR")));
        QVERIFY(cli({QStringLiteral("--version")}).out.startsWith(QStringLiteral("nashlab-cli ")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
