#pragma once
// The seat factory the applications use: built-in bots from the engine, plus LLM seats over
// provider clients. All LLM seats made by one factory share one ProviderContext (scheduler,
// response cache, price table), created on the first LLM seat.
//
// Keys: the factory never asks the keychain. Resolve the keys a spec needs first
// (resolveKeys(keyQueries(spec.seats), ...), from the event loop) and hand them in through
// ProviderOptions::keys; seats then find theirs at once.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "providers/cache/response_cache.h"
#include "providers/scheduling/request_scheduler.h"
#include "providers/seats/key_store.h"

namespace nashlab::providers {

struct ProviderContext;

struct ProviderOptions {
    CacheMode cache = CacheMode::ReadWrite;
    RetryPolicy retry;
    /// The keychain's answers for this run (resolveKeys); null: environment variables only.
    std::shared_ptr<const ResolvedKeys> keys;
    /// Hears, from the event loop, of trouble during the run that a person must learn of (the
    /// response cache that could not store an answer); once per kind of trouble. May be empty.
    std::function<void(const std::string& message)> onWarning = {};
    /// The run's spending limit in the price table's currency (0: none), and what the record being
    /// resumed spent already (SpendBudget).
    double budget = 0;
    double spentBefore = 0;
    std::string spendLedger = {};  ///< the run folder's spend.json (SpendBudget), or empty
};

/// Gives access to the shared context (for totals and warnings); null until an LLM seat is made.
using ContextHandle = std::shared_ptr<std::shared_ptr<ProviderContext>>;

engine::SeatFactory applicationSeatFactory(ProviderOptions options = {}, ContextHandle handle = nullptr);

/// Where the LLM seats among `seats` look for their keys (empty when there is none).
std::vector<KeyQuery> keyQueries(const std::vector<engine::SeatSpec>& seats);

}  // namespace nashlab::providers
