#include "providers/config/default_dirs.h"

#include <cstdlib>
#include <vector>

namespace nashlab::providers {
namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

// $HOME, cleaned, or "/" without one (as Qt's QDir::homePath()).
std::string home() {
    const std::string value = cleanPath(env("HOME"));
    return value.empty() ? "/" : value;
}

// An XDG base folder: the variable when it holds an absolute path (the XDG specification ignores
// a relative one), else the fallback under the home folder.
std::string xdgBase(const char* variable, const char* underHome) {
    const std::string value = env(variable);
    if (!value.empty() && value.front() == '/') return value;
    const std::string h = home();
    return (h == "/" ? "" : h) + underHome;
}

std::string fromEnv(const char* name, const std::string& fallback) {
    const std::string value = env(name);
    return value.empty() ? fallback : cleanPath(value);
}

}  // namespace

std::string cleanPath(const std::string& path) {
    if (path.empty()) return path;
    const bool absolute = path.front() == '/';
    // Qt's QDir::cleanPath(), which AppPaths applied to these variables before, part for part.
    std::vector<std::string> parts;
    std::size_t i = 0;
    while (i <= path.size()) {
        const std::size_t slash = path.find('/', i);
        const std::size_t end = slash == std::string::npos ? path.size() : slash;
        const std::string part = path.substr(i, end - i);
        if (part == "..") {
            if (!parts.empty() && parts.back() != "..")
                parts.pop_back();
            else
                parts.push_back(part);  // above the start, kept (even above "/", as QDir::cleanPath does)
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        i = end + 1;
    }
    std::string out = absolute ? "/" : "";
    for (std::size_t k = 0; k < parts.size(); ++k) out += (k ? "/" : "") + parts[k];
    return out.empty() ? "." : out;
}

DefaultDirs DefaultDirs::fromEnvironment() {
    DefaultDirs dirs;
    dirs.data = fromEnv("NASHLAB_DATA_DIR", xdgBase("XDG_DATA_HOME", "/.local/share") + "/NashLab");
    dirs.cache = fromEnv("NASHLAB_CACHE_DIR", xdgBase("XDG_CACHE_HOME", "/.cache") + "/NashLab");
    dirs.runs = fromEnv("NASHLAB_RUNS_DIR", dirs.data + "/runs");
    return dirs;
}

}  // namespace nashlab::providers
