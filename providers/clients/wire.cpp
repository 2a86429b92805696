#include "providers/clients/wire.h"

#include <limits>

#include "providers/clients/wire_formats.h"

namespace nashlab::providers {

Json ChatRequest::canonical() const {
    // The key leaves out the stream flag and the API key: they change how an answer travels,
    // not what it is. nlohmann's object keys are sorted, so dump() is canonical.
    Json j = {{"provider", provider},    {"base_url", baseUrl},
              {"model", model},          {"messages", engine::messagesToJson(messages)},
              {"max_tokens", maxTokens}, {"api_version", apiVersion}};
    j["temperature"] = temperature ? Json(*temperature) : Json();
    j["schema"] = schema ? *schema : Json();
    return j;
}

Json ChatResponse::toJson() const {
    return {{"text", text},
            {"reasoning", reasoning},
            {"model", model},
            {"prompt_tokens", usage.promptTokens},
            {"completion_tokens", usage.completionTokens}};
}

std::optional<ChatResponse> ChatResponse::fromJson(const Json& j) {
    // A stored answer read back: a row someone edited or a disk corrupted is no answer (a miss),
    // never a crash (`{"text": 12345, "model": []}` used to end every run that read it).
    const auto text = [&](const char* key) { return !j.contains(key) || j[key].is_string(); };
    const auto count = [&](const char* key) {
        return !j.contains(key) || (j[key].is_number_integer() && j[key].get<long long>() >= 0);
    };
    if (!j.is_object() || !j.contains("text") || !text("text") || !text("reasoning") || !text("model") ||
        !count("prompt_tokens") || !count("completion_tokens"))
        return std::nullopt;
    ChatResponse r;
    r.text = j.value("text", "");
    r.reasoning = j.value("reasoning", "");
    r.model = j.value("model", "");
    r.usage.promptTokens = j.value("prompt_tokens", 0);
    r.usage.completionTokens = j.value("completion_tokens", 0);
    return r;
}

std::string StreamDecoder::feed(const std::string& bytes) {
    m_buffer += bytes;
    std::string added;
    std::size_t pos;
    while ((pos = m_buffer.find('\n')) != std::string::npos) {
        std::string text = m_buffer.substr(0, pos);
        m_buffer.erase(0, pos + 1);
        if (!text.empty() && text.back() == '\r') text.pop_back();
        line(text, added);
    }
    return added;
}

void StreamDecoder::line(const std::string& text, std::string& added) {
    std::string payload = text;
    if (m_sse) {
        // Only "data:" lines carry content; "event:", comments and blank separators do not.
        if (payload.rfind("data:", 0) != 0) return;
        payload.erase(0, 5);
        if (!payload.empty() && payload.front() == ' ') payload.erase(0, 1);
        if (payload == "[DONE]") return done(m_response);
    }
    if (payload.find_first_not_of(" \t") == std::string::npos) return;
    const Json event = engine::parseJsonOrDiscarded(payload);
    if (event.is_discarded() || !event.is_object()) {
        if (m_error.empty()) m_error = "the stream carried an event that is not JSON: " + errorExcerpt(payload, 80);
        return;
    }
    if (event.contains("error")) {
        if (m_error.empty()) m_error = "the stream reported an error: " + errorExcerpt(payload);
        return;
    }
    added += apply(event, m_response);
}

std::string WireFormat::base(const std::string& baseUrl) const {
    std::string b = baseUrl.empty() ? defaultBaseUrl() : baseUrl;
    while (!b.empty() && b.back() == '/') b.pop_back();
    return b;
}

const WireFormat* wireFormat(const std::string& provider) {
    if (provider == "openai") return &openAiWire();
    if (provider == "anthropic") return &anthropicWire();
    if (provider == "gemini") return &geminiWire();
    if (provider == "ollama") return &ollamaWire();
    return nullptr;
}

std::string errorExcerpt(const std::string& body, std::size_t maxLen) {
    const Json j = engine::parseJsonOrDiscarded(body);
    std::string text;
    if (!j.is_discarded() && j.is_object() && j.contains("error")) {
        const Json& e = j["error"];
        if (e.is_string())
            text = e.get<std::string>();
        else if (e.is_object() && e.contains("message") && e["message"].is_string())
            text = e["message"].get<std::string>();
    }
    if (text.empty()) {
        // An HTML error page or other noise: keep a short single-line excerpt.
        for (char c : body) text += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    if (text.size() > maxLen) text = text.substr(0, maxLen) + "...";
    return text;
}

namespace wire {

Result<Json> parseObject(const std::string& body, const std::string& what) {
    const Json j = engine::parseJsonOrDiscarded(body);
    if (j.is_discarded() || !j.is_object())
        return engine::Error::make(
            "bad_response", what + " answered with something that is not a JSON object: " + errorExcerpt(body, 120));
    if (j.contains("error"))
        return engine::Error::make("provider_error", what + " reported an error: " + errorExcerpt(body));
    return j;
}

std::string str(const Json& j, const char* key) {
    if (!j.is_object()) return {};
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

int num(const Json& j, const char* key) {
    if (!j.is_object()) return 0;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return 0;
    // A count outside int's range (3e25 tokens) is no count: converting it would be undefined
    // behaviour. Nor is a negative one, which the response cache would refuse to read back.
    const double count = it->get<double>();
    return count >= 0 && count <= static_cast<double>(std::numeric_limits<int>::max()) ? static_cast<int>(count) : 0;
}

const Json& at(const Json& j, const char* key) {
    static const Json null;
    if (!j.is_object()) return null;
    const auto it = j.find(key);
    return it == j.end() ? null : *it;
}

const Json& first(const Json& j) {
    static const Json null;
    return j.is_array() && !j.empty() ? j.front() : null;
}

}  // namespace wire
}  // namespace nashlab::providers
