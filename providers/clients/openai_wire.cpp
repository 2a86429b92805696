// OpenAI chat completions, as spoken by OpenAI, Azure OpenAI and every compatible server
// (vLLM, llama.cpp server, LM Studio, OpenRouter, DeepSeek, Groq).
#include "providers/clients/wire_formats.h"

namespace nashlab::providers {
namespace {

using namespace wire;

// Reasoning arrives as "reasoning_content" (DeepSeek, vLLM) or "reasoning" (OpenRouter).
std::string reasoningOf(const Json& message) {
    std::string r = str(message, "reasoning_content");
    return r.empty() ? str(message, "reasoning") : r;
}

class OpenAiStream final : public StreamDecoder {
public:
    OpenAiStream() : StreamDecoder(true) {}

protected:
    std::string apply(const Json& event, ChatResponse& r) override {
        const Json& usage = at(event, "usage");
        if (usage.is_object()) {
            r.usage.promptTokens = num(usage, "prompt_tokens");
            r.usage.completionTokens = num(usage, "completion_tokens");
        }
        if (r.model.empty()) r.model = str(event, "model");
        const Json& delta = at(first(at(event, "choices")), "delta");
        const std::string text = str(delta, "content");
        r.text += text;
        r.reasoning += reasoningOf(delta);
        return text;
    }
};

class OpenAiWire final : public WireFormat {
public:
    std::string provider() const override { return "openai"; }
    std::string defaultBaseUrl() const override { return "https://api.openai.com/v1"; }

    // Compatible servers differ in what they accept: structured output is on by default only
    // for OpenAI itself and Azure; elsewhere a seat turns it on with "structured_output": true.
    bool structuredByDefault(const ChatRequest& request) const override {
        return request.baseUrl.empty() || !request.apiVersion.empty();
    }

    HttpRequest buildRequest(const ChatRequest& request, const std::string& key) const override {
        HttpRequest http;
        http.url = base(request.baseUrl) + "/chat/completions";
        http.headers.emplace_back("Content-Type", "application/json");
        if (!request.apiVersion.empty()) {
            // Azure: the deployment is in base_url, the version in the query, the key in "api-key".
            http.url += "?api-version=" + request.apiVersion;
            if (!key.empty()) http.headers.emplace_back("api-key", key);
        } else if (!key.empty()) {
            http.headers.emplace_back("Authorization", "Bearer " + key);
        }
        Json body = {{"model", request.model}, {"messages", engine::messagesToJson(request.messages)}};
        if (request.temperature) body["temperature"] = *request.temperature;
        // OpenAI's own API names the budget max_completion_tokens (its reasoning models refuse
        // max_tokens); compatible servers and Azure deployments know max_tokens.
        if (request.maxTokens > 0)
            body[request.baseUrl.empty() && request.apiVersion.empty() ? "max_completion_tokens" : "max_tokens"] =
                request.maxTokens;
        if (request.seed != 0) body["seed"] = request.seed & ((1ULL << 31) - 1);
        if (request.schema)
            body["response_format"] = {{"type", "json_schema"},
                                       {"json_schema",
                                        {{"name", "answer"},
                                         {"schema", *request.schema},
                                         {"strict", false}}}};  // strict mode refuses min/max bounds
        if (request.stream) {
            body["stream"] = true;
            body["stream_options"] = {{"include_usage", true}};
        }
        http.body = body.dump();
        return http;
    }

    Result<ChatResponse> parseResponse(const std::string& body) const override {
        auto j = parseObject(body, "the OpenAI-compatible server");
        if (!j) return j.error();
        const Json& choice = first(at(*j, "choices"));
        if (!choice.is_object() || !at(choice, "message").is_object())
            return engine::Error::make("bad_response",
                                       "the OpenAI-compatible server's reply has no choices[0].message");
        ChatResponse r;
        const Json& message = at(choice, "message");
        r.text = str(message, "content");
        r.reasoning = reasoningOf(message);
        if (r.text.empty() && at(message, "refusal").is_string()) r.text = str(message, "refusal");
        r.usage.promptTokens = num(at(*j, "usage"), "prompt_tokens");
        r.usage.completionTokens = num(at(*j, "usage"), "completion_tokens");
        r.model = str(*j, "model");
        return r;
    }

    std::unique_ptr<StreamDecoder> streamDecoder() const override { return std::make_unique<OpenAiStream>(); }

    HttpRequest buildModelsRequest(const std::string& baseUrl, const std::string& key) const override {
        HttpRequest http;
        http.method = "GET";
        http.url = base(baseUrl) + "/models";
        if (!key.empty()) http.headers.emplace_back("Authorization", "Bearer " + key);
        return http;
    }

    Result<std::vector<std::string>> parseModels(const std::string& body) const override {
        auto j = parseObject(body, "the OpenAI-compatible server");
        if (!j) return j.error();
        std::vector<std::string> ids;
        for (const auto& m : at(*j, "data")) {
            const std::string id = str(m, "id");
            if (!id.empty()) ids.push_back(id);
        }
        return ids;
    }
};

}  // namespace

const WireFormat& openAiWire() {
    static const OpenAiWire wire;
    return wire;
}

}  // namespace nashlab::providers
