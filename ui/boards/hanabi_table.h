#pragma once
// HanabiTable: a hanabi_small game as the table shows it, read from a session's rounds: the
// fireworks, the tokens, the deck, the score, the last move, and each seat's hand (from its
// partner's private report: a seat's own cards are recorded only as its partner sees them).
#include <QString>
#include <QStringList>
#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace nashlab::ui {

struct SessionView;

struct HanabiTable {
    std::vector<std::pair<QString, int>> fireworks;  ///< colour name ("Red"), height 0–5, in deck order
    std::array<QStringList, 2> hands;                ///< "Red 2", oldest first; empty before the first move
    int infoTokens = 0, lifeTokens = 0, deckSize = 0, score = 0;
    int lastSeat = -1;  ///< who moved last, −1 before anyone
    QString lastMove;   ///< play, discard, hint_colour, hint_rank, pass
    QString lastCard;   ///< the card played or discarded
    bool lastFits = false;
    QString lastHint;  ///< the colour or rank pointed out
    bool over = false;

    static bool isHanabi(const QString& game);
    /// The table after the first `rounds` turns of `session` (all of them when −1).
    static std::optional<HanabiTable> fromSession(const SessionView& session, int rounds = -1);
};

}  // namespace nashlab::ui
