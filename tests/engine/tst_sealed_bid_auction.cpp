// sealed_bid_auction against hand-computed cases: γ-Bench's valuation table (001 §1.6), first-
// and second-price payments, EconArena's asset payoff and docstring example (000 §1.2), tie rules,
// overbidding and asset limits, references, and both γ-Bench scores.
#include <QtTest>
#include <cmath>
#include <set>

#include "engine/game/game_registry.h"
#include "engine/games/sealed_bid_auction/python_random.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_state.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/session/bot_seat.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;

namespace {

const Game& game() { return *GameRegistry::builtin().find("sealed_bid_auction"); }

std::unique_ptr<State> newState(const Json& params, int seats, int rounds, std::uint64_t seed = 1) {
    GameSetup setup;
    setup.params = resolveParams(game().params(), params).value();
    setup.numSeats = seats;
    setup.rounds = rounds;
    setup.seed = seed;
    auto state = game().newState(setup);
    if (!state) qFatal("%s", state.error().message.c_str());
    return std::move(state.value());
}

std::map<int, Json> bids(const std::vector<double>& b) {
    std::map<int, Json> m;
    for (std::size_t i = 0; i < b.size(); ++i) m[static_cast<int>(i)] = {{"bid", b[i]}};
    return m;
}

std::vector<std::int64_t> row(std::initializer_list<std::int64_t> v) { return v; }

PlayedSession played(const State& state, const Json& params) {
    PlayedSession p;
    p.params = resolveParams(game().params(), params).value();
    p.numSeats = state.setup().numSeats;
    p.rounds = state.history();
    return p;
}

}  // namespace

class TestSealedBidAuction : public QObject {
    Q_OBJECT

private slots:
    void gamaBenchTableIsReproduced() {
        // Rows of the published table (001 §1.6), players 0–9.
        QCOMPARE(gamaBenchValuations(42, 1, 0, 200, 10, 10), row({200, 30, 0, 80, 70, 160, 20, 110, 10, 100}));
        QCOMPARE(gamaBenchValuations(42, 2, 0, 200, 10, 10), row({10, 90, 40, 140, 110, 30, 70, 190, 170, 130}));
        QCOMPARE(gamaBenchValuations(42, 11, 0, 200, 10, 10), row({80, 10, 160, 150, 110, 130, 0, 20, 170, 60}));
        QCOMPARE(gamaBenchValuations(42, 20, 0, 200, 10, 10), row({150, 50, 170, 60, 100, 90, 190, 120, 110, 0}));
        // Table 9's [0, 800] range, and a grid large enough for CPython's set branch (checked with CPython).
        QCOMPARE(gamaBenchValuations(42, 1, 0, 800, 10, 10), row({140, 30, 350, 310, 280, 170, 130, 690, 110, 540}));
        QCOMPARE(gamaBenchValuations(42, 1, 0, 1000, 10, 10), row({810, 140, 30, 940, 350, 310, 280, 170, 130, 860}));
    }

    void stateUsesTheTablePerRound() {
        auto state = newState(Json::object(), 10, 20);
        auto* s = dynamic_cast<SealedBidAuctionState*>(state.get());
        QCOMPARE(s->values().at(0), 200.0);
        QCOMPARE(s->values().at(9), 100.0);
        (void)state->apply(bids(std::vector<double>(10, 0.0)));
        QCOMPARE(s->values().at(0), 10.0);  // round 2's row
        QCOMPARE(s->values().at(7), 190.0);
        QCOMPARE(state->observation(7)["value"].get<double>(), 190.0);
    }

    void firstPriceRoundAndBothScores() {
        // 3 bidders take the first three values of round 1: 200, 30, 0.
        auto state = newState(Json::object(), 3, 1);
        const auto out = state->apply(bids({150, 40, 0}));
        QVERIFY(out.has_value());
        QCOMPARE(out->publicReport["winner"].get<int>(), 0);
        QCOMPARE(out->publicReport["price"].get<double>(), 150.0);
        QCOMPARE(out->payoffs, (std::vector<double>{50, 0, 0}));
        // Reference: b = v(N−1)/N = 133.33; the NE winner keeps (v − 0)/N = 66.67.
        QVERIFY(std::fabs(out->reference[0]["action"]["bid"].get<double>() - 400.0 / 3.0) < 1e-9);
        QVERIFY(std::fabs(out->reference[0]["payoff"].get<double>() - 200.0 / 3.0) < 1e-9);
        QCOMPARE(out->reference[1]["payoff"].get<double>(), 0.0);
        const Json score = game().score(played(*state, Json::object()));
        // Repo: mean of max(0,(v−b)/max(v,1)) = (0.25 + 0 + 0)/3. Paper: mean (v−b)/200 = (50 − 10 + 0)/600.
        QVERIFY(std::fabs(score["scores"]["gamabench_repo"].get<double>() - 25.0 / 3.0) < 1e-9);
        QVERIFY(std::fabs(score["scores"]["gamabench_paper"].get<double>() - 20.0 / 3.0) < 1e-9);
    }

    void biddingZeroOverTheWholeTable() {
        // 001 §7: bidding 0 scores ~100 under the new scorer and ~mean(v)/200 under the old one.
        // Over γ-Bench's 20 × 10 table, 189 cells have v > 0 and the values sum to 19330.
        auto state = newState(Json::object(), 10, 20);
        while (!state->finished()) (void)state->apply(bids(std::vector<double>(10, 0.0)));
        const Json score = game().score(played(*state, Json::object()));
        QVERIFY(std::fabs(score["scores"]["gamabench_repo"].get<double>() - 94.5) < 1e-9);
        QVERIFY(std::fabs(score["scores"]["gamabench_paper"].get<double>() - 48.325) < 1e-9);
    }

    void secondPricePaysTheSecondBid() {
        auto state = newState({{"price_rule", "second_price"}}, 3, 1);
        const auto out = state->apply(bids({150, 40, 0}));
        QCOMPARE(out->publicReport["price"].get<double>(), 40.0);
        QCOMPARE(out->payoffs, (std::vector<double>{160, 0, 0}));
        QCOMPARE(out->reference[0]["action"]["bid"].get<double>(), 200.0);  // truthful
        QCOMPARE(out->reference[0]["payoff"].get<double>(), 170.0);         // 200 − 30
    }

    void econArenaDocstringExample() {
        // Budget 1000, values [657, 503, 327], bids [657, 502, 600]: bidder 0 pays 600 -> [1057, 1000, 1000].
        Rng rng(1);
        const auto r = settleAuction({657.0, 502.0, 600.0}, {657, 503, 327}, true, 1000, true, rng);
        QCOMPARE(r.winner, 0);
        QCOMPARE(r.price, 600.0);
        QCOMPARE(r.payoffs, (std::vector<double>{1057, 1000, 1000}));
    }

    void tieRules() {
        Rng rng(1);
        QCOMPARE(settleAuction({100.0, 100.0, 50.0}, {120, 110, 60}, false, 0, true, rng).winner, 0);
        // Random ties: both tied bidders win for some seed, never the lower bid; same seed, same winner.
        std::set<int> winners;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto a = newState({{"price_rule", "second_price"}}, 3, 1, seed);
            auto b = newState({{"price_rule", "second_price"}}, 3, 1, seed);
            const int wa = a->apply(bids({100, 100, 50}))->publicReport["winner"].get<int>();
            QCOMPARE(b->apply(bids({100, 100, 50}))->publicReport["winner"].get<int>(), wa);
            winners.insert(wa);
        }
        QCOMPARE(winners, (std::set<int>{0, 1}));
        // Second price on a tie: the price equals the tied bid.
        auto s = newState({{"price_rule", "second_price"}, {"tie_rule", "lowest_seat"}}, 3, 1);
        const auto out = s->apply(bids({100, 100, 50}));
        QCOMPARE(out->publicReport["winner"].get<int>(), 0);
        QCOMPARE(out->publicReport["price"].get<double>(), 100.0);
        QCOMPARE(out->payoffs[0], 100.0);  // value 200 − 100
    }

    void overbiddingIllegalAndAssetLimits() {
        auto state = newState({{"overbidding", "illegal"}}, 3, 1);  // values 200, 30, 0
        QCOMPARE(state->actionSpec(1).fields.front().max.value(), 30.0);
        QVERIFY(state->validate(1, {{"bid", 30}}).ok());
        const auto bad = state->validate(1, {{"bid", 31}});
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("value 30") != std::string::npos);
        auto allowed = newState(Json::object(), 3, 1);
        QVERIFY(allowed->validate(1, {{"bid", 31}}).ok());  // γ-Bench lets bids exceed the value

        auto econ = newState(
            {{"valuation_source", "econarena_normal"}, {"scale_group", "L"}, {"price_rule", "second_price"}}, 5, 1);
        QCOMPARE(econ->actionSpec(0).fields.front().max.value(), 100.0);
        QVERIFY(econ->validate(0, {{"bid", 100}}).ok());
        QVERIFY(!econ->validate(0, {{"bid", 101}}).ok());
    }

    void econArenaValuesAndRationality() {
        const Json params = {{"valuation_source", "econarena_normal"},
                             {"scale_group", "M"},
                             {"price_rule", "second_price"},
                             {"tie_rule", "lowest_seat"},
                             {"redraw_values", false}};
        auto state = newState(params, 5, 3, 9);
        auto* s = dynamic_cast<SealedBidAuctionState*>(state.get());
        const std::vector<double> first = s->values();
        for (double v : first) {
            QVERIFY(v > 0 && v <= 1000);
            QCOMPARE(v, std::trunc(v));
        }
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(s->values(), first);                // unchanged within the session
            const auto out = state->apply(bids(first));  // everyone truthful = the NE
            std::vector<double> sorted = first;
            std::sort(sorted.rbegin(), sorted.rend());
            const int w = out->publicReport["winner"].get<int>();
            QCOMPARE(out->payoffs[static_cast<std::size_t>(w)], 1000 + sorted[0] - sorted[1]);
        }
        const Json score = game().score(played(*state, params));
        for (const auto& seat : score["per_seat"]) {
            QCOMPARE(seat["rationality"].get<double>(), 1.0);
            QCOMPARE(seat["ne_deviation"].get<double>(), 0.0);
        }
    }

    void fouledRoundsLeaveRationality() {
        // EconArena leaves a run with a broken rule out of the player's statistics.
        const Json params = {{"valuation_source", "econarena_normal"},
                             {"scale_group", "L"},
                             {"price_rule", "second_price"},
                             {"tie_rule", "lowest_seat"},
                             {"redraw_values", false}};
        auto state = newState(params, 2, 2, 3);
        auto* s = dynamic_cast<SealedBidAuctionState*>(state.get());
        const std::vector<double> v = s->values();
        (void)state->apply(bids(v));
        (void)state->apply({{0, Json()}, {1, {{"bid", v[1]}}}});  // seat 0 forfeits round 2
        const Json score = game().score(played(*state, params));
        QCOMPARE(score["per_seat"][0]["rationality"].get<double>(), 1.0);
        QCOMPARE(score["per_seat"][0]["ne_deviation"].get<double>(), 0.0);
        QCOMPARE(score["per_seat"][0]["payoff"].get<double>(), state->cumulativePayoffs()[0]);
        QCOMPARE(score["metrics"]["ne_deviation"][1][0].is_null(), true);
        // Seat 1 bid alone in round 2 and won at price 0: assets + its value.
        QCOMPARE(state->history()[1].payoffs[1], 100 + v[1]);
    }

    void uniformValuesStayOnTheGrid() {
        auto state = newState({{"valuation_source", "uniform"},
                               {"valuation_min", 0},
                               {"valuation_max", 10},
                               {"valuation_step", 0.5},
                               {"integer_bids", false},
                               {"overbidding", "illegal"}},
                              2, 50, 4);
        auto* s = dynamic_cast<SealedBidAuctionState*>(state.get());
        double total = 0;
        for (int r = 0; r < 50; ++r) {
            for (double v : s->values()) {
                QVERIFY(v >= 0 && v <= 10);
                QCOMPARE(std::fmod(v, 0.5), 0.0);
                total += v;
            }
            (void)state->apply(bids({0, 0}));
        }
        QVERIFY(total / 100 > 3.5 && total / 100 < 6.5);
        QCOMPARE(auctionEquilibriumBid(false, 8.0, 0.0, 2), 4.0);  // LLMArena's Bid: v/2 for two bidders
    }

    void invalidParametersAreNamed() {
        GameSetup setup;
        setup.params = resolveParams(game().params(), {{"valuation_max", 50}}).value();
        setup.numSeats = 10;
        setup.rounds = 1;
        const auto state = game().newState(setup);  // 6 grid points for 10 distinct values
        QVERIFY(!state.ok());
        QVERIFY(state.error().message.find("fewer points") != std::string::npos);
    }

    // LLMArena's Bid (the llmarena_bid preset's parameters): two `ne` bots bid v/2 and each gains
    // E[v²]/20 = (100/3)/20 = 5/3 per auction; over 20,000 seeded auctions within 2 %. The released
    // code's reward, (b − v/2)/(v/2), is 0 for them, and +1 for a truthful bidder.
    void llmarenaBidEquilibriumGainsFiveThirds() {
        const Json params = {{"price_rule", "first_price"}, {"valuation_source", "uniform"}, {"valuation_min", 0},
                             {"valuation_max", 10},         {"valuation_step", 0.01},        {"overbidding", "illegal"},
                             {"tie_rule", "random"},        {"integer_bids", false},         {"redraw_values", true}};
        const int auctions = 20000;
        auto state = newState(params, 2, auctions, 17);
        const auto& s = static_cast<const SealedBidAuctionState&>(*state);
        std::vector<std::unique_ptr<Seat>> bots;
        for (int seat = 0; seat < 2; ++seat)
            bots.push_back(
                game().makeBotChecked("ne", Json::object(), BotContext{seat, 2, state->setup().params}).value());
        for (int a = 0; a < auctions; ++a) {
            std::map<int, Json> step;
            for (int seat = 0; seat < 2; ++seat) {
                DecisionRequest req;
                req.seat = seat;
                req.state = state.get();
                req.seed = static_cast<std::uint64_t>(a * 2 + seat);
                Json answer;
                bots[static_cast<std::size_t>(seat)]->decide(
                    req, [&](DecisionReply r) { answer = r.action.value_or(Json()); });
                QCOMPARE(answer.at("bid").get<double>(), s.value(seat) / 2);
                step[seat] = answer;
            }
            QVERIFY(!state->apply(step).refused());
        }
        for (int seat = 0; seat < 2; ++seat) {
            const double mean = state->cumulativePayoffs()[static_cast<std::size_t>(seat)] / auctions;
            QVERIFY2(std::fabs(mean / (5.0 / 3.0) - 1.0) < 0.02, std::to_string(mean).c_str());
        }
        const Json sc = game().score(played(*state, params));
        QCOMPARE(sc["per_seat"][0]["relative_bid_deviation"].get<double>(), 0.0);
        // A truthful bid (b = v) is +1 by the code's formula.
        auto once = newState(params, 2, 1, 3);
        const auto& o = static_cast<const SealedBidAuctionState&>(*once);
        QVERIFY(!once->apply(bids({o.value(0), o.value(1) / 2})).refused());
        const Json one = game().score(played(*once, params));
        QCOMPARE(one["per_seat"][0]["relative_bid_deviation"].get<double>(), 1.0);
        QCOMPARE(one["per_seat"][1]["relative_bid_deviation"].get<double>(), 0.0);
    }

    void promptsStateValueAndRules() {
        const Json params = {{"valuation_source", "econarena_normal"},
                             {"scale_group", "L"},
                             {"price_rule", "second_price"},
                             {"tie_rule", "lowest_seat"},
                             {"reveal_bids", true},
                             {"tell_opponents_rational", true}};
        auto state = newState(params, 3, 2);
        auto* s = dynamic_cast<SealedBidAuctionState*>(state.get());
        const double v = s->values().at(0);
        (void)state->apply(bids({10, 20, 30}));
        const PromptBuilder builder;
        auto messages = builder.build("sealed_bid_auction", state->observation(0), state->actionSpec(0),
                                      PromptOptions{"", 3, false, "", -1});
        QVERIFY(messages.ok());
        QVERIFY(messages->front().content.find("second-highest bid") != std::string::npos);
        QVERIFY(messages->front().content.find("100 units of assets") != std::string::npos);
        QVERIFY(messages->front().content.find("perfectly rational") != std::string::npos);
        QVERIFY(messages->back().content.find("your value was " + formatNumber(v, 2)) != std::string::npos);
        QVERIFY(messages->back().content.find("Bidder 3: value") != std::string::npos);
        if (qEnvironmentVariableIsSet("NASHLAB_SHOW_PROMPTS"))
            for (const auto& m : *messages) qInfo("%s", m.content.c_str());
    }
};

QTEST_APPLESS_MAIN(TestSealedBidAuction)
#include "tst_sealed_bid_auction.moc"
