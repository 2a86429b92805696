#pragma once
// Where NashLab keeps its files. Each folder can be moved with an environment variable, so
// tests, CI and shared machines never touch a user's real folders:
//   NASHLAB_DATA_DIR   (default: the platform's app data folder, e.g. ~/.local/share/NashLab)
//   NASHLAB_CACHE_DIR  (default: the platform's cache folder, e.g. ~/.cache/NashLab)
//   NASHLAB_RUNS_DIR   (default: <data>/runs)
// Worked out by DefaultDirs (default_dirs.h), which needs no Qt.
#include <QString>

namespace nashlab::providers {

struct AppPaths {
    QString data;
    QString cache;
    QString runs;

    /// Resolves the folders from the environment and the platform; does not create them.
    static AppPaths resolve();
};

}  // namespace nashlab::providers
