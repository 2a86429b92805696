#pragma once
// Scores a run folder: each session through its game's scorer, then every number aggregated
// over sessions (repetitions). This is what `nashlab-cli score` prints and the GUI charts.
#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"

namespace nashlab::engine {

/// {"run", "game", "sessions": [...], "scores": {mode: mean}, "score_stats": {mode: summary},
///  "seats": [{"seat", "name", "payoff": summary, ..., "mu", "sigma"}], "incomplete_sessions": n}
Result<Json> scoreRun(const RunRecord& run, const GameRegistry& registry);

}  // namespace nashlab::engine
