#include "engine/record/run_writer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <utility>

#include "engine/core/thread_priority.h"
#include "engine/record/run_spec_file.h"

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

RunWriter::RunWriter(std::string dir, std::FILE* file, RunLock lock)
    : m_dir(std::move(dir)), m_lock(std::move(lock)), m_file(file), m_size([file] {
          struct stat st {};
          return ::fstat(fileno(file), &st) == 0 ? static_cast<std::int64_t>(st.st_size) : std::int64_t{0};
      }()) {
    // Both buffers at their working size from the start: growing a megabyte by doubling copied it
    // twice over and faulted in fresh pages each time, the larger part of a short run's record.
    m_pending.reserve(kBotFlushBytes + kLineSlack);
    std::lock_guard guard(m_mutex);
    m_inFlight.reserve(kBotFlushBytes + kLineSlack);
}

RunWriter::~RunWriter() {
    writeNow();
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    if (m_writer.joinable()) m_writer.join();
    closeFile();
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
    if (auto s = writeRunSpec(dir.string(), spec); !s) return s.error();
    return append(dir.string());
}

Result<std::unique_ptr<RunWriter>> RunWriter::append(const std::string& runDir, RunLock held) {
    if (!held.held()) {
        auto lock = RunLock::acquire(runDir);
        if (!lock) return lock.error();
        held = std::move(lock.value());
    }
    const std::string path = (fs::path(runDir) / "events.jsonl").string();
    std::FILE* f = std::fopen(path.c_str(), "ab");
    if (!f) return Error::make("io", "cannot open '" + path + "' for writing");
    // Every write is a whole batch of lines and is flushed at once: stdio's buffer would only
    // split a large one into three system calls.
    std::setvbuf(f, nullptr, _IONBF, 0);
    return std::unique_ptr<RunWriter>(new RunWriter(runDir, f, std::move(held)));
}

std::string RunWriter::writeError() const {
    std::lock_guard lock(m_mutex);
    return m_writeError;
}

void RunWriter::waitIdle(std::unique_lock<std::mutex>& lock) {
    m_changed.wait(lock, [this] { return !m_busy; });
}

void RunWriter::close() {
    writeNow();
    std::lock_guard guard(m_mutex);  // the writer thread is idle (writeNow waited for it)
    closeFile();
    m_lock = RunLock();
}

void RunWriter::lowerWriterThreadPriority() {
    std::lock_guard lock(m_mutex);
    m_lowerPriority = true;  // the thread itself lowers its priority when it next wakes
}

void RunWriter::writeOut(std::string_view text) {
    if (!m_file) {
        std::lock_guard lock(m_mutex);
        m_writeError = "'" + m_dir + "/events.jsonl' was closed; a line came after the run ended";
        return;
    }
    reserve(text.size());
    const bool ok = std::fwrite(text.data(), 1, text.size(), m_file) == text.size() && std::fflush(m_file) == 0;
    if (!ok) return failedToWrite();
    m_size += static_cast<std::int64_t>(text.size());
}

void RunWriter::failedToWrite() {
    std::lock_guard lock(m_mutex);
    m_writeError = "cannot write to '" + m_dir + "/events.jsonl' (disk full or folder removed?)";
}

void RunWriter::writeOut(const std::vector<EventBlock>& blocks) {
    if (!m_file) return writeOut(std::string_view());  // records that the file was closed
    // The file is unbuffered (append): stdio holds nothing back that the descriptor would pass.
    const int fd = fileno(m_file);
    std::size_t total = 0;
    for (const auto& b : blocks) total += b.text.size();
    reserve(total);
    constexpr std::size_t kAtOnce = 64;  // well under IOV_MAX
    std::vector<iovec> parts;
    for (std::size_t first = 0; first < blocks.size(); first += kAtOnce) {
        parts.clear();
        for (std::size_t i = first; i < std::min(blocks.size(), first + kAtOnce); ++i)
            if (!blocks[i].text.empty())
                parts.push_back({const_cast<char*>(blocks[i].text.data()), blocks[i].text.size()});
        std::size_t next = 0;  // the first part not wholly written
        while (next < parts.size()) {
            const ssize_t written = ::writev(fd, parts.data() + next, static_cast<int>(parts.size() - next));
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) return failedToWrite();
            m_size += written;
            // A short write (a signal, a nearly full disk): go on from where it stopped.
            auto left = static_cast<std::size_t>(written);
            while (next < parts.size() && left >= parts[next].iov_len) left -= parts[next++].iov_len;
            if (next < parts.size()) {
                parts[next].iov_base = static_cast<char*>(parts[next].iov_base) + left;
                parts[next].iov_len -= left;
            }
        }
    }
}

// ext4 gives appended pages their blocks write by write (a delayed allocation: a reservation and
// an extent entry each time). Blocks reserved ahead, kReserveBytes at a time (fallocate with
// FALLOC_FL_KEEP_SIZE: the size readers see does not change), are only mapped, which costs the
// writer less CPU time per megabyte. closeFile() gives back what is reserved past the end; a
// crash leaves at most kReserveBytes reserved, until the folder is resumed (or deleted).
void RunWriter::reserve(std::size_t bytes) {
#if defined(__linux__)
    const std::int64_t end = m_size + static_cast<std::int64_t>(bytes);
    if (!m_reserving || end <= m_reservedTo) return;
    const std::int64_t from = std::max(m_reservedTo, m_size);
    const std::int64_t length = std::max(kReserveBytes, end - from);
    if (::fallocate(fileno(m_file), FALLOC_FL_KEEP_SIZE, from, length) != 0) {
        m_reserving = false;  // not here (or no room ahead): each write allocates its own blocks, as before
        return;
    }
    m_reservedTo = from + length;
#else
    (void)bytes;
#endif
}

void RunWriter::closeFile() {
    if (!m_file) return;
    struct stat st {};
    const int fd = fileno(m_file);
    // The size the file has, whatever this writer believes: only blocks past it are given back.
    if (m_reservedTo > 0 && ::fstat(fd, &st) == 0 && st.st_size < m_reservedTo && ::ftruncate(fd, st.st_size) != 0) {
        // Nothing is lost: the reserve stays until the folder is deleted.
    }
    std::fclose(m_file);
    m_file = nullptr;
}

void RunWriter::writeNow() {
    std::unique_lock lock(m_mutex);
    waitIdle(lock);  // what is in flight is older: it goes first
    lock.unlock();
    if (!m_pending.empty()) writeOut(m_pending);
    m_pending.clear();
    m_handedAt = coarseNowMs();
}

void RunWriter::handOff() {
    if (m_callingThreadOnly) return writeNow();
    if (!m_writer.joinable()) m_writer = std::thread([this] { writerLoop(); });
    {
        std::unique_lock lock(m_mutex);
        waitIdle(lock);
        std::swap(m_pending, m_inFlight);
        m_busy = true;
    }
    m_changed.notify_all();
    m_pending.clear();
    m_handedAt = coarseNowMs();
}

void RunWriter::writerLoop() {
    std::unique_lock lock(m_mutex);
    while (true) {
        m_changed.wait(lock, [this] { return m_busy || m_stopping; });
        if (!m_busy) return;                                               // stopping, nothing in flight
        if (std::exchange(m_lowerPriority, false)) lowerThreadPriority();  // this thread only
        lock.unlock();
        writeOut(m_inFlight);
        lock.lock();
        m_inFlight.clear();
        m_busy = false;
        m_changed.notify_all();
    }
}

std::int64_t RunWriter::coarseNowMs() {
    // The coarse clock (millisecond resolution, cheaper than the precise one) is read once per
    // line: enough for a hand-off measured in tenths of a second, and bots write many lines.
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
    return static_cast<std::int64_t>(now.tv_sec) * 1000 + now.tv_nsec / 1000000;
}

void RunWriter::endLine(bool durable) {
    m_pending += '\n';
    settle(durable);
}

void RunWriter::settle(bool durable) {
    if (durable) return writeNow();
    if (m_pending.size() >= kBotFlushBytes || coarseNowMs() - m_handedAt >= kBotFlushMs) handOff();
}

void RunWriter::writeEvent(const Json& event, bool durable) {
    appendJsonValue(m_pending, event);
    endLine(durable);
}

void RunWriter::writeDecision(const DecisionEvent& event) {
    event.appendTo(m_pending);
    endLine(!event.bot);
}

void RunWriter::writeText(std::string_view line, EventType /*type*/, bool durable) {
    m_pending.append(line);
    endLine(durable);
}

void RunWriter::writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) {
    // A large block (a whole session of a parallel batch, 74 KB for 20 rounds of ten bots) is
    // written where it lies, after what came before it, on this thread: copying it into the
    // hand-off buffer cost the thread that hands the sessions over more than the write itself.
    if (text.size() >= kDirectBytes) {
        writeNow();
        writeOut(text);
        return;
    }
    // One append for a whole session (its lines end in newlines already), then one flush if any
    // line is worth one: nothing else is written in between, so that is as durable as line by line.
    m_pending.append(text);
    settle(std::any_of(lines.begin(), lines.end(), [&](const EventLine& l) { return worthAFlush(l, reproducible); }));
}

void RunWriter::writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) {
    std::size_t size = 0;
    bool flushEach = false;
    for (const auto& b : blocks) {
        size += b.text.size();
        flushEach = flushEach || std::any_of(b.lines->begin(), b.lines->end(),
                                             [&](const EventLine& l) { return worthAFlush(l, reproducible); });
    }
    if (flushEach || size < kDirectBytes) return EventSink::writeBlocks(blocks, reproducible);
    // The sessions a parallel batch has ready, in one call: the file system's cost is mostly per
    // call and per page touched. After what came before them, on this thread.
    writeNow();
    writeOut(blocks);
}

void RunWriter::writeRound(const RoundEvent& event) {
    event.appendTo(m_pending);
    endLine(!event.botsOnly);
}

}  // namespace nashlab::engine
