#pragma once
// What every importer of published runs shares: the recorded actions are played through NashLab's
// own rules by ReplaySeats into a hidden folder, which becomes a run folder only once it replayed
// whole (a failed import leaves nothing behind), and a set of files or folders is imported file
// by file, each reported as imported or refused with its reason: nothing is dropped silently.
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game_registry.h"

namespace nashlab::engine {

/// Per seat: (round, step) -> the recorded action.
using RecordedActions = std::vector<std::map<std::pair<int, int>, Json>>;

/// Plays `spec` with replay seats into a new run folder under `runsDir`; returns the folder.
/// `path` names the source in error messages.
Result<std::string> replayIntoRunFolder(const std::string& path, const Json& spec, const RecordedActions& actions,
                                        const std::string& runsDir, const GameRegistry& registry);

/// One file of an import: where it went, or why it was refused, and what it flags.
struct ImportedFile {
    std::string file;
    std::string runDir;              ///< empty when refused
    std::string error;               ///< why it was refused
    std::string errorCode;           ///< "io" for file errors
    std::vector<std::string> notes;  ///< e.g. days where a record disagrees with the rules
    bool ok() const { return error.empty(); }
};

/// Imports one file into `runsDir`: the folder, with notes, or an error.
struct ImportResult {
    std::string runDir;
    std::vector<std::string> notes;
};
using FileImporter =
    std::function<Result<ImportResult>(const std::string& path, const std::string& runsDir, const GameRegistry&)>;

/// The files to import: each path as given, a folder as every *.json below it (sorted).
std::vector<std::string> importFilesIn(const std::vector<std::string>& paths);

/// Imports every file of `paths` (folders expanded) and reports each one.
std::vector<ImportedFile> importEach(const std::vector<std::string>& paths, const std::string& runsDir,
                                     const GameRegistry& registry, const FileImporter& importer);

}  // namespace nashlab::engine
