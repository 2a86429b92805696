#pragma once
// TournamentRunner: plays a tournament's games, up to `jobs` at a time, each in its own run folder
// (TournamentGame), and applies each result to the standings as it arrives (completion order, as
// LLMArena does), writing game_started / game_finished lines to the tournament's record first.
// - Bots only: start() plays on `jobs` threads and returns when the tournament is over.
// - With model seats: start() returns at once; games progress through the seats' callbacks on the
//   caller's thread (the event loop), up to `jobs` in flight (model calls are latency-bound).
// With one job the results arrive in schedule order, so the standings are reproducible; with more,
// the record's order is the truth and reading it back gives the same numbers.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "engine/tournament/tournament_game.h"
#include "engine/tournament/tournament_record.h"

namespace nashlab::engine {

struct TournamentOutcome {
    int finished = 0;                 ///< games finished in this run (not counting resumed results)
    int aborted = 0;                  ///< games that did not finish; the first stops new games (resume continues them)
    std::vector<std::string> errors;  ///< why, one per aborted game
    bool diskFailure = false;         ///< a game's record could not be written (nashlab-cli exits 3)
};

class TournamentRunner {
public:
    TournamentRunner(TournamentSpec spec, const GameRegistry& registry, SeatFactory factory, EventSink& sink,
                     std::string dir, int jobs);
    ~TournamentRunner();

    /// Continue a record: its results are applied in record order; started games without a
    /// result are played (or continued) first. Call before start().
    void resumeFrom(const TournamentRecord& record);
    void start();
    /// Thread-safe: no new game starts; those in flight finish.
    void requestStop() { m_stopRequested = true; }

    bool done() const { return m_done; }
    /// Read from the callbacks or once done.
    const Standings& standings() const { return m_standings; }
    const TournamentOutcome& outcome() const { return m_outcome; }
    /// After each result is applied (under the runner's lock, on the thread that played the game).
    void setOnResult(std::function<void(const GameResult&, const Standings&)> f) { m_onResult = std::move(f); }
    void setOnDone(std::function<void()> f) { m_onDone = std::move(f); }

private:
    std::optional<GameAssignment> takeNext();  ///< under m_mutex
    /// Null when the game cannot start: `failed` then says why.
    std::unique_ptr<TournamentGame> openGame(const GameAssignment& a, const PromptBuilder& prompts,
                                             GameOutcome* failed);
    void record(const GameAssignment& a, const GameOutcome& outcome);  ///< under m_mutex
    void runThreads();
    void pump();
    void launch(const GameAssignment& a);
    void finish();

    TournamentSpec m_spec;
    const GameRegistry& m_registry;
    SeatFactory m_factory;
    EventSink& m_sink;
    std::string m_dir;
    int m_jobs;
    Standings m_standings;
    std::vector<GameAssignment> m_resumeQueue;  ///< started before, not finished: played first
    int m_next = 0;                             ///< next new game number
    std::mutex m_mutex;
    std::atomic<bool> m_stopRequested{false};
    bool m_done = false;
    TournamentOutcome m_outcome;
    std::function<void(const GameResult&, const Standings&)> m_onResult;
    std::function<void()> m_onDone;
    // Event-loop mode only.
    const PromptBuilder m_prompts;
    std::map<int, std::unique_ptr<TournamentGame>> m_live;
    std::vector<std::unique_ptr<TournamentGame>> m_ended;  ///< destroyed outside their own callbacks
    bool m_pumping = false;
    bool m_pumpAgain = false;
};

}  // namespace nashlab::engine
