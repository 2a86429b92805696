#pragma once
// State: one play-through of a game. Deterministic given (setup, actions): all chance comes
// from the Rng seeded by the setup, so replaying recorded steps restores it exactly.
#include <map>
#include <optional>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/rng.h"
#include "engine/game/action_spec.h"
#include "engine/game/round_outcome.h"

namespace nashlab::engine {

struct GameSetup {
    GameSetup() = default;
    // A constructor rather than aggregate initialisation, so that GameSetup{params, seats, rounds, seed}
    // keeps compiling (without missing-initializer warnings) as members are added.
    GameSetup(Json resolvedParams, int seats, int plannedRounds = 0, std::uint64_t sessionSeed = 0,
              Json carried = nullptr)
        : params(std::move(resolvedParams)),
          numSeats(seats),
          rounds(plannedRounds),
          seed(sessionSeed),
          carryIn(std::move(carried)) {}

    Json params;  ///< resolved (defaults filled, validated)
    int numSeats = 0;
    int rounds = 0;  ///< planned rounds (a game may end earlier)
    std::uint64_t seed = 0;
    /// What a previous session of the same run hands on (Game::carryOver), e.g. an auction's log
    /// for bidders that learn across auctions; null for most games and for a run's first session.
    Json carryIn;

    Json toJson() const {
        Json j = {{"params", params}, {"seats", numSeats}, {"rounds", rounds}, {"seed", seed}};
        if (!carryIn.is_null()) j["carry_in"] = carryIn;
        return j;
    }
};

class State {
public:
    virtual ~State() = default;

    virtual const GameSetup& setup() const = 0;
    /// 1-based number of the round in progress (rounds completed + 1).
    virtual int round() const = 0;
    /// Seats that must answer now: every live seat in a simultaneous step, one in a sequential one.
    virtual std::vector<int> actingSeats() const = 0;
    virtual ActionSpec actionSpec(int seat) const = 0;
    /// What this seat may know, with a "history" array of past rounds (oldest first) for prompts.
    virtual Json observation(int seat) const = 0;
    /// Game-specific legality of an already coerced action; the error is readable by a model.
    virtual Status validate(int seat, const Json& action) const = 0;
    /// Applies one step. `actions` holds every acting seat; a null action means the seat forfeited.
    /// Returns the outcome when the step completes a round.
    virtual std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) = 0;
    virtual bool finished() const = 0;
    virtual std::vector<double> cumulativePayoffs() const = 0;
    /// Reference play from theory for this seat now: {"action": ..., "payoff": ...}, or null.
    virtual Json reference(int seat) const = 0;
    virtual Json randomLegalAction(int seat, Rng& rng) const { return actionSpec(seat).randomAction(rng); }
    virtual Json defaultAction(int seat) const = 0;
    /// Snapshot: setup plus completed rounds (restored by replay through Game::restoreState).
    /// A step inside an unfinished round is not part of the snapshot.
    virtual Json toJson() const;
    virtual const std::vector<RoundOutcome>& history() const = 0;
};

}  // namespace nashlab::engine
