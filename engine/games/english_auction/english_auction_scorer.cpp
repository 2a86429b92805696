// Scores of english_auction (002 §3.3): profit, items won and money left per bidder, the
// profit ranking of the session, engagement per item, the failed-bid CFR from the runner's rejected
// answers (§3.1), and with planning the belief CFRs and the plan-action Spearman numbers (§3.2).
#include <algorithm>
#include <map>

#include "engine/games/english_auction/english_auction_game.h"
#include "engine/metrics/aucarena_metrics.h"

namespace nashlab::engine::games {
namespace {

Json optionalNumber(const std::optional<double>& v) { return v ? Json(*v) : Json(); }

// What the planning rounds of one session say about each bidder.
struct PlanningTally {
    std::vector<Json> initial;                       ///< per seat: the first plan (null when none)
    std::vector<Json> current;                       ///< per seat: the plan in force
    std::vector<std::map<std::string, int>> atItem;  ///< per seat: the priority in force when an item came up
    std::vector<BeliefCheckCounts> beliefs;
    std::vector<int> planChanges;

    explicit PlanningTally(std::size_t n) : initial(n), current(n), atItem(n), beliefs(n), planChanges(n, 0) {}

    void add(const RoundOutcome& r, const std::string& phase) {
        for (std::size_t s = 0; s < initial.size() && s < r.privateReports.size(); ++s) {
            const Json& priv = r.privateReports[s];
            if (phase == "belief") {
                for (const auto& c : priv.value("belief_checks", Json::array())) {
                    BeliefCheckCounts k;
                    k.selfErrors = c.value("self_errors", 0);
                    k.selfChecks = c.value("self_checks", 0);
                    k.otherErrors = c.value("other_errors", 0);
                    k.otherChecks = c.value("other_checks", 0);
                    beliefs[s] += k;
                }
                continue;
            }
            if (!priv.contains("priorities") || !priv.at("priorities").is_object()) continue;
            if (initial[s].is_null()) initial[s] = priv.at("priorities");
            if (!current[s].is_object()) current[s] = Json::object();
            for (const auto& [item, p] : priv.at("priorities").items()) current[s][item] = p;
            if (priv.value("changed", false)) ++planChanges[s];
        }
    }

    void itemCameUp(const std::string& item) {
        for (std::size_t s = 0; s < current.size(); ++s)
            if (current[s].is_object() && current[s].contains(item) && current[s].at(item).is_number())
                atItem[s][item] = current[s].at(item).get<int>();
    }
};

}  // namespace

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
    PlanningTally tally(n);
    std::vector<bool> bidRound;  // per round: a bidding round (planning rounds pay nothing and are left out)
    for (const auto& r : session.rounds) {
        const Json& p = r.publicReport;
        const std::string phase = p.value("phase", "bid");
        bidRound.push_back(phase == "bid");
        if (phase != "bid") {
            tally.add(r, phase);
            continue;
        }
        if (item.is_null() || item.at("item_number") != p.at("item_number")) {
            tally.itemCameUp(p.at("item").get<std::string>());
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

    // Answers and rejections per seat, in bidding rounds and in belief rounds. From a record every
    // decision names its round; scored live only the session totals are known (no planning split).
    std::vector<int> bidInvalid(n, 0), bidAnswers(n, 0), beliefRejected(n, 0);
    if (session.decisionEvents.empty()) {
        for (std::size_t s = 0; s < n; ++s) {
            bidInvalid[s] = s < session.invalidAttempts.size() ? session.invalidAttempts[s] : 0;
            bidAnswers[s] = s < session.decisions.size() ? session.decisions[s] : 0;
        }
    }
    for (const auto& e : session.decisionEvents) {
        const auto s = static_cast<std::size_t>(e.value("seat", -1));
        const auto r = static_cast<std::size_t>(e.value("round", 0) - 1);
        if (s >= n || r >= session.rounds.size() || e.value("source", "") == "fallback") continue;
        const bool valid = e.value("valid", false);
        if (bidRound[r]) {
            ++bidAnswers[s];
            if (!valid) ++bidInvalid[s];
        } else if (!valid && session.rounds[r].publicReport.value("phase", "") == "belief") {
            ++beliefRejected[s];
        }
    }

    std::vector<PriorityRecord> pooled;
    Json perSeat = Json::array();
    for (std::size_t s = 0; s < n; ++s) {
        const int invalid = bidInvalid[s];
        const int decisions = bidAnswers[s];
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
        const bool plans = config && s < config->planning.size() && config->planning[s] != Planning::Off;
        if (!plans) continue;
        Json& seat = perSeat.back();
        const BeliefCheckCounts& b = tally.beliefs[s];
        FailureCounts f;
        f.beliefs = b;
        seat["planning"] = toString(config->planning[s]);
        seat["objective"] = toString(config->objective[s]);
        seat["belief_self_errors"] = b.selfErrors;
        seat["belief_self_checks"] = b.selfChecks;
        seat["belief_other_errors"] = b.otherErrors;
        seat["belief_other_checks"] = b.otherChecks;
        seat["belief_rejected"] = beliefRejected[s];
        seat["self_belief_error_rate"] = f.selfBeliefErrorRate();
        seat["other_belief_error_rate"] = f.otherBeliefErrorRate();
        if (!tally.initial[s].is_object()) continue;
        // §3.2: one record per item that came up, with the first plan's and the current plan's priority.
        std::vector<PriorityRecord> records;
        for (const auto& it : items) {
            const std::string name = it.at("item").get<std::string>();
            if (!tally.initial[s].contains(name) || !tally.initial[s].at(name).is_number()) continue;
            PriorityRecord rec;
            rec.initialPriority = tally.initial[s].at(name).get<int>();
            const auto cur = tally.atItem[s].find(name);
            rec.currentPriority = cur == tally.atItem[s].end() ? rec.initialPriority : cur->second;
            rec.engagements = it.at("engagement")[s].get<int>();
            rec.won = it.at("winner").is_number() && it.at("winner").get<std::size_t>() == s;
            records.push_back(rec);
        }
        pooled.insert(pooled.end(), records.begin(), records.end());
        const PlanAlignment a = planAlignment(records);
        seat["plan_changes"] = tally.planChanges[s];
        seat["rho_initial_engagement"] = optionalNumber(a.initialVsEngagement);
        seat["rho_initial_won"] = optionalNumber(a.initialVsWinning);
        seat["rho_current_engagement"] = optionalNumber(a.currentVsEngagement);
        seat["rho_current_won"] = optionalNumber(a.currentVsWinning);
    }
    double mean = 0.0;
    for (double p : profit) mean += p;
    mean = n ? mean / static_cast<double>(n) : 0.0;
    Json metrics = {
        {"items", items}, {"rounds", session.rounds.size()}, {"items_sold", sold}, {"items_total", itemCount}};
    metrics["bid_rounds"] = std::count(bidRound.begin(), bidRound.end(), true);
    if (!pooled.empty()) {
        const PlanAlignment a = planAlignment(pooled);
        metrics["plan_alignment"] = {{"pairs", a.pairs},
                                     {"initial_vs_engagement", optionalNumber(a.initialVsEngagement)},
                                     {"initial_vs_won", optionalNumber(a.initialVsWinning)},
                                     {"current_vs_engagement", optionalNumber(a.currentVsEngagement)},
                                     {"current_vs_won", optionalNumber(a.currentVsWinning)}};
    }
    return {{"scores",
             {{"mean_profit", mean},
              {"top_profit", top},
              {"sold_fraction", itemCount ? static_cast<double>(sold) / static_cast<double>(itemCount) : 0.0}}},
            {"metrics", metrics},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
