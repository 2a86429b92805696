#include "engine/games/choice_game_view.h"

#include <string>

namespace nashlab::engine::games {
namespace {

// The chosen option, whether the round stored the bare value or the answer object.
std::string chosen(const Json& action, const char* field) {
    const Json& v = action.is_object() && action.contains(field) ? action[field] : action;
    return v.is_string() ? v.get<std::string>() : std::string();
}

// battle_royale names its players "player_<seat>" (0-based).
int seatOfPlayer(const std::string& name) {
    constexpr std::string_view prefix = "player_";
    if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size()) return -1;
    try {
        return std::stoi(name.substr(prefix.size()));
    } catch (const std::exception&) {
        return -1;
    }
}

// The last round as a person remembers it (the observation's history holds at least that one).
const Json& lastRound(const Json& o) {
    static const Json none;
    const Json& history = memberAt(o, "history");
    return history.is_array() && !history.empty() && history.back().is_object() ? history.back() : none;
}

}  // namespace

std::vector<Phrase> ElFarolView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back(
        {NL_TR("Round %1 of %2."), {numberOrDash(memberAt(o, "round"), 0), numberOrDash(memberAt(o, "rounds"), 0)}});
    lines.push_back({NL_TR("%1 people decide whether to go to the bar. It is fun when at most %2 of them go and "
                           "no fun when it is crowded; staying home is always the same."),
                     {numberOrDash(memberAt(o, "players"), 0), numberOrDash(memberAt(o, "capacity"), 0)}});
    const Json& last = lastRound(o);
    if (last.is_object()) {
        const Phrase went = flagAt(last, "went") ? Phrase{NL_TR("you went"), {}} : Phrase{NL_TR("you stayed home"), {}};
        if (memberAt(last, "go_count").is_number())
            lines.push_back(
                {NL_TR("Last round %1 and %2 people went (%3)."),
                 {nested(went), numberOrDash(memberAt(last, "go_count"), 0),
                  nested(flagAt(last, "crowded") ? Phrase{NL_TR("crowded"), {}} : Phrase{NL_TR("not crowded"), {}})}});
        else
            lines.push_back({NL_TR("Last round %1; you were not told how many went."), {nested(went)}});
        lines.push_back({NL_TR("Your total so far: %1."), {numberOrDash(memberAt(last, "cumulative"))}});
    }
    lines.push_back({NL_TR("Do you go or stay home?"), {}});
    return lines;
}

std::vector<Phrase> DinersDilemmaView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back(
        {NL_TR("Round %1 of %2."), {numberOrDash(memberAt(o, "round"), 0), numberOrDash(memberAt(o, "rounds"), 0)}});
    lines.push_back({NL_TR("%1 diners split the bill equally. The costly dish costs %2 and is worth %3 to you; the "
                           "cheap one costs %4 and is worth %5."),
                     {numberOrDash(memberAt(o, "players"), 0), numberOrDash(memberAt(o, "costly_price")),
                      numberOrDash(memberAt(o, "costly_utility")), numberOrDash(memberAt(o, "cheap_price")),
                      numberOrDash(memberAt(o, "cheap_utility"))}});
    const Json& last = lastRound(o);
    if (last.is_object()) {
        lines.push_back(
            {NL_TR("Last round %1 of the diners ordered the costly dish and everyone paid %2; your payoff was %3."),
             {numberOrDash(memberAt(last, "costly_count"), 0), numberOrDash(memberAt(last, "bill_share")),
              numberOrDash(memberAt(last, "payoff"))}});
        lines.push_back({NL_TR("Your total so far: %1."), {numberOrDash(memberAt(last, "cumulative"))}});
    }
    lines.push_back({NL_TR("Which dish do you order?"), {}});
    return lines;
}

std::vector<FormField> BattleRoyaleView::form(const ActionSpec& spec, const Json& /*observation*/, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "target") {
            field.kind = InputKind::Seat;
            field.label = {NL_TR("Shoot at"), {}};
            field.choices.clear();
            for (const auto& option : f.options) {
                const int target = seatOfPlayer(option);
                field.choices.push_back({Json(option), target >= 0 ? Phrase{"%1", {seatOf(target)}}
                                                                   : Phrase{NL_TR("Miss on purpose"), {}}});
            }
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase BattleRoyaleView::action(const Json& action, int /*seat*/) const {
    const std::string target = chosen(action, "target");
    if (target.empty()) return {"—", {}};
    const int seat = seatOfPlayer(target);
    return seat >= 0 ? Phrase{NL_TR("shoots at %1"), {seatOf(seat)}} : Phrase{NL_TR("misses on purpose"), {}};
}

std::vector<HeaderField> BattleRoyaleView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    const int shooter = static_cast<int>(numberAt(p, "shooter", -1));
    const int target = static_cast<int>(numberAt(p, "target", -1));
    Phrase shot = target >= 0 ? Phrase{NL_TR("%1 shoots at %2"), {seatOf(shooter), seatOf(target)}}
                              : Phrase{NL_TR("%1 misses on purpose"), {seatOf(shooter)}};
    fields.push_back({{NL_TR("Shot"), {}}, shot});
    if (target >= 0)
        fields.push_back(
            {{NL_TR("Outcome"), {}},
             flagAt(p, "hit") ? Phrase{NL_TR("hit: %1 is out"), {seatOf(target)}} : Phrase{NL_TR("missed"), {}}});
    fields.push_back({{NL_TR("Players left"), {}}, {"%1", {num(numberAt(p, "players_left", 0), 0)}}});
    return fields;
}

std::vector<FormField> ElFarolView::form(const ActionSpec& spec, const Json& /*observation*/, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "decision") {
            field.label = {NL_TR("Tonight"), {}};
            field.choices = {{Json("go"), {NL_TR("Go to the bar"), {}}}, {Json("stay"), {NL_TR("Stay home"), {}}}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase ElFarolView::action(const Json& action, int /*seat*/) const {
    const std::string d = chosen(action, "decision");
    if (d == "go") return {NL_TR("goes"), {}};
    if (d == "stay") return {NL_TR("stays home"), {}};
    return {"—", {}};
}

std::vector<HeaderField> ElFarolView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    const double goers = numberAt(p, "go_count", 0);
    const double total = goers + numberAt(p, "stay_count", 0);
    return {
        {{NL_TR("Went"), {}}, {NL_TR("%1 of %2"), {num(goers, 0), num(total, 0)}}},
        // The report's capacity is a head count (how many the bar holds), not the share R.
        {{NL_TR("Capacity"), {}}, {NL_TR("%1 of %2"), {num(numberAt(p, "capacity", 0), 0), num(total, 0)}}},
        {{NL_TR("The bar was"), {}}, flagAt(p, "crowded") ? Phrase{NL_TR("crowded"), {}} : Phrase{NL_TR("fun"), {}}}};
}

std::vector<FormField> DinersDilemmaView::form(const ActionSpec& spec, const Json& /*observation*/,
                                               int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "chosen_dish") {
            field.label = {NL_TR("Your order"), {}};
            field.kind = InputKind::Choice;  // a person picks a dish, whatever text a model may send
            field.choices = {{Json("costly"), {NL_TR("The costly dish"), {}}},
                             {Json("cheap"), {NL_TR("The cheap dish"), {}}}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase DinersDilemmaView::action(const Json& action, int /*seat*/) const {
    const std::string d = chosen(action, "chosen_dish");
    if (d == "costly") return {NL_TR("costly"), {}};
    if (d == "cheap") return {NL_TR("cheap"), {}};
    return {"—", {}};
}

std::vector<HeaderField> DinersDilemmaView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    return {{{NL_TR("Costly dishes"), {}}, {"%1", {num(numberAt(p, "costly_count", 0), 0)}}},
            {{NL_TR("Cheap dishes"), {}}, {"%1", {num(numberAt(p, "cheap_count", 0), 0)}}},
            {{NL_TR("Bill"), {}}, {"%1", {num(numberAt(p, "total_cost", 0))}}},
            {{NL_TR("Each pays"), {}}, {"%1", {num(numberAt(p, "bill_share", 0))}}}};
}

}  // namespace nashlab::engine::games
