#include "providers/scheduling/request_scheduler.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace nashlab::providers {
namespace {

// Qt opens at most six HTTP/1.1 connections per host and manager; more managers let an
// endpoint's concurrency limit, not Qt's, decide how many requests run at once.
constexpr int kConnectionsPerManager = 6;

// What Qt may hold of a reply that has not been read yet: with no cap it reads a fast server's
// socket as quickly as it can, whatever the byte limit says.
constexpr qint64 kReadBufferBytes = 1 << 20;

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

RequestScheduler::RequestScheduler(QObject* parent) : QObject(parent), m_jitter(std::random_device{}()) {}

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
    if (job.reply) {
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

QNetworkAccessManager* RequestScheduler::pickManager() {
    for (auto& [manager, active] : m_managers)
        if (active < kConnectionsPerManager) {
            ++active;
            return manager;
        }
    auto* manager = new QNetworkAccessManager(this);
    // Each attempt has its own timer. Redirects are followed only to the same origin: the key's
    // header goes along with a redirected request, and must not reach another server.
    manager->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    m_managers.emplace_back(manager, 1);
    return manager;
}

void RequestScheduler::start(Ticket ticket, Job& job, Endpoint& endpoint) {
    ++endpoint.active;
    ++job.attempt;
    ++m_sent;
    job.timedOut = false;
    job.tooLarge = false;
    job.result.body.clear();
    QNetworkRequest request(QUrl(QString::fromStdString(job.http.url)));
    for (const auto& [name, value] : job.http.headers)
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    job.manager = pickManager();
    const QByteArray body = QByteArray::fromStdString(job.http.body);
    job.reply = job.http.method == "GET"
                    ? job.manager->get(request)
                    : job.manager->sendCustomRequest(request, QByteArray::fromStdString(job.http.method), body);
    QNetworkReply* reply = job.reply;
    reply->setReadBufferSize(kReadBufferBytes);
    connect(reply, &QNetworkReply::readyRead, this, [this, ticket, reply] {
        const auto it = m_jobs.find(ticket);
        if (it == m_jobs.end() || it->second.reply != reply) return;
        Job& current = it->second;
        const std::string bytes = reply->readAll().toStdString();
        current.result.body += bytes;
        if (static_cast<std::int64_t>(current.result.body.size()) > current.options.maxBytes) {
            current.tooLarge = true;
            reply->abort();  // finished() runs from here and may end the job: touch nothing after
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (current.options.onChunk && status >= 200 && status < 300) current.options.onChunk(bytes);
    });
    connect(reply, &QNetworkReply::finished, this, [this, ticket, reply] {
        const auto it = m_jobs.find(ticket);
        if (it == m_jobs.end() || it->second.reply != reply) return;
        finished(ticket);
    });
    job.timer = new QTimer(this);
    job.timer->setSingleShot(true);
    connect(job.timer, &QTimer::timeout, this, [this, ticket, reply] {
        const auto it = m_jobs.find(ticket);
        if (it == m_jobs.end() || it->second.reply != reply) return;
        it->second.timedOut = true;
        reply->abort();  // finished() follows with OperationCanceledError
    });
    job.timer->start(std::max(1, job.options.timeoutMs));
}

void RequestScheduler::release(Job& job) {
    if (job.timer) {
        job.timer->stop();
        job.timer->deleteLater();
        job.timer = nullptr;
    }
    if (job.reply) {
        job.reply->disconnect(this);
        if (job.reply->isRunning()) job.reply->abort();
        job.reply->deleteLater();
        job.reply = nullptr;
    }
    for (auto& [manager, active] : m_managers)
        if (manager == job.manager) --active;
    job.manager = nullptr;
}

namespace {

// A 2xx body shorter than the Content-Length its head declared: the connection closed early and
// what arrived is a fragment, not the answer. (Qt reports no error for that when the server
// closes the connection itself.) Compressed bodies are skipped: Qt hands them over inflated.
std::string shortBody(const QNetworkReply& reply, std::size_t received) {
    if (reply.hasRawHeader("Content-Encoding")) return {};
    bool ok = false;
    const qint64 declared = reply.rawHeader("Content-Length").trimmed().toLongLong(&ok);
    if (!ok || declared <= static_cast<qint64>(received)) return {};
    return "network error: the answer broke off after " + std::to_string(received) + " of the " +
           std::to_string(declared) + " bytes its Content-Length declared";
}

}  // namespace

void RequestScheduler::finished(Ticket ticket) {
    Job& job = m_jobs.at(ticket);
    QNetworkReply* reply = job.reply;
    if (reply->isOpen() && !job.tooLarge) job.result.body += reply->readAll().toStdString();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const std::string retryAfter = reply->rawHeader("Retry-After").toStdString();
    const QNetworkReply::NetworkError networkError = reply->error();
    const std::string errorString = reply->errorString().toStdString();
    const std::string cutShort = shortBody(*reply, job.result.body.size());
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
    } else if (status >= 200 && status < 300 && !cutShort.empty()) {
        failure = HttpFailure::Network;
        error = cutShort;
    } else if (status == 0 || (networkError != QNetworkReply::NoError && status >= 200 && status < 300)) {
        // No HTTP status, or a 2xx whose body broke off: the connection failed.
        failure = HttpFailure::Network;
        error = "network error: " + errorString;
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
