#include "providers/http/http_transport.h"

#include <QUrl>
#include <cstdlib>

#include "providers/http/plain_http_client.h"
#include "providers/http/qt_http_client.h"

namespace nashlab::providers {
namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// One no_proxy entry: "*", a host, or a domain (".example.com" or "example.com", both matching
// its subdomains); a ":port" suffix is ignored. Unsure matches leave the proxy (and Qt) in charge.
bool excludes(std::string entry, const std::string& host) {
    const auto first = entry.find_first_not_of(" \t");
    if (first == std::string::npos) return false;
    entry = lower(entry.substr(first, entry.find_last_not_of(" \t") - first + 1));
    if (entry == "*") return true;
    const std::size_t colon = entry.find(':');
    if (colon != std::string::npos && colon == entry.rfind(':')) entry.erase(colon);  // not IPv6
    if (!entry.empty() && entry.front() == '.') entry.erase(0, 1);
    if (entry.empty()) return false;
    return host == entry ||
           (host.size() > entry.size() && host.compare(host.size() - entry.size(), entry.size(), entry) == 0 &&
            host[host.size() - entry.size() - 1] == '.');
}

}  // namespace

bool environmentProxyFor(const std::string& host) {
    bool set = false;
    for (const char* name : {"http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"}) set = set || !env(name).empty();
    if (!set) return false;
    std::string noProxy = env("no_proxy");
    if (noProxy.empty()) noProxy = env("NO_PROXY");
    const std::string h = lower(host);
    std::size_t at = 0;
    while (at <= noProxy.size()) {
        const std::size_t comma = std::min(noProxy.find(',', at), noProxy.size());
        if (excludes(noProxy.substr(at, comma - at), h)) return false;
        at = comma + 1;
    }
    return true;
}

bool HttpTransport::usesPlainClient(const std::string& url) {
    if (url.compare(0, 7, "http://") != 0) return false;  // https, or anything unusual: Qt
    if (env("NASHLAB_HTTP_CLIENT") == "qt") return false;
    const QUrl parsed(QString::fromStdString(url));
    return parsed.isValid() && !environmentProxyFor(parsed.host().toStdString());
}

HttpTransport::HttpTransport(QObject* parent)
    : QObject(parent), m_plain(new PlainHttpClient(this)), m_qt(new QtHttpClient(this)) {}

HttpExchange* HttpTransport::start(const HttpRequest& request, HttpExchange::Callbacks callbacks) {
    return usesPlainClient(request.url) ? m_plain->start(request, std::move(callbacks))
                                        : m_qt->start(request, std::move(callbacks));
}

}  // namespace nashlab::providers
