#pragma once
// RunWriter: the run folder, the single source of truth of a run:
//   <runs dir>/<UTC timestamp>_<name>/spec.json     resolved spec (written atomically)
//   <runs dir>/<UTC timestamp>_<name>/events.jsonl  one event per line, flushed per event; a bot's
//   decisions are flushed with the round they belong to (a round not completed is played again on
//   resume anyway, and bots cost nothing to ask again)
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
    /// Writes m_line plus a newline; flushes when asked.
    void writeLine(bool flush);
    std::string m_dir;
    std::FILE* m_file = nullptr;
    std::string m_writeError;
    std::string m_line;  ///< reused for every event: no allocation per line once it has grown
};

/// "2026-11-22T031512Z_<safe name>": sortable, unique per second, safe in any file system.
std::string runFolderName(const std::string& name, std::int64_t utcMillis);

}  // namespace nashlab::engine
