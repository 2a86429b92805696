#include "engine/core/thread_priority.h"

#ifdef __linux__
#include <sys/resource.h>
#endif

namespace nashlab::engine {

void lowerThreadPriority() {
#ifdef __linux__
    // On Linux a nice value set for "the process" 0 is the calling thread's alone.
    setpriority(PRIO_PROCESS, 0, 10);
#endif
}

}  // namespace nashlab::engine
