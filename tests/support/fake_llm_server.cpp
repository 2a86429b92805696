#include "tests/support/fake_llm_server.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <sstream>

namespace nashlab::test {
namespace {

using engine::Json;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string reasonPhrase(int status) {
    switch (status) {
    case 200: return "OK";
    case 307: return "Temporary Redirect";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

std::string sse(const std::vector<Json>& events, bool doneMarker) {
    std::string out;
    for (const auto& e : events) out += "data: " + e.dump() + "\n\n";
    if (doneMarker) out += "data: [DONE]\n\n";
    return out;
}

// Splits an answer into a few pieces, as a streaming server would.
std::vector<std::string> pieces(const std::string& text) {
    std::vector<std::string> out;
    const std::size_t step = std::max<std::size_t>(1, text.size() / 3 + 1);
    for (std::size_t i = 0; i < text.size(); i += step) out.push_back(text.substr(i, step));
    if (out.empty()) out.emplace_back();
    return out;
}

}  // namespace

std::string chatBody(const std::string& format, const std::string& text, int promptTokens, int completionTokens,
                     const std::string& reasoning) {
    if (format == "openai") {
        Json message = {{"role", "assistant"}, {"content", text}};
        if (!reasoning.empty()) message["reasoning_content"] = reasoning;
        return Json{{"id", "chatcmpl-1"},
                    {"object", "chat.completion"},
                    {"model", "fake-small"},
                    {"choices", Json::array({{{"index", 0}, {"message", message}, {"finish_reason", "stop"}}})},
                    {"usage", {{"prompt_tokens", promptTokens}, {"completion_tokens", completionTokens}}}}
            .dump();
    }
    if (format == "anthropic") {
        Json content = Json::array();
        if (!reasoning.empty()) content.push_back({{"type", "thinking"}, {"thinking", reasoning}});
        content.push_back({{"type", "text"}, {"text", text}});
        return Json{{"id", "msg_1"},
                    {"type", "message"},
                    {"role", "assistant"},
                    {"model", "fake-small"},
                    {"content", content},
                    {"stop_reason", "end_turn"},
                    {"usage", {{"input_tokens", promptTokens}, {"output_tokens", completionTokens}}}}
            .dump();
    }
    if (format == "gemini") {
        Json parts = Json::array();
        if (!reasoning.empty()) parts.push_back({{"text", reasoning}, {"thought", true}});
        parts.push_back({{"text", text}});
        return Json{{"candidates",
                     Json::array({{{"content", {{"role", "model"}, {"parts", parts}}}, {"finishReason", "STOP"}}})},
                    {"usageMetadata", {{"promptTokenCount", promptTokens}, {"candidatesTokenCount", completionTokens}}},
                    {"modelVersion", "fake-small"}}
            .dump();
    }
    Json message = {{"role", "assistant"}, {"content", text}};
    if (!reasoning.empty()) message["thinking"] = reasoning;
    return Json{{"model", "fake-small"},
                {"message", message},
                {"done", true},
                {"prompt_eval_count", promptTokens},
                {"eval_count", completionTokens}}
        .dump();
}

std::string streamBody(const std::string& format, const std::string& text, int promptTokens, int completionTokens) {
    std::vector<Json> events;
    if (format == "openai") {
        for (const auto& p : pieces(text))
            events.push_back(
                {{"model", "fake-small"}, {"choices", Json::array({{{"index", 0}, {"delta", {{"content", p}}}}})}});
        events.push_back({{"choices", Json::array()},
                          {"usage", {{"prompt_tokens", promptTokens}, {"completion_tokens", completionTokens}}}});
        return sse(events, true);
    }
    if (format == "anthropic") {
        std::string out = "event: message_start\ndata: " +
                          Json{{"type", "message_start"},
                               {"message", {{"model", "fake-small"}, {"usage", {{"input_tokens", promptTokens}}}}}}
                              .dump() +
                          "\n\n";
        out += "data: " +
               Json{{"type", "content_block_start"}, {"index", 0}, {"content_block", {{"type", "text"}, {"text", ""}}}}
                   .dump() +
               "\n\n";
        for (const auto& p : pieces(text))
            out += "event: content_block_delta\ndata: " +
                   Json{{"type", "content_block_delta"}, {"index", 0}, {"delta", {{"type", "text_delta"}, {"text", p}}}}
                       .dump() +
                   "\n\n";
        out += "data: " + Json{{"type", "message_delta"}, {"usage", {{"output_tokens", completionTokens}}}}.dump() +
               "\n\n";
        out += "event: message_stop\ndata: " + Json{{"type", "message_stop"}}.dump() + "\n\n";
        return out;
    }
    if (format == "gemini") {
        const auto ps = pieces(text);
        for (std::size_t i = 0; i < ps.size(); ++i) {
            Json candidate = {{"content", {{"role", "model"}, {"parts", Json::array({{{"text", ps[i]}}})}}}};
            if (i + 1 == ps.size()) candidate["finishReason"] = "STOP";
            Json e = {{"candidates", Json::array({candidate})}};
            if (i + 1 == ps.size())
                e["usageMetadata"] = {{"promptTokenCount", promptTokens}, {"candidatesTokenCount", completionTokens}};
            events.push_back(e);
        }
        return sse(events, false);
    }
    std::string out;
    for (const auto& p : pieces(text))
        out += Json{{"model", "fake-small"}, {"message", {{"role", "assistant"}, {"content", p}}}, {"done", false}}
                   .dump() +
               "\n";
    out += Json{{"model", "fake-small"},
                {"message", {{"role", "assistant"}, {"content", ""}}},
                {"done", true},
                {"prompt_eval_count", promptTokens},
                {"eval_count", completionTokens}}
               .dump() +
           "\n";
    return out;
}

FakeLlmServer::FakeLlmServer() {
    m_responder = [](const ReceivedRequest&) { return std::string(R"({"chosen_number": 33})"); };
    connect(&m_server, &QTcpServer::newConnection, this, &FakeLlmServer::onConnection);
}

FakeLlmServer::~FakeLlmServer() { shutDown(); }

bool FakeLlmServer::listen(quint16 port) {
    if (!m_server.listen(QHostAddress::LocalHost, port)) return false;
    m_port = m_server.serverPort();
    return true;
}

void FakeLlmServer::shutDown() {
    m_server.close();
    std::vector<QTcpSocket*> sockets;
    for (auto& [s, _] : m_buffers) sockets.push_back(s);
    m_buffers.clear();
    for (auto* s : sockets) {
        s->disconnect(this);
        s->abort();
        s->deleteLater();
    }
}

std::string FakeLlmServer::baseUrl(const std::string& provider) const {
    const std::string root = "http://127.0.0.1:" + std::to_string(m_port);
    if (provider == "gemini") return root + "/v1beta";
    if (provider == "ollama") return root;
    return root + "/v1";
}

void FakeLlmServer::script(std::vector<Scripted> answers) {
    for (auto& a : answers) m_script.push_back(std::move(a));
}

int FakeLlmServer::chatRequests() const { return m_chatRequests; }

// Adds the time of the handler it lives in to the server's busy time.
class BusyClock {
public:
    explicit BusyClock(FakeLlmServer& server) : m_server(server) { m_clock.start(); }
    ~BusyClock() { m_server.m_busyNs += m_clock.nsecsElapsed(); }
    BusyClock(const BusyClock&) = delete;
    BusyClock& operator=(const BusyClock&) = delete;

private:
    FakeLlmServer& m_server;
    QElapsedTimer m_clock;
};

void FakeLlmServer::onConnection() {
    const BusyClock busy(*this);
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        m_buffers[socket] = {};
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onData(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            const BusyClock closing(*this);
            m_buffers.erase(socket);
            socket->deleteLater();
        });
    }
}

void FakeLlmServer::onData(QTcpSocket* socket) {
    const BusyClock busy(*this);
    auto it = m_buffers.find(socket);
    if (it == m_buffers.end()) return;
    std::string& buffer = it->second;
    buffer += socket->readAll().toStdString();
    const std::size_t end = buffer.find("\r\n\r\n");
    if (end == std::string::npos) return;
    ReceivedRequest r;
    std::size_t lineEnd = buffer.find("\r\n");
    const std::string first = buffer.substr(0, lineEnd);
    const std::size_t sp1 = first.find(' ');
    const std::size_t sp2 = first.find(' ', sp1 + 1);
    r.method = first.substr(0, sp1);
    r.path = first.substr(sp1 + 1, sp2 - sp1 - 1);
    std::size_t pos = lineEnd + 2;
    while (pos < end) {
        lineEnd = buffer.find("\r\n", pos);
        const std::string header = buffer.substr(pos, lineEnd - pos);
        const std::size_t colon = header.find(':');
        if (colon != std::string::npos) {
            std::string value = header.substr(colon + 1);
            value.erase(0, value.find_first_not_of(' '));
            r.headers[lower(header.substr(0, colon))] = value;
        }
        pos = lineEnd + 2;
    }
    const std::size_t length = r.headers.count("content-length") ? std::stoul(r.headers["content-length"]) : 0;
    if (buffer.size() < end + 4 + length) return;  // body still arriving
    r.body = buffer.substr(end + 4, length);
    buffer.clear();
    r.json = Json::parse(r.body, nullptr, false);
    if (r.json.is_discarded()) r.json = nullptr;
    const std::string path = r.path.substr(0, r.path.find('?'));
    if (r.method == "GET")
        r.format = "models";
    else if (path.size() >= 17 && path.compare(path.size() - 17, 17, "/chat/completions") == 0)
        r.format = "openai";
    else if (path.size() >= 9 && path.compare(path.size() - 9, 9, "/messages") == 0)
        r.format = "anthropic";
    else if (path.find(":generateContent") != std::string::npos ||
             path.find(":streamGenerateContent") != std::string::npos)
        r.format = "gemini";
    else if (path == "/api/chat")
        r.format = "ollama";
    r.stream = (r.json.is_object() && r.json.value("stream", false)) ||
               path.find(":streamGenerateContent") != std::string::npos;
    if (r.format != "models") ++m_chatRequests;
    requests.push_back(r);
    if (requests.size() > m_keptRequests) requests.erase(requests.begin());
    if (r.format != "models") {
        m_maxParallel = std::max(m_maxParallel, ++m_open);
    }
    QPointer<QTcpSocket> guard(socket);
    QTimer::singleShot(m_latencyMs, this, [this, guard, r] {
        const BusyClock answering(*this);
        if (r.format != "models") --m_open;
        if (guard && m_buffers.count(guard.data())) respond(guard.data(), r);
    });
}

void FakeLlmServer::send(QTcpSocket* socket, int status, const std::string& contentType, const std::string& body,
                         const std::vector<std::pair<std::string, std::string>>& extra, bool cut,
                         std::size_t declaredLength) {
    const std::size_t length = declaredLength ? declaredLength : body.size();
    std::string head = "HTTP/1.1 " + std::to_string(status) + " " + reasonPhrase(status) +
                       "\r\nContent-Type: " + contentType + "\r\nContent-Length: " + std::to_string(length) +
                       "\r\nConnection: close\r\n";
    for (const auto& [k, v] : extra) head += k + ": " + v + "\r\n";
    head += "\r\n";
    socket->write(QByteArray::fromStdString(head + (cut ? body.substr(0, body.size() / 2) : body)));
    socket->flush();
    if (cut) {
        socket->abort();  // the rest never comes
        return;
    }
    socket->disconnectFromHost();
}

void FakeLlmServer::sendPaced(QTcpSocket* socket, const std::string& contentType, const std::string& body) {
    // The head at once, then one event (or NDJSON line) per tick: a reader sees the text grow.
    socket->write(QByteArray::fromStdString("HTTP/1.1 200 OK\r\nContent-Type: " + contentType + "\r\nContent-Length: " +
                                            std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n"));
    socket->flush();
    const std::string separator = contentType == "application/x-ndjson" ? "\n" : "\n\n";
    std::vector<std::string> parts;
    for (std::size_t at = 0; at < body.size();) {
        const std::size_t end = body.find(separator, at);
        const std::size_t next = end == std::string::npos ? body.size() : end + separator.size();
        parts.push_back(body.substr(at, next - at));
        at = next;
    }
    QPointer<QTcpSocket> guard(socket);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const bool last = i + 1 == parts.size();
        QTimer::singleShot(static_cast<int>(i + 1) * m_streamDelayMs, this, [guard, part = parts[i], last] {
            if (!guard) return;
            guard->write(QByteArray::fromStdString(part));
            guard->flush();
            if (last) guard->disconnectFromHost();
        });
    }
}

void FakeLlmServer::sendEndless(QTcpSocket* socket, const std::string& head, const std::string& piece) {
    socket->write(QByteArray::fromStdString(head));
    if (m_streamDelayMs > 0) {  // one piece per tick, until the client goes away
        auto* timer = new QTimer(socket);
        connect(timer, &QTimer::timeout, socket, [this, socket, piece = QByteArray::fromStdString(piece)] {
            socket->write(piece);
            m_endlessBytes += piece.size();
        });
        timer->start(m_streamDelayMs);
        return;
    }
    // Many pieces per write, topped up whenever the socket has sent what it holds: the server
    // goes as fast as the client reads.
    std::string block;
    while (block.size() < 64 * 1024) block += piece;
    const QByteArray bytes = QByteArray::fromStdString(block);
    QPointer<QTcpSocket> guard(socket);
    const auto topUp = [this, guard, bytes] {
        if (!guard || guard->state() != QAbstractSocket::ConnectedState) return;
        if (guard->bytesToWrite() > 4 * bytes.size()) return;
        guard->write(bytes);
        m_endlessBytes += bytes.size();
    };
    connect(socket, &QTcpSocket::bytesWritten, this, topUp);
    topUp();
}

void FakeLlmServer::respond(QTcpSocket* socket, const ReceivedRequest& r) {
    if (!m_requiredKey.empty()) {
        std::string key = r.headers.count("authorization") ? r.headers.at("authorization") : "";
        if (key.rfind("Bearer ", 0) == 0) key.erase(0, 7);
        for (const char* h : {"x-api-key", "x-goog-api-key", "api-key"})
            if (r.headers.count(h)) key = r.headers.at(h);
        if (key != m_requiredKey)
            return send(socket, 401, "application/json",
                        R"({"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}})");
    }
    if (r.format == "models") {
        Json body;
        if (r.path.rfind("/api/tags", 0) == 0) {
            body["models"] = Json::array();
            for (const auto& m : m_models) body["models"].push_back({{"name", m}});
        } else if (r.path.rfind("/v1beta", 0) == 0) {
            body["models"] = Json::array();
            for (const auto& m : m_models) body["models"].push_back({{"name", "models/" + m}});
        } else {
            body["data"] = Json::array();
            for (const auto& m : m_models) body["data"].push_back({{"id", m}, {"object", "model"}});
        }
        return send(socket, 200, "application/json", body.dump());
    }
    if (r.format.empty()) return send(socket, 404, "application/json", R"({"error": {"message": "no such route"}})");
    if (m_strictJson && r.json.is_null()) {
        ++m_invalidBodies;
        return send(
            socket, 400, "application/json",
            R"({"error": {"message": "We could not parse the JSON body of your request.", "type": "invalid_request_error"}})");
    }
    Scripted answer;
    if (!m_script.empty()) {
        answer = m_script.front();
        m_script.pop_front();
    }
    if (answer.text.empty()) answer.text = m_responder(r);
    const int promptTokens = static_cast<int>(r.body.size() / 4);
    const int completionTokens = static_cast<int>(answer.text.size() / 4) + 1;
    switch (answer.fault) {
    case Fault::TooMany429: {
        std::vector<std::pair<std::string, std::string>> extra;
        if (answer.retryAfterS >= 0) extra.emplace_back("Retry-After", std::to_string(answer.retryAfterS));
        return send(socket, 429, "application/json", R"({"error": {"message": "rate limit reached, slow down"}})",
                    extra);
    }
    case Fault::Error500: return send(socket, 500, "application/json", R"({"error": {"message": "internal error"}})");
    case Fault::Unavailable503: return send(socket, 503, "application/json", R"({"error": {"message": "overloaded"}})");
    case Fault::HtmlPage502:
        return send(socket, 502, "text/html",
                    "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>");
    case Fault::Hang: return;  // keeps the connection open and silent
    case Fault::MalformedJson:
        return send(socket, 200, "application/json", R"({"choices": [{"message": {"content": "4)");
    case Fault::Reset: socket->abort(); return;
    case Fault::EchoKey401: {
        std::string key = r.headers.count("authorization") ? r.headers.at("authorization") : "";
        if (key.rfind("Bearer ", 0) == 0) key.erase(0, 7);
        if (r.headers.count("x-api-key")) key = r.headers.at("x-api-key");
        if (r.headers.count("x-goog-api-key")) key = r.headers.at("x-goog-api-key");
        return send(socket, 401, "application/json",
                    Json{{"error", {{"message", "Incorrect API key provided: " + key}}}}.dump());
    }
    case Fault::EndlessStream: {
        const bool ndjson = r.format == "ollama";
        const std::string head = std::string("HTTP/1.1 200 OK\r\nContent-Type: ") +
                                 (ndjson ? "application/x-ndjson" : "text/event-stream") +
                                 "\r\nConnection: close\r\n\r\n";
        // One text delta of the request's format, repeated: every piece is a well-formed event.
        std::string piece = streamBody(r.format, "blah ", 1, 1);
        const std::string separator = ndjson ? "\n" : "\n\n";
        piece = piece.substr(0, piece.find(separator) + separator.size());
        if (r.format == "anthropic") {  // skip message_start and content_block_start
            const std::size_t delta = streamBody(r.format, "blah ", 1, 1).find("event: content_block_delta");
            const std::string all = streamBody(r.format, "blah ", 1, 1);
            piece = all.substr(delta, all.find(separator, delta) + separator.size() - delta);
        }
        return sendEndless(socket, head, piece);
    }
    case Fault::EndlessBody: {
        const std::string head =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
            R"({"choices": [{"index": 0, "message": {"role": "assistant", "content": ")";
        return sendEndless(socket, head, "blah ");
    }
    case Fault::EndlessTinyChunks: {
        // The answer's JSON opened in one chunk, then one byte per chunk: six bytes on the wire
        // for each byte of body, and a piece for the client to handle per byte.
        const std::string open = R"({"choices": [{"index": 0, "message": {"role": "assistant", "content": ")";
        std::ostringstream first;
        first << std::hex << open.size();
        const std::string head =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" + first.str() +
            "\r\n" + open + "\r\n";
        return sendEndless(socket, head, "1\r\nz\r\n");
    }
    case Fault::Redirect: return send(socket, 307, "application/json", "{}", {{"Location", answer.text}});
    case Fault::ShortBody: {
        const std::string body = chatBody(r.format, answer.text, promptTokens, completionTokens, answer.reasoning);
        return send(socket, 200, "application/json", body, {}, false, body.size() + 100);
    }
    case Fault::StreamCut:
    case Fault::None: break;
    }
    const bool cut = answer.fault == Fault::StreamCut;
    if (r.stream && m_streamDelayMs > 0 && !cut)
        return sendPaced(socket, r.format == "ollama" ? "application/x-ndjson" : "text/event-stream",
                         streamBody(r.format, answer.text, promptTokens, completionTokens));
    if (r.stream)
        return send(socket, 200, r.format == "ollama" ? "application/x-ndjson" : "text/event-stream",
                    streamBody(r.format, answer.text, promptTokens, completionTokens), {}, cut);
    send(socket, 200, "application/json",
         chatBody(r.format, answer.text, promptTokens, completionTokens, answer.reasoning), {}, cut);
}

}  // namespace nashlab::test
