#include "engine/games/connect_four/connect_four_board.h"

namespace nashlab::engine::games::c4 {

int landingRow(const Board& board, int col) {
    if (col < 0 || col >= kCols) return -1;
    for (int row = kRows - 1; row >= 0; --row)
        if (at(board, row, col) == kEmpty) return row;
    return -1;
}

std::vector<int> openColumns(const Board& board) {
    std::vector<int> cols;
    for (int c = 0; c < kCols; ++c)
        if (at(board, 0, c) == kEmpty) cols.push_back(c);
    return cols;
}

int completingColumn(const Board& board, Mark mark) {
    for (int c = 0; c < kCols; ++c) {
        const int row = landingRow(board, c);
        if (row < 0) continue;
        Board next = board;
        next[static_cast<std::size_t>(cellOf(row, c))] = mark;
        if (!fourThrough(next, cellOf(row, c)).empty()) return c;
    }
    return -1;
}

std::string boardText(const Board& board, bool transposed) {
    std::string text;
    if (transposed) {
        for (int c = 0; c < kCols; ++c) {
            if (c > 0) text += '\n';
            text += "column " + std::to_string(c + 1) + ": |";
            for (int r = kRows - 1; r >= 0; --r) grid::appendCellText(text, at(board, r, c));
        }
        return text;
    }
    for (int c = 0; c < kCols; ++c) text += "  " + std::to_string(c + 1) + " ";
    for (int r = 0; r < kRows; ++r) {
        text += '\n';
        grid::appendRowText<kCols>(text, board, r);
    }
    return text;
}

}  // namespace nashlab::engine::games::c4
