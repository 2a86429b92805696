// ScoreTally (ExperimentRunner::keepScores): the scores a run keeps while it plays give the report
// that scoring its record gives, for every game, serial and parallel, fresh and resumed.
#include <QtTest>

#include <filesystem>
#include <fstream>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "tests/support/scripted_seat.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
using nashlab::test::TempDir;

namespace {

// Every strategy of the game in turn over its default number of seats, a few short repetitions.
ExperimentSpec specFor(const Game& game, int repetitions) {
    Json seats = Json::array();
    const auto strategies = game.strategies();
    for (int i = 0; i < game.seats().defaultCount; ++i)
        seats.push_back(
            {{"type", "bot"}, {"strategy", strategies[static_cast<std::size_t>(i) % strategies.size()].id}});
    Json j = {{"name", "tally"}, {"game", game.id()}, {"seed", 5}, {"repetitions", repetitions}, {"seats", seats}};
    auto spec = parseExperimentSpec(j, GameRegistry::builtin(), 0);
    if (!spec) qFatal("%s: %s", game.id().c_str(), spec.error().message.c_str());
    j["rounds"] = std::min(spec->rounds, 6);  // short sessions keep the test quick
    return parseExperimentSpec(j, GameRegistry::builtin(), 0).value();
}

struct Played {
    std::string dir;
    Json live;           ///< scoreReport() of the scores kept while playing, with the ratings made meanwhile
    bool rated = false;  ///< the sessions were rated as they ended (the report did not rate them)
};

// `scoresOnly`: the tally keeps what a printed summary reads (the CLI's): it then takes each
// finished session's result from its runner instead of scoring the session again.
Played play(const ExperimentSpec& spec, const std::string& runs, int jobs, const RunRecord* resume = nullptr,
            const std::string& dir = {}, bool scoresOnly = false) {
    auto writer = dir.empty() ? RunWriter::create(runs, "tally", spec.toJson()) : RunWriter::append(dir);
    if (!writer) qFatal("%s", writer.error().message.c_str());
    const PromptBuilder prompts;
    const Game& game = *GameRegistry::builtin().find(spec.game);
    ExperimentRunner runner(game, spec, builtinSeatFactory(), *writer.value(), prompts);
    runner.setJobs(jobs);
    runner.keepScores(scoresOnly);
    if (resume && !runner.resumeFrom(*resume)) qFatal("resume refused");
    runner.start();
    if (!runner.done()) qFatal("the batch did not finish");
    const std::string written = writer.value()->dir();
    const Json spec2 = readJsonFile(written + "/spec.json").value();
    std::vector<SessionScore> scores = runner.takeScores();
    const auto gathered = runner.takeGathered();
    return {written, scoreReport(written, spec2, std::move(scores), false, true, gathered ? &*gathered : nullptr),
            gathered.has_value()};
}

Json fromRecord(const std::string& dir, bool scoresOnly = false) {
    auto record = readRun(dir);
    if (!record) qFatal("%s", record.error().message.c_str());
    if (!scoresOnly) return scoreRun(record.value(), GameRegistry::builtin()).value();
    // Each session of the record scored afresh, as the tally of a summary would keep it.
    const Game& game = *GameRegistry::builtin().find(record->spec.value("game", ""));
    std::vector<SessionScore> scores;
    for (const auto& s : record->sessions) scores.push_back(scoreSession(game, s, true));
    return scoreReport(dir, record->spec, std::move(scores), record->tornTail);
}

}  // namespace

class TestScoreTally : public QObject {
    Q_OBJECT
private slots:
    void liveScoresEqualTheRecords_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("jobs");
        QTest::addColumn<bool>("scoresOnly");
        for (const Game* g : GameRegistry::builtin().games())
            for (int jobs : {1, 3})
                for (bool scoresOnly : {false, true})
                    QTest::newRow(
                        (g->id() + " jobs " + std::to_string(jobs) + (scoresOnly ? " scores only" : "")).c_str())
                        << QString::fromStdString(g->id()) << jobs << scoresOnly;
    }
    void liveScoresEqualTheRecords() {
        QFETCH(QString, id);
        QFETCH(int, jobs);
        QFETCH(bool, scoresOnly);
        const ExperimentSpec spec = specFor(*GameRegistry::builtin().find(id.toStdString()), 4);
        TempDir tmp;
        const Played played = play(spec, tmp.file("runs"), jobs, nullptr, {}, scoresOnly);
        QVERIFY(played.rated);
        const Json expected = fromRecord(played.dir, scoresOnly);
        QCOMPARE(expected["sessions"].size(), std::size_t{4});
        // Compared as text: the numbers must be the same doubles, not merely close.
        QCOMPARE(QString::fromStdString(played.live.dump(1)), QString::fromStdString(expected.dump(1)));
    }

    // A tally that keeps only the numbers (nashlab-cli run's, without a design) frees each result
    // where it was made, and its report (without sessions, as the CLI prints it) is still the
    // one made from the record, for every game, serial and parallel.
    void numbersOnlyReportEqualsTheRecords_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("jobs");
        for (const Game* g : GameRegistry::builtin().games())
            for (int jobs : {1, 3})
                QTest::newRow((g->id() + " jobs " + std::to_string(jobs)).c_str())
                    << QString::fromStdString(g->id()) << jobs;
    }
    void numbersOnlyReportEqualsTheRecords() {
        QFETCH(QString, id);
        QFETCH(int, jobs);
        const ExperimentSpec spec = specFor(*GameRegistry::builtin().find(id.toStdString()), 4);
        TempDir tmp;
        auto writer = RunWriter::create(tmp.file("runs"), "numbers", spec.toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer, prompts);
        runner.setJobs(jobs);
        runner.keepScores(true, false);
        runner.start();
        QVERIFY(runner.done());
        writer->flush();
        std::vector<SessionScore> scores = runner.takeScores();
        QCOMPARE(scores.size(), std::size_t{4});
        for (const auto& s : scores) {
            QVERIFY(s.result.is_null());
            QVERIFY(s.players.empty());  // only a design's model ranks read them, with the result
            QVERIFY(s.numbers.names && !s.numbers.values.empty());
            QCOMPARE(s.numbers.values.size(), s.numbers.names->names.size());
        }
        // Scored one after another on one thread, sessions that name the same numbers share one list.
        for (std::size_t i = 1; jobs == 1 && i < scores.size(); ++i) {
            const NumberNames& now = *scores[i].numbers.names;
            const NumberNames& before = *scores[i - 1].numbers.names;
            const bool same =
                now.names == before.names && now.scoreCount == before.scoreCount && now.seatEnds == before.seatEnds;
            QCOMPARE(scores[i].numbers.names == scores[i - 1].numbers.names, same);
        }
        const auto gathered = runner.takeGathered();
        QVERIFY(gathered.has_value());
        const Json specJson = readJsonFile(writer->dir() + "/spec.json").value();
        const Json live = scoreReport(writer->dir(), specJson, std::move(scores), false, false, &*gathered);
        auto record = readRun(writer->dir());
        QVERIFY(record.ok());
        std::vector<SessionScore> again;
        for (const auto& s : record->sessions)
            again.push_back(scoreSession(*GameRegistry::builtin().find(spec.game), s));
        const Json expected = scoreReport(writer->dir(), specJson, std::move(again), false, false);
        QVERIFY(expected["seats"].size() > 0);
        QCOMPARE(QString::fromStdString(live.dump(1)), QString::fromStdString(expected.dump(1)));
    }

    // The auction with planning: its scorer counts answers per kind of round (bids, beliefs) from
    // the decision events, which a runner's own scoring does not have (only totals), so a tally
    // of scores only scores such a session again from what it kept (ScoreTally::writeFinished).
    // Seat 1 answers nonsense throughout: its rejections differ by kind of round.
    void planningAuctionScoresOnlyAsItsRecord() {
        const QString root = qEnvironmentVariable("NASHLAB_SOURCE_DIR", QStringLiteral(QT_TESTCASE_SOURCEDIR "/.."));
        const Json preset = readJsonFile(root.toStdString() + "/resources/presets/aucarena_planning_bots.json").value();
        ExperimentSpec spec = parseExperimentSpec(preset, GameRegistry::builtin(), 0).value();
        spec.repetitions = 2;
        const SeatFactory bots = builtinSeatFactory();
        const SeatFactory factory = [&](const Game& g, const SessionSpec& session,
                                        int seat) -> Result<std::unique_ptr<Seat>> {
            if (seat != 0) return bots(g, session, seat);
            return std::unique_ptr<Seat>(std::make_unique<nashlab::test::ScriptedSeat>(std::vector<std::string>{"?"}));
        };
        TempDir tmp;
        auto writer = RunWriter::create(tmp.file("runs"), "tally", spec.toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, factory, *writer, prompts);
        runner.keepScores(true);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 2);
        writer->flush();
        std::vector<SessionScore> scores = runner.takeScores();
        const auto gathered = runner.takeGathered();
        const Json live = scoreReport(writer->dir(), readJsonFile(writer->dir() + "/spec.json").value(),
                                      std::move(scores), false, true, gathered ? &*gathered : nullptr);
        const Json expected = fromRecord(writer->dir(), true);
        QVERIFY(expected["seats"][0]["belief_rejected"]["mean"].get<double>() > 0);  // split by kind of round
        QCOMPARE(QString::fromStdString(live.dump(1)), QString::fromStdString(expected.dump(1)));
    }

    // A run cut inside its third session and resumed: the kept scores include the sessions the
    // record had finished, and the resumed session's earlier rounds.
    void resumedRunKeepsTheRecordsSessions_data() {
        QTest::addColumn<int>("jobs");
        QTest::newRow("serial") << 1;
        QTest::newRow("parallel") << 2;
    }
    void resumedRunKeepsTheRecordsSessions() {
        QFETCH(int, jobs);
        const ExperimentSpec spec = specFor(*GameRegistry::builtin().find("guess_average"), 6);
        TempDir tmp;
        const Played full = play(spec, tmp.file("runs"), 1);
        std::ifstream in(full.dir + "/events.jsonl");
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const std::size_t third = text.find("\"session\":\"rep3\"");
        const std::size_t cut = text.find('\n', text.find("round_completed", third)) + 1;
        const std::string dir = tmp.file("cut");
        std::filesystem::create_directories(dir);
        std::filesystem::copy_file(full.dir + "/spec.json", dir + "/spec.json");
        std::ofstream(dir + "/events.jsonl") << text.substr(0, cut);
        QVERIFY(truncateToCompletedRounds(dir).ok());
        const RunRecord record = readRun(dir).value();
        const Played resumed = play(spec, {}, jobs, &record, dir);
        QVERIFY(resumed.rated);
        const Json expected = fromRecord(dir);
        QCOMPARE(expected["sessions"].size(), std::size_t{6});
        QCOMPARE(QString::fromStdString(resumed.live.dump(1)), QString::fromStdString(expected.dump(1)));
    }

    // A session stopped mid-way: its runner, and the State that held its rounds, are gone before
    // the scores are taken (ScoreTally::settle keeps a copy of the rounds it had).
    void stoppedSessionKeepsItsRoundsAfterItsStateIsGone() {
        const Game& game = *GameRegistry::builtin().find("guess_average");
        ExperimentSpec spec = specFor(game, 2);
        TempDir tmp;
        auto writer = RunWriter::create(tmp.file("runs"), "tally", spec.toJson());
        QVERIFY(writer.ok());
        nashlab::test::ScriptedSeat* asked = nullptr;  // seat 0 answers when the test says so
        const SeatFactory bots = builtinSeatFactory();
        const SeatFactory factory = [&](const Game& g, const SessionSpec& session,
                                        int seat) -> Result<std::unique_ptr<Seat>> {
            if (seat != 0) return bots(g, session, seat);
            auto scripted = std::make_unique<nashlab::test::ScriptedSeat>(
                std::vector<std::string>{"{\"chosen_number\": 21}"}, true);
            asked = scripted.get();
            return std::unique_ptr<Seat>(std::move(scripted));
        };
        const PromptBuilder prompts;
        ExperimentRunner runner(game, spec, factory, *writer.value(), prompts);
        runner.keepScores();
        runner.start();
        for (int round = 0; round < 3; ++round) QVERIFY(asked && asked->deliver());
        QVERIFY(asked->waiting());  // in round 4
        runner.stop();
        QVERIFY(runner.done());
        std::vector<SessionScore> scores = runner.takeScores();
        const auto gathered = runner.takeGathered();
        QVERIFY(gathered.has_value());
        const Json live = scoreReport(writer.value()->dir(), readJsonFile(writer.value()->dir() + "/spec.json").value(),
                                      std::move(scores), false, true, &*gathered);
        const Json expected = fromRecord(writer.value()->dir());
        QCOMPARE(expected["sessions"].size(), std::size_t{1});
        QCOMPARE(expected["sessions"][0]["rounds"].get<int>(), 3);
        QCOMPARE(expected["incomplete_sessions"].get<int>(), 1);
        QCOMPARE(QString::fromStdString(live.dump(1)), QString::fromStdString(expected.dump(1)));
    }

    // Sessions of different seat counts (a design varying the number of players): the numbers are
    // gathered as they end, the ratings are left to the report, and the report is the one made
    // from the sessions alone.
    void ratingsLeftToTheReportWhenSeatCountsDiffer() {
        const auto session = [](const char* id, const std::vector<double>& finals) {
            SessionScore s;
            s.id = id;
            s.started = s.finished = true;
            s.finalPayoffs = finals;
            Json perSeat = Json::array();
            for (std::size_t i = 0; i < finals.size(); ++i) perSeat.push_back({{"seat", i}, {"payoff", finals[i]}});
            s.result = {{"scores", {{"a", finals[0]}}}, {"per_seat", perSeat}};
            return s;
        };
        const std::vector<SessionScore> sessions = {session("rep1", {1, 0}), session("rep2", {0, 1, 2}),
                                                    session("rep3", {2, 1}), session("rep4", {0, 3, 1})};
        ScoreTally tally(*GameRegistry::builtin().find("guess_average"), true, true);
        tally.adopt(sessions);
        std::vector<SessionScore> taken = tally.take();
        const std::optional<GatheredScores> gathered = tally.gathered();
        QVERIFY(gathered.has_value());
        QVERIFY(!gathered->ratings.has_value());  // rep2 seats more players than rep1
        const Json spec = {{"game", "guess_average"}, {"seats", Json::array()}};
        const Json live = scoreReport("run", spec, std::move(taken), false, false, &*gathered);
        const Json expected = scoreReport("run", spec, std::vector<SessionScore>(sessions), false, false);
        QCOMPARE(QString::fromStdString(live.dump(1)), QString::fromStdString(expected.dump(1)));
        QCOMPARE(live["seats"].size(), std::size_t{3});
        QCOMPARE(live["seats"][2]["payoff"]["n"].get<int>(), 2);
        QVERIFY(live["seats"][2]["mu"].get<double>() > 25.0);  // rated from rep2 and rep4, seat 3 best once
    }

    // The report finds each value's column by its name, whatever its place among the others: a
    // session may list more, fewer or other metrics than the one before it.
    void reportGathersEachValueByItsName() {
        const auto session = [](const char* id, Json scores, Json perSeat) {
            SessionScore s;
            s.id = id;
            s.started = s.finished = true;
            s.result = {{"scores", std::move(scores)}, {"per_seat", std::move(perSeat)}};
            return s;
        };
        std::vector<SessionScore> sessions;
        sessions.push_back(session("rep1", {{"a", 1.0}, {"b", 2.0}},
                                   {{{"seat", 0}, {"payoff", 1.0}, {"wins", 2}},
                                    {{"seat", 1}, {"payoff", 3.0}},
                                    {{"seat", 2}, {"note", "no number"}}}));
        sessions.push_back(session("rep2", {{"b", 4.0}, {"c", 6.0}},
                                   {{{"seat", 0}, {"extra", 9.0}, {"payoff", 5.0}, {"wins", 4}},
                                    {{"seat", 1}, {"extra", 7.0}, {"payoff", 1.0}, {"text", "x"}},
                                    {{"seat", 2}}}));
        sessions.push_back(session("rep3", {{"b", 0.0}}, {{{"seat", 0}, {"wins", 0}, {"payoff", 3.0}}}));
        const Json spec = {{"game", "guess_average"}, {"seats", Json::array()}};
        const Json report = scoreReport("run", spec, std::move(sessions), false, false);
        QCOMPARE(report["scores"], Json({{"a", 1.0}, {"b", 2.0}, {"c", 6.0}}));
        QCOMPARE(report["score_stats"]["b"]["n"].get<int>(), 3);
        const Json& seats = report["seats"];
        QCOMPARE(seats.size(), std::size_t{2});  // the third seat gave no number
        QCOMPARE(seats[0]["payoff"]["mean"].get<double>(), 3.0);
        QCOMPARE(seats[0]["payoff"]["n"].get<int>(), 3);
        QCOMPARE(seats[0]["wins"]["mean"].get<double>(), 2.0);
        QCOMPARE(seats[0]["extra"]["mean"].get<double>(), 9.0);
        QCOMPARE(seats[0]["extra"]["n"].get<int>(), 1);
        QCOMPARE(seats[1]["payoff"]["mean"].get<double>(), 2.0);
        QCOMPARE(seats[1]["extra"]["mean"].get<double>(), 7.0);
        QVERIFY(!seats[1].contains("text") && !seats[1].contains("wins"));
    }
};

QTEST_GUILESS_MAIN(TestScoreTally)
#include "tst_score_tally.moc"
