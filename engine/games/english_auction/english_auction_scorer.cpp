// Scores of english_auction (002 §3.3): profit, items won and money left per bidder, the
// profit ranking of the session, engagement per item (for §3.2's correlations) and the failed-bid
// CFR from the runner's rejected answers (§3.1).
#include <algorithm>

#include "engine/games/english_auction/english_auction_game.h"
#include "engine/metrics/aucarena_metrics.h"

namespace nashlab::engine::games {

Json EnglishAuctionGame::score(const PlayedSession& session) const {
    const auto n = static_cast<std::size_t>(session.numSeats);
    auto config = auctionConfig(session.params, session.numSeats);
    std::vector<std::int64_t> budgets(n, 0);
    std::size_t itemCount = 0;
    if (config) {
        budgets = config->budgets;
        itemCount = config->items.size();
    }

    std::vector<double> profit(n, 0.0);
    std::vector<std::int64_t> spent(n, 0);
    std::vector<int> won(n, 0), engagement(n, 0), overpaid(n, 0);
    Json items = Json::array();
    Json item;  // the item being collected
    int sold = 0;
    for (const auto& r : session.rounds) {
        const Json& p = r.publicReport;
        if (item.is_null() || item.at("item_number") != p.at("item_number")) {
            item = {{"item", p.at("item")},
                    {"item_number", p.at("item_number")},
                    {"start_price", p.at("start_price")},
                    {"rounds", 0},
                    {"engagement", std::vector<int>(n, 0)},
                    {"status", "open"},
                    {"winner", nullptr},
                    {"price", nullptr}};
        }
        item["rounds"] = item["rounds"].get<int>() + 1;
        for (std::size_t s = 0; s < n && s < p.at("bids").size(); ++s) {
            if (!p.at("bids")[s].is_number()) continue;
            ++engagement[s];
            item["engagement"][s] = item["engagement"][s].get<int>() + 1;
        }
        for (std::size_t s = 0; s < n; ++s) profit[s] += r.payoffs.at(s);
        item["status"] = p.at("status");
        if (p.at("status") == "sold") {
            const Json& sale = p.at("sale");
            const auto w = sale.at("winner").get<std::size_t>();
            const auto price = sale.at("price").get<std::int64_t>();
            ++won[w];
            spent[w] += price;
            if (price > sale.at("true_value").get<std::int64_t>()) ++overpaid[w];
            ++sold;
            item["winner"] = w;
            item["price"] = price;
            item["true_value"] = sale.at("true_value");
        }
        if (p.at("status") != "open") {
            items.push_back(item);
            item = nullptr;
        }
    }
    if (!item.is_null()) items.push_back(item);  // stopped at the round cap mid-item

    // Place 1 = highest profit; tied bidders share the mean of their places.
    std::vector<double> negated(n);
    for (std::size_t s = 0; s < n; ++s) negated[s] = -profit[s];
    const std::vector<double> ranks = averageRanks(negated);
    const double top = n ? *std::max_element(profit.begin(), profit.end()) : 0.0;
    const auto leaders = static_cast<double>(std::count(profit.begin(), profit.end(), top));

    Json perSeat = Json::array();
    for (std::size_t s = 0; s < n; ++s) {
        const int invalid = s < session.invalidAttempts.size() ? session.invalidAttempts[s] : 0;
        const int decisions = s < session.decisions.size() ? session.decisions[s] : 0;
        perSeat.push_back({{"seat", s},
                           {"payoff", profit[s]},
                           {"profit", profit[s]},
                           {"items_won", won[s]},
                           {"money_spent", spent[s]},
                           {"money_left", budgets[s] - spent[s]},
                           {"engagement", engagement[s]},
                           {"overpaid_items", overpaid[s]},
                           {"rank", ranks[s]},
                           {"top_share", profit[s] == top ? 1.0 / leaders : 0.0},
                           {"invalid_attempts", invalid},
                           {"failed_bid_rate", correctedFailureRate(invalid, decisions - invalid)}});
    }
    double mean = 0.0;
    for (double p : profit) mean += p;
    mean = n ? mean / static_cast<double>(n) : 0.0;
    return {{"scores",
             {{"mean_profit", mean},
              {"top_profit", top},
              {"sold_fraction", itemCount ? static_cast<double>(sold) / static_cast<double>(itemCount) : 0.0}}},
            {"metrics",
             {{"items", items}, {"rounds", session.rounds.size()}, {"items_sold", sold}, {"items_total", itemCount}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
