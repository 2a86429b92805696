#pragma once
// State: one play-through of a game. Deterministic given (setup, actions): all chance comes
// from the Rng seeded by the setup, so replaying recorded steps restores it exactly.
//
// The contract (OpenSpiel's shape). The base class owns what every game shares: the setup, the
// completed rounds, the cumulative payoffs and the round counter, and a non-virtual apply() that
// checks a step (exactly the acting seats; each action legal, or null for a forfeit), hands it to
// the game's doApply(), and records the round when the step completes one. A game supplies the
// rules (actingSeats, actionSpec, validate, doApply, finished, reference, defaultAction), what a
// seat knows now (situation) and how one past round reads for one seat (pastRound); observation()
// joins them, reading only the last `historyDepth` rounds, so a long session costs the same per
// decision as a short one. Every virtual answers a question about the rules; actions are JSON at
// every boundary, and a completed round has one form, RoundOutcome. Bots may read a game's typed
// accessors instead of JSON.
#include <map>
#include <optional>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/rng.h"
#include "engine/core/shared.h"
#include "engine/game/action_spec.h"
#include "engine/game/round_outcome.h"

namespace nashlab::engine {

struct GameSetup {
    GameSetup() = default;
    // A constructor rather than aggregate initialisation, so that GameSetup{params, seats, rounds, seed}
    // keeps compiling (without missing-initializer warnings) as members are added.
    GameSetup(Shared<Json> resolvedParams, int seats, int plannedRounds = 0, std::uint64_t sessionSeed = 0,
              Json carried = nullptr)
        : params(std::move(resolvedParams)),
          numSeats(seats),
          rounds(plannedRounds),
          seed(sessionSeed),
          carryIn(std::move(carried)) {}

    /// Resolved (defaults filled, validated); shared by a run's sessions, not copied per session.
    Shared<Json> params;
    int numSeats = 0;
    int rounds = 0;  ///< planned rounds (a game may end earlier)
    std::uint64_t seed = 0;
    /// What a previous session of the same run hands on (Game::carryOver), e.g. an auction's log
    /// for bidders that learn across auctions; null for most games and for a run's first session.
    Json carryIn;

    Json toJson() const {
        Json j = {{"params", params.get()}, {"seats", numSeats}, {"rounds", rounds}, {"seed", seed}};
        if (!carryIn.is_null()) j["carry_in"] = carryIn;
        return j;
    }
};

/// What State::apply() did with one step: refused it (error), applied it inside a round still in
/// progress (no round), or completed a round (round() is the recorded outcome). Reads like an
/// optional outcome, so `if (auto r = state.apply(step)) use(r->payoffs)` works.
class State;

class AppliedStep {
public:
    AppliedStep() = default;
    AppliedStep(const State* state, std::size_t completedIndex) : m_state(state), m_index(completedIndex) {}
    explicit AppliedStep(Error refused) : m_error(std::move(refused)) {}

    bool has_value() const { return m_state != nullptr; }
    /// The index of the completed round in State::history().
    std::size_t index() const { return m_index; }
    explicit operator bool() const { return has_value(); }
    const RoundOutcome& value() const;
    const RoundOutcome& operator*() const { return value(); }
    const RoundOutcome* operator->() const { return &value(); }
    bool refused() const { return m_error.has_value(); }
    const std::optional<Error>& error() const { return m_error; }

private:
    const State* m_state = nullptr;
    std::size_t m_index = 0;
    std::optional<Error> m_error;
};

/// Something only some seats may know at this point of the game: a hand of cards, a secret word,
/// a valuation. The information-leak test (tst_private_info) checks, for every game and every
/// decision, that no other seat's observation holds `value`: as an equal JSON value anywhere in
/// it, or, when `key` is set, as the value of a member of that name (for values that may rightly
/// appear elsewhere, like a number); a text value must also not be a word of that seat's prompt.
struct PrivateFact {
    std::string what;          ///< e.g. "seat 2's hole cards", for the test's message
    Json value;                ///< what must not reach the others
    std::vector<int> knownTo;  ///< the seats that may know it
    std::string key = {};      ///< where the value would show (empty: anywhere)
};

class State {
public:
    explicit State(GameSetup setup);
    virtual ~State() = default;

    const GameSetup& setup() const { return m_setup; }
    int numSeats() const { return m_setup.numSeats; }
    /// 1-based number of the round in progress (rounds completed + 1).
    int round() const { return static_cast<int>(m_history.size()) + 1; }
    /// Completed rounds, oldest first.
    const std::vector<RoundOutcome>& history() const { return m_history; }
    /// How many rounds are complete.
    std::size_t roundsCompleted() const { return m_history.size(); }
    /// Completed round `index` (0-based).
    const RoundOutcome& roundAt(std::size_t index) const { return m_history.at(index); }
    /// The payoffs of completed round `index`, and the cumulative payoffs after it.
    const std::vector<double>& payoffsAt(std::size_t index) const { return m_history.at(index).payoffs; }
    const std::vector<double>& cumulativeAt(std::size_t index) const { return m_history.at(index).cumulative; }
    /// Per seat: the sum of every completed round's payoffs.
    const std::vector<double>& cumulativePayoffs() const { return m_cumulative; }

    // ---- The rules: what a game answers ----

    /// Seats that must answer now: every live seat in a simultaneous step, one in a sequential
    /// one; empty once the game is over.
    virtual std::vector<int> actingSeats() const = 0;
    virtual ActionSpec actionSpec(int seat) const = 0;
    /// Game-specific legality of an already coerced action; the error is readable by a model.
    virtual Status validate(int seat, const Json& action) const = 0;
    virtual bool finished() const = 0;
    /// Reference play from theory for this seat now: {"action": ..., "payoff": ...}, or null.
    virtual Json reference(int seat) const = 0;
    virtual Json randomLegalAction(int seat, Rng& rng) const { return actionSpec(seat).randomAction(rng); }
    virtual Json defaultAction(int seat) const = 0;
    /// The action by which `seat`, whose turn it is, loses the game at once (the lose_game
    /// fallback); apply() accepts it and records it like any step, so resume replays it. Null in
    /// games without a loser (GameInfo::supportsLoseGame false).
    virtual Json concession(int /*seat*/) const { return nullptr; }
    /// What is private now, and to whom (empty in games of complete information).
    virtual std::vector<PrivateFact> privateFacts() const { return {}; }
    /// How many entries a full "history" would have for this seat (a game may leave rounds out).
    virtual int historyLength(int seat) const;

    // ---- What the base does with them ----

    /// What this seat may know: situation() plus a "history" array with the last `historyDepth`
    /// past rounds as pastRound() reads them (oldest first; -1 all, 0 none).
    Json observation(int seat, int historyDepth = -1) const;
    /// Applies one step. `actions` holds exactly the acting seats; a null action means the seat
    /// forfeited. A step with a missing or extra seat, or an illegal action, is refused and
    /// changes nothing. Records the round (actions, steps, cumulative payoffs) when one completes.
    AppliedStep apply(const std::map<int, Json>& actions);
    /// Snapshot: setup plus completed rounds (restored by replay through Game::restoreState).
    /// A step inside an unfinished round is not part of the snapshot.
    Json toJson() const;

protected:
    /// The seat's view of the round in progress: every observation field but "history".
    virtual Json situation(int seat) const = 0;
    /// One completed round as `seat` may know it, or null when it is not part of that seat's history.
    virtual Json pastRound(const RoundOutcome& round, int seat) const = 0;
    /// Applies a checked step. When the step completes a round, returns its outcome with actions,
    /// payoffs, public and private reports and reference filled in; the base adds the round
    /// number, the round's steps (every step applied since the last round, as given) and the
    /// cumulative payoffs, then records it.
    virtual std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) = 0;
    /// What apply() requires of each action: legality under the rules. Defaults to validate(); a
    /// game whose validate() also judges what a model is asked to revise (an auction bidder's
    /// belief about the state, re-asked when wrong) keeps only the rules here, so a recorded step
    /// replays on resume exactly as it was accepted.
    virtual Status legalInStep(int seat, const Json& action) const { return validate(seat, action); }

    /// Resolved parameters, seats, planned rounds and seed, for the game's own use.
    GameSetup m_setup;

private:
    Status checkStep(const std::map<int, Json>& actions) const;

    std::vector<RoundOutcome> m_history;
    std::vector<double> m_cumulative;
    Json m_steps = Json::array();  ///< steps applied in the round in progress
};

}  // namespace nashlab::engine
