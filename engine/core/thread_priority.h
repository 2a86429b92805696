#pragma once
// Threads that work for an interactive one (the window's batch worker, its record writer, its
// background jobs) run below it, so it never waits for them to give up a core.

namespace nashlab::engine {

/// Lowers the calling thread, and every thread it starts after (they inherit it): nice 10 (a
/// tenth of a normal thread's weight), and on Linux 6.12 or later a 0.1 ms time slice. Under the
/// EEVDF scheduler a running thread keeps its core for its whole slice (3 ms by default) even
/// when a thread of higher weight wakes; with the short slice a woken GUI thread, or the thread a
/// paint is waiting for, runs within 0.1 ms. Best effort: where the kernel refuses the slice, the
/// nice value alone. Not SCHED_IDLE: beside any other busy process (a compile, another test) that
/// stopped a batch for minutes.
void lowerThreadPriority();

}  // namespace nashlab::engine
