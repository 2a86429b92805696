#pragma once
// AppSettings: the few things the window remembers, in <data folder>/settings.ini (so the
// NASHLAB_DATA_DIR override also isolates settings in tests and on shared machines).
#include <QString>
#include <QStringList>

namespace nashlab::ui {

struct AppSettings {
    QString runsDir;         ///< empty: the default from AppPaths (NASHLAB_RUNS_DIR or <data>/runs)
    QString language;        ///< "" follows the system; otherwise "en", "zh_CN", "de"
    bool welcomed = false;   ///< the first-run demo and banner were shown
    QStringList recentRuns;  ///< run folders opened or played, newest first

    static AppSettings load();
    void save() const;
    /// runsDir, or the default when empty.
    QString effectiveRunsDir() const;
    void addRecentRun(const QString& dir);
};

/// Languages the interface is translated into: code and the language's own name.
QList<QPair<QString, QString>> availableLanguages();

}  // namespace nashlab::ui
