#include "engine/experiment/shard.h"

#include <charconv>

namespace nashlab::engine {
namespace {

constexpr int kMaxShards = 100000;

Result<Shard> checked(long long index, long long count, const std::string& written) {
    if (count < 1 || count > kMaxShards || index < 1 || index > count)
        return Error::make("invalid_value", "a shard is I/N with 1 ≤ I ≤ N ≤ " + std::to_string(kMaxShards) +
                                                " (e.g. 2/4), got '" + written + "'");
    return Shard{static_cast<int>(index), static_cast<int>(count)};
}

bool parseWhole(std::string_view text, long long& out) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty();
}

}  // namespace

Result<Shard> parseShard(std::string_view text) {
    const auto slash = text.find('/');
    long long index = 0;
    long long count = 0;
    if (slash == std::string_view::npos || !parseWhole(text.substr(0, slash), index) ||
        !parseWhole(text.substr(slash + 1), count))
        return checked(0, 0, std::string(text));
    return checked(index, count, std::string(text));
}

Result<Shard> shardFromJson(const Json& j) {
    if (!j.is_object() || !j.contains("index") || !j.contains("count") || !j["index"].is_number_integer() ||
        !j["count"].is_number_integer())
        return Error::make("invalid_value",
                           "a shard record must be {\"index\": I, \"count\": N}, got " + shortJson(j, 60));
    return checked(j["index"].get<long long>(), j["count"].get<long long>(),
                   std::to_string(j["index"].get<long long>()) + "/" + std::to_string(j["count"].get<long long>()));
}

Result<std::vector<int>> shardSessions(const ExperimentSpec& spec, Shard shard, const Game& game) {
    const int total = spec.sessionCount();
    std::vector<int> sessions;
    if (!carriesOver(game, spec)) {
        for (int i = shard.index - 1; i < total; i += shard.count) sessions.push_back(i);
        return sessions;
    }
    const int treatments = std::max<int>(1, static_cast<int>(spec.treatments.size()));
    if (shard.count > treatments)
        return Error::make("invalid_value", "game '" + spec.game +
                                                "' hands each repetition's outcome to the next, so a shard holds "
                                                "whole treatments; this run has " +
                                                std::to_string(treatments) +
                                                (treatments == 1 ? " treatment" : " treatments") + ", so at most " +
                                                std::to_string(treatments) + (treatments == 1 ? " shard" : " shards") +
                                                ", not " + std::to_string(shard.count));
    const int reps = std::max(1, spec.repetitions);
    for (int t = shard.index - 1; t < treatments; t += shard.count)
        for (int r = 0; r < reps; ++r) sessions.push_back(t * reps + r);
    return sessions;
}

}  // namespace nashlab::engine
