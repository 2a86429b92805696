#pragma once
// RequestScheduler: every provider request goes through here. Per endpoint it keeps the number
// of requests in flight, requests per minute and tokens per minute under their limits; it
// retries network errors, 408, 409, 429 and 5xx with exponential backoff and jitter, honouring
// Retry-After; it gives each attempt a timeout and lets callers cancel. Single-threaded: use it
// from the thread that owns it (callbacks come from its event loop).
#include <QObject>
#include <QPointer>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "providers/clients/wire.h"

class QTimer;

namespace nashlab::providers {

class HttpExchange;
class HttpClient;

struct EndpointLimits {
    int maxConcurrent = 16;     ///< requests in flight
    int requestsPerMinute = 0;  ///< 0: unlimited
    int tokensPerMinute = 0;    ///< 0: unlimited; counted from each request's estimate
};

struct RetryPolicy {
    int maxRetries = 4;      ///< attempts after the first
    int baseDelayMs = 500;   ///< the first backoff; doubles each retry
    int maxDelayMs = 30000;  ///< cap for backoff (Retry-After is honoured up to 120 s)
};

/// Why a request ended without an answer that can be used, apart from what `status` says.
enum class HttpFailure {
    None,
    Network,   ///< no status, or the connection broke (a 2xx body shorter than its Content-Length too)
    Timeout,   ///< the attempt passed its deadline (which covers the whole stream)
    TooLarge,  ///< the body passed SubmitOptions::maxBytes: not retried, the server would do it again
    Status,    ///< a non-2xx status
    Body,      ///< a 2xx body that checkBody rejected
};

struct HttpResult {
    int status = 0;     ///< HTTP status; 0 when no response came (network error, timeout)
    std::string body;   ///< at most SubmitOptions::maxBytes (plus one read's worth) when TooLarge
    std::string error;  ///< why the final attempt failed; empty on success
    HttpFailure failure = HttpFailure::None;
    int attempts = 0;
    std::vector<std::string> retried;  ///< why each earlier attempt was retried
    bool ok() const { return error.empty(); }
};

struct SubmitOptions {
    std::string endpoint;     ///< limits are kept per endpoint (e.g. "openai http://host:port/v1")
    int timeoutMs = 60000;    ///< per attempt, from sending to the last byte of the body or stream
    int estimatedTokens = 0;  ///< for the tokens-per-minute limit
    std::function<void(const std::string& bytes)> onChunk;  ///< bytes as they arrive (streams)
    /// A 2xx body this rejects (cut stream, not JSON) is retried like a network error.
    std::function<std::string(const std::string& body)> checkBody;
    /// The most body bytes one attempt may bring (streams included); past it the attempt is
    /// aborted and the request fails as TooLarge without a retry. The clients' read buffers are
    /// kept small too, so memory stays bounded whatever the server sends.
    std::int64_t maxBytes = 8 << 20;
};

class RequestScheduler final : public QObject {
public:
    using Ticket = std::uint64_t;
    using Done = std::function<void(HttpResult)>;

    explicit RequestScheduler(QObject* parent = nullptr);
    ~RequestScheduler() override;

    void setLimits(const std::string& endpoint, EndpointLimits limits);
    void setRetryPolicy(RetryPolicy policy) { m_retry = policy; }
    /// The rate-limit window (60 s); tests shorten it.
    void setWindowMs(int ms) { m_windowMs = ms; }

    /// Queues a request; `done` is called exactly once unless the ticket is cancelled first.
    Ticket submit(HttpRequest request, SubmitOptions options, Done done);
    void cancel(Ticket ticket);
    void cancelAll();

    int inFlight() const;
    int sent() const { return m_sent; }  ///< attempts put on the wire, retries included

private:
    struct Job {
        HttpRequest http;
        SubmitOptions options;
        Done done;
        int attempt = 0;
        bool timedOut = false;
        bool tooLarge = false;
        HttpExchange* exchange = nullptr;  ///< the attempt in flight
        QTimer* timer = nullptr;
        HttpResult result;
    };
    struct Endpoint {
        EndpointLimits limits;
        int active = 0;
        std::deque<std::int64_t> starts;
        std::deque<std::pair<std::int64_t, int>> tokens;
        std::deque<Ticket> queue;
    };

    void pump();
    void start(Ticket ticket, Job& job, Endpoint& endpoint);
    void received(Ticket ticket, std::string_view bytes);
    void finished(Ticket ticket);
    void settle(Ticket ticket, Job& job, int status, HttpFailure failure, const std::string& error, int retryAfterMs);
    void release(Job& job);
    std::int64_t now() const;
    void pumpAt(std::int64_t when);

    std::map<Ticket, Job> m_jobs;
    std::map<std::string, Endpoint> m_endpoints;
    HttpClient* m_client;
    RetryPolicy m_retry;
    int m_windowMs = 60000;
    Ticket m_next = 1;
    int m_sent = 0;
    bool m_pumpScheduled = false;
    std::int64_t m_pumpAt = 0;
    std::mt19937_64 m_jitter;
};

/// Reads a Retry-After value: seconds, or an HTTP date. -1 when absent or unreadable.
int parseRetryAfterMs(const std::string& value, std::int64_t nowUtcMs);

}  // namespace nashlab::providers
