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

// One parallel batch: the state its threads share (under `m_mutex`) and what each thread does.
// Every member function named "under the lock" is called with `lock` held.
class ParallelBatch {
public:
    explicit ParallelBatch(ExperimentRunner& runner)
        : m_runner(runner),
          m_count(runner.m_sessionCount),
          m_jobs(static_cast<std::size_t>(runner.m_jobs)),
          // The thread that writes is now and then held up (a write waiting on the file system's
          // journal, another process on its core): the others play on meanwhile, up to a window
          // of sessions per job wide enough to cover such a wait; the bytes bound memory when
          // sessions are long (bench/README.md, "Batches on several cores").
          m_window(m_jobs * 64),
          m_keepText(runner.recording()),  // a sink that keeps nothing gets no text to skip
          // Who writes a session's text: the thread that played it, when the sink takes writes
          // from any thread and nothing watches the lines (live views): its text is then still in
          // that core's cache (bench/README.md, "Why the player writes"). Else the calling thread
          // writes them all.
          m_producersWrite(runner.m_sink.writesFromAnyThread() && !runner.m_onEvent),
          m_slots(m_count),
          m_owner(m_count, 0),
          m_spare(m_jobs) {}

    /// Plays the whole batch on the calling thread and jobs − 1 workers; returns once every
    /// session is counted (the workers' threads may still be ending: see retiring()).
    void run();
    std::vector<std::jthread> retiring() { return std::move(m_threads); }

private:
    static constexpr std::size_t kAheadBytes = std::size_t{32} << 20;  // of sessions played, not yet written
    static constexpr std::size_t kHandOverBytes = std::size_t{1} << 20;
    static constexpr std::size_t kLongestRun = 32;

    void play(std::size_t index, Slot& slot);
    bool done(std::size_t k) const { return k < m_count && m_slots[k] && m_slots[k]->done; }
    bool roomToClaim() const {
        return m_claimed < m_count && !m_runner.m_stopRequested && m_claimed < m_booked + m_window &&
               m_ahead < kAheadBytes;
    }
    std::pair<std::size_t, std::size_t> claim(std::size_t thread);
    void wakeAll(std::unique_lock<std::mutex>& lock);
    std::size_t takeTurn(std::size_t thread, std::vector<EventBlock>& blocks);
    bool writeTurn(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks);
    bool bookWritten(std::unique_lock<std::mutex>& lock);
    void keepUp(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks);
    void playRun(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks,
                 std::size_t first, std::size_t run);
    void work(std::size_t thread);

    ExperimentRunner& m_runner;
    const std::size_t m_count;
    const std::size_t m_jobs;
    const std::size_t m_window;
    const bool m_keepText;
    const bool m_producersWrite;
    std::vector<Slot*> m_slots;                  // by session, while it is played or waits to be written
    std::vector<std::size_t> m_owner;            // by session: the thread that claimed it (0: the caller's)
    std::vector<std::unique_ptr<Slot>> m_owned;  // every slot made (at most one per session in the window)
    // Written and cleared, for the next session, by the thread that played in them: its buffer is
    // in that core's cache (another core would first have to take every line of it over).
    std::vector<std::vector<Slot*>> m_spare;
    std::mutex m_mutex;
    std::condition_variable m_wakes;  // a session done, written or booked, or room to play again
    std::size_t m_waiting = 0;        // threads asleep on m_wakes
    std::size_t m_claimed = 0;        // sessions handed out
    std::size_t m_written = 0;        // sessions handed to the sink
    std::size_t m_booked = 0;         // sessions counted (progress, scores, outcome) and their slots free
    std::size_t m_ahead = 0;          // bytes of record of the sessions played and not yet written
    std::size_t m_playedBytes = 0;    // of every session played so far, and how many:
    std::size_t m_playedCount = 0;    //   the length of a run of sessions handed out together
    bool m_writing = false;           // a thread is handing sessions to the sink
    std::size_t m_finished = 0;       // workers done with this batch (their threads may still be ending)
    std::vector<std::jthread> m_threads;
};

void ParallelBatch::play(std::size_t index, Slot& slot) {
    slot.clear();
    const std::string id = m_runner.idAt(index);
    const SessionRecord* record = m_runner.resumeRecord(id);
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
    auto runner =
        m_runner.makeSession(m_runner.sessionAt(index), record, tee ? static_cast<EventSink&>(*tee) : slot.buffer);
    if (runner) {
        runner.value()->setOnEnded([&slot](RunState s) { slot.end = s; });
        runner.value()->run();  // bots answer at once: the session is over when run() returns
        if (slot.end == RunState::Idle) slot.error = id + ": the session waited on a seat in a bots-only batch";
    } else {
        slot.error = id + ": " + runner.error().message;
    }
    if (slot.tally) slot.scores = slot.tally->take();  // while the runner (its State) lives
    // Counted here, while its lines are in this core's cache; the calling thread adds them up.
    if (m_producersWrite) slot.counts = ExperimentRunner::countLines(slot.buffer.text, slot.buffer.lines);
}

// Under the lock: the next sessions, as a run that its writer can hand over in one call of about a
// megabyte (as many as the sessions so far averaged in that), each with a slot. Returns the first.
std::pair<std::size_t, std::size_t> ParallelBatch::claim(std::size_t thread) {
    const std::size_t average =
        m_playedCount ? std::max<std::size_t>(1, m_playedBytes / m_playedCount) : kHandOverBytes;
    std::size_t run = std::clamp<std::size_t>(kHandOverBytes / average, 1, kLongestRun);
    // Shorter towards the end, so that the threads finish together (a share of what is left).
    run = std::min(
        {run, std::max<std::size_t>(1, (m_count - m_claimed) / (2 * m_jobs)), m_booked + m_window - m_claimed});
    const std::size_t first = m_claimed;
    for (std::size_t k = first; k < first + run; ++k) {
        std::vector<Slot*>& mine = m_spare[thread];
        if (mine.empty()) {
            m_owned.push_back(std::make_unique<Slot>(m_keepText, m_runner.m_game, m_runner.m_tally.get()));
            mine.push_back(m_owned.back().get());
        }
        m_slots[k] = mine.back();
        m_slots[k]->done = false;
        mine.pop_back();
        m_owner[k] = thread;
    }
    m_claimed += run;
    return {first, run};
}

void ParallelBatch::wakeAll(std::unique_lock<std::mutex>& lock) {
    if (m_waiting == 0) return;
    lock.unlock();
    m_wakes.notify_all();
    lock.lock();
}

// Under the lock, for `thread`: the sessions it is to write now (the next ones to write, done,
// and its own when producers write), marked as being written; none if it is not its turn.
std::size_t ParallelBatch::takeTurn(std::size_t thread, std::vector<EventBlock>& blocks) {
    if (m_writing || !done(m_written)) return 0;
    blocks.clear();
    const auto mine = [&](std::size_t k) { return m_producersWrite ? m_owner[k] == thread : thread == 0; };
    std::size_t n = 0;
    std::size_t bytes = 0;
    std::size_t k = m_written;
    for (; done(k) && mine(k) && bytes < kHandOverBytes; ++k, ++n) {
        blocks.push_back({m_slots[k]->buffer.text, &m_slots[k]->buffer.lines});
        bytes += m_slots[k]->buffer.text.size();
    }
    // Less than a megabyte, and more of its own to come (the rest of the run this thread is
    // playing; or, when it writes for all, what it can play meanwhile): later, in one call.
    const bool more =
        k < m_count && !done(k) && (m_producersWrite ? k < m_claimed && m_owner[k] == thread : roomToClaim());
    if (bytes < kHandOverBytes && more) n = 0;
    m_writing = n > 0;
    return n;
}

// Under the lock: writes the sessions whose turn it is, if they are this thread's to write. Only
// bots play here, so the record is written in large batches: a crash loses sessions that resume
// plays again exactly.
bool ParallelBatch::writeTurn(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks) {
    const std::size_t n = takeTurn(thread, blocks);
    if (n == 0) return false;
    lock.unlock();
    if (m_producersWrite)
        m_runner.m_sink.writeBlocks(blocks, true);  // counted by the calling thread, with the rest
    else
        m_runner.writeBlocks(blocks, true);  // the runner's: counts the lines, and hands them to live views
    std::size_t bytes = 0;
    for (const auto& b : blocks) bytes += b.text.size();
    lock.lock();
    m_written += n;
    m_ahead -= bytes;
    m_writing = false;
    wakeAll(lock);  // the calling thread counts them; the next writer may be waiting
    return true;
}

// Under the lock, on the calling thread: counts what was written since (progress, scores,
// outcome), outside the lock (the slots stay theirs until freed), and frees their slots.
bool ParallelBatch::bookWritten(std::unique_lock<std::mutex>& lock) {
    if (m_booked >= m_written) return false;
    const std::size_t from = m_booked;
    const std::size_t to = m_written;
    lock.unlock();
    ExperimentOutcome& outcome = m_runner.m_outcome;
    for (std::size_t k = from; k < to; ++k) {
        Slot* slot = m_slots[k];
        if (m_producersWrite) m_runner.addCounts(std::move(slot->counts));  // else when written
        if (m_runner.m_tally) m_runner.m_tally->adopt(std::move(slot->scores));
        if (slot->skipped) {
            ++outcome.finished;
        } else if (slot->error) {
            outcome.errors.push_back(*slot->error);
            ++outcome.aborted;
        } else if (slot->end == RunState::Finished) {
            ++outcome.finished;
        } else if (slot->end == RunState::Stopped) {
            ++outcome.stopped;
        } else {
            ++outcome.aborted;
        }
        ++m_runner.m_progress.sessionsEnded;
        if (m_runner.m_onProgress) m_runner.m_onProgress(m_runner.m_progress);
    }
    lock.lock();
    for (std::size_t k = from; k < to; ++k) {
        m_spare[m_owner[k]].push_back(m_slots[k]);
        m_slots[k] = nullptr;
    }
    m_booked = to;
    wakeAll(lock);  // room to play again
    return true;
}

// Under the lock: what a thread does between two sessions, so that sessions neither wait long to
// be written nor to be counted (each waiting one holds a slot, and its buffer's memory).
void ParallelBatch::keepUp(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks) {
    for (bool didSomething = true; didSomething;)
        didSomething = (thread == 0 && bookWritten(lock)) || writeTurn(lock, thread, blocks);
}

// Under the lock: plays sessions [first, first + run), keeping up between them.
void ParallelBatch::playRun(std::unique_lock<std::mutex>& lock, std::size_t thread, std::vector<EventBlock>& blocks,
                            std::size_t first, std::size_t run) {
    for (std::size_t k = first; k < first + run; ++k) {
        lock.unlock();
        play(k, *m_slots[k]);
        lock.lock();
        m_slots[k]->done = true;
        m_ahead += m_slots[k]->buffer.text.size();
        m_playedBytes += m_slots[k]->buffer.text.size();
        ++m_playedCount;
        if (k == m_written) wakeAll(lock);  // its writer may be waiting for it
        keepUp(lock, thread, blocks);
    }
}

// A worker thread (1 .. jobs − 1): writes its turns, plays while there is room, sleeps otherwise.
void ParallelBatch::work(std::size_t thread) {
    std::vector<EventBlock> blocks;
    std::unique_lock lock(m_mutex);
    for (;;) {
        if (writeTurn(lock, thread, blocks)) continue;
        if (roomToClaim()) {
            const auto [first, run] = claim(thread);
            playRun(lock, thread, blocks, first, run);
            continue;
        }
        // Nothing of its own to write now and no room: done, or asleep until that changes.
        const bool ownLeft = std::any_of(m_owner.begin() + static_cast<std::ptrdiff_t>(m_written),
                                         m_owner.begin() + static_cast<std::ptrdiff_t>(m_claimed),
                                         [&](std::size_t o) { return o == thread; });
        if (!(m_producersWrite && ownLeft) && (m_claimed >= m_count || m_runner.m_stopRequested)) break;
        ++m_waiting;
        m_wakes.wait(lock);
        --m_waiting;
    }
}

// The calling thread is one of the `jobs`: it counts the written sessions in order (progress,
// scores, outcome: as in a serial run, and on this thread), writes its own (or, when producers
// do not write, all of them) and plays while there is room. Two threads on two cores, not three.
void ParallelBatch::run() {
    for (std::size_t j = 1; j < m_jobs; ++j)
        m_threads.emplace_back([this, j] {
            work(j);
            // The last this thread touches of the batch: once the calling thread sees it, it goes on.
            const std::lock_guard guard(m_mutex);
            ++m_finished;
            m_wakes.notify_all();
        });
    std::vector<EventBlock> blocks;
    std::unique_lock lock(m_mutex);
    for (;;) {
        if (bookWritten(lock) || writeTurn(lock, 0, blocks)) continue;
        if (roomToClaim()) {
            const auto [first, run] = claim(0);
            playRun(lock, 0, blocks, first, run);
            continue;
        }
        if (m_booked >= m_claimed && (m_claimed >= m_count || m_runner.m_stopRequested)) break;  // all counted
        ++m_waiting;
        m_wakes.wait(lock);
        --m_waiting;
    }
    m_runner.m_stopRequested = true;  // wake idle workers: nothing more will be handed out
    m_wakes.notify_all();
    // Not joined here: a thread's end (its heap handed back, its stack released) would hold up
    // the run's summary. The threads touch nothing of the batch once they are finished.
    m_wakes.wait(lock, [&] { return m_finished == m_threads.size(); });
}

void ExperimentRunner::runParallel() {
    m_retiring.clear();  // joins the threads of an earlier batch
    ParallelBatch batch(*this);
    batch.run();
    m_retiring = batch.retiring();
    m_done = true;
    if (m_onDone) m_onDone(m_outcome);
}

}  // namespace nashlab::engine
