// Alympics import (issue 17): hand-written records in the published WAC_*.json format
// (tests/data/alympics, made by make_fixtures.py from the rules of 003 §6.4) become run folders that
// replay day by day to the recorded balances and HP; a record that disagrees with the rules is
// flagged, never "fixed"; files that are not records are refused by name.
#include <QtTest>

#include <filesystem>

#include "engine/metrics/run_scores.h"
#include "engine/record/import/alympics_import.h"
#include "engine/record/run_reader.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;

namespace {

std::string fixture(const std::string& name) {
    return qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/tests/data/alympics/" + name;
}

struct Imported {
    ImportResult result;
    SessionRecord session;
    Json spec;
    Json importReport;
};

// Imports a file (failing the test on error) and reads its run folder back.
std::optional<Imported> importFile(const std::string& path, const nashlab::test::TempDir& tmp) {
    auto result = importAlympicsFile(path, tmp.file("runs"), GameRegistry::builtin());
    if (!result) {
        qWarning("%s", result.error().message.c_str());
        return std::nullopt;
    }
    auto run = readRun(result->runDir);
    if (!run || run->sessions.size() != 1) return std::nullopt;
    Imported out{result.value(), run->sessions.front(), run->spec, Json()};
    out.importReport = Json::parse(nashlab::test::readFile(result->runDir + "/import.json"));
    return out;
}

std::vector<double> series(const Json& values) {
    std::vector<double> out;
    for (const auto& v : values) out.push_back(v.is_null() ? -999 : v.get<double>());
    return out;
}

std::vector<int> seats(const Json& values) {
    std::vector<int> out;
    for (const auto& v : values) out.push_back(v.get<int>());
    return out;
}

}  // namespace

class TestAlympicsImport : public QObject {
    Q_OBJECT

private slots:
    // Every consistent fixture replays with no disagreement at all.
    void consistentRecordsReplayDayByDay_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("days");
        QTest::newRow("no persona, 10-20") << "WAC_nopersona_10_20_1.json" << 6;
        QTest::newRow("persona, decimals") << "WAC_persona_15_25_2.json" << 4;
        QTest::newRow("older wording") << "WAC_nopersona_20_30_3.json" << 4;
        QTest::newRow("eliminated on the last day") << "WAC_nopersona_10_20_4.json" << 4;
    }
    void consistentRecordsReplayDayByDay() {
        QFETCH(QString, file);
        QFETCH(int, days);
        nashlab::test::TempDir tmp;
        const auto run = importFile(fixture(file.toStdString()), tmp);
        QVERIFY(run);
        QVERIFY(run->session.isFinished());
        QCOMPARE(static_cast<int>(run->session.rounds.size()), days);
        QVERIFY2(run->result.notes.empty(), run->result.notes.empty() ? "" : run->result.notes.front().c_str());
        QCOMPARE(run->importReport["disagreements"], Json::array());
        QCOMPARE(static_cast<int>(run->importReport["recorded_days"].size()), days);
    }

    // WAC_nopersona_10_20_1: a tie, a void over-balance bid, skip-and-continue, two eliminations,
    // a $0 winner and a day without one (the fixture README's table).
    void theRulesOfEachDayAreReplayed() {
        nashlab::test::TempDir tmp;
        const auto run = importFile(fixture("WAC_nopersona_10_20_1.json"), tmp);
        QVERIFY(run);
        const auto& r = run->session.rounds;
        QCOMPARE(run->spec["params"]["setting"], Json(1));
        QCOMPARE(run->spec["params"]["supply_sequence"], Json::array({11, 20, 19, 12, 20, 10}));
        QCOMPARE(run->spec["seats"][2]["name"], Json("Cindy"));
        QCOMPARE(run->spec["seats"][2]["type"], Json("replay"));
        // Day 1, supply 11: Eric's 60 needs 12 and is skipped; Bob, Cindy and David tie at 40 and the
        // lowest need (Bob, 9) wins; 2 units are left for nobody.
        QCOMPARE(seats(r[0].publicReport["winners"]), (std::vector<int>{1}));
        QCOMPARE(series(r[0].publicReport["balance"]), (std::vector<double>{70, 35, 100, 120, 120}));
        QCOMPARE(series(r[0].publicReport["hp"]), (std::vector<double>{7, 10, 7, 7, 7}));
        // Day 2: Alex bids 150 with 140: void, no water, no cost.
        QCOMPARE(r[1].publicReport["over_balance"][0], Json(true));
        QCOMPARE(seats(r[1].publicReport["winners"]), (std::vector<int>{4}));
        QCOMPARE(r[1].publicReport["balance"][0], Json(140.0));
        // Day 3: Cindy wins the tie at 120 with David (lower need), then Bob takes the rest.
        QCOMPARE(seats(r[2].publicReport["winners"]), (std::vector<int>{2, 1}));
        // Day 4: Alex and David, dry for four days, fall to −2 and are out.
        QCOMPARE(seats(r[3].publicReport["eliminated"]), (std::vector<int>{0, 3}));
        QCOMPARE(r[3].publicReport["hp"][0], Json(-2.0));
        // Day 5: Cindy, then Bob's $0 bid wins the leftover water; day 6: nobody fits or can pay.
        QCOMPARE(seats(r[4].publicReport["winners"]), (std::vector<int>{2, 1}));
        QCOMPARE(r[4].publicReport["winning_bids"][1], Json(0.0));
        QCOMPARE(r[5].publicReport["winners"], Json::array());
        // Scores as Alympics reads them: 3 survivors (Bob, Cindy, Eric), RSR_E = 15 / (9 + 10 + 12).
        auto report = scoreRun(readRun(run->result.runDir).value(), GameRegistry::builtin());
        QVERIFY(report);
        QCOMPARE(report.value()["scores"]["survivors"].get<double>(), 3.0);
        QVERIFY(std::abs(report.value()["scores"]["alympics_rsr_end"].get<double>() - 15.0 / 31.0) < 1e-12);
    }

    void decimalBidsKeepDecimalBalances() {
        nashlab::test::TempDir tmp;
        const auto run = importFile(fixture("WAC_persona_15_25_2.json"), tmp);
        QVERIFY(run);
        QCOMPARE(run->spec["params"]["setting"], Json(5));  // 15-25 with personas
        const auto& r = run->session.rounds;
        // Day 1: David 61.75 and Cindy 50 win; David keeps 120 − 61.75 = 58.25.
        QCOMPARE(series(r[0].publicReport["balance"]), (std::vector<double>{70, 75, 50, 58.25, 120}));
        // Day 4: Bob pays 70.25 of 239.5: 169.25.
        QCOMPARE(r[3].publicReport["balance"][1], Json(169.25));
    }

    void theOlderWordingIsRead() {
        nashlab::test::TempDir tmp;
        const auto run = importFile(fixture("WAC_nopersona_20_30_3.json"), tmp);
        QVERIFY(run);
        QCOMPARE(run->spec["params"]["setting"], Json(3));
        // Day 2, supply 30: David, Alex and Bob (11 + 8 + 9 = 28) drink.
        QCOMPARE(seats(run->session.rounds[1].publicReport["winners"]), (std::vector<int>{3, 0, 1}));
        QCOMPARE(run->importReport["recorded_days"][3]["status_after"][3]["balance"], Json(320.0));
    }

    // A record whose day-3 status shows a balance the rules do not give is flagged, not bent.
    void aDisagreeingRecordIsFlagged() {
        nashlab::test::TempDir tmp;
        const auto run = importFile(fixture("WAC_nopersona_10_20_9.json"), tmp);
        QVERIFY(run);
        QCOMPARE(run->result.notes,
                 (std::vector<std::string>{"day 3: Cindy's balance is 300 in the record, 130 by the rules"}));
        QCOMPARE(run->importReport["disagreements"].size(), std::size_t(1));
        // The record's own number is kept beside the replay's.
        QCOMPARE(run->importReport["recorded_days"][2]["status_after"][2]["balance"], Json(300.0));
        QCOMPARE(run->session.rounds[2].publicReport["balance"][2], Json(130.0));
    }

    // The duplicate-winner bug of some published records (003 §6.3 item 5): "Cindy, Cindy" where the
    // rules serve Cindy, then Bob. Flagged with both versions; Bob's HP differs from then on.
    void aDuplicateWinnerIsFlagged() {
        nashlab::test::TempDir tmp;
        Json file = Json::parse(nashlab::test::readFile(fixture("WAC_nopersona_10_20_1.json")));
        for (auto& [key, messages] : file.items())
            for (auto& m : messages) {
                std::string text = m["content"].get<std::string>();
                const auto at = text.find("tied, Cindy, Bob won");
                if (text.find("Round 3.") != std::string::npos && at != std::string::npos)
                    m["content"] = text.replace(at, 20, "tied, Cindy, Cindy won");
            }
        const std::string path = tmp.file("WAC_nopersona_10_20_7.json");
        nashlab::test::writeFile(path, file.dump());
        const auto run = importFile(path, tmp);
        QVERIFY(run);
        QVERIFY(!run->result.notes.empty());
        QCOMPARE(run->result.notes.front(),
                 std::string("day 3: the record's winners are Cindy, Cindy; the rules give Cindy, Bob"));
    }

    void whatIsNotARecordIsRefusedByName_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("file name") << "alympics_game.json"
                                   << "{}"
                                   << "is named WAC_<persona|nopersona>_<lo>_<hi>_<k>";
        QTest::newRow("not an object") << "WAC_nopersona_10_20_5.json"
                                       << "[1, 2]"
                                       << "a JSON object with the keys A to E";
        QTest::newRow("a resident missing") << "WAC_nopersona_10_20_5.json"
                                            << R"({"A": [], "B": [], "D": [], "E": []})"
                                            << "no message list under \"C\"";
        QTest::newRow("no days") << "WAC_nopersona_10_20_5.json"
                                 << R"({"A": [], "B": [], "C": [], "D": [], "E": []})"
                                 << "holds no day with results";
        QTest::newRow("a number too long")
            << "WAC_nopersona_10_20_5.json"
            << R"({"A": [{"role": "system", "content": "Thank you all for participating in Round 99999999999999999999."}], "B": [], "C": [], "D": [], "E": []})"
            << "a results message for round 999999999";
        // Long runs of digits or blanks: bounded patterns, no stack overflow (libstdc++ regex recursion).
        QTest::newRow("a million blanks")
            << "WAC_nopersona_10_20_5.json"
            << (QStringLiteral(R"({"A": [{"role": "system", "content": "NAME:Alex)") +
                QString(1000000, QLatin1Char(' ')) + QStringLiteral(R"("}], "B": [], "C": [], "D": [], "E": []})"))
            << "holds no day with results";
        QTest::newRow("a message without text") << "WAC_nopersona_10_20_5.json"
                                                << R"({"A": [{"role": "system"}], "B": [], "C": [], "D": [], "E": []})"
                                                << "A (Alex): a message without text content";
    }
    void whatIsNotARecordIsRefusedByName() {
        QFETCH(QString, name);
        QFETCH(QString, content);
        QFETCH(QString, mentions);
        nashlab::test::TempDir tmp;
        const std::string path = tmp.file(name.toStdString());
        nashlab::test::writeFile(path, content.toStdString());
        auto result = importAlympicsFile(path, tmp.file("runs"), GameRegistry::builtin());
        QVERIFY(!result);
        QVERIFY2(QString::fromStdString(result.error().message).contains(mentions), result.error().message.c_str());
        QVERIFY2(QString::fromStdString(result.error().message).contains(name), result.error().message.c_str());
        QVERIFY(!std::filesystem::exists(tmp.file("runs")) || std::filesystem::is_empty(tmp.file("runs")));
    }

    // A folder of records: each file is reported; a bad one does not stop the others.
    void aFolderImportsEveryRecord() {
        nashlab::test::TempDir tmp;
        const std::string set = tmp.file("records");
        std::filesystem::create_directories(set + "/nopersona");
        for (const auto& entry : std::filesystem::directory_iterator(fixture("")))
            if (entry.path().extension() == ".json")
                std::filesystem::copy_file(entry.path(), set + "/nopersona/" + entry.path().filename().string());
        nashlab::test::writeFile(set + "/WAC_nopersona_10_20_8.json", "{not json");
        const auto report = importEach({set}, tmp.file("runs"), GameRegistry::builtin(), importAlympicsFile);
        QCOMPARE(report.size(), std::size_t(6));
        int refused = 0, flagged = 0;
        for (const auto& f : report) {
            refused += f.ok() ? 0 : 1;
            flagged += f.notes.empty() ? 0 : 1;
            if (!f.ok()) QVERIFY2(f.file.ends_with("WAC_nopersona_10_20_8.json"), f.file.c_str());
        }
        QCOMPARE(refused, 1);
        QCOMPARE(flagged, 1);  // _9, the deliberately inconsistent record
    }
};

QTEST_APPLESS_MAIN(TestAlympicsImport)
#include "tst_alympics_import.moc"
