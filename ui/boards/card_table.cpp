#include "ui/boards/card_table.h"

#include "ui/common/presentation.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QStringList codesOf(const Json& j) {
    QStringList out;
    if (!j.is_array()) return out;
    for (const auto& c : j)
        if (c.is_string()) out << QString::fromStdString(c.get<std::string>());
    return out;
}

int intOf(const Json& j, const char* key) {
    const Json v = j.is_object() ? j.value(key, Json()) : Json();
    return v.is_number_integer() ? v.get<int>() : 0;
}

QString textOf(const Json& j, const char* key) {
    const Json v = j.is_object() ? j.value(key, Json()) : Json();
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

}  // namespace

bool CardTable::isCardGame(const QString& game) {
    return presentationOf(game).kind == engine::Presentation::Kind::CardTable;
}

std::optional<CardTable> CardTable::fromSession(const SessionView& session, int rounds) {
    if (!isCardGame(session.game)) return std::nullopt;
    CardTable t;
    t.stage = QStringLiteral("preflop");
    const int count = rounds < 0 ? static_cast<int>(session.rounds.size())
                                 : std::min(rounds, static_cast<int>(session.rounds.size()));
    // Chips in: summed from each action's chips (the report gives the pot after it, not per seat).
    for (int i = 0; i < count; ++i) {
        const engine::RoundOutcome& r = session.rounds[static_cast<std::size_t>(i)];
        const Json& p = r.publicReport;
        const int seat = intOf(p, "seat");
        if (seat == 0 || seat == 1) t.chipsIn[static_cast<std::size_t>(seat)] += intOf(p, "chips");
        t.lastSeat = seat;
        t.lastAction = textOf(p, "action");
        t.lastChips = intOf(p, "chips");
        t.pot = intOf(p, "pot");
        t.stage = textOf(p, "stage");
        t.board = codesOf(p.is_object() ? p.value("board", Json()) : Json());
        const Json end = p.is_object() ? p.value("end", Json()) : Json();
        t.over = !end.is_null();
        const Json winner = p.is_object() ? p.value("winner", Json()) : Json();
        t.winner = winner.is_number_integer() ? winner.get<int>() : -1;
        const Json showdown = p.is_object() ? p.value("showdown", Json()) : Json();
        if (showdown.is_object()) {
            t.showdown = true;
            const Json hands = showdown.value("hands", Json());
            for (std::size_t s = 0; s < 2 && hands.is_array() && s < hands.size(); ++s)
                if (hands[s].is_string()) t.hands[s] = QString::fromStdString(hands[s].get<std::string>());
        }
        if (r.privateReports.is_array())
            for (std::size_t s = 0; s < 2 && s < r.privateReports.size(); ++s)
                t.hole[s] =
                    codesOf(r.privateReports[s].is_object() ? r.privateReports[s].value("hole_cards", Json()) : Json());
    }
    // The blinds are in before the first action: the pot of the first report less its chips.
    if (count > 0) {
        const Json& first = session.rounds.front().publicReport;
        const int blinds = intOf(first, "pot") - intOf(first, "chips");
        const int firstSeat = intOf(first, "seat");
        // The first to act posted the small blind (a third of the blinds), the other the big one.
        if (firstSeat == 0 || firstSeat == 1) {
            t.chipsIn[static_cast<std::size_t>(firstSeat)] += blinds / 3;
            t.chipsIn[static_cast<std::size_t>(1 - firstSeat)] += blinds - blinds / 3;
        }
    }
    // The street the table shows: the one whose cards are out (a hand run out after an all-in shows the river).
    const int cards = static_cast<int>(t.board.size());
    t.stage = cards >= 5   ? QStringLiteral("river")
              : cards == 4 ? QStringLiteral("turn")
              : cards == 3 ? QStringLiteral("flop")
                           : QStringLiteral("preflop");
    if (session.finished) t.over = true;
    return t;
}

}  // namespace nashlab::ui
