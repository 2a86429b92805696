#pragma once
// What provider tests share: quick retry options, an LLM seat's spec pointed at the fake server,
// a guess-average spec around seats, a whole experiment played on the event loop, and one
// decision asked of one LlmSeat directly.
#include <QElapsedTimer>
#include <memory>
#include <string>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"
#include "tests/support/fake_llm_server.h"

namespace nashlab::test {

/// Retries after 20 ms (at most 2 s, 3 of them), so fault tests take milliseconds, not seconds.
providers::ProviderOptions fastOptions(providers::CacheMode cache = providers::CacheMode::Off);

/// An LLM seat of `provider` at the fake server, model fake-small; `extra` adds or overrides fields.
engine::Json llmSeat(const FakeLlmServer& server, const std::string& provider,
                     engine::Json extra = engine::Json::object());

/// A guess_average spec (exits on a spec the engine refuses: a test's own mistake).
engine::ExperimentSpec makeSpec(engine::Json seats, int rounds, std::uint64_t seed,
                                engine::Json policy = engine::Json::object());

struct RunResult {
    engine::ExperimentOutcome outcome;
    std::vector<engine::Json> events;
    qint64 ms = 0;
};

/// Plays `spec` with the application's seat factory (events kept in memory, and also written to
/// `extraSink` when given), waiting on the event loop up to `timeoutMs`.
RunResult play(const engine::ExperimentSpec& spec, providers::ProviderOptions options,
               engine::EventSink* extraSink = nullptr, const engine::RunRecord* resume = nullptr,
               int timeoutMs = 30000);

/// The events of one type, in order.
std::vector<engine::Json> ofType(const std::vector<engine::Json>& events, const std::string& type);

/// One decision straight through an LlmSeat (prompt "rules"/"pick", seed 99).
engine::DecisionReply askOnce(providers::LlmSeat& seat, int timeoutMs = 20000, int answerTokens = 0);

std::unique_ptr<providers::LlmSeat> directSeat(const FakeLlmServer& server, const std::string& provider,
                                               engine::Json extra, std::shared_ptr<providers::ProviderContext> context);

/// A context with the cache off and fastOptions()' retries.
std::shared_ptr<providers::ProviderContext> fastContext();

}  // namespace nashlab::test
