#include "engine/games/connect_four/connect_four_value.h"

namespace nashlab::engine::games::c4 {
namespace {

using grid::kDirections;

bool holds(const Board& board, int row, int col, Mark mark) {
    return row >= 0 && row < kRows && col >= 0 && col < kCols && at(board, row, col) == mark;
}

}  // namespace

RunCounts runCounts(const Board& board, Mark mark) {
    RunCounts counts;
    for (const auto& d : kDirections)
        for (int row = 0; row < kRows; ++row)
            for (int col = 0; col < kCols; ++col) {
                // A run is counted from its first disc: one whose predecessor is not the mark.
                if (!holds(board, row, col, mark) || holds(board, row - d[0], col - d[1], mark)) continue;
                int length = 0;
                for (int r = row, c = col; holds(board, r, c, mark); r += d[0], c += d[1]) ++length;
                if (length == 2) ++counts.twos;
                if (length == 3) ++counts.threes;
                if (length >= 4) ++counts.fours;
            }
    return counts;
}

int boardValue(const Board& board, Mark me) {
    const RunCounts mine = runCounts(board, me);
    const RunCounts theirs = runCounts(board, opponentOf(me));
    return 10 * (mine.fours - theirs.fours) + 5 * (mine.threes - theirs.threes) + 2 * (mine.twos - theirs.twos);
}

}  // namespace nashlab::engine::games::c4
