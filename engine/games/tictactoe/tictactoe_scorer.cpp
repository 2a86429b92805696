// Scores of tictactoe (LLMArena, seed 004 §1.1, §2.3): win / draw / loss per seat, the illegal-move
// rate, whether an unusable answer lost the game, and the moves to the end (board_game_score.h).
// LLMArena ranks by TrueSkill over many games; that is a tournament's work, not one session's.
#include "engine/games/board_game_score.h"
#include "engine/games/tictactoe/tictactoe_game.h"

namespace nashlab::engine::games {

Json TictactoeGame::score(const PlayedSession& session) const { return boardGameScore(session, {"X", "O"}); }

}  // namespace nashlab::engine::games
