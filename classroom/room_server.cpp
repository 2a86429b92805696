#include "classroom/room_server.h"

#include <QDebug>
#include <QElapsedTimer>
#include <QFile>
#include <QHttpServerResponse>
#include <QTcpServer>
#include <QWebSocket>
#include <algorithm>

namespace nashlab::classroom {
namespace {

// Only our own files, our own scripts, and the socket back to us.
constexpr const char* kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

void secure(QHttpServerResponse& response) {
    response.setHeader("Content-Security-Policy", kContentSecurityPolicy);
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "no-referrer");
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("X-Frame-Options", "DENY");
}

QHttpServerResponse plain(const char* text, QHttpServerResponse::StatusCode status) {
    QHttpServerResponse response("text/plain; charset=utf-8", QByteArray(text), status);
    secure(response);
    return response;
}

QHttpServerResponse file(const QString& name, const QHttpServerRequest& request) {
    if (request.method() != QHttpServerRequest::Method::Get)
        return plain("Only GET is served here\n", QHttpServerResponse::StatusCode::MethodNotAllowed);
    // The pages and their files, and nothing else: no path reaches the file system.
    static const std::map<QString, QByteArray> kTypes = {
        {QStringLiteral("student.html"), "text/html; charset=utf-8"},
        {QStringLiteral("projector.html"), "text/html; charset=utf-8"},
        {QStringLiteral("instructor.html"), "text/html; charset=utf-8"},
        {QStringLiteral("room.css"), "text/css; charset=utf-8"},
        {QStringLiteral("common.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("student.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("projector.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("instructor.js"), "text/javascript; charset=utf-8"},
    };
    const auto type = kTypes.find(name);
    if (type == kTypes.end()) return plain("Not found\n", QHttpServerResponse::StatusCode::NotFound);
    QFile f(QStringLiteral(":/classroom/") + name);
    if (!f.open(QIODevice::ReadOnly)) return plain("Not found\n", QHttpServerResponse::StatusCode::NotFound);
    QHttpServerResponse response(type->second, f.readAll());
    secure(response);
    return response;
}

std::int64_t monotonicMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

}  // namespace

// One page's socket as the room sees it, with the server's rate limit and liveness.
class RoomServer::Connection final : public RoomClient {
public:
    explicit Connection(QWebSocket* socket) : m_socket(socket) {
        m_peer = socket->peerAddress().toString().toStdString() + ":" + std::to_string(socket->peerPort());
    }
    void send(const Json& message) override {
        if (!m_closing) m_socket->sendTextMessage(QString::fromStdString(message.dump()));
    }
    void close(const std::string& why) override {
        if (m_closing) return;
        m_closing = true;
        // Later, from the event loop: the room may be in the middle of handling this client.
        QTimer::singleShot(0, m_socket, [socket = m_socket, reason = QString::fromStdString(why)] {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, reason);
        });
    }
    std::string peer() const override { return m_peer; }

    /// Takes one message from the bucket; false when the page sends faster than allowed.
    bool allow() {
        const std::int64_t now = monotonicMs();
        m_tokens = std::min(kBurst, m_tokens + static_cast<double>(now - m_refilled) * kMessagesPerSecond / 1000.0);
        m_refilled = now;
        if (m_tokens < 1) return false;
        m_tokens -= 1;
        return true;
    }
    /// Whether to say "too fast" now (at most once a second), rather than drop quietly.
    bool warnRate() {
        const std::int64_t now = monotonicMs();
        if (now - m_warned < 1000) return false;
        m_warned = now;
        return true;
    }
    std::int64_t lastHeard = monotonicMs();

private:
    QWebSocket* m_socket;
    std::string m_peer;
    bool m_closing = false;
    double m_tokens = kBurst;
    std::int64_t m_refilled = monotonicMs();
    std::int64_t m_warned = -1000;
};

RoomServer::RoomServer(Room& room, QObject* parent) : QObject(parent), m_room(room) {
    m_http.route("/", [](const QHttpServerRequest& r) { return file(QStringLiteral("student.html"), r); });
    m_http.route("/projector", [](const QHttpServerRequest& r) { return file(QStringLiteral("projector.html"), r); });
    m_http.route("/instructor", [](const QHttpServerRequest& r) { return file(QStringLiteral("instructor.html"), r); });
    // Qt 6.4 upgrades a socket only on a path whose route handled the request without answering
    // it: the handler stays silent for an upgrade (anything else on /ws is told what it is).
    m_http.route("/ws", [](const QHttpServerRequest& r, QHttpServerResponder&& responder) {
        if (r.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) return;
        responder.write(QByteArray("This address is the room's WebSocket\n"),
                        {{"Content-Type", "text/plain; charset=utf-8"},
                         {"Content-Security-Policy", kContentSecurityPolicy},
                         {"X-Content-Type-Options", "nosniff"},
                         {"Cache-Control", "no-store"}},
                        QHttpServerResponder::StatusCode::UpgradeRequired);
    });
    m_http.route("/static/<arg>", [](const QString& name, const QHttpServerRequest& r) { return file(name, r); });
    m_http.setMissingHandler([](const QHttpServerRequest&, QHttpServerResponder&& responder) {
        responder.write(QByteArray("Not found\n"),
                        {{"Content-Type", "text/plain; charset=utf-8"},
                         {"Content-Security-Policy", kContentSecurityPolicy},
                         {"X-Content-Type-Options", "nosniff"},
                         {"Cache-Control", "no-store"}},
                        QHttpServerResponder::StatusCode::NotFound);
    });
    connect(&m_http, &QAbstractHttpServer::newWebSocketConnection, this, &RoomServer::accept);
    m_heartbeat.setInterval(kPingMs);
    connect(&m_heartbeat, &QTimer::timeout, this, &RoomServer::heartbeat);
}

RoomServer::~RoomServer() { close(); }

engine::Status RoomServer::listen(const QHostAddress& address, quint16 port) {
    if (address.isNull())
        return engine::Error::make("invalid_address", "the address to listen on is not an IP address");
    const quint16 bound = m_http.listen(address, port);
    if (bound == 0)
        return engine::Error::make("listen_failed", "could not listen on " + address.toString().toStdString() + ":" +
                                                        std::to_string(port) + " (in use, or not this machine's)");
    m_port = bound;
    m_heartbeat.start();
    qInfo().noquote() << "classroom: listening on" << address.toString() << m_port;
    return engine::okStatus();
}

void RoomServer::close() {
    m_heartbeat.stop();
    for (QTcpServer* server : m_http.servers()) server->close();
    m_port = 0;
    std::vector<QWebSocket*> sockets;
    for (auto& [socket, c] : m_connections) sockets.push_back(socket);
    for (QWebSocket* socket : sockets) {
        socket->disconnect(this);
        m_room.disconnected(m_connections[socket].get());
        socket->abort();
        socket->deleteLater();
    }
    m_connections.clear();
}

void RoomServer::accept() {
    while (m_http.hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> owned = m_http.nextPendingWebSocketConnection();
        if (!owned) continue;
        QWebSocket* socket = owned.release();
        socket->setParent(this);
        const QUrl request = socket->requestUrl();
        // A page of another site may not open a socket to the room (its Origin says where it is from).
        const QUrl origin(socket->origin());
        const bool sameSite =
            socket->origin().isEmpty() ||
            (origin.host().compare(request.host(), Qt::CaseInsensitive) == 0 && origin.port(80) == request.port(80));
        if (request.path() != QLatin1String("/ws") || !sameSite) {
            qWarning().noquote() << "classroom: refused a socket for" << request.path() << "from origin"
                                 << socket->origin();
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          sameSite ? QStringLiteral("no such socket") : QStringLiteral("another site's page"));
            socket->deleteLater();
            continue;
        }
        // Qt refuses far larger messages itself; the room's own limit is checked below, with an answer.
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(kMaxMessageBytes) * 4);
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(kMaxMessageBytes) * 4);
        auto connection = std::make_unique<Connection>(socket);
        Connection* c = connection.get();
        m_connections[socket] = std::move(connection);
        connect(socket, &QWebSocket::pong, this, [c](quint64, const QByteArray&) { c->lastHeard = monotonicMs(); });
        connect(socket, &QWebSocket::textMessageReceived, this, [this, socket, c](const QString& text) {
            c->lastHeard = monotonicMs();
            if (!c->allow()) {
                if (c->warnRate()) m_room.refused(c, "rate_limited", "Too many messages: slow down");
                return;
            }
            const QByteArray bytes = text.toUtf8();
            if (bytes.size() > kMaxMessageBytes)
                return m_room.refused(c, "too_large", "A message may hold at most 16 KiB");
            Json message = engine::parseJsonOrDiscarded(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            if (message.is_discarded() || !message.is_object())
                return m_room.refused(c, "bad_message", "A message is one JSON object");
            (void)socket;
            m_room.received(c, message);
        });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, c](const QByteArray&) {
            m_room.refused(c, "bad_message", "Messages are text (JSON), not binary");
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { drop(socket); });
        m_room.connected(c);
    }
}

void RoomServer::drop(QWebSocket* socket) {
    const auto it = m_connections.find(socket);
    if (it == m_connections.end()) return;
    std::unique_ptr<Connection> gone = std::move(it->second);
    m_connections.erase(it);
    m_room.disconnected(gone.get());
    socket->deleteLater();
}

void RoomServer::heartbeat() {
    const std::int64_t now = monotonicMs();
    std::vector<QWebSocket*> silent;
    for (auto& [socket, c] : m_connections) {
        if (now - c->lastHeard > kGoneMs)
            silent.push_back(socket);
        else
            socket->ping();
    }
    for (QWebSocket* socket : silent) {
        qInfo() << "classroom: a page stopped answering; treating it as gone";
        socket->abort();
        drop(socket);
    }
}

}  // namespace nashlab::classroom
