#include "providers/config/app_paths.h"

#include <QDir>
#include <QStandardPaths>

namespace nashlab::providers {
namespace {

QString fromEnv(const char* name, const QString& fallback) {
    const QString value = qEnvironmentVariable(name);
    return value.isEmpty() ? fallback : QDir::cleanPath(value);
}

}  // namespace

AppPaths AppPaths::resolve() {
    AppPaths paths;
    QString data = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    if (data.isEmpty()) data = QDir::homePath() + QStringLiteral("/.local/share/NashLab");
    QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (cache.isEmpty()) cache = QDir::homePath() + QStringLiteral("/.cache/NashLab");
    paths.data = fromEnv("NASHLAB_DATA_DIR", data);
    paths.cache = fromEnv("NASHLAB_CACHE_DIR", cache);
    paths.runs = fromEnv("NASHLAB_RUNS_DIR", paths.data + QStringLiteral("/runs"));
    return paths;
}

}  // namespace nashlab::providers
