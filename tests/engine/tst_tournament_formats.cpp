// Tournament environments beyond the match (engine/tournament, docs/tournaments.md): self-play
// (Hanabi's team of copies), one entrant against a fixed field (the Undercover against four
// civilians), and the average-reward and win-rate metrics of LLMArena's Table 1 (004 §2.3), with
// their intervals and the normalised table. Every value is checked against the games' own folders
// or against numbers worked out by hand.
#include <QtTest>
#include <cmath>
#include <fstream>
#include <map>

#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"
#include "engine/tournament/tournament_runner.h"
#include "tests/engine/tournament_play.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using namespace nashlab::engine;

namespace {

bool near(double a, double b, double tol) { return std::fabs(a - b) <= tol; }

Json bot(const std::string& name, const std::string& strategy, Json perEnvironment = Json::object()) {
    Json j = {{"name", name}, {"type", "bot"}, {"strategy", strategy}};
    if (!perEnvironment.empty()) j["per_environment"] = perEnvironment;
    return j;
}

// Bid (a match scored by mean payoff), Hanabi in self-play, Undercover against association
// civilians: LLMArena's three environments that TrueSkill does not score.
Json formatsSpec(int gamesPerPair) {
    return {{"kind", "tournament"},
            {"name", "formats"},
            {"entrants",
             {bot("good", "ne",
                  {{"hanabi_small", {{"strategy", "rule_based"}}}, {"undercover", {{"strategy", "blend_in"}}}}),
              bot("plain", "truthful",
                  {{"hanabi_small", {{"strategy", "random_legal"}}}, {"undercover", {{"strategy", "associations"}}}})}},
            {"environments",
             {{{"name", "bid"},
               {"game", "sealed_bid_auction"},
               {"metric", "average_reward"},
               {"rounds", 1},
               {"params",
                {{"price_rule", "first_price"},
                 {"valuation_source", "uniform"},
                 {"valuation_step", 0.01},
                 {"valuation_min", 0},
                 {"valuation_max", 10},
                 {"overbidding", "illegal"},
                 {"redraw_values", true},
                 {"integer_bids", false},
                 {"tie_rule", "random"}}}},
              {{"game", "hanabi_small"}, {"format", "self_play"}},
              {{"game", "undercover"},
               {"format", "versus_field"},
               {"field", {{"name", "Civilian"}, {"type", "bot"}, {"strategy", "associations"}}},
               {"params", {{"undercover_seat", 5}}},
               {"invalid_answers", {{"max_attempts", 1}, {"fallback", "random_legal"}}}}}},
            {"games_per_pair", gamesPerPair},
            {"reference", "good"},
            {"seed", 99}};
}

TournamentSpec parsed(const Json& j) { return test::parsedTournament(j); }

using Played = test::PlayedTournament;

Played play(const TournamentSpec& spec, const std::string& dir, int jobs, int stopAfter = -1) {
    return test::playTournament(spec, dir, jobs, stopAfter);
}

// The final payoffs a game's own folder recorded.
std::vector<double> folderPayoffs(const std::string& dir, int game) {
    auto run = readRun(dir + "/" + gameFolderName(game));
    if (!run || run->sessions.empty() || !run->sessions.front().finished)
        qFatal("game %d has no finished session", game);
    return run->sessions.front().finished->at("final_payoffs").get<std::vector<double>>();
}

}  // namespace

class TstTournamentFormats : public QObject {
    Q_OBJECT

private slots:
    void specReadsFormatsAndRoundTrips() {
        const TournamentSpec spec = parsed(formatsSpec(2));
        QCOMPARE(spec.environments.size(), std::size_t{3});
        const auto& bid = spec.environments[0];
        QVERIFY(bid.format == Format::Match && bid.metric == Metric::AverageReward && !bid.solo());
        const auto& hanabi = spec.environments[1];
        QVERIFY(hanabi.format == Format::SelfPlay && hanabi.metric == Metric::AverageReward);  // the default
        QCOMPARE(hanabi.seats, 2);
        const auto& uc = spec.environments[2];
        QVERIFY(uc.format == Format::VersusField && uc.metric == Metric::WinRate);  // the default
        QCOMPARE(uc.seats, 5);                                                      // the game's default count
        QCOMPARE(uc.entrantSeat, 4);  // the last seat by default, where LLMArena seats the undercover
        QCOMPARE(spec.reference, std::string("good"));
        const TournamentSpec again = parsed(spec.toJson());
        QCOMPARE(again.toJson(), spec.toJson());
        QCOMPARE(again.environments[2].session, uc.session);
    }

    void specValidation_data() {
        QTest::addColumn<QString>("environment");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << R"({"game": "hanabi_small", "format": "team"})"
                                << "'format' must be match, self_play or versus_field";
        QTest::newRow("metric") << R"({"game": "tictactoe", "metric": "elo"})"
                                << "'metric' must be trueskill, average_reward or win_rate";
        QTest::newRow("trueskill alone") << R"({"game": "hanabi_small", "format": "self_play", "metric": "trueskill"})"
                                         << "a self_play game has one";
        QTest::newRow("match of five") << R"({"game": "undercover"})"
                                       << "not a two-seat game; a match pairs two entrants";
        QTest::newRow("no field") << R"({"game": "undercover", "format": "versus_field"})"
                                  << "versus_field needs a \"field\"";
        QTest::newRow("field count")
            << R"({"game": "undercover", "format": "versus_field", "field": {"type": "bot", "strategy": "random", "count": 4}})"
            << "'field': 'count' has no meaning";
        QTest::newRow("entrant seat")
            << R"({"game": "undercover", "format": "versus_field", "entrant_seat": 6, "field": {"type": "bot", "strategy": "random"}})"
            << "'entrant_seat' must be between 1 and 5";
        QTest::newRow("seats") << R"({"game": "undercover", "format": "self_play", "seats": 9})"
                               << "'seats' must be between 4 and 8";
        QTest::newRow("seats in a match") << R"({"game": "tictactoe", "seats": 2})"
                                          << "belong to self_play and versus_field";
        QTest::newRow("field strategy")
            << R"({"game": "undercover", "format": "versus_field", "field": {"type": "bot", "strategy": "minimax"}})"
            << "environment 'undercover' 'field': ";
        QTest::newRow("self-play win rate")
            << R"({"game": "hanabi_small", "format": "self_play", "metric": "win_rate"})"
            << "score it by average_reward";
        QTest::newRow("field name")
            << R"({"game": "undercover", "format": "versus_field", "field": {"type": "bot", "strategy": "random", "name": 5}})"
            << "'field' 'name' must be non-empty text";
        QTest::newRow("session key") << R"({"game": "tictactoe", "invalid_answers": {"fallback": "shrug"}})"
                                     << "shrug";
    }
    void specValidation() {
        QFETCH(QString, environment);
        QFETCH(QString, message);
        Json j = formatsSpec(1);
        j["entrants"] = {bot("a", "random"), bot("b", "random")};
        j.erase("reference");
        j["environments"] = Json::array({Json::parse(environment.toStdString())});
        auto spec = parseTournamentSpec(j, GameRegistry::builtin(), 1);
        QVERIFY(!spec);
        QVERIFY2(QString::fromStdString(spec.error().message).contains(message),
                 qPrintable(QString::fromStdString(spec.error().message)));
    }

    void specRefusesWhatNeedsAMatch() {
        Json j = formatsSpec(1);
        j["reference"] = "nobody";
        auto badReference = parseTournamentSpec(j, GameRegistry::builtin(), 1);
        QVERIFY(!badReference);
        QVERIFY(QString::fromStdString(badReference.error().message).contains("'reference' must name an entrant"));
        j = formatsSpec(1);
        j["environments"].erase(0);  // only solo environments: σ never moves
        j["stop"] = {{"max_games", 10}, {"sigma_below", 2.0}};
        auto sigma = parseTournamentSpec(j, GameRegistry::builtin(), 1);
        QVERIFY(!sigma);
        QVERIFY(QString::fromStdString(sigma.error().message).contains("needs a match environment"));
    }

    void aModelFieldMakesTheTournamentWaitOnTheNetwork() {
        // Bot entrants against model civilians: not "all bots" (the runner must not expect each
        // game to end inside start()).
        Json j = formatsSpec(1);
        QVERIFY(parsed(j).allBots());
        j["environments"][2]["field"] = {{"type", "llm"}, {"provider", "openai"}, {"model", "gpt-3.5-turbo"}};
        QVERIFY(!parsed(j).allBots());
        j["description"] = 3;
        auto bad = parseTournamentSpec(j, GameRegistry::builtin(), 1);
        QVERIFY(!bad);
        QVERIFY(QString::fromStdString(bad.error().message).contains("'description' must be text"));
    }

    void roundRobinMeetsEachEntrantAloneInSoloEnvironments() {
        Json j = formatsSpec(3);
        j["entrants"].push_back(bot("third", "random"));
        const TournamentSpec spec = parsed(j);
        // A sweep: 3 pairs in bid, 3 entrants alone in Hanabi and in Undercover; 3 sweeps a cycle.
        QCOMPARE(roundRobinCycle(spec), (3 + 3 + 3) * 3);
        const Standings none(3, 3);
        std::map<std::tuple<int, int, int>, int> seen;
        for (int i = 0; i < roundRobinCycle(spec); ++i) {
            const auto g = assignGame(spec, i, none);
            if (spec.environments[static_cast<std::size_t>(g.environment)].solo())
                QCOMPARE(g.first, g.second);
            else
                QVERIFY(g.first != g.second);
            ++seen[{g.environment, std::min(g.first, g.second), std::max(g.first, g.second)}];
        }
        QCOMPARE(seen.size(), std::size_t{9});
        for (const auto& [key, n] : seen) QCOMPARE(n, 3);
        // Random and adaptive draw one entrant for a solo environment.
        j["pairing"] = "random";
        j["stop"] = {{"max_games", 300}};
        const TournamentSpec random = parsed(j);
        std::map<int, int> alone;
        for (int i = 0; i < 300; ++i) {
            const auto g = assignGame(random, i, none);
            if (random.environments[static_cast<std::size_t>(g.environment)].solo()) {
                QCOMPARE(g.first, g.second);
                ++alone[g.first];
            }
        }
        QCOMPARE(alone.size(), std::size_t{3});
    }

    void theGamesSeatTheEntrantWhereTheFormatSays() {
        const TournamentSpec spec = parsed(formatsSpec(1));
        auto hanabi = gameExperiment(spec, GameRegistry::builtin(), 1, 0, 0, 5, "g");
        QVERIFY(hanabi);
        QCOMPARE(hanabi->seats.size(), std::size_t{2});
        QCOMPARE(hanabi->seats[0].name, std::string("good 1"));
        QCOMPARE(hanabi->seats[1].name, std::string("good 2"));
        QCOMPARE(hanabi->seats[1].strategy, std::string("rule_based"));
        auto uc = gameExperiment(spec, GameRegistry::builtin(), 2, 1, 1, 5, "g");
        QVERIFY(uc);
        QCOMPARE(uc->seats.size(), std::size_t{5});
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(uc->seats[static_cast<std::size_t>(s)].name, "Civilian " + std::to_string(s + 1));
            QCOMPARE(uc->seats[static_cast<std::size_t>(s)].strategy, std::string("associations"));
        }
        QCOMPARE(uc->seats[4].name, std::string("plain"));
        // The environment's own invalid-answer policy replaces the tournament's.
        QCOMPARE(uc->toJson()["invalid_answers"]["max_attempts"], Json(1));
    }

    void valuesComeFromTheGamesOwnFolders() {
        test::TempDir dir;
        const TournamentSpec spec = parsed(formatsSpec(6));
        const Played p = play(spec, dir.path(), 2);
        QCOMPARE(p.outcome.finished, (1 + 2 + 2) * 6);
        auto record = readTournament(dir.path(), GameRegistry::builtin());
        QVERIFY(record);
        // Worked out again from each game folder: the entrant's payoff (bid), the team's mean
        // (Hanabi), a win when the undercover's payoff is +1.
        std::map<std::pair<int, int>, std::vector<double>> byHand;  // (environment, entrant) -> values
        std::map<std::pair<int, int>, int> wins;
        for (const auto& r : record->results) {
            const auto payoffs = folderPayoffs(dir.path(), r.index);
            if (r.environment == 0) {
                byHand[{0, r.first}].push_back(payoffs[0]);
                byHand[{0, r.second}].push_back(payoffs[1]);
            } else if (r.environment == 1) {
                QCOMPARE(payoffs[0], payoffs[1]);  // cooperative: one score for the team
                byHand[{1, r.first}].push_back(payoffs[0]);
            } else {
                byHand[{2, r.first}].push_back(payoffs[4] > 0 ? 1.0 : 0.0);
                wins[{2, r.first}] += payoffs[4] > 0 ? 1 : 0;
            }
        }
        const Standings fromRecord = record->standings();
        for (const auto& [key, values] : byHand) {
            double sum = 0;
            for (double v : values) sum += v;
            const Standing& s = p.standings.at(key.first, key.second);
            QCOMPARE(s.games, static_cast<int>(values.size()));
            QVERIFY2(near(s.meanValue(), sum / static_cast<double>(values.size()), 1e-12),
                     qPrintable(QString("env %1 entrant %2: %3 vs %4")
                                    .arg(key.first)
                                    .arg(key.second)
                                    .arg(s.meanValue())
                                    .arg(sum / static_cast<double>(values.size()))));
            QCOMPARE(fromRecord.at(key.first, key.second).valueSum, s.valueSum);
        }
        for (int e = 0; e < 2; ++e) QCOMPARE(p.standings.at(2, e).wins, (wins[{2, e}]));
        // Solo games move no rating.
        QCOMPARE(p.standings.at(1, 0).rating.mu, 25.0);
        QCOMPARE(p.standings.at(2, 1).rating.sigma, TrueSkillRating().sigma);
        // The equilibrium bidder earns more than the truthful one, who never earns (bid = value).
        QVERIFY(p.standings.at(0, 0).meanValue() > 0.5);
        QVERIFY2(p.standings.at(0, 1).valueSum == 0.0, qPrintable(QString::number(p.standings.at(0, 1).valueSum)));
        // The rule-based team scores; the random team with one life does not get far.
        QVERIFY(p.standings.at(1, 0).meanValue() > p.standings.at(1, 1).meanValue());
    }

    void reportIntervalsAndTheNormalisedTable() {
        const TournamentSpec spec = parsed(formatsSpec(1));
        Standings s(2, 3);
        // Undercover: "good" wins 13 of 20, "plain" none; Hanabi: good 6, 4, 5; plain 0, 0, 3.
        for (int i = 0; i < 20; ++i) s.apply({i, 2, 0, 0, i < 13 ? 1.0 : 0.0, true, i < 13 ? 1.0 : 0.0, 0});
        for (int i = 0; i < 20; ++i) s.apply({20 + i, 2, 1, 1, 0.0, true, 0.0, 0});
        const double good[] = {6, 4, 5}, plain[] = {0, 0, 3};
        for (int i = 0; i < 3; ++i) {
            s.apply({40 + i, 1, 0, 0, 0.5, true, good[i], 0});
            s.apply({50 + i, 1, 1, 1, 0.5, true, plain[i], 0});
        }
        // Bid: good earns 2.0 and 1.0, plain 0.5 and 0.
        s.apply({60, 0, 0, 1, 1.0, false, 2.0, 0.0});
        s.apply({61, 0, 1, 0, 0.0, false, 0.5, 1.0});
        auto report = tournamentReport(spec, s, "", 10);
        QVERIFY(report);
        const Json& envs = report.value()["environments"];
        QCOMPARE(envs[2]["metric"], Json("win_rate"));
        const Json& top = envs[2]["entrants"][0];
        QCOMPARE(top["name"], Json("good"));
        QCOMPARE(top["value"].get<double>(), 0.65);
        // Wilson's 95 % interval for 13 of 20: [0.4329, 0.8188].
        QVERIFY2(near(top["ci95"][0].get<double>(), 0.4329, 1e-4) && near(top["ci95"][1].get<double>(), 0.8188, 1e-4),
                 top["ci95"].dump().c_str());
        QVERIFY(!top.contains("mu"));  // no rating in a solo environment
        // Hanabi: mean 5, sample sd 1, half-width 1.96 / sqrt(3).
        const Json& team = envs[1]["entrants"][0];
        QCOMPARE(team["value"].get<double>(), 5.0);
        QVERIFY(near(team["ci95"][1].get<double>() - 5.0, 1.959964 / std::sqrt(3.0), 1e-5));
        // Bid keeps the TrueSkill columns of a match as well.
        QVERIFY(envs[0]["entrants"][0].contains("mu"));
        QCOMPARE(envs[0]["entrants"][0]["value"].get<double>(), 1.5);
        // Normalised against "good" (the spec's reference): plain has bid 100·0.25/1.5, Hanabi
        // 100·1/5, Undercover 0; their mean.
        const Json& norm = report.value()["normalised"];
        QCOMPARE(norm["reference"], Json("good"));
        const Json& row = norm["entrants"][1];
        QCOMPARE(row["name"], Json("plain"));
        QVERIFY(near(row["environments"]["bid"].get<double>(), 100.0 / 6.0, 1e-9));
        QVERIFY(near(row["environments"]["hanabi_small"].get<double>(), 20.0, 1e-9));
        QCOMPARE(row["environments"]["undercover"].get<double>(), 0.0);
        QVERIFY(near(row["average"].get<double>(), (100.0 / 6.0 + 20.0 + 0.0) / 3.0, 1e-9));
        QCOMPARE(norm["metrics"]["bid"], Json("average_reward"));
        // Against "plain", whose win rate is 0: the Undercover ratio is undefined, left out and named.
        auto flipped = tournamentReport(spec, s, "plain", 10);
        QVERIFY(flipped);
        const Json& goodRow = flipped.value()["normalised"]["entrants"][0];
        QCOMPARE(goodRow["name"], Json("good"));
        QVERIFY(goodRow["environments"]["undercover"].is_null());
        QCOMPARE(goodRow["missing"], Json::array({"undercover"}));
        QVERIFY(near(goodRow["average"].get<double>(), (600.0 + 500.0) / 2.0, 1e-9));
    }

    void resumeGivesTheUninterruptedValues() {
        test::TempDir dir;
        const TournamentSpec spec = parsed(formatsSpec(4));
        const Played whole = play(spec, dir.file("whole"), 1);
        const Played first = play(spec, dir.file("cut"), 1, 7);
        QCOMPARE(first.outcome.finished, 7);
        const Played rest = play(spec, dir.file("cut"), 1);
        QCOMPARE(rest.outcome.finished, whole.outcome.finished - 7);
        for (int e = 0; e < 3; ++e)
            for (int i = 0; i < 2; ++i) {
                QCOMPARE(rest.standings.at(e, i).valueSum, whole.standings.at(e, i).valueSum);
                QCOMPARE(rest.standings.at(e, i).games, whole.standings.at(e, i).games);
            }
        // The record names one entrant for a solo game and says how it went for it.
        std::ifstream in(dir.file("cut") + "/events.jsonl");
        int solo = 0;
        for (std::string line; std::getline(in, line);) {
            const Json e = Json::parse(line);
            if (e["type"] != "game_finished" || e["environment"] == "bid") continue;
            ++solo;
            QCOMPARE(e["seats"].size(), std::size_t{1});
            QCOMPARE(e["score"].size(), std::size_t{1});
            QVERIFY(e["result"] == "win" || e["result"] == "draw" || e["result"] == "loss");
        }
        QCOMPARE(solo, 2 * 2 * 4);
    }
};

QTEST_APPLESS_MAIN(TstTournamentFormats)
#include "tst_tournament_formats.moc"
