#include "providers/cache/cache_merge.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include "providers/cache/response_cache.h"

namespace nashlab::providers {
namespace {

engine::Error sqlError(const QString& what, const QSqlError& error) {
    return engine::Error::make("io", (what + QStringLiteral(": ") + error.text()).toStdString());
}

// Checks a source before anything is added: it opens, holds a responses table of NashLab's shape.
QString checkSource(QSqlDatabase& db, const QString& file) {
    if (!QFileInfo(file).isFile()) return QStringLiteral("%1 is not a cache file").arg(file);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("ATTACH DATABASE ? AS src"));
    q.addBindValue(file);
    if (!q.exec()) return QStringLiteral("%1 is not a NashLab response cache (%2)").arg(file, q.lastError().text());
    const bool shaped = q.exec(QStringLiteral("SELECT key, value, created FROM src.responses LIMIT 1"));
    const QString why = q.lastError().text();
    q.finish();
    q.exec(QStringLiteral("DETACH DATABASE src"));
    if (!shaped) return QStringLiteral("%1 is not a NashLab response cache (%2)").arg(file, why);
    return {};
}

}  // namespace

QString cacheFileOf(const QString& path) {
    return QFileInfo(path).isDir() ? path + QStringLiteral("/responses.sqlite") : path;
}

engine::Result<CacheMergeReport> mergeCaches(const QString& target, const QStringList& sources) {
    if (sources.isEmpty()) return engine::Error::make("invalid_value", "give at least one cache to merge in");
    {
        // Opening it as a cache creates it (with its schema) or refuses a file that is not one.
        std::string warning;
        auto cache = ResponseCache::open(target, CacheMode::ReadWrite, &warning);
        if (cache->mode() == CacheMode::Off || !warning.empty())
            return engine::Error::make("io", "cannot use " + target.toStdString() + " as the target cache: " + warning);
    }
    const QString connection = QStringLiteral("cache-merge-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    engine::Result<CacheMergeReport> result = CacheMergeReport{};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(target);
        if (!db.open()) {
            result = sqlError(QStringLiteral("cannot open ") + target, db.lastError());
        } else {
            for (const QString& source : sources)
                if (const QString why = checkSource(db, source); !why.isEmpty()) {
                    result = engine::Error::make("invalid_value", why.toStdString());
                    break;
                }
            for (int i = 0; result && i < sources.size(); ++i) {
                QSqlQuery q(db);
                q.prepare(QStringLiteral("ATTACH DATABASE ? AS src"));
                q.addBindValue(sources.at(i));
                if (!q.exec()) {
                    result = sqlError(QStringLiteral("cannot open ") + sources.at(i), q.lastError());
                    break;
                }
                long long total = 0;
                if (q.exec(QStringLiteral("SELECT COUNT(*) FROM src.responses")) && q.next())
                    total = q.value(0).toLongLong();
                if (!q.exec(QStringLiteral("INSERT OR IGNORE INTO main.responses (key, value, created) "
                                           "SELECT key, value, created FROM src.responses"))) {
                    result = sqlError(QStringLiteral("cannot merge ") + sources.at(i), q.lastError());
                    break;
                }
                const long long added = q.numRowsAffected();
                result->added += added;
                result->present += total - added;
                q.finish();
                q.exec(QStringLiteral("DETACH DATABASE src"));
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

}  // namespace nashlab::providers
