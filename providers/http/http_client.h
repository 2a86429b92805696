#pragma once
// HttpClient: every provider request, through Qt's QNetworkAccessManager (http://, https://,
// and proxies from the environment alike). It holds what a hostile server could otherwise grow
// without end: Qt may buffer at most kReadBufferBytes of a reply that was not read yet (the
// request scheduler then caps the body and the time); bodies come uncompressed (no
// Accept-Encoding is offered), so the cap counts what the server sent. Redirects are followed
// only within the same origin (the key's header goes along with a redirected request and must
// not reach another server). Keep-alive is Qt's: up to six connections per host and manager.
// Single-threaded: use it from the thread that owns it.
#include <QObject>
#include <utility>
#include <vector>

#include "providers/clients/wire.h"
#include "providers/http/http_exchange.h"

class QNetworkAccessManager;

namespace nashlab::providers {

class HttpClient final : public QObject {
public:
    explicit HttpClient(QObject* parent = nullptr) : QObject(parent) {}

    /// Sends `request`; the exchange reports through `callbacks` until its dispose().
    HttpExchange* start(const HttpRequest& request, HttpExchange::Callbacks callbacks);

    /// What Qt may hold of one reply before it is read (so, with 1-byte chunks, the number of
    /// pieces in flight between Qt's network thread and ours).
    static constexpr qint64 kReadBufferBytes = 64 * 1024;

private:
    friend class QtExchange;
    QNetworkAccessManager* pickManager();
    void release(QNetworkAccessManager* manager);

    std::vector<std::pair<QNetworkAccessManager*, int>> m_managers;  ///< with their requests in flight
};

}  // namespace nashlab::providers
