#pragma once
// ExperimentRunner: plays every session of an experiment into one event sink (usually the run
// folder), `maxConcurrent` at a time, and resumes from a record: finished sessions are skipped,
// unfinished ones continue after their last completed round (replayed, never asked again).
// Like SessionRunner it never blocks: with bots only, start() returns when everything is done;
// with network seats it returns at once and progress comes through callbacks.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <thread>
#include <vector>

#include "engine/experiment/experiment_spec.h"
#include "engine/metrics/score_tally.h"
#include "engine/record/run_reader.h"
#include "engine/session/session_runner.h"

namespace nashlab::engine {

/// Makes the Seat for one seat of one session. Layers above add LLM and human seats.
using SeatFactory =
    std::function<Result<std::unique_ptr<Seat>>(const Game& game, const SessionSpec& session, int seat)>;

/// The engine's own factory: built-in bots; other seat types are refused with a clear message.
SeatFactory builtinSeatFactory();

struct ExperimentProgress {
    int sessionsTotal = 0;
    int sessionsEnded = 0;
    long long roundsTotal = 0;
    long long roundsDone = 0;
};

struct ExperimentOutcome {
    int finished = 0;
    int aborted = 0;
    int stopped = 0;
    std::vector<std::string> errors;  ///< why sessions aborted or could not start
    /// Set when a model seat did not ask because the run's budget would be passed (why, in the
    /// seat's words): nothing more was launched; the run resumes with a higher budget.
    std::string budgetReached;
};

class ParallelBatch;

class ExperimentRunner final : private EventSink {
public:
    ExperimentRunner(const Game& game, ExperimentSpec spec, SeatFactory factory, EventSink& sink,
                     const PromptBuilder& prompts, int maxConcurrent = 1);
    ~ExperimentRunner() override;

    /// Plays only these sessions of the spec (indices for sessionSpec(), in this order): one shard
    /// of a run split over machines (engine/experiment/shard.h). Call before resumeFrom() and start().
    void playOnly(std::vector<int> sessions);
    /// Continue from a record; call before start().
    Status resumeFrom(const RunRecord& record);
    /// Threads for bots-only experiments (default 1). With more than one, start() plays sessions
    /// side by side, one per task, and hands each session's events to the sink whole and in
    /// session order, so the record reads exactly as a serial run's; start() returns when all are
    /// done. Sessions with other seats, or that carry over, always run on the caller's thread.
    void setJobs(int jobs) { m_jobs = std::max(1, jobs); }
    void start();
    /// Stops every session in flight (each writes a resumable session_aborted).
    void stop();
    /// Thread-safe: a parallel batch started on another thread stops handing out sessions and
    /// returns once those in flight are written (the rest can be resumed).
    void requestStop() { m_stopRequested = true; }

    bool done() const { return m_done; }
    const ExperimentProgress& progress() const { return m_progress; }
    const ExperimentOutcome& outcome() const { return m_outcome; }
    void setOnProgress(std::function<void(const ExperimentProgress&)> f) { m_onProgress = std::move(f); }
    void setOnDone(std::function<void(const ExperimentOutcome&)> f) { m_onDone = std::move(f); }
    /// Also called for every event the sessions emit (live views), after the sink.
    void setOnEvent(std::function<void(const Json&)> f) { m_onEvent = std::move(f); }
    /// Scores each session as it is played (ScoreTally, on the thread that plays it); call before
    /// start(). When done, takeScores() gives what scoreSession() gives for each session of the
    /// record (a resumed one's earlier sessions included), in record order: a report without
    /// reading the record back.
    /// `scoresOnly`: without per-round metrics (ScoreTally), for a caller that prints a summary.
    /// What the report takes of each session is gathered as it ends, too: after takeScores(),
    /// takeGathered() gives it to scoreReport(), so that the report of a large batch has nothing
    /// left to go through (ScoreTally::gathered).
    /// `results`: false for a report that reads only the numbers (ScoreTally::dropResults).
    void keepScores(bool scoresOnly = false, bool results = true) {
        m_tally = std::make_unique<ScoreTally>(m_game, scoresOnly, true);
        if (!results) m_tally->dropResults();
    }
    std::vector<SessionScore> takeScores() { return m_tally ? m_tally->take() : std::vector<SessionScore>{}; }
    std::optional<GatheredScores> takeGathered() { return m_tally ? m_tally->gathered() : std::nullopt; }

    /// What a block of lines counts for: the rounds completed, and the errors of sessions aborted.
    struct BlockCounts {
        long long rounds = 0;
        std::vector<std::string> errors;
    };
    /// Read where the lines were written (a parallel batch's worker), added on the runner's thread.
    static BlockCounts countLines(std::string_view text, const std::vector<EventLine>& lines);

private:
    friend class ParallelBatch;  // a parallel batch's threads (experiment_runner_parallel.cpp)

    void write(const Json& event) override { writeEvent(event, true); }
    void writeEvent(const Json& event, bool durable) override { forward(event, nullptr, durable); }
    void writeFinished(const Json& event, const Json& result, bool durable) override {
        forward(event, &result, durable);
    }
    /// An event to the sink and the tally (with its session's result, if given), then counted.
    void forward(const Json& event, const Json* result, bool durable);
    void writeDecision(const DecisionEvent& event) override;
    void writeRound(const RoundEvent& event) override;
    void writeText(std::string_view line, EventType type, bool durable) override;
    void writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) override;
    void writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) override;
    void addCounts(BlockCounts&& counts);
    void countBlock(std::string_view text, const std::vector<EventLine>& lines) { addCounts(countLines(text, lines)); }
    bool recording() const override { return m_sink.recording() || m_onEvent || m_tally; }
    void pump();
    Status launch(std::size_t index);
    /// State (restored from the record when resuming), seats and runner of one session.
    Result<std::unique_ptr<SessionRunner>> makeSession(SessionSpec session, const SessionRecord* record,
                                                       EventSink& sink) const;
    /// Session `index` of the spec, built when it is about to play (on the thread that plays it):
    /// a batch of thousands of short sessions would otherwise copy every session's seats first.
    SessionSpec sessionAt(std::size_t index) const { return sessionSpec(m_spec, specIndex(index), m_shared); }
    /// The spec's index of the `index`-th session this runner plays (they differ in a shard).
    int specIndex(std::size_t index) const { return m_plan.empty() ? static_cast<int>(index) : m_plan.at(index); }
    std::string idAt(std::size_t index) const { return sessionId(m_spec, specIndex(index)); }
    void countTotals();
    const SessionRecord* resumeRecord(const std::string& sessionId) const;
    bool parallel() const;
    void runParallel();  // plays a ParallelBatch (experiment_runner_parallel.cpp)
    void sessionEnded(std::size_t index, RunState state);

    const Game& m_game;
    ExperimentSpec m_spec;
    std::vector<SharedSessionParts> m_shared;  ///< per configuration: what its sessions share
    SeatFactory m_factory;
    EventSink& m_sink;
    const PromptBuilder& m_prompts;
    int m_maxConcurrent;
    std::size_t m_sessionCount = 0;  ///< sessions this runner plays: the spec's, or its shard's
    std::vector<int> m_plan;         ///< with playOnly(): the spec's indices of those sessions
    bool m_sequential = false;       ///< the game carries over between repetitions: one at a time, in order
    Json m_carry;                    ///< what the last finished session hands on
    std::map<std::string, const SessionRecord*> m_resume;
    const RunRecord* m_resumed = nullptr;  ///< the record continued, if any
    std::unique_ptr<ScoreTally> m_tally;   ///< with keepScores()
    std::size_t m_next = 0;
    std::map<std::size_t, std::unique_ptr<SessionRunner>> m_running;
    std::map<std::size_t, SessionSpec> m_runningSpecs;  ///< spec each running session was launched with
    bool m_pumping = false;
    bool m_pumpAgain = false;
    bool m_stopping = false;
    std::atomic<bool> m_stopRequested{false};  ///< stop() from another thread (parallel batches)
    int m_jobs = 1;
    bool m_done = false;
    ExperimentProgress m_progress;
    ExperimentOutcome m_outcome;
    std::function<void(const ExperimentProgress&)> m_onProgress;
    std::function<void(const ExperimentOutcome&)> m_onDone;
    std::function<void(const Json&)> m_onEvent;
    std::vector<std::jthread> m_retiring;  ///< a parallel batch's workers, finished, their threads ending
};

}  // namespace nashlab::engine
