#include "engine/games/divide_dollar/divide_dollar_view.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {

std::vector<Phrase> DivideDollarView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back(
        {NL_TR("Round %1 of %2."), {numberOrDash(memberAt(o, "round"), 0), numberOrDash(memberAt(o, "rounds"), 0)}});
    lines.push_back({NL_TR("%1 players claim shares of %2 golds at the same time. If the claims add up to at most "
                           "%2, everyone gets their claim; if they add up to more, nobody gets anything."),
                     {numberOrDash(memberAt(o, "players"), 0), numberOrDash(memberAt(o, "golds"), 0)}});
    const Json& history = memberAt(o, "history");
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        const PhraseArg sum = numberOrDash(memberAt(last, "sum"), 0);
        if (!memberAt(last, "your_bid").is_number())
            lines.push_back({NL_TR("You did not answer last round; the claims added up to %1."), {sum}});
        else if (flagAt(last, "exceeded"))
            lines.push_back(
                {NL_TR("Last round you claimed %1, but the claims added up to %2, more than %3: nobody "
                       "got anything."),
                 {numberOrDash(memberAt(last, "your_bid"), 0), sum, numberOrDash(memberAt(o, "golds"), 0)}});
        else
            lines.push_back(
                {NL_TR("Last round you claimed %1 and got it: the claims added up to %2 of %3."),
                 {numberOrDash(memberAt(last, "your_bid"), 0), sum, numberOrDash(memberAt(o, "golds"), 0)}});
        lines.push_back({NL_TR("Your total so far: %1."), {numberOrDash(memberAt(last, "cumulative"))}});
    }
    lines.push_back({NL_TR("How many golds do you claim?"), {}});
    return lines;
}

std::vector<FormField> DivideDollarView::form(const ActionSpec& spec, const Json& observation, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "bid_amount") {
            field.label = {NL_TR("Your claim (golds)"), {}};
            // The range is 0..G unless the spec lifts the cap (γ-Bench's rule): then G still matters.
            field.help = {NL_TR("a whole number from %1 to %2; if all claims together exceed %3, nobody gets "
                                "anything"),
                          {num(field.min, 0), num(field.max, 0), numberOrDash(memberAt(observation, "golds"), 0)}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase DivideDollarView::action(const Json& action, int /*seat*/) const {
    // A round's actions hold the bare claim; a step holds {"bid_amount": n}.
    const Json* v = action.is_number() ? &action : memberOf(action, "bid_amount");
    if (!v || !v->is_number()) return {NL_TR("no answer"), {}};
    return {NL_TR("claims %1"), {numberOrDash(*v, 0)}};
}

std::vector<HeaderField> DivideDollarView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    fields.push_back(
        {{NL_TR("Claimed in total"), {}},
         {NL_TR("%1 of %2 golds"), {numberOrDash(memberAt(p, "sum"), 0), numberOrDash(memberAt(p, "golds"), 0)}}});
    Phrase outcome{"—", {}};
    if (memberAt(p, "exceeded").is_boolean())
        outcome = flagAt(p, "exceeded") ? Phrase{NL_TR("too much: nobody gets anything"), {}}
                                        : Phrase{NL_TR("everyone gets their claim"), {}};
    fields.push_back({{NL_TR("Outcome"), {}}, outcome});
    return fields;
}

}  // namespace nashlab::engine::games
