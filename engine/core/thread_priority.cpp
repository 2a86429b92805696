#include "engine/core/thread_priority.h"

#ifdef __linux__
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdint>
#endif

namespace nashlab::engine {

#ifdef __linux__
namespace {

// The kernel's struct sched_attr (first version, 48 bytes): glibc 2.36 has no wrapper for it, and
// <linux/sched/types.h> clashes with glibc's struct sched_param.
struct SchedAttr {
    std::uint32_t size = sizeof(SchedAttr);
    std::uint32_t policy = SCHED_OTHER;
    std::uint64_t flags = 0;
    std::int32_t nice = 0;
    std::uint32_t priority = 0;
    std::uint64_t runtime = 0;  // for a fair policy (Linux 6.12+): the thread's time slice, in ns
    std::uint64_t deadline = 0;
    std::uint64_t period = 0;
};
static_assert(sizeof(SchedAttr) == 48);

constexpr int kLowerNice = 10;
constexpr std::uint64_t kSliceNs = 100'000;  // the shortest slice the kernel accepts

}  // namespace

void lowerThreadPriority() {
    SchedAttr attr;
    attr.nice = kLowerNice;
    attr.runtime = kSliceNs;
    // Kernels before 6.12 ignore a fair thread's slice and set the nice value alone; where the call
    // is refused (a seccomp filter, an old kernel), setpriority. Both act on the calling thread only.
    if (syscall(SYS_sched_setattr, 0, &attr, 0) != 0) setpriority(PRIO_PROCESS, 0, kLowerNice);
}
#else
void lowerThreadPriority() {}  // the platforms' thread priorities are set through Qt there
#endif

}  // namespace nashlab::engine
