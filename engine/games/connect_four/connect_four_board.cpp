#include "engine/games/connect_four/connect_four_board.h"

namespace nashlab::engine::games::c4 {
namespace {

// Right, down, down-right, down-left: every line is one of these read from one end.
constexpr std::array<std::array<int, 2>, 4> kDirections = {{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

bool inside(int row, int col) { return row >= 0 && row < kRows && col >= 0 && col < kCols; }

}  // namespace

char markChar(Mark m) { return m == kX ? 'X' : m == kO ? 'O' : '_'; }

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

bool boardFull(const Board& board) { return openColumns(board).empty(); }

std::vector<int> fourThrough(const Board& board, int cell) {
    const int row = cell / kCols, col = cell % kCols;
    const Mark m = board[static_cast<std::size_t>(cell)];
    if (m == kEmpty) return {};
    for (const auto& d : kDirections) {
        // Walk back to the first disc of the run, then forward to its end.
        int r = row, c = col;
        while (inside(r - d[0], c - d[1]) && at(board, r - d[0], c - d[1]) == m) {
            r -= d[0];
            c -= d[1];
        }
        std::vector<int> run;
        for (; inside(r, c) && at(board, r, c) == m; r += d[0], c += d[1]) run.push_back(cellOf(r, c));
        if (run.size() >= 4) return run;
    }
    return {};
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
    const auto cellText = [&](int row, int col) {
        text += ' ';
        text += markChar(at(board, row, col));
        text += " |";
    };
    if (transposed) {
        for (int c = 0; c < kCols; ++c) {
            if (c > 0) text += '\n';
            text += "column " + std::to_string(c + 1) + ": |";
            for (int r = kRows - 1; r >= 0; --r) cellText(r, c);
        }
        return text;
    }
    for (int c = 0; c < kCols; ++c) text += "  " + std::to_string(c + 1) + " ";
    for (int r = 0; r < kRows; ++r) {
        text += "\n|";
        for (int c = 0; c < kCols; ++c) cellText(r, c);
    }
    return text;
}

std::vector<std::string> boardRows(const Board& board) {
    std::vector<std::string> rows;
    for (int r = 0; r < kRows; ++r) {
        std::string row;
        for (int c = 0; c < kCols; ++c) row += markChar(at(board, r, c));
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace nashlab::engine::games::c4
