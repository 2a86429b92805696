#include "tests/support/llm_test_session.h"

#include <QEventLoop>
#include <QTimer>
#include <optional>

#include "engine/game/game_registry.h"

namespace nashlab::test {

using engine::Json;
using namespace nashlab::providers;

ProviderOptions fastOptions(CacheMode cache) {
    ProviderOptions o;
    o.cache = cache;
    o.retry.baseDelayMs = 20;
    o.retry.maxDelayMs = 2000;
    o.retry.maxRetries = 3;
    return o;
}

Json llmSeat(const FakeLlmServer& server, const std::string& provider, Json extra) {
    Json seat = {
        {"type", "llm"}, {"provider", provider}, {"base_url", server.baseUrl(provider)}, {"model", "fake-small"}};
    for (const auto& [k, v] : extra.items()) seat[k] = v;
    return seat;
}

engine::ExperimentSpec makeSpec(Json seats, int rounds, std::uint64_t seed, Json policy) {
    Json j = {{"name", "llm-test"}, {"game", "guess_average"}, {"rounds", rounds}, {"seed", seed}, {"seats", seats}};
    if (!policy.empty()) j["invalid_answers"] = policy;
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 1);
    if (!spec) qFatal("spec: %s", spec.error().message.c_str());
    return spec.value();
}

RunResult play(const engine::ExperimentSpec& spec, ProviderOptions options, engine::EventSink* extraSink,
               const engine::RunRecord* resume, int timeoutMs) {
    engine::MemorySink memory;
    std::vector<engine::EventSink*> sinks{&memory};
    if (extraSink) sinks.push_back(extraSink);
    engine::TeeSink tee(sinks);
    const engine::PromptBuilder prompts;
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    engine::ExperimentRunner runner(*game, spec, applicationSeatFactory(options), tee, prompts, 4);
    if (resume && !runner.resumeFrom(*resume)) qFatal("resume failed");
    QEventLoop loop;
    runner.setOnDone([&loop](const engine::ExperimentOutcome&) { loop.quit(); });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    runner.start();
    if (!runner.done()) loop.exec();
    if (!runner.done()) runner.stop();
    return {runner.outcome(), memory.events, clock.elapsed()};
}

std::vector<Json> ofType(const std::vector<Json>& events, const std::string& type) {
    std::vector<Json> out;
    for (const auto& e : events)
        if (e.value("type", "") == type) out.push_back(e);
    return out;
}

engine::DecisionReply askOnce(LlmSeat& seat, int timeoutMs, int answerTokens) {
    engine::DecisionRequest request;
    request.messages = {{"system", "rules"}, {"user", "pick"}};
    request.seed = 99;
    request.answerTokens = answerTokens;
    std::optional<engine::DecisionReply> got;
    QEventLoop loop;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    seat.decide(request, [&](engine::DecisionReply r) {
        got = std::move(r);
        loop.quit();
    });
    if (!got) loop.exec();
    return got.value_or(engine::DecisionReply{});
}

std::unique_ptr<LlmSeat> directSeat(const FakeLlmServer& server, const std::string& provider, Json extra,
                                    std::shared_ptr<ProviderContext> context) {
    auto config = LlmSeatConfig::fromSettings(llmSeat(server, provider, std::move(extra)), "seat 1");
    if (!config) qFatal("%s", config.error().message.c_str());
    return std::make_unique<LlmSeat>(config.value(), std::move(context));
}

std::shared_ptr<ProviderContext> fastContext() {
    auto context = std::make_shared<ProviderContext>(CacheMode::Off);
    context->scheduler.setRetryPolicy(fastOptions().retry);
    return context;
}

}  // namespace nashlab::test
