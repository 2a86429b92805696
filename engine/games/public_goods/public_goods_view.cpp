#include "engine/games/public_goods/public_goods_view.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {
namespace {

// "1 token", "12 tokens", "—" for no number.
Phrase tokens(const Json& value) {
    if (!value.is_number()) return {"—", {}};
    return value.get<double>() == 1 ? Phrase{NL_TR("1 token"), {}} : Phrase{NL_TR("%1 tokens"), {numberOrDash(value)}};
}

}  // namespace

std::vector<Phrase> PublicGoodsView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back(
        {NL_TR("Round %1 of %2."), {numberOrDash(memberAt(o, "round"), 0), numberOrDash(memberAt(o, "rounds"), 0)}});
    lines.push_back({NL_TR("Whatever the %1 players put into the pot is multiplied by %2 and shared equally among "
                           "all of them; the tokens you keep stay yours."),
                     {numberOrDash(memberAt(o, "players"), 0), numberOrDash(memberAt(o, "ratio"))}});
    const Json& history = memberAt(o, "history");
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        const Json& mine = memberAt(last, "your_contribution");
        if (mine.is_number())
            lines.push_back({NL_TR("Last round you contributed %1; the pot held %2 and everyone got %3 from it."),
                             {nested(tokens(mine)), nested(tokens(memberAt(last, "total"))),
                              nested(tokens(memberAt(last, "share")))}});
        else
            lines.push_back({NL_TR("You did not answer last round; the pot held %1 and everyone got %2 from it."),
                             {nested(tokens(memberAt(last, "total"))), nested(tokens(memberAt(last, "share")))}});
        lines.push_back({NL_TR("Your total so far: %1."), {numberOrDash(memberAt(last, "cumulative"))}});
    }
    lines.push_back({NL_TR("You hold %1. How many do you put into the pot?"), {nested(tokens(memberAt(o, "tokens")))}});
    return lines;
}

std::vector<FormField> PublicGoodsView::form(const ActionSpec& spec, const Json& observation, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "tokens_contributed") {
            field.label = {NL_TR("Tokens to contribute"), {}};
            const Json& held = memberAt(observation, "max_contribution");
            // Under γ-Bench's rule (contribution_cap none) the range is not what the seat holds.
            if (held.is_number() && f.max && *f.max > held.get<double>())
                field.help = {NL_TR("any whole number counts under this session's rules, even more than the %1 "
                                    "whole tokens you hold"),
                              {numberOrDash(held, 0)}};
            else
                field.help = {NL_TR("a whole number from %1 to %2 (the whole tokens you hold)"),
                              {num(field.min, 0), num(field.max, 0)}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase PublicGoodsView::action(const Json& action, int /*seat*/) const {
    // A round's actions hold the bare number; a step holds {"tokens_contributed": n}.
    const Json* v = action.is_number() ? &action : memberOf(action, "tokens_contributed");
    if (!v || !v->is_number()) return {NL_TR("no answer"), {}};
    return {NL_TR("contributes %1"), {nested(tokens(*v))}};
}

std::vector<HeaderField> PublicGoodsView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    std::vector<PhraseArg> given;
    const Json& contributions = memberAt(p, "contributions");
    if (contributions.is_array())
        for (const auto& c : contributions) given.push_back(numberOrDash(c));
    fields.push_back({{NL_TR("Contributions"), {}}, listOf(given)});
    fields.push_back({{NL_TR("Pot"), {}}, tokens(memberAt(p, "total"))});
    fields.push_back({{NL_TR("Each gets back"), {}}, tokens(memberAt(p, "share"))});
    return fields;
}

}  // namespace nashlab::engine::games
