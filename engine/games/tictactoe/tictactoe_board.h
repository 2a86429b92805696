#pragma once
// TicTacToe's board as plain values: nine cells in reading order (cell = 3·(row − 1) + col − 1,
// rows and columns 1-based as prompts give them), the eight lines, who owns one, and the text
// prompts show. Pure functions shared by the state, the bots, the solver and the scorer; the marks
// and what every grid game's board shares are in grid_board.h.
#include <array>
#include <string>
#include <vector>

#include "engine/games/grid_board.h"

namespace nashlab::engine::games::ttt {

using grid::kEmpty;
using grid::kO;
using grid::kX;
using grid::Mark;
using grid::markChar;
using grid::markOfSeat;
using grid::opponentOf;

using Board = std::array<Mark, 9>;

/// The eight lines: rows 1–3, columns 1–3, the diagonal from (1, 1), the one from (1, 3).
extern const std::array<std::array<int, 3>, 8> kLines;

inline int rowOf(int cell) { return cell / 3 + 1; }
inline int colOf(int cell) { return cell % 3 + 1; }
inline int cellOf(int row, int col) { return 3 * (row - 1) + (col - 1); }

/// The mark that has three in a line, or kEmpty; `line` (optional) gets its index in kLines.
Mark lineOwner(const Board& board, int* line = nullptr);
int emptyCount(const Board& board);
/// Empty cells in reading order.
std::vector<int> emptyCells(const Board& board);
/// A cell that gives `mark` three in a line at once, or −1 (the lowest such cell).
int completingCell(const Board& board, Mark mark);
/// What a prompt shows: one line per row, top first, "| X | _ | O |" (empty cells are "_").
std::string boardText(const Board& board);

}  // namespace nashlab::engine::games::ttt
