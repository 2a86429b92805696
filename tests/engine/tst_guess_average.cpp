// guess_average: outcomes, tie rules, the EconArena worked examples, scale groups, bots and the
// γ-Bench scores in both modes — all against values computed by hand in the comments.
#include <QtTest>
#include <limits>
#include <set>

#include "engine/game/game_registry.h"
#include "engine/games/guess_average/guess_average_game.h"
#include "engine/session/bot_seat.h"

using namespace nashlab::engine;
using nashlab::engine::games::gamaBenchGuessScore;

namespace {

const Game& game() { return *GameRegistry::builtin().find("guess_average"); }

std::unique_ptr<State> newState(int seats, Json params = Json::object(), int rounds = 5, std::uint64_t seed = 1) {
    return game().newState(GameSetup{resolveParams(game().params(), params).value(), seats, rounds, seed}).value();
}

RoundOutcome play(State& s, const std::vector<double>& picks) {
    std::map<int, Json> actions;
    for (std::size_t i = 0; i < picks.size(); ++i) actions[static_cast<int>(i)] = Json{{"chosen_number", picks[i]}};
    return s.apply(actions).value();
}

Json botAnswer(const std::string& strategy, Json options, const State& s, int seat = 0) {
    auto bot = game().makeBotChecked(strategy, options, BotContext{seat, 3, s.setup().params}).value();
    DecisionRequest request;
    request.round = s.round();
    request.observation = s.observation(seat);
    request.state = &s;
    request.actionSpec = s.actionSpec(seat);
    Json answer;
    bot->decide(request, [&](DecisionReply r) { answer = *r.action; });
    return answer["chosen_number"];
}

}  // namespace

class TestGuessAverage : public QObject {
    Q_OBJECT

private slots:
    void econArenaWorkedExample() {
        // 000 §1.1: range [0, 10], four choose 10, one chooses 0: mean 8, target 16/3;
        // the 10s are 4.67 away, the 0 is 5.33 away: the four 10s share the prize.
        auto s = newState(5, {{"max", 10}, {"integer_only", false}});
        const auto r = play(*s, {10, 10, 10, 10, 0});
        QCOMPARE(r.publicReport["average"].get<double>(), 8.0);
        QVERIFY(qFuzzyCompare(r.publicReport["target"].get<double>(), 16.0 / 3.0));
        QCOMPARE(r.payoffs, (std::vector<double>{0.25, 0.25, 0.25, 0.25, 0.0}));
    }

    void econArenaDocstringExample() {
        // [0, 33.33, 33.33]: mean 22.22, target 14.81: 0 is 14.81 away, 33.33 is 18.52 away.
        auto s = newState(3, {{"integer_only", false}});
        const auto r = play(*s, {0, 33.33, 33.33});
        QCOMPARE(r.payoffs, (std::vector<double>{1.0, 0.0, 0.0}));
        QCOMPARE(r.publicReport["winners"], Json::array({0}));
    }

    void tieRules() {
        // R = 1, picks [32, 28, 28, 32]: mean 30 = target; 28 and 32 are both 2 away.
        auto shared = newState(4, {{"ratio", 1.0}});
        QCOMPARE(play(*shared, {32, 28, 28, 32}).payoffs, (std::vector<double>{0.25, 0.25, 0.25, 0.25}));
        // γ-Bench: the first closest number in seat order (32) wins, with everyone who chose it.
        auto gama = newState(4, {{"ratio", 1.0}, {"tie_rule", "first_closest_number"}});
        const auto r = play(*gama, {32, 28, 28, 32});
        QCOMPARE(r.payoffs, (std::vector<double>{0.5, 0.0, 0.0, 0.5}));
        QCOMPARE(r.publicReport["winning_numbers"], Json::array({32}));
    }

    // EconArena's with-history prompt lists everyone's past choices (reveal_choices); γ-Bench's does not.
    void revealChoicesListsEveryPlayersNumber() {
        auto hidden = newState(3);
        play(*hidden, {10, 20, 60});
        QVERIFY(!hidden->observation(1)["history"][0].contains("all_choices"));
        auto shown = newState(3, {{"reveal_choices", true}});
        play(*shown, {10, 20, 60});
        const Json past = shown->observation(1)["history"][0];
        QCOMPARE(past["all_choices"], Json::parse(R"([{"player": 1, "choice": 10, "you": false},
                                                      {"player": 2, "choice": 20, "you": true},
                                                      {"player": 3, "choice": 60, "you": false}])"));
        QCOMPARE(past["your_choice"], Json(20));
    }

    void cumulativePayoffsAndFinish() {
        auto s = newState(2, Json::object(), 2);
        play(*s, {50, 30});  // mean 40, target 26.67: 30 wins
        QVERIFY(!s->finished());
        play(*s, {20, 10});  // mean 15, target 10: 10 wins
        QVERIFY(s->finished());
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{0.0, 2.0}));
        QVERIFY(s->actingSeats().empty());
    }

    void validation() {
        auto s = newState(2);
        QVERIFY(s->validate(0, Json{{"chosen_number", 0}}).ok());
        QVERIFY(s->validate(0, Json{{"chosen_number", 100}}).ok());
        QVERIFY(!s->validate(0, Json{{"chosen_number", 101}}).ok());
        QVERIFY(!s->validate(0, Json{{"chosen_number", 2.5}}).ok());
        QVERIFY(QString::fromStdString(s->validate(0, Json{{"chosen_number", -3}}).error().message)
                    .contains(QStringLiteral("between 0 and 100")));
    }

    void roundsKeepTheNumbersAsAnswered() {
        // A whole number stays a JSON integer in the round's actions and steps, a real a real; the
        // step is recorded as given and the report computed by hand.
        for (const Json& params : {Json::object(), Json{{"integer_only", false}, {"reveal_choices", true}}}) {
            const bool integers = params.empty();
            auto s = newState(3, params, 4);
            const std::vector<std::vector<double>> rounds = {{40, 60, 80}, {0, 0, 100}, {12.5, 7.25, 33}, {50, 50, 50}};
            for (const auto& picks : rounds) {
                std::map<int, Json> actions;
                for (std::size_t i = 0; i < picks.size(); ++i)
                    actions[static_cast<int>(i)] = integers
                                                       ? Json{{"chosen_number", static_cast<std::int64_t>(picks[i])}}
                                                       : Json{{"chosen_number", picks[i]}};
                const AppliedStep a = s->apply(actions);
                QVERIFY(a);
                QCOMPARE(a->steps.size(), std::size_t{1});
                for (const auto& [seat, action] : actions) QCOMPARE(a->steps[0][std::to_string(seat)], action);
                QCOMPARE(a->actions[0].is_number_integer(), integers);
            }
            // By hand, round 1 (40, 60, 80): average 60, target 40: seat 1 wins.
            QCOMPARE(s->roundAt(0).payoffs, (std::vector<double>{1.0, 0.0, 0.0}));
            QCOMPARE(s->roundAt(0).publicReport["average"].get<double>(), 60.0);
            QCOMPARE(s->roundAt(0).publicReport["winners"], Json::array({0}));
            QCOMPARE(s->roundAt(0).privateReports[0]["won"], Json(true));
            QVERIFY(s->finished());
        }
    }

    void botsAnswerInTheGamesForm() {
        // Every strategy answers {"chosen_number": n}, n a JSON integer when whole numbers are asked
        // for, inside the range; and a bot writes into the object it gave last time.
        auto s = newState(3);
        for (const auto& strategy : game().strategies()) {
            const Json options = strategy.id == "fixed" ? Json{{"values", {10, 20}}} : Json::object();
            auto seat = game().makeBotChecked(strategy.id, options, BotContext{0, 3, s->setup().params}).value();
            const auto* bot = dynamic_cast<const BotSeat*>(seat.get());
            QVERIFY(bot);
            DecisionRequest request;
            request.round = 1;
            request.state = s.get();
            request.seed = 99;
            Json action = {{"chosen_number", 7}};
            bot->decideInto(request, action);
            QCOMPARE(action.size(), std::size_t{1});
            QVERIFY2(action["chosen_number"].is_number_integer(), strategy.id.c_str());
            QVERIFY(s->validate(0, action));
            if (strategy.id == "fixed") QCOMPARE(action["chosen_number"].get<int>(), 10);
        }
    }

    void referenceIsTheEquilibrium() {
        QCOMPARE(newState(4)->reference(0)["action"].get<double>(), 0.0);
        QCOMPARE(newState(4)->reference(0)["payoff"].get<double>(), 0.25);
        QCOMPARE(newState(4, {{"ratio", "4/3"}})->reference(0)["action"].get<double>(), 100.0);
        QVERIFY(newState(4, {{"ratio", 1}})->reference(0)["action"].is_null());
    }

    void scaleGroupDrawsTheUpperBound() {
        std::set<double> bounds;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto s = newState(3, {{"scale_group", "M"}}, 1, seed);
            const double hi = s->observation(0)["max"].get<double>();
            QVERIFY(hi >= 100 && hi < 1000);
            QCOMPARE(s->actionSpec(0).fields[0].max.value(), hi);
            QCOMPARE(newState(3, {{"scale_group", "M"}}, 1, seed)->observation(0)["max"].get<double>(),
                     hi);  // same seed, same bound
            bounds.insert(hi);
        }
        QVERIFY(bounds.size() > 10);
    }

    void bots() {
        auto s = newState(3);
        QCOMPARE(botAnswer("ne", Json::object(), *s).get<int>(), 0);
        // level 2 from the midpoint: 50 × (2/3)² = 22.2 -> 22.
        QCOMPARE(botAnswer("level_k", {{"k", 2}}, *s).get<int>(), 22);
        QCOMPARE(botAnswer("adaptive", Json::object(), *s).get<int>(), 33);  // 2/3 × 50 in round 1
        QCOMPARE(botAnswer("fixed", {{"values", {10, 20}}}, *s).get<int>(), 10);
        play(*s, {40, 60, 80});  // average 60
        QCOMPARE(botAnswer("adaptive", Json::object(), *s).get<int>(), 40);
        QCOMPARE(botAnswer("fixed", {{"values", {10, 20}}}, *s).get<int>(), 20);
        play(*s, {1, 2, 3});
        QCOMPARE(botAnswer("fixed", {{"values", {10, 20}}}, *s).get<int>(), 10);
        QVERIFY(!game().makeBotChecked("fixed", {{"values", Json::array()}}, BotContext{}).ok());
    }

    void gamaBenchFormulas() {
        // S1 = 27.5 on [0, 100] (rounds with means 40 and 15).
        QCOMPARE(gamaBenchGuessScore(27.5, 2.0 / 3.0, 0, 100, false), 72.5);
        QCOMPARE(gamaBenchGuessScore(27.5, 2.0 / 3.0, 0, 100, true), 72.5);
        QCOMPARE(gamaBenchGuessScore(27.5, 4.0 / 3.0, 0, 100, false), 27.5);
        // R = 1: paper |2·27.5 − 100| / 100 = 45; code 1 − 0.45 = 55.
        QCOMPARE(gamaBenchGuessScore(27.5, 1.0, 0, 100, true), 45.0);
        QCOMPARE(gamaBenchGuessScore(27.5, 1.0, 0, 100, false), 55.0);
    }

    void sessionScores() {
        auto s = newState(2, Json::object(), 2);
        play(*s, {50, 30});
        play(*s, {20, 10});
        PlayedSession p{s->setup().params, 2, s->history(), {1, 0}, {3, 2}};
        const Json result = game().score(p);
        QCOMPARE(result["scores"]["gamabench_repo"].get<double>(), 72.5);
        QCOMPARE(result["scores"]["gamabench_paper"].get<double>(), 72.5);
        const Json seat1 = result["per_seat"][1];
        QCOMPARE(seat1["payoff"].get<double>(), 2.0);
        QCOMPARE(seat1["win_rate"].get<double>(), 1.0);
        QCOMPARE(seat1["rationality"].get<double>(), 2.0);  // 2 won vs NE payoff 2 × 1/2
        QCOMPARE(seat1["mean_choice"].get<double>(), 20.0);
        QCOMPARE(seat1["ne_deviation"].get<double>(), 0.2);  // mean |a − 0| / 100 over 30 and 10
        QVERIFY(qFuzzyCompare(result["per_seat"][0]["rule_breaking_rate"].get<double>(), 1.0 / 3.0));
        QCOMPARE(result["metrics"]["round_means"], Json::array({40.0, 15.0}));
        // Per round and seat: |a − 0| / 100.
        QCOMPARE(result["metrics"]["ne_deviation_by_round"], Json::parse("[[0.5, 0.3], [0.2, 0.1]]"));
        QCOMPARE(result["metrics"]["winners_by_round"], Json::parse("[[1], [1]]"));
    }

    void aHugeUnsignedAnswerIsReadAsItsValue() {
        // 2^64 − 1 arrives as an unsigned number; it was once read as −1 (a legal pick where the
        // range allows negatives). Here the range is [−5, 5]: −1 would be legal, 1.8e19 is not.
        auto s = newState(2, {{"min", -5}, {"max", 5}});
        const Json huge = {{"chosen_number", std::numeric_limits<std::uint64_t>::max()}};
        const Status verdict = s->validate(0, huge);
        QVERIFY(!verdict);
        QVERIFY2(verdict.error().message.find("got -1") == std::string::npos, verdict.error().message.c_str());
        QVERIFY(s->validate(0, Json{{"chosen_number", -1}}));
    }

    void liveScoresEqualRecordedScores() {
        // The scorer reads a session just played in place (RoundsView::of) and a record from its
        // JSON; both must give the same result, here with a drawn upper bound
        // (scale group M), a forfeit and real numbers, per-round metrics included.
        auto s = newState(3, {{"scale_group", "M"}, {"integer_only", false}}, 3, 7);
        const double hi = s->observation(0)["max"].get<double>();
        QVERIFY(hi >= 100 && hi < 1000);
        play(*s, {hi / 2, 10.5, 0});
        std::map<int, Json> withForfeit{
            {0, Json{{"chosen_number", 3.25}}}, {1, nullptr}, {2, Json{{"chosen_number", hi}}}};
        QVERIFY(s->apply(withForfeit).has_value());
        play(*s, {1, 2, 3});
        for (const bool scoresOnly : {false, true}) {
            PlayedSession live{s->setup().params, 3, RoundsView::of(*s), {0, 1, 0}, {3, 4, 3}};
            std::vector<RoundOutcome> rounds;
            for (std::size_t i = 0; i < s->roundsCompleted(); ++i)
                rounds.push_back(RoundOutcome::fromJson(s->roundAt(i).toJson()).value());  // as a record reads them
            PlayedSession recorded{s->setup().params, 3, RoundsView(rounds), {0, 1, 0}, {3, 4, 3}};
            live.scoresOnly = recorded.scoresOnly = scoresOnly;
            const Json a = game().score(live), b = game().score(recorded);
            QCOMPARE(a.dump(), b.dump());
            QVERIFY(a["scores"].contains("gamabench_repo"));
            // Seat 2 (index 1) forfeited the second round: its mean is over its two answers.
            QCOMPARE(a["per_seat"][1]["mean_choice"].get<double>(), (10.5 + 2.0) / 2.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestGuessAverage)
#include "tst_guess_average.moc"
