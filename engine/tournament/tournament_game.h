#pragma once
// One game of a tournament in its own run folder (games/g000007): created fresh, or continued
// like `nashlab-cli run --resume` (the record cut back to its last completed round, completed
// rounds replayed, never asked again), or, when the folder already holds a finished session
// (the process died between the game's end and the tournament's game_finished line), read back
// without playing. Bots-only games end inside start(); others report through the seats' callbacks.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_writer.h"

namespace nashlab::engine {

struct GameOutcome {
    bool finished = false;
    Json finishedEvent;  ///< the session_finished event, when finished
    /// Per seat, 1 if it lost by the lose_game fallback (LLMArena's illegal-move rule), else 0.
    std::vector<int> lostByIllegalMove;
    std::string error;         ///< why not (aborted, could not start)
    bool diskFailure = false;  ///< it failed because its record could not be written (a full disk)
};

class TournamentGame {
public:
    using Done = std::function<void(const GameOutcome&)>;

    /// Opens (or creates) `folder` for the one-session experiment `spec` of `game`.
    static Result<std::unique_ptr<TournamentGame>> open(const std::string& folder, const ExperimentSpec& spec,
                                                        const Game& game, SeatFactory factory,
                                                        const PromptBuilder& prompts);
    ~TournamentGame();
    TournamentGame(const TournamentGame&) = delete;
    TournamentGame& operator=(const TournamentGame&) = delete;

    /// Plays; `done` is called once, perhaps before start() returns.
    void start(Done done);
    /// Stops a game in flight (it writes a resumable session_aborted).
    void stop();

private:
    TournamentGame() = default;
    std::unique_ptr<RunWriter> m_writer;
    std::unique_ptr<RunRecord> m_record;  ///< the folder's record when continuing it
    std::unique_ptr<ExperimentRunner> m_runner;
    Json m_finished;                    ///< session_finished, once seen (or read from the folder)
    std::vector<int> m_conceded{0, 0};  ///< decisions that fell back to lose_game, per seat
    void countConcession(const Json& decision);
};

}  // namespace nashlab::engine
