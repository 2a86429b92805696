#include "providers/cache/response_cache.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <atomic>

namespace nashlab::providers {
namespace {

constexpr int kCacheVersion = 1;

// Opens `file` and checks it is a usable cache; returns an error text, empty on success.
QString tryOpen(const QString& connection, const QString& file) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(file);
    if (!db.open()) return db.lastError().text();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() || q.value(0).toString() != QStringLiteral("ok"))
        return q.lastError().isValid() ? q.lastError().text() : QStringLiteral("integrity check failed");
    if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, value TEXT NOT NULL, "
                               "created INTEGER NOT NULL)")))
        return q.lastError().text();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) return q.lastError().text();
    const int version = q.value(0).toInt();
    if (version != 0 && version != kCacheVersion) return QStringLiteral("unknown cache version %1").arg(version);
    if (version == 0 && !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kCacheVersion)))
        return q.lastError().text();
    return {};
}

void closeConnection(const QString& connection) {
    {
        QSqlDatabase db = QSqlDatabase::database(connection, false);
        if (db.isValid()) db.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

}  // namespace

std::string toString(CacheMode mode) {
    switch (mode) {
    case CacheMode::Off: return "off";
    case CacheMode::Read: return "read";
    case CacheMode::ReadWrite: return "readwrite";
    }
    return "off";
}

engine::Result<CacheMode> cacheModeFromString(const std::string& text) {
    if (text == "off") return CacheMode::Off;
    if (text == "read") return CacheMode::Read;
    if (text == "readwrite") return CacheMode::ReadWrite;
    return engine::Error::make("invalid_value", "unknown cache mode '" + text + "' (use off, read or readwrite)");
}

std::unique_ptr<ResponseCache> ResponseCache::open(const QString& file, CacheMode mode, std::string* warning) {
    if (mode == CacheMode::Off) return std::unique_ptr<ResponseCache>(new ResponseCache(QString(), mode));
    static std::atomic<int> counter{0};
    const QString connection = QStringLiteral("nashlab-cache-%1").arg(counter++);
    QDir().mkpath(QFileInfo(file).absolutePath());
    QString error = tryOpen(connection, file);
    if (!error.isEmpty() && QFileInfo(file).size() == 0) {
        // A cache that was never written (a new one on a full disk): nothing to keep aside, and
        // renaming it .corrupt-<time> on every run would only pile up empty files.
        closeConnection(connection);
        QFile::remove(file);
        if (warning)
            *warning = "the response cache " + file.toStdString() + " could not be made (" + error.toStdString() +
                       "); it is not used for this run";
        return std::unique_ptr<ResponseCache>(new ResponseCache(QString(), CacheMode::Off));
    }
    if (!error.isEmpty()) {
        closeConnection(connection);
        const QString aside = file + QStringLiteral(".corrupt-") +
                              QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        const bool moved = QFile::rename(file, aside);
        if (warning)
            *warning = "the response cache " + file.toStdString() + " could not be read (" + error.toStdString() +
                       "); " +
                       (moved ? "it was moved to " + aside.toStdString() + " and a new cache started"
                              : "it is not used for this run");
        if (!moved) return std::unique_ptr<ResponseCache>(new ResponseCache(QString(), CacheMode::Off));
        error = tryOpen(connection, file);
        if (!error.isEmpty()) {
            closeConnection(connection);
            if (warning) *warning += "; a new cache could not be made either (" + error.toStdString() + ")";
            return std::unique_ptr<ResponseCache>(new ResponseCache(QString(), CacheMode::Off));
        }
    }
    return std::unique_ptr<ResponseCache>(new ResponseCache(connection, mode));
}

ResponseCache::~ResponseCache() {
    if (!m_connection.isEmpty()) closeConnection(m_connection);
}

std::string ResponseCache::keyFor(const ChatRequest& request, std::uint64_t replicate) {
    const std::string content = request.canonical().dump() + "\n" + std::to_string(replicate);
    return QCryptographicHash::hash(QByteArray::fromStdString(content), QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

std::optional<ChatResponse> ResponseCache::lookup(const std::string& key) {
    if (m_connection.isEmpty() || m_mode == CacheMode::Off) return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT value FROM responses WHERE key = ?"));
    q.addBindValue(QString::fromStdString(key));
    if (q.exec() && q.next()) {
        const Json j = engine::parseJsonOrDiscarded(q.value(0).toString().toStdString());
        if (auto stored = ChatResponse::fromJson(j)) {  // a malformed row is a miss, then replaced
            ++m_hits;
            return stored;
        }
    }
    ++m_misses;
    return std::nullopt;
}

bool ResponseCache::store(const std::string& key, const ChatResponse& response) {
    if (m_connection.isEmpty() || m_mode != CacheMode::ReadWrite) return false;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO responses (key, value, created) VALUES (?, ?, ?)"));
    q.addBindValue(QString::fromStdString(key));
    q.addBindValue(QString::fromStdString(response.toJson().dump()));
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    if (q.exec()) return true;
    // The run goes on (the answer is in hand), but said once, loudly: re-runs will pay again.
    if (m_storeFailures++ == 0 && m_onStoreFailure)
        m_onStoreFailure("the response cache " + QSqlDatabase::database(m_connection).databaseName().toStdString() +
                         " could not store an answer (" + q.lastError().text().toStdString() +
                         "); this run goes on, but a re-run will ask the provider again and pay again");
    return false;
}

}  // namespace nashlab::providers
