#pragma once
// Imports GAMA(γ)-Bench's saved result files (001 §6 "Saved run JSON schema":
// {meta, round_records, player_data}) as NashLab run folders, so published runs can be
// re-scored, charted and compared. The recorded choices are replayed through NashLab's own
// game rules by ReplaySeats, so the record is exactly what a NashLab run of them would write.
#include <string>

#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/record/import/replay_import.h"

namespace nashlab::engine {

/// Which NashLab game a γ-Bench file holds, recognised by its round-record fields.
Result<std::string> detectGamaBenchGame(const Json& file);

/// Converts one γ-Bench file into a NashLab spec (with "replay" seats) and the per-seat recorded
/// actions by (round, step). `sourceName` is kept in the spec's description.
struct GamaBenchRun {
    Json spec;                ///< parseable by parseExperimentSpec
    RecordedActions actions;  ///< per seat
};
Result<GamaBenchRun> convertGamaBench(const Json& file, const std::string& sourceName, const GameRegistry& registry);

/// Converts and plays the file into a new run folder under `runsDir`; returns the folder.
Result<std::string> importGamaBenchFile(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry);

/// The same as a FileImporter (replay_import.h), for importEach: the folder, no notes.
Result<ImportResult> importGamaBenchRun(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry);

}  // namespace nashlab::engine
