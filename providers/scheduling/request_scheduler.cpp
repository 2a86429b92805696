#include "providers/scheduling/request_scheduler.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLocale>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "providers/http/http_client.h"

namespace nashlab::providers {
namespace {

bool retryableStatus(int status) { return status == 408 || status == 409 || status == 429 || status >= 500; }

std::int64_t steadyMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

}  // namespace

int parseRetryAfterMs(const std::string& value, std::int64_t nowUtcMs) {
    if (value.empty()) return -1;
    bool ok = false;
    const double seconds = QString::fromStdString(value).trimmed().toDouble(&ok);
    if (ok) return seconds < 0 ? -1 : static_cast<int>(std::lround(seconds * 1000));
    const QDateTime when = QLocale::c().toDateTime(QString::fromStdString(value).trimmed(),
                                                   QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid()) return -1;
    const QDateTime utc(when.date(), when.time(), Qt::UTC);
    return static_cast<int>(std::max<std::int64_t>(0, utc.toMSecsSinceEpoch() - nowUtcMs));
}

RequestScheduler::RequestScheduler(QObject* parent)
    : QObject(parent), m_client(new HttpClient(this)), m_jitter(std::random_device{}()) {}

RequestScheduler::~RequestScheduler() { cancelAll(); }

void RequestScheduler::setLimits(const std::string& endpoint, EndpointLimits limits) {
    m_endpoints[endpoint].limits = limits;
    pump();
}

std::int64_t RequestScheduler::now() const { return steadyMs(); }

int RequestScheduler::inFlight() const {
    int n = 0;
    for (const auto& [_, e] : m_endpoints) n += e.active;
    return n;
}

RequestScheduler::Ticket RequestScheduler::submit(HttpRequest request, SubmitOptions options, Done done) {
    const Ticket ticket = m_next++;
    Job job;
    job.http = std::move(request);
    job.options = std::move(options);
    job.done = std::move(done);
    m_endpoints[job.options.endpoint].queue.push_back(ticket);
    m_jobs.emplace(ticket, std::move(job));
    // Start on the next turn of the event loop: submit() never calls back from inside itself.
    pumpAt(now());
    return ticket;
}

void RequestScheduler::cancel(Ticket ticket) {
    const auto it = m_jobs.find(ticket);
    if (it == m_jobs.end()) return;
    Job& job = it->second;
    Endpoint& endpoint = m_endpoints[job.options.endpoint];
    endpoint.queue.erase(std::remove(endpoint.queue.begin(), endpoint.queue.end(), ticket), endpoint.queue.end());
    if (job.exchange) {
        --endpoint.active;
        release(job);
    }
    m_jobs.erase(it);
    pumpAt(now());
}

void RequestScheduler::cancelAll() {
    std::vector<Ticket> tickets;
    for (const auto& [t, _] : m_jobs) tickets.push_back(t);
    for (Ticket t : tickets) cancel(t);
}

void RequestScheduler::pumpAt(std::int64_t when) {
    if (m_pumpScheduled && m_pumpAt <= when) return;
    m_pumpScheduled = true;
    m_pumpAt = when;
    const auto delay = static_cast<int>(std::max<std::int64_t>(0, when - now()));
    QTimer::singleShot(delay, this, [this, when] {
        if (!m_pumpScheduled || m_pumpAt != when) return;  // superseded by an earlier pump
        m_pumpScheduled = false;
        pump();
    });
}

void RequestScheduler::pump() {
    const std::int64_t t = now();
    for (auto& [name, endpoint] : m_endpoints) {
        while (!endpoint.starts.empty() && endpoint.starts.front() <= t - m_windowMs) endpoint.starts.pop_front();
        while (!endpoint.tokens.empty() && endpoint.tokens.front().first <= t - m_windowMs) endpoint.tokens.pop_front();
        const EndpointLimits& limits = endpoint.limits;
        while (!endpoint.queue.empty() && endpoint.active < std::max(1, limits.maxConcurrent)) {
            const Ticket ticket = endpoint.queue.front();
            Job& job = m_jobs.at(ticket);
            if (limits.requestsPerMinute > 0 && static_cast<int>(endpoint.starts.size()) >= limits.requestsPerMinute) {
                pumpAt(endpoint.starts.front() + m_windowMs + 1);
                break;
            }
            if (limits.tokensPerMinute > 0 && !endpoint.tokens.empty()) {
                int used = 0;
                for (const auto& [_, n] : endpoint.tokens) used += n;
                if (used + job.options.estimatedTokens > limits.tokensPerMinute) {
                    pumpAt(endpoint.tokens.front().first + m_windowMs + 1);
                    break;
                }
            }
            endpoint.queue.pop_front();
            endpoint.starts.push_back(t);
            if (job.options.estimatedTokens > 0) endpoint.tokens.emplace_back(t, job.options.estimatedTokens);
            start(ticket, job, endpoint);
        }
    }
}

void RequestScheduler::start(Ticket ticket, Job& job, Endpoint& endpoint) {
    ++endpoint.active;
    ++job.attempt;
    ++m_sent;
    job.timedOut = false;
    job.tooLarge = false;
    job.result.body.clear();
    // The exchange calls back only while it is this job's attempt: release() disposes it first.
    job.exchange = m_client->start(job.http, {[this, ticket](std::string_view bytes) { received(ticket, bytes); },
                                              [this, ticket] { finished(ticket); }});
    job.timer = new QTimer(this);
    job.timer->setSingleShot(true);
    connect(job.timer, &QTimer::timeout, this, [this, ticket] {
        const auto it = m_jobs.find(ticket);
        if (it == m_jobs.end() || !it->second.exchange) return;
        it->second.timedOut = true;
        finished(ticket);
    });
    job.timer->start(std::max(1, job.options.timeoutMs));
}

void RequestScheduler::received(Ticket ticket, std::string_view bytes) {
    Job& job = m_jobs.at(ticket);
    job.result.body += bytes;
    if (static_cast<std::int64_t>(job.result.body.size()) > job.options.maxBytes) {
        job.tooLarge = true;
        finished(ticket);  // ends the attempt (and may end the job): touch nothing after
        return;
    }
    const int status = job.exchange->status();
    if (job.options.onChunk && status >= 200 && status < 300) job.options.onChunk(std::string(bytes));
}

void RequestScheduler::release(Job& job) {
    if (job.timer) {
        job.timer->stop();
        job.timer->deleteLater();
        job.timer = nullptr;
    }
    if (job.exchange) {
        job.exchange->dispose();
        job.exchange = nullptr;
    }
}

namespace {

// A 2xx body shorter than the Content-Length its head declared: the connection closed early and
// what arrived is a fragment, not the answer. (Qt reports no error for that when the server
// closes the connection itself.) Compressed bodies are skipped: Qt hands them over inflated.
std::string shortBody(const HttpExchange& exchange, std::size_t received) {
    if (exchange.header("Content-Encoding")) return {};
    const std::optional<std::string> length = exchange.header("Content-Length");
    // Qt joins repeated headers with ", ": two lengths that disagree are a malformed answer
    // (how responses are smuggled), not one that broke off.
    if (length && length->find(',') != std::string::npos) {
        const QList<QByteArray> values = QByteArray::fromStdString(*length).split(',');
        for (const QByteArray& v : values)
            if (v.trimmed() != values.front().trimmed())
                return "malformed answer: the server declared conflicting Content-Lengths (" + *length + ")";
        return {};
    }
    bool ok = false;
    const qint64 declared = length ? QByteArray::fromStdString(*length).trimmed().toLongLong(&ok) : 0;
    if (!ok || declared <= static_cast<qint64>(received)) return {};
    return "network error: the answer broke off after " + std::to_string(received) + " of the " +
           std::to_string(declared) + " bytes its Content-Length declared";
}

}  // namespace

// Every attempt ends here, whatever ended it (its end, an error, the byte limit, the timer).
void RequestScheduler::finished(Ticket ticket) {
    Job& job = m_jobs.at(ticket);
    const HttpExchange& exchange = *job.exchange;
    const int status = exchange.status();
    const std::string retryAfter = exchange.header("Retry-After").value_or("");
    const std::string transportError = exchange.error();
    const std::string cutShort = shortBody(exchange, job.result.body.size());
    const bool timedOut = job.timedOut;
    const bool tooLarge = job.tooLarge;
    --m_endpoints[job.options.endpoint].active;
    release(job);

    std::string error;
    HttpFailure failure = HttpFailure::None;
    int retryAfterMs = -1;
    if (tooLarge) {
        failure = HttpFailure::TooLarge;
        error = "the answer passed the response size limit of " + std::to_string(job.options.maxBytes) +
                " bytes (the seat's max_response_bytes setting raises it)";
    } else if (timedOut) {
        failure = HttpFailure::Timeout;
        error = "no complete answer within " + engine::formatNumber(job.options.timeoutMs / 1000.0) +
                " s (the seat's timeout_s setting; it covers the whole stream)";
    } else if (status != 0 && (status < 100 || status > 599)) {
        // Qt takes any number for a status ("HTTP/1.1 2000 OK"): no server that works sends one.
        failure = HttpFailure::Network;
        error = "network error: malformed response head (status " + std::to_string(status) + ")";
    } else if (status >= 200 && status < 300 && !cutShort.empty()) {
        failure = HttpFailure::Network;
        error = cutShort;
    } else if (status == 0 || (!transportError.empty() && status >= 200 && status < 300)) {
        // No HTTP status, or a 2xx whose body broke off: the connection failed.
        failure = HttpFailure::Network;
        error = "network error: " + (transportError.empty() ? std::string("no answer") : transportError);
    } else if (status < 200 || status >= 300) {
        failure = HttpFailure::Status;
        error = "HTTP " + std::to_string(status) + ": " + errorExcerpt(job.result.body);
        retryAfterMs = parseRetryAfterMs(retryAfter, QDateTime::currentMSecsSinceEpoch());
    } else if (job.options.checkBody) {
        error = job.options.checkBody(job.result.body);
        if (!error.empty()) failure = HttpFailure::Body;
    }
    settle(ticket, job, status, failure, error, retryAfterMs);
    pump();
}

void RequestScheduler::settle(Ticket ticket, Job& job, int status, HttpFailure failure, const std::string& error,
                              int retryAfterMs) {
    job.result.status = status;
    job.result.attempts = job.attempt;
    job.result.failure = failure;
    const bool retryable = failure != HttpFailure::None && failure != HttpFailure::TooLarge &&
                           (failure == HttpFailure::Status ? retryableStatus(status) : true);
    if (retryable && job.attempt <= m_retry.maxRetries) {
        job.result.retried.push_back(error);
        int delay = retryAfterMs;
        if (delay < 0) {
            // Exponential backoff with "equal jitter": half fixed, half random.
            const double full =
                std::min<double>(m_retry.maxDelayMs, m_retry.baseDelayMs * std::pow(2.0, job.attempt - 1));
            std::uniform_real_distribution<double> half(0.0, full / 2);
            delay = static_cast<int>(full / 2 + half(m_jitter));
        }
        // A server's own Retry-After is honoured up to two minutes; our backoff is capped lower.
        delay = std::min(delay, retryAfterMs >= 0 ? std::max(m_retry.maxDelayMs, 120000) : m_retry.maxDelayMs);
        QTimer::singleShot(delay, this, [this, ticket] {
            const auto it = m_jobs.find(ticket);
            if (it == m_jobs.end()) return;
            m_endpoints[it->second.options.endpoint].queue.push_front(ticket);
            pump();
        });
        return;
    }
    HttpResult result = std::move(job.result);
    result.error = error;
    Done done = std::move(job.done);
    m_jobs.erase(ticket);
    done(std::move(result));
}

}  // namespace nashlab::providers
