#pragma once
// RunLock: one writer per run folder. Whoever writes a folder's events.jsonl (a run, a resume, a
// tournament game) holds an exclusive lock on its `.lock` file, so a second `run --resume` of the
// same folder is refused with a message instead of writing into a file the first one replaces.
// The lock is the kernel's (flock): it ends with the process, so a crash leaves nothing stale.
#include <string>

#include "engine/core/result.h"

namespace nashlab::engine {

class RunLock {
public:
    RunLock() = default;
    ~RunLock();
    RunLock(RunLock&& other) noexcept;
    RunLock& operator=(RunLock&& other) noexcept;
    RunLock(const RunLock&) = delete;
    RunLock& operator=(const RunLock&) = delete;

    /// Takes the folder's lock at once or says who holds it; never waits.
    static Result<RunLock> acquire(const std::string& runDir);
    bool held() const { return m_fd >= 0; }

private:
    explicit RunLock(int fd) : m_fd(fd) {}
    int m_fd = -1;
};

}  // namespace nashlab::engine
