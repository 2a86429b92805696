#include "engine/games/guess_average/guess_average_view.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {
namespace {

std::vector<PhraseArg> seatList(const Json& seats) {
    std::vector<PhraseArg> out;
    if (seats.is_array())
        for (const auto& s : seats)
            if (s.is_number_integer()) out.push_back(seatOf(s.get<int>()));
    return out;
}

std::vector<PhraseArg> numberList(const Json& values) {
    std::vector<PhraseArg> out;
    if (values.is_array())
        for (const auto& v : values)
            if (v.is_number()) out.push_back(num(v.get<double>()));
    return out;
}

}  // namespace

std::vector<Phrase> GuessAverageView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Round %1 of %2. Everyone picks a number from %3 to %4; whoever is closest to %5 × "
                           "the average wins the round."),
                     {num(numberAt(o, "round", 1), 0), num(numberAt(o, "rounds", 1), 0), num(numberAt(o, "min", 0)),
                      num(numberAt(o, "max", 100)),
                      verbatim(textAt(o, "ratio_text").empty() ? std::string("2/3") : textAt(o, "ratio_text"))}});
    const Json& history = o.contains("history") ? o["history"] : Json();
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        const Json& choice = memberAt(last, "your_choice");
        lines.push_back({NL_TR("Last round the average was %1 and the target %2."),
                         {num(numberAt(last, "average", 0)), num(numberAt(last, "target", 0))}});
        if (choice.is_number())
            lines.push_back({flagAt(last, "you_won") ? NL_TR("You chose %1 and won %2.")
                                                     : NL_TR("You chose %1 and won nothing (%2)."),
                             {num(choice.get<double>()), num(numberAt(last, "payoff", 0))}});
        else
            lines.push_back({NL_TR("You did not answer last round."), {}});
        lines.push_back({NL_TR("Your total so far: %1."), {num(numberAt(last, "cumulative", 0))}});
        // reveal_choices: everyone's numbers, in seat order (the seat's own marked by the view's "you").
        if (const Json& all = memberAt(last, "all_choices"); all.is_array() && !all.empty()) {
            std::string list;
            for (const auto& c : all) {
                const Json& value = memberAt(c, "choice");
                list += (list.empty() ? "" : ", ") + (value.is_number() ? formatNumber(value.get<double>()) : "—");
            }
            lines.push_back({NL_TR("Everyone's numbers last round, seat by seat: %1."), {verbatim(list)}});
        }
    }
    lines.push_back({NL_TR("Pick your number."), {}});
    return lines;
}

std::vector<FormField> GuessAverageView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    std::vector<FormField> fields;
    const bool wholeNumbers = !memberAt(o, "integer_only").is_boolean() || flagAt(o, "integer_only");
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "chosen_number") {
            field.label = {NL_TR("Your number"), {}};
            field.help = {wholeNumbers ? NL_TR("a whole number from %1 to %2") : NL_TR("any number from %1 to %2"),
                          {num(field.min), num(field.max)}};
            // Start in the middle: the ends are the equilibria, and a person should choose them.
            field.initial =
                wholeNumbers ? Json(static_cast<int>((field.min + field.max) / 2)) : Json((field.min + field.max) / 2);
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase GuessAverageView::action(const Json& action, int /*seat*/) const {
    // A round's actions hold the bare number; a step holds {"chosen_number": n}.
    const Json* v = action.is_number() ? &action : memberOf(action, "chosen_number");
    if (!v || !v->is_number()) return {NL_TR("no answer"), {}};
    return {"%1", {num(v->get<double>())}};
}

std::vector<HeaderField> GuessAverageView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Average"), {}}, {"%1", {num(numberAt(p, "average", 0))}}});
    fields.push_back({{NL_TR("Target"), {}}, {"%1", {num(numberAt(p, "target", 0))}}});
    fields.push_back({{NL_TR("Winning numbers"), {}}, listOf(numberList(memberAt(p, "winning_numbers")))});
    fields.push_back({{NL_TR("Winners"), {}}, listOf(seatList(memberAt(p, "winners")))});
    return fields;
}

}  // namespace nashlab::engine::games
