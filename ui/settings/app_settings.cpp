#include "ui/settings/app_settings.h"

#include <QSettings>

#include "providers/config/app_paths.h"

namespace nashlab::ui {
namespace {

QString settingsFile() { return providers::AppPaths::resolve().data + QStringLiteral("/settings.ini"); }

}  // namespace

AppSettings AppSettings::load() {
    QSettings s(settingsFile(), QSettings::IniFormat);
    AppSettings a;
    a.runsDir = s.value(QStringLiteral("runs_dir")).toString();
    a.language = s.value(QStringLiteral("language")).toString();
    a.welcomed = s.value(QStringLiteral("welcomed"), false).toBool();
    a.recentRuns = s.value(QStringLiteral("recent_runs")).toStringList();
    return a;
}

void AppSettings::save() const {
    QSettings s(settingsFile(), QSettings::IniFormat);
    s.setValue(QStringLiteral("runs_dir"), runsDir);
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("welcomed"), welcomed);
    s.setValue(QStringLiteral("recent_runs"), recentRuns);
}

QString AppSettings::effectiveRunsDir() const {
    return runsDir.isEmpty() ? providers::AppPaths::resolve().runs : runsDir;
}

void AppSettings::addRecentRun(const QString& dir) {
    recentRuns.removeAll(dir);
    recentRuns.prepend(dir);
    while (recentRuns.size() > 15) recentRuns.removeLast();
}

QList<QPair<QString, QString>> availableLanguages() {
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

}  // namespace nashlab::ui
