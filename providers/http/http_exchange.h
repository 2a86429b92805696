#pragma once
// HttpExchange: one HTTP request in flight, as the request scheduler sees it (HttpClient carries
// it over Qt's QNetworkAccessManager; tests can stand in for it). Single-threaded: callbacks come
// from the event loop of the thread that started the exchange, never from inside the call that
// started it.
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace nashlab::providers {

class HttpExchange {
public:
    struct Callbacks {
        /// Body bytes of the final response as they arrive (chunk framing removed); a followed
        /// redirect's own body never comes here. The callee may dispose() the exchange.
        std::function<void(std::string_view bytes)> bytes;
        /// Once, when the response is complete or the exchange failed (then error() says why).
        std::function<void()> finished;
    };

    HttpExchange() = default;
    HttpExchange(const HttpExchange&) = delete;
    HttpExchange& operator=(const HttpExchange&) = delete;

    /// The final response's status; 0 before its head arrived (or when none came).
    virtual int status() const = 0;
    /// A header of the final response (name in any case); nullopt when absent.
    virtual std::optional<std::string> header(std::string_view name) const = 0;
    /// Why the exchange failed at the transport level (refused, reset, cut, malformed); empty
    /// when it did not. A status, even 5xx, is not such a failure.
    virtual std::string error() const = 0;
    /// Stops the exchange: no callback follows, the connection is dropped, the object is freed
    /// later (the pointer must not be used afterwards). Safe from inside a callback.
    virtual void dispose() = 0;

protected:
    virtual ~HttpExchange() = default;  // dispose() frees it
};

}  // namespace nashlab::providers
