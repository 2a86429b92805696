#include "engine/games/sealed_bid_auction/sealed_bid_auction_view.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {

std::vector<Phrase> SealedBidAuctionView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Round %1 of %2. One item is for sale, and it is worth %3 to you."),
                     {numberOrDash(memberAt(o, "round"), 0), numberOrDash(memberAt(o, "rounds"), 0),
                      numberOrDash(memberAt(o, "value"))}});
    lines.push_back(flagAt(o, "second_price")
                        ? Phrase{NL_TR("Everyone bids once, sealed. The highest bid wins and pays the second-highest "
                                       "bid."),
                                 {}}
                        : Phrase{NL_TR("Everyone bids once, sealed. The highest bid wins and pays its own bid."), {}});
    if (flagAt(o, "has_assets"))
        lines.push_back(
            {NL_TR("You hold %1 in assets; you cannot bid more than that."), {numberOrDash(memberAt(o, "assets"))}});
    const Json& history = memberAt(o, "history");
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        const Json& last = history.back();
        const PhraseArg bid = numberOrDash(memberAt(last, "your_bid"));
        const PhraseArg value = numberOrDash(memberAt(last, "your_value"));
        if (!memberAt(last, "your_bid").is_number())
            lines.push_back({NL_TR("You did not bid last round."), {}});
        else if (flagAt(last, "you_won"))
            lines.push_back({NL_TR("Last round you bid %1 for an item worth %2 to you and won it, paying %3."),
                             {bid, value, numberOrDash(memberAt(last, "price"))}});
        else if (memberAt(last, "winning_bid").is_number())
            lines.push_back({NL_TR("Last round you bid %1 for an item worth %2 to you and lost: the winning bid "
                                   "was %3."),
                             {bid, value, numberOrDash(memberAt(last, "winning_bid"))}});
        else
            lines.push_back({NL_TR("Last round you bid %1 for an item worth %2 to you; nobody won it."), {bid, value}});
        lines.push_back({NL_TR("Your total so far: %1."), {numberOrDash(memberAt(last, "cumulative"))}});
    }
    lines.push_back({NL_TR("Place your sealed bid."), {}});
    return lines;
}

std::vector<FormField> SealedBidAuctionView::form(const ActionSpec& spec, const Json& /*observation*/,
                                                  int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "bid") {
            field.label = {NL_TR("Your bid"), {}};
            field.help = {f.kind == FieldKind::Integer ? NL_TR("a whole number from %1 to %2")
                                                       : NL_TR("any number from %1 to %2"),
                          {num(field.min), num(field.max)}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase SealedBidAuctionView::action(const Json& action, int /*seat*/) const {
    // A round's actions hold the bare bid; a step holds {"bid": n}.
    const Json* v = action.is_number() ? &action : memberOf(action, "bid");
    if (!v || !v->is_number()) return {NL_TR("no bid"), {}};
    return {NL_TR("bids %1"), {numberOrDash(*v)}};
}

std::vector<HeaderField> SealedBidAuctionView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    const Json& winner = memberAt(p, "winner");
    // No winner (null) when nobody bid; "—" when the report does not say.
    Phrase who = winner.is_number_integer()                                  ? Phrase{"%1", {seatOf(winner.get<int>())}}
                 : winner.is_null() && p.is_object() && p.contains("winner") ? Phrase{NL_TR("nobody"), {}}
                                                                             : Phrase{"—", {}};
    fields.push_back({{NL_TR("Winner"), {}}, who});
    fields.push_back({{NL_TR("Winning bid"), {}}, {"%1", {numberOrDash(memberAt(p, "winning_bid"))}}});
    fields.push_back({{NL_TR("Price paid"), {}}, {"%1", {numberOrDash(memberAt(p, "price"))}}});
    if (intAt(p, "tied", 0) > 1)
        fields.push_back(
            {{NL_TR("Tie"), {}}, {NL_TR("%1 bidders tied for the highest bid"), {num(intAt(p, "tied", 0), 0)}}});
    const Json& all = memberAt(p, "all_bids");
    if (all.is_array()) {
        std::vector<PhraseArg> bids;
        for (const auto& b : all) bids.push_back(numberOrDash(b));
        fields.push_back({{NL_TR("Bids"), {}}, listOf(bids)});
    }
    return fields;
}

}  // namespace nashlab::engine::games
