// ExperimentRunner's parallel batch: bots-only sessions played on `jobs` threads (the calling one
// and jobs − 1 workers), one session per task. Each session writes into its own text buffer; the
// calling thread hands the buffers to the sink in session order (all those done, together), so the
// record is the one a serial run writes (only "t" differs), and plays sessions itself while the
// next one to hand over is not done. Sessions are played at most a window ahead of the one being
// written (a number of sessions, and of bytes of record), which bounds memory. The slots of that
// window are reused: a session's buffer keeps the capacity the last one grew, so neither side
// allocates (or frees, which for memory another thread allocated is slow) a buffer per session.
#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "engine/experiment/experiment_runner.h"

namespace nashlab::engine {
namespace {

struct Slot {
    Slot(bool keepText, const Game& game, const ScoreTally* runTally) : buffer(keepText) {
        if (!runTally) return;
        tally.emplace(game, runTally->scoresOnly());
        if (runTally->dropsResults()) tally->dropResults();  // freed on the worker that made them
    }
    TextBufferSink buffer;
    std::optional<ScoreTally> tally;  ///< scores the session here, on its worker thread
    std::vector<SessionScore> scores;
    std::optional<std::string> error;  ///< the session could not start
    bool skipped = false;              ///< finished already in the record being resumed
    RunState end = RunState::Idle;
    bool done = false;

    /// Ready for another session; the buffer keeps its capacity.
    void clear() {
        buffer.text.clear();
        buffer.lines.clear();
        scores.clear();
        error.reset();
        skipped = false;
        end = RunState::Idle;
        done = false;
    }
};

// glibc gives each worker thread its own heap and gives memory back to the system as soon as the
// free top of a heap passes 128 KiB: sessions that build and free a record's text then grow and
// shrink their heaps thousands of times a second (2,700 mprotect calls, a tenth of a 1,000-session
// batch's time). Keeping up to 256 MiB and growing by 16 MiB at a time stops the churn.
void keepWorkerHeaps() {
#if defined(__GLIBC__)
    static std::once_flag once;
    std::call_once(once, [] {
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
        mallopt(M_TOP_PAD, 16 << 20);
    });
#endif
}

}  // namespace

void ExperimentRunner::runParallel() {
    keepWorkerHeaps();
    const std::size_t count = m_sessionCount;
    const auto jobs = static_cast<std::size_t>(m_jobs);
    // The thread that writes is now and then held up for a few milliseconds (a write waiting on the
    // file system's journal, another process on its core): the workers play on meanwhile. With 16
    // sessions a job (a millisecond of the benchmark's), a worker slept 5 to 13 ms in a third of
    // the runs; 64 cover such a wait, and the bytes bound memory when sessions are long.
    const std::size_t window = jobs * 64;
    constexpr std::size_t kAheadBytes = std::size_t{32} << 20;  // of sessions played, not yet written
    constexpr std::size_t kHandOverBytes = std::size_t{1} << 20;
    const bool keepText = recording();         // a sink that keeps nothing gets no text to skip
    std::vector<Slot*> slots(count);           // by session, while it is played or waits to be written
    std::vector<std::unique_ptr<Slot>> owned;  // every slot made (at most one per session in the window)
    std::vector<Slot*> spare;                  // written and cleared, for the next session
    // A session of a small game takes a few microseconds, as long as waking a thread: so nobody is
    // woken who is not waiting for exactly this.
    std::mutex mutex;
    std::condition_variable writerWakes;
    std::condition_variable workersWake;
    constexpr std::size_t kNobody = static_cast<std::size_t>(-1);
    std::size_t writerWaitsFor = kNobody;  // the session the writer sleeps on
    std::size_t workersWaiting = 0;
    std::size_t claimed = 0;  // sessions handed out
    std::size_t written = 0;  // sessions handed to the sink
    std::size_t ahead = 0;    // bytes of record of the sessions played and not yet handed over

    auto play = [this](std::size_t index, Slot& slot) {
        const std::string id = idAt(index);
        const SessionRecord* record = resumeRecord(id);
        if (record && record->isFinished()) {
            slot.skipped = true;
            return;
        }
        std::optional<TeeSink> tee;
        if (slot.tally) {
            if (record) slot.tally->seed(*record);
            tee.emplace(std::vector<EventSink*>{&slot.buffer, &*slot.tally});
        }
        // The session's spec is built here, on the thread that plays it, not for the whole batch up front.
        auto runner = makeSession(sessionAt(index), record, tee ? static_cast<EventSink&>(*tee) : slot.buffer);
        if (runner) {
            runner.value()->setOnEnded([&slot](RunState s) { slot.end = s; });
            runner.value()->run();  // bots answer at once: the session is over when run() returns
            if (slot.end == RunState::Idle) slot.error = id + ": the session waited on a seat in a bots-only batch";
        } else {
            slot.error = id + ": " + runner.error().message;
        }
        if (slot.tally) slot.scores = slot.tally->take();  // while the runner (its State) lives
    };
    // The next session and a slot for it; under `mutex`, when roomToClaim().
    const auto full = [&] { return claimed >= written + window || ahead >= kAheadBytes; };
    const auto roomToClaim = [&] { return claimed < count && !m_stopRequested && !full(); };
    // A worker that found the window full plays again once half of it is free (not for each session written).
    const auto halfFree = [&] { return claimed + window / 2 < written + window && ahead < kAheadBytes / 2; };
    const auto claim = [&]() -> std::pair<std::size_t, Slot*> {
        const std::size_t index = claimed++;
        if (spare.empty()) {
            owned.push_back(std::make_unique<Slot>(keepText, m_game, m_tally.get()));
            spare.push_back(owned.back().get());
        }
        Slot* slot = spare.back();
        spare.pop_back();
        slots[index] = slot;
        return {index, slot};
    };
    // Plays a claimed session; the writer is woken only if it sleeps on exactly this one.
    const auto playClaimed = [&](std::size_t index, Slot& slot) {
        play(index, slot);
        bool wakeWriter = false;
        {
            std::lock_guard lock(mutex);
            slot.done = true;
            ahead += slot.buffer.text.size();
            wakeWriter = writerWaitsFor == index;
        }
        if (wakeWriter) writerWakes.notify_one();
    };
    // A worker that finds the window full sleeps until half of it is written.
    auto worker = [&] {
        for (;;) {
            std::pair<std::size_t, Slot*> next;
            {
                std::unique_lock lock(mutex);
                if (claimed < count && !m_stopRequested && full()) {
                    ++workersWaiting;
                    workersWake.wait(lock, [&] { return claimed >= count || m_stopRequested || halfFree(); });
                    --workersWaiting;
                }
                if (claimed >= count || m_stopRequested) {
                    lock.unlock();
                    writerWakes.notify_one();  // the writer may wait for a session nobody will play
                    return;
                }
                next = claim();
            }
            playClaimed(next.first, *next.second);
        }
    };

    // The calling thread is one of the `jobs`: it writes the sessions in order and, while the next
    // one to write is still being played, plays the next one to hand out. Two threads on two cores,
    // not three: a writer of its own was woken for every few sessions and took a core from a worker.
    std::vector<std::jthread> threads;
    for (std::size_t j = 1; j < jobs; ++j) threads.emplace_back(worker);
    std::vector<Slot*> ready;  // sessions handed to the sink together, in order
    std::vector<EventBlock> blocks;
    for (std::size_t i = 0; i < count; i += ready.size()) {
        ready.clear();
        {
            std::unique_lock lock(mutex);
            const auto done = [&](std::size_t k) { return slots[k] && slots[k]->done; };
            const auto given = [&](std::size_t k) { return !m_stopRequested || k < claimed; };
            while (!done(i) && given(i)) {
                if (roomToClaim()) {
                    const auto [index, claimedSlot] = claim();
                    lock.unlock();
                    playClaimed(index, *claimedSlot);
                    lock.lock();
                    continue;
                }
                writerWaitsFor = i;  // the window is full: session i is on a worker
                writerWakes.wait(lock, [&] { return done(i) || !given(i); });
                writerWaitsFor = kNobody;
            }
            if (!done(i)) break;  // stopped before this session was handed out
            // With it, those after it that are done: the record gets them in one call of about a
            // megabyte, so this thread plays on while there are fewer and room to play.
            for (;;) {
                std::size_t bytes = 0;
                ready.clear();
                for (std::size_t k = i; k < count && done(k); ++k) {
                    ready.push_back(slots[k]);
                    bytes += slots[k]->buffer.text.size();
                }
                if (bytes >= kHandOverBytes || !roomToClaim()) break;
                const auto [index, claimedSlot] = claim();
                lock.unlock();
                playClaimed(index, *claimedSlot);
                lock.lock();
            }
        }
        // Progress, errors and live views as in a serial run. Only bots play here, so the record is
        // written in large batches: a crash loses sessions that resume plays again exactly.
        blocks.clear();
        std::size_t readyBytes = 0;
        for (const Slot* slot : ready) {
            blocks.push_back({slot->buffer.text, &slot->buffer.lines});
            readyBytes += slot->buffer.text.size();
        }
        writeBlocks(blocks, true);
        for (Slot* slot : ready) {
            if (m_tally) m_tally->adopt(std::move(slot->scores));
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
            slot->clear();
        }
        bool wakeWorkers = false;
        {
            std::lock_guard lock(mutex);
            for (std::size_t k = 0; k < ready.size(); ++k) {
                slots[i + k] = nullptr;
                spare.push_back(ready[k]);
            }
            written += ready.size();
            ahead -= readyBytes;
            wakeWorkers = workersWaiting > 0 && halfFree();
        }
        if (wakeWorkers) workersWake.notify_all();
    }
    {
        std::lock_guard lock(mutex);
        m_stopRequested = true;  // wake idle workers: nothing more will be handed out
    }
    workersWake.notify_all();
    threads.clear();  // joins
    m_done = true;
    if (m_onDone) m_onDone(m_outcome);
}

}  // namespace nashlab::engine
