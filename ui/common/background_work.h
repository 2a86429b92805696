#pragma once
// Long work the window hands off (reading and scoring a run) runs below the GUI thread and never on
// Qt's global thread pool. Qt 6's raster engine splits every large fill (a tab widget's frame, a
// chart's background) over QThreadPool::globalInstance() and waits for the pieces: a job holding
// that pool's threads holds the window's paint (scoring a 1,000-session batch held one of two
// for seconds).
#include <functional>

namespace nashlab::ui {

/// Runs `job` on the window's own pool of background threads, below the window
/// (engine::lowerThreadPriority). The pool goes with the application, which waits for its jobs.
void startBackgroundJob(std::function<void()> job);

}  // namespace nashlab::ui
