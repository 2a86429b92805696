#pragma once
// Model calls of a run: how many decisions went to a provider, how many the cache answered,
// tokens and cost, in total and per seat (the "Model calls" line of `nashlab-cli score`).
#include <optional>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct ModelCall {
    int seat = 0;
    double cost = 0.0;
    bool cacheHit = false;
    long long promptTokens = 0;
    long long completionTokens = 0;
};

/// The call behind a decision event, if a provider answered it (its "extra" names one).
std::optional<ModelCall> modelCall(const Json& decision);

/// {"decisions", "cache_hits", "cache_misses", "prompt_tokens", "completion_tokens", "cost",
///  "per_seat": [{"seat", "decisions", "cost"}]}, summed in the order given (record order).
Json modelCallTotals(const std::vector<ModelCall>& calls);

}  // namespace nashlab::engine
