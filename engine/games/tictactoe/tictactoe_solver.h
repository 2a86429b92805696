#pragma once
// Perfect play for TicTacToe, solved once: the score of every (board, side to move) is kept in a
// table of 2·3^9 entries, built on first use (thread-safe) by negamax with a memo. The side to move
// is given rather than read from the marks' counts because a seat may pass (a forfeited turn).
// A score is 0 for a draw, +(1 + empty cells left at the end) for a win and −(1 + …) for a loss,
// so among moves of equal value the quickest win and the slowest loss score highest.
#include <vector>

#include "engine/games/tictactoe/tictactoe_board.h"

namespace nashlab::engine::games::ttt {

/// The score for `mover` with perfect play by both from `board`.
int solvedScore(const Board& board, Mark mover);
/// The game value for `mover`: +1 win, 0 draw, −1 loss.
int solvedValue(const Board& board, Mark mover);
/// Every empty cell whose move keeps the best score for `mover` (ties kept, reading order).
/// Empty when the game is over.
std::vector<int> bestMoves(const Board& board, Mark mover);

}  // namespace nashlab::engine::games::ttt
