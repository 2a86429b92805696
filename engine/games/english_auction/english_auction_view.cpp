#include "engine/games/english_auction/english_auction_view.h"

namespace nashlab::engine::games {
namespace {

Phrase bidText(const Json& bid) {
    if (bid.is_string() && bid.get<std::string>() == "withdrew") return {NL_TR("withdrew"), {}};
    if (bid.is_number())
        return bid.get<double>() == 0 ? Phrase{NL_TR("withdrew"), {}} : Phrase{"%1", {num(bid.get<double>(), 0)}};
    return {"—", {}};
}

}  // namespace

std::vector<FormField> EnglishAuctionView::form(const ActionSpec& spec, const Json& /*observation*/,
                                                int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "bid") {
            field.label = {NL_TR("Your bid ($)"), {}};
            field.help = {NL_TR("0 withdraws you from this item"), {}};
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

std::vector<Phrase> EnglishAuctionView::situation(const Json& o, int seat) const {
    const Json& item = memberAt(o, "current");
    if (!item.is_object()) return HumanView::situation(o, seat);  // between items, or the auction is over
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Item %1 of %2: %3. Bidding starts at $%4; you think it is worth $%5."),
                     {numberOrDash(memberAt(item, "number"), 0), numberOrDash(memberAt(o, "num_items"), 0),
                      verbatim(textAt(item, "name")), numberOrDash(memberAt(item, "start_price"), 0),
                      numberOrDash(memberAt(item, "your_estimate"), 0)}});
    const Json& highest = memberAt(item, "highest_bid");
    if (!highest.is_number())
        lines.push_back({NL_TR("Nobody has bid on it yet."), {}});
    else if (flagAt(item, "you_lead"))
        lines.push_back({NL_TR("You lead with $%1."), {numberOrDash(highest, 0)}});
    else
        lines.push_back(
            {NL_TR("The highest bid is $%1, by %2."), {numberOrDash(highest, 0), verbatim(textAt(item, "leader"))}});
    lines.push_back({NL_TR("You have $%1 left of $%2; your profit so far is $%3."),
                     {numberOrDash(memberAt(o, "budget"), 0), numberOrDash(memberAt(o, "starting_budget"), 0),
                      numberOrDash(memberAt(o, "profit"), 0)}});
    if (memberAt(item, "can_afford").is_boolean() && !flagAt(item, "can_afford"))
        lines.push_back({NL_TR("You cannot afford the lowest bid of $%1: withdraw with 0."),
                         {numberOrDash(memberAt(item, "min_bid"), 0)}});
    else
        lines.push_back({NL_TR("Bid at least $%1, or withdraw from this item with 0."),
                         {numberOrDash(memberAt(item, "min_bid"), 0)}});
    return lines;
}

Phrase EnglishAuctionView::action(const Json& action, int /*seat*/) const {
    const Json& bid = action.is_object() && action.contains("bid") ? action["bid"] : action;
    if (bid.is_number() || bid.is_string()) return bidText(bid);
    if (action.is_object()) return {NL_TR("planned"), {}};
    return {"—", {}};
}

std::vector<HeaderField> EnglishAuctionView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    const Json& item = memberAt(p, "item");
    const Json& number = memberAt(p, "item_number");
    if (memberAt(p, "phase") != Json("bid")) {
        fields.push_back({{NL_TR("Phase"), {}}, {NL_TR("planning"), {}}});
        const Json& remaining = memberAt(p, "remaining_items");
        fields.push_back({{NL_TR("Items left"), {}},
                          {"%1", {num(remaining.is_array() ? static_cast<double>(remaining.size()) : 0, 0)}}});
        return fields;
    }
    fields.push_back({{NL_TR("Item %1"), {num(number.is_number() ? number.get<double>() : 0, 0)}},
                      {"%1", {verbatim(item.is_string() ? item.get<std::string>() : std::string())}}});
    const Json& round = memberAt(p, "bidding_round");
    fields.push_back({{NL_TR("Bidding round"), {}}, {"%1", {num(round.is_number() ? round.get<double>() : 0, 0)}}});
    std::vector<PhraseArg> bids;
    const Json& all = memberAt(p, "bids");
    if (all.is_array())
        for (const auto& b : all) bids.push_back(nested(bidText(b)));
    fields.push_back({{NL_TR("Bids ($)"), {}}, listOf(bids)});
    const Json& highest = memberAt(p, "highest_bid");
    const Json& leader = memberAt(p, "leader");
    if (highest.is_number() && leader.is_number_integer())
        fields.push_back({{NL_TR("Leading"), {}},
                          {NL_TR("%1 with $%2"), {seatOf(leader.get<int>()), num(highest.get<double>(), 0)}}});
    const Json& sale = memberAt(p, "sale");
    const Json& status = memberAt(p, "status");
    Phrase state{NL_TR("open"), {}};
    if (sale.is_object() && memberAt(sale, "winner").is_number_integer())
        state = {NL_TR("sold to %1 for $%2 (worth $%3)"),
                 {seatOf(memberAt(sale, "winner").get<int>()),
                  num(memberAt(sale, "price").is_number() ? memberAt(sale, "price").get<double>() : 0, 0),
                  num(memberAt(sale, "true_value").is_number() ? memberAt(sale, "true_value").get<double>() : 0, 0)}};
    else if (status == Json("unsold"))
        state = {NL_TR("unsold"), {}};
    fields.push_back({{NL_TR("Status"), {}}, state});
    return fields;
}

}  // namespace nashlab::engine::games
