#pragma once
// PlainHttpExchange: one request of PlainHttpClient, on a kept-alive connection from the pool or
// a new one. It writes the request in one piece, feeds every read to HttpResponseParser and
// hands the body on as it arrives; at the end it gives a reusable connection back to the pool.
// A request that a reused connection drops before any byte of an answer is sent once more on a
// new connection (the server may have closed it while idle). Same-origin redirects are followed.
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <string>

#include "providers/clients/wire.h"
#include "providers/http/http_exchange.h"
#include "providers/http/http_response_parser.h"

class QTcpSocket;

namespace nashlab::providers {

class PlainHttpClient;

class PlainHttpExchange final : public QObject, public HttpExchange {
public:
    static constexpr int kMaxRedirects = 5;

    PlainHttpExchange(PlainHttpClient& client, HttpRequest request, Callbacks callbacks);
    /// Connects (or takes an idle connection) and sends; failures are reported from the event loop.
    void begin();

    int status() const override { return m_parser.status(); }
    std::optional<std::string> header(std::string_view name) const override;
    std::string error() const override { return m_error; }
    void dispose() override;

private:
    std::string aim(const QUrl& url);
    void open(bool mayReuse);
    void attach(QTcpSocket* socket, bool reused);
    void send();
    void onReadyRead();
    void onSocketGone();
    void consume(std::string_view bytes);
    bool followRedirect();
    void complete(bool reusable);
    void fail(std::string why);
    void dropSocket();

    QPointer<PlainHttpClient> m_client;
    HttpRequest m_request;
    Callbacks m_callbacks;
    QUrl m_url;
    std::string m_origin;  ///< host:port, the pool's key
    std::string m_wire;    ///< the request as sent: head and body
    QTcpSocket* m_socket = nullptr;
    int m_generation = 0;  ///< of m_socket: signals queued for an earlier socket are ignored
    bool m_reused = false;
    bool m_retried = false;
    bool m_received = false;  ///< a byte of the answer arrived on this connection
    bool m_headSeen = false;
    bool m_done = false;
    bool m_disposed = false;
    int m_redirects = 0;
    HttpResponseParser m_parser;
    std::string m_chunk;  ///< the body bytes of one read
    std::string m_error;
};

}  // namespace nashlab::providers
