#include "engine/record/run_writer.h"

#include <chrono>
#include <ctime>
#include <filesystem>

namespace nashlab::engine {
namespace fs = std::filesystem;

std::string runFolderName(const std::string& name, std::int64_t utcMillis) {
    const std::time_t secs = static_cast<std::time_t>(utcMillis / 1000);
    std::tm tm{};
    gmtime_r(&secs, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H%M%SZ", &tm);
    std::string safe;
    for (char c : name) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
    if (safe.empty()) safe = "run";
    return std::string(stamp) + "_" + safe.substr(0, 60);
}

RunWriter::RunWriter(std::string dir, std::FILE* file) : m_dir(std::move(dir)), m_file(file) {
    // A buffer as large as a flush may be late, so stdio writes nothing on its own in between.
    std::setvbuf(m_file, nullptr, _IOFBF, kBotFlushBytes);
}

RunWriter::~RunWriter() {
    if (m_file) std::fclose(m_file);
}

Result<std::unique_ptr<RunWriter>> RunWriter::create(const std::string& runsDir, const std::string& name,
                                                     const Json& spec) {
    using namespace std::chrono;
    const auto now = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
    std::error_code ec;
    fs::create_directories(runsDir, ec);
    if (ec) return Error::make("io", "cannot create the runs folder '" + runsDir + "': " + ec.message());
    fs::path dir = fs::path(runsDir) / runFolderName(name, now);
    for (int n = 2; fs::exists(dir); ++n)
        dir = fs::path(runsDir) / (runFolderName(name, now) + "-" + std::to_string(n));
    fs::create_directories(dir, ec);
    if (ec) return Error::make("io", "cannot create the run folder '" + dir.string() + "': " + ec.message());
    if (auto s = writeJsonFileAtomic((dir / "spec.json").string(), spec); !s) return s.error();
    return append(dir.string());
}

Result<std::unique_ptr<RunWriter>> RunWriter::append(const std::string& runDir) {
    const std::string path = (fs::path(runDir) / "events.jsonl").string();
    std::FILE* f = std::fopen(path.c_str(), "ab");
    if (!f) return Error::make("io", "cannot open '" + path + "' for writing");
    return std::unique_ptr<RunWriter>(new RunWriter(runDir, f));
}

void RunWriter::writeLine(bool durable) {
    m_line += '\n';
    bool ok = std::fwrite(m_line.data(), 1, m_line.size(), m_file) == m_line.size();
    m_unflushed += m_line.size();
    bool flush = durable || m_unflushed >= kBotFlushBytes;
    if (!flush) {
        const auto now = std::chrono::steady_clock::now();
        flush = now - m_flushedAt >= std::chrono::milliseconds(kBotFlushMs);
    }
    if (flush) {
        ok = std::fflush(m_file) == 0 && ok;
        m_unflushed = 0;
        m_flushedAt = std::chrono::steady_clock::now();
    }
    if (!ok) m_writeError = "cannot write to '" + m_dir + "/events.jsonl' (disk full or folder removed?)";
}

void RunWriter::write(const Json& event) {
    if (!m_file) return;
    m_line.clear();
    appendJsonValue(m_line, event);
    writeLine(true);
}

void RunWriter::writeDecision(const DecisionEvent& event) {
    if (!m_file) return;
    m_line.clear();
    event.appendTo(m_line);
    writeLine(!event.bot);
}

void RunWriter::writeText(std::string_view line, EventType /*type*/, bool durable) {
    if (!m_file) return;
    m_line.assign(line);
    writeLine(durable);
}

void RunWriter::writeRound(const RoundEvent& event) {
    if (!m_file) return;
    m_line.clear();
    event.appendTo(m_line);
    writeLine(!event.botsOnly);
}

}  // namespace nashlab::engine
