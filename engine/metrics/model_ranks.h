#pragma once
// Bradley–Terry ranks of the models a design pits against each other (issue 15). Every finished
// session is a set of pairwise games between its seats: seat A beats seat B when A's final total
// payoff is higher, equal totals are a draw (half a win each), as engine/tournament scores a match.
// Two seats of the same model are no game (a model does not rank against itself). The strengths
// come from engine/metrics/bradley_terry (log-odds, mean 0) with the tournament report's weak
// prior, their 95 % intervals from a percentile bootstrap over sessions (fixed seed: the same
// report every time). No Qt.
#include <compare>
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

/// Who played a seat, as the ranks count it. A language model (a live "llm" seat or a "replay" of
/// one: the same model's play) by its "model"; a bot by its strategy, as a tournament enters bots
/// beside models. A person is not ranked (empty `name`).
struct RankedPlayer {
    std::string name;  ///< the model, or the bot's strategy
    bool bot = false;
    bool ranked() const { return !name.empty(); }
    auto operator<=>(const RankedPlayer&) const = default;
};

/// The player of one seat entry of a session_started event's "seats" (SeatSpec::toJson()).
RankedPlayer rankedPlayerOf(const Json& seat);

/// One finished session as the ranks see it.
struct RankedSession {
    std::string treatment;             ///< the design's treatment label
    std::vector<RankedPlayer> seats;   ///< per seat
    std::vector<double> finalPayoffs;  ///< per seat: the total after the last round
};

/// Bootstrap resamples of the sessions for the intervals (as a tournament's default).
inline constexpr int kModelRankResamples = 200;

/// {"overall": [entry…], "by_treatment": {label: [entry…]}}, entries strongest first:
/// {"model", "kind": "model"|"bot", "strength", "ci95": [lo, hi], "rank", "sessions", "wins", "draws",
/// "losses"}; "rank" is 1 for the strongest, equal strengths share a rank (1, 1, 3); wins, draws and
/// losses count pairwise games. A treatment where fewer than two models meet is left out of
/// "by_treatment"; null when no two different models ever meet (nothing to rank).
/// `treatments` is the design's order of labels.
Json rankModels(const std::vector<RankedSession>& sessions, const std::vector<std::string>& treatments);

}  // namespace nashlab::engine
