#pragma once
// Small helpers shared by the libFuzzer targets: the input as text, a scratch folder for readers
// that only read files, and an invariant check that stops the run (libFuzzer saves the input).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace nashlab::fuzz {

inline std::string textOf(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

/// A folder of this process's own under $TMPDIR (set TMPDIR=/dev/shm to keep it in memory),
/// emptied before each use and removed when the process exits normally.
class ScratchDir {
public:
    ScratchDir() {
        m_path = std::filesystem::temp_directory_path() / ("nashlab-fuzz-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_path);
    }
    ~ScratchDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// An empty sub-folder `name`, fresh for this input.
    std::filesystem::path fresh(const std::string& name) const {
        const auto dir = m_path / name;
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
        std::filesystem::create_directories(dir);
        return dir;
    }

private:
    std::filesystem::path m_path;
};

inline void writeFile(const std::filesystem::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

/// A property the code promises that did not hold: abort, so libFuzzer keeps the input.
inline void require(bool holds, const char* what, const std::string& detail = {}) {
    if (holds) return;
    std::fprintf(stderr, "fuzz invariant broken: %s %s\n", what, detail.c_str());
    std::abort();
}

}  // namespace nashlab::fuzz
