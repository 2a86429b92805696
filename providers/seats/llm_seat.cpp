#include "providers/seats/llm_seat.h"

#include "providers/seats/cost_estimate.h"

#include "engine/core/redact.h"
#include "engine/experiment/seat_settings.h"
#include "providers/config/app_paths.h"
#include "providers/seats/key_store.h"

namespace nashlab::providers {
namespace {

using engine::Json;

constexpr std::size_t kMaxRawBytes = 4000;

// Reads a bounded integer setting; the spec parser has already checked types it knows.
int intSetting(const Json& s, const char* key, int fallback) {
    return s.contains(key) && s[key].is_number() ? s[key].get<int>() : fallback;
}

// The whole answer from a finished body: a stream decoded afresh, or a plain response parsed.
engine::Result<ChatResponse> decodeBody(const WireFormat& wire, bool stream, const std::string& body) {
    if (!stream) return wire.parseResponse(body);
    auto decoder = wire.streamDecoder();
    decoder->feed(body);
    decoder->feed("\n");
    if (!decoder->error().empty()) return engine::Error::make("bad_response", decoder->error());
    if (!decoder->response().complete)
        return engine::Error::make("bad_response", "the answer stream broke off before its end");
    return decoder->response();
}

}  // namespace

ProviderContext::ProviderContext(CacheMode mode, std::function<void(const std::string&)> onWarning)
    : m_secrets(environmentKeys()) {
    std::string warning;
    cache = ResponseCache::open(AppPaths::resolve().cache + QStringLiteral("/responses.sqlite"), mode, &warning);
    if (!warning.empty()) warnings.push_back(warning);
    cache->setOnStoreFailure(std::move(onWarning));
    warning.clear();
    prices = PriceTable::load(&warning);
    if (!warning.empty()) warnings.push_back(warning);
}

void ProviderContext::addSecret(const std::string& key) {
    if (!key.empty() && std::find(m_secrets.begin(), m_secrets.end(), key) == m_secrets.end()) m_secrets.push_back(key);
}

std::string ProviderContext::scrub(std::string_view text) const { return engine::redactSecrets(text, m_secrets); }

ChatResponse ProviderContext::scrub(ChatResponse response) const {
    response.text = scrub(response.text);
    response.reasoning = scrub(response.reasoning);
    response.model = scrub(response.model);
    return response;
}

engine::Result<LlmSeatConfig> LlmSeatConfig::fromSettings(const Json& s, const std::string& seatName,
                                                          const ResolvedKeys& keys) {
    LlmSeatConfig c;
    c.request.provider = s.value("provider", "openai");
    c.wire = wireFormat(c.request.provider);
    if (!c.wire)
        return engine::Error::make("invalid_value", seatName + " has unknown provider '" + c.request.provider + "'");
    c.request.model = s.value("model", "");
    c.request.baseUrl = s.value("base_url", "");
    c.request.apiVersion = s.value("api_version", "");
    if (s.contains("temperature") && s["temperature"].is_number())
        c.request.temperature = s["temperature"].get<double>();
    c.request.maxTokens = intSetting(s, "max_tokens", 0);
    c.request.stream = s.value("stream", false);
    c.structured = s.contains("structured_output") && s["structured_output"].is_boolean()
                       ? s["structured_output"].get<bool>()
                       : c.wire->structuredByDefault(c.request);
    if (s.contains("timeout_s") && s["timeout_s"].is_number())
        c.timeoutMs = std::max(1, static_cast<int>(s["timeout_s"].get<double>() * 1000));
    if (s.contains("max_response_bytes") && s["max_response_bytes"].is_number_integer())
        c.maxResponseBytes = std::max<std::int64_t>(1, s["max_response_bytes"].get<std::int64_t>());
    c.limits.maxConcurrent = intSetting(s, "max_concurrent", c.limits.maxConcurrent);
    c.limits.requestsPerMinute = intSetting(s, "requests_per_minute", 0);
    c.limits.tokensPerMinute = intSetting(s, "tokens_per_minute", 0);
    c.endpoint = c.request.provider + " " + (c.request.baseUrl.empty() ? c.wire->defaultBaseUrl() : c.request.baseUrl);

    const std::string keyEnv = s.value("api_key_env", "");
    if (const std::string problem = engine::keyEnvProblem(c.request.provider, keyEnv, c.request.baseUrl);
        !problem.empty())
        return engine::Error::make("invalid_value", seatName + ": " + problem);
    const ApiKey key = findApiKey(c.request.provider, keyEnv, c.request.baseUrl, keys);
    c.apiKey = key.value;
    // Public endpoints need a key; local and compatible servers (base_url set) may not.
    if (c.apiKey.empty() && (c.request.baseUrl.empty() || !keyEnv.empty()) && c.request.provider != "ollama") {
        const std::string env = keyEnv.empty() ? defaultKeyEnv(c.request.provider) : keyEnv;
        return engine::Error::make(
            "missing_key", seatName + " (" + c.request.provider + "/" + c.request.model + ") has no API key: set " +
                               env + " or store the key in the system keychain under NashLab/" + c.request.provider +
                               (keys.problem.empty() ? std::string() : " (" + keys.problem + ")"));
    }
    return c;
}

LlmSeat::LlmSeat(LlmSeatConfig config, std::shared_ptr<ProviderContext> context)
    : m_config(std::move(config)), m_context(std::move(context)) {
    m_context->scheduler.setLimits(m_config.endpoint, m_config.limits);
    m_context->addSecret(m_config.apiKey);
}

LlmSeat::~LlmSeat() { cancel(); }

void LlmSeat::cancel() {
    if (m_ticket) m_context->scheduler.cancel(m_ticket);
    m_ticket = 0;
    m_done = nullptr;
    releaseBudget(0);  // what a cancelled request cost, if anything, is never reported
}

void LlmSeat::releaseBudget(double actual) {
    if (m_context->budget && (m_reserved > 0 || actual > 0)) m_context->budget->settle(m_reserved, actual);
    m_reserved = 0;
}

engine::DecisionReply LlmSeat::baseReply(const ChatResponse& response) const {
    engine::DecisionReply reply;
    // Scrubbed here as well as before the cache stores it: a cache filled by an older version, or
    // before a key changed, may still hold one.
    reply.rawText = m_context->scrub(response.text);
    reply.reasoning = m_context->scrub(response.reasoning);
    reply.usage = response.usage;
    reply.extra = {{"provider", m_config.request.provider}, {"model", m_config.request.model}};
    if (!response.model.empty() && response.model != m_config.request.model)
        reply.extra["served_by"] = m_context->scrub(response.model);
    return reply;
}

void LlmSeat::decide(const engine::DecisionRequest& decision, Callback done) {
    cancel();
    ChatRequest request = m_config.request;
    request.messages = decision.messages;
    request.seed = decision.seed;
    if (request.maxTokens <= 0) request.maxTokens = decision.answerTokens;  // the game's budget
    if (m_config.structured) request.schema = decision.actionSpec.toJsonSchema();
    ResponseCache& cache = *m_context->cache;
    // The key hashes the whole request; with the cache off nothing reads it.
    const std::string cacheKey =
        cache.mode() == CacheMode::Off ? std::string() : ResponseCache::keyFor(request, decision.seed);
    if (!cacheKey.empty()) {
        if (auto hit = cache.lookup(cacheKey)) {
            engine::DecisionReply reply = baseReply(*hit);
            reply.cacheHit = true;  // replayed: nothing was sent, nothing is spent
            return done(std::move(reply));
        }
    }
    std::size_t chars = 0;
    for (const auto& m : request.messages) chars += m.content.size();
    if (m_context->budget) {
        // The most this request can cost: its prompt and a full max_tokens answer. A model with
        // no price cannot be held to a budget; runs with a budget refuse such seats before they start.
        const engine::Usage most{static_cast<int>(promptTokensFor(static_cast<long long>(chars))),
                                 std::max(0, request.maxTokens)};
        const double estimate = m_context->prices.cost(request.provider, request.model, most).value_or(0.0);
        if (!m_context->budget->reserve(estimate)) {
            engine::DecisionReply reply;
            reply.error = engine::Error::make(engine::kBudgetReached,
                                              m_context->budget->refusal(estimate, m_context->prices.currency()));
            return done(std::move(reply));
        }
        m_reserved = estimate;
    }
    m_done = std::move(done);
    m_clock.start();
    SubmitOptions options;
    options.endpoint = m_config.endpoint;
    options.timeoutMs = m_config.timeoutMs;
    options.maxBytes = m_config.maxResponseBytes;
    options.estimatedTokens = static_cast<int>(chars / 4) + (request.maxTokens > 0 ? request.maxTokens : 256);
    const bool stream = request.stream;
    const WireFormat& wire = *m_config.wire;
    if (stream) {
        m_stream = wire.streamDecoder();
        options.onChunk = [this](const std::string& bytes) {
            if (!m_stream) return;
            const std::string added = m_stream->feed(bytes);
            if (!added.empty() && m_onText) m_onText(added);
        };
    }
    // The scheduler checks each attempt's body (a body no parser reads is retried); the last
    // good decoding is kept, so the answer is not parsed a second time.
    auto checked = std::make_shared<std::optional<ChatResponse>>();
    options.checkBody = [&wire, stream, checked](const std::string& body) {
        auto decoded = decodeBody(wire, stream, body);
        if (!decoded) return decoded.error().message;
        *checked = std::move(decoded.value());
        return std::string();
    };
    m_ticket = m_context->scheduler.submit(
        wire.buildRequest(request, m_config.apiKey), std::move(options),
        [this, cacheKey, checked](HttpResult result) { answered(cacheKey, std::move(*checked), std::move(result)); });
}

void LlmSeat::answered(const std::string& cacheKey, std::optional<ChatResponse> checked, HttpResult result) {
    const ChatRequest& request = m_config.request;  // what every request of this seat shares
    m_ticket = 0;
    m_stream.reset();
    Callback answer = std::move(m_done);
    m_done = nullptr;
    if (!answer) return;
    // Whatever the outcome, the request's reservation in the budget becomes what it cost.
    const auto done = [this, &answer](engine::DecisionReply reply) {
        releaseBudget(reply.cost);
        answer(std::move(reply));
    };
    const double latency = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
    const ProviderContext& context = *m_context;
    const auto withFacts = [&](engine::DecisionReply reply) {
        reply.latencyMs = latency;
        reply.extra["attempts"] = result.attempts;
        if (!result.retried.empty()) {
            Json retried = Json::array();
            for (const auto& r : result.retried) retried.push_back(context.scrub(r));
            reply.extra["retried"] = retried;
        }
        return reply;
    };
    if (result.ok()) {
        auto decoded = checked ? engine::Result<ChatResponse>(std::move(*checked))
                               : decodeBody(*m_config.wire, request.stream, result.body);
        if (decoded) {
            engine::DecisionReply reply = baseReply(decoded.value());
            if (const auto cost = m_context->prices.cost(request.provider, request.model, reply.usage))
                reply.cost = *cost;
            else
                reply.extra["price_unknown"] = true;
            if (!cacheKey.empty() && m_context->cache->mode() == CacheMode::ReadWrite)
                m_context->cache->store(cacheKey, context.scrub(decoded.value()));
            return done(withFacts(std::move(reply)));
        }
        result.error = decoded.error().message;
    }
    if (result.failure == HttpFailure::Body) {
        // The server answered, but with something no parser can use, even after retries: hand the
        // text over as the answer, so the invalid-answer policy (feedback, fallback) deals with it.
        // A body that broke off, ran past its limits or its deadline is no answer at all: a
        // fragment is never judged as what the model said.
        engine::DecisionReply reply;
        reply.rawText = context.scrub(std::string_view(result.body).substr(0, kMaxRawBytes));
        reply.extra = {
            {"provider", request.provider}, {"model", request.model}, {"transport_error", context.scrub(result.error)}};
        return done(withFacts(std::move(reply)));
    }
    engine::DecisionReply reply;
    reply.extra = {{"provider", request.provider}, {"model", request.model}};
    const std::string where =
        request.provider + " at " + (request.baseUrl.empty() ? m_config.wire->defaultBaseUrl() : request.baseUrl);
    reply.error = engine::Error::make(
        "provider_failed", context.scrub(where + ": " + result.error + " (after " + std::to_string(result.attempts) +
                                         (result.attempts == 1 ? " attempt)" : " attempts)")));
    done(withFacts(std::move(reply)));
}

}  // namespace nashlab::providers
