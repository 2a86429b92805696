#pragma once
// RoundOutcome: everything one completed round produced. It is written to the record as the
// `round_completed` event and is all that metrics, charts and scorers need.
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct RoundOutcome {
    /// Tag: the JSON parts are left null, to be filled by State::describeRound() when read.
    struct DescribedLater {};
    RoundOutcome() = default;
    explicit RoundOutcome(DescribedLater)
        : actions(nullptr), steps(nullptr), publicReport(nullptr), privateReports(nullptr), reference(nullptr) {}

    int round = 0;                 ///< 1-based
    Json actions = Json::array();  ///< per seat: the applied action, or null (did not act / forfeited)
    Json steps = Json::array();  ///< applied steps in order, each {"<seat>": action}; replaying them restores the state
    std::vector<double> payoffs;          ///< per seat, this round
    std::vector<double> cumulative;       ///< per seat, after this round
    Json publicReport = Json::object();   ///< what every seat learns (average, winner, ...)
    Json privateReports = Json::array();  ///< per seat: what only that seat learns
    Json reference = Json::array();       ///< per seat: {"action": ..., "payoff": ...} from theory, or null

    Json toJson() const;
    static Result<RoundOutcome> fromJson(const Json& j);
};

/// A finished (or partial) play-through as scorers see it.
struct PlayedSession {
    PlayedSession() = default;
    // A constructor (not aggregate initialisation), so the short form keeps compiling as members are added.
    PlayedSession(Json resolvedParams, int seats, std::vector<RoundOutcome> played, std::vector<int> invalid = {},
                  std::vector<int> answers = {}, std::vector<Json> decisionRecords = {})
        : params(std::move(resolvedParams)),
          numSeats(seats),
          rounds(std::move(played)),
          invalidAttempts(std::move(invalid)),
          decisions(std::move(answers)),
          decisionEvents(std::move(decisionRecords)) {}

    Json params;  ///< resolved parameters
    int numSeats = 0;
    std::vector<RoundOutcome> rounds;
    std::vector<int> invalidAttempts;  ///< per seat: rejected answers over the whole session
    std::vector<int> decisions;        ///< per seat: answers given (valid or not)
    /// The record's decision events ({"round", "seat", "valid", "source", ...}) when scored from a
    /// record; empty when scored live. Lets a game count answers per kind of round.
    std::vector<Json> decisionEvents;
};

}  // namespace nashlab::engine
