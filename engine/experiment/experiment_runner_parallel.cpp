// ExperimentRunner's parallel batch: bots-only sessions played on worker threads, one session per
// task. Each session writes into its own text buffer; the calling thread hands the buffers to the
// sink in session order, so the record is the one a serial run writes (only "t" differs). Workers
// run at most a window of sessions ahead of the one being written, which bounds memory.
#include <condition_variable>
#include <mutex>
#include <thread>

#include "engine/experiment/experiment_runner.h"

namespace nashlab::engine {
namespace {

struct Slot {
    explicit Slot(bool keepText) : buffer(keepText) {}
    TextBufferSink buffer;
    std::optional<std::string> error;  ///< the session could not start
    bool skipped = false;              ///< finished already in the record being resumed
    RunState end = RunState::Idle;
    bool done = false;
};

}  // namespace

void ExperimentRunner::runParallel() {
    const std::size_t count = m_sessions.size();
    const auto jobs = static_cast<std::size_t>(m_jobs);
    const std::size_t window = jobs * 4;
    const bool keepText = recording();  // a sink that keeps nothing gets no text to skip
    std::vector<std::unique_ptr<Slot>> slots(count);
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t claimed = 0;  // sessions handed to workers
    std::size_t written = 0;  // sessions handed to the sink

    auto play = [this](std::size_t index, Slot& slot) {
        const SessionSpec& session = m_sessions[index];
        const SessionRecord* record = resumeRecord(session.id);
        if (record && record->isFinished()) {
            slot.skipped = true;
            return;
        }
        auto runner = makeSession(session, record, slot.buffer);
        if (!runner) {
            slot.error = session.id + ": " + runner.error().message;
            return;
        }
        runner.value()->setOnEnded([&slot](RunState s) { slot.end = s; });
        runner.value()->run();  // bots answer at once: the session is over when run() returns
        if (slot.end == RunState::Idle) slot.error = session.id + ": the session waited on a seat in a bots-only batch";
    };
    auto worker = [&] {
        for (;;) {
            std::size_t index = 0;
            Slot* slot = nullptr;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return claimed >= count || m_stopRequested || claimed < written + window; });
                if (claimed >= count || m_stopRequested) return;
                index = claimed++;
                slots[index] = std::make_unique<Slot>(keepText);
                slot = slots[index].get();
            }
            play(index, *slot);
            {
                std::lock_guard lock(mutex);
                slot->done = true;
            }
            changed.notify_all();
        }
    };

    std::vector<std::jthread> threads;
    for (std::size_t j = 0; j < jobs; ++j) threads.emplace_back(worker);
    for (std::size_t i = 0; i < count; ++i) {
        Slot* slot = nullptr;
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return (slots[i] && slots[i]->done) || (m_stopRequested && claimed <= i); });
            if (!slots[i] || !slots[i]->done) break;  // stopped before this session was handed out
            slot = slots[i].get();
        }
        slot->buffer.replayInto(*this);  // progress, errors and live views as in a serial run
        if (slot->skipped) {
            ++m_outcome.finished;
        } else if (slot->error) {
            m_outcome.errors.push_back(*slot->error);
            ++m_outcome.aborted;
        } else if (slot->end == RunState::Finished) {
            ++m_outcome.finished;
        } else if (slot->end == RunState::Stopped) {
            ++m_outcome.stopped;
        } else {
            ++m_outcome.aborted;
        }
        ++m_progress.sessionsEnded;
        if (m_onProgress) m_onProgress(m_progress);
        {
            std::lock_guard lock(mutex);
            slots[i].reset();
            ++written;
        }
        changed.notify_all();
    }
    {
        std::lock_guard lock(mutex);
        m_stopRequested = true;  // wake idle workers: nothing more will be handed out
    }
    changed.notify_all();
    threads.clear();  // joins
    m_done = true;
    if (m_onDone) m_onDone(m_outcome);
}

}  // namespace nashlab::engine
