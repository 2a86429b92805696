#pragma once
// CardTable: a hold'em hand as the table shows it, read from a session's rounds: the board, the pot,
// each seat's chips in, the last action, and each seat's two cards (from its private report).
// ui/ holds no rules: the record says what the table looks like. Whether a seat's cards are shown
// face up is the view's choice (the showdown, or the instructor's switch), not the record's.
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

#include "engine/core/json.h"

namespace nashlab::ui {

struct SessionView;

struct CardTable {
    QStringList board;                ///< card codes ("Ah", "Td"), 0 to 5
    std::array<QStringList, 2> hole;  ///< each seat's two codes; empty before the first round
    std::array<int, 2> chipsIn{0, 0};
    int pot = 0;
    QString stage;       ///< "preflop", "flop", "turn", "river"
    int lastSeat = -1;   ///< who acted last, −1 before anyone
    QString lastAction;  ///< its move name ("raise_pot")
    int lastChips = 0;
    bool showdown = false;         ///< both hands were turned over
    std::array<QString, 2> hands;  ///< at a showdown: "two pair", …
    bool over = false;
    int winner = -1;  ///< −1 for none yet or a split pot

    /// Whether the window draws `game` as a card table.
    static bool isCardGame(const QString& game);
    /// The table after the first `rounds` actions of `session` (all of them when −1).
    static std::optional<CardTable> fromSession(const SessionView& session, int rounds = -1);
};

}  // namespace nashlab::ui
