#include "engine/games/water_allocation/water_allocation_view.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {
namespace {

// "1 unit", "12 units", "—" for no number.
Phrase units(const Json& value) {
    if (!value.is_number()) return {"—", {}};
    return value.get<double>() == 1 ? Phrase{NL_TR("1 unit"), {}} : Phrase{NL_TR("%1 units"), {numberOrDash(value)}};
}

Phrase dollars(const Json& value) {
    if (!value.is_number()) return {"—", {}};
    return {NL_TR("$%1"), {numberOrDash(value)}};
}

// The seats of a report's list, "nobody" when it is empty, "—" when the report does not say.
Phrase seats(const Json& list) {
    if (!list.is_array()) return {"—", {}};
    std::vector<PhraseArg> out;
    for (const auto& s : list)
        if (s.is_number_integer()) out.push_back(seatOf(s.get<int>()));
    return listOf(out, Phrase{NL_TR("nobody"), {}});
}

}  // namespace

std::vector<Phrase> WaterAllocationView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Day %1 of %2. Today's supply is %3 of water; the residents still in the game need %4 "
                           "in all."),
                     {numberOrDash(memberAt(o, "day"), 0), numberOrDash(memberAt(o, "days"), 0),
                      nested(units(memberAt(o, "supply"))), nested(units(memberAt(o, "survivors_need")))}});
    const bool out = memberAt(o, "alive").is_boolean() && !flagAt(o, "alive");
    if (out) {
        lines.push_back({NL_TR("You have been eliminated: you no longer bid."), {}});
        return lines;
    }
    lines.push_back({NL_TR("You need %1 a day. You have %2 (today's salary of %3 included) and %4 of %5 health "
                           "points."),
                     {nested(units(memberAt(o, "requirement"))), nested(dollars(memberAt(o, "balance"))),
                      nested(dollars(memberAt(o, "salary"))), numberOrDash(memberAt(o, "hp"), 0),
                      numberOrDash(memberAt(o, "max_hp"), 0)}});
    const Json& history = memberAt(o, "history");
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        const Json& bid = memberAt(last, "your_bid");
        if (!bid.is_number())
            lines.push_back({NL_TR("You did not bid yesterday."), {}});
        else
            lines.push_back({flagAt(last, "you_won") ? NL_TR("Yesterday you bid %1 and got your water.")
                                                     : NL_TR("Yesterday you bid %1 and got no water."),
                             {nested(dollars(bid))}});
        const Json& lowest = memberAt(last, "min_winning_bid");
        lines.push_back(lowest.is_number()
                            ? Phrase{NL_TR("The lowest winning bid yesterday was %1."), {nested(dollars(lowest))}}
                            : Phrase{NL_TR("Nobody got water yesterday."), {}});
    }
    const Json& loss = memberAt(o, "hp_loss_if_dry");
    if (loss.is_number())
        lines.push_back(
            loss.get<double>() == 1
                ? Phrase{NL_TR("A day without water would cost you 1 health point."), {}}
                : Phrase{NL_TR("A day without water would cost you %1 health points."), {numberOrDash(loss, 0)}});
    lines.push_back({NL_TR("Bid for your whole water need today."), {}});
    return lines;
}

std::vector<FormField> WaterAllocationView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    std::vector<FormField> fields;
    const Json& balance = memberAt(o, "balance");
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "bid") {
            field.label = {NL_TR("Your bid for water ($)"), {}};
            // The rules take any bid but count none above the balance: a person bids what they have.
            if (balance.is_number() && balance.get<double>() >= field.min) field.max = balance.get<double>();
            field.step = 1;
            field.help = {NL_TR("for your whole need of %1 today; you have %2"),
                          {nested(units(memberAt(o, "requirement"))), nested(dollars(balance))}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase WaterAllocationView::action(const Json& action, int /*seat*/) const {
    // A day's actions hold the bare bid; a step holds {"bid": n}.
    const Json* v = action.is_number() ? &action : memberOf(action, "bid");
    if (!v || !v->is_number()) return {NL_TR("no bid"), {}};
    return {NL_TR("bids %1"), {nested(dollars(*v))}};
}

std::vector<HeaderField> WaterAllocationView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Supply"), {}}, units(memberAt(p, "supply"))});
    fields.push_back({{NL_TR("Got water"), {}}, seats(memberAt(p, "winners"))});
    fields.push_back({{NL_TR("Lowest winning bid"), {}}, dollars(memberAt(p, "min_winning_bid"))});
    fields.push_back({{NL_TR("Water left"), {}}, units(memberAt(p, "water_left"))});
    // Bids above the bidder's money: void (accepted, never winning); listed only when there were any.
    const Json& over = memberAt(p, "over_balance");
    std::vector<PhraseArg> voided;
    if (over.is_array())
        for (std::size_t i = 0; i < over.size(); ++i)
            if (over[i].is_boolean() && over[i].get<bool>()) voided.push_back(seatOf(static_cast<int>(i)));
    if (!voided.empty()) fields.push_back({{NL_TR("Void bids (above the balance)"), {}}, listOf(voided)});
    fields.push_back({{NL_TR("Eliminated"), {}}, seats(memberAt(p, "eliminated"))});
    fields.push_back({{NL_TR("Residents left"), {}}, {"%1", {numberOrDash(memberAt(p, "survivors"), 0)}}});
    return fields;
}

}  // namespace nashlab::engine::games
