#include "engine/games/board_game_view.h"

namespace nashlab::engine::games {
namespace {

// Where a move went: a cell (tictactoe's "row"/"col") or a column (connect_four's "column"; the
// row its disc fell to says nothing a person needs).
Phrase placeOf(const Json& j) {
    if (const int column = intAt(j, "column", 0); column > 0) return {NL_TR("column %1"), {num(column, 0)}};
    const int row = intAt(j, "row", 0);
    const int col = intAt(j, "col", 0);
    if (row > 0 && col > 0) return {NL_TR("row %1, column %2"), {num(row, 0), num(col, 0)}};
    return {};
}

}  // namespace

std::vector<Phrase> BoardGameView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Move %1. You play %2."), {num(intAt(o, "move", 1), 0), verbatim(textAt(o, "mark"))}});
    const Json& last = o.is_object() && o.contains("last_move") ? o["last_move"] : Json();
    if (last.is_object() && !flagAt(last, "by_you")) {
        const Phrase place = placeOf(last);
        if (!place.empty())
            lines.push_back({NL_TR("Your opponent placed %1 at %2."), {verbatim(textAt(last, "mark")), nested(place)}});
    }
    if (flagAt(o, "opponent_passed")) lines.push_back({NL_TR("Your opponent passed (no legal move was given)."), {}});
    lines.push_back({NL_TR("Choose where to play."), {}});
    return lines;
}

std::vector<FormField> BoardGameView::form(const ActionSpec& spec, const Json& /*observation*/, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "row") field.label = {NL_TR("Row (1 = top)"), {}};
        if (f.name == "col" || f.name == "column") field.label = {NL_TR("Column (1 = left)"), {}};
        field.help = {NL_TR("from %1 to %2"), {num(field.min, 0), num(field.max, 0)}};
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase BoardGameView::action(const Json& action, int /*seat*/) const {
    if (action.is_null()) return {"—", {}};
    const Phrase place = placeOf(action);
    return place.empty() ? Phrase{NL_TR("passed"), {}} : place;
}

std::vector<HeaderField> BoardGameView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    const int seat = intAt(p, "seat", -1);
    Phrase move;
    if (flagAt(p, "conceded"))
        move = {NL_TR("%1 conceded"), {seatOf(seat)}};
    else if (flagAt(p, "passed"))
        move = {NL_TR("%1 passed"), {seatOf(seat)}};
    else
        move = {NL_TR("%1 (%2) at %3"), {seatOf(seat), verbatim(textAt(p, "mark")), nested(placeOf(p))}};
    fields.push_back({{NL_TR("Move %1"), {num(intAt(p, "move", r.round), 0)}}, move});
    const std::string end = textAt(p, "end");
    const int winner = intAt(p, "winner", -1);
    Phrase result{NL_TR("in play"), {}};
    // A winner ends it, whatever the game calls the way (tictactoe's "line", connect_four's
    // "four", a concession).
    if (winner >= 0 && !end.empty()) result = {NL_TR("%1 wins"), {seatOf(winner)}};
    if (end == "full_board") result = {NL_TR("a draw: the board is full"), {}};
    if (end == "cap") result = {NL_TR("stopped at the move limit"), {}};
    fields.push_back({{NL_TR("Result"), {}}, result});
    return fields;
}

}  // namespace nashlab::engine::games
