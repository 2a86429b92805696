// Scores and metrics of guess_average: γ-Bench's 0–100 score in both modes (001 §1.1, §7) and
// EconArena's per-seat measures (000 §2): NE deviation, win rate, rationality degree.
#include <cmath>

#include "engine/games/guess_average/guess_average_game.h"
#include "engine/games/guess_average/guess_average_state.h"

namespace nashlab::engine::games {

Json GuessAverageGame::score(const PlayedSession& session) const {
    const Json& p = session.params;
    const double ratio = p.at("ratio").get<double>();
    const double prize = p.at("prize").get<double>();
    const auto n = static_cast<std::size_t>(session.numSeats);

    double lo = p.at("min").get<double>();
    double hi = p.at("max").get<double>();
    double sumOfRoundMeans = 0.0;
    int scoredRounds = 0;
    std::vector<double> choiceSum(n, 0.0), deviationSum(n, 0.0), payoffSum(n, 0.0);
    std::vector<int> answered(n, 0), wins(n, 0);
    Json roundMeans = Json::array();
    Json deviationByRound = Json::array();  // per round, per seat: |a − NE| / c̄ (null: no answer or no NE)
    Json winnersByRound = Json::array();
    const bool perRound = !session.scoresOnly;

    // One round's reading, the same from a record's JSON or the live session's typed rounds.
    const auto scoreRound = [&](const std::vector<double>& payoffs, const auto& actionOf, const auto& winnersOf) {
        const auto ne = guessEquilibrium(ratio, lo, hi);
        double roundSum = 0.0;
        int roundCount = 0;
        Json deviations;  // an array once a value is pushed (per-round metrics only)
        if (perRound) winnersByRound.push_back(winnersOf());
        for (std::size_t i = 0; i < n; ++i) {
            payoffSum[i] += payoffs.at(i);
            if (payoffs.at(i) > 0.0) ++wins[i];
            const Json& a = actionOf(i);
            if (perRound)
                deviations.push_back(a.is_number() && ne ? Json(std::fabs(a.get<double>() - *ne) / hi) : Json());
            if (!a.is_number()) continue;
            const double x = a.get<double>();
            roundSum += x;
            ++roundCount;
            choiceSum[i] += x;
            ++answered[i];
            // EconArena divides by c̄ (the printed formula divides by the NE, which is 0).
            if (ne) deviationSum[i] += std::fabs(x - *ne) / hi;
        }
        if (perRound) deviationByRound.push_back(n ? std::move(deviations) : Json::array());
        if (roundCount == 0) return;
        const double roundMean = roundSum / roundCount;
        if (perRound) roundMeans.push_back(roundMean);
        sumOfRoundMeans += roundMean - lo;
        ++scoredRounds;
    };
    for (const auto& r : session.rounds) {
        lo = r.publicReport.value("min", lo);
        hi = r.publicReport.value("max", hi);  // the drawn bound under a scale group
        scoreRound(
            r.payoffs, [&](std::size_t i) -> const Json& { return r.actions.at(i); },
            [&] { return r.publicReport.value("winners", Json::array()); });
    }

    Json scores = Json::object();
    if (scoredRounds > 0) {
        const double s1 = sumOfRoundMeans / scoredRounds;
        scores["gamabench_repo"] = gamaBenchGuessScore(s1, ratio, lo, hi, false);
        scores["gamabench_paper"] = gamaBenchGuessScore(s1, ratio, lo, hi, true);
    }

    const double rounds = static_cast<double>(session.rounds.size());
    const double nePayoffTotal = rounds * prize / static_cast<double>(n);
    const bool hasNe = guessEquilibrium(ratio, lo, hi).has_value();
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"wins", wins[i]},
                     {"win_rate", rounds > 0 ? wins[i] / rounds : 0.0},
                     {"rationality", nePayoffTotal > 0 ? payoffSum[i] / nePayoffTotal : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        seat["mean_choice"] = answered[i] ? Json(choiceSum[i] / answered[i]) : Json();
        seat["ne_deviation"] = answered[i] && hasNe ? Json(deviationSum[i] / answered[i]) : Json();
        perSeat.push_back(std::move(seat));
    }
    return {{"scores", scores},
            {"metrics",
             {{"round_means", roundMeans},
              {"ne_deviation_by_round", deviationByRound},
              {"winners_by_round", winnersByRound},
              {"rounds", session.rounds.size()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
