#pragma once
// BoardPosition: a TicTacToe or ConnectFour position as a person sees it, read from the public
// report of a session's last round ("board" rows, the move's row/col or column, "winner",
// "line"), which is all the window needs to draw a board: ui/ holds no rules, the record says
// what the board looks like. Before the first move it is the empty board of the game.
#include <QPoint>
#include <QString>
#include <optional>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

struct SessionView;

struct BoardPosition {
    QString game;  ///< the game's id
    int rows = 0;  ///< as the game's presentation says
    int cols = 0;
    bool gravity = false;      ///< a move names a column; its disc falls to the lowest empty cell
    QString cells;             ///< rows × cols marks in reading order: 'X', 'O' or '_'
    QPoint last{-1, -1};       ///< the last move's cell (x = column, y = row, 0-based), or (−1, −1)
    std::vector<QPoint> line;  ///< the winning line's cells, empty when none
    int winner = -1;           ///< seat 0 (X) or 1 (O), −1 for none yet or a draw
    bool over = false;         ///< the game has ended (a line, a full board, a concession, the cap)

    /// Whether the window draws this game as a board.
    static bool isBoardGame(const QString& game);
    /// The empty board of `game`; nullopt for other games.
    static std::optional<BoardPosition> empty(const QString& game);
    /// The position after the round whose public report is `report` (empty reports: the empty board).
    static std::optional<BoardPosition> fromReport(const QString& game, const engine::Json& report);
    /// The position after the last round of `session`.
    static std::optional<BoardPosition> fromSession(const SessionView& session);
    /// The position after the first `rounds` moves of `session` (the timeline's replay).
    static std::optional<BoardPosition> afterRounds(const SessionView& session, int rounds);

    QChar at(int row, int col) const { return cells.at(row * cols + col); }
    /// Played by column (gravity): a disc falls to the lowest empty cell.
    bool byColumn() const { return gravity; }
    /// Where a person may click: an empty cell (TicTacToe), a column with room (ConnectFour).
    bool playable(int row, int col) const;
    /// The action a click on (row, col) answers, as the game's ActionSpec names its fields
    /// (1-based, as prompts give them): {"row", "col"} or {"column"}.
    engine::Json actionFor(int row, int col) const;
};

}  // namespace nashlab::ui
