#pragma once
// Seat: anything that decides — a built-in bot, an LLM over a provider, a human, a replay.
// decide() may call back synchronously (bots) or later (network, a person); the SessionRunner
// handles both without recursion. A seat is owned by one session and used from its thread only.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/action_spec.h"

namespace nashlab::engine {

class State;

struct Message {
    std::string role;  ///< "system", "user" or "assistant"
    std::string content;
};

Json messagesToJson(const std::vector<Message>& messages);

struct DecisionRequest {
    std::string session;            ///< session id, e.g. "rep0"
    int round = 0;                  ///< 1-based
    int step = 0;                   ///< 0-based step within the round (sequential games have several)
    int seat = 0;                   ///< 0-based
    int attempt = 1;                ///< 1-based; > 1 after a rejected answer
    const State* state = nullptr;   ///< the game in progress, for bots' typed reads (valid during decide())
    Json observation;               ///< what this seat may know, structured (only for seats that read it)
    ActionSpec actionSpec;          ///< what it may answer
    std::vector<Message> messages;  ///< rendered prompt (empty for seats that do not read prompts)
    std::string feedback;           ///< why the previous attempt was rejected (empty on attempt 1)
    std::uint64_t seed = 0;         ///< deterministic per (session seed, seat, round, step, attempt)
    std::uint64_t replicate = 0;    ///< replicate id for response caches (same across attempts' content)
    /// The game's token budget for one answer (Game::answerTokens): what a model seat asks for
    /// when its settings name no max_tokens, so no answer runs on at the user's expense.
    int answerTokens = 0;
};

/// The error code of a seat that did not ask because the run's spending limit would be passed:
/// the session stops (resumable), it is not aborted, and the experiment launches nothing more.
inline constexpr const char* kBudgetReached = "budget_reached";

struct Usage {
    int promptTokens = 0;
    int completionTokens = 0;
};

struct DecisionReply {
    std::string rawText;         ///< the reply as received (models, humans); empty for bots
    std::optional<Json> action;  ///< set by seats that answer structurally (bots, humans)
    std::string reasoning;       ///< chain of thought or provider reasoning, kept apart from the answer
    Usage usage;
    double latencyMs = 0.0;
    double cost = 0.0;  ///< in the price table's currency
    bool cacheHit = false;
    std::optional<Error> error;  ///< the seat could not answer at all (network gone, cancelled)
    /// Set when the seat's time limit ran out without an answer (a person's countdown): says why.
    /// The invalid-answer policy's fallback applies at once, without further attempts.
    std::optional<std::string> timedOut;
    Json extra;  ///< seat-specific facts worth recording (provider, model, ...); null for none
};

class Seat {
public:
    using Callback = std::function<void(DecisionReply)>;
    virtual ~Seat() = default;

    /// Starts a decision; `done` is called exactly once, now or later, unless cancel() came first.
    virtual void decide(const DecisionRequest& request, Callback done) = 0;
    /// Drops any decision in flight; its callback will not be called.
    virtual void cancel() {}
    /// Whether the runner should render prompt messages for this seat (bots do not read them).
    virtual bool readsPrompt() const { return false; }
    /// Whether the request should carry the JSON observation (bots read the State instead).
    virtual bool readsObservation() const { return readsPrompt(); }
};

}  // namespace nashlab::engine
