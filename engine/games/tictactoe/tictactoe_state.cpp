#include "engine/games/tictactoe/tictactoe_state.h"

#include <algorithm>

#include "engine/games/tictactoe/tictactoe_solver.h"

namespace nashlab::engine::games {
namespace {

using namespace ttt;

const std::string kRow = "row";
const std::string kCol = "col";

// A whole number in 1..3 under `key`, or 0.
int coordinate(const Json& action, const std::string& key) {
    const auto found = action.find(key);
    if (found == action.end() || !found->is_number_integer()) return 0;
    const auto v = found->get<std::int64_t>();
    return v >= 1 && v <= 3 ? static_cast<int>(v) : 0;
}

std::string cellText(int cell) { return "(" + std::to_string(rowOf(cell)) + ", " + std::to_string(colOf(cell)) + ")"; }

std::string cellsText(const std::vector<int>& cells) { return grid::listText(cells, cellText); }

}  // namespace

Json TictactoeState::moveAction(int cell) const { return {{kRow, rowOf(cell)}, {kCol, colOf(cell)}}; }

int TictactoeState::line() const {
    const std::vector<int>& cells = lineCells();
    for (std::size_t i = 0; i < kLines.size(); ++i)
        if (std::equal(kLines[i].begin(), kLines[i].end(), cells.begin(), cells.end())) return static_cast<int>(i);
    return -1;
}

ActionSpec TictactoeState::actionSpec(int /*seat*/) const {
    ActionField row;
    row.name = kRow;
    row.kind = FieldKind::Integer;
    row.min = 1.0;
    row.max = 3.0;
    row.description = "the row of your cell, 1 (top) to 3 (bottom)";
    ActionField col = row;
    col.name = kCol;
    col.description = "the column of your cell, 1 (left) to 3 (right)";
    return ActionSpec{{row, col}};
}

Status TictactoeState::checkPlacement(const Json& action) const {
    const int row = action.is_object() ? coordinate(action, kRow) : 0;
    const int col = action.is_object() ? coordinate(action, kCol) : 0;
    if (row == 0 || col == 0)
        return Error::make("invalid_action", "the answer needs 'row' and 'col', each a whole number from 1 to 3");
    const int cell = cellOf(row, col);
    const Mark there = board()[static_cast<std::size_t>(cell)];
    if (there != kEmpty) {
        std::string reason = "the cell " + cellText(cell) + " already holds " + std::string(1, markChar(there));
        // The empty cells are told only where the prompt lists them: the no-hint ablation stays so on a retry.
        if (positionHint()) reason += "; empty cells: " + cellsText(emptyCells(board()));
        return Error::make("occupied", reason);
    }
    return okStatus();
}

int TictactoeState::landingCell(const Json& action) const {
    return cellOf(coordinate(action, kRow), coordinate(action, kCol));
}

std::vector<int> TictactoeState::legalCells() const { return emptyCells(board()); }

Json TictactoeState::reference(int seat) const {
    if (finished() || seat != toMove()) return nullptr;
    const auto best = bestMoves(board(), markOfSeat(seat));
    if (best.empty()) return nullptr;
    return {{"action", moveAction(best.front())}, {"payoff", solvedValue(board(), markOfSeat(seat))}};
}

// The centre when free, else the first empty cell in reading order: simple, and never illegal.
Json TictactoeState::defaultAction(int /*seat*/) const {
    if (board()[4] == kEmpty) return moveAction(4);
    const auto cells = emptyCells(board());
    return moveAction(cells.empty() ? 0 : cells.front());
}

void TictactoeState::describeBoard(Json& situation) const {
    situation["board"] = boardText(board());
    situation["legal_cells"] = positionHint() ? Json(cellsText(emptyCells(board()))) : Json();
}

}  // namespace nashlab::engine::games
