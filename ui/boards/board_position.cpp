#include "ui/boards/board_position.h"

#include "ui/common/presentation.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

using engine::Json;

bool BoardPosition::isBoardGame(const QString& game) {
    return presentationOf(game).kind == engine::Presentation::Kind::GridBoard;
}

std::optional<BoardPosition> BoardPosition::empty(const QString& game) {
    const engine::Presentation shown = presentationOf(game);
    if (shown.kind != engine::Presentation::Kind::GridBoard || shown.rows <= 0 || shown.cols <= 0) return std::nullopt;
    BoardPosition p;
    p.game = game;
    p.rows = shown.rows;
    p.cols = shown.cols;
    p.gravity = shown.gravity;
    p.cells = QString(p.rows * p.cols, QLatin1Char('_'));
    return p;
}

std::optional<BoardPosition> BoardPosition::fromReport(const QString& game, const Json& report) {
    auto p = empty(game);
    if (!p || !report.is_object()) return p;
    const Json rows = report.value("board", Json::array());
    for (int r = 0; r < p->rows && r < static_cast<int>(rows.size()); ++r) {
        const std::string row = rows[static_cast<std::size_t>(r)].is_string()
                                    ? rows[static_cast<std::size_t>(r)].get<std::string>()
                                    : std::string();
        for (int c = 0; c < p->cols && c < static_cast<int>(row.size()); ++c)
            p->cells[r * p->cols + c] = QLatin1Char(row[static_cast<std::size_t>(c)]);
    }
    // Both games write the placed cell 1-based: TicTacToe as row/col, ConnectFour as row/column.
    const Json row = report.value("row", Json());
    const Json col = report.contains("column") ? report.value("column", Json()) : report.value("col", Json());
    if (row.is_number_integer() && col.is_number_integer()) p->last = QPoint(col.get<int>() - 1, row.get<int>() - 1);
    for (const auto& cell : report.value("line", Json::array()))
        if (cell.is_array() && cell.size() == 2) p->line.emplace_back(cell[1].get<int>() - 1, cell[0].get<int>() - 1);
    const Json winner = report.value("winner", Json());
    p->winner = winner.is_number_integer() ? winner.get<int>() : -1;
    p->over = !report.value("end", Json()).is_null();
    return p;
}

std::optional<BoardPosition> BoardPosition::fromSession(const SessionView& session) {
    if (session.rounds.empty()) return empty(session.game);
    auto p = fromReport(session.game, session.rounds.back().publicReport);
    if (p && session.finished) p->over = true;
    return p;
}

std::optional<BoardPosition> BoardPosition::afterRounds(const SessionView& session, int rounds) {
    if (rounds >= static_cast<int>(session.rounds.size())) return fromSession(session);
    if (rounds <= 0) return empty(session.game);
    return fromReport(session.game, session.rounds[static_cast<std::size_t>(rounds - 1)].publicReport);
}

bool BoardPosition::playable(int row, int col) const {
    if (over || row < 0 || col < 0 || row >= rows || col >= cols) return false;
    // A column takes a disc while its top cell is empty.
    if (byColumn()) return at(0, col) == QLatin1Char('_');
    return at(row, col) == QLatin1Char('_');
}

Json BoardPosition::actionFor(int row, int col) const {
    if (byColumn()) return {{"column", col + 1}};
    return {{"row", row + 1}, {"col", col + 1}};
}

}  // namespace nashlab::ui
