#include "engine/record/run_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <utility>

namespace nashlab::engine {

RunLock::~RunLock() {
    if (m_fd >= 0) ::close(m_fd);  // closing the descriptor releases the lock
}

RunLock::RunLock(RunLock&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}

RunLock& RunLock::operator=(RunLock&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

Result<RunLock> RunLock::acquire(const std::string& runDir) {
    const std::string path = (std::filesystem::path(runDir) / ".lock").string();
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return Error::make("io", "cannot open '" + path + "': " + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int why = errno;
        ::close(fd);
        if (why == EWOULDBLOCK)
            return Error::make("busy", "the run folder '" + runDir +
                                           "' is being written by another NashLab process; wait for it to end "
                                           "(or stop it) and try again");
        return Error::make("io", "cannot lock '" + path + "': " + std::strerror(why));
    }
    return RunLock(fd);
}

}  // namespace nashlab::engine
