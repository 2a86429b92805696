#include "engine/games/holdem_nl/holdem_nl_view.h"

#include "engine/games/action_fields.h"
#include "engine/games/holdem_nl/cards.h"

namespace nashlab::engine::games {
namespace {

Phrase stageName(const std::string& stage) {
    if (stage == "flop") return {NL_TR("the flop"), {}};
    if (stage == "turn") return {NL_TR("the turn"), {}};
    if (stage == "river") return {NL_TR("the river"), {}};
    return {NL_TR("before the flop"), {}};
}

// What a move did, as the third person reads it ("raises the pot (+12)").
Phrase moveText(const std::string& move, int chips) {
    if (move == "fold") return {NL_TR("folds"), {}};
    if (move == "check_call")
        return chips > 0 ? Phrase{NL_TR("calls %1"), {num(chips, 0)}} : Phrase{NL_TR("checks"), {}};
    if (move == "raise_half_pot") return {NL_TR("raises half the pot (+%1)"), {num(chips, 0)}};
    if (move == "raise_pot") return {NL_TR("raises the pot (+%1)"), {num(chips, 0)}};
    if (move == "all_in") return {NL_TR("goes all in (+%1)"), {num(chips, 0)}};
    return {"—", {}};
}

Phrase handName(const std::string& hand) {
    if (hand == "straight flush") return {NL_TR("straight flush"), {}};
    if (hand == "four of a kind") return {NL_TR("four of a kind"), {}};
    if (hand == "full house") return {NL_TR("full house"), {}};
    if (hand == "flush") return {NL_TR("flush"), {}};
    if (hand == "straight") return {NL_TR("straight"), {}};
    if (hand == "three of a kind") return {NL_TR("three of a kind"), {}};
    if (hand == "two pair") return {NL_TR("two pair"), {}};
    if (hand == "one pair") return {NL_TR("one pair"), {}};
    if (hand == "high card") return {NL_TR("high card"), {}};
    return {"—", {}};
}

PhraseArg cardsArg(const Json& codes, Phrase none) {
    const std::string text = cardSymbols(codes);
    return text.empty() ? nested(std::move(none)) : verbatim(text);
}

}  // namespace

std::string cardSymbols(const Json& codes) {
    std::string out;
    if (!codes.is_array()) return out;
    for (const auto& c : codes) {
        if (!c.is_string()) continue;
        if (auto card = holdem::parseCode(c.get<std::string>())) {
            if (!out.empty()) out += ' ';
            out += holdem::symbols(*card);
        }
    }
    return out;
}

std::vector<Phrase> HoldemView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    const bool small = textAt(o, "position") == "small blind";
    lines.push_back(
        {small ? NL_TR("Your cards: %1. You are the small blind.") : NL_TR("Your cards: %1. You are the big blind."),
         {cardsArg(memberAt(o, "hole_cards"), {"—", {}})}});
    lines.push_back(
        {NL_TR("Board, %1: %2."),
         {nested(stageName(textAt(o, "stage"))), cardsArg(memberAt(o, "board"), {NL_TR("no cards yet"), {}})}});
    lines.push_back({NL_TR("Pot %1. You have put in %2 and hold %3; your opponent has put in %4 and holds %5."),
                     {numberOrDash(memberAt(o, "pot"), 0), numberOrDash(memberAt(o, "your_chips_in"), 0),
                      numberOrDash(memberAt(o, "your_stack"), 0), numberOrDash(memberAt(o, "opponent_chips_in"), 0),
                      numberOrDash(memberAt(o, "opponent_stack"), 0)}});
    const Json& last = memberAt(o, "opponent_last_move");
    if (last.is_object())
        lines.push_back({NL_TR("Your opponent %1."), {nested(moveText(textAt(last, "action"), intAt(last, "chips")))}});
    if (!flagAt(o, "your_turn")) return lines;
    const int call = intAt(o, "to_call");
    lines.push_back(call > 0 ? Phrase{NL_TR("To stay in the hand, call %1, raise, or fold."), {num(call, 0)}}
                             : Phrase{NL_TR("Your move: check, raise, or fold."), {}});
    return lines;
}

std::vector<FormField> HoldemView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "action") {
            field.kind = InputKind::Choice;
            field.label = {NL_TR("Your action"), {}};
            field.help = {};
            field.choices.clear();
            for (const auto& option : f.options) {
                int chips = 0;
                const Json& legal = memberAt(o, "legal_actions");
                if (legal.is_array())
                    for (const auto& l : legal)
                        if (textAt(l, "action") == option) chips = intAt(l, "chips");
                Phrase label{"—", {}};
                if (option == "fold") label = {NL_TR("Fold"), {}};
                if (option == "check_call")
                    label = chips > 0 ? Phrase{NL_TR("Call %1"), {num(chips, 0)}} : Phrase{NL_TR("Check"), {}};
                if (option == "raise_half_pot") label = {NL_TR("Raise half the pot (+%1)"), {num(chips, 0)}};
                if (option == "raise_pot") label = {NL_TR("Raise the pot (+%1)"), {num(chips, 0)}};
                if (option == "all_in") label = {NL_TR("All in (+%1)"), {num(chips, 0)}};
                field.choices.push_back({Json(option), label});
            }
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase HoldemView::action(const Json& action, int /*seat*/) const {
    if (flagAt(action, "concede")) return {NL_TR("lost the hand by an unusable answer"), {}};
    const Json* move = memberOf(action, "action");
    // Null: the seat did not act this round (or let its turn go; the round header says so).
    if (!move || !move->is_string()) return {"—", {}};
    const std::string m = move->get<std::string>();
    if (m == "fold") return {NL_TR("folds"), {}};
    if (m == "check_call") return {NL_TR("checks or calls"), {}};
    if (m == "raise_half_pot") return {NL_TR("raises half the pot"), {}};
    if (m == "raise_pot") return {NL_TR("raises the pot"), {}};
    if (m == "all_in") return {NL_TR("goes all in"), {}};
    return {"—", {}};
}

std::vector<HeaderField> HoldemView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    // The street the action was made on; when it ended the betting with cards still to come (an
    // all-in called), the board then dealt out is said too, so the street never contradicts it.
    const std::string stage = textAt(p, "stage");
    const std::size_t boardCards = memberAt(p, "board").is_array() ? memberAt(p, "board").size() : 0;
    const std::size_t stageCards = stage == "flop" ? 3 : stage == "turn" ? 4 : stage == "river" ? 5 : 0;
    const Phrase dealtTo = boardCards >= 5   ? stageName("river")
                           : boardCards == 4 ? stageName("turn")
                                             : stageName("flop");
    fields.push_back({{NL_TR("Street"), {}},
                      boardCards > stageCards ? Phrase{NL_TR("%1 (the board then dealt to %2)"),
                                                       {nested(stageName(stage)), nested(dealtTo)}}
                                              : stageName(stage)});
    const Json& seat = memberAt(p, "seat");
    if (seat.is_number_integer())
        fields.push_back(
            {{NL_TR("Action"), {}},
             {"%1 %2", {seatOf(seat.get<int>()), nested(moveText(textAt(p, "action"), intAt(p, "chips")))}}});
    fields.push_back({{NL_TR("Pot"), {}}, {"%1", {numberOrDash(memberAt(p, "pot"), 0)}}});
    fields.push_back({{NL_TR("Board"), {}}, {"%1", {cardsArg(memberAt(p, "board"), {NL_TR("no cards yet"), {}})}}});
    const Json& showdown = memberAt(p, "showdown");
    if (showdown.is_object()) {
        const Json& cards = memberAt(showdown, "hole_cards");
        const Json& hands = memberAt(showdown, "hands");
        for (int s = 0; s < 2; ++s) {
            const Json& c = cards.is_array() && cards.size() > static_cast<std::size_t>(s)
                                ? cards[static_cast<std::size_t>(s)]
                                : Json();
            const std::string hand = hands.is_array() && hands.size() > static_cast<std::size_t>(s) &&
                                             hands[static_cast<std::size_t>(s)].is_string()
                                         ? hands[static_cast<std::size_t>(s)].get<std::string>()
                                         : std::string();
            fields.push_back(
                {{NL_TR("Shows"), {}}, {"%1: %2 (%3)", {seatOf(s), cardsArg(c, {"—", {}}), nested(handName(hand))}}});
        }
    }
    const Json& end = memberAt(p, "end");
    if (end.is_string()) {
        const Json& winner = memberAt(p, "winner");
        fields.push_back({{NL_TR("Result"), {}},
                          winner.is_number_integer() ? Phrase{NL_TR("%1 wins the pot"), {seatOf(winner.get<int>())}}
                          : end == "cap"             ? Phrase{NL_TR("called off: everyone keeps their chips"), {}}
                                                     : Phrase{NL_TR("split pot"), {}}});
    }
    return fields;
}

}  // namespace nashlab::engine::games
