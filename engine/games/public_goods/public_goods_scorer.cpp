// Scores and metrics of public_goods: γ-Bench's 0–100 score (001 §1.4, §7; paper and code agree,
// so both modes report the same number) and per-seat contributions.
#include "engine/games/public_goods/public_goods_game.h"

namespace nashlab::engine::games {

Json PublicGoodsGame::score(const PlayedSession& session) const {
    const double endowment = session.params.at("tokens").get<double>();
    const auto n = static_cast<std::size_t>(session.numSeats);

    double contributionSum = 0.0;
    int cells = 0;
    Json roundTotals = Json::array();
    Json roundMeans = Json::array();
    std::vector<double> payoffSum(n, 0.0), referenceSum(n, 0.0), given(n, 0.0), rateSum(n, 0.0), finalTokens(n, 0.0);
    std::vector<int> answered(n, 0), rated(n, 0);
    for (const auto& r : session.rounds) {
        double total = 0.0;
        int count = 0;
        for (std::size_t i = 0; i < n; ++i) {
            payoffSum[i] += r.payoffs.at(i);
            const Json ref = i < r.reference.size() ? r.reference.at(i) : Json();
            if (ref.is_object() && ref.contains("payoff")) referenceSum[i] += ref.at("payoff").get<double>();
            const Json priv = i < r.privateReports.size() ? r.privateReports.at(i) : Json();
            if (priv.is_object() && priv.contains("tokens_after"))
                finalTokens[i] = priv.at("tokens_after").get<double>();
            const Json& a = r.actions.at(i);
            if (!a.is_number()) continue;
            const double c = a.get<double>();
            total += c;
            ++count;
            given[i] += c;
            ++answered[i];
            const double held = priv.is_object() ? priv.value("holdings", 0.0) : 0.0;
            if (held > 0.0) {
                rateSum[i] += c / held;
                ++rated[i];
            }
        }
        contributionSum += total;
        cells += count;
        roundTotals.push_back(total);
        roundMeans.push_back(count ? Json(total / count) : Json());
    }

    Json scores = Json::object();
    if (cells > 0) {
        // S4 = (1/NK) Σ_ij C_ij over the answers given.
        const double value = gamaBenchGoodsScore(contributionSum / cells, endowment);
        scores["gamabench_repo"] = value;
        scores["gamabench_paper"] = value;
    }
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"final_tokens", finalTokens[i]},
                     {"rationality", referenceSum[i] != 0.0 ? payoffSum[i] / referenceSum[i] : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        seat["mean_contribution"] = answered[i] ? Json(given[i] / answered[i]) : Json();
        seat["contribution_rate"] = rated[i] ? Json(rateSum[i] / rated[i]) : Json();
        perSeat.push_back(seat);
    }
    return {{"scores", scores},
            {"metrics",
             {{"round_totals", roundTotals},
              {"round_mean_contributions", roundMeans},
              {"mean_contribution", cells ? Json(contributionSum / cells) : Json()},
              {"rounds", session.rounds.size()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
