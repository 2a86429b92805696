// Scores and metrics of diners_dilemma: γ-Bench's 0–100 score (001 §1.5, §7; paper and code agree,
// so both modes report the same number) and per-seat order rates.
#include "engine/games/diners_dilemma/diners_dilemma_game.h"

namespace nashlab::engine::games {

Json DinersDilemmaGame::score(const PlayedSession& session) const {
    const auto n = static_cast<std::size_t>(session.numSeats);
    const DinerPrices prices = DinerPrices::fromParams(session.params);
    const double nePayoff = prices.dominantDish(session.numSeats) == "costly"
                                ? prices.costlyUtility - prices.costlyPrice
                                : prices.cheapUtility - prices.cheapPrice;

    int costlyOrders = 0;
    int orders = 0;
    Json costlyCounts = Json::array();
    Json billShares = Json::array();
    std::vector<double> payoffSum(n, 0.0);
    std::vector<int> costly(n, 0), answered(n, 0);
    for (const auto& r : session.rounds) {
        int roundCostly = 0;
        for (std::size_t i = 0; i < n; ++i) {
            payoffSum[i] += r.payoffs.at(i);
            const Json& a = r.actions.at(i);
            if (!a.is_string()) continue;
            ++answered[i];
            ++orders;
            if (a == "costly") {
                ++costly[i];
                ++roundCostly;
                ++costlyOrders;
            }
        }
        costlyCounts.push_back(roundCostly);
        billShares.push_back(r.publicReport.value("bill_share", 0.0));
    }

    Json scores = Json::object();
    if (orders > 0) {
        const double value = gamaBenchDinerScore(costlyOrders, orders);
        scores["gamabench_repo"] = value;
        scores["gamabench_paper"] = value;
    }
    const double rounds = static_cast<double>(session.rounds.size());
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"rationality", rounds > 0 && nePayoff != 0.0 ? payoffSum[i] / (rounds * nePayoff) : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        seat["costly_rate"] = answered[i] ? Json(static_cast<double>(costly[i]) / answered[i]) : Json();
        perSeat.push_back(seat);
    }
    return {{"scores", scores},
            {"metrics",
             {{"costly_counts", costlyCounts},
              {"bill_shares", billShares},
              {"costly_share", orders ? Json(static_cast<double>(costlyOrders) / orders) : Json()},
              {"rounds", session.rounds.size()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
