#pragma once
// ResponseCache: provider answers in SQLite, keyed by the SHA-256 of the canonical request plus
// a replicate id (DecisionRequest::seed, itself derived from the session seed, seat, round, step
// and attempt). A re-run of the same spec replays exactly and sends nothing; a new seed asks afresh.
// A cache file SQLite cannot read is renamed aside (…corrupt-<time>) and a new one started:
// a cache never stops a run.
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "providers/clients/wire.h"

namespace nashlab::providers {

enum class CacheMode { Off, Read, ReadWrite };
std::string toString(CacheMode mode);
engine::Result<CacheMode> cacheModeFromString(const std::string& text);

class ResponseCache {
public:
    ~ResponseCache();
    ResponseCache(const ResponseCache&) = delete;
    ResponseCache& operator=(const ResponseCache&) = delete;

    /// Opens (or creates) the cache file. Never fails: with an unusable file the cache sets it
    /// aside; if even a new file cannot be made it works as Off. `warning` says what happened.
    static std::unique_ptr<ResponseCache> open(const QString& file, CacheMode mode, std::string* warning = nullptr);

    static std::string keyFor(const ChatRequest& request, std::uint64_t replicate);

    CacheMode mode() const { return m_mode; }
    std::optional<ChatResponse> lookup(const std::string& key);
    /// Stores an answer; false when SQLite refused (a full disk, a file made read-only). The
    /// first refusal is told to the store-failure callback: the run goes on, but its re-runs
    /// will ask (and pay) again, which a person must hear about.
    bool store(const std::string& key, const ChatResponse& response);
    void setOnStoreFailure(std::function<void(const std::string& message)> f) { m_onStoreFailure = std::move(f); }

    int hits() const { return m_hits; }
    int misses() const { return m_misses; }
    int storeFailures() const { return m_storeFailures; }

private:
    ResponseCache(QString connection, CacheMode mode) : m_connection(std::move(connection)), m_mode(mode) {}
    QString m_connection;  ///< empty when working as Off
    CacheMode m_mode;
    int m_hits = 0;
    int m_misses = 0;
    int m_storeFailures = 0;
    std::function<void(const std::string&)> m_onStoreFailure;
};

}  // namespace nashlab::providers
