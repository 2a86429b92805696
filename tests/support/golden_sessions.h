#pragma once
// Golden sessions: a fixed family of seeded sessions for every game (random seat counts, bot
// strategies, parameters, rounds and history depths; every other session has one seat that reads
// its prompts, so the rendered prompts are checked too, by their SHA-256). Their events, minus the
// wall-clock fields, were recorded once from the engine before the State contract v2 and are kept
// in tests/data/golden/<game>.jsonl; tst_golden_records plays them again and compares event by event,
// so an engine refactor provably changes no result. tools: golden_records_gen writes the files.
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game.h"

namespace nashlab::test {

inline constexpr int kGoldenSessionsPerGame = 200;

/// The experiment spec of golden session `index` of `game` (deterministic).
engine::Json goldenSpec(const engine::Game& game, int index);

/// Plays golden session `index` and returns its events without the fields that change from run to
/// run ("t"). Errors in the spec or the run come back as a single {"error": ...} event.
std::vector<engine::Json> playGoldenSession(const engine::Game& game, int index);

/// One line of a golden file: {"index", "spec", "events"}.
engine::Json goldenLine(const engine::Game& game, int index);

}  // namespace nashlab::test
