#include "engine/games/bargain/bargain_view.h"

namespace nashlab::engine::games {
namespace {

Phrase countPhrase(const Json& n, const char* one, const char* many) {
    return intAt(Json{{"n", n}}, "n", 0) == 1 ? Phrase{one, {}} : Phrase{many, {numberOrDash(n, 0)}};
}

// "2 hats, 1 ball and 0 apples" from {"hats": 2, "balls": 1, "apples": 0}.
Phrase itemsPhrase(const Json& items) {
    return {NL_TR("%1, %2 and %3"),
            {nested(countPhrase(memberAt(items, "hats"), NL_TR("1 hat"), NL_TR("%1 hats"))),
             nested(countPhrase(memberAt(items, "balls"), NL_TR("1 ball"), NL_TR("%1 balls"))),
             nested(countPhrase(memberAt(items, "apples"), NL_TR("1 apple"), NL_TR("%1 apples")))}};
}

// The seat's own words, quoted as they were said.
Phrase saidPhrase(const Json& utterance, int seat) {
    const PhraseArg words = verbatim(textAt(utterance, "text"));
    return intAt(utterance, "seat", -1) == seat ? Phrase{NL_TR("You said: “%1”"), {words}}
                                                : Phrase{NL_TR("Your opponent said: “%1”"), {words}};
}

}  // namespace

std::vector<Phrase> BargainView::situation(const Json& o, int seat) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Bargaining round %1 of %2."),
                     {numberOrDash(memberAt(o, "bargaining_round"), 0), numberOrDash(memberAt(o, "max_rounds"), 0)}});
    lines.push_back({NL_TR("On the table: %1."), {nested(itemsPhrase(memberAt(o, "counts")))}});
    const Json& v = memberAt(o, "your_values");
    lines.push_back({NL_TR("To you, a hat is worth %1, a ball %2 and an apple %3: %4 for everything."),
                     {numberOrDash(memberAt(v, "hat"), 0), numberOrDash(memberAt(v, "ball"), 0),
                      numberOrDash(memberAt(v, "apple"), 0), numberOrDash(memberAt(o, "pool_value"), 0)}});
    const Json& talk = memberAt(o, "talk");
    if (talk.is_array())
        for (const auto& u : talk) lines.push_back(saidPhrase(u, seat));
    const Json& offer = memberAt(o, "offer");
    if (offer.is_object())
        lines.push_back(
            {NL_TR("Their offer: they keep %1; you would get %2, worth %3 to you."),
             {nested(itemsPhrase(memberAt(offer, "they_keep"))), nested(itemsPhrase(memberAt(offer, "you_get"))),
              numberOrDash(memberAt(offer, "worth_to_you"), 0)}});
    else
        lines.push_back({NL_TR("Your opponent has made no offer yet."), {}});
    const Json& mine = memberAt(o, "your_last_proposal");
    if (mine.is_object())
        lines.push_back(
            {NL_TR("Your last proposal: you keep %1, worth %2 to you."),
             {nested(itemsPhrase(memberAt(mine, "you_keep"))), numberOrDash(memberAt(mine, "worth_to_you"), 0)}});
    if (flagAt(o, "last_turn"))
        lines.push_back({NL_TR("This is the last turn: if you do not accept their offer, nobody gets anything."), {}});
    if (flagAt(o, "opponent_has_last_turn"))
        lines.push_back(
            {NL_TR("Your opponent's next turn is the last: they can only accept your proposal or end without a deal."),
             {}});
    lines.push_back(offer.is_object()
                        ? Phrase{NL_TR("Propose what you keep, with a message, or accept their offer."), {}}
                        : Phrase{NL_TR("Propose what you keep, with a message."), {}});
    return lines;
}

std::vector<FormField> BargainView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    const Json& mine = memberAt(o, "your_last_proposal");
    const Json& start = mine.is_object() ? memberAt(mine, "you_keep") : memberAt(o, "counts");
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "move") {
            field.kind = InputKind::Choice;
            field.label = {NL_TR("Your move"), {}};
            field.help = {};
            field.choices = {{"propose", {NL_TR("Propose"), {}}}};
            // Accepting needs an offer: without one the button is not there at all.
            if (flagAt(o, "can_deal")) field.choices.push_back({"deal", {NL_TR("Accept their offer"), {}}});
        } else if (f.name == "hats" || f.name == "balls" || f.name == "apples") {
            field.kind = InputKind::Number;
            field.label = f.name == "hats"    ? Phrase{NL_TR("Hats you keep"), {}}
                          : f.name == "balls" ? Phrase{NL_TR("Balls you keep"), {}}
                                              : Phrase{NL_TR("Apples you keep"), {}};
            field.help = {NL_TR("0 to %1; the rest goes to your opponent"), {num(field.max, 0)}};
            field.initial = intAt(start, f.name.c_str(), static_cast<int>(field.max));
        } else if (f.name == "message") {
            field.kind = InputKind::Text;
            field.label = {NL_TR("Message to your opponent"), {}};
            field.help = {NL_TR("optional, at most %1 characters"), {num(f.max.value_or(300), 0)}};
            field.initial = "";
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase BargainView::action(const Json& a, int /*seat*/) const {
    if (flagAt(a, "concede")) return {NL_TR("concedes"), {}};
    const std::string move = textAt(a, "move");
    if (move == "deal") return {NL_TR("accepts the offer"), {}};
    if (move == "propose") return {NL_TR("proposes to keep %1"), {nested(itemsPhrase(a))}};
    return {"—", {}};
}

std::vector<HeaderField> BargainView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    const std::string move = textAt(p, "move");
    const PhraseArg who = seatOf(intAt(p, "seat", 0));
    Phrase what{NL_TR("%1 proposes to keep %2"), {who, nested(itemsPhrase(memberAt(p, "keep")))}};
    if (move == "deal") what = {NL_TR("%1 accepts the offer"), {who}};
    if (move == "concede") what = {NL_TR("%1 concedes"), {who}};
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Turn %1, round %2"),
                       {numberOrDash(memberAt(p, "turn"), 0), numberOrDash(memberAt(p, "bargaining_round"), 0)}},
                      what});
    if (!textAt(p, "message").empty())
        fields.push_back({{NL_TR("Message"), {}}, {"“%1”", {verbatim(textAt(p, "message"))}}});
    const std::string end = textAt(p, "end");
    Phrase result{NL_TR("in play"), {}};
    const Json& secured = memberAt(p, "value_secured");
    const Json& shares = memberAt(p, "shares");
    if (end == "deal" && secured.is_array() && secured.size() == 2 && shares.is_array() && shares.size() == 2)
        result = {NL_TR("deal: %1 secures %2 (worth %3 to them), %4 secures %5 (worth %6 to them)"),
                  {seatOf(0), nested(itemsPhrase(shares.at(0))), numberOrDash(secured.at(0), 0), seatOf(1),
                   nested(itemsPhrase(shares.at(1))), numberOrDash(secured.at(1), 0)}};
    if (end == "no_deal") result = {NL_TR("no deal within the rounds: nobody gets anything"), {}};
    if (end == "conceded") result = {NL_TR("%1 gave up and loses: no deal"), {who}};
    if (end == "cap") result = {NL_TR("stopped at the turn limit: no deal"), {}};
    fields.push_back({{NL_TR("Result"), {}}, result});
    return fields;
}

}  // namespace nashlab::engine::games
