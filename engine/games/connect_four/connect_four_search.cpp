#include "engine/games/connect_four/connect_four_search.h"

#include <algorithm>
#include <limits>

namespace nashlab::engine::games::c4 {
namespace {

constexpr std::array<int, kCols> kOrder = {3, 2, 4, 1, 5, 0, 6};
constexpr int kWin = 1000000;
constexpr int kInfinity = std::numeric_limits<int>::max() / 2;
using grid::kDirections;

// Whether the disc at (row, col) is part of four in a line: no allocation, for the hot loop.
bool makesFour(const Board& board, int row, int col) {
    const Mark m = at(board, row, col);
    for (const auto& d : kDirections) {
        int count = 1;
        for (int sign : {1, -1})
            for (int r = row + sign * d[0], c = col + sign * d[1];
                 r >= 0 && r < kRows && c >= 0 && c < kCols && at(board, r, c) == m; r += sign * d[0], c += sign * d[1])
                ++count;
        if (count >= 4) return true;
    }
    return false;
}

int windowScore(int mine, int theirs) {
    if (theirs == 0) return mine == 3 ? 5 : mine == 2 ? 2 : 0;
    if (mine == 0) return theirs == 3 ? -5 : theirs == 2 ? -2 : 0;
    return 0;  // a window holding both players' discs can never become a four
}

int negamax(Board& board, Mark mover, int depth, int alpha, int beta) {
    std::array<int, kCols> rows{};
    bool any = false;
    for (int col : kOrder) {
        rows[static_cast<std::size_t>(col)] = landingRow(board, col);
        if (rows[static_cast<std::size_t>(col)] < 0) continue;
        any = true;
        auto& cell = board[static_cast<std::size_t>(cellOf(rows[static_cast<std::size_t>(col)], col))];
        cell = mover;
        const bool wins = makesFour(board, rows[static_cast<std::size_t>(col)], col);
        cell = kEmpty;
        if (wins) return kWin + depth;  // the earlier the win, the higher
    }
    if (!any) return 0;  // full board: a draw
    if (depth == 0) return evaluateWindows(board, mover);
    int best = -kInfinity;
    for (int col : kOrder) {
        const int row = rows[static_cast<std::size_t>(col)];
        if (row < 0) continue;
        auto& cell = board[static_cast<std::size_t>(cellOf(row, col))];
        cell = mover;
        const int score = -negamax(board, opponentOf(mover), depth - 1, -beta, -alpha);
        cell = kEmpty;
        best = std::max(best, score);
        alpha = std::max(alpha, score);
        if (alpha >= beta) break;
    }
    return best;
}

}  // namespace

int evaluateWindows(const Board& board, Mark mover) {
    const Mark other = opponentOf(mover);
    int score = 0;
    for (int row = 0; row < kRows; ++row) {
        const Mark m = at(board, row, kCols / 2);
        score += m == mover ? 3 : m == other ? -3 : 0;
    }
    for (const auto& d : kDirections)
        for (int row = 0; row < kRows; ++row)
            for (int col = 0; col < kCols; ++col) {
                const int endRow = row + 3 * d[0], endCol = col + 3 * d[1];
                if (endRow < 0 || endRow >= kRows || endCol < 0 || endCol >= kCols) continue;
                int mine = 0, theirs = 0;
                for (int k = 0; k < 4; ++k) {
                    const Mark m = at(board, row + k * d[0], col + k * d[1]);
                    mine += m == mover ? 1 : 0;
                    theirs += m == other ? 1 : 0;
                }
                score += windowScore(mine, theirs);
            }
    return score;
}

std::vector<int> bestColumns(const Board& start, Mark mover, int depth) {
    Board board = start;
    std::vector<int> best;
    int bestScore = -kInfinity;
    for (int col : kOrder) {
        const int row = landingRow(board, col);
        if (row < 0) continue;
        auto& cell = board[static_cast<std::size_t>(cellOf(row, col))];
        cell = mover;
        // The window starts just below the best so far, so a tie is scored exactly and kept.
        const int score = makesFour(board, row, col)
                              ? kWin + depth
                              : -negamax(board, opponentOf(mover), std::max(0, depth - 1), -kInfinity,
                                         bestScore == -kInfinity ? kInfinity : -(bestScore - 1));
        cell = kEmpty;
        if (score > bestScore) {
            bestScore = score;
            best.clear();
        }
        if (score == bestScore) best.push_back(col);
    }
    return best;
}

}  // namespace nashlab::engine::games::c4
