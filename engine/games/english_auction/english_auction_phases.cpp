// english_auction's planning rounds (002 §2.2–2.5, §2.8): the plan before the first item, the belief
// update after each item (checked against the truth, corrected up to 4 times) and the replan.
// They are rounds of the state so that the runner asks, validates, retries and records them like bids.
#include <algorithm>
#include <cmath>

#include "engine/games/english_auction/english_auction_state.h"

namespace nashlab::engine::games {
namespace {

const char* kPriorities = "priorities";

std::string joined(const std::vector<std::string>& parts, const std::string& sep) {
    std::string s;
    for (const auto& p : parts) s += (s.empty() ? "" : sep) + p;
    return s;
}

Json wholeDollars(double v) { return static_cast<std::int64_t>(std::llround(v)); }

// The status fields of a belief that passed the format check.
AuctionStatus statusOf(const Json& belief) {
    AuctionStatus st;
    st.remainingBudget = belief.at("remaining_budget").get<double>();
    for (const auto& [name, profit] : belief.at("total_profits").items()) st.totalProfits[name] = profit.get<double>();
    for (const auto& [name, bids] : belief.at("winning_bids").items()) {
        auto& items = st.itemsWon[name];
        for (const auto& [item, price] : bids.items()) items.insert(item);
    }
    return st;
}

// Marks the last element of each list so templates can separate items without a trailing comma.
Json markLast(Json list) {
    for (std::size_t i = 0; i < list.size(); ++i) list[i]["last"] = i + 1 == list.size();
    return list;
}

Json countsJson(const BeliefCheckCounts& c) {
    return {{"self_errors", c.selfErrors},
            {"self_checks", c.selfChecks},
            {"other_errors", c.otherErrors},
            {"other_checks", c.otherChecks}};
}

}  // namespace

Json valueRankedPriorities(const std::vector<PlanItem>& remaining, std::int64_t budget) {
    std::int64_t best = 0;
    for (const auto& item : remaining) best = std::max(best, item.estimate);
    Json out = Json::object();
    for (const auto& item : remaining) out[item.name] = item.estimate == best ? 3 : item.startPrice > budget ? 1 : 2;
    return out;
}

bool EnglishAuctionState::anySeat(bool (*wanted)(Planning)) const {
    return std::any_of(m_config.planning.begin(), m_config.planning.end(), wanted);
}

std::vector<int> EnglishAuctionState::planningSeats() const {
    std::vector<int> seats;
    for (int s = 0; s < m_setup.numSeats; ++s) {
        const Planning p = m_config.planning.at(static_cast<std::size_t>(s));
        const bool asked = m_phase == AuctionPhase::Plan     ? p == Planning::Static || p == Planning::Adaptive
                           : m_phase == AuctionPhase::Replan ? p == Planning::Adaptive
                                                             : p != Planning::Off;  // belief, learn
        if (asked) seats.push_back(s);
    }
    return seats;
}

void EnglishAuctionState::afterItemClosed() {
    nextItem();
    // Every bidder with a planning loop updates its belief after each item, whatever its plan (002 §2.4).
    m_phase = anySeat([](Planning p) { return p != Planning::Off; }) ? AuctionPhase::Belief : AuctionPhase::Bid;
}

ActionSpec EnglishAuctionState::planningSpec(int /*seat*/) const {
    if (m_phase == AuctionPhase::Learn)
        return ActionSpec{{ActionField{
            "learnings", FieldKind::Text, {}, {}, {}, {}, "your lessons for this auction, as a numbered list", true}}};
    if (m_phase == AuctionPhase::Belief) {
        std::string profits = "{";
        std::string bids = "{";
        for (int s = 0; s < m_setup.numSeats; ++s) {
            profits += (s ? ", \"" : "\"") + bidderName(s) + "\": <dollars>";
            bids += (s ? ", \"" : "\"") + bidderName(s) + "\": " + (s ? "{}" : "{\"<item name>\": <price paid>}");
        }
        ActionField budget{
            "remaining_budget", FieldKind::Number, 0, {}, {}, {}, "your remaining budget in dollars", true};
        ActionField total{"total_profits", FieldKind::Object, {}, {}, {}, {}, profits + "}", true};
        ActionField won{"winning_bids", FieldKind::Object, {}, {}, {}, {}, bids + "}", true};
        return ActionSpec{{budget, total, won}};
    }
    ActionField f;
    f.name = kPriorities;
    f.kind = FieldKind::IntMap;
    f.min = 1;
    f.max = 3;
    for (std::size_t i = m_item; i < m_items.size(); ++i) f.keys.push_back(m_items[i].name);
    f.description = "a priority for every remaining item: 3 top priority, 2 if the budget allows, 1 give up if needed";
    return ActionSpec{{f}};
}

Status EnglishAuctionState::validatePlanning(int seat, const Json& action) const {
    const auto acting = planningSeats();
    if (finished() || std::find(acting.begin(), acting.end(), seat) == acting.end())
        return Error::make("not_your_turn", "you are not asked for a plan now");
    if (m_phase == AuctionPhase::Learn) {
        if (!action.is_object() || !action.value("learnings", Json()).is_string())
            return Error::make("invalid_action", "the answer needs 'learnings': your lessons as text");
        return okStatus();
    }
    if (!action.is_object() || !action.contains(kPriorities) || !action.at(kPriorities).is_object())
        return Error::make("invalid_action", "the answer needs 'priorities': an object of item names and 1, 2 or 3");
    return okStatus();
}

Status EnglishAuctionState::beliefFormat(const Json& action) {
    std::vector<std::string> problems;
    if (!action.contains("remaining_budget") || !action.at("remaining_budget").is_number())
        problems.push_back("'remaining_budget' must be a number: your own remaining budget");
    if (!action.contains("total_profits") || !action.at("total_profits").is_object())
        problems.push_back("'total_profits' must be an object with every bidder's profit");
    else
        for (const auto& [name, v] : action.at("total_profits").items())
            if (!v.is_number()) problems.push_back("the total profit of " + name + " must be a number of dollars");
    if (!action.contains("winning_bids") || !action.at("winning_bids").is_object())
        problems.push_back("'winning_bids' must be an object with every bidder's won items");
    else
        for (const auto& [name, bids] : action.at("winning_bids").items()) {
            if (!bids.is_object()) {
                problems.push_back("the winning bids of " + name +
                                   " must be an object of item names and prices ({} if nothing was won)");
                continue;
            }
            for (const auto& [item, price] : bids.items())
                if (!price.is_number())
                    problems.push_back("the price of " + item + " won by " + name + " must be a number of dollars");
        }
    if (!problems.empty())
        return Error::make("belief_format", "your status JSON is malformed: " + joined(problems, "; ") + ".");
    return okStatus();
}

Status EnglishAuctionState::legalInStep(int seat, const Json& action) const {
    if (m_phase != AuctionPhase::Belief) return validate(seat, action);
    // A belief the runner accepted (right, or wrong with its corrections spent) is legal: only its
    // shape is a rule. Checking it again would count the check twice, and a replay could not know
    // how many corrections were spent.
    const auto acting = planningSeats();
    if (finished() || std::find(acting.begin(), acting.end(), seat) == acting.end())
        return Error::make("not_your_turn", "you are not asked for a status now");
    return beliefFormat(action);
}

Status EnglishAuctionState::validateBelief(int seat, const Json& action) const {
    const auto acting = planningSeats();
    if (finished() || std::find(acting.begin(), acting.end(), seat) == acting.end())
        return Error::make("not_your_turn", "you are not asked for a status now");
    // Format first (002 §2.4's sanity check, in our words); beliefs are compared only when readable.
    if (auto format = beliefFormat(action); !format) return format;

    const BeliefCheckCounts counts = checkBelief(bidderName(seat), statusOf(action), truthFor(seat));
    auto& log = m_beliefChecks.at(static_cast<std::size_t>(seat));
    log.push_back(counts);
    const int correctionsSoFar = static_cast<int>(log.size()) - 1;
    const bool refused =
        m_config.correctBelief && !counts.messages.empty() && correctionsSoFar < m_config.maxBeliefCorrections;
    if (refused)
        return Error::make("belief_wrong", "as " + bidderName(seat) + ", your status has " +
                                               std::to_string(counts.messages.size()) +
                                               " error(s): " + joined(counts.messages, " ") +
                                               " Give the corrected status JSON, all three fields.");
    return okStatus();
}

std::optional<RoundOutcome> EnglishAuctionState::applyPlanning(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    out.actions = Json::array();
    out.payoffs.assign(n, 0.0);  // planning pays nothing
    Json remaining = Json::array();
    for (std::size_t i = m_item; i < m_items.size(); ++i) remaining.push_back(m_items[i].name);
    out.publicReport = {{"phase", toString(m_phase)}, {"step", m_item}, {"remaining_items", remaining}};
    if (m_item > 0) {
        out.publicReport["item"] = m_items[m_item - 1].name;  // the item just closed
        out.publicReport["item_number"] = m_item;
    }
    for (std::size_t s = 0; s < n; ++s) {
        out.actions.push_back(nullptr);
        out.privateReports.push_back({{"budget", m_budget[s]}, {"profit", m_profit[s]}});
        out.reference.push_back(nullptr);
    }
    for (int seat : planningSeats()) {
        const auto s = static_cast<std::size_t>(seat);
        const auto it = actions.find(seat);
        const Json action = it == actions.end() ? Json() : it->second;
        out.actions[s] = action;
        Json& priv = out.privateReports[s];
        if (m_phase == AuctionPhase::Learn) {
            if (action.is_object() && action.value("learnings", Json()).is_string())
                m_learnings[s] = action.at("learnings").get<std::string>();  // a forfeit keeps the old lessons
            priv["learnings"] = m_learnings[s];
            continue;
        }
        if (m_phase == AuctionPhase::Belief) {
            if (action.is_object()) m_beliefs[s] = action;  // a forfeit keeps the last belief
            Json checks = Json::array();
            for (const auto& c : m_beliefChecks[s]) checks.push_back(countsJson(c));
            priv["belief_checks"] = checks;
            priv["truth"] = trueStatusJson(seat);
            continue;
        }
        bool changed = false;
        if (action.is_object() && action.contains(kPriorities) && action.at(kPriorities).is_object()) {
            const Json before = m_priorities[s];
            Json now = before.is_object() ? before : Json::object();
            for (const auto& [item, p] : action.at(kPriorities).items()) {
                if (before.is_object() && before.contains(item) && before.at(item) != p) changed = true;
                now[item] = p;
            }
            m_priorities[s] = now;
        }
        Json current = Json::object();
        if (m_priorities[s].is_object())
            for (const auto& name : remaining)
                if (m_priorities[s].contains(name.get<std::string>()))
                    current[name.get<std::string>()] = m_priorities[s].at(name.get<std::string>());
        priv["priorities"] = current;
        priv["changed"] = changed;
    }
    for (auto& log : m_beliefChecks) log.clear();

    if (m_phase == AuctionPhase::Learn)
        startPlanning();
    else if (m_phase == AuctionPhase::Belief && m_item < m_items.size() &&
             anySeat([](Planning p) { return p == Planning::Adaptive; }))
        m_phase = AuctionPhase::Replan;
    else
        m_phase = AuctionPhase::Bid;
    return out;
}

Json EnglishAuctionState::previousAuctionView(int seat) const {
    const Json log = m_setup.carryIn.value("auction_log", Json::array());
    const Json profits = m_setup.carryIn.value("profits", Json::object());
    Json items = Json::array();
    for (const auto& e : log) {
        Json item = e;
        item["sold"] = !e.value("winner", Json()).is_null();
        item["you_won"] = e.value("winner", Json()) == bidderName(seat);
        items.push_back(item);
    }
    Json totals = Json::array();
    for (const auto& [name, profit] : profits.items())
        totals.push_back({{"bidder", name}, {"profit", profit}, {"you", name == bidderName(seat)}});
    return {{"items", items}, {"profits", markLast(totals)}};
}

Json EnglishAuctionState::trueStatusJson(int seat) const {
    Json profits = Json::object();
    Json bids = Json::object();
    for (int s = 0; s < m_setup.numSeats; ++s) {
        profits[bidderName(s)] = wholeDollars(m_profit[static_cast<std::size_t>(s)]);
        bids[bidderName(s)] = Json::object();
    }
    for (std::size_t i = 0; i < m_sales.size(); ++i)
        if (!m_sales[i].at("winner").is_null())
            bids[bidderName(m_sales[i].at("winner").get<int>())][m_items[i].name] = m_sales[i].at("price");
    return {{"remaining_budget", m_budget.at(static_cast<std::size_t>(seat))},
            {"total_profits", profits},
            {"winning_bids", bids}};
}

Json EnglishAuctionState::valuePriorities(int seat) const {
    std::vector<PlanItem> remaining;
    for (std::size_t i = m_item; i < m_items.size(); ++i)
        remaining.push_back({m_items[i].name, m_items[i].startPrice, estimate(seat, i)});
    return valueRankedPriorities(remaining, budget(seat));
}

void EnglishAuctionState::addPlanningObservation(int seat, Json& obs) const {
    const auto s = static_cast<std::size_t>(seat);
    const Planning planning = m_config.planning.at(s);
    const Objective objective = m_config.objective.at(s);
    obs["phase"] = toString(m_phase);
    obs["phase_learn"] = m_phase == AuctionPhase::Learn;
    obs["phase_plan"] = m_phase == AuctionPhase::Plan;
    obs["phase_bid"] = m_phase == AuctionPhase::Bid;
    obs["phase_belief"] = m_phase == AuctionPhase::Belief;
    obs["phase_replan"] = m_phase == AuctionPhase::Replan;
    obs["planning"] = toString(planning);
    obs["objective"] = toString(objective);
    obs["objective_items"] = objective == Objective::Items;
    obs["objective_profit"] = objective == Objective::Profit;
    Json bidders = Json::array();
    for (int b = 0; b < m_setup.numSeats; ++b) bidders.push_back({{"name", bidderName(b)}, {"you", b == seat}});
    obs["bidders"] = markLast(bidders);
    obs["learnings"] = m_learnings[s];
    obs["has_learnings"] = !m_learnings[s].empty();
    if (m_phase == AuctionPhase::Learn) obs["previous_auction"] = previousAuctionView(seat);
    Json remaining = Json::array();
    Json priorities = Json::array();
    const Json& plan = m_priorities[s];
    for (std::size_t i = m_item; i < m_items.size(); ++i) {
        Json item = {{"number", i + 1},
                     {"name", m_items[i].name},
                     {"start_price", m_items[i].startPrice},
                     {"your_estimate", m_estimate[s][i]}};
        if (plan.is_object() && plan.contains(m_items[i].name)) {
            item["priority"] = plan.at(m_items[i].name);
            priorities.push_back({{"item", m_items[i].name}, {"priority", plan.at(m_items[i].name)}});
        }
        remaining.push_back(item);
    }
    obs["remaining_items"] = remaining;
    obs["has_plan"] = !priorities.empty();
    if (!priorities.empty()) obs["your_priorities"] = markLast(priorities);
    if (m_beliefs[s].is_object()) {
        // The last belief, as lists a template can walk.
        const Json& b = m_beliefs[s];
        Json profits = Json::array();
        // Named copies: items() of a temporary would dangle inside the loop.
        const Json believedProfits = b.value("total_profits", Json::object());
        const Json believedBids = b.value("winning_bids", Json::object());
        for (const auto& [name, v] : believedProfits.items()) profits.push_back({{"bidder", name}, {"profit", v}});
        Json wins = Json::array();
        for (const auto& [name, bids] : believedBids.items()) {
            Json items = Json::array();
            if (bids.is_object())
                for (const auto& [item, price] : bids.items()) items.push_back({{"item", item}, {"price", price}});
            wins.push_back({{"bidder", name}, {"items", markLast(items)}, {"nothing", items.empty()}});
        }
        obs["your_belief"] = {{"remaining_budget", b.value("remaining_budget", Json())},
                              {"profits", markLast(profits)},
                              {"winning_bids", markLast(wins)}};
    }
    if (m_phase == AuctionPhase::Belief && m_item > 0 && m_item <= m_sales.size()) {
        const std::size_t i = m_item - 1;
        const Json& sale = m_sales[i];
        Json last = {{"number", i + 1}, {"name", m_items[i].name}, {"sold", !sale.at("winner").is_null()}};
        if (!sale.at("winner").is_null()) {
            last["winner"] = bidderName(sale.at("winner").get<int>());
            last["price"] = sale.at("price");
            last["true_value"] = m_items[i].trueValue;
            last["you_won"] = sale.at("winner").get<int>() == seat;
        }
        obs["last_item"] = last;
    }
}

}  // namespace nashlab::engine::games
