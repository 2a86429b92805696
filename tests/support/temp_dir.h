#pragma once
// A temporary folder for one test, removed afterwards (kept when NASHLAB_KEEP_TEST_DIRS is set).
#include <string>

namespace nashlab::test {

class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return m_path; }
    std::string file(const std::string& name) const { return m_path + "/" + name; }

private:
    std::string m_path;
};

/// Reads a whole file; empty if missing.
std::string readFile(const std::string& path);
void writeFile(const std::string& path, const std::string& content);

}  // namespace nashlab::test
