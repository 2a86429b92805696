// Scores of battle_royale (001 §1.7, §7, §8.7). γ-Bench credits a turn whose target is the live
// player with the highest hit rate other than the shooter; intentional misses and other targets
// count 0. The released code divides by the number of turns, and the paper's tables agree with
// it, so both modes use turns. The paper's printed 1/(N·k) is reported as a metric only.
#include <algorithm>

#include "engine/games/battle_royale/battle_royale_game.h"

namespace nashlab::engine::games {

Json BattleRoyaleGame::score(const PlayedSession& session) const {
    const auto n = static_cast<std::size_t>(session.numSeats);
    int turns = 0, correct = 0;
    std::vector<int> seatTurns(n, 0), seatCorrect(n, 0), misses(n, 0), hits(n, 0);
    std::vector<double> payoff(n, 0.0);
    std::vector<bool> alive(n, true);
    Json cumulativeShare = Json::array();  // γ-Bench Fig. 4 (7): running share of "strongest" shots

    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        for (std::size_t i = 0; i < n; ++i) payoff[i] += r.payoffs.at(i);
        const auto shooter = pub.at("shooter").get<std::size_t>();
        ++turns;
        ++seatTurns[shooter];
        if (pub.at("target").is_number()) {
            const int target = pub.at("target").get<int>();
            const auto& strongest = pub.at("strongest_others");
            if (std::find(strongest.begin(), strongest.end(), Json(target)) != strongest.end()) {
                ++correct;
                ++seatCorrect[shooter];
            }
        } else {
            ++misses[shooter];
        }
        if (pub.at("hit").get<bool>()) {
            ++hits[shooter];
            alive[pub.at("eliminated").get<std::size_t>()] = false;
        }
        cumulativeShare.push_back(static_cast<double>(correct) / turns);
    }

    Json scores = Json::object();
    if (turns > 0) {
        scores["gamabench_repo"] = 100.0 * correct / turns;
        scores["gamabench_paper"] = 100.0 * correct / turns;
    }
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        perSeat.push_back(
            {{"seat", i},
             {"payoff", payoff[i]},
             {"survived", alive[i] ? 1 : 0},
             {"turns", seatTurns[i]},
             {"targeted_strongest", seatCorrect[i]},
             {"strongest_share", seatTurns[i] ? Json(static_cast<double>(seatCorrect[i]) / seatTurns[i]) : Json()},
             {"intentional_misses", misses[i]},
             {"hits", hits[i]},
             {"invalid_attempts", invalid},
             {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}});
    }
    const double nk = static_cast<double>(n) * turns;
    return {{"scores", scores},
            {"metrics",
             {{"turns", turns},
              {"targeted_strongest", correct},
              {"survivors", std::count(alive.begin(), alive.end(), true)},
              {"strongest_share_cumulative", cumulativeShare},
              {"paper_formula_literal", nk > 0 ? Json(100.0 * correct / nk) : Json()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
