#pragma once
// Alpha–beta search for ConnectFour (the `alphabeta` bot), kept apart from the rules. Negamax to a
// fixed depth in plies, columns tried centre first, a winning drop taken at once at every node (so
// a quicker win scores higher), and at the horizon a cheap evaluation of the 69 four-cell windows:
// ±5 for a window with three discs of one player and none of the other, ±2 for two, ±3 per disc in
// the centre column. Good ordering keeps depth 6 to a few thousand nodes a move.
#include <vector>

#include "engine/games/connect_four/connect_four_board.h"

namespace nashlab::engine::games::c4 {

/// The horizon evaluation for `mover` (positive: good for `mover`).
int evaluateWindows(const Board& board, Mark mover);
/// Every column whose search score to `depth` plies (≥ 1) equals the best one for `mover`, in
/// centre-first order; empty on a full board.
std::vector<int> bestColumns(const Board& board, Mark mover, int depth);

}  // namespace nashlab::engine::games::c4
