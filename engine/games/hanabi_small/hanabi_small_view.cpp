#include "engine/games/hanabi_small/hanabi_small_view.h"

#include <algorithm>

namespace nashlab::engine::games {
namespace {

// A colour in the reader's language (the names the state writes, "Red", "Yellow", …).
Phrase colourPhrase(const std::string& name) {
    if (name == "Red" || name == "red") return {NL_TR("Red"), {}};
    if (name == "Yellow" || name == "yellow") return {NL_TR("Yellow"), {}};
    if (name == "Green" || name == "green") return {NL_TR("Green"), {}};
    if (name == "White" || name == "white") return {NL_TR("White"), {}};
    if (name == "Blue" || name == "blue") return {NL_TR("Blue"), {}};
    return {"%1", {verbatim(name.empty() ? "—" : name)}};
}

Phrase cardPhrase(const std::string& colour, int rank) {
    return {"%1 %2", {nested(colourPhrase(colour)), num(rank, 0)}};
}

// "Red 2" as the state writes a card.
Phrase cardPhrase(const std::string& text) {
    const auto space = text.find(' ');
    if (space == std::string::npos) return {"%1", {verbatim(text.empty() ? "—" : text)}};
    int rank = 0;
    for (char c : text.substr(space + 1))
        if (c >= '0' && c <= '9' && rank < 1000) rank = rank * 10 + (c - '0');
    return cardPhrase(text.substr(0, space), rank);
}

// Items joined by "; " (no words, so nothing to translate), or "—".
Phrase joined(const std::vector<Phrase>& items) {
    if (items.empty()) return {"—", {}};
    Phrase p;
    for (std::size_t i = 0; i < items.size(); ++i) {
        p.text += (i ? "; %" : "%") + std::to_string(i + 1);
        p.args.push_back(nested(items[i]));
    }
    return p;
}

Phrase numbersList(const Json& numbers) {
    std::vector<PhraseArg> items;
    if (numbers.is_array())
        for (const auto& n : numbers) items.push_back(numberOrDash(n, 0));
    return listOf(items);
}

// What a person has been told of one of their cards.
Phrase knownPhrase(const Json& card) {
    const std::string colour = textAt(card, "colour");
    const int rank = intAt(card, "rank", 0);
    if (!colour.empty() && rank > 0) return cardPhrase(colour, rank);
    if (!colour.empty()) return {NL_TR("%1, rank unknown"), {nested(colourPhrase(colour))}};
    if (rank > 0) return {NL_TR("rank %1, colour unknown"), {num(rank, 0)}};
    return {NL_TR("nothing known"), {}};
}

Phrase fireworksPhrase(const Json& fireworks) {
    std::vector<Phrase> items;
    if (fireworks.is_array())  // an observation: [{"colour", "height"}] in colour order
        for (const auto& f : fireworks) items.push_back(cardPhrase(textAt(f, "colour"), intAt(f, "height", 0)));
    if (fireworks.is_object())  // a report: {"Red": 1, …}, read in the game's colour order
        for (const char* name : {"Red", "Yellow", "Green", "White", "Blue"})
            if (fireworks.contains(name)) items.push_back(cardPhrase(name, intAt(fireworks, name, 0)));
    return joined(items);
}

// The partner's last turn, from the observation's "partner_last".
std::optional<Phrase> partnerMove(const Json& t) {
    if (!t.is_object()) return std::nullopt;
    const PhraseArg position = numberOrDash(memberAt(t, "position"), 0);
    if (flagAt(t, "played"))
        return flagAt(t, "fits") ? Phrase{NL_TR("Your partner played %1 from position %2: it fit."),
                                          {nested(cardPhrase(textAt(t, "card"))), position}}
                                 : Phrase{NL_TR("Your partner played %1 from position %2: it did not fit and cost a "
                                                "life token."),
                                          {nested(cardPhrase(textAt(t, "card"))), position}};
    if (flagAt(t, "discarded"))
        return Phrase{NL_TR("Your partner discarded %1 from position %2."),
                      {nested(cardPhrase(textAt(t, "card"))), position}};
    if (flagAt(t, "hinted")) {
        const Phrase where = numbersList(memberAt(t, "touched_positions"));
        if (!textAt(t, "hint_colour").empty())
            return Phrase{NL_TR("Your partner pointed out your %1 cards, at positions: %2."),
                          {nested(colourPhrase(textAt(t, "hint_colour"))), nested(where)}};
        return Phrase{NL_TR("Your partner pointed out your cards of rank %1, at positions: %2."),
                      {numberOrDash(memberAt(t, "hint_rank"), 0), nested(where)}};
    }
    if (flagAt(t, "passed")) return Phrase{NL_TR("Your partner passed."), {}};
    return std::nullopt;
}

}  // namespace

std::vector<Phrase> HanabiSmallView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Turn %1. Fireworks: %2. Team score: %3 of %4."),
                     {numberOrDash(memberAt(o, "turn"), 0), nested(fireworksPhrase(memberAt(o, "fireworks"))),
                      numberOrDash(memberAt(o, "score"), 0), numberOrDash(memberAt(o, "max_score"), 0)}});
    lines.push_back({NL_TR("Information tokens: %1 of %2. Life tokens: %3. Cards in the deck: %4."),
                     {numberOrDash(memberAt(o, "info_tokens"), 0), numberOrDash(memberAt(o, "max_info_tokens"), 0),
                      numberOrDash(memberAt(o, "life_tokens"), 0), numberOrDash(memberAt(o, "deck_size"), 0)}});
    if (flagAt(o, "final_round")) lines.push_back({NL_TR("The deck is empty: this is the last round of turns."), {}});
    if (auto last = partnerMove(memberAt(o, "partner_last"))) lines.push_back(*last);
    std::vector<Phrase> theirs, mine, discards;
    const Json& partner = memberAt(o, "partner_hand");
    if (partner.is_array())
        for (const auto& c : partner) theirs.push_back(cardPhrase(textAt(c, "colour"), intAt(c, "rank", 0)));
    const Json& own = memberAt(o, "your_cards");
    if (own.is_array())
        for (const auto& c : own) mine.push_back(knownPhrase(c));
    const Json& gone = memberAt(o, "discard_list");
    if (gone.is_array())
        for (const auto& c : gone) discards.push_back(cardPhrase(c.is_string() ? c.get<std::string>() : ""));
    lines.push_back({NL_TR("Your partner's cards, oldest first: %1."), {nested(joined(theirs))}});
    lines.push_back({NL_TR("What you have been told of your cards, oldest first: %1."), {nested(joined(mine))}});
    lines.push_back({NL_TR("Discarded: %1."), {nested(joined(discards))}});
    lines.push_back({NL_TR("Play a card, discard one, or point out your partner's cards of one colour or rank."), {}});
    return lines;
}

std::vector<FormField> HanabiSmallView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    const int info = intAt(o, "info_tokens", 1), maxInfo = intAt(o, "max_info_tokens", info + 1);
    const Json& partner = memberAt(o, "partner_hand");
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        field.kind = InputKind::Choice;
        field.choices.clear();
        if (f.name == "action") {
            field.label = {NL_TR("Your move"), {}};
            field.help = {};
            for (const auto& option : f.options) {
                const bool hint = option == "hint_colour" || option == "hint_rank";
                if ((hint && info <= 0) || (option == "discard" && info >= maxInfo)) continue;
                Phrase label = option == "play"          ? Phrase{NL_TR("Play a card"), {}}
                               : option == "discard"     ? Phrase{NL_TR("Discard a card"), {}}
                               : option == "hint_colour" ? Phrase{NL_TR("Point out a colour"), {}}
                                                         : Phrase{NL_TR("Point out a rank"), {}};
                field.choices.push_back({option, label});
            }
        } else if (f.name == "position") {
            field.label = {NL_TR("Which of your cards"), {}};
            field.help = {NL_TR("to play or discard; 1 is the oldest"), {}};
            const Json& own = memberAt(o, "your_cards");
            const int n = own.is_array() && !own.empty() ? static_cast<int>(own.size()) : static_cast<int>(field.max);
            for (int p = 1; p <= n; ++p) field.choices.push_back({p, {NL_TR("Card %1"), {num(p, 0)}}});
        } else if (f.name == "colour") {
            field.label = {NL_TR("Colour to point out"), {}};
            field.help = {NL_TR("for a colour hint"), {}};
            for (const auto& option : f.options) {
                const bool held = partner.is_array() && std::any_of(partner.begin(), partner.end(), [&](const Json& c) {
                                      return colourPhrase(textAt(c, "colour")).text == colourPhrase(option).text;
                                  });
                if (held || !partner.is_array()) field.choices.push_back({option, colourPhrase(option)});
            }
        } else if (f.name == "rank") {
            field.label = {NL_TR("Rank to point out"), {}};
            field.help = {NL_TR("for a rank hint"), {}};
            for (int r = static_cast<int>(f.min.value_or(1)); r <= static_cast<int>(f.max.value_or(5)); ++r) {
                const bool held = partner.is_array() && std::any_of(partner.begin(), partner.end(), [&](const Json& c) {
                                      return intAt(c, "rank", 0) == r;
                                  });
                if (held || !partner.is_array()) field.choices.push_back({r, {"%1", {num(r, 0)}}});
            }
        } else {
            field = genericField(f);
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase HanabiSmallView::action(const Json& a, int /*seat*/) const {
    const std::string move = textAt(a, "action");
    const PhraseArg position = numberOrDash(memberAt(a, "position"), 0);
    if (move == "play") return {NL_TR("plays card %1"), {position}};
    if (move == "discard") return {NL_TR("discards card %1"), {position}};
    if (move == "hint_colour") return {NL_TR("points out %1"), {nested(colourPhrase(textAt(a, "colour")))}};
    if (move == "hint_rank") return {NL_TR("points out the rank %1"), {numberOrDash(memberAt(a, "rank"), 0)}};
    return {"—", {}};
}

std::vector<HeaderField> HanabiSmallView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    const std::string move = textAt(p, "move");
    const PhraseArg who = seatOf(intAt(p, "seat", 0));
    const PhraseArg card = nested(cardPhrase(textAt(p, "card")));
    const PhraseArg position = numberOrDash(memberAt(p, "position"), 0);
    Phrase what{NL_TR("%1 passed"), {who}};
    if (move == "play")
        what = flagAt(p, "fits")
                   ? Phrase{NL_TR("%1 played %2 (card %3): it fit"), {who, card, position}}
                   : Phrase{NL_TR("%1 played %2 (card %3): it did not fit, a life lost"), {who, card, position}};
    if (move == "discard") what = {NL_TR("%1 discarded %2 (card %3)"), {who, card, position}};
    if (move == "hint_colour")
        what = {NL_TR("%1 pointed out %2, at positions: %3"),
                {who, nested(colourPhrase(textAt(p, "hint_colour"))), nested(numbersList(memberAt(p, "touched")))}};
    if (move == "hint_rank")
        what = {NL_TR("%1 pointed out the rank %2, at positions: %3"),
                {who, numberOrDash(memberAt(p, "hint_rank"), 0), nested(numbersList(memberAt(p, "touched")))}};
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Turn %1"), {numberOrDash(memberAt(p, "turn"), 0)}}, what});
    fields.push_back({{NL_TR("Fireworks"), {}}, fireworksPhrase(memberAt(p, "fireworks"))});
    fields.push_back({{NL_TR("Tokens"), {}},
                      {NL_TR("%1 information, %2 life"),
                       {numberOrDash(memberAt(p, "info_tokens"), 0), numberOrDash(memberAt(p, "life_tokens"), 0)}}});
    fields.push_back({{NL_TR("Deck"), {}}, {"%1", {numberOrDash(memberAt(p, "deck_size"), 0)}}});
    fields.push_back({{NL_TR("Score"), {}}, {"%1", {numberOrDash(memberAt(p, "score"), 0)}}});
    const std::string end = textAt(p, "end");
    Phrase result{NL_TR("in play"), {}};
    if (end == "lives") result = {NL_TR("no life token left: the team scores 0"), {}};
    if (end == "fireworks") result = {NL_TR("every firework complete"), {}};
    if (end == "deck") result = {NL_TR("over: the last round after the deck ran out"), {}};
    if (end == "cap") result = {NL_TR("stopped at the turn limit"), {}};
    fields.push_back({{NL_TR("Result"), {}}, result});
    return fields;
}

}  // namespace nashlab::engine::games
