#pragma once
// LLMArena's board value for ConnectFour (seed 004 §2.4), with "k consecutive" made exact:
// along each of the four directions (horizontal, vertical, both diagonals), every maximal run of
// one player's discs (a run that cannot be extended either way) counts once, by its length: a run
// of 2 counts as a two, of 3 as a three, of 4 or more as a four. Lone discs count as nothing, and
// a run counts whether or not its ends are blocked. A disc is in up to four runs, one per direction.
//   V(s) = 10·(My4 − Oppo4) + 5·(My3 − Oppo3) + 2·(My2 − Oppo2)
// and the reward of a move is R = V(s') − V(s) for the mover, s the board before it and s' after.
#include "engine/games/connect_four/connect_four_board.h"

namespace nashlab::engine::games::c4 {

struct RunCounts {
    int twos = 0;
    int threes = 0;
    int fours = 0;  ///< runs of 4 or more
};

RunCounts runCounts(const Board& board, Mark mark);
/// V(s) for the player with `me`.
int boardValue(const Board& board, Mark me);

}  // namespace nashlab::engine::games::c4
