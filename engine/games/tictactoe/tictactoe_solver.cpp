#include "engine/games/tictactoe/tictactoe_solver.h"

#include <algorithm>
#include <limits>

namespace nashlab::engine::games::ttt {
namespace {

constexpr int kBoards = 19683;  // 3^9
constexpr std::int8_t kUnknown = std::numeric_limits<std::int8_t>::min();
using Table = std::array<std::int8_t, 2 * kBoards>;

int indexOf(const Board& board, Mark mover) {
    int index = 0;
    for (Mark m : board) index = index * 3 + m;
    return index * 2 + (mover == kO ? 1 : 0);
}

// Negamax with a memo; the board is changed in place and restored.
int solve(Board& board, Mark mover, Table& memo) {
    auto& known = memo[static_cast<std::size_t>(indexOf(board, mover))];
    if (known != kUnknown) return known;
    int score = 0;
    const int empties = emptyCount(board);
    const Mark owner = lineOwner(board);
    if (owner != kEmpty) {
        score = owner == mover ? 1 + empties : -(1 + empties);
    } else if (empties > 0) {
        score = std::numeric_limits<int>::min();
        for (auto& cell : board) {
            if (cell != kEmpty) continue;
            cell = mover;
            score = std::max(score, -solve(board, opponentOf(mover), memo));
            cell = kEmpty;
        }
    }
    known = static_cast<std::int8_t>(score);
    return score;
}

const Table& table() {
    static const Table memo = [] {
        Table m;
        m.fill(kUnknown);
        // Every board, both movers: positions after passes are not reachable from the empty board
        // by alternate play, and the whole table is small.
        for (int index = 0; index < kBoards; ++index) {
            Board board{};
            for (int c = 8, rest = index; c >= 0; --c, rest /= 3) board[static_cast<std::size_t>(c)] = Mark(rest % 3);
            solve(board, kX, m);
            solve(board, kO, m);
        }
        return m;
    }();
    return memo;
}

}  // namespace

int solvedScore(const Board& board, Mark mover) { return table()[static_cast<std::size_t>(indexOf(board, mover))]; }

int solvedValue(const Board& board, Mark mover) {
    const int score = solvedScore(board, mover);
    return (score > 0) - (score < 0);
}

std::vector<int> bestMoves(const Board& board, Mark mover) {
    std::vector<int> best;
    if (lineOwner(board) != kEmpty) return best;
    int bestScore = std::numeric_limits<int>::min();
    for (int c = 0; c < 9; ++c) {
        if (board[static_cast<std::size_t>(c)] != kEmpty) continue;
        Board next = board;
        next[static_cast<std::size_t>(c)] = mover;
        const int score = -solvedScore(next, opponentOf(mover));
        if (score > bestScore) {
            bestScore = score;
            best.clear();
        }
        if (score == bestScore) best.push_back(c);
    }
    return best;
}

}  // namespace nashlab::engine::games::ttt
