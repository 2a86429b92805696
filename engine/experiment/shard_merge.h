#pragma once
// Joining shards: the run folders of every shard of one run (shard.h) become one run folder
// whose record is the one a single machine would have written — the same spec.json, every
// session's events as played, sessions in run order. Only finished shards are joined: a shard
// that died is resumed alone first (`nashlab-cli run --resume SHARD_DIR`).
#include <string>
#include <vector>

#include "engine/game/game_registry.h"

namespace nashlab::engine {

struct MergedRun {
    std::string dir;  ///< the new run folder
    int shards = 0;
    int sessions = 0;
    long long events = 0;
};

/// Checks that `shardDirs` are every shard of one run, each finished, then writes the merged run
/// folder `outDir` (made; an existing folder must be empty). Errors name the folder and what is
/// wrong (a shard missing or given twice, a different spec, an unfinished session and how to
/// resume it); nothing is written before every check has passed.
Result<MergedRun> mergeShards(const std::vector<std::string>& shardDirs, const std::string& outDir,
                              const GameRegistry& registry);

}  // namespace nashlab::engine
