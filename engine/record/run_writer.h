#pragma once
// RunWriter: the run folder, the single source of truth of a run:
//   <runs dir>/<UTC timestamp>_<name>/spec.json     resolved spec (written atomically)
//   <runs dir>/<UTC timestamp>_<name>/events.jsonl  one event per line, flushed per event, except
//   what bots alone produced: their decisions and rounds are flushed together at most every
//   kBotFlushMs (or every kBotFlushBytes). A crash loses at most that much bots-only play, which
//   resume plays again identically (bots are deterministic), and a bots-only batch pays one
//   write per megabyte instead of one per round.
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

#include "engine/core/json.h"
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
    /// Opens an existing run folder to append events (resume).
    static Result<std::unique_ptr<RunWriter>> append(const std::string& runDir);

    void write(const Json& event) override;
    void writeDecision(const DecisionEvent& event) override;
    void writeRound(const RoundEvent& event) override;
    void writeText(std::string_view line, EventType type, bool durable) override;
    const std::string& dir() const { return m_dir; }
    /// Set when a write failed (disk full, folder removed); the message says which file.
    const std::string& writeError() const { return m_writeError; }

private:
    RunWriter(std::string dir, std::FILE* file);
    static constexpr int kBotFlushMs = 200;
    static constexpr std::size_t kBotFlushBytes = std::size_t{1} << 20;

    /// Writes m_line plus a newline; flushes a durable line at once, others when one is due.
    void writeLine(bool durable);
    std::string m_dir;
    std::FILE* m_file = nullptr;
    std::string m_writeError;
    std::string m_line;           ///< reused for every event: no allocation per line once it has grown
    std::size_t m_unflushed = 0;  ///< bytes written since the last flush
    std::chrono::steady_clock::time_point m_flushedAt = std::chrono::steady_clock::now();
};

/// "2026-11-22T031512Z_<safe name>": sortable, unique per second, safe in any file system.
std::string runFolderName(const std::string& name, std::int64_t utcMillis);

}  // namespace nashlab::engine
