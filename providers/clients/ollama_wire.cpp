// Ollama /api/chat: NDJSON when streaming (one JSON object per line, the last with "done": true).
#include "providers/clients/wire_formats.h"

namespace nashlab::providers {
namespace {

using namespace wire;

void readChunk(const Json& event, ChatResponse& r, std::string* added) {
    const Json& message = at(event, "message");
    const std::string text = str(message, "content");
    r.text += text;
    if (added) *added += text;
    r.reasoning += str(message, "thinking");
    if (!str(event, "model").empty()) r.model = str(event, "model");
    if (at(event, "done").is_boolean() && at(event, "done").get<bool>()) {
        r.complete = true;
        r.usage.promptTokens = num(event, "prompt_eval_count");
        r.usage.completionTokens = num(event, "eval_count");
    }
}

class OllamaStream final : public StreamDecoder {
public:
    OllamaStream() : StreamDecoder(false) {}

protected:
    std::string apply(const Json& event, ChatResponse& r) override {
        std::string added;
        readChunk(event, r, &added);
        return added;
    }
};

class OllamaWire final : public WireFormat {
public:
    std::string provider() const override { return "ollama"; }
    std::string defaultBaseUrl() const override { return "http://localhost:11434"; }

    HttpRequest buildRequest(const ChatRequest& request, const std::string& key) const override {
        HttpRequest http;
        http.url = base(request.baseUrl) + "/api/chat";
        http.headers.emplace_back("Content-Type", "application/json");
        if (!key.empty()) http.headers.emplace_back("Authorization", "Bearer " + key);
        // Ollama streams unless told otherwise, so "stream" is always explicit.
        Json body = {{"model", request.model},
                     {"messages", engine::messagesToJson(request.messages)},
                     {"stream", request.stream}};
        Json options = Json::object();
        if (request.temperature) options["temperature"] = *request.temperature;
        if (request.maxTokens > 0) options["num_predict"] = request.maxTokens;
        if (request.seed != 0) options["seed"] = request.seed & ((1ULL << 31) - 1);
        if (!options.empty()) body["options"] = options;
        if (request.schema) body["format"] = *request.schema;
        http.body = body.dump();
        return http;
    }

    Result<ChatResponse> parseResponse(const std::string& body) const override {
        auto j = parseObject(body, "Ollama");
        if (!j) return j.error();
        if (!at(*j, "message").is_object()) return engine::Error::make("bad_response", "Ollama's reply has no message");
        ChatResponse r;
        readChunk(*j, r, nullptr);
        r.complete = true;
        return r;
    }

    std::unique_ptr<StreamDecoder> streamDecoder() const override { return std::make_unique<OllamaStream>(); }

    HttpRequest buildModelsRequest(const std::string& baseUrl, const std::string& key) const override {
        HttpRequest http;
        http.method = "GET";
        http.url = base(baseUrl) + "/api/tags";
        if (!key.empty()) http.headers.emplace_back("Authorization", "Bearer " + key);
        return http;
    }

    Result<std::vector<std::string>> parseModels(const std::string& body) const override {
        auto j = parseObject(body, "Ollama");
        if (!j) return j.error();
        std::vector<std::string> ids;
        for (const auto& m : at(*j, "models"))
            if (!str(m, "name").empty()) ids.push_back(str(m, "name"));
        return ids;
    }
};

}  // namespace

const WireFormat& ollamaWire() {
    static const OllamaWire wire;
    return wire;
}

}  // namespace nashlab::providers
