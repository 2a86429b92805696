#include "engine/games/pirate/pirate_view.h"

#include <algorithm>
#include <string>
#include <utility>

namespace nashlab::engine::games {
namespace {

// "pirate_3" is seat 2; -1 for anything else.
int seatOfPirate(const std::string& name) {
    constexpr std::string_view prefix = "pirate_";
    if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size()) return -1;
    try {
        return std::stoi(name.substr(prefix.size())) - 1;
    } catch (const std::exception&) {
        return -1;
    }
}

// A plan {"pirate_1": 7, ...} as "seat 1: 7, seat 2: 0, …" with the seats' names, in seat order
// (the JSON keeps its keys sorted as text: pirate_10 before pirate_2).
Phrase planOf(const Json& plan) {
    std::vector<std::pair<int, double>> shares;
    if (plan.is_object())
        for (const auto& [name, gold] : plan.items())
            if (gold.is_number() && seatOfPirate(name) >= 0)
                shares.emplace_back(seatOfPirate(name), gold.get<double>());
    std::sort(shares.begin(), shares.end());
    std::vector<PhraseArg> parts;
    for (const auto& [seat, gold] : shares) parts.push_back(nested({NL_TR("%1: %2"), {seatOf(seat), num(gold, 0)}}));
    return listOf(parts);
}

}  // namespace

std::vector<Phrase> PirateView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    if (!o.is_object()) return {{NL_TR("Make your choice below."), {}}};
    lines.push_back({NL_TR("Round %1. %2 pirates are aboard to share %3 gold coins; a plan needs %4 votes."),
                     {num(intAt(o, "round", 1), 0), num(intAt(o, "aboard_count", 0), 0), num(intAt(o, "gold", 0), 0),
                      num(intAt(o, "votes_needed", 0), 0)}});
    const Json& history = o.contains("history") ? o["history"] : Json();
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        lines.push_back(flagAt(last, "accepted") ? Phrase{NL_TR("Last round's plan was accepted."), {}}
                                                 : Phrase{NL_TR("Last round's plan was rejected and its "
                                                                "proposer thrown overboard."),
                                                          {}});
    }
    if (flagAt(o, "overboard")) {
        lines.push_back({NL_TR("You were thrown overboard: you have no more say."), {}});
    } else if (flagAt(o, "is_proposer")) {
        lines.push_back({NL_TR("You propose: say how many coins each pirate aboard gets, yourself included."), {}});
    } else if (flagAt(o, "is_voter")) {
        lines.push_back({NL_TR("The plan on the table gives you %1 coins. Accept or reject it."),
                         {num(intAt(o, "your_offer", 0), 0)}});
    } else {
        lines.push_back({NL_TR("You are waiting for the others."), {}});
    }
    return lines;
}

std::vector<FormField> PirateView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "proposal") {
            field.label = {NL_TR("Coins for each pirate"), {}};
            field.keyLabels.clear();
            for (const auto& key : f.keys)
                field.keyLabels.push_back(seatOfPirate(key) >= 0 ? Phrase{"%1", {seatOf(seatOfPirate(key))}}
                                                                 : Phrase{"%1", {verbatim(key)}});
            field.total = intAt(o, "gold", static_cast<int>(field.max));
            field.help = {NL_TR("the coins must add up to %1"), {num(*field.total, 0)}};
        } else if (f.name == "decision") {
            field.label = {NL_TR("Your vote"), {}};
            field.choices = {{Json("accept"), {NL_TR("Accept"), {}}}, {Json("reject"), {NL_TR("Reject"), {}}}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase PirateView::action(const Json& action, int /*seat*/) const {
    const Json& a = action.is_object() && action.contains("decision")   ? action["decision"]
                    : action.is_object() && action.contains("proposal") ? action["proposal"]
                                                                        : action;
    if (a.is_string())
        return a.get<std::string>() == "accept" ? Phrase{NL_TR("accepts"), {}} : Phrase{NL_TR("rejects"), {}};
    if (a.is_object()) return {NL_TR("proposes %1"), {nested(planOf(a))}};
    return {"—", {}};
}

std::vector<HeaderField> PirateView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Proposer"), {}}, {"%1", {seatOf(intAt(p, "proposer", 0))}}});
    fields.push_back({{NL_TR("Votes for"), {}},
                      {NL_TR("%1 of %2"), {num(intAt(p, "accepts", 0), 0), num(intAt(p, "aboard", 0), 0)}}});
    const bool accepted = flagAt(p, "accepted");
    Phrase result = accepted ? Phrase{NL_TR("plan accepted"), {}}
                             : Phrase{NL_TR("rejected: %1 thrown overboard"), {seatOf(intAt(p, "proposer", 0))}};
    if (flagAt(p, "game_over")) result = {NL_TR("%1 — game over"), {nested(result)}};
    fields.push_back({{NL_TR("Result"), {}}, result});
    return fields;
}

}  // namespace nashlab::engine::games
