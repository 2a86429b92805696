// water_allocation against hand-computed days (003 §2.2, §6.4): salary before bidding, allocation
// by highest bid with the tie and skip rules, void bids above the balance, HP gain and dry-day
// penalties, elimination order, RSR and the lowest winning bid per day.
#include <QtTest>
#include <cmath>

#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "engine/games/water_allocation/water_allocation_game.h"
#include "engine/games/water_allocation/water_allocation_state.h"
#include "engine/prompt/prompt_builder.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;

namespace {

const Game& waterGame() { return *GameRegistry::builtin().find("water_allocation"); }

std::unique_ptr<State> newGame(const Json& params, int rounds, std::uint64_t seed = 1) {
    GameSetup setup;
    setup.params = resolveParams(waterGame().params(), params).value();
    setup.numSeats = 5;
    setup.rounds = rounds;
    setup.seed = seed;
    auto state = waterGame().newState(setup);
    if (!state) qFatal("newState: %s", state.error().message.c_str());
    return std::move(state.value());
}

// One day; a null entry means the seat does not bid (eliminated or forfeited).
RoundOutcome day(State& state, const std::vector<Json>& bids) {
    std::map<int, Json> actions;
    for (int seat : state.actingSeats()) {
        const Json& b = bids.at(static_cast<std::size_t>(seat));
        actions[seat] = b.is_null() ? Json() : Json{{"bid", b}};
    }
    return state.apply(actions).value();
}

std::vector<int> ints(const Json& j) {
    std::vector<int> out;
    for (const auto& v : j) out.push_back(v.is_null() ? -999 : v.get<int>());
    return out;
}

std::vector<double> numbers(const Json& j) {
    std::vector<double> out;
    for (const auto& v : j) out.push_back(v.is_null() ? -999.0 : v.get<double>());
    return out;
}

std::vector<WaterBid> alympicsBids(const std::vector<std::optional<double>>& bids,
                                   std::vector<double> balances = {70, 75, 100, 120, 120}) {
    const std::vector<int> req = {8, 9, 10, 11, 12};
    std::vector<WaterBid> out;
    for (std::size_t i = 0; i < bids.size(); ++i) out.push_back({req[i], bids[i], balances[i]});
    return out;
}

Json botAnswer(const std::string& strategy, const Json& options, const State& state, int seat) {
    auto bot = waterGame().makeBotChecked(strategy, options, BotContext{seat, 5, state.setup().params});
    if (!bot) qFatal("bot: %s", bot.error().message.c_str());
    DecisionRequest request;
    request.round = state.round();
    request.seat = seat;
    request.observation = state.observation(seat);
    request.state = &state;
    request.actionSpec = state.actionSpec(seat);
    request.seed = 42;
    Json answer;
    bot.value()->decide(request, [&](DecisionReply r) { answer = r.action.value_or(Json()); });
    return answer.at("bid");
}

// The scripted five-day game of scriptedGameIsExact (supplies 11, 20, 9, 30, 10).
std::unique_ptr<State> scriptedGame() {
    auto state = newGame({{"supply_sequence", {11, 20, 9, 30, 10}}}, 5);
    day(*state, {70, 80, 40, 40, 200});
    day(*state, {0, 100, 100, 100, 150});
    day(*state, {10, 10, 300, 0, 0});
    day(*state, {0, 1000, 5, 5, 0});
    day(*state, {1, nullptr, 2, 3, 4});
    return state;
}

PlayedSession played(const State& state) {
    PlayedSession s;
    s.params = state.setup().params;
    s.numSeats = 5;
    s.rounds = state.history();
    s.invalidAttempts.assign(5, 0);
    s.decisions.assign(5, 0);
    return s;
}

}  // namespace

class TestWaterAllocation : public QObject {
    Q_OBJECT

private slots:
    void unusualAnswersAreRecordedAsApplied() {
        // A day's steps are the answers as applied: an answer with an extra field is kept whole, a
        // whole-number bid keeps its type, a forfeit stays null.
        auto state = newGame(Json::object(), 3);
        const Json unusual = {{"bid", 3.0}, {"note", "kept"}};
        const AppliedStep out =
            state->apply({{0, unusual}, {1, {{"bid", 2}}}, {2, nullptr}, {3, {{"bid", 1.5}}}, {4, {{"bid", 0.0}}}});
        QVERIFY(out.has_value());
        const Json& step = out->steps.at(0);
        QCOMPARE(step.size(), std::size_t{5});
        QCOMPARE(step.at("0"), unusual);
        QCOMPARE(step.at("1").dump(), std::string(R"({"bid":2})"));
        QCOMPARE(step.at("2"), Json());
        QCOMPARE(step.at("3").dump(), std::string(R"({"bid":1.5})"));
        QCOMPARE(out->actions.dump(), std::string("[3.0,2.0,null,1.5,0.0]"));
        QCOMPARE(out->publicReport["bids"], out->actions);
    }

    // Record "setting 1 run 1 day 1" (003 §2.2): supply 11, bids 40/40/40/40/60. Eric (12) does not fit
    // and is skipped; the tie at 40 goes to the lowest need, Alex; the 3 units left fit nobody.
    void recordedDayOneSkipsAndBreaksTheTie() {
        const auto a = allocateWater(alympicsBids({40.0, 40.0, 40.0, 40.0, 60.0}), 11);
        QCOMPARE(a.winners, std::vector<int>({0}));
        QCOMPARE(a.left, 3);
    }

    void highBidderThatDoesNotFitIsSkippedNotAStop() {
        // Eric 100 takes 12 of 20; David 60, Bob 50, Cindy 30 need 11, 9, 10 > 8 left; Alex's 10 still fits.
        const auto a = allocateWater(alympicsBids({10.0, 50.0, 30.0, 60.0, 100.0}, {500, 500, 500, 500, 500}), 20);
        QCOMPARE(a.winners, std::vector<int>({4, 0}));
        QCOMPARE(a.left, 0);
    }

    void tiesGoToTheLowerNeedThenTheEarlierSeat() {
        // All bid 50 with 30 units: Alex 8 (22 left), Bob 9 (13), Cindy 10 (3); David and Eric do not fit.
        const auto a = allocateWater(alympicsBids({50.0, 50.0, 50.0, 50.0, 50.0}), 30);
        QCOMPARE(a.winners, std::vector<int>({0, 1, 2}));
        QCOMPARE(a.left, 3);
        // The lower need wins a tie even from a later seat.
        const auto b = allocateWater({{10, 5.0, 100}, {8, 5.0, 100}}, 10);
        QCOMPARE(b.winners, std::vector<int>({1}));
        QCOMPARE(b.left, 2);
        // Equal needs: the earlier seat.
        const auto c = allocateWater({{9, 5.0, 100}, {9, 5.0, 100}}, 10);
        QCOMPARE(c.winners, std::vector<int>({0}));
    }

    void bidsAboveTheBalanceAreVoidAndZeroCanWin() {
        // Alex bids 80 with 70: void. Bob's 10 wins, 1 unit left.
        const auto a = allocateWater(alympicsBids({80.0, 10.0, std::nullopt, std::nullopt, std::nullopt}), 10);
        QCOMPARE(a.winners, std::vector<int>({1}));
        QCOMPARE(a.valid, std::vector<bool>({false, true, false, false, false}));
        QCOMPARE(a.left, 1);
        // A bid equal to the balance is valid; a $0 bid takes the leftover water.
        const auto b = allocateWater(alympicsBids({0.0, std::nullopt, std::nullopt, std::nullopt, 120.0}), 20);
        QCOMPARE(b.winners, std::vector<int>({4, 0}));
        QCOMPARE(b.left, 0);
        // Negative bids and missing bids never win; supply below every need serves nobody.
        QCOMPARE(allocateWater(alympicsBids({-1.0, std::nullopt, 1.0, 1.0, 1.0}), 9).winners, std::vector<int>());
        QCOMPARE(allocateWater(alympicsBids({1.0, 1.0, 1.0, 1.0, 1.0}), 7).left, 7);
    }

    // Five days computed by hand (see the comments for each day).
    void scriptedGameIsExact() {
        auto state = newGame({{"supply_sequence", {11, 20, 9, 30, 10}}}, 5);
        // Day 1, supply 11. Salary first: Alex can bid his whole first salary, 70. Bob 80 > 75 and
        // Eric 200 > 120 are void. Alex 70 beats Cindy/David 40 and takes 8 units; 3 left fit nobody.
        QCOMPARE(state->observation(0).at("balance").get<double>(), 70.0);
        auto r = day(*state, {70, 80, 40, 40, 200});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({0}));
        QCOMPARE(r.publicReport["over_balance"], Json::parse("[false,true,false,false,true]"));
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({10, 7, 7, 7, 7}));
        QCOMPARE(numbers(r.publicReport["balance"]), std::vector<double>({0, 75, 100, 120, 120}));
        QCOMPARE(r.publicReport["min_winning_bid"].get<double>(), 70.0);
        // Day 2, supply 20; balances 70/150/200/240/240. Eric 150 takes 12 (8 left); the 100s need 9–11
        // and are skipped; Alex's $0 fits the 8 left. Alex's HP stays at the cap 10; dry losers lose 2.
        r = day(*state, {0, 100, 100, 100, 150});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({4, 0}));
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({10, 5, 5, 5, 9}));
        QCOMPARE(numbers(r.publicReport["balance"]), std::vector<double>({70, 150, 200, 240, 90}));
        QCOMPARE(r.publicReport["min_winning_bid"].get<double>(), 0.0);
        // Day 3, supply 9: only Alex (8) and Bob (9) fit; tie at 10 -> Alex (lower need); 1 left.
        QCOMPARE(state->observation(1).at("hp_loss_if_dry").get<int>(), 3);
        r = day(*state, {10, 10, 300, 0, 0});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({0}));
        QCOMPARE(r.publicReport["water_left"].get<int>(), 1);
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({10, 2, 2, 2, 8}));
        QCOMPARE(ints(r.publicReport["dry_days"]), std::vector<int>({0, 3, 3, 3, 1}));
        // Day 4, supply 30; Bob's 1000 > 300 is void. Cindy 5 (20 left), David 5 (9 left), then the
        // $0 tie Alex/Eric: Alex fits, Eric (12) does not. Bob's 4th dry day: 2 - 4 = -2, eliminated.
        r = day(*state, {0, 1000, 5, 5, 0});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({2, 3, 0}));
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({10, -2, 4, 4, 6}));
        QCOMPARE(ints(r.publicReport["eliminated"]), std::vector<int>({1}));
        QCOMPARE(r.payoffs, std::vector<double>({1, 0, 1, 1, 1}));
        QCOMPARE(r.publicReport["rsr"].get<double>(), 15.0 / 41.0);
        // Day 5, supply 10: Bob no longer bids or is paid. Only Alex (8) and Cindy (10) fit; Cindy's 2 wins.
        QCOMPARE(state->actingSeats(), std::vector<int>({0, 2, 3, 4}));
        QVERIFY(!state->validate(1, Json{{"bid", 1}}).ok());
        r = day(*state, {1, nullptr, 2, 3, 4});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({2}));
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({9, -999, 6, 3, 3}));
        QCOMPARE(numbers(r.publicReport["balance"]), std::vector<double>({270, -999, 493, 595, 450}));
        QVERIFY(state->finished());
        QCOMPARE(state->cumulativePayoffs(), std::vector<double>({5, 3, 5, 5, 5}));
    }

    void scoresOfTheScriptedGame() {
        auto state = scriptedGame();
        const Json s = waterGame().score(played(*state));
        QCOMPARE(s["scores"]["survivors"].get<int>(), 4);
        QCOMPARE(s["scores"]["alympics_rsr_start"].get<double>(), 15.0 / 50.0);
        QCOMPARE(s["scores"]["alympics_rsr_end"].get<double>(), 15.0 / 41.0);
        const Json& m = s["metrics"];
        QCOMPARE(numbers(m["min_winning_bid"]), std::vector<double>({70, 0, 10, 0, 2}));
        QCOMPARE(m["survival"], Json::parse(R"({"Alex":1,"Bob":0,"Cindy":1,"David":1,"Eric":1})"));
        QCOMPARE(m["elimination_day"]["Bob"].get<int>(), 4);
        QVERIFY(m["elimination_day"]["Alex"].is_null());
        QCOMPARE(m["over_balance_bids"].get<int>(), 3);
        QCOMPARE(ints(m["hp"]["Bob"]), std::vector<int>({7, 5, 2, -2, -999}));
        QCOMPARE(numbers(m["balance"]["Eric"]), std::vector<double>({120, 90, 210, 330, 450}));
        const Json& alex = s["per_seat"][0];
        QCOMPARE(alex["water_days"].get<int>(), 4);
        QCOMPARE(alex["total_paid"].get<double>(), 80.0);
        QCOMPARE(alex["mean_winning_bid"].get<double>(), 20.0);
        QCOMPARE(alex["final_balance"].get<double>(), 270.0);
        QCOMPARE(s["per_seat"][1]["survived"].get<int>(), 0);
        QCOMPARE(s["per_seat"][1]["day_eliminated"].get<int>(), 4);
        QCOMPARE(s["per_seat"][1]["final_hp"].get<int>(), -2);
        QCOMPARE(s["per_seat"][1]["over_balance_bids"].get<int>(), 2);
        QCOMPARE(s["per_seat"][1]["days_survived"].get<double>(), 3.0);
    }

    // Bob wins day 1 (supply 9), then only Alex fits the 8 units a day and wins with $1.
    // Cindy, David, Eric: 8 -> 7 -> 5 -> 2 -> -2, out on day 4. Bob: 10 -> 9 -> 7 -> 4 -> 0, out on
    // day 5 (0 HP is death). Alex alone is left: RSR_E = 15 / 8.
    void eliminationOrderAndDays() {
        auto state = newGame({{"supply_sequence", {9, 8, 8, 8, 8, 8}}}, 6);
        day(*state, {1, 50, 0, 0, 0});
        for (int d = 2; d <= 6; ++d) day(*state, {1, 0, 0, 0, 0});
        const Json s = waterGame().score(played(*state));
        QCOMPARE(s["metrics"]["elimination_order"], Json::parse(R"(["Cindy","David","Eric","Bob"])"));
        QCOMPARE(s["metrics"]["elimination_day"], Json::parse(R"({"Alex":null,"Bob":5,"Cindy":4,"David":4,"Eric":4})"));
        QCOMPARE(ints(s["metrics"]["hp"]["Bob"]), std::vector<int>({10, 9, 7, 4, 0, -999}));
        QCOMPARE(s["scores"]["survivors"].get<int>(), 1);
        QCOMPARE(s["scores"]["alympics_rsr_end"].get<double>(), 15.0 / 8.0);
        QCOMPARE(state->cumulativePayoffs(), std::vector<double>({6, 4, 3, 3, 3}));
        // The survivor's prompt tells who left on day 4, and lists only those who bid on later days.
        auto messages =
            PromptBuilder().build("water_allocation", state->observation(0), state->actionSpec(0), PromptOptions{});
        QVERIFY(messages.ok());
        QVERIFY(messages->at(1).content.find(
                    "Eric HP -2, $480, 4 dry day(s) in a row. Eliminated: Cindy, David, Eric.") != std::string::npos);
        QVERIFY(messages->at(1).content.find("Day 6 (8 units of water): bids were Alex $1; served: Alex") !=
                std::string::npos);
    }

    // Supply 7 fits nobody: everyone dies on day 4 and the game stops there; no RSR_E without survivors.
    void everybodyDiesAndTheGameStops() {
        auto state = newGame({{"supply_sequence", {7, 7, 7, 7, 7, 7}}}, 20);
        for (int d = 1; d <= 4; ++d) day(*state, {100, 0, 0, 0, 0});
        QVERIFY(state->finished());
        QVERIFY(state->actingSeats().empty());
        const Json s = waterGame().score(played(*state));
        QCOMPARE(s["scores"]["survivors"].get<int>(), 0);
        QVERIFY(!s["scores"].contains("alympics_rsr_end"));
        QVERIFY(s["metrics"]["rsr_end"].is_null());
        QCOMPARE(s["metrics"]["elimination_order"], Json::parse(R"(["Alex","Bob","Cindy","David","Eric"])"));
        QVERIFY(s["metrics"]["min_winning_bid"][0].is_null());
        // Nobody ever paid: balances are the salaries of four days.
        QCOMPARE(s["per_seat"][0]["final_balance"].get<double>(), 280.0);
    }

    void overBalanceBidsCanBeRejectedInstead() {
        auto voidMode = newGame({}, 20);
        QVERIFY(voidMode->validate(0, Json{{"bid", 1000}}).ok());
        QVERIFY(!voidMode->validate(0, Json{{"bid", -1}}).ok());
        auto reject = newGame({{"over_balance_bids", "reject"}}, 20);
        QVERIFY(reject->validate(0, Json{{"bid", 70}}).ok());  // today's salary counts
        const Status s = reject->validate(0, Json{{"bid", 70.5}});
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.find("70") != std::string::npos);
    }

    void forfeitedBidLosesLikeADryDay() {
        auto state = newGame({{"supply_sequence", {30}}}, 1);
        const auto r = day(*state, {nullptr, 1, 1, 1, 1});
        QCOMPARE(ints(r.publicReport["winners"]), std::vector<int>({1, 2, 3}));
        QCOMPARE(ints(r.publicReport["hp"]), std::vector<int>({7, 10, 10, 10, 7}));
    }

    void suppliesComeFromTheSeedWithinTheInclusiveRange_data() {
        QTest::addColumn<int>("setting");
        QTest::addColumn<int>("lo");
        QTest::addColumn<int>("hi");
        QTest::newRow("1") << 1 << 10 << 20;
        QTest::newRow("2") << 2 << 15 << 25;
        QTest::newRow("3") << 3 << 20 << 30;
        QTest::newRow("4") << 4 << 10 << 20;
        QTest::newRow("5") << 5 << 15 << 25;
        QTest::newRow("6") << 6 << 20 << 30;
    }
    void suppliesComeFromTheSeedWithinTheInclusiveRange() {
        QFETCH(int, setting);
        QFETCH(int, lo);
        QFETCH(int, hi);
        int seenLo = 1000, seenHi = -1;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto a = newGame({{"setting", setting}}, 20, seed);
            auto b = newGame({{"setting", setting}}, 20, seed);
            auto* wa = dynamic_cast<WaterAllocationState*>(a.get());
            auto* wb = dynamic_cast<WaterAllocationState*>(b.get());
            QCOMPARE(wa->expectedSupply(), (lo + hi) / 2.0);
            for (int d = 1; d <= 20; ++d) {
                QCOMPARE(wa->supplyOn(d), wb->supplyOn(d));
                seenLo = std::min(seenLo, wa->supplyOn(d));
                seenHi = std::max(seenHi, wa->supplyOn(d));
            }
        }
        QCOMPARE(seenLo, lo);
        QCOMPARE(seenHi, hi);
        auto custom = newGame({{"setting", 0}, {"supply_min", 3}, {"supply_max", 3}}, 5);
        QCOMPARE(dynamic_cast<WaterAllocationState*>(custom.get())->supplyOn(5), 3);
    }

    void badParametersAreRefusedByName() {
        GameSetup setup;
        setup.numSeats = 5;
        setup.rounds = 20;
        setup.params = resolveParams(waterGame().params(), Json{{"requirements", {8, 9}}}).value();
        auto bad = waterGame().newState(setup);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("requirements") != std::string::npos);
        setup.params = resolveParams(waterGame().params(), Json::object()).value();
        setup.numSeats = 4;
        QVERIFY(!waterGame().newState(setup).ok());
    }

    void botsBidByNeedAndBalance() {
        // Day 1, supply 11: not enough for all (50), Alex fits. need_balance: a dry day would cost 1
        // of 8 HP -> share 0.3 + 0.7 * 1/8 = 0.3875 of 70 = 27.125 -> 27 (whole dollars).
        auto state = newGame({{"supply_sequence", {11, 60, 11, 11, 11}}}, 5);
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 0).get<double>(), 27.0);
        QCOMPARE(botAnswer("greedy", Json::object(), *state, 4).get<double>(), 120.0);
        QCOMPARE(botAnswer("frugal", Json::object(), *state, 0).get<double>(), 0.0);  // 8 - 1 > 2: saves
        QCOMPARE(botAnswer("fixed", Json{{"values", {500}}}, *state, 0).get<double>(), 70.0);
        QCOMPARE(botAnswer("fixed", Json{{"values", {500}}, {"cap_at_balance", false}}, *state, 0).get<double>(),
                 500.0);
        const double r = botAnswer("random", Json::object(), *state, 1).get<double>();
        QVERIFY(r >= 0 && r <= 75 && std::floor(r) == r);
        // Eric's need (12) exceeds 11: he cannot win, so the need bidder saves its money.
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 4).get<double>(), 0.0);
        day(*state, {40, 0, 0, 0, 0});  // Alex wins at 40; the others are on their first dry day
        // Day 2, supply 60 >= total need 50: everyone is served, so bidding 0 is enough.
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 1).get<double>(), 0.0);
        QCOMPARE(botAnswer("greedy", Json::object(), *state, 1).get<double>(), 0.0);
        day(*state, {0, 0, 0, 0, 0});    // all served: Bob 7 -> 9
        day(*state, {100, 0, 0, 0, 0});  // day 3 (supply 11): Alex wins; Bob 9 -> 8 (1st dry day)
        day(*state, {100, 0, 0, 0, 0});  // day 4: Bob 8 -> 6 (2nd dry day); a 3rd would cost 3
        // Day 5: Bob has 75 * 5 = 375, HP 6, loss 3: share 0.3 + 0.7 * 3/6 = 0.65 -> 243.75 -> 243,
        // above the last price 100 * 1.1 = 110.
        QCOMPARE(state->observation(1).at("hp").get<int>(), 6);
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 1).get<double>(), 243.0);
        // frugal: 6 - 3 = 3 > 2 -> saves; with safety 4 it bids 100 * 1.1 + 1 = 111.
        QCOMPARE(botAnswer("frugal", Json::object(), *state, 1).get<double>(), 0.0);
        QCOMPARE(botAnswer("frugal", Json{{"safety", 4}}, *state, 1).get<double>(), 111.0);
    }

    void lethalDryDayMeansAllIn() {
        auto state = newGame({{"supply_sequence", {9, 9, 9, 9}}}, 4);
        for (int d = 1; d <= 3; ++d) day(*state, {0, 0, 0, 0, 0});  // Alex wins each day at $0
        // Bob (needs 9, fits the 9 units) lost three days to Alex's tie-break: 8 -> 7 -> 5 -> 2, and a 4th
        // dry day costs 4, so he goes all in with 4 salaries. Cindy is as weak, but her 10 never fits 9: 0.
        QCOMPARE(state->observation(1).at("hp").get<int>(), 2);
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 1).get<double>(), 300.0);
        QCOMPARE(botAnswer("frugal", Json::object(), *state, 1).get<double>(), 300.0);
        QCOMPARE(botAnswer("need_balance", Json::object(), *state, 2).get<double>(), 0.0);
    }

    void promptsTellTheRulesAndTheStatus() {
        auto state = newGame({{"supply_sequence", {11, 20}}}, 20);
        day(*state, {70, 80, 40, 40, 200});
        const PromptBuilder builder;
        auto messages = builder.build("water_allocation", state->observation(1), state->actionSpec(1),
                                      PromptOptions{"About you, Bob.", -1, false, "", -1});
        QVERIFY2(messages.ok(), messages.ok() ? "" : messages.error().message.c_str());
        const std::string& system = messages->at(0).content;
        const std::string& user = messages->at(1).content;
        QVERIFY(system.rfind("About you, Bob.\n\nYou are Bob,", 0) == 0);
        QVERIFY(system.find("- Alex: needs 8 units a day, earns $70 a day") != std::string::npos);
        QVERIFY(system.find("between 10 and 20") != std::string::npos);
        QVERIFY(
            user.find(
                "Day 1 (11 units of water): bids were Alex $70, Bob $80, Cindy $40, David $40, Eric $200; served") !=
            std::string::npos);
        QVERIFY(user.find("You got no water. After the day: Alex HP 10, $0, 0 dry day(s) in a row; Bob HP 7,") !=
                std::string::npos);
        QVERIFY(user.find("served: Alex (3 units left over)") != std::string::npos);
        QVERIFY(user.find("It is day 2 of 20. Today's water supply is 20 units; you need 9.") != std::string::npos);
        QVERIFY(user.find("$150 (today's salary included), HP 7 of 10, 1 dry day(s)") != std::string::npos);
        QVERIFY(user.find("you will lose 2 HP") != std::string::npos);
        QVERIFY(user.find("\"bid\"") != std::string::npos);
    }

    void presetsParseWithPersonasInSettingsFourToSix() {
        const QByteArray root = qgetenv("NASHLAB_SOURCE_DIR");
        if (root.isEmpty()) QSKIP("NASHLAB_SOURCE_DIR is not set (ctest sets it)");
        for (int setting = 1; setting <= 6; ++setting) {
            const std::string path =
                root.toStdString() + "/resources/presets/alympics_setting_" + std::to_string(setting) + ".json";
            auto json = readJsonFile(path);
            QVERIFY2(json.ok(), path.c_str());
            auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 1);
            QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
            QCOMPARE(spec->params["setting"].get<int>(), setting);
            QCOMPARE(spec->rounds, 20);
            QCOMPARE(spec->seats.size(), std::size_t(5));
            for (const auto& seat : spec->seats) QCOMPARE(seat.persona.empty(), setting <= 3);
            QCOMPARE(spec->seats[3].name, std::string("David"));
        }
    }

    // The EconArena beauty-contest set-ups for guess_average (000 §1.1, §3) parse with their numbers.
    void econArenaBeautyPresetsParse_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("group");
        QTest::newRow("melee") << "econarena_beauty_melee" << 1 << -1 << "none";
        QTest::newRow("rational") << "econarena_beauty_rational" << 1 << -1 << "none";
        QTest::newRow("history") << "econarena_beauty_history" << 6 << 3 << "none";
        QTest::newRow("L") << "econarena_beauty_scale_L" << 1 << -1 << "L";
        QTest::newRow("M") << "econarena_beauty_scale_M" << 1 << -1 << "M";
        QTest::newRow("H") << "econarena_beauty_scale_H" << 1 << -1 << "H";
    }
    void econArenaBeautyPresetsParse() {
        QFETCH(QString, file);
        QFETCH(int, rounds);
        QFETCH(int, depth);
        QFETCH(QString, group);
        const QByteArray root = qgetenv("NASHLAB_SOURCE_DIR");
        if (root.isEmpty()) QSKIP("NASHLAB_SOURCE_DIR is not set (ctest sets it)");
        auto json = readJsonFile(root.toStdString() + "/resources/presets/" + file.toStdString() + ".json");
        QVERIFY(json.ok());
        auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->game, std::string("guess_average"));
        QCOMPARE(spec->rounds, rounds);
        QCOMPARE(spec->historyDepth, depth);
        QCOMPARE(spec->seats.size(), std::size_t(5));
        QCOMPARE(spec->params["ratio"].get<double>(), 2.0 / 3.0);
        QCOMPARE(spec->params["max"].get<int>(), 100);
        QCOMPARE(spec->params["prize"].get<double>(), 1.0);
        QCOMPARE(spec->params["integer_only"].get<bool>(), false);
        QCOMPARE(spec->params["tie_rule"].get<std::string>(), std::string("all_closest"));
        QCOMPARE(QString::fromStdString(spec->params["scale_group"].get<std::string>()), group);
        if (file.endsWith("rational")) {
            for (int i = 0; i < 4; ++i) QCOMPARE(spec->seats[static_cast<std::size_t>(i)].strategy, std::string("ne"));
            QVERIFY(spec->seats[4].persona.find("perfectly rational") != std::string::npos);
        }
    }
};

QTEST_APPLESS_MAIN(TestWaterAllocation)
#include "tst_water_allocation.moc"
