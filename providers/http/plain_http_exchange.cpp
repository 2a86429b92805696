#include "providers/http/plain_http_exchange.h"

#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

#include "providers/http/plain_http_client.h"

namespace nashlab::providers {
namespace {

// What the socket may hold before it is read: it is read whole on every readyRead, so this only
// bounds one turn of the event loop against a fast server.
constexpr qint64 kReadBufferBytes = 1 << 20;

bool token(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u > 0x20 && u < 0x7f && std::string_view("\"(),/:;<=>?@[\\]{}").find(c) == std::string_view::npos;
    });
}

// A header value must not end the line early: a CR or LF in it would let text become headers.
bool fieldValue(const std::string& s) {
    return std::none_of(s.begin(), s.end(), [](char c) { return c == '\r' || c == '\n' || c == '\0'; });
}

bool ownHeader(const std::string& name) {
    for (const char* own : {"host", "content-length", "connection", "transfer-encoding"})
        if (QString::fromStdString(name).compare(QLatin1String(own), Qt::CaseInsensitive) == 0) return true;
    return false;
}

bool sameOrigin(const QUrl& a, const QUrl& b) {
    return a.isValid() && a.scheme() == b.scheme() && a.host() == b.host() && a.port(80) == b.port(80);
}

}  // namespace

PlainHttpExchange::PlainHttpExchange(PlainHttpClient& client, HttpRequest request, Callbacks callbacks)
    : QObject(&client), m_client(&client), m_request(std::move(request)), m_callbacks(std::move(callbacks)) {}

std::optional<std::string> PlainHttpExchange::header(std::string_view name) const {
    const std::string* value = m_parser.header(name);
    return value ? std::optional<std::string>(*value) : std::nullopt;
}

void PlainHttpExchange::begin() {
    const std::string refused = aim(QUrl(QString::fromStdString(m_request.url)));
    if (refused.empty()) return open(true);
    m_error = refused;
    m_done = true;
    // Never call back from inside the caller's start().
    QTimer::singleShot(0, this, [this] {
        if (!m_disposed) m_callbacks.finished();
    });
}

// Points the exchange at `url` and writes the request out; a reason when it cannot be sent.
std::string PlainHttpExchange::aim(const QUrl& url) {
    if (!url.isValid() || url.scheme() != QLatin1String("http") || url.host().isEmpty())
        return "not a plain http:// URL: " + url.toString(QUrl::RemoveUserInfo).toStdString();
    if (!token(m_request.method)) return "malformed request method";
    m_url = url;
    const std::string host = url.host(QUrl::FullyEncoded).toStdString();
    const int port = url.port(80);
    m_origin = host + ":" + std::to_string(port);
    const std::string hostHeader = (host.find(':') != std::string::npos ? "[" + host + "]" : host) +
                                   (port == 80 ? "" : ":" + std::to_string(port));
    std::string target = url.path(QUrl::FullyEncoded).toStdString();
    if (target.empty()) target = "/";
    if (url.hasQuery()) target += "?" + url.query(QUrl::FullyEncoded).toStdString();
    m_wire = m_request.method + " " + target + " HTTP/1.1\r\nHost: " + hostHeader + "\r\n";
    for (const auto& [name, value] : m_request.headers) {
        if (!token(name) || !fieldValue(value)) return "malformed request header";
        if (!ownHeader(name)) m_wire += name + ": " + value + "\r\n";
    }
    if (!m_request.body.empty() || (m_request.method != "GET" && m_request.method != "HEAD"))
        m_wire += "Content-Length: " + std::to_string(m_request.body.size()) + "\r\n";
    m_wire += "\r\n";
    m_wire += m_request.body;
    return {};
}

void PlainHttpExchange::open(bool mayReuse) {
    if (!m_client) return fail("the HTTP client is gone");
    if (QTcpSocket* idle = mayReuse ? m_client->takeIdle(m_origin) : nullptr) {
        attach(idle, true);
        return send();
    }
    auto* socket = new QTcpSocket(m_client);
    socket->setReadBufferSize(kReadBufferBytes);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);  // the request goes out in one write
    attach(socket, false);
    const int generation = m_generation;
    connect(socket, &QTcpSocket::connected, this, [this, generation] {
        if (generation == m_generation) send();
    });
    socket->connectToHost(m_url.host(), static_cast<quint16>(m_url.port(80)));
}

void PlainHttpExchange::attach(QTcpSocket* socket, bool reused) {
    m_socket = socket;
    m_reused = reused;
    m_received = false;
    const int generation = ++m_generation;
    connect(socket, &QTcpSocket::readyRead, this, [this, generation] {
        if (generation == m_generation) onReadyRead();
    });
    // Ends and errors are handled from the event loop (queued): a refused connection can be
    // reported from inside connectToHost(), and nobody is called back from inside their own call.
    const auto gone = [this, generation] {
        if (generation == m_generation) onSocketGone();
    };
    connect(socket, &QTcpSocket::errorOccurred, this, gone, Qt::QueuedConnection);
    connect(socket, &QTcpSocket::disconnected, this, gone, Qt::QueuedConnection);
}

void PlainHttpExchange::send() {
    m_socket->write(m_wire.data(), static_cast<qint64>(m_wire.size()));
    m_socket->flush();  // now, not on the next turn of the event loop
}

void PlainHttpExchange::onReadyRead() {
    const QByteArray bytes = m_socket->readAll();
    if (bytes.isEmpty()) return;
    m_received = true;
    consume(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

void PlainHttpExchange::consume(std::string_view bytes) {
    m_chunk.clear();
    const std::size_t used = m_parser.feed(bytes, m_chunk);
    if (m_parser.state() == HttpResponseParser::State::Failed) return fail(m_parser.error());
    if (m_parser.headDone() && !m_headSeen) {
        m_headSeen = true;
        if (followRedirect()) return;
    }
    if (!m_chunk.empty()) {
        m_callbacks.bytes(m_chunk);
        if (m_disposed) return;
    }
    if (m_parser.state() == HttpResponseParser::State::Done) complete(used == bytes.size());
}

void PlainHttpExchange::onSocketGone() {
    if (m_done || !m_socket) return;
    if (m_socket->bytesAvailable() > 0) {
        onReadyRead();
        if (m_done) return;
    }
    if (!m_received && m_reused && !m_retried) {
        // The server closed the kept-alive connection as it was reused: one more try on a new one.
        m_retried = true;
        dropSocket();
        return open(false);
    }
    const bool socketError = m_socket->error() != QAbstractSocket::UnknownSocketError;
    const std::string why = socketError ? m_socket->errorString().toStdString() : "the connection closed";
    m_parser.close();
    if (m_parser.state() == HttpResponseParser::State::Done) return complete(false);
    fail(m_received ? m_parser.error() : why);
}

// A same-origin 301/302/303/307/308 is followed (307 and 308 keep the method and body, the others
// turn into a GET, as Qt and browsers do). A redirect to anywhere else is not: it comes back as
// the 3xx, so the key's header never goes to another server.
bool PlainHttpExchange::followRedirect() {
    const int status = m_parser.status();
    if (status != 301 && status != 302 && status != 303 && status != 307 && status != 308) return false;
    const std::string* location = m_parser.header("location");
    if (!location || m_redirects >= kMaxRedirects) return false;
    const QUrl target = m_url.resolved(QUrl(QString::fromStdString(*location)));
    if (!sameOrigin(target, m_url)) return false;
    ++m_redirects;
    if (status != 307 && status != 308) {
        m_request.method = "GET";
        m_request.body.clear();
    }
    if (!aim(target).empty()) return false;
    dropSocket();  // the rest of the 3xx's body is not worth reading
    m_parser = HttpResponseParser();
    m_headSeen = false;
    m_retried = false;
    open(true);
    return true;
}

void PlainHttpExchange::complete(bool reusable) {
    m_done = true;
    QTcpSocket* socket = m_socket;
    m_socket = nullptr;
    ++m_generation;
    socket->disconnect(this);
    if (reusable && m_client && m_parser.keepAlive() && socket->state() == QAbstractSocket::ConnectedState &&
        socket->bytesAvailable() == 0) {
        m_client->putIdle(m_origin, socket);
    } else {
        socket->abort();
        socket->deleteLater();
    }
    m_callbacks.finished();
}

void PlainHttpExchange::fail(std::string why) {
    m_done = true;
    m_error = std::move(why);
    dropSocket();
    m_callbacks.finished();
}

void PlainHttpExchange::dropSocket() {
    if (!m_socket) return;
    ++m_generation;
    m_socket->disconnect(this);
    m_socket->abort();
    m_socket->deleteLater();
    m_socket = nullptr;
}

void PlainHttpExchange::dispose() {
    m_disposed = true;
    m_done = true;
    dropSocket();
    deleteLater();
}

}  // namespace nashlab::providers
