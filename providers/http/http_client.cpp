#include "providers/http/http_client.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>

namespace nashlab::providers {
namespace {

// Qt opens at most six HTTP/1.1 connections per host and manager; more managers let an
// endpoint's concurrency limit, not Qt's, decide how many requests run at once.
constexpr int kConnectionsPerManager = 6;

}  // namespace

class QtExchange final : public QObject, public HttpExchange {
public:
    QtExchange(HttpClient& client, QNetworkAccessManager* manager, QNetworkReply* reply, Callbacks callbacks)
        : QObject(&client), m_client(&client), m_manager(manager), m_reply(reply), m_callbacks(std::move(callbacks)) {
        // Without a read buffer size Qt's network thread reads a fast server's socket as quickly
        // as it can, and a stream of 1-byte chunks keeps it in one loop that hands nothing over
        // (the byte limit never sees the bytes, an abort is never processed). Qt 6.4 keeps a
        // size set here for a GET but loses it for a request with a body (every POST), so it is
        // set again from this thread's event loop, after Qt has started the request.
        reply->setReadBufferSize(HttpClient::kReadBufferBytes);
        QMetaObject::invokeMethod(
            reply, [reply] { reply->setReadBufferSize(HttpClient::kReadBufferBytes); }, Qt::QueuedConnection);
        connect(reply, &QNetworkReply::readyRead, this, [this] { deliver(m_reply->readAll()); });
        connect(reply, &QNetworkReply::finished, this, [this] {
            if (m_reply->isOpen()) deliver(m_reply->readAll());
            if (!m_disposed) m_callbacks.finished();
        });
    }

    int status() const override { return m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(); }
    std::optional<std::string> header(std::string_view name) const override {
        const QByteArray key(name.data(), static_cast<qsizetype>(name.size()));
        if (!m_reply->hasRawHeader(key)) return std::nullopt;
        return m_reply->rawHeader(key).toStdString();
    }
    std::string error() const override {
        return m_reply->error() == QNetworkReply::NoError ? std::string() : m_reply->errorString().toStdString();
    }
    void dispose() override {
        m_disposed = true;
        m_reply->disconnect(this);
        if (m_reply->isRunning()) m_reply->abort();
        m_reply->deleteLater();
        if (m_client) m_client->release(m_manager);
        deleteLater();
    }

private:
    void deliver(const QByteArray& bytes) {
        if (m_disposed || bytes.isEmpty()) return;
        m_callbacks.bytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    }

    QPointer<HttpClient> m_client;
    QNetworkAccessManager* m_manager;
    QNetworkReply* m_reply;
    Callbacks m_callbacks;
    bool m_disposed = false;
};

QNetworkAccessManager* HttpClient::pickManager() {
    for (auto& [manager, active] : m_managers)
        if (active < kConnectionsPerManager) {
            ++active;
            return manager;
        }
    auto* manager = new QNetworkAccessManager(this);
    manager->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    m_managers.emplace_back(manager, 1);
    return manager;
}

void HttpClient::release(QNetworkAccessManager* manager) {
    for (auto& [m, active] : m_managers)
        if (m == manager) --active;
}

HttpExchange* HttpClient::start(const HttpRequest& http, HttpExchange::Callbacks callbacks) {
    QNetworkRequest request(QUrl(QString::fromStdString(http.url)));
    // Uncompressed: the size limit then counts what the server sent, and Qt inflates nothing.
    request.setRawHeader("Accept-Encoding", "identity");
    for (const auto& [name, value] : http.headers)
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    QNetworkAccessManager* manager = pickManager();
    QNetworkReply* reply = http.method == "GET"
                               ? manager->get(request)
                               : manager->sendCustomRequest(request, QByteArray::fromStdString(http.method),
                                                            QByteArray::fromStdString(http.body));
    return new QtExchange(*this, manager, reply, std::move(callbacks));
}

}  // namespace nashlab::providers
