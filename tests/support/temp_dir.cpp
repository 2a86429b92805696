#include "tests/support/temp_dir.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace nashlab::test {

TempDir::TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "nashlab-test-XXXXXX").string();
    if (char* made = mkdtemp(tmpl.data())) m_path = made;
}

TempDir::~TempDir() {
    if (!m_path.empty() && !std::getenv("NASHLAB_KEEP_TEST_DIRS")) {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

void writeFile(const std::string& path, const std::string& content) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << content;
}

}  // namespace nashlab::test
