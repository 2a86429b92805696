// AucArena's bidder metrics (002 §3.1–3.2) on hand-made records: corrected failure rates, the
// belief check against the auction's truth, Spearman's ρ with average ranks and plan alignment.
#include <QtTest>
#include <cmath>

#include "engine/game/game_registry.h"
#include "engine/games/english_auction/english_auction_state.h"
#include "engine/metrics/aucarena_metrics.h"

using namespace nashlab::engine;

class TestAucArenaMetrics : public QObject {
    Q_OBJECT

private slots:
    void correctedFailureRatesAndBeliefChecks() {
        QCOMPARE(correctedFailureRate(1, 3), 0.25);
        QCOMPARE(correctedFailureRate(0, 0), 0.0);
        AuctionStatus truth{8700,
                            {{"Bidder 1", 700}, {"Bidder 2", 5000}, {"Bidder 3", 0}},
                            {{"Bidder 1", {"Widget A"}}, {"Bidder 2", {"Equipment E"}}, {"Bidder 3", {}}}};
        AuctionStatus belief{8700,
                             {{"Bidder 1", 700}, {"Bidder 2", 4000}, {"Bidder 9", 5}},
                             {{"Bidder 1", {"Widget A"}}, {"Bidder 2", {}}, {"Bidder 3", {}}}};
        // Self: budget, own profit, own items (3 checks, all right). Others: B2 profit (wrong),
        // B2 items (wrong), B3 items (right); Bidder 9 is not a bidder and is skipped.
        const BeliefCheckCounts c = checkBelief("Bidder 1", belief, truth);
        QCOMPARE(c.selfChecks, 3);
        QCOMPARE(c.selfErrors, 0);
        QCOMPARE(c.otherChecks, 3);
        QCOMPARE(c.otherErrors, 2);
        QCOMPARE(c.messages.size(), std::size_t(2));
        belief.remainingBudget = 9000;
        FailureCounts f;
        f.failedBids = 2;
        f.acceptedBids = 6;
        f.beliefs += c;
        f.beliefs += checkBelief("Bidder 1", belief, truth);
        QCOMPARE(f.failedBidRate(), 0.25);
        QCOMPARE(f.selfBeliefErrorRate(), 1.0 / 6.0);  // 1 wrong budget in 6 self checks
        QCOMPARE(f.otherBeliefErrorRate(), 4.0 / 6.0);
    }

    void spearmanAndPlanAlignment() {
        QCOMPARE(averageRanks({5, 6, 7, 8, 7}), (std::vector<double>{1, 2, 3.5, 5, 3.5}));
        // Ranks {1..5} vs {1, 2, 3.5, 5, 3.5}: Σdxdy = 8, Σdx² = 10, Σdy² = 9.5 -> 8/√95.
        QVERIFY(std::fabs(*spearman({1, 2, 3, 4, 5}, {5, 6, 7, 8, 7}) - 8.0 / std::sqrt(95.0)) < 1e-12);
        QVERIFY(std::fabs(*spearman({1, 2, 3}, {3, 2, 1}) + 1.0) < 1e-12);
        QVERIFY(!spearman({1, 1, 1}, {1, 2, 3}).has_value());
        QVERIFY(!spearman({1, 2}, {1}).has_value());
        // (r1, rj, engagements, won): worked out by hand with average ranks.
        const PlanAlignment a = planAlignment({{3, 3, 4, true}, {1, 2, 0, false}, {2, 1, 1, false}, {3, 2, 2, true}});
        QCOMPARE(a.pairs, 4);
        QVERIFY(std::fabs(*a.initialVsEngagement - 4.5 / std::sqrt(22.5)) < 1e-12);
        QVERIFY(std::fabs(*a.initialVsWinning - 4.0 / std::sqrt(18.0)) < 1e-12);
        QVERIFY(std::fabs(*a.currentVsEngagement - 3.0 / std::sqrt(22.5)) < 1e-12);
        QVERIFY(std::fabs(*a.currentVsWinning - 3.0 / std::sqrt(18.0)) < 1e-12);
    }

    void beliefCheckedAgainstAPlayedAuction() {
        // Item 1 ($1,000, worth $2,000): Bidder 2 wins at $1,300 after 4 rounds (as in
        // tst_english_auction's leaderSitsOutAndSilentRoundSells).
        const Game& game = *GameRegistry::builtin().find("english_auction");
        const Json params = resolveParams(game.params(), Json{{"item_set", "custom"},
                                                              {"custom_start_prices", {1000, 5000}},
                                                              {"custom_true_values", {2000, 10000}},
                                                              {"shuffle", false},
                                                              {"budget", 10000}})
                                .value();
        auto state = game.newState(GameSetup{params, 3, 100, 1}).value();
        const auto bid = [&](std::map<int, int> bids) {
            std::map<int, Json> actions;
            for (const auto& [seat, amount] : bids) actions[seat] = Json{{"bid", amount}};
            (void)state->apply(actions);
        };
        bid({{0, 1000}, {1, 1100}, {2, 0}});
        bid({{0, 1200}});
        bid({{1, 1300}});
        bid({{0, 0}});
        const AuctionStatus truth = dynamic_cast<games::EnglishAuctionState&>(*state).truthFor(1);
        QCOMPARE(truth.remainingBudget, 8700.0);
        QCOMPARE(truth.totalProfits.at("Bidder 2"), 700.0);
        QCOMPARE(truth.itemsWon.at("Bidder 2"), (std::set<std::string>{"Item 1"}));
        QVERIFY(truth.itemsWon.at("Bidder 1").empty());
        // The model believes it made $800: one self error in 3 self checks (budget, own profit,
        // own items); the two other profits are right; items of others are not in the belief.
        const AuctionStatus belief{
            8700, {{"Bidder 1", 0}, {"Bidder 2", 800}, {"Bidder 3", 0}}, {{"Bidder 2", {"Item 1"}}}};
        const BeliefCheckCounts c = checkBelief("Bidder 2", belief, truth);
        QCOMPARE(c.selfChecks, 3);
        QCOMPARE(c.selfErrors, 1);
        QCOMPARE(c.otherChecks, 2);
        QCOMPARE(c.otherErrors, 0);
        QVERIFY(c.messages.front().find("$700, not $800") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestAucArenaMetrics)
#include "tst_aucarena_metrics.moc"
