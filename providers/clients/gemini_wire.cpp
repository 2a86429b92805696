// Google Gemini generateContent (and streamGenerateContent with alt=sse). The key travels in
// the x-goog-api-key header, never in the URL, so that no URL in a log can carry it.
#include "providers/clients/wire_formats.h"

namespace nashlab::providers {
namespace {

using namespace wire;

// Gemini's responseSchema is an OpenAPI subset without additionalProperties or $schema.
Json geminiSchema(const Json& schema) {
    if (schema.is_array()) {
        Json out = Json::array();
        for (const auto& s : schema) out.push_back(geminiSchema(s));
        return out;
    }
    if (!schema.is_object()) return schema;
    Json out = Json::object();
    for (const auto& [key, value] : schema.items()) {
        if (key == "additionalProperties" || key == "$schema") continue;
        out[key] = (key == "properties") ? Json::object() : geminiSchema(value);
        if (key == "properties")
            for (const auto& [name, sub] : value.items()) out[key][name] = geminiSchema(sub);
    }
    return out;
}

void readCandidate(const Json& event, ChatResponse& r, std::string* added) {
    const Json& candidate = first(at(event, "candidates"));
    for (const auto& part : at(at(candidate, "content"), "parts")) {
        const std::string text = str(part, "text");
        if (at(part, "thought").is_boolean() && at(part, "thought").get<bool>()) {
            r.reasoning += text;
        } else {
            r.text += text;
            if (added) *added += text;
        }
    }
    const Json& usage = at(event, "usageMetadata");
    if (usage.is_object()) {
        r.usage.promptTokens = num(usage, "promptTokenCount");
        r.usage.completionTokens = num(usage, "candidatesTokenCount") + num(usage, "thoughtsTokenCount");
    }
    if (!str(event, "modelVersion").empty()) r.model = str(event, "modelVersion");
    if (!str(candidate, "finishReason").empty()) r.complete = true;
}

class GeminiStream final : public StreamDecoder {
public:
    GeminiStream() : StreamDecoder(true) {}

protected:
    std::string apply(const Json& event, ChatResponse& r) override {
        std::string added;
        readCandidate(event, r, &added);
        return added;
    }
};

class GeminiWire final : public WireFormat {
public:
    std::string provider() const override { return "gemini"; }
    std::string defaultBaseUrl() const override { return "https://generativelanguage.googleapis.com/v1beta"; }

    HttpRequest buildRequest(const ChatRequest& request, const std::string& key) const override {
        HttpRequest http;
        http.url = base(request.baseUrl) + "/models/" + request.model +
                   (request.stream ? ":streamGenerateContent?alt=sse" : ":generateContent");
        http.headers.emplace_back("Content-Type", "application/json");
        if (!key.empty()) http.headers.emplace_back("x-goog-api-key", key);
        std::string system;
        Json contents = Json::array();
        for (const auto& m : request.messages) {
            if (m.role == "system")
                system += (system.empty() ? "" : "\n\n") + m.content;
            else
                contents.push_back({{"role", m.role == "assistant" ? "model" : "user"},
                                    {"parts", Json::array({{{"text", m.content}}})}});
        }
        Json body = {{"contents", contents}};
        if (!system.empty()) body["systemInstruction"] = {{"parts", Json::array({{{"text", system}}})}};
        Json config = Json::object();
        if (request.temperature) config["temperature"] = *request.temperature;
        if (request.maxTokens > 0) config["maxOutputTokens"] = request.maxTokens;
        if (request.seed != 0) config["seed"] = request.seed & ((1ULL << 31) - 1);
        if (request.schema) {
            config["responseMimeType"] = "application/json";
            config["responseSchema"] = geminiSchema(*request.schema);
        }
        if (!config.empty()) body["generationConfig"] = config;
        http.body = body.dump();
        return http;
    }

    Result<ChatResponse> parseResponse(const std::string& body) const override {
        auto j = parseObject(body, "Gemini");
        if (!j) return j.error();
        if (!first(at(*j, "candidates")).is_object()) {
            const std::string blocked = str(at(*j, "promptFeedback"), "blockReason");
            return engine::Error::make("bad_response", blocked.empty() ? "Gemini's reply has no candidates"
                                                                       : "Gemini blocked the prompt: " + blocked);
        }
        ChatResponse r;
        readCandidate(*j, r, nullptr);
        r.complete = true;
        return r;
    }

    std::unique_ptr<StreamDecoder> streamDecoder() const override { return std::make_unique<GeminiStream>(); }

    HttpRequest buildModelsRequest(const std::string& baseUrl, const std::string& key) const override {
        HttpRequest http;
        http.method = "GET";
        http.url = base(baseUrl) + "/models";
        if (!key.empty()) http.headers.emplace_back("x-goog-api-key", key);
        return http;
    }

    Result<std::vector<std::string>> parseModels(const std::string& body) const override {
        auto j = parseObject(body, "Gemini");
        if (!j) return j.error();
        std::vector<std::string> ids;
        for (const auto& m : at(*j, "models")) {
            std::string name = str(m, "name");
            if (name.rfind("models/", 0) == 0) name.erase(0, 7);
            if (!name.empty()) ids.push_back(name);
        }
        return ids;
    }
};

}  // namespace

const WireFormat& geminiWire() {
    static const GeminiWire wire;
    return wire;
}

}  // namespace nashlab::providers
