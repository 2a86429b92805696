#pragma once
// LlmSeat: an engine::Seat that asks a language model through a provider's wire format, the
// shared RequestScheduler and the ResponseCache. It answers with the model's raw text (the
// SessionRunner parses and validates it), reasoning, usage, latency, cost and cache hit.
// reply.error is set only when no answer could be had at all (endpoint gone, refused, cancelled).
#include <QElapsedTimer>
#include <functional>
#include <memory>
#include <optional>

#include "engine/experiment/experiment_runner.h"
#include "providers/cache/response_cache.h"
#include "providers/clients/wire.h"
#include "providers/scheduling/request_scheduler.h"
#include "providers/seats/key_store.h"
#include "providers/seats/price_table.h"
#include "providers/seats/spend_budget.h"

namespace nashlab::providers {

/// What all LLM seats of a process share: one scheduler (limits are per endpoint across
/// sessions), one cache file and the price table. Made by the seat factory on first use.
struct ProviderContext {
    /// `onWarning` (may be empty) hears of trouble that comes up during the run, once per kind:
    /// the cache that stops storing answers (a full disk), so a person learns that re-runs will pay.
    explicit ProviderContext(CacheMode mode, std::function<void(const std::string&)> onWarning = {});
    RequestScheduler scheduler;
    std::unique_ptr<ResponseCache> cache;
    PriceTable prices;
    std::optional<SpendBudget> budget;  ///< the run's spending limit, if it has one
    std::vector<std::string> warnings;  ///< cache set aside, bad price file: for the CLI to print

    /// Every key this process may send (each seat's, and the environment's key variables): none
    /// of them, nor anything shaped like a key, reaches a record, the cache or a message.
    void addSecret(const std::string& key);
    std::string scrub(std::string_view text) const;
    ChatResponse scrub(ChatResponse response) const;

private:
    std::vector<std::string> m_secrets;
};

struct LlmSeatConfig {
    ChatRequest request;  ///< provider, base_url, model, sampling; messages are filled per decision
    const WireFormat* wire = nullptr;
    bool structured = false;  ///< send the ActionSpec's JSON schema
    int timeoutMs = 120000;
    std::int64_t maxResponseBytes = kDefaultMaxResponseBytes;  ///< per attempt, streams included
    static constexpr std::int64_t kDefaultMaxResponseBytes = 8 << 20;
    std::string apiKey;    ///< kept in memory only; never recorded
    std::string endpoint;  ///< scheduler key: provider + base URL
    EndpointLimits limits;

    /// Reads a seat's "settings" (see docs/providers.md); the key is looked up here, without
    /// waiting: the environment, then the keychain entries `keys` holds (resolveKeys, before the
    /// run). Without them only the environment is read.
    static engine::Result<LlmSeatConfig> fromSettings(const engine::Json& settings, const std::string& seatName,
                                                      const ResolvedKeys& keys = {});
};

class LlmSeat final : public engine::Seat {
public:
    LlmSeat(LlmSeatConfig config, std::shared_ptr<ProviderContext> context);
    ~LlmSeat() override;

    void decide(const engine::DecisionRequest& request, Callback done) override;
    void cancel() override;
    bool readsPrompt() const override { return true; }

    /// Answer text as it streams in (live views); called from the event loop.
    void setOnText(std::function<void(const std::string&)> f) { m_onText = std::move(f); }

private:
    /// `checked`: the answer as the scheduler's body check decoded it (absent when none passed).
    void answered(const std::string& cacheKey, std::optional<ChatResponse> checked, HttpResult result);
    engine::DecisionReply baseReply(const ChatResponse& response) const;

    LlmSeatConfig m_config;
    std::shared_ptr<ProviderContext> m_context;
    RequestScheduler::Ticket m_ticket = 0;
    double m_reserved = 0;  ///< the in-flight request's estimated cost, held in the run's budget
    void releaseBudget(double actual);
    Callback m_done;
    QElapsedTimer m_clock;
    std::unique_ptr<StreamDecoder> m_stream;
    std::function<void(const std::string&)> m_onText;
};

}  // namespace nashlab::providers
