// ExperimentRunner's parallel batch: bots-only sessions played on `jobs` threads (the calling one
// and jobs − 1 workers). A thread takes a run of consecutive
// sessions (about a megabyte of record, shorter towards the end) and plays each into its own text
// buffer. The sessions reach the sink whole and in session order, so the record is the one a
// serial run writes (only "t" differs): when the sink allows it, each run is handed over by the
// thread that played it, when its turn comes, so its text is read from the core that wrote it;
// else the calling thread hands them all over. The calling thread counts every session once it is
// written (progress, scores, outcome), as a serial run does, and plays while there is room.
// Sessions are played at most a window ahead of those counted (a number of sessions, and of bytes
// of record not yet written), which bounds memory. The slots of that window are reused by the
// thread that played in them: a session's buffer keeps the capacity the last one grew and stays in
// that core's cache, and nobody allocates (or frees, which for memory another thread allocated is
// slow) a buffer per session.
#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
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
    ExperimentRunner::BlockCounts counts;  ///< of its lines, when the thread that played it writes it
    std::optional<std::string> error;      ///< the session could not start
    bool skipped = false;                  ///< finished already in the record being resumed
    RunState end = RunState::Idle;
    bool done = false;  ///< played; cleared (under the lock) when the slot is handed out again

    /// Ready for another session, on the thread that plays in it (what another core wrote of it
    /// is not taken back before it must be); the buffer keeps its capacity.
    void clear() {
        buffer.text.clear();
        buffer.lines.clear();
        scores.clear();
        counts = {};
        error.reset();
        skipped = false;
        end = RunState::Idle;
    }
};

}  // namespace

void ExperimentRunner::runParallel() {
    const std::size_t count = m_sessionCount;
    const auto jobs = static_cast<std::size_t>(m_jobs);
    // The thread that writes is now and then held up (a write waiting on the file system's journal,
    // another process on its core): the others play on meanwhile, up to a window of sessions per
    // job wide enough to cover such a wait; the bytes bound memory when sessions are long
    // (bench/README.md, "Batches on several cores").
    const std::size_t window = jobs * 64;
    constexpr std::size_t kAheadBytes = std::size_t{32} << 20;  // of sessions played, not yet written
    constexpr std::size_t kHandOverBytes = std::size_t{1} << 20;
    constexpr std::size_t kLongestRun = 32;
    const bool keepText = recording();  // a sink that keeps nothing gets no text to skip
    // Who writes a session's text: the thread that played it, when the sink takes writes from any
    // thread and nothing watches the lines (live views): its text is then still in that core's
    // cache (bench/README.md, "Why the player writes"). Else the calling thread writes them all.
    const bool producersWrite = m_sink.writesFromAnyThread() && !m_onEvent;
    std::vector<Slot*> slots(count);           // by session, while it is played or waits to be written
    std::vector<std::size_t> owner(count, 0);  // by session: the thread that claimed it (0: this one)
    std::vector<std::unique_ptr<Slot>> owned;  // every slot made (at most one per session in the window)
    // Written and cleared, for the next session, by the thread that played in them: its buffer is
    // in that core's cache (another core would first have to take every line of it over).
    std::vector<std::vector<Slot*>> spare(jobs);
    std::mutex mutex;
    std::condition_variable wakes;  // a session done, written or booked, or room to play again
    std::size_t waiting = 0;        // threads asleep on `wakes`
    std::size_t claimed = 0;        // sessions handed out
    std::size_t written = 0;        // sessions handed to the sink
    std::size_t booked = 0;         // sessions counted (progress, scores, outcome) and their slots free
    std::size_t ahead = 0;          // bytes of record of the sessions played and not yet written
    std::size_t playedBytes = 0;    // of every session played so far, and how many:
    std::size_t playedCount = 0;    //   the length of a run of sessions handed out together
    bool writing = false;           // a thread is handing sessions to the sink

    auto play = [this, producersWrite](std::size_t index, Slot& slot) {
        slot.clear();
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
        // Counted here, while its lines are in this core's cache; the calling thread adds them up.
        if (producersWrite) slot.counts = countLines(slot.buffer.text, slot.buffer.lines);
    };
    const auto done = [&](std::size_t k) { return k < count && slots[k] && slots[k]->done; };
    const auto roomToClaim = [&] {
        return claimed < count && !m_stopRequested && claimed < booked + window && ahead < kAheadBytes;
    };
    // Under `mutex`: the next sessions, as a run that its writer can hand over in one call of about a
    // megabyte (as many as the sessions so far averaged in that), each with a slot. Returns the first.
    const auto claim = [&](std::size_t thread) -> std::pair<std::size_t, std::size_t> {
        const std::size_t average = playedCount ? std::max<std::size_t>(1, playedBytes / playedCount) : kHandOverBytes;
        std::size_t run = std::clamp<std::size_t>(kHandOverBytes / average, 1, kLongestRun);
        // Shorter towards the end, so that the threads finish together (a share of what is left).
        run = std::min({run, std::max<std::size_t>(1, (count - claimed) / (2 * jobs)), booked + window - claimed});
        const std::size_t first = claimed;
        for (std::size_t k = first; k < first + run; ++k) {
            std::vector<Slot*>& mine = spare[thread];
            if (mine.empty()) {
                owned.push_back(std::make_unique<Slot>(keepText, m_game, m_tally.get()));
                mine.push_back(owned.back().get());
            }
            slots[k] = mine.back();
            slots[k]->done = false;
            mine.pop_back();
            owner[k] = thread;
        }
        claimed += run;
        return {first, run};
    };
    const auto wakeAll = [&](std::unique_lock<std::mutex>& lock) {
        if (waiting == 0) return;
        lock.unlock();
        wakes.notify_all();
        lock.lock();
    };
    // Under `mutex`, for `thread`: the sessions it is to write now (the next ones to write, done,
    // and its own when producers write), marked as being written; none if it is not its turn.
    const auto takeTurn = [&](std::size_t thread, std::vector<EventBlock>& blocks) -> std::size_t {
        if (writing || !done(written)) return 0;
        blocks.clear();
        const auto mine = [&](std::size_t k) { return producersWrite ? owner[k] == thread : thread == 0; };
        std::size_t n = 0;
        std::size_t bytes = 0;
        std::size_t k = written;
        for (; done(k) && mine(k) && bytes < kHandOverBytes; ++k, ++n) {
            blocks.push_back({slots[k]->buffer.text, &slots[k]->buffer.lines});
            bytes += slots[k]->buffer.text.size();
        }
        // Less than a megabyte, and more of its own to come (the rest of the run this thread is
        // playing; or, when it writes for all, what it can play meanwhile): later, in one call.
        const bool more = k < count && !done(k) && (producersWrite ? k < claimed && owner[k] == thread : roomToClaim());
        if (bytes < kHandOverBytes && more) n = 0;
        writing = n > 0;
        return n;
    };
    // Under `lock`: writes the sessions whose turn it is, if they are this thread's to write. Only
    // bots play here, so the record is written in large batches: a crash loses sessions that resume
    // plays again exactly.
    const auto writeTurn = [&](std::unique_lock<std::mutex>& lock, std::size_t thread,
                               std::vector<EventBlock>& blocks) {
        const std::size_t n = takeTurn(thread, blocks);
        if (n == 0) return false;
        lock.unlock();
        if (producersWrite)
            m_sink.writeBlocks(blocks, true);  // counted by the calling thread, with the rest
        else
            writeBlocks(blocks, true);  // the runner's: counts the lines, and hands them to live views
        std::size_t bytes = 0;
        for (const auto& b : blocks) bytes += b.text.size();
        lock.lock();
        written += n;
        ahead -= bytes;
        writing = false;
        wakeAll(lock);  // the calling thread counts them; the next writer may be waiting
        return true;
    };

    // Under `lock`, on the calling thread: counts what was written since (progress, scores, outcome),
    // outside the lock (the slots stay theirs until freed), and frees their slots.
    const auto bookWritten = [&](std::unique_lock<std::mutex>& lock) {
        if (booked >= written) return false;
        const std::size_t from = booked;
        const std::size_t to = written;
        lock.unlock();
        for (std::size_t k = from; k < to; ++k) {
            Slot* slot = slots[k];
            if (producersWrite) addCounts(std::move(slot->counts));  // else when written
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
        }
        lock.lock();
        for (std::size_t k = from; k < to; ++k) {
            spare[owner[k]].push_back(slots[k]);
            slots[k] = nullptr;
        }
        booked = to;
        wakeAll(lock);  // room to play again
        return true;
    };
    // Under `lock`: what a thread does between two sessions, so that sessions neither wait long to
    // be written nor to be counted (each waiting one holds a slot, and its buffer's memory).
    const auto keepUp = [&](std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks) {
        for (bool didSomething = true; didSomething;)
            didSomething = (thread == 0 && bookWritten(lock)) || writeTurn(lock, thread, blocks);
    };

    // Plays sessions [first, first + run), keeping up between them; under `lock` outside.
    const auto playRun = [&](std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks,
                             std::size_t first, std::size_t run) {
        for (std::size_t k = first; k < first + run; ++k) {
            lock.unlock();
            play(k, *slots[k]);
            lock.lock();
            slots[k]->done = true;
            ahead += slots[k]->buffer.text.size();
            playedBytes += slots[k]->buffer.text.size();
            ++playedCount;
            if (k == written) wakeAll(lock);  // its writer may be waiting for it
            keepUp(lock, thread, blocks);
        }
    };
    auto worker = [&](std::size_t thread) {
        std::vector<EventBlock> blocks;
        std::unique_lock lock(mutex);
        for (;;) {
            if (writeTurn(lock, thread, blocks)) continue;
            if (roomToClaim()) {
                const auto [first, run] = claim(thread);
                playRun(lock, thread, blocks, first, run);
                continue;
            }
            // Nothing of its own to write now and no room: done, or asleep until that changes.
            const bool ownLeft = std::any_of(owner.begin() + static_cast<std::ptrdiff_t>(written),
                                             owner.begin() + static_cast<std::ptrdiff_t>(claimed),
                                             [&](std::size_t o) { return o == thread; });
            if (!(producersWrite && ownLeft) && (claimed >= count || m_stopRequested)) break;
            ++waiting;
            wakes.wait(lock);
            --waiting;
        }
    };

    // The calling thread is one of the `jobs`: it counts the written sessions in order (progress,
    // scores, outcome: as in a serial run, and on this thread), writes its own (or, when producers
    // do not write, all of them) and plays while there is room. Two threads on two cores, not three.
    std::size_t finished = 0;  // workers that are done with this batch (their threads may still be ending)
    m_retiring.clear();        // joins the threads of an earlier batch
    std::vector<std::jthread> threads;
    for (std::size_t j = 1; j < jobs; ++j)
        threads.emplace_back([&worker, &mutex, &wakes, &finished, j] {
            worker(j);
            // The last this thread touches of the batch: once the calling thread sees it, it goes on.
            const std::lock_guard guard(mutex);
            ++finished;
            wakes.notify_all();
        });
    std::vector<EventBlock> blocks;
    std::unique_lock lock(mutex);
    for (;;) {
        if (bookWritten(lock) || writeTurn(lock, 0, blocks)) continue;
        if (roomToClaim()) {
            const auto [first, run] = claim(0);
            playRun(lock, 0, blocks, first, run);
            continue;
        }
        if (booked >= claimed && (claimed >= count || m_stopRequested)) break;  // all counted
        ++waiting;
        wakes.wait(lock);
        --waiting;
    }
    m_stopRequested = true;  // wake idle workers: nothing more will be handed out
    wakes.notify_all();
    // Not joined here: a thread's end (its heap handed back, its stack released) would hold up
    // the run's summary. The threads touch nothing of the batch once they are finished.
    wakes.wait(lock, [&] { return finished == threads.size(); });
    lock.unlock();
    m_retiring = std::move(threads);
    m_done = true;
    if (m_onDone) m_onDone(m_outcome);
}

}  // namespace nashlab::engine
