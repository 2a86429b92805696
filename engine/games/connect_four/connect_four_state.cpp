#include "engine/games/connect_four/connect_four_state.h"

namespace nashlab::engine::games {
namespace {

using namespace c4;

const std::string kColumn = "column";

// The 0-based column of a whole number 1..7 under "column", or −1.
int columnOf(const Json& action) {
    if (!action.is_object()) return -1;
    const auto found = action.find(kColumn);
    if (found == action.end() || !found->is_number_integer()) return -1;
    const auto v = found->get<std::int64_t>();
    return v >= 1 && v <= kCols ? static_cast<int>(v - 1) : -1;
}

std::string columnsText(const std::vector<int>& cols) {
    return grid::listText(cols, [](int c) { return std::to_string(c + 1); });
}

}  // namespace

ConnectFourState::ConnectFourState(GameSetup setup) : GridBoardState(std::move(setup)) {
    m_transposed = m_setup.params->value("board_text", std::string("rows")) == "transposed";
}

Json ConnectFourState::columnAction(int col) { return {{kColumn, col + 1}}; }

Json ConnectFourState::moveAction(int cell) const { return columnAction(cell % kCols); }

ActionSpec ConnectFourState::actionSpec(int /*seat*/) const {
    ActionField column;
    column.name = kColumn;
    column.kind = FieldKind::Integer;
    column.min = 1.0;
    column.max = static_cast<double>(kCols);
    column.description = "the column to drop your disc into, 1 (left) to 7 (right)";
    return ActionSpec{{column}};
}

Status ConnectFourState::checkPlacement(const Json& action) const {
    const int col = columnOf(action);
    if (col < 0) return Error::make("invalid_action", "the answer needs 'column', a whole number from 1 to 7");
    if (landingRow(board(), col) < 0) {
        std::string reason = "column " + std::to_string(col + 1) + " is full";
        // Open columns are told only where the prompt lists them: the no-hint ablation stays so on a retry.
        if (positionHint()) reason += "; open columns: " + columnsText(openColumns(board()));
        return Error::make("column_full", reason);
    }
    return okStatus();
}

int ConnectFourState::landingCell(const Json& action) const {
    const int col = columnOf(action);
    return cellOf(landingRow(board(), col), col);
}

// The cell each open column's disc would land on, left to right.
std::vector<int> ConnectFourState::legalCells() const {
    std::vector<int> cells;
    for (int col : openColumns(board())) cells.push_back(cellOf(landingRow(board(), col), col));
    return cells;
}

// The open column nearest the centre (the left one of two as near): simple, and never illegal.
Json ConnectFourState::defaultAction(int /*seat*/) const {
    for (int col : {3, 2, 4, 1, 5, 0, 6})
        if (landingRow(board(), col) >= 0) return columnAction(col);
    return columnAction(0);
}

void ConnectFourState::describeBoard(Json& situation) const {
    situation["board"] = boardText(board(), m_transposed);
    situation["transposed"] = m_transposed;
    situation["open_columns"] = positionHint() ? Json(columnsText(openColumns(board()))) : Json();
}

}  // namespace nashlab::engine::games
