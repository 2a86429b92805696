#pragma once
// ConnectFour's board as plain values: 6 rows × 7 columns, cell = 7·row + column with row 0 the
// top and both 0-based (prompts number columns 1–7); a disc falls to the lowest empty cell of its
// column. Pure functions shared by the state, the bots, the search and the scorer; the marks and
// what every grid game's board shares are in grid_board.h.
#include <array>
#include <string>
#include <vector>

#include "engine/games/grid_board.h"

namespace nashlab::engine::games::c4 {

inline constexpr int kRows = 6;
inline constexpr int kCols = 7;

using grid::kEmpty;
using grid::kO;
using grid::kX;
using grid::Mark;
using grid::markChar;
using grid::markOfSeat;
using grid::opponentOf;

using Board = std::array<Mark, kRows * kCols>;

inline int cellOf(int row, int col) { return row * kCols + col; }
inline Mark at(const Board& b, int row, int col) { return b[static_cast<std::size_t>(cellOf(row, col))]; }

/// The row a disc dropped in `col` lands on, or −1 when the column is full.
int landingRow(const Board& board, int col);
/// Columns that are not full, left to right (0-based).
std::vector<int> openColumns(const Board& board);
/// The cells of a line of four or more through `cell` (its owner's discs, at most 7, in line
/// order), or empty when the disc there makes none. Checks the four directions through it.
inline std::vector<int> fourThrough(const Board& board, int cell) {
    return grid::lineThrough<kRows, kCols>(board, cell, 4);
}
/// A column where `mark` makes four at once, or −1 (the leftmost such column).
int completingColumn(const Board& board, Mark mark);

/// What a prompt shows. Rows: the column numbers, then one line per row, top first,
/// "| X | _ | … |". Transposed (the paper's row–column swap): one line per column, "column 3: |
/// X | O | _ | … |", its cells from the bottom up, so the next disc goes on the first "_".
std::string boardText(const Board& board, bool transposed);
/// The rows as compact strings ("__XO___"), top first, for the record and a person's view.
inline std::vector<std::string> boardRows(const Board& board) { return grid::boardRows<kCols>(board); }

}  // namespace nashlab::engine::games::c4
