#include "engine/record/import/replay_import.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"
#include "engine/session/replay_seat.h"

namespace nashlab::engine {
namespace {

namespace fs = std::filesystem;

// Plays the spec into a new run folder under `runsDir`; returns the folder.
Result<std::string> replayInto(const std::string& runsDir, const std::string& path, const Json& specJson,
                               const RecordedActions& actions, const GameRegistry& registry) {
    auto spec = parseExperimentSpec(specJson, registry, 0);
    if (!spec) return Error::make(spec.error().code, path + ": " + spec.error().message);
    auto writer = RunWriter::create(runsDir, spec->name, spec->toJson());
    if (!writer) return writer.error();
    SeatFactory replay = [&actions](const Game&, const SessionSpec&, int seat) -> Result<std::unique_ptr<Seat>> {
        if (static_cast<std::size_t>(seat) >= actions.size())
            return Error::make("import", "no recorded actions for seat " + std::to_string(seat + 1));
        return std::unique_ptr<Seat>(std::make_unique<ReplaySeat>(actions[static_cast<std::size_t>(seat)]));
    };
    const PromptBuilder prompts;
    ExperimentRunner runner(*registry.find(spec->game), spec.value(), replay, *writer.value(), prompts);
    runner.start();
    if (!runner.done() || runner.outcome().finished != 1) {
        const std::string why = runner.outcome().errors.empty() ? "unknown reason" : runner.outcome().errors.front();
        return Error::make("import", path + ": the recorded actions do not replay under NashLab's rules: " + why);
    }
    writer.value()->flush();
    if (const std::string failed = writer.value()->writeError(); !failed.empty()) return Error::make("io", failed);
    return writer.value()->dir();
}

// Moves a finished run folder into `runsDir` under its own name (or name-2, name-3, ... when taken).
Result<std::string> moveInto(const fs::path& runsDir, const fs::path& played) {
    const std::string name = played.filename().string();
    std::error_code ec;
    for (int n = 1; n < 1000; ++n) {
        const fs::path target = runsDir / (n == 1 ? name : name + "-" + std::to_string(n));
        if (fs::exists(target)) continue;
        fs::rename(played, target, ec);
        if (!ec) return target.string();
    }
    return Error::make("io", "cannot move the imported run into '" + runsDir.string() + "': " + ec.message());
}

}  // namespace

Result<std::string> replayIntoRunFolder(const std::string& path, const Json& spec, const RecordedActions& actions,
                                        const std::string& runsDir, const GameRegistry& registry) {
    // Played in a hidden folder of its own and moved into the runs folder only once it replayed
    // whole: a failed import leaves nothing (a half-played import looks resumable but cannot be
    // resumed: its seats replay a file, not a model), and an interrupted one only that hidden folder.
    std::error_code ec;
    fs::create_directories(runsDir, ec);
    if (ec) return Error::make("io", "cannot create the runs folder '" + runsDir + "': " + ec.message());
    std::string pattern = (fs::path(runsDir) / ".import-XXXXXX").string();
    if (!mkdtemp(pattern.data()))
        return Error::make("io", "cannot create a folder in '" + runsDir + "': " + std::strerror(errno));
    const fs::path staging = pattern;
    auto played = replayInto(staging.string(), path, spec, actions, registry);
    Result<std::string> moved = played ? moveInto(runsDir, played.value()) : played.error();
    fs::remove_all(staging, ec);
    return moved;
}

std::vector<std::string> importFilesIn(const std::vector<std::string>& paths) {
    std::vector<std::string> files;
    for (const auto& path : paths) {
        std::error_code ec;
        if (!fs::is_directory(path, ec)) {
            files.push_back(path);  // a missing or odd file is reported by its importer
            continue;
        }
        std::vector<std::string> found;
        for (auto it = fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
            // Every .json entry that is not a folder: a FIFO, a device or a dangling link is then
            // reported by its importer ("not a regular file", "cannot open"), not passed over.
            if (it->path().extension() == ".json" && !it->is_directory(ec)) found.push_back(it->path().string());
        std::sort(found.begin(), found.end());
        if (found.empty()) found.push_back(path);  // reported by its importer: a folder is not a file
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

std::vector<ImportedFile> importEach(const std::vector<std::string>& paths, const std::string& runsDir,
                                     const GameRegistry& registry, const FileImporter& importer) {
    std::vector<ImportedFile> report;
    for (const auto& file : importFilesIn(paths)) {
        ImportedFile item;
        item.file = file;
        auto imported = importer(file, runsDir, registry);
        if (imported) {
            item.runDir = imported->runDir;
            item.notes = imported->notes;
        } else {
            item.error = imported.error().message;
            item.errorCode = imported.error().code;
        }
        report.push_back(std::move(item));
    }
    return report;
}

}  // namespace nashlab::engine
