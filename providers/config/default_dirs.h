#pragma once
// Where NashLab keeps its files, worked out from the environment (plain C++, testable without Qt).
// AppPaths (app_paths.h) gives the same folders as QStrings, to the window and the CLI alike.
//   data:  $NASHLAB_DATA_DIR,  else $XDG_DATA_HOME/NashLab  (an absolute XDG_DATA_HOME; else ~/.local/share)
//   cache: $NASHLAB_CACHE_DIR, else $XDG_CACHE_HOME/NashLab (likewise; else ~/.cache)
//   runs:  $NASHLAB_RUNS_DIR,  else <data>/runs
// A folder from a NASHLAB_* variable is cleaned as a path (no "//", ".", ".." or trailing "/").
#include <string>

namespace nashlab::providers {

struct DefaultDirs {
    std::string data;
    std::string cache;
    std::string runs;

    /// Reads the environment; creates nothing.
    static DefaultDirs fromEnvironment();
};

/// `path` with its separators and "." and ".." resolved as text ("a//b/./c/../" is "a/b"); the
/// file system is not asked. "" stays "".
std::string cleanPath(const std::string& path);

}  // namespace nashlab::providers
