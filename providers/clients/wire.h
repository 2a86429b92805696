#pragma once
// Wire formats of the model providers: pure request builders and pure response parsers, no I/O.
// Each protocol (OpenAI chat completions and every server that copies it, Anthropic messages,
// Gemini generateContent, Ollama /api/chat) turns a ChatRequest into an HttpRequest and the bytes
// that come back into a ChatResponse, so all of it is tested on bytes without a network.
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/result.h"
#include "engine/session/seat.h"

namespace nashlab::providers {

using engine::Json;

struct ChatRequest {
    std::string provider;  ///< openai, anthropic, gemini, ollama
    std::string baseUrl;   ///< empty: the provider's public endpoint
    std::string model;
    std::vector<engine::Message> messages;
    std::optional<double> temperature;
    int maxTokens = 0;           ///< 0: provider default (Anthropic needs one: 1024 is used)
    std::optional<Json> schema;  ///< structured output: the ActionSpec's JSON schema
    bool stream = false;
    std::string apiVersion;  ///< Azure OpenAI's api-version (switches to Azure's api-key header)
    std::uint64_t seed = 0;  ///< sent where the API accepts a sampling seed

    /// Everything that determines the answer, in a canonical form (the cache key's content).
    Json canonical() const;
};

struct HttpRequest {
    std::string method = "POST";
    std::string url;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
};

struct ChatResponse {
    std::string text;       ///< the answer
    std::string reasoning;  ///< reasoning/thinking the API returned apart from the answer
    engine::Usage usage;
    std::string model;     ///< the model that answered, when the API says
    bool complete = true;  ///< streams: the terminating event arrived

    Json toJson() const;
    /// None when `j` is not a well-formed stored answer.
    static std::optional<ChatResponse> fromJson(const Json& j);
};

/// Accumulates a streamed answer chunk by chunk (SSE, or NDJSON for Ollama).
class StreamDecoder {
public:
    virtual ~StreamDecoder() = default;
    /// Feeds raw bytes; returns the answer text that this chunk added (for live views).
    std::string feed(const std::string& bytes);
    /// The answer so far; `complete` tells whether the stream's end marker arrived.
    const ChatResponse& response() const { return m_response; }
    /// Set when an event was not JSON or carried an error.
    const std::string& error() const { return m_error; }

protected:
    explicit StreamDecoder(bool sse) : m_sse(sse) { m_response.complete = false; }
    /// One decoded event; appends deltas to `r`, returns the answer text it added.
    virtual std::string apply(const Json& event, ChatResponse& r) = 0;
    /// SSE "data: [DONE]" (OpenAI) ends the stream.
    virtual void done(ChatResponse& r) { r.complete = true; }

private:
    void line(const std::string& text, std::string& added);
    bool m_sse;
    std::string m_buffer;
    std::string m_error;
    ChatResponse m_response;
};

class WireFormat {
public:
    virtual ~WireFormat() = default;
    virtual std::string provider() const = 0;
    virtual std::string defaultBaseUrl() const = 0;
    /// Whether this endpoint accepts a JSON schema for the answer by default.
    virtual bool structuredByDefault(const ChatRequest&) const { return true; }
    /// `key` may be empty (local servers); it only ever goes into a header.
    virtual HttpRequest buildRequest(const ChatRequest& request, const std::string& key) const = 0;
    virtual engine::Result<ChatResponse> parseResponse(const std::string& body) const = 0;
    virtual std::unique_ptr<StreamDecoder> streamDecoder() const = 0;
    virtual HttpRequest buildModelsRequest(const std::string& baseUrl, const std::string& key) const = 0;
    virtual engine::Result<std::vector<std::string>> parseModels(const std::string& body) const = 0;

protected:
    std::string base(const std::string& baseUrl) const;
};

/// The wire format for a provider id; nullptr for unknown providers.
const WireFormat* wireFormat(const std::string& provider);

/// The provider's error message from an error body (JSON {"error": ...}), or a short excerpt.
std::string errorExcerpt(const std::string& body, std::size_t maxLen = 200);

}  // namespace nashlab::providers
