#pragma once
// Shards: one run split over machines (a Slurm array, a few laptops). Shard I of N plays a fixed,
// deterministic part of the spec's sessions into its own run folder; `mergeShards`
// (shard_merge.h) joins the folders into the record one machine would have written. Session ids
// and seeds are those of the whole run, so where a session is played changes nothing in it.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.h"
#include "engine/experiment/experiment_spec.h"

namespace nashlab::engine {

struct Shard {
    int index = 1;  ///< 1-based, as Slurm array tasks usually count
    int count = 1;

    Json toJson() const { return {{"index", index}, {"count", count}}; }
    std::string label() const { return std::to_string(index) + "/" + std::to_string(count); }
};

/// The shard's record next to spec.json, so that a resumed shard plays the same sessions and a
/// merge knows what it holds. spec.json itself stays the whole run's.
inline constexpr const char* kShardFile = "shard.json";

/// "I/N" with 1 ≤ I ≤ N ≤ 100000.
Result<Shard> parseShard(std::string_view text);
Result<Shard> shardFromJson(const Json& j);

/// The spec's session indices (for sessionSpec()) that shard `shard` plays, in run order.
/// Sessions are dealt round-robin, so each shard gets a share of every treatment. When the
/// game's repetitions hand their outcome on (carriesOver) each treatment's sessions stay
/// together, in order, on one shard: then a design needs at least as many treatments as shards.
Result<std::vector<int>> shardSessions(const ExperimentSpec& spec, Shard shard, const Game& game);

}  // namespace nashlab::engine
