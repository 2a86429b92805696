#pragma once
// TicTacToe's board as plain values: nine cells in reading order (cell = 3·(row − 1) + col − 1,
// rows and columns 1-based as prompts give them), the eight lines, who owns one, and the text
// prompts show. Pure functions shared by the state, the bots, the solver and the scorer.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace nashlab::engine::games::ttt {

using Mark = std::int8_t;
inline constexpr Mark kEmpty = 0;
inline constexpr Mark kX = 1;  ///< seat 0, moves first
inline constexpr Mark kO = 2;  ///< seat 1

using Board = std::array<Mark, 9>;

/// The eight lines: rows 1–3, columns 1–3, the diagonal from (1, 1), the one from (1, 3).
extern const std::array<std::array<int, 3>, 8> kLines;

inline int rowOf(int cell) { return cell / 3 + 1; }
inline int colOf(int cell) { return cell % 3 + 1; }
inline int cellOf(int row, int col) { return 3 * (row - 1) + (col - 1); }
inline Mark opponentOf(Mark m) { return m == kX ? kO : kX; }
inline Mark markOfSeat(int seat) { return seat == 0 ? kX : kO; }

/// The mark that has three in a line, or kEmpty; `line` (optional) gets its index in kLines.
Mark lineOwner(const Board& board, int* line = nullptr);
int emptyCount(const Board& board);
/// Empty cells in reading order.
std::vector<int> emptyCells(const Board& board);
/// A cell that gives `mark` three in a line at once, or −1 (the lowest such cell).
int completingCell(const Board& board, Mark mark);
char markChar(Mark m);
/// What a prompt shows: one line per row, top first, "| X | _ | O |" (empty cells are "_").
std::string boardText(const Board& board);
/// The rows as compact strings ("X_O"), top first, for the record and a person's view.
std::vector<std::string> boardRows(const Board& board);

}  // namespace nashlab::engine::games::ttt
