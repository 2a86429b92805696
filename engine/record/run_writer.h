#pragma once
// RunWriter: the run folder, the single source of truth of a run:
//   <runs dir>/<UTC timestamp>_<name>/spec.json     resolved spec (written atomically)
//   <runs dir>/<UTC timestamp>_<name>/events.jsonl  one event per line, written and flushed before
//   write() returns, except what bots alone produced (their decisions and rounds, and the opening
//   and closing of a session of bots alone, writeEvent(event, false)): those are handed to a
//   writer thread at most every kBotFlushMs (or every kBotFlushBytes), or written then on the
//   calling thread (writeOnCallingThread()). A crash loses at most that much bots-only play, which
//   resume plays again identically (bots are deterministic); a bots-only batch pays one write per
//   megabyte instead of one per round, off the engine's thread unless asked otherwise.
//   A block of 64 KB or more (a whole session of a parallel batch, writeBlock, or several handed
//   over together, writeBlocks) is written at once on the calling thread instead. Lines reach the
//   file in the order they were given. The file's blocks are reserved ahead of the writes, 8 MB at
//   a time (reserve()); what is reserved past its end is given back when it is closed.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "engine/core/json.h"
#include "engine/record/run_lock.h"
#include "engine/session/event_sink.h"

namespace nashlab::engine {

class RunWriter final : public EventSink {
public:
    ~RunWriter() override;
    RunWriter(const RunWriter&) = delete;
    RunWriter& operator=(const RunWriter&) = delete;

    /// Creates a new run folder under `runsDir` and writes spec.json.
    static Result<std::unique_ptr<RunWriter>> create(const std::string& runsDir, const std::string& name,
                                                     const Json& spec);
    /// Opens an existing run folder to append events (resume). The folder's lock (RunLock) is
    /// taken, or handed in by a caller that took it before changing the folder (a resume cuts
    /// the record back first); another process writing the folder is refused ("busy").
    static Result<std::unique_ptr<RunWriter>> append(const std::string& runDir, RunLock held = {});

    void write(const Json& event) override { writeEvent(event, true); }
    void writeEvent(const Json& event, bool durable) override;
    void writeDecision(const DecisionEvent& event) override;
    void writeRound(const RoundEvent& event) override;
    void writeText(std::string_view line, EventType type, bool durable) override;
    void writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) override;
    /// Blocks with nothing in them worth a flush of its own, together as large as a large block,
    /// are written from where they lie with one system call (writev), on the calling thread.
    void writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) override;
    /// Any thread, one at a time: a batch's calls are ordered by its own lock.
    bool writesFromAnyThread() const override { return true; }
    const std::string& dir() const { return m_dir; }
    /// Set when a write failed (disk full, folder removed); the message says which file.
    /// Lines still held back are not yet tried: flush() first to learn about all of them.
    std::string writeError() const;
    /// Writes every line held back (bots' lines wait up to kBotFlushMs), on this thread.
    void flush() { writeNow(); }
    /// Writes what is held back, closes events.jsonl and gives up the folder's lock, for an owner
    /// that keeps the writer after its run ended (the window). Later lines are not written; they
    /// set writeError().
    void close();
    /// Gives the writer thread a lower priority (lowerThreadPriority: Linux nice 10 and a short time
    /// slice; a no-op elsewhere), for an owner whose own threads must stay responsive: the window,
    /// whose raster engine waits on Qt's thread pool to finish a large fill. Durable lines are
    /// still written on the caller's thread.
    void lowerWriterThreadPriority();
    /// No writer thread: lines held back are written on the thread that gives them, when their
    /// hand-off is due, for an owner that promised one thread (nashlab-cli run --jobs 1: --jobs
    /// counts every thread that works, as under a cluster's one-CPU allocation). Before any line.
    void writeOnCallingThread() { m_callingThreadOnly = true; }

private:
    RunWriter(std::string dir, std::FILE* file, RunLock lock);
    static constexpr int kBotFlushMs = 200;
    static constexpr std::size_t kBotFlushBytes = std::size_t{1} << 20;
    static constexpr std::size_t kLineSlack = std::size_t{64} << 10;  ///< room for the line that crosses kBotFlushBytes
    /// A block of lines this large is written from where it lies (writeBlock), not copied first.
    static constexpr std::size_t kDirectBytes = std::size_t{64} << 10;
    static constexpr std::int64_t kReserveBytes = std::int64_t{8} << 20;  ///< blocks reserved at a time

    /// Ends the line just appended to m_pending: a durable one is written out now (with all
    /// before it), others once a hand-off to the writer thread is due.
    void endLine(bool durable);
    void settle(bool durable);             ///< writes now if durable, else hands off when due
    void writeNow();                       ///< m_pending to the file, on this thread, after what is in flight
    void handOff();                        ///< m_pending to the writer thread
    void writeOut(std::string_view text);  ///< fwrite + fflush; records a failure
    void writeOut(const std::vector<EventBlock>& blocks);  ///< the same with writev, one call per 64 blocks
    void failedToWrite();                                  ///< records that a write failed
    void reserve(std::size_t bytes);                       ///< the file's blocks for the next `bytes`, reserved ahead
    void closeFile();                                      ///< gives back what was reserved past the end, and closes
    void waitIdle(std::unique_lock<std::mutex>& lock);
    void writerLoop();

    std::string m_dir;
    RunLock m_lock;  ///< held while the folder is written
    std::FILE* m_file = nullptr;
    // Written only by whichever thread writes to the file (one at a time: waitIdle()).
    std::int64_t m_size = 0;        ///< the file's size, as written so far
    std::int64_t m_reservedTo = 0;  ///< the file's blocks are reserved up to here (0: none)
    bool m_reserving = true;        ///< false once the file system refused (or has no room ahead)
    std::string m_pending;          ///< lines not yet handed on, oldest first (reused: no allocation per line)
    static std::int64_t coarseNowMs();
    std::int64_t m_handedAt = coarseNowMs();  ///< when bot lines were last handed on (coarse ms)

    mutable std::mutex m_mutex;  ///< guards what follows
    std::condition_variable m_changed;
    std::string m_inFlight;  ///< lines the writer thread is writing (older than m_pending)
    bool m_busy = false;
    bool m_stopping = false;
    bool m_lowerPriority = false;  ///< asked by lowerWriterThreadPriority(), done by the writer thread
    std::string m_writeError;
    bool m_callingThreadOnly = false;  ///< writeOnCallingThread(): m_writer never starts
    std::thread m_writer;              ///< started by the first hand-off (a run of model seats alone needs none)
};

/// "2026-11-22T031512Z_<safe name>": sortable, unique per second, safe in any file system.
std::string runFolderName(const std::string& name, std::int64_t utcMillis);

}  // namespace nashlab::engine
