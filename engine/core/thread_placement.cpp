#include "engine/core/thread_placement.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#ifdef __linux__
#include <pthread.h>
#include <sched.h>
#endif

namespace nashlab::engine {

std::jthread startOnAnotherCpu(std::size_t index, std::function<void()> body) {
#ifdef __linux__
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    const int here = sched_getcpu();
    std::vector<int> others;
    if (here >= 0 && sched_getaffinity(0, sizeof allowed, &allowed) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &allowed) && cpu != here) others.push_back(cpu);
    if (!others.empty() && index > 0) {
        // The thread waits (a few microseconds at most) until it has been placed, then gives the
        // placement up: whichever of the two runs first, it ends up unpinned.
        auto placed = std::make_shared<std::atomic<bool>>(false);
        std::jthread thread([placed, allowed, body = std::move(body)] {
            while (!placed->load(std::memory_order_acquire)) std::this_thread::yield();
            pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed);
            body();
        });
        cpu_set_t start;
        CPU_ZERO(&start);
        CPU_SET(others[(index - 1) % others.size()], &start);
        pthread_setaffinity_np(thread.native_handle(), sizeof start, &start);
        placed->store(true, std::memory_order_release);
        return thread;
    }
#else
    (void)index;
#endif
    return std::jthread(std::move(body));
}

}  // namespace nashlab::engine
