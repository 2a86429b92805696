// Scores and metrics of divide_dollar: γ-Bench's 0–100 score in both modes (001 §1.3, §7: the
// released code clips at 0, the paper's formula does not) and per-seat bids.
#include <cmath>

#include "engine/games/divide_dollar/divide_dollar_game.h"

namespace nashlab::engine::games {

Json DivideDollarGame::score(const PlayedSession& session) const {
    const double golds = session.params.at("golds").get<double>();
    const auto n = static_cast<std::size_t>(session.numSeats);
    const double fair = golds / static_cast<double>(n);

    std::vector<double> sums;
    Json bidSums = Json::array();
    int exceededRounds = 0;
    std::vector<double> payoffSum(n, 0.0), bidSum(n, 0.0), deviationSum(n, 0.0);
    std::vector<int> answered(n, 0);
    for (const auto& r : session.rounds) {
        double sum = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            payoffSum[i] += r.payoffs.at(i);
            const Json& a = r.actions.at(i);
            if (!a.is_number()) continue;
            const double bid = a.get<double>();
            sum += bid;
            bidSum[i] += bid;
            deviationSum[i] += std::fabs(bid - fair) / golds;
            ++answered[i];
        }
        sums.push_back(sum);
        bidSums.push_back(sum);
        if (sum > golds) ++exceededRounds;
    }

    Json scores = Json::object();
    if (!sums.empty()) {
        scores["gamabench_repo"] = gamaBenchDollarScore(sums, golds, true);
        scores["gamabench_paper"] = gamaBenchDollarScore(sums, golds, false);
    }
    const double rounds = static_cast<double>(session.rounds.size());
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"rationality", rounds > 0 ? payoffSum[i] / (rounds * fair) : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        seat["mean_bid"] = answered[i] ? Json(bidSum[i] / answered[i]) : Json();
        // |bid − G/N| / G, the distance from the symmetric equilibrium on a 0–1 scale.
        seat["ne_deviation"] = answered[i] ? Json(deviationSum[i] / answered[i]) : Json();
        perSeat.push_back(seat);
    }
    return {{"scores", scores},
            {"metrics",
             {{"bid_sums", bidSums},
              {"exceeded_rounds", exceededRounds},
              {"exceeded_rate", rounds > 0 ? exceededRounds / rounds : 0.0},
              {"rounds", session.rounds.size()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
