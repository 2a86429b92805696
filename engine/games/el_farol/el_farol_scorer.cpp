// Scores and metrics of el_farol: γ-Bench's 0–100 score (001 §1.2, §7; paper and code agree, so
// both modes report the same number) and per-seat attendance.
#include "engine/games/el_farol/el_farol_game.h"

namespace nashlab::engine::games {

Json ElFarolGame::score(const PlayedSession& session) const {
    const double ratio = session.params.at("ratio").get<double>();
    const auto n = static_cast<std::size_t>(session.numSeats);

    std::vector<double> shares;
    Json goCounts = Json::array();
    Json crowded = Json::array();
    std::vector<double> payoffSum(n, 0.0);
    std::vector<int> went(n, 0), answered(n, 0), fun(n, 0);
    for (const auto& r : session.rounds) {
        int goers = 0;
        for (std::size_t i = 0; i < n; ++i) {
            payoffSum[i] += r.payoffs.at(i);
            const Json& a = r.actions.at(i);
            if (!a.is_string()) continue;
            ++answered[i];
            if (a == "go") {
                ++goers;
                ++went[i];
                if (!r.publicReport.value("crowded", false)) ++fun[i];
            }
        }
        // D_ij over all N players, as γ-Bench divides go_num by player_num.
        shares.push_back(static_cast<double>(goers) / static_cast<double>(n));
        goCounts.push_back(goers);
        crowded.push_back(r.publicReport.value("crowded", false));
    }

    Json scores = Json::object();
    if (!shares.empty()) {
        const double value = gamaBenchBarScore(shares, ratio);
        scores["gamabench_repo"] = value;
        scores["gamabench_paper"] = value;
    }
    double meanShare = 0.0;
    for (double s : shares) meanShare += s;
    if (!shares.empty()) meanShare /= static_cast<double>(shares.size());

    const double rounds = static_cast<double>(session.rounds.size());
    const Json params = session.params;
    const double refPayoff = elFarolReferencePayoff(ratio, session.numSeats, params.at("min").get<double>(),
                                                    params.at("max").get<double>(), params.at("home").get<double>());
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"rationality", rounds > 0 && refPayoff != 0.0 ? payoffSum[i] / (rounds * refPayoff) : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        seat["go_rate"] = answered[i] ? Json(static_cast<double>(went[i]) / answered[i]) : Json();
        seat["fun_rate"] = went[i] ? Json(static_cast<double>(fun[i]) / went[i]) : Json();
        perSeat.push_back(seat);
    }
    return {{"scores", scores},
            {"metrics",
             {{"go_counts", goCounts},
              {"crowded", crowded},
              {"mean_go_share", meanShare},
              {"capacity", elFarolCapacity(ratio, session.numSeats)},
              {"rounds", session.rounds.size()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
