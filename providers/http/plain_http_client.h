#pragma once
// PlainHttpClient: NashLab's own HTTP/1.1 client for plain http:// URLs (local model servers).
// Qt's stack costs a model seat more than the server that answers it: it runs each request on a
// thread of its own and reads the response head one byte per read(). This client runs on the
// caller's thread and reads whatever has arrived per readyRead, parsing incrementally
// (HttpResponseParser). It keeps idle keep-alive connections per host:port for reuse.
// Single-threaded: use it from the thread that owns it. https:// never comes here (HttpTransport).
#include <QObject>
#include <map>
#include <string>
#include <vector>

#include "providers/clients/wire.h"
#include "providers/http/http_exchange.h"

class QTcpSocket;

namespace nashlab::providers {

class PlainHttpClient final : public QObject {
public:
    /// Idle connections kept per origin; more are closed when they fall idle.
    static constexpr int kMaxIdlePerOrigin = 16;

    explicit PlainHttpClient(QObject* parent = nullptr) : QObject(parent) {}
    ~PlainHttpClient() override;

    /// Sends `request` (an http:// URL); the exchange reports through `callbacks` until its
    /// dispose(). Same-origin redirects are followed (up to 5); others come back as the 3xx.
    HttpExchange* start(const HttpRequest& request, HttpExchange::Callbacks callbacks);

    /// Idle connections in the pool, all origins together (for tests).
    int idleConnections() const;

    /// An idle connection to `origin` ("host:port") that still looks usable, or nullptr. The
    /// caller owns it until it gives it back with putIdle() or closes it.
    QTcpSocket* takeIdle(const std::string& origin);
    /// Keeps `socket` (connected, nothing unread) for the next request to `origin`.
    void putIdle(const std::string& origin, QTcpSocket* socket);

private:
    void dropIdle(QTcpSocket* socket);

    std::map<std::string, std::vector<QTcpSocket*>> m_idle;
};

}  // namespace nashlab::providers
