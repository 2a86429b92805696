#pragma once
// QtHttpClient: requests through Qt's QNetworkAccessManager, for https:// and for any URL a proxy
// from the environment applies to. Redirects are followed only within the same origin (the key's
// header goes along with a redirected request and must not reach another server). Single-threaded.
#include <QObject>
#include <utility>
#include <vector>

#include "providers/clients/wire.h"
#include "providers/http/http_exchange.h"

class QNetworkAccessManager;

namespace nashlab::providers {

class QtHttpClient final : public QObject {
public:
    explicit QtHttpClient(QObject* parent = nullptr) : QObject(parent) {}

    /// Sends `request`; the exchange reports through `callbacks` until its dispose().
    HttpExchange* start(const HttpRequest& request, HttpExchange::Callbacks callbacks);

private:
    friend class QtExchange;
    QNetworkAccessManager* pickManager();
    void release(QNetworkAccessManager* manager);

    std::vector<std::pair<QNetworkAccessManager*, int>> m_managers;  ///< with their requests in flight
};

}  // namespace nashlab::providers
