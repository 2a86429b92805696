#pragma once
// FakeLlmServer: a loopback HTTP server that speaks the four provider wire formats (OpenAI chat
// completions, Anthropic messages, Gemini generateContent, Ollama /api/chat — plain and streamed —
// and their model lists). Answers come from a script, then from a responder; faults can be
// injected per answer: 429 with Retry-After, 500, 503, an HTML error page, a hang, malformed
// JSON, a stream cut mid-way, a reset connection, an error that echoes the API key.
#include <QObject>
#include <QTcpServer>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/core/json.h"

class QTcpSocket;

namespace nashlab::test {

enum class Fault {
    None,
    TooMany429,
    Error500,
    Unavailable503,
    HtmlPage502,
    Hang,
    MalformedJson,
    StreamCut,
    Reset,
    EchoKey401,
    EndlessStream,      ///< a 200 stream (SSE or NDJSON) whose text deltas never end
    EndlessBody,        ///< a 200 plain body, no Content-Length, whose answer text never ends
    EndlessTinyChunks,  ///< a 200 chunked body of 1-byte chunks whose answer text never ends
    ShortBody,          ///< a whole, valid answer, but its Content-Length declares more bytes than sent
    Redirect,           ///< 307 to the URL in Scripted::text
};

struct Scripted {
    Fault fault = Fault::None;
    std::string text;            ///< answer text (None, StreamCut); empty: ask the responder
    int retryAfterS = -1;        ///< TooMany429: the Retry-After header (absent when < 0)
    std::string reasoning = {};  ///< reasoning/thinking returned beside the answer (plain answers)
};

struct ReceivedRequest {
    std::string method;
    std::string path;
    std::map<std::string, std::string> headers;  ///< names in lower case
    std::string body;
    engine::Json json;   ///< body parsed (null when not JSON)
    std::string format;  ///< openai, anthropic, gemini, ollama, models
    bool stream = false;
};

class FakeLlmServer final : public QObject {
public:
    FakeLlmServer();
    ~FakeLlmServer() override;

    /// Listens on 127.0.0.1 at a free port (or `port`).
    bool listen(quint16 port = 0);
    /// Stops answering: closes the listener and every open connection.
    void shutDown();
    quint16 port() const { return m_port; }
    /// The base_url a seat of `provider` uses to reach this server.
    std::string baseUrl(const std::string& provider) const;

    void setLatencyMs(int ms) { m_latencyMs = ms; }
    /// Streamed answers arrive one event at a time, `ms` apart (0: the whole stream at once);
    /// endless answers too (0: as fast as the client reads).
    void setStreamEventDelayMs(int ms) { m_streamDelayMs = ms; }
    /// Queued answers, used first (one per chat request, in arrival order).
    void script(std::vector<Scripted> answers);
    /// Answer text for requests the script does not cover; default {"chosen_number": 33}.
    void setResponder(std::function<std::string(const ReceivedRequest&)> responder) {
        m_responder = std::move(responder);
    }
    void setModels(std::vector<std::string> models) { m_models = std::move(models); }
    /// Strict, as a real API is: a chat request whose body is not valid JSON gets 400 (and is
    /// counted in invalidBodies()). Off by default, so tests of odd clients see what they sent.
    void setStrictJson(bool strict) { m_strictJson = strict; }
    int invalidBodies() const { return m_invalidBodies; }
    /// Keep only the last `n` requests in `requests` (a load test sends tens of thousands).
    void setKeptRequests(std::size_t n) { m_keptRequests = n; }
    /// When set, every request must carry this key (Bearer, x-api-key, x-goog-api-key or api-key
    /// header); others get 401 like a real provider. Empty (default): no key is checked.
    void setRequiredKey(std::string key) { m_requiredKey = std::move(key); }

    std::vector<ReceivedRequest> requests;  ///< every request, in arrival order
    int chatRequests() const;
    int maxParallel() const { return m_maxParallel; }  ///< most chat requests open at once
    /// Time spent in the server's own handlers (accepting, reading, answering), so a benchmark
    /// sharing the event loop with it can tell the server's time from the client's.
    double busyMs() const { return static_cast<double>(m_busyNs) / 1e6; }
    /// Bytes written so far by endless answers (a client that hangs up stops this growing).
    std::int64_t endlessBytes() const { return m_endlessBytes; }

private:
    void onConnection();
    void onData(QTcpSocket* socket);
    void respond(QTcpSocket* socket, const ReceivedRequest& request);
    void send(QTcpSocket* socket, int status, const std::string& contentType, const std::string& body,
              const std::vector<std::pair<std::string, std::string>>& extra = {}, bool cut = false,
              std::size_t declaredLength = 0);
    void sendPaced(QTcpSocket* socket, const std::string& contentType, const std::string& body);
    /// Writes `head`, then `piece` again and again, as fast as the socket takes it, until the
    /// client goes away (or the server shuts down).
    void sendEndless(QTcpSocket* socket, const std::string& head, const std::string& piece);

    QTcpServer m_server;
    quint16 m_port = 0;
    int m_latencyMs = 0;
    int m_streamDelayMs = 0;
    std::deque<Scripted> m_script;
    std::function<std::string(const ReceivedRequest&)> m_responder;
    std::vector<std::string> m_models{"fake-small", "fake-large"};
    std::string m_requiredKey;
    bool m_strictJson = false;
    int m_invalidBodies = 0;
    int m_chatRequests = 0;
    std::size_t m_keptRequests = static_cast<std::size_t>(-1);
    std::map<QTcpSocket*, std::string> m_buffers;
    int m_open = 0;
    int m_maxParallel = 0;
    qint64 m_busyNs = 0;
    std::int64_t m_endlessBytes = 0;
    friend class BusyClock;
};

/// Bodies in each wire format, for parser tests and the server.
std::string chatBody(const std::string& format, const std::string& text, int promptTokens, int completionTokens,
                     const std::string& reasoning = "");
std::string streamBody(const std::string& format, const std::string& text, int promptTokens, int completionTokens);

}  // namespace nashlab::test
