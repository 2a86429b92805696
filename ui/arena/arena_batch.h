#pragma once
// ArenaController::Batch: the sink of a bots-only batch played on a worker thread, and the bounded
// queue that hands its events to the window. Private to ui/arena/arena_controller.cpp.
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"
#include "ui/arena/arena_controller.h"

namespace nashlab::ui {
namespace arena_batch {

// Queued items (events and progress marks) at which the worker waits for the window: bounds
// memory, and lets a paused batch stand still.
inline constexpr std::size_t kQueueBound = 4096;
// The worker hands its items over in chunks (one lock each), and at every session's end.
inline constexpr std::size_t kChunk = 256;

inline bool sameProgress(const engine::ExperimentProgress& a, const engine::ExperimentProgress& b) {
    return a.sessionsTotal == b.sessionsTotal && a.sessionsEnded == b.sessionsEnded && a.roundsTotal == b.roundsTotal &&
           a.roundsDone == b.roundsDone;
}

}  // namespace arena_batch

// The batch's event sink, and what the worker hands the GUI thread. On the worker (the thread
// that calls ExperimentRunner::start()), every event goes to the run folder first, exactly as the
// CLI writes it, then — parsed here, off the GUI thread — into the queue, in record order, with
// the progress after it; at the end, the outcome. The GUI thread drains the queue.
struct ArenaController::Batch final : engine::EventSink {
    using Json = engine::Json;
    struct Event {
        Json json;                            // null for a round: `outcome` holds it, parsed here
        bool round = false;                   // a round_completed: `progress` counts it
        engine::ExperimentProgress progress;  // with `round`
        std::string session;                  // with `round`
        std::optional<engine::RoundOutcome> outcome;
    };
    using Item = std::variant<Event, engine::ExperimentProgress, engine::ExperimentOutcome>;

    explicit Batch(engine::RunWriter& writer) : m_writer(writer) {}
    /// Before the worker starts: where the run begins (totals).
    void begin(const engine::ExperimentProgress& start) { shown = m_last = start; }

    std::mutex mutex;
    std::condition_variable room;
    std::deque<Item> queue;            // filled by the worker
    bool stopping = false;             // stop or close: the worker never waits again
    bool discard = false;              // the controller is going: nothing is queued any more
    bool workerWaiting = false;        // the worker waits for room in the queue
    engine::ExperimentProgress shown;  // the progress of the events drained so far
    std::deque<Item> inbox;            // GUI thread only: taken from the queue, not yet shown

    // Worker thread: the runner's sink.
    void write(const Json& event) override {
        m_writer.write(event);
        add(Json(event), engine::eventTypeOf(event) == engine::EventType::RoundCompleted);
    }
    void writeDecision(const engine::DecisionEvent& event) override {
        m_writer.writeDecision(event);
        if (event.plainBotAnswer()) return;  // the round that follows shows the action (see shows())
        add(event.toJson(), false);
    }
    void writeRound(const engine::RoundEvent& event) override {
        m_writer.writeRound(event);
        add(event.toJson(), true);
    }
    void writeText(std::string_view line, engine::EventType type, bool durable) override {
        m_writer.writeText(line, type, durable);
        Json event = Json::parse(line);
        if (type != engine::EventType::Decision || shows(event))
            add(std::move(event), type == engine::EventType::RoundCompleted);
        if (type == engine::EventType::SessionFinished || type == engine::EventType::SessionAborted) flush();
    }
    // Worker thread: the runner's callbacks. A round's progress already came with its event.
    void progressed(const engine::ExperimentProgress& p) {
        if (arena_batch::sameProgress(p, m_last)) return;
        m_last = p;
        m_pending.emplace_back(p);
        flush();
    }
    void done(const engine::ExperimentOutcome& outcome) {
        m_writer.flush();  // here, not in the window: the last megabyte of the record takes a while
        m_pending.emplace_back(outcome);
        flush();
    }

private:
    // A bot's valid answer tells the window nothing its round_completed does not (the action; the
    // model marks the seat answered): a fast batch hands over one item per round, not one per seat.
    // Answers with something to say (rejected, fallen back, failed) are shown as they come.
    static bool shows(const Json& decision) {
        return !decision.value("valid", false) || decision.contains("fallback") || decision.contains("error") ||
               decision.contains("reason") || !decision.value("raw", std::string()).empty() ||
               decision.contains("messages");
    }

    void add(Json json, bool round) {
        Event e{std::move(json), round, {}, {}, {}};
        if (round) {
            ++m_last.roundsDone;  // what the runner counts next, as it does after writing the round
            e.progress = m_last;
            // Parsed into a typed round here, on the worker: the window only files it (a batch's
            // thousands of rounds would otherwise be parsed and freed on the GUI thread).
            if (auto outcome = engine::RoundOutcome::fromJson(e.json)) {
                e.session = e.json.value("session", "");
                e.outcome = std::move(outcome.value());
                e.json = Json();
            }
        }
        m_pending.emplace_back(std::move(e));
        if (m_pending.size() >= arena_batch::kChunk) flush();
    }
    // Waits while the window is behind by kQueueBound items (unless stopping), then hands over.
    void flush() {
        if (m_pending.empty()) return;
        std::unique_lock lock(mutex);
        if (!stopping && queue.size() >= arena_batch::kQueueBound) {
            // About to wait (the window is behind, or paused): first the record written so far goes
            // to the disk, here. The writer thread runs only when the CPU is idle, so on a busy
            // machine a paused batch's record kept growing long after the pause.
            lock.unlock();
            m_writer.flush();
            lock.lock();
        }
        workerWaiting = true;
        room.wait(lock, [this] { return stopping || queue.size() < arena_batch::kQueueBound; });
        workerWaiting = false;
        if (!discard)
            for (Item& item : m_pending) queue.push_back(std::move(item));
        m_pending.clear();
    }

    engine::RunWriter& m_writer;        // only ever touched on the worker
    engine::ExperimentProgress m_last;  // worker: the progress after the last item added
    std::vector<Item> m_pending;        // worker: not handed over yet
};

}  // namespace nashlab::ui
