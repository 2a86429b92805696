#pragma once
// The seat factory the applications use: built-in bots from the engine, plus LLM seats over
// provider clients. All LLM seats made by one factory share one ProviderContext (scheduler,
// response cache, price table), created on the first LLM seat.
#include <memory>

#include "engine/experiment/experiment_runner.h"
#include "providers/cache/response_cache.h"
#include "providers/scheduling/request_scheduler.h"

namespace nashlab::providers {

struct ProviderContext;

struct ProviderOptions {
    CacheMode cache = CacheMode::ReadWrite;
    RetryPolicy retry;
};

/// Gives access to the shared context (for totals and warnings); null until an LLM seat is made.
using ContextHandle = std::shared_ptr<std::shared_ptr<ProviderContext>>;

engine::SeatFactory applicationSeatFactory(ProviderOptions options = {}, ContextHandle handle = nullptr);

}  // namespace nashlab::providers
