#pragma once
// A tournament's run folder:
//   spec.json              the resolved tournament spec ("kind": "tournament")
//   events.jsonl           one line per game started and per game ended, each durable:
//     {"type":"game_started","game":7,"environment":"tictactoe","seats":["minimax","random"],"seed":...}
//     {"type":"game_finished","game":7,...,"result":"first|second|draw","score":[1,0],"value":[...],"final_payoffs":[...]}
//     (a solo environment names one entrant: "seats":["gpt"], "result":"win|draw|loss", "score":[1])
//     {"type":"game_aborted","game":7,"reason":"..."}
//   games/g000007/         each game is an ordinary one-session run folder (spec.json + events.jsonl):
//                          `nashlab-cli score` and the Arena read it like any run, resume continues it.
// The game_finished lines, in file order, are the order results were applied (completion order):
// reading them back rebuilds the same standings.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::engine {

inline constexpr int kTournamentRecordVersion = 1;

/// The kinds of line in a tournament's events.jsonl, read once from "type" (none: missing or unknown).
enum class TournamentEventType { GameStarted, GameFinished, GameAborted };
std::string_view toString(TournamentEventType type);
std::optional<TournamentEventType> tournamentEventTypeOf(const Json& event);

/// "games/g000007", relative to the tournament folder.
std::string gameFolderName(int index);

/// The seed of game `index`: from the tournament's seed alone, so a re-run asks the same questions
/// (and a response cache answers them).
std::uint64_t gameSeed(const TournamentSpec& spec, int index);

Json gameStartedEvent(const TournamentSpec& spec, const GameAssignment& game);
/// `finished` is the game's session_finished event (final payoffs, invalid attempts);
/// `lostByIllegalMove` per seat, 1 for a seat that conceded under lose_game.
Json gameFinishedEvent(const TournamentSpec& spec, const GameResult& result, const Json& finished,
                       const std::vector<int>& lostByIllegalMove);
Json gameAbortedEvent(int index, const std::string& reason);

/// The result of a game from its session_finished (or game_finished) event. A match: LLMArena's
/// RecordWinner, the higher total payoff wins, equal totals draw. Versus the field: the entrant's
/// seat against the best other seat. Self-play: a draw. Each entrant's value follows the
/// environment's metric (its final payoff, the team's mean payoff, or 1 for a win).
GameResult resultFrom(const TournamentSpec& spec, const GameAssignment& game, const Json& finished);

struct TournamentRecord {
    std::string dir;
    TournamentSpec spec;
    std::vector<GameAssignment> started;  ///< in file order
    std::vector<GameResult> results;      ///< in file order (the order they were applied)
    std::vector<Json> finishedEvents;     ///< the game_finished lines, same order
    bool tornTail = false;                ///< the last line was cut off (the process died mid-write)

    /// Standings rebuilt from the results, in record order.
    Standings standings() const;
};

/// Reads and checks a tournament folder: every event names known entrants and environments.
Result<TournamentRecord> readTournament(const std::string& dir, const GameRegistry& registry);

/// Rewrites events.jsonl without a torn last line (atomically), before appending to it.
Status dropTornTail(const std::string& dir);

}  // namespace nashlab::engine
