// Anthropic messages API. Structured output goes through a forced tool call whose input schema
// is the ActionSpec's schema; the tool input is then the answer.
#include "providers/clients/wire_formats.h"

namespace nashlab::providers {
namespace {

using namespace wire;

constexpr const char* kVersion = "2023-06-01";

class AnthropicStream final : public StreamDecoder {
public:
    AnthropicStream() : StreamDecoder(true) {}

protected:
    std::string apply(const Json& event, ChatResponse& r) override {
        const std::string type = str(event, "type");
        if (type == "message_start") {
            const Json& message = at(event, "message");
            r.model = str(message, "model");
            r.usage.promptTokens = num(at(message, "usage"), "input_tokens");
        } else if (type == "content_block_start") {
            const Json& block = at(event, "content_block");
            if (str(block, "type") == "text") r.text += str(block, "text");
        } else if (type == "content_block_delta") {
            const Json& delta = at(event, "delta");
            const std::string kind = str(delta, "type");
            std::string added;
            if (kind == "text_delta")
                added = str(delta, "text");
            else if (kind == "input_json_delta")
                added = str(delta, "partial_json");
            else if (kind == "thinking_delta")
                r.reasoning += str(delta, "thinking");
            r.text += added;
            return added;
        } else if (type == "message_delta") {
            r.usage.completionTokens = num(at(event, "usage"), "output_tokens");
        } else if (type == "message_stop") {
            r.complete = true;
        }
        return {};
    }
};

class AnthropicWire final : public WireFormat {
public:
    std::string provider() const override { return "anthropic"; }
    std::string defaultBaseUrl() const override { return "https://api.anthropic.com/v1"; }

    HttpRequest buildRequest(const ChatRequest& request, const std::string& key) const override {
        HttpRequest http;
        http.url = base(request.baseUrl) + "/messages";
        http.headers.emplace_back("Content-Type", "application/json");
        http.headers.emplace_back("anthropic-version", kVersion);
        if (!key.empty()) http.headers.emplace_back("x-api-key", key);
        std::string system;
        Json messages = Json::array();
        for (const auto& m : request.messages) {
            if (m.role == "system")
                system += (system.empty() ? "" : "\n\n") + m.content;
            else
                messages.push_back({{"role", m.role}, {"content", m.content}});
        }
        Json body = {{"model", request.model},
                     {"messages", messages},
                     {"max_tokens", request.maxTokens > 0 ? request.maxTokens : 1024}};
        if (!system.empty()) body["system"] = system;
        // Anthropic's temperature range is 0..1; specs allow up to 2.
        if (request.temperature) body["temperature"] = std::min(1.0, *request.temperature);
        if (request.schema) {
            body["tools"] = Json::array({{{"name", "answer"},
                                          {"description", "Give your answer in this form."},
                                          {"input_schema", *request.schema}}});
            body["tool_choice"] = {{"type", "tool"}, {"name", "answer"}};
        }
        if (request.stream) body["stream"] = true;
        http.body = body.dump();
        return http;
    }

    Result<ChatResponse> parseResponse(const std::string& body) const override {
        auto j = parseObject(body, "Anthropic");
        if (!j) return j.error();
        if (!at(*j, "content").is_array())
            return engine::Error::make("bad_response", "Anthropic's reply has no content array");
        ChatResponse r;
        for (const auto& block : at(*j, "content")) {
            const std::string type = str(block, "type");
            if (type == "text")
                r.text += str(block, "text");
            else if (type == "thinking")
                r.reasoning += str(block, "thinking");
            else if (type == "tool_use")
                r.text += at(block, "input").dump();
        }
        r.usage.promptTokens = num(at(*j, "usage"), "input_tokens");
        r.usage.completionTokens = num(at(*j, "usage"), "output_tokens");
        r.model = str(*j, "model");
        return r;
    }

    std::unique_ptr<StreamDecoder> streamDecoder() const override { return std::make_unique<AnthropicStream>(); }

    HttpRequest buildModelsRequest(const std::string& baseUrl, const std::string& key) const override {
        HttpRequest http;
        http.method = "GET";
        http.url = base(baseUrl) + "/models";
        http.headers.emplace_back("anthropic-version", kVersion);
        if (!key.empty()) http.headers.emplace_back("x-api-key", key);
        return http;
    }

    Result<std::vector<std::string>> parseModels(const std::string& body) const override {
        auto j = parseObject(body, "Anthropic");
        if (!j) return j.error();
        std::vector<std::string> ids;
        for (const auto& m : at(*j, "data"))
            if (!str(m, "id").empty()) ids.push_back(str(m, "id"));
        return ids;
    }
};

}  // namespace

const WireFormat& anthropicWire() {
    static const AnthropicWire wire;
    return wire;
}

}  // namespace nashlab::providers
