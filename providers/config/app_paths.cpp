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
    // ~/.local/share/NashLab and ~/.cache/NashLab, as documented (Qt's per-application locations
    // would add the organisation: NashLab/NashLab).
    QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    data = (data.isEmpty() ? QDir::homePath() + QStringLiteral("/.local/share") : data) + QStringLiteral("/NashLab");
    QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    cache = (cache.isEmpty() ? QDir::homePath() + QStringLiteral("/.cache") : cache) + QStringLiteral("/NashLab");
    paths.data = fromEnv("NASHLAB_DATA_DIR", data);
    paths.cache = fromEnv("NASHLAB_CACHE_DIR", cache);
    paths.runs = fromEnv("NASHLAB_RUNS_DIR", paths.data + QStringLiteral("/runs"));
    return paths;
}

}  // namespace nashlab::providers
