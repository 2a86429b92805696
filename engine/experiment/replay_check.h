#pragma once
// Whether a record's numbers are the ones its own moves give. A record is text a person can edit:
// a one-digit change to a payoff, or an action changed without its payoff, would silently move
// every score read from it. Replaying each session's recorded steps under the game's rules from its
// recorded setup must give exactly its recorded payoffs; `run --resume`, `score` and `export`
// refuse a record where it does not, naming the session and round.
#include "engine/game/game.h"
#include "engine/game/state.h"
#include "engine/record/run_reader.h"

namespace nashlab::engine {

/// The replayed `state` holds the rounds of `record`, with its payoffs and cumulative payoffs.
Status sameAsRecorded(const State& state, const SessionRecord& record);

/// Replays every session of `run` that has rounds (its recorded setup, its recorded steps) and
/// compares (sameAsRecorded). Sessions without a session_started are left to the record reader.
Status recordReplays(const RunRecord& run, const Game& game);

}  // namespace nashlab::engine
