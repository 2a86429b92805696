// Hand-computed cases for the γ-Bench games el_farol, divide_dollar, public_goods and
// diners_dilemma: payoffs, outcomes, implicit feedback, references and both γ-Bench scores
// (001_gamabench.md §1.2–1.5, §7). Every expected number is worked out in the comments.
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "engine/session/bot_seat.h"

using namespace nashlab::engine;

namespace {

const Game& gameOf(const char* id) {
    const Game* g = GameRegistry::builtin().find(id);
    if (!g) qFatal("game %s is not registered", id);
    return *g;
}

std::unique_ptr<State> newState(const char* id, const Json& params, int seats, int rounds, std::uint64_t seed = 1) {
    const Game& game = gameOf(id);
    GameSetup setup;
    auto resolved = resolveParams(game.params(), params);
    if (!resolved) qFatal("%s", resolved.error().message.c_str());
    setup.params = resolved.value();
    setup.numSeats = seats;
    setup.rounds = rounds;
    setup.seed = seed;
    auto state = game.newState(setup);
    if (!state) qFatal("%s", state.error().message.c_str());
    return std::move(state.value());
}

// Plays one round where seat i answers {field: values[i]}; every answer must be legal.
RoundOutcome play(State& state, const char* field, const Json& values) {
    std::map<int, Json> actions;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const Json action = {{field, values[i]}};
        auto coerced = state.actionSpec(static_cast<int>(i)).coerce(action);
        if (!coerced) qFatal("coerce refused %s: %s", action.dump().c_str(), coerced.error().message.c_str());
        if (!state.validate(static_cast<int>(i), coerced.value())) qFatal("validate refused %s", action.dump().c_str());
        actions[static_cast<int>(i)] = coerced.value();
    }
    auto out = state.apply(actions);
    if (!out) qFatal("round did not complete");
    return *out;
}

Json scoreOf(const char* id, const State& state) {
    PlayedSession played;
    played.params = state.setup().params;
    played.numSeats = state.setup().numSeats;
    played.rounds = state.history();
    return gameOf(id).score(played);
}

std::vector<double> payoffs(const RoundOutcome& r) { return r.payoffs; }

Json botAnswer(const char* id, const char* strategy, const Json& options, const State& state, int seat) {
    auto bot =
        gameOf(id).makeBotChecked(strategy, options, BotContext{seat, state.setup().numSeats, state.setup().params});
    if (!bot) qFatal("%s", bot.error().message.c_str());
    DecisionRequest request;
    request.round = state.round();
    request.seat = seat;
    request.observation = state.observation(seat);
    request.state = &state;
    request.actionSpec = state.actionSpec(seat);
    request.seed = 42;
    Json answer;
    bot.value()->decide(request, [&](DecisionReply r) { answer = r.action.value_or(Json()); });
    return answer;
}

bool near(double a, double b) { return std::fabs(a - b) < 1e-9; }

}  // namespace

class TestGamaBenchGames : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------- el_farol
    void elFarolPayoffsFeedbackAndScore() {
        // N = 4, R = 0.5 → capacity floor(0.5·4) = 2; MIN 0, MAX 10, HOME 5; implicit feedback.
        auto s = newState("el_farol", {{"ratio", 0.5}, {"mode", "implicit"}}, 4, 3);
        // R1: go go stay stay → 2 goers ≤ 2: fun. Payoffs 10 10 5 5. Share 0.5.
        auto r1 = play(*s, "decision", {"go", "go", "stay", "stay"});
        QCOMPARE(payoffs(r1), (std::vector<double>{10, 10, 5, 5}));
        QCOMPARE(r1.publicReport["go_count"].get<int>(), 2);
        QCOMPARE(r1.publicReport["crowded"].get<bool>(), false);
        // Implicit: seat 3 stayed, so it learns nothing about attendance; seat 0 went and does.
        const Json h3 = s->observation(3)["history"][0];
        QCOMPARE(h3["informed"].get<bool>(), false);
        QVERIFY(!h3.contains("go_count"));
        QCOMPARE(h3["payoff"].get<double>(), 5.0);
        const Json h0 = s->observation(0)["history"][0];
        QCOMPARE(h0["informed"].get<bool>(), true);
        QCOMPARE(h0["go_count"].get<int>(), 2);
        // R2: go go go stay → 3 > 2: crowded. Payoffs 0 0 0 5. Share 0.75.
        auto r2 = play(*s, "decision", {"go", "go", "go", "stay"});
        QCOMPARE(payoffs(r2), (std::vector<double>{0, 0, 0, 5}));
        QCOMPARE(r2.publicReport["crowded"].get<bool>(), true);
        // R3: everyone stays → 0 goers. Payoffs 5 5 5 5. Share 0.
        auto r3 = play(*s, "decision", {"stay", "stay", "stay", "stay"});
        QCOMPARE(r3.cumulative, (std::vector<double>{15, 15, 10, 15}));
        QVERIFY(s->finished());
        // S = (|0.5−0.5| + |0.75−0.5| + |0−0.5|)/3 = 0.75/3 = 0.25; score = (0.5 − 0.25)/0.5·100 = 50.
        const Json sc = scoreOf("el_farol", *s);
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 50.0));
        QVERIFY(near(sc["scores"]["gamabench_paper"].get<double>(), 50.0));
        // Seat 0 went in R1 and R2: go_rate 2/3, one of two visits fun: fun_rate 1/2. Seat 3 never went.
        QVERIFY(near(sc["per_seat"][0]["go_rate"].get<double>(), 2.0 / 3.0));
        QVERIFY(near(sc["per_seat"][0]["fun_rate"].get<double>(), 0.5));
        QVERIFY(near(sc["per_seat"][3]["go_rate"].get<double>(), 0.0));
        QCOMPARE(sc["per_seat"][2]["payoff"].get<double>(), 10.0);
        QCOMPARE(sc["metrics"]["go_counts"], Json::array({2, 3, 0}));
    }

    void elFarolExplicitModeInformsStayers() {
        auto s = newState("el_farol", {{"ratio", 0.5}, {"mode", "explicit"}}, 4, 1);
        play(*s, "decision", {"go", "stay", "stay", "stay"});
        const Json h = s->observation(3)["history"][0];
        QCOMPARE(h["informed"].get<bool>(), true);
        QCOMPARE(h["go_count"].get<int>(), 1);
    }

    void elFarolSixtyPercentBoundary() {
        // Default N = 10, R = 60%: 6 goers is still fun (γ-Bench's ≤), 7 is not.
        auto s = newState("el_farol", Json::object(), 10, 2);
        auto fun = play(*s, "decision", {"go", "go", "go", "go", "go", "go", "stay", "stay", "stay", "stay"});
        QCOMPARE(fun.payoffs[0], 10.0);
        QCOMPARE(fun.payoffs[9], 5.0);
        auto crowded = play(*s, "decision", {"go", "go", "go", "go", "go", "go", "go", "stay", "stay", "stay"});
        QCOMPARE(crowded.payoffs[0], 0.0);
        // S = (|0.6−0.6| + |0.7−0.6|)/2 = 0.05; score = (0.6 − 0.05)/0.6·100 = 91.666…
        QVERIFY(near(scoreOf("el_farol", *s)["scores"]["gamabench_repo"].get<double>(), 55.0 / 0.6));
    }

    void elFarolReference() {
        // N = 4, R = 0.5: cap 2, X ~ Bin(3, 0.5), P(X ≤ 1) = 4/8 = 0.5.
        // E = 0.5·5 + 0.5·(0.5·10 + 0.5·0) = 5.
        auto s = newState("el_farol", {{"ratio", 0.5}}, 4, 1);
        QVERIFY(near(s->reference(0)["payoff"].get<double>(), 5.0));
        QCOMPARE(s->reference(0)["action"]["go_probability"].get<double>(), 0.5);
        // R = 1: everyone may go, E = MAX = 10. R = 0: a goer always crowds, E = HOME = 5 (Table 9's ends).
        QVERIFY(near(newState("el_farol", {{"ratio", 1.0}}, 4, 1)->reference(0)["payoff"].get<double>(), 10.0));
        QVERIFY(near(newState("el_farol", {{"ratio", 0.0}}, 4, 1)->reference(0)["payoff"].get<double>(), 5.0));
        // N = 3, R = 2/3: cap 2, X ~ Bin(2, 2/3), P(X ≤ 1) = 1 − 4/9 = 5/9.
        // E = (1/3)·5 + (2/3)·(5/9·10) = 5/3 + 100/27 = 145/27.
        QVERIFY(
            near(newState("el_farol", {{"ratio", "2/3"}}, 3, 1)->reference(0)["payoff"].get<double>(), 145.0 / 27.0));
        // R = 1 with every seat going scores 100; R = 0 with nobody going scores 100.
        auto all = newState("el_farol", {{"ratio", 1.0}}, 2, 1);
        play(*all, "decision", {"go", "go"});
        QVERIFY(near(scoreOf("el_farol", *all)["scores"]["gamabench_paper"].get<double>(), 100.0));
    }

    void elFarolBots() {
        auto s = newState("el_farol", {{"ratio", 0.5}, {"mode", "implicit"}}, 4, 3);
        QVERIFY(botAnswer("el_farol", "fixed", {{"values", {"Go", "stay"}}}, *s, 0)["decision"] == "go");
        play(*s, "decision", {"go", "go", "go", "stay"});  // crowded: 3 > 2
        QVERIFY(botAnswer("el_farol", "fixed", {{"values", {"go", "stay"}}}, *s, 0)["decision"] == "stay");
        // adaptive, seat 0 went: forecast 3 > capacity 2 → stay.
        QVERIFY(botAnswer("el_farol", "adaptive", Json::object(), *s, 0)["decision"] == "stay");
        play(*s, "decision", {"stay", "go", "stay", "stay"});  // fun: 1 ≤ 2
        // Seat 0 stayed in R2 (uninformed): it still forecasts from R1 (3 goers) → stay.
        QVERIFY(botAnswer("el_farol", "adaptive", Json::object(), *s, 0)["decision"] == "stay");
        // Seat 1 went in R2 and saw 1 goer → go.
        QVERIFY(botAnswer("el_farol", "adaptive", Json::object(), *s, 1)["decision"] == "go");
        QVERIFY(!gameOf("el_farol")
                     .makeBotChecked("fixed", {{"values", {"dance"}}}, BotContext{0, 4, s->setup().params})
                     .ok());
    }

    // Game::makeBotChecked keeps its last resolutions per thread (a batch asks for the same bots
    // session after session): a repeat gives the same bot, other options resolve afresh, and
    // refused options stay refused between accepted ones.
    void repeatedBotOptionsResolveAsTheFirstTime() {
        auto s = newState("el_farol", {{"ratio", 0.5}, {"mode", "implicit"}}, 4, 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(botAnswer("el_farol", "fixed", {{"values", {"Go"}}}, *s, 0)["decision"], Json("go"));
            QCOMPARE(botAnswer("el_farol", "fixed", {{"values", {"stay"}}}, *s, 0)["decision"], Json("stay"));
            QVERIFY(!gameOf("el_farol")
                         .makeBotChecked("fixed", {{"values", {"dance"}}}, BotContext{0, 4, s->setup().params})
                         .ok());
            QVERIFY(!gameOf("el_farol")
                         .makeBotChecked("fixed", {{"valuez", {"go"}}}, BotContext{0, 4, s->setup().params})
                         .ok());
        }
    }

    // ---------------------------------------------------------------- divide_dollar
    void divideDollarPayoffsAndScore() {
        // N = 4, G = 100.
        auto s = newState("divide_dollar", {{"golds", 100}}, 4, 3);
        // R1: 25 25 25 25 → Σ 100 ≤ 100: everyone gets the bid. |100 − 100| = 0.
        auto r1 = play(*s, "bid_amount", {25, 25, 25, 25});
        QCOMPARE(payoffs(r1), (std::vector<double>{25, 25, 25, 25}));
        QCOMPARE(r1.publicReport["exceeded"].get<bool>(), false);
        // R2: 30 each → Σ 120 > 100: nobody gets anything. |120 − 100| = 20.
        auto r2 = play(*s, "bid_amount", {30, 30, 30, 30});
        QCOMPARE(payoffs(r2), (std::vector<double>{0, 0, 0, 0}));
        QCOMPARE(r2.publicReport["sum"].get<int>(), 120);
        // R3: 10 20 10 20 → Σ 60: bids paid. |60 − 100| = 40.
        auto r3 = play(*s, "bid_amount", {10, 20, 10, 20});
        QCOMPARE(r3.cumulative, (std::vector<double>{35, 45, 35, 45}));
        // The seat sees the sum, never the others' bids.
        const Json h = s->observation(0)["history"][1];
        QCOMPARE(h["sum"].get<int>(), 120);
        QCOMPARE(h["your_bid"].get<int>(), 30);
        // S = (0 + 20 + 40)/3 = 20; score = (100 − 20)/100·100 = 80 in both modes.
        const Json sc = scoreOf("divide_dollar", *s);
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 80.0));
        QVERIFY(near(sc["scores"]["gamabench_paper"].get<double>(), 80.0));
        // Seat 0: mean bid (25 + 30 + 10)/3 = 65/3; deviation mean(|25−25|, |30−25|, |10−25|)/100 = 20/300.
        QVERIFY(near(sc["per_seat"][0]["mean_bid"].get<double>(), 65.0 / 3.0));
        QVERIFY(near(sc["per_seat"][0]["ne_deviation"].get<double>(), 20.0 / 300.0));
        QCOMPARE(sc["metrics"]["exceeded_rounds"].get<int>(), 1);
        // Reference: G/N = 25 golds each.
        QCOMPARE(s->reference(2)["action"].get<double>(), 25.0);
        QCOMPARE(s->reference(2)["payoff"].get<double>(), 25.0);
    }

    void divideDollarRepoClipsAtZero() {
        // N = 4, G = 10, one round of 10 each: Σ 40, S = 30.
        // paper: (10 − 30)/10·100 = −200; repo: max(0, −200) = 0.
        auto s = newState("divide_dollar", {{"golds", 10}}, 4, 1);
        play(*s, "bid_amount", {10, 10, 10, 10});
        const Json sc = scoreOf("divide_dollar", *s);
        QVERIFY(near(sc["scores"]["gamabench_paper"].get<double>(), -200.0));
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 0.0));
        // Table 9's largest G is reachable; a bid above G is refused with a reason.
        QVERIFY(resolveParams(gameOf("divide_dollar").params(), {{"golds", 800}}).ok());
        auto t = newState("divide_dollar", {{"golds", 50}}, 10, 1);
        QVERIFY(!t->validate(0, {{"bid_amount", 51}}).ok());
        QVERIFY(t->validate(0, {{"bid_amount", 50}}).ok());
    }

    void divideDollarBots() {
        auto s = newState("divide_dollar", {{"golds", 100}}, 4, 3);
        QCOMPARE(botAnswer("divide_dollar", "ne", Json::object(), *s, 0)["bid_amount"].get<int>(), 25);
        // adaptive round 1: start 0.15 × 100 = 15.
        QCOMPARE(botAnswer("divide_dollar", "adaptive", Json::object(), *s, 0)["bid_amount"].get<int>(), 15);
        play(*s, "bid_amount", {30, 30, 30, 30});
        // Over-claimed (Σ 120): 30 × 100/120 = 25.
        QCOMPARE(botAnswer("divide_dollar", "adaptive", Json::object(), *s, 0)["bid_amount"].get<int>(), 25);
        play(*s, "bid_amount", {10, 20, 10, 20});
        // Under-claimed (Σ 60): 10 + (100 − 60)/4 = 20.
        QCOMPARE(botAnswer("divide_dollar", "adaptive", Json::object(), *s, 0)["bid_amount"].get<int>(), 20);
        // fixed cycles by round: round 3 takes the third value (clipped to G).
        QCOMPARE(botAnswer("divide_dollar", "fixed", {{"values", {91, 5, 500}}}, *s, 0)["bid_amount"].get<int>(), 100);
    }

    // ---------------------------------------------------------------- public_goods
    void publicGoodsResetPayoffsAndScore() {
        // N = 4, T = 20, R = 2, reset, fixed endowment.
        auto s = newState("public_goods", {{"tokens", 20}, {"ratio", 2}}, 4, 3);
        // R1: 20 10 0 10 → pot 40, share 2·40/4 = 20. After: 20−20+20 = 20, 30, 40, 30.
        auto r1 = play(*s, "tokens_contributed", {20, 10, 0, 10});
        QCOMPARE(payoffs(r1), (std::vector<double>{20, 30, 40, 30}));
        QCOMPARE(r1.publicReport["total"].get<int>(), 40);
        QCOMPARE(r1.privateReports[0]["gain"].get<double>(), 0.0);   // 20 − 20
        QCOMPARE(r1.privateReports[2]["gain"].get<double>(), 20.0);  // 20 − 0
        // Reset: everyone starts round 2 with 20 again.
        QCOMPARE(s->actionSpec(2).fields[0].max.value(), 20.0);
        // R2: nobody contributes → 20 each.  R3: 5 each → pot 20, share 10 → 25 each.
        play(*s, "tokens_contributed", {0, 0, 0, 0});
        auto r3 = play(*s, "tokens_contributed", {5, 5, 5, 5});
        QCOMPARE(payoffs(r3), (std::vector<double>{25, 25, 25, 25}));
        QCOMPARE(r3.cumulative, (std::vector<double>{65, 75, 85, 75}));
        // Everyone sees all contributions in seat order.
        QCOMPARE(s->observation(1)["history"][0]["contributions"], Json::array({20, 10, 0, 10}));
        // S = (40 + 0 + 20)/12 = 5; score = (20 − 5)/20·100 = 75 in both modes.
        const Json sc = scoreOf("public_goods", *s);
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 75.0));
        QVERIFY(near(sc["scores"]["gamabench_paper"].get<double>(), 75.0));
        // Seat 0: mean contribution (20+0+5)/3 = 25/3, rate (1 + 0 + 0.25)/3 = 1.25/3.
        QVERIFY(near(sc["per_seat"][0]["mean_contribution"].get<double>(), 25.0 / 3.0));
        QVERIFY(near(sc["per_seat"][0]["contribution_rate"].get<double>(), 1.25 / 3.0));
        // Reference payoff 20 per round → rationality of seat 2 = 85/60.
        QVERIFY(near(sc["per_seat"][2]["rationality"].get<double>(), 85.0 / 60.0));
        QCOMPARE(s->reference(0)["action"].get<int>(), 0);
    }

    void publicGoodsAccumulate() {
        // Same actions without reset: holdings carry over and the cumulative payoff is the final holdings.
        auto s = newState("public_goods", {{"tokens", 20}, {"ratio", 2}, {"reset", false}}, 4, 3);
        auto r1 = play(*s, "tokens_contributed", {20, 10, 0, 10});
        QCOMPARE(payoffs(r1), (std::vector<double>{20, 30, 40, 30}));  // round 1 brings the endowment
        // Seat 2 now holds 40 and may give up to 40; seat 0 holds 20.
        QCOMPARE(s->actionSpec(2).fields[0].max.value(), 40.0);
        QVERIFY(s->validate(2, {{"tokens_contributed", 35}}).ok());
        QVERIFY(!s->validate(0, {{"tokens_contributed", 21}}).ok());
        auto r2 = play(*s, "tokens_contributed", {0, 0, 0, 0});
        QCOMPARE(payoffs(r2), (std::vector<double>{0, 0, 0, 0}));
        // R3: 5 each → share 10, gain +5: holdings 25 35 45 35.
        auto r3 = play(*s, "tokens_contributed", {5, 5, 5, 5});
        QCOMPARE(payoffs(r3), (std::vector<double>{5, 5, 5, 5}));
        QCOMPARE(r3.cumulative, (std::vector<double>{25, 35, 45, 35}));
        QCOMPARE(r3.privateReports[2]["tokens_after"].get<double>(), 45.0);
        const Json sc = scoreOf("public_goods", *s);
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 75.0));
        QCOMPARE(sc["per_seat"][2]["final_tokens"].get<double>(), 45.0);
        // Reference after round 1 without reset: nothing new to earn by free-riding alone.
        QCOMPARE(s->reference(0)["payoff"].get<double>(), 0.0);
    }

    void publicGoodsCentsAndRatios() {
        // R = 1.5, N = 4: seat 0 gives 1 → share 1.5/4 = 0.375. Seat 1 ends with 20.375 → 20.38
        // (γ-Bench rounds holdings to 2 decimals); seat 0 with 19.375 → 19.38.
        auto s = newState("public_goods", {{"ratio", 1.5}}, 4, 1);
        auto r = play(*s, "tokens_contributed", {1, 0, 0, 0});
        QCOMPARE(r.privateReports[1]["tokens_after"].get<double>(), 20.38);
        QCOMPARE(r.privateReports[0]["tokens_after"].get<double>(), 19.38);
        // Table 9's multipliers 0 … 4 are all reachable.
        for (double ratio : {0.0, 0.5, 1.0, 2.0, 4.0})
            QVERIFY(resolveParams(gameOf("public_goods").params(), {{"ratio", ratio}}).ok());
    }

    void publicGoodsRandomEndowment() {
        // γ-Bench: distinct whole numbers from [11, 20] for 10 players → a permutation of 11..20.
        auto s = newState("public_goods", {{"endowment", "random"}}, 10, 2, 7);
        std::vector<double> held;
        for (int i = 0; i < 10; ++i) held.push_back(s->observation(i)["tokens"].get<double>());
        std::sort(held.begin(), held.end());
        QCOMPARE(held, (std::vector<double>{11, 12, 13, 14, 15, 16, 17, 18, 19, 20}));
        // Same seed, same draw; with reset, round 2 refills everyone to T = 20.
        auto again = newState("public_goods", {{"endowment", "random"}}, 10, 2, 7);
        QCOMPARE(again->observation(3)["tokens"], s->observation(3)["tokens"]);
        play(*s, "tokens_contributed", Json::array({0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        for (int i = 0; i < 10; ++i) QCOMPARE(s->observation(i)["tokens"].get<double>(), 20.0);
        // random_min above T is refused.
        GameSetup bad;
        bad.params =
            resolveParams(gameOf("public_goods").params(), {{"endowment", "random"}, {"random_min", 30}}).value();
        bad.numSeats = 10;
        bad.rounds = 1;
        QVERIFY(!gameOf("public_goods").newState(bad).ok());
    }

    void publicGoodsBots() {
        auto s = newState("public_goods", Json::object(), 4, 3);
        // conditional round 1: 0.5 × 20 = 10.
        QCOMPARE(botAnswer("public_goods", "conditional", Json::object(), *s, 0)["tokens_contributed"].get<int>(), 10);
        play(*s, "tokens_contributed", {20, 10, 0, 8});
        // Seat 0 matches the others' mean (10 + 0 + 8)/3 = 6.
        QCOMPARE(botAnswer("public_goods", "conditional", Json::object(), *s, 0)["tokens_contributed"].get<int>(), 6);
        QCOMPARE(botAnswer("public_goods", "ne", Json::object(), *s, 0)["tokens_contributed"].get<int>(), 0);
        QCOMPARE(botAnswer("public_goods", "fixed", {{"values", {50}}}, *s, 0)["tokens_contributed"].get<int>(), 20);
    }

    // ---------------------------------------------------------------- diners_dilemma
    void dinersPayoffsAndScore() {
        // N = 4, P_h 20, U_h 20, P_l 10, U_l 15.
        auto s = newState("diners_dilemma", Json::object(), 4, 3);
        // R1: costly costly cheap cheap → bill 2·20 + 2·10 = 60, 15 each. Costly 20−15 = 5, cheap 15−15 = 0.
        auto r1 = play(*s, "chosen_dish", {"costly", "costly", "cheap", "cheap"});
        QCOMPARE(payoffs(r1), (std::vector<double>{5, 5, 0, 0}));
        QCOMPARE(r1.publicReport["total_cost"].get<double>(), 60.0);
        QCOMPARE(r1.publicReport["bill_share"].get<double>(), 15.0);
        // R2: all costly → bill 80, 20 each → 0.  R3: all cheap → bill 40, 10 each → 5.
        auto r2 = play(*s, "chosen_dish", {"costly", "costly", "costly", "costly"});
        QCOMPARE(payoffs(r2), (std::vector<double>{0, 0, 0, 0}));
        auto r3 = play(*s, "chosen_dish", {"cheap", "cheap", "cheap", "cheap"});
        QCOMPARE(r3.cumulative, (std::vector<double>{10, 10, 5, 5}));
        // Costly orders 2 + 4 + 0 = 6 of 12 → score 50 in both modes.
        const Json sc = scoreOf("diners_dilemma", *s);
        QVERIFY(near(sc["scores"]["gamabench_repo"].get<double>(), 50.0));
        QVERIFY(near(sc["scores"]["gamabench_paper"].get<double>(), 50.0));
        QVERIFY(near(sc["per_seat"][0]["costly_rate"].get<double>(), 2.0 / 3.0));
        QVERIFY(near(sc["per_seat"][2]["costly_rate"].get<double>(), 1.0 / 3.0));
        QCOMPARE(sc["metrics"]["costly_counts"], Json::array({2, 4, 0}));
        // Reference at N = 4: costly 20 − 20/4 = 15 > cheap 15 − 10/4 = 12.5 → costly, payoff 20 − 20 = 0.
        QVERIFY(s->reference(0)["action"] == "costly");
        QCOMPARE(s->reference(0)["payoff"].get<double>(), 0.0);
        // Case is normalised by the action spec; any other dish is refused.
        QVERIFY(s->actionSpec(0).coerce({{"chosen_dish", "Cheap"}}).ok());
        QVERIFY(!s->actionSpec(0).coerce({{"chosen_dish", "salad"}}).ok());
    }

    void dinersTable9Variant() {
        // (P_l, U_l, P_h, U_h) = (11, 5, 20, 7), N = 10: costly 7 − 2 = 5 > cheap 5 − 1.1 = 3.9 → costly,
        // all-costly payoff 7 − 20 = −13.
        auto s =
            newState("diners_dilemma",
                     {{"cheap_price", 11}, {"cheap_utility", 5}, {"costly_price", 20}, {"costly_utility", 7}}, 10, 1);
        QVERIFY(s->reference(0)["action"] == "costly");
        QCOMPARE(s->reference(0)["payoff"].get<double>(), -13.0);
        // One cheap, nine costly: bill 9·20 + 11 = 191, 19.1 each. Cheap: 5 − 19.1; costly: 7 − 19.1.
        auto r =
            play(*s, "chosen_dish",
                 {"cheap", "costly", "costly", "costly", "costly", "costly", "costly", "costly", "costly", "costly"});
        QVERIFY(near(r.payoffs[0], 5 - 19.1));
        QVERIFY(near(r.payoffs[1], 7 - 19.1));
        // 9 costly of 10 → 90.
        QVERIFY(near(scoreOf("diners_dilemma", *s)["scores"]["gamabench_repo"].get<double>(), 90.0));
    }

    void dinersBots() {
        auto s = newState("diners_dilemma", Json::object(), 4, 3);
        QVERIFY(botAnswer("diners_dilemma", "ne", Json::object(), *s, 0)["chosen_dish"] == "costly");
        QVERIFY(botAnswer("diners_dilemma", "reciprocal", Json::object(), *s, 0)["chosen_dish"] == "cheap");
        play(*s, "chosen_dish", {"cheap", "costly", "costly", "cheap"});
        // Seat 0: others ordered costly, costly, cheap → 2/3 > 0.5 → costly.
        QVERIFY(botAnswer("diners_dilemma", "reciprocal", Json::object(), *s, 0)["chosen_dish"] == "costly");
        // Seat 1: others cheap, costly, cheap → 1/3 ≤ 0.5 → cheap.
        QVERIFY(botAnswer("diners_dilemma", "reciprocal", Json::object(), *s, 1)["chosen_dish"] == "cheap");
        QVERIFY(botAnswer("diners_dilemma", "fixed", {{"values", {"costly", "CHEAP"}}}, *s, 0)["chosen_dish"] ==
                "cheap");
    }

    // ---------------------------------------------------------------- shared
    // γ-Bench's rule variants are game options a live run can choose (issue 17); the defaults refuse.
    void gamaBenchRuleVariantsAreOptions() {
        auto capped = newState("divide_dollar", Json::object(), 3, 1);
        QVERIFY(!capped->validate(0, {{"bid_amount", 150}}));
        auto dollar = newState("divide_dollar", {{"bid_cap", "none"}}, 3, 1);
        QVERIFY(dollar->validate(0, {{"bid_amount", 150}}));
        // 150 + 10 + 10 = 170 > 100: the bid above G counts and empties every hand.
        QCOMPARE(payoffs(play(*dollar, "bid_amount", Json::array({150, 10, 10}))), (std::vector<double>{0, 0, 0}));

        auto held = newState("public_goods", Json::object(), 2, 1);
        QVERIFY(!held->validate(0, {{"tokens_contributed", 25}}));
        auto goods = newState("public_goods", {{"contribution_cap", "none"}}, 2, 1);
        // Pot 25 + 5 = 30 × 2 / 2 = 30 each: 20 − 25 + 30 = 25 and 20 − 5 + 30 = 45.
        QCOMPARE(payoffs(play(*goods, "tokens_contributed", Json::array({25, 5}))), (std::vector<double>{25, 45}));

        auto strict = newState("diners_dilemma", Json::object(), 2, 1);
        QVERIFY(!strict->validate(0, {{"chosen_dish", "pizza"}}));
        auto diner = newState("diners_dilemma", {{"other_answers", "costly"}}, 2, 1);
        // "pizza" is the costly dish, "CHEAP" the cheap one: bill 30, share 15: 20 − 15 and 15 − 15.
        const RoundOutcome r = play(*diner, "chosen_dish", Json::array({"pizza", "CHEAP"}));
        QCOMPARE(payoffs(r), (std::vector<double>{5, 0}));
        QCOMPARE(r.actions, Json::array({"costly", "cheap"}));
        QCOMPARE(r.steps.at(0).at("0").at("chosen_dish"), Json("pizza"));  // what was said is kept

        // Battle royale, 3 players, every shot given its recorded outcome: player_0 hits player_2 in turn 1.
        const Json hits = {{"hit_outcomes", {1, 0}}};
        auto refused = newState("battle_royale", hits, 3, 4);
        play(*refused, "target", Json::array({"player_2"}));
        QVERIFY(!refused->validate(1, {{"target", "player_2"}}));
        Json wasted = hits;
        wasted["dead_target"] = "wasted_shot";
        auto battle = newState("battle_royale", wasted, 3, 4);
        play(*battle, "target", Json::array({"player_2"}));
        std::map<int, Json> shot = {{1, {{"target", "player_2"}}}};
        QVERIFY(battle->validate(1, shot.at(1)));
        const auto turn = battle->apply(shot);
        QVERIFY(turn);
        QCOMPARE(turn->publicReport.at("wasted_shot"), Json(true));
        QCOMPARE(turn->publicReport.at("hit"), Json(false));
        QCOMPARE(turn->publicReport.at("target"), Json(2));
        QCOMPARE(turn->publicReport.at("players_left"), Json(2));
    }

    void presetsUseGamaBenchDefaults() {
        // Each preset: 10 seats, 20 rounds, 5 repetitions, parameters equal to the game's (γ-Bench) defaults.
        const QByteArray source = qgetenv("NASHLAB_SOURCE_DIR");
        QVERIFY(!source.isEmpty());
        for (const char* id : {"el_farol", "divide_dollar", "public_goods", "diners_dilemma"}) {
            const std::string path = source.toStdString() + "/resources/presets/gamabench_" + id + ".json";
            auto json = readJsonFile(path);
            QVERIFY2(json.ok(), path.c_str());
            auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 1);
            QVERIFY2(spec.ok(), spec.ok() ? id : spec.error().message.c_str());
            QCOMPARE(spec->game, std::string(id));
            QCOMPARE(static_cast<int>(spec->seats.size()), 10);
            QCOMPARE(spec->rounds, 20);
            QCOMPARE(spec->repetitions, 5);
            QCOMPARE(spec->params.dump(), resolveParams(gameOf(id).params(), Json::object()).value().dump());
        }
    }

    void forfeitedSeatsEarnNothing() {
        // A null action (forfeit): el_farol pays 0 and does not count as a goer; the share stays over N.
        auto s = newState("el_farol", {{"ratio", 0.5}}, 4, 1);
        auto r = s->apply(
            {{0, {{"decision", "go"}}}, {1, Json()}, {2, {{"decision", "stay"}}}, {3, {{"decision", "stay"}}}});
        QVERIFY(r.has_value());
        QCOMPARE(r->payoffs, (std::vector<double>{10, 0, 5, 5}));
        QVERIFY(r->actions[1].is_null());
        // diners: the bill is split among the three who ordered: (20 + 10 + 10)/3.
        auto d = newState("diners_dilemma", Json::object(), 4, 1);
        auto o = d->apply({{0, {{"chosen_dish", "costly"}}},
                           {1, {{"chosen_dish", "cheap"}}},
                           {2, {{"chosen_dish", "cheap"}}},
                           {3, Json()}});
        QVERIFY(near(o->payoffs[0], 20 - 40.0 / 3.0));
        QCOMPARE(o->payoffs[3], 0.0);
    }
};

QTEST_APPLESS_MAIN(TestGamaBenchGames)
#include "tst_gamabench_games.moc"
