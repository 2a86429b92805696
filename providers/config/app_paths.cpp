#include "providers/config/app_paths.h"

#include "providers/config/default_dirs.h"

namespace nashlab::providers {

AppPaths AppPaths::resolve() {
    // One reading of the environment for the whole application: the light CLI front, which has no
    // Qt, must put a run where the window looks for it.
    const DefaultDirs dirs = DefaultDirs::fromEnvironment();
    return {QString::fromStdString(dirs.data), QString::fromStdString(dirs.cache), QString::fromStdString(dirs.runs)};
}

}  // namespace nashlab::providers
