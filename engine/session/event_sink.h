#pragma once
// EventSink: where a session's events go (the run folder's events.jsonl, the GUI, a test).
#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.h"
#include "engine/record/events.h"

namespace nashlab::engine {

/// One line of serialised events kept in a buffer: where it is (without its newline) and what it is.
struct EventLine {
    std::size_t offset;
    std::size_t length;
    EventType type;
    bool durable;
};

/// A block of lines (EventSink::writeBlock) among several handed over together.
struct EventBlock {
    std::string_view text;
    const std::vector<EventLine>* lines;
};

class EventSink {
public:
    virtual ~EventSink() = default;
    /// Receives one complete event object; must not call back into the runner.
    virtual void write(const Json& event) = 0;
    /// The same for an event that need not reach the disk before the call returns (`durable`
    /// false): the opening and closing of a session played by bots alone, which resume plays again,
    /// byte for byte, if a crash loses them. A record writer then writes them with the bots' lines,
    /// in large batches; the default is write().
    virtual void writeEvent(const Json& event, bool durable) {
        (void)durable;
        write(event);
    }
    /// A session's closing event (session_finished) with the whole result its scorer gave for it
    /// (Game::score() with PlayedSession::scoresOnly: the scores and each seat's numbers), for a
    /// sink that would otherwise score the session once more (ScoreTally). The default is writeEvent().
    virtual void writeFinished(const Json& event, const Json& result, bool durable) {
        (void)result;
        writeEvent(event, durable);
    }
    /// Whether this sink keeps what it is given. One that only counts lets the runner skip what
    /// only a record needs (the JSON of each round, the session's scores).
    virtual bool recording() const { return true; }
    /// The per-decision and per-round events, typed. Sinks that store text serialise them
    /// directly; the default hands write() their Json.
    virtual void writeDecision(const DecisionEvent& event) { write(event.toJson()); }
    virtual void writeRound(const RoundEvent& event) { write(event.toJson()); }
    /// An event already serialised (one line of JSON, no newline), e.g. from a session played on
    /// another thread. `durable`: worth a flush of its own. The default parses it for write().
    virtual void writeText(std::string_view line, EventType type, bool durable) {
        (void)type;
        (void)durable;
        write(Json::parse(line));
    }
    /// A whole session's lines at once (TextBufferSink::replayInto): `text` is every line, each
    /// ended by a newline, in order. `reproducible`: see replayInto(); which lines are then worth a
    /// flush says worthAFlush(). The default hands each line to writeText(); a sink that stores text
    /// takes the block in one append.
    virtual void writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible);
    /// Several sessions' blocks at once, in order (a parallel batch hands over those that are
    /// ready together). The default is writeBlock() for each; a sink that writes a file writes them
    /// with one system call (RunWriter).
    virtual void writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) {
        for (const auto& b : blocks) writeBlock(b.text, *b.lines, reproducible);
    }
    /// Whether a parallel batch may hand blocks over from any of its threads (one at a time, in
    /// order), so that each thread writes the sessions it played. A sink that answers to one
    /// thread (the window's) keeps the default: the thread that runs the batch writes them all.
    virtual bool writesFromAnyThread() const { return false; }
};

/// Whether a buffered line is worth a flush of its own: as it was written, or, for a session
/// played by bots alone (`reproducible`: lost lines are played again, byte for byte, on resume),
/// only an abort.
inline bool worthAFlush(const EventLine& line, bool reproducible) {
    return reproducible ? line.type == EventType::SessionAborted : line.durable;
}

/// Keeps a session's events as text lines, to be handed on later, in order (parallel batches).
class TextBufferSink final : public EventSink {
public:
    using Line = EventLine;
    /// `keepText` false: for a sink that keeps nothing, only what the lines were is kept (for
    /// progress); decisions and rounds are not serialised, and recording() says so to the runner.
    explicit TextBufferSink(bool keepText = true) : m_keepText(keepText) {}
    bool recording() const override { return m_keepText; }
    void write(const Json& event) override { writeEvent(event, true); }
    void writeEvent(const Json& event, bool durable) override;
    void writeDecision(const DecisionEvent& event) override;
    void writeRound(const RoundEvent& event) override;
    void writeText(std::string_view line, EventType type, bool durable) override;
    /// Hands every line to `sink`, in order, as one block (EventSink::writeBlock). `reproducible`:
    /// the session was played by bots alone, so any of its lines lost in a crash is played again,
    /// byte for byte, on resume; only an abort is then worth a flush, and the rest is written in
    /// large batches.
    void replayInto(EventSink& sink, bool reproducible = false) const;

    std::string text;  ///< every line, each followed by a newline
    std::vector<Line> lines;

private:
    void close(std::size_t start, EventType type, bool durable);
    bool m_keepText = true;
};

/// Collects events in memory (tests, previews).
class MemorySink final : public EventSink {
public:
    void write(const Json& event) override { events.push_back(event); }
    std::vector<Json> events;
};

/// Forwards to several sinks in order.
class TeeSink final : public EventSink {
public:
    explicit TeeSink(std::vector<EventSink*> sinks) : m_sinks(std::move(sinks)) {}
    void write(const Json& event) override {
        for (auto* s : m_sinks) s->write(event);
    }
    void writeEvent(const Json& event, bool durable) override {
        for (auto* s : m_sinks) s->writeEvent(event, durable);
    }
    void writeFinished(const Json& event, const Json& result, bool durable) override {
        for (auto* s : m_sinks) s->writeFinished(event, result, durable);
    }
    void writeDecision(const DecisionEvent& event) override {
        for (auto* s : m_sinks) s->writeDecision(event);
    }
    void writeRound(const RoundEvent& event) override {
        for (auto* s : m_sinks) s->writeRound(event);
    }
    void writeText(std::string_view line, EventType type, bool durable) override {
        for (auto* s : m_sinks) s->writeText(line, type, durable);
    }
    void writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) override {
        for (auto* s : m_sinks) s->writeBlock(text, lines, reproducible);
    }
    bool recording() const override {
        return std::any_of(m_sinks.begin(), m_sinks.end(), [](const EventSink* s) { return s->recording(); });
    }

private:
    std::vector<EventSink*> m_sinks;
};

}  // namespace nashlab::engine
