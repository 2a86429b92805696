#include "engine/experiment/shard_merge.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "engine/core/atomic_file.h"
#include "engine/experiment/shard.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_spec_file.h"
#include "engine/record/run_writer.h"

namespace nashlab::engine {
namespace {

namespace fs = std::filesystem;

struct ShardFolder {
    std::string dir;
    Shard shard;
    Json spec;                                              ///< spec.json as written
    std::map<std::string, std::vector<std::string>> lines;  ///< events.jsonl lines by session, in file order
};

/// What must be equal between shards: the spec, apart from the version of NashLab that ran it.
Json comparable(Json spec) {
    spec.erase("nashlab_version");
    return spec;
}

Result<ShardFolder> readShardFolder(const std::string& dir) {
    ShardFolder folder{dir, {}, {}, {}};
    const std::string shardFile = (fs::path(dir) / kShardFile).string();
    if (!fs::exists(shardFile))
        return Error::make("invalid_spec", dir + " is not a shard's run folder (it has no " + std::string(kShardFile) +
                                               "; shards come from `run --shard I/N`)");
    auto shardJson = readJsonFile(shardFile);
    if (!shardJson) return shardJson.error();
    auto shard = shardFromJson(shardJson.value());
    if (!shard) return Error::make(shard.error().code, shardFile + ": " + shard.error().message);
    folder.shard = shard.value();
    auto spec = readJsonFile((fs::path(dir) / "spec.json").string());
    if (!spec) return spec.error();
    folder.spec = std::move(spec.value());
    return folder;
}

/// Every line of the shard's events.jsonl, by session, after readRun has checked the record holds
/// together. Lines are kept as written: the merged record is the shards' bytes, not a re-rendering.
Status readLines(ShardFolder& folder, const std::vector<std::string>& expected) {
    auto record = readRun(folder.dir);
    if (!record) return Error::make(record.error().code, folder.dir + ": " + record.error().message);
    const std::set<std::string> mine(expected.begin(), expected.end());
    for (const auto& s : record->sessions)
        if (!mine.contains(s.id))
            return Error::make("mismatch", folder.dir + " holds session '" + s.id + "', which is not shard " +
                                               folder.shard.label() + "'s");
    for (const auto& id : expected) {
        const SessionRecord* s = record->session(id);
        if (!s || !s->isFinished() || record->tornTail)
            return Error::make("unfinished", "shard " + folder.shard.label() + " (" + folder.dir + "): session '" + id +
                                                 "' has not finished; resume the shard alone with `nashlab-cli run "
                                                 "--resume " +
                                                 folder.dir + "`, then merge again");
    }
    std::ifstream in(fs::path(folder.dir) / "events.jsonl", std::ios::binary);
    if (!in) return Error::make("io", "cannot read " + folder.dir + "/events.jsonl");
    for (std::string line; std::getline(in, line);) {
        if (line.empty()) continue;
        const Json event = parseJsonOrDiscarded(line);
        if (!event.is_object() || !event.contains("session") || !event["session"].is_string())
            return Error::make("parse", folder.dir + "/events.jsonl: a line without a session: " + line.substr(0, 80));
        folder.lines[event["session"].get<std::string>()].push_back(std::move(line));
    }
    if (in.bad()) return Error::make("io", "cannot read " + folder.dir + "/events.jsonl");
    return okStatus();
}

}  // namespace

Result<MergedRun> mergeShards(const std::vector<std::string>& shardDirs, const std::string& outDir,
                              const GameRegistry& registry) {
    if (shardDirs.empty()) return Error::make("invalid_spec", "give the run folders of every shard to merge");
    std::error_code ec;
    if (fs::exists(outDir, ec) && (!fs::is_directory(outDir, ec) || !fs::is_empty(outDir, ec)))
        return Error::make("io", outDir + " exists and is not an empty folder; merge into a new one");
    std::vector<ShardFolder> folders;
    for (const auto& dir : shardDirs) {
        auto folder = readShardFolder(dir);
        if (!folder) return folder.error();
        folders.push_back(std::move(folder.value()));
    }
    const ShardFolder& first = folders.front();
    std::map<int, const ShardFolder*> byIndex;
    for (const auto& f : folders) {
        if (comparable(f.spec) != comparable(first.spec))
            return Error::make("mismatch", f.dir + " was run from a different spec than " + first.dir);
        if (f.shard.count != first.shard.count)
            return Error::make("mismatch", f.dir + " is shard " + f.shard.label() + " but " + first.dir + " is shard " +
                                               first.shard.label());
        if (const auto [it, fresh] = byIndex.emplace(f.shard.index, &f); !fresh)
            return Error::make("mismatch",
                               "shard " + f.shard.label() + " is given twice: " + it->second->dir + " and " + f.dir);
    }
    for (int i = 1; i <= first.shard.count; ++i)
        if (!byIndex.contains(i))
            return Error::make("mismatch", "shard " + Shard{i, first.shard.count}.label() +
                                               " is missing; give the "
                                               "run folders of all " +
                                               std::to_string(first.shard.count) + " shards");

    auto spec = parseExperimentSpec(first.spec, registry, 0);
    if (!spec) return Error::make(spec.error().code, first.dir + "/spec.json: " + spec.error().message);
    const Game& game = *registry.find(spec->game);

    std::vector<const ShardFolder*> ownerOf(static_cast<std::size_t>(spec->sessionCount()), nullptr);
    for (auto& f : folders) {
        auto sessions = shardSessions(spec.value(), f.shard, game);
        if (!sessions) return Error::make(sessions.error().code, f.dir + ": " + sessions.error().message);
        std::vector<std::string> ids;
        for (const int i : sessions.value()) {
            ids.push_back(sessionId(spec.value(), i));
            ownerOf[static_cast<std::size_t>(i)] = &f;
        }
        if (auto s = readLines(f, ids); !s) return s.error();
    }

    // Written into a folder of its own beside the target and renamed into place when whole: a
    // merge that fails (a full disk) leaves no half-written run behind that could pass for an
    // interrupted one, and of two merges into one --out, only the first to finish lands (the
    // other's rename meets a folder that is no longer empty and fails).
    const fs::path target = fs::path(outDir).lexically_normal();
    if (!target.parent_path().empty()) fs::create_directories(target.parent_path(), ec);
    const std::string staging = target.string() + ".merging-" + std::to_string(::getpid());
    if (!fs::create_directory(staging, ec))
        return Error::make("io", "cannot create the folder '" + staging + "'" + (ec ? ": " + ec.message() : ""));
    const auto failed = [&](Error error) {
        std::error_code ignored;
        fs::remove_all(staging, ignored);
        return error;
    };
    if (auto s = writeRunSpec(staging, first.spec); !s) return failed(s.error());
    MergedRun merged{target.string(), first.shard.count, spec->sessionCount(), 0};
    {
        auto writer = RunWriter::append(staging);
        if (!writer) return failed(writer.error());
        for (int i = 0; i < spec->sessionCount(); ++i) {
            const auto& lines = ownerOf[static_cast<std::size_t>(i)]->lines.at(sessionId(spec.value(), i));
            for (const auto& line : lines) writer.value()->writeText(line, EventType::Decision, false);
            merged.events += static_cast<long long>(lines.size());
        }
        writer.value()->close();
        if (const auto error = writer.value()->writeError(); !error.empty()) return failed(Error::make("io", error));
    }
    if (auto s = syncFile((fs::path(staging) / "events.jsonl").string()); !s) return failed(s.error());
    Json provenance = {{"shards", Json::array()}};
    for (int i = 1; i <= first.shard.count; ++i) provenance["shards"].push_back(byIndex.at(i)->dir);
    if (auto s = writeJsonFileAtomic((fs::path(staging) / "merged.json").string(), provenance); !s)
        return failed(s.error());
    if (::rename(staging.c_str(), target.c_str()) != 0) {
        const int e = errno;
        return failed(Error::make("io", "cannot move the merged run into '" + target.string() +
                                            "': " + std::strerror(e) +
                                            (e == ENOTEMPTY || e == EEXIST ? " (another merge wrote it first)" : "")));
    }
    return merged;
}

}  // namespace nashlab::engine
