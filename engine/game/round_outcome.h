#pragma once
// RoundOutcome: everything one completed round produced. It is written to the record as the
// `round_completed` event and is all that metrics, charts and scorers need.
#include <cstddef>
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct RoundOutcome {
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

class State;

/// The rounds of a session as a scorer reads them: either held (read from a record, built by a
/// test) or a live State's history, which is read in place, not copied.
class RoundsView {
public:
    RoundsView() = default;
    RoundsView(std::vector<RoundOutcome> rounds) : m_held(std::move(rounds)) {}  // NOLINT: implicit by design
    /// A live session's rounds; the view is valid while the State lives and plays no further.
    static RoundsView of(const State& state);

    const std::vector<RoundOutcome>& rounds() const { return m_live ? *m_live : m_held; }
    std::size_t size() const { return rounds().size(); }
    bool empty() const { return rounds().empty(); }
    const RoundOutcome& operator[](std::size_t index) const { return rounds()[index]; }
    const RoundOutcome& at(std::size_t index) const { return rounds().at(index); }
    const RoundOutcome& front() const { return rounds().front(); }
    const RoundOutcome& back() const { return rounds().back(); }
    auto begin() const { return rounds().begin(); }
    auto end() const { return rounds().end(); }

private:
    std::vector<RoundOutcome> m_held;
    const std::vector<RoundOutcome>* m_live = nullptr;
};

/// A finished (or partial) play-through as scorers see it.
struct PlayedSession {
    PlayedSession() = default;
    // A constructor (not aggregate initialisation), so the short form keeps compiling as members are added.
    PlayedSession(Json resolvedParams, int seats, RoundsView played, std::vector<int> invalid = {},
                  std::vector<int> answers = {}, std::vector<Json> decisionRecords = {})
        : params(std::move(resolvedParams)),
          numSeats(seats),
          rounds(std::move(played)),
          invalidAttempts(std::move(invalid)),
          decisions(std::move(answers)),
          decisionEvents(std::move(decisionRecords)) {}

    Json params;  ///< resolved parameters
    int numSeats = 0;
    RoundsView rounds;
    std::vector<int> invalidAttempts;  ///< per seat: rejected answers over the whole session
    std::vector<int> decisions;        ///< per seat: answers given (valid or not)
    /// The record's decision events ({"round", "seat", "valid", "source", ...}) when scored from a
    /// record; empty when scored live. Lets a game count answers per kind of round.
    std::vector<Json> decisionEvents;
    /// The caller reads only the result's "scores" (a session_finished event): a scorer may leave
    /// out its per-round metrics, which for a long session cost more than the scores themselves.
    bool scoresOnly = false;
};

}  // namespace nashlab::engine
