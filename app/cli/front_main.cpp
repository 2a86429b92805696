// nashlab-cli, the light front: plays a new run of bots alone itself, with no Qt loaded (bot_run.h),
// and hands every other command to the full program, nashlab-cli-full, by exec (same process, same
// arguments, environment and exit code). Loading Qt and the network, keychain, SQL and classroom
// libraries takes about 5 ms, which a batch of a thousand short sessions (40 ms on two cores) feels.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "app/cli/bot_run.h"
#include "app/cli/exit_codes.h"

#if NASHLAB_MIMALLOC
#include <mimalloc.h>
#endif

namespace {

// The heap a batch grows into: one region reserved up front (256 MB of address space, taken only
// as it is touched) from which every thread's heap takes its segments, instead of each thread
// asking the system for its own (mapped inaccessible, then opened a part at a time: a dozen
// mprotect calls on the address space both threads fault pages into).
// --jobs 2 on the 1,000-session benchmark: 39.9 ms instead of 42.1 (20 rounds interleaved).
// Without large pages: they made the first touch of a page slower and less predictable here
// (a 10,000-session --jobs 1 run: 0.79 s instead of 0.70). Best effort: where the system
// refuses, mimalloc goes on as before.
void prepareBatchHeap() {
#if NASHLAB_MIMALLOC
    mi_reserve_os_memory(std::size_t{256} << 20, true, false);
#endif
}

// Where the full program is: beside this one (the build tree), or in the install's libexec folder.
// Found from this program's own path, never from the working directory or PATH.
std::string fullProgram() {
    char self[4096];
    const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return {};
    std::string dir(self, static_cast<std::size_t>(n));
    dir.resize(dir.rfind('/'));
    for (const std::string& candidate : {dir + "/nashlab-cli-full", dir + "/../libexec/nashlab/nashlab-cli-full"})
        if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    return {};
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {  // as nashlab-cli-full prints it
        std::printf("nashlab-cli %s\n", NASHLAB_VERSION);
        return nashlab::cli::kOk;
    }
    if (argc > 1 && std::strcmp(argv[1], "run") == 0) {
        prepareBatchHeap();
        // A run it plays ends this process when it has printed its last line (endProcess).
        if (const auto code = nashlab::cli::runBotsOnly(nashlab::cli::Arguments(argv + 2, argv + argc), true))
            return *code;  // it could not write its record: the error is printed
    }
    const std::string full = fullProgram();
    if (full.empty()) {
        std::fprintf(stderr,
                     "nashlab-cli: nashlab-cli-full is missing beside this program or in ../libexec/nashlab/; "
                     "reinstall NashLab\n");
        return nashlab::cli::kIo;
    }
    ::execv(full.c_str(), argv);
    std::fprintf(stderr, "nashlab-cli: cannot start %s: %s\n", full.c_str(), std::strerror(errno));
    return nashlab::cli::kIo;
}
