#pragma once
// Threads that work for an interactive one (the window's batch worker, its record writer, its
// background jobs) run below it, so it does not wait for them to give up a core.

namespace nashlab::engine {

/// Lowers the calling thread, and every thread it starts after (they inherit it), to nice 10: a
/// tenth of a normal thread's weight. Not SCHED_IDLE: beside any other busy process (a compile,
/// another test) that stopped a batch for minutes. Elsewhere than Linux the platforms' thread
/// priorities are set through Qt.
void lowerThreadPriority();

}  // namespace nashlab::engine
