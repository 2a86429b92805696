#include "engine/games/tictactoe/tictactoe_board.h"

namespace nashlab::engine::games::ttt {

const std::array<std::array<int, 3>, 8> kLines = {{
    {0, 1, 2},
    {3, 4, 5},
    {6, 7, 8},
    {0, 3, 6},
    {1, 4, 7},
    {2, 5, 8},
    {0, 4, 8},
    {2, 4, 6},
}};

Mark lineOwner(const Board& board, int* line) {
    for (std::size_t i = 0; i < kLines.size(); ++i) {
        const auto& l = kLines[i];
        const Mark m = board[static_cast<std::size_t>(l[0])];
        if (m != kEmpty && m == board[static_cast<std::size_t>(l[1])] && m == board[static_cast<std::size_t>(l[2])]) {
            if (line) *line = static_cast<int>(i);
            return m;
        }
    }
    return kEmpty;
}

int emptyCount(const Board& board) {
    int n = 0;
    for (Mark m : board) n += m == kEmpty ? 1 : 0;
    return n;
}

std::vector<int> emptyCells(const Board& board) {
    std::vector<int> cells;
    for (int c = 0; c < 9; ++c)
        if (board[static_cast<std::size_t>(c)] == kEmpty) cells.push_back(c);
    return cells;
}

int completingCell(const Board& board, Mark mark) {
    for (int c = 0; c < 9; ++c) {
        if (board[static_cast<std::size_t>(c)] != kEmpty) continue;
        Board next = board;
        next[static_cast<std::size_t>(c)] = mark;
        if (lineOwner(next) == mark) return c;
    }
    return -1;
}

std::string boardText(const Board& board) {
    std::string text;
    for (int r = 0; r < 3; ++r) {
        if (r > 0) text += '\n';
        grid::appendRowText<3>(text, board, r);
    }
    return text;
}

}  // namespace nashlab::engine::games::ttt
