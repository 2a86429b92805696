#pragma once
// HttpTransport: picks the client for each request. Plain http:// goes through NashLab's own
// PlainHttpClient (no thread hop, buffered reads, kept-alive connections); https://, and any URL
// that a proxy from the environment (http_proxy, all_proxy, not excluded by no_proxy) applies
// to, goes through Qt's QNetworkAccessManager as before. NASHLAB_HTTP_CLIENT=qt sends everything
// through Qt (to compare, or to step around a server the plain client does not get along with).
#include <QObject>
#include <string>

#include "providers/clients/wire.h"
#include "providers/http/http_exchange.h"

namespace nashlab::providers {

class PlainHttpClient;
class QtHttpClient;

class HttpTransport final : public QObject {
public:
    explicit HttpTransport(QObject* parent = nullptr);

    /// Sends `request`; the exchange reports through `callbacks` until its dispose().
    HttpExchange* start(const HttpRequest& request, HttpExchange::Callbacks callbacks);

    /// Whether `url` is sent by the plain client (reads the environment each time).
    static bool usesPlainClient(const std::string& url);

private:
    PlainHttpClient* m_plain;
    QtHttpClient* m_qt;
};

/// Whether a proxy from the environment applies to `host` (an http:// request to it): one of
/// http_proxy, HTTP_PROXY, all_proxy, ALL_PROXY is set and no_proxy/NO_PROXY does not exclude it.
bool environmentProxyFor(const std::string& host);

}  // namespace nashlab::providers
