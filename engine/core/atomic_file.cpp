#include "engine/core/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace nashlab::engine {
namespace {

std::string reason(int error) { return std::strerror(error); }

// A name no other writer in this or another process uses at the same time.
std::string temporaryName(const std::string& path) {
    static std::atomic<unsigned> counter{0};
    return path + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
}

// The folder's entry for the new name is on disk too, not only the file's bytes.
void syncFolderOf(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const int fd = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;  // best effort: the rename has happened, the data is synced
    (void)::fsync(fd);
    ::close(fd);
}

// All of `bytes` (short writes continued, EINTR retried); the error is the system's reason.
Status writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return Error::make("io", reason(errno));
        }
        if (n == 0) return Error::make("io", "the file took no more bytes");
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return okStatus();
}

}  // namespace

Status writeFileAtomic(const std::string& path, std::string_view bytes) {
    const std::string tmp = temporaryName(path);
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return Error::make("io", "cannot write '" + path + "': " + reason(errno));
    const auto failed = [&](const std::string& why) {
        ::unlink(tmp.c_str());
        return Error::make("io", "cannot write '" + path + "': " + why);
    };
    if (auto written = writeAll(fd, bytes); !written) {
        ::close(fd);
        return failed(written.error().message);
    }
    // Data that the kernel only holds in memory may still fail to reach the disk (delayed
    // allocation, network file systems): fsync and close are where that is reported.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP) {
        const int e = errno;
        ::close(fd);
        return failed(reason(e));
    }
    if (::close(fd) != 0) return failed(reason(errno));
    if (::rename(tmp.c_str(), path.c_str()) != 0) return failed(reason(errno));
    syncFolderOf(path);
    return okStatus();
}

Status syncFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Error::make("io", "cannot open '" + path + "': " + reason(errno));
    const bool synced = ::fsync(fd) == 0 || errno == EINVAL || errno == ENOTSUP;
    const int e = errno;
    ::close(fd);
    if (!synced) return Error::make("io", "cannot write '" + path + "' to disk: " + reason(e));
    return okStatus();
}

Status flushStandardOutput() {
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        return Error::make("io", "cannot write the output: " + reason(errno ? errno : EIO));
    return okStatus();
}

}  // namespace nashlab::engine
