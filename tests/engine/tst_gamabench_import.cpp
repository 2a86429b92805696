// γ-Bench import: hand-written result files in γ-Bench's saved format become run folders whose
// outcomes and scores match values computed by hand from the published formulas.
#include <QtTest>

#include <cmath>
#include <filesystem>

#include "engine/experiment/experiment_spec.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/import/gamabench_import.h"
#include "engine/record/run_reader.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;

namespace {
std::string fixture(const char* name) {
    return qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/tests/data/gamabench/" + name;
}

// Imports one fixture and returns its scores report; fails the test (empty report) when anything breaks.
Json importAndScore(const char* name, const nashlab::test::TempDir& tmp, SessionRecord* session = nullptr) {
    auto dir = importGamaBenchFile(fixture(name), tmp.path(), GameRegistry::builtin());
    if (!dir.ok()) {
        qWarning("%s", dir.error().message.c_str());
        return Json();
    }
    auto run = readRun(dir.value());
    if (!run.ok()) return Json();
    if (session) *session = run->sessions.at(0);
    auto report = scoreRun(run.value(), GameRegistry::builtin());
    return report.ok() ? report.value() : Json();
}

double score(const Json& report, const char* mode) { return report.at("scores").at(mode).get<double>(); }
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
        QCOMPARE(QString::fromStdString(run->spec["seats"][0]["model"].get<std::string>()),
                 QStringLiteral("gpt-3.5-turbo"));
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

    void barRunReplaysAndScores() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("bar_small.json", tmp, &s);
        QVERIFY(report.is_object());
        QCOMPARE(s.rounds.size(), std::size_t(3));
        // Round 1: 3 of 5 go, 3/5 ≤ 60%: goers get MAX 10, stayers HOME 5. Round 2: "Go"/"GO" count as go.
        QCOMPARE(s.rounds[0].payoffs, (std::vector<double>{10, 10, 5, 10, 5}));
        QCOMPARE(s.rounds[1].payoffs, (std::vector<double>{0, 0, 0, 0, 0}));
        // S2 = (|0.6 − 0.6| + |1 − 0.6| + |0 − 0.6|) / 3 = 1/3; (0.6 − 1/3) / 0.6 × 100 = 400/9 in both modes.
        QVERIFY(qFuzzyCompare(score(report, "gamabench_repo"), 400.0 / 9.0));
        QVERIFY(qFuzzyCompare(score(report, "gamabench_paper"), 400.0 / 9.0));
    }

    void dollarRunClipsOnlyInRepoMode() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("dollar_small.json", tmp, &s);
        QVERIFY(report.is_object());
        // Round 1: sum 85 ≤ 100, everyone receives their bid; round 2: sum 300, nobody gets anything.
        QCOMPARE(s.rounds[0].payoffs, (std::vector<double>{20, 30, 25, 10}));
        QCOMPARE(s.rounds[1].payoffs, (std::vector<double>{0, 0, 0, 0}));
        // S3 = (|85 − 100| + |300 − 100|) / 2 = 107.5; paper (100 − 107.5)/100 × 100 = −7.5; repo clips at 0.
        QCOMPARE(score(report, "gamabench_paper"), -7.5);
        QCOMPARE(score(report, "gamabench_repo"), 0.0);
    }

    void goodsRunReplaysAndScores() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("goods_small.json", tmp, &s);
        QVERIFY(report.is_object());
        // Round 1: pot 35 × 2 / 4 = 17.5 each; player 1 keeps 20 − 10 + 17.5 = 27.5.
        QCOMPARE(s.rounds[0].payoffs.at(0), 27.5);
        // S4 = (10 + 0 + 20 + 5 + 0 + 0 + 4 + 6) / 8 = 5.625; (20 − 5.625) / 20 × 100 = 71.875.
        QCOMPARE(score(report, "gamabench_repo"), 71.875);
        QCOMPARE(score(report, "gamabench_paper"), 71.875);
    }

    void dinerCountsEveryNonCheapAnswerAsCostly() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("diner_small.json", tmp, &s);
        QVERIFY(report.is_object());
        // Round 1: "Costly" and "pizza" are costly (γ-Bench: anything but "cheap"): 3 costly, 1 cheap, bill 70,
        // share 17.5.
        QCOMPARE(s.rounds[0].payoffs, (std::vector<double>{2.5, -2.5, 2.5, 2.5}));
        // Costly orders: 3 + 1 of 8 ("CHEAP" is cheap after lower-casing) -> 100 × 4/8 = 50.
        QCOMPARE(score(report, "gamabench_repo"), 50.0);
        QCOMPARE(score(report, "gamabench_paper"), 50.0);
    }

    // Files γ-Bench itself scored import under γ-Bench's rules, recorded in the spec (issue 17).
    void dollarBidsAboveGCountAsInGamaBench() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("dollar_over_g.json", tmp, &s);
        QVERIFY(report.is_object());
        QCOMPARE(s.started["setup"]["params"]["bid_cap"], Json("none"));
        // Round 1: 20 + 250 + 25 + 10 = 305 > 100, nobody gets anything; round 2: 85, everyone their bid.
        QCOMPARE(s.rounds[0].payoffs, (std::vector<double>{0, 0, 0, 0}));
        QCOMPARE(s.rounds[1].payoffs, (std::vector<double>{20, 30, 25, 10}));
        // S3 = (|305 − 100| + |85 − 100|) / 2 = 110: paper (100 − 110) / 100 × 100 = −10; repo clips at 0.
        QCOMPARE(score(report, "gamabench_paper"), -10.0);
        QCOMPARE(score(report, "gamabench_repo"), 0.0);
    }

    void goodsContributionsAboveTheHoldingCount() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("goods_over_held.json", tmp, &s);
        QVERIFY(report.is_object());
        QCOMPARE(s.started["setup"]["params"]["contribution_cap"], Json("none"));
        // Round 1: pot 40 × 2 / 4 = 20 each; player 0 put in 25 of 20: 20 − 25 + 20 = 15.
        QCOMPARE(s.rounds[0].payoffs, (std::vector<double>{15, 40, 30, 35}));
        QCOMPARE(s.rounds[1].payoffs, (std::vector<double>{30, 40, 40, 10}));
        // S4 = (40 / 4 + 40 / 4) / 2 = 10; (20 − 10) / 20 × 100 = 50 in both modes.
        QCOMPARE(score(report, "gamabench_repo"), 50.0);
        QCOMPARE(score(report, "gamabench_paper"), 50.0);
    }

    void battleShotAtAnEliminatedPlayerIsWasted() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("battle_dead_target.json", tmp, &s);
        QVERIFY(report.is_object());
        QCOMPARE(s.started["setup"]["params"]["dead_target"], Json("wasted_shot"));
        // Turn 2: player_1 shoots at player_2, out since turn 1: a wasted shot, nobody falls.
        QCOMPARE(s.rounds[1].publicReport["wasted_shot"], Json(true));
        QCOMPARE(s.rounds[1].publicReport["players_left"], Json(2));
        QCOMPARE(s.rounds[3].cumulative, (std::vector<double>{0, 1, 0}));  // player_1 is the last standing
        // At the strongest other live player: turns 1 (player_2), 3 (player_1), 4 (player_0); turn 2 aimed
        // at a player already out: 3 of 4 = 75 in both modes.
        QCOMPARE(score(report, "gamabench_repo"), 75.0);
        QCOMPARE(score(report, "gamabench_paper"), 75.0);
    }

    void dinerAnswersAreKeptAsWritten() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        QVERIFY(importAndScore("diner_small.json", tmp, &s).is_object());
        QCOMPARE(s.started["setup"]["params"]["other_answers"], Json("costly"));
        // "Costly" and "pizza" are served as the costly dish; what the model said stays in the step.
        QCOMPARE(s.rounds[0].actions, Json::array({"costly", "cheap", "costly", "costly"}));
        QCOMPARE(s.rounds[0].steps.at(0).at("3").at("chosen_dish"), Json("pizza"));
        QCOMPARE(s.rounds[0].steps.at(0).at("2").at("chosen_dish"), Json("Costly"));
    }

    // A result set: every file imports, and a file of the wrong structure is refused by name while
    // the others still import.
    void aResultSetImportsEveryFileAndNamesTheRefused() {
        nashlab::test::TempDir tmp;
        const std::string set = tmp.file("raw_results");
        std::filesystem::create_directories(set + "/divide_dollar");
        std::size_t good = 0;
        for (const auto& entry : std::filesystem::directory_iterator(fixture(""))) {
            std::filesystem::copy_file(entry.path(), set + "/divide_dollar/" + entry.path().filename().string());
            ++good;
        }
        nashlab::test::writeFile(set + "/broken.json", R"({"meta": {}, "round_records": "none", "player_data": []})");
        const auto report = importEach({set}, tmp.file("runs"), GameRegistry::builtin(), importGamaBenchRun);
        QCOMPARE(report.size(), good + 1);
        std::size_t imported = 0;
        for (const auto& f : report) {
            if (f.ok()) {
                ++imported;
                QVERIFY(std::filesystem::exists(f.runDir + "/events.jsonl"));
                continue;
            }
            QVERIFY2(f.file.ends_with("broken.json"), f.file.c_str());
            QVERIFY2(QString::fromStdString(f.error).contains(QStringLiteral("broken.json")), f.error.c_str());
            QVERIFY2(QString::fromStdString(f.error).contains(QStringLiteral("not a γ-Bench result file")),
                     f.error.c_str());
        }
        QCOMPARE(imported, good);
    }

    void sealedBidUsesTheFilesValuations() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("sba_small.json", tmp, &s);
        QVERIFY(report.is_object());
        // First price: player 1 wins round 1 at 150 with value 200; player 9 round 2 at 160 with value 170.
        QCOMPARE(s.rounds[0].payoffs.at(0), 50.0);
        QCOMPARE(s.rounds[1].payoffs.at(8), 10.0);
        // Σ(v − b) = 145 (round 1, player 7 overbids 25 on 20: −5) + 125 (round 2) = 270 over 20 cells:
        // paper 100 × 13.5 / 200 = 6.75. Repo: Σ max(0, (v − b)/max(v, 1)) = 50/200 + 20/80 + 60/160 + 10/110
        // + 10/100 + 45/90 + 20/40 + 10/110 + 40/190 + 10/170 = 2.42616803; × 100 / 20 = 12.1308401.
        QCOMPARE(score(report, "gamabench_paper"), 6.75);
        QVERIFY(std::abs(score(report, "gamabench_repo") - 12.1308401350971) < 1e-9);
    }

    void sealedBidRefusesOtherValuations() {
        Json file = Json::parse(nashlab::test::readFile(fixture("sba_small.json")));
        file["round_records"][1]["valuations"][0] = 20;
        auto converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(!converted.ok());
        QVERIFY(QString::fromStdString(converted.error().message)
                    .contains(QStringLiteral("round 2 valuation of player 0 is 20")));
    }

    // An odd meta is refused with its field named, never a crash (interval 0 divided by zero).
    void sealedBidRefusesAnOddMeta_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("interval 0") << "interval" << 0.0 << "meta.interval must be a positive whole number, got 0";
        QTest::newRow("interval < 0") << "interval" << -5.0 << "meta.interval must be a positive whole number";
        QTest::newRow("min > max") << "valuation_min" << 500.0
                                   << "meta.valuation_min (500) is greater than its valuation_max (200)";
        QTest::newRow("huge") << "valuation_max" << 1e300 << "needs numbers for valuation_min";
        // Issue 47: 10 players drawing distinct values from 5 grid points spun at 100 % CPU for ever;
        // a grid of 1e11 points aborted the process (std::length_error).
        QTest::newRow("fewer points than players")
            << "valuation_max" << 40.0 << "has 5 points for 10 players; γ-Bench draws a distinct value for each";
        QTest::newRow("a grid of 1e11 points") << "valuation_max" << 1e12 << "points; γ-Bench's grids have at most";
    }
    void sealedBidRefusesAnOddMeta() {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, mentions);
        Json file = Json::parse(nashlab::test::readFile(fixture("sba_small.json")));
        file["meta"][key.toStdString()] = value;
        auto converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(!converted.ok());
        QVERIFY2(QString::fromStdString(converted.error().message).contains(mentions),
                 converted.error().message.c_str());
    }

    void pirateReplaysProposalsAndVotes() {
        nashlab::test::TempDir tmp;
        SessionRecord s;
        const Json report = importAndScore("pirate_small.json", tmp, &s);
        QVERIFY(report.is_object());
        QVERIFY(s.isFinished());
        // Round 1: only the proposer accepts (1 of 4 < half): pirate 1 is thrown overboard.
        // Round 2: pirate 2 and pirate 4 accept (2 of 3 ≥ half): 98 / 1 / 1 is paid out.
        QCOMPARE(s.rounds.size(), std::size_t(2));
        QCOMPARE(s.rounds[1].cumulative, (std::vector<double>{0, 98, 1, 1}));
        // L1 against Stewart's plan: round 1 [100,0,0,0] vs [99,0,1,0] = 2; round 2 [98,1,1] vs [99,0,1] = 2;
        // proposal part (200 − 2)/200 × 50 = 49.5. Votes: round 1 three correct rejects of 0 coins; round 2
        // pirate 3 rejects 1 coin at offset 1 (paper: correct; repo: never credited), pirate 4 accepts 1 coin
        // at offset 2 (correct). Repo 4/5 -> 49.5 + 40 = 89.5; paper 5/5 -> 49.5 + 50 = 99.5.
        QCOMPARE(score(report, "gamabench_repo"), 89.5);
        QCOMPARE(score(report, "gamabench_paper"), 99.5);
    }

    void battleRoyaleReplaysTheRecordedHits() {
        nashlab::test::TempDir tmp;
        auto dir = importGamaBenchFile(fixture("battle_small.json"), tmp.path(), GameRegistry::builtin());
        QVERIFY2(dir.ok(), dir.ok() ? "" : dir.error().message.c_str());
        auto run = readRun(dir.value()).value();
        const SessionRecord& s = run.sessions.at(0);
        // Four turns; the recorded outcomes (not NashLab's dice) decide: player_1 falls in turn 3,
        // player_2 in turn 4, and player_0 is the last one standing.
        QVERIFY(s.isFinished());
        QCOMPARE(s.rounds.size(), std::size_t(4));
        QCOMPARE(s.rounds[2].publicReport["hit"].get<bool>(), true);
        QCOMPARE(s.rounds[0].publicReport["hit"].get<bool>(), false);
        QCOMPARE(s.rounds[1].publicReport["intentional_miss"].get<bool>(), true);
        // Turns aimed at the strongest other live player: 1 (at 45%), 3 (at 40% over 35%), 4 (the only
        // other) = 3 of 4; the intentional miss counts as wrong: 75 in both modes.
        auto report = scoreRun(run, GameRegistry::builtin()).value();
        QCOMPARE(report["scores"]["gamabench_repo"].get<double>(), 75.0);
        QCOMPARE(report["scores"]["gamabench_paper"].get<double>(), 75.0);
        // A record whose outcomes contradict NashLab's turn order is refused, not bent.
        Json file = Json::parse(nashlab::test::readFile(fixture("battle_small.json")));
        file["round_records"][1]["player_shooting"] = "2";
        nashlab::test::writeFile(tmp.file("bad.json"), file.dump());
        QVERIFY(!importGamaBenchFile(tmp.file("bad.json"), tmp.path(), GameRegistry::builtin()).ok());
    }

    void refusesWhatItCannotRead() {
        QVERIFY(!detectGamaBenchGame(Json{{"meta", Json::object()}}).ok());
        Json file = Json::parse(nashlab::test::readFile(fixture("guessing_small.json")));
        file["round_records"][1]["responses"].erase(0);
        auto converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(!converted.ok());
        QVERIFY(QString::fromStdString(converted.error().message)
                    .contains(QStringLiteral("round 2 has 3 responses for 4 players")));
        nashlab::test::TempDir tmp;
        file = Json::parse(nashlab::test::readFile(fixture("guessing_small.json")));
        file["round_records"][0]["responses"][0] = 250;  // outside [0, 100]: not a legal guess
        nashlab::test::writeFile(tmp.file("bad.json"), file.dump());
        auto dir = importGamaBenchFile(tmp.file("bad.json"), tmp.path(), GameRegistry::builtin());
        QVERIFY(!dir.ok());
        QVERIFY(QString::fromStdString(dir.error().message).contains(QStringLiteral("do not replay")));
        // A failed import leaves nothing: no run folder (it would look resumable and is not), no
        // hidden folder it was played in.
        QCOMPARE(std::distance(std::filesystem::directory_iterator(tmp.path()), {}), 1L);  // bad.json
    }

    // A value too large for an int is reported as written (issue 18: 1e15 read as −1530494976).
    void hugeValuesAreReportedAsWritten() {
        Json file = Json::parse(nashlab::test::readFile(fixture("guessing_small.json")));
        file["meta"]["max"] = 1e15;
        auto converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(converted.ok());
        auto spec = parseExperimentSpec(converted->spec, GameRegistry::builtin(), 0);
        QVERIFY(!spec.ok());
        QVERIFY2(QString::fromStdString(spec.error().message)
                     .contains(QStringLiteral("parameter 'max' 1000000000000000 is above the maximum 1000000000")),
                 spec.error().message.c_str());
        file["meta"]["player_num"] = 1e15;
        converted = convertGamaBench(file, "x.json", GameRegistry::builtin());
        QVERIFY(!converted.ok());
        QVERIFY2(QString::fromStdString(converted.error().message)
                     .contains(QStringLiteral("meta.player_num is 1e+15 but player_data lists 4")),
                 converted.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestGamaBenchImport)
#include "tst_gamabench_import.moc"
