#include "engine/games/english_auction/english_auction_state.h"

#include <algorithm>
#include <cmath>

namespace nashlab::engine::games {
namespace {

const char* kBid = "bid";

std::string dollars(std::int64_t v) { return "$" + std::to_string(v); }

// The bid in an action, or nullopt for a withdrawal, a forfeit (null) or a malformed answer.
std::optional<std::int64_t> positiveBid(const Json& action) {
    if (!action.is_object() || !action.contains(kBid) || !action.at(kBid).is_number()) return std::nullopt;
    const auto bid = static_cast<std::int64_t>(std::llround(action.at(kBid).get<double>()));
    if (bid <= 0) return std::nullopt;
    return bid;
}

enum class SaleStatus { Open, Sold, Unsold };

const char* statusName(SaleStatus status) {
    switch (status) {
    case SaleStatus::Open: return "open";
    case SaleStatus::Sold: return "sold";
    case SaleStatus::Unsold: return "unsold";
    }
    return "open";
}

}  // namespace

EnglishAuctionState::EnglishAuctionState(GameSetup setup, AuctionConfig config)
    : State(std::move(setup)), m_config(std::move(config)), m_items(m_config.items) {
    if (m_config.shuffle) {
        // "Varied item orders" (002 §1.2): one seeded Fisher–Yates shuffle per session.
        Rng rng = Rng(m_setup.seed).split("item_order");
        for (std::size_t i = m_items.size(); i > 1; --i)
            std::swap(m_items[i - 1],
                      m_items[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(i) - 1))]);
    }
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_estimate.assign(n, {});
    for (std::size_t s = 0; s < n; ++s)
        for (const auto& item : m_items)
            m_estimate[s].push_back(estimatedValue(item.trueValue, m_config.overestimatePct.at(s)));
    m_budget = m_config.budgets;
    m_profit.assign(n, 0.0);
    m_withdrawn.assign(n, false);
    m_bidsOnItem.assign(n, 0);
    m_priorities.assign(n, nullptr);
    m_beliefs.assign(n, nullptr);
    m_beliefChecks.assign(n, {});
    // Lessons carried from the previous auction (002 §2.6), rewritten in a learn round first.
    m_learnings.assign(n, std::string());
    const Json carried = m_setup.carryIn.is_object() ? m_setup.carryIn.value("learnings", Json::object()) : Json();
    for (std::size_t s = 0; s < n && carried.is_object(); ++s)
        m_learnings[s] = carried.value(bidderName(static_cast<int>(s)), std::string());
    const bool learn = m_config.learning && m_setup.carryIn.is_object() && m_setup.carryIn.contains("auction_log") &&
                       anySeat([](Planning p) { return p != Planning::Off; });
    if (learn)
        m_phase = AuctionPhase::Learn;
    else
        startPlanning();
}

void EnglishAuctionState::startPlanning() {
    // Static and adaptive bidders plan before the first item.
    m_phase = anySeat([](Planning p) { return p == Planning::Static || p == Planning::Adaptive; }) ? AuctionPhase::Plan
                                                                                                   : AuctionPhase::Bid;
}

std::string toString(AuctionPhase phase) {
    switch (phase) {
    case AuctionPhase::Learn: return "learn";
    case AuctionPhase::Plan: return "plan";
    case AuctionPhase::Bid: return "bid";
    case AuctionPhase::Belief: return "belief";
    case AuctionPhase::Replan: return "replan";
    }
    return "bid";
}

bool EnglishAuctionState::finished() const {
    // The cap counts bidding rounds only; a belief update after the last item still belongs to the auction.
    return (m_phase == AuctionPhase::Bid && m_item >= m_items.size()) ||
           (m_setup.rounds > 0 && m_bidRounds >= m_setup.rounds);
}

std::vector<int> EnglishAuctionState::actingSeats() const {
    if (finished()) return {};
    if (m_phase != AuctionPhase::Bid) return planningSeats();
    std::vector<int> seats;
    for (int s = 0; s < m_setup.numSeats; ++s)
        if (s != m_leader && !m_withdrawn[static_cast<std::size_t>(s)]) seats.push_back(s);
    return seats;
}

std::int64_t EnglishAuctionState::minimumRaiseNow() const {
    return m_item < m_items.size() ? minimumRaise(m_items[m_item].startPrice, m_config.minRaiseFraction) : 0;
}

std::int64_t EnglishAuctionState::minimumBid() const {
    if (m_item >= m_items.size()) return 0;
    return std::max(m_items[m_item].startPrice, m_prevRoundMax + minimumRaiseNow());
}

ActionSpec EnglishAuctionState::actionSpec(int seat) const {
    if (m_phase != AuctionPhase::Bid) return planningSpec(seat);
    ActionField f;
    f.name = kBid;
    f.kind = FieldKind::Integer;
    f.min = 0;  // no maximum here: an over-budget bid is refused by validate() with the auction's own reason
    f.description = "your bid in whole dollars, or 0 to withdraw from this item";
    return ActionSpec{{f}};
}

Status EnglishAuctionState::validate(int seat, const Json& action) const {
    if (m_phase == AuctionPhase::Belief) return validateBelief(seat, action);
    if (m_phase != AuctionPhase::Bid) return validatePlanning(seat, action);
    if (!action.is_object() || !action.contains(kBid) || !action.at(kBid).is_number())
        return Error::make("invalid_action", "the answer needs a whole number of dollars in 'bid' (0 to withdraw)");
    const double raw = action.at(kBid).get<double>();
    if (raw < 0 || std::floor(raw) != raw)
        return Error::make("invalid_action",
                           "'bid' must be a whole number of dollars, 0 or more, got " + formatNumber(raw));
    const auto bid = static_cast<std::int64_t>(raw);
    if (bid == 0) return okStatus();  // withdrawing is always allowed
    const auto s = static_cast<std::size_t>(seat);
    if (finished()) return Error::make("not_your_turn", "the auction is over");
    if (seat == m_leader) return Error::make("not_your_turn", "you hold the highest bid and sit this round out");
    if (m_withdrawn.at(s))
        return Error::make("not_your_turn",
                           "you withdrew from " + m_items[m_item].name + " and cannot bid on it again");
    // The order of AucArena's checks (002 §1.7): budget, starting price, raise.
    if (bid > m_budget.at(s))
        return Error::make("over_budget", "your bid of " + dollars(bid) + " is more than your remaining budget of " +
                                              dollars(m_budget[s]));
    const AuctionItem& item = m_items[m_item];
    if (bid < item.startPrice)
        return Error::make("below_start", "your bid of " + dollars(bid) + " is below the starting price of " +
                                              dollars(item.startPrice) + " for " + item.name);
    if (bid < m_prevRoundMax + minimumRaiseNow())
        return Error::make("raise_too_small",
                           "your bid of " + dollars(bid) + " does not raise the previous round's highest bid of " +
                               dollars(m_prevRoundMax) + " by at least " + dollars(minimumRaiseNow()) +
                               "; bid at least " + dollars(m_prevRoundMax + minimumRaiseNow()) + " or withdraw with 0");
    return okStatus();
}

std::optional<RoundOutcome> EnglishAuctionState::doApply(const std::map<int, Json>& actions) {
    if (finished()) return std::nullopt;
    if (m_phase != AuctionPhase::Bid) return applyPlanning(actions);
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const std::size_t itemIndex = m_item;
    const int itemRound = m_itemRound;
    const AuctionItem& item = m_items[m_item];
    // The acting seats, before any answer changes them.
    std::vector<bool> asked(n, false);
    for (std::size_t s = 0; s < n; ++s) asked[s] = static_cast<int>(s) != m_leader && !m_withdrawn[s];
    RoundOutcome out;
    Json bids = Json::array();
    std::vector<std::pair<int, std::int64_t>> positive;  // in seat order
    for (std::size_t s = 0; s < n; ++s) {
        if (!asked[s]) {
            out.actions.push_back(nullptr);
            bids.push_back(nullptr);
            continue;
        }
        const int seat = static_cast<int>(s);
        const auto it = actions.find(seat);
        static const Json kNull;
        const Json& action = it == actions.end() ? kNull : it->second;
        // A forfeit, a withdrawal, or (in a replay of bad data) an illegal bid all mean "out".
        const auto bid = positiveBid(action);
        if (bid && validate(seat, action)) {
            positive.emplace_back(seat, *bid);
            ++m_bidsOnItem[s];
            out.actions.push_back(*bid);
            bids.push_back(*bid);
        } else {
            m_withdrawn[s] = true;
            out.actions.push_back(0);
            bids.push_back("withdrew");
        }
    }

    // Highest bid: new bids always beat the standing one (they must clear the previous maximum);
    // equal top bids within the round are settled by one fair draw.
    Json tied = Json::array();
    if (!positive.empty()) {
        std::int64_t top = 0;
        for (const auto& [seat, bid] : positive) top = std::max(top, bid);
        std::vector<int> atTop;
        for (const auto& [seat, bid] : positive)
            if (bid == top) atTop.push_back(seat);
        int chosen = atTop.front();
        if (atTop.size() > 1) {
            Rng rng(mixSeed({m_setup.seed, hashString("tie"), m_item, static_cast<std::uint64_t>(m_itemRound)}));
            chosen = atTop[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(atTop.size()) - 1))];
            for (int seat : atTop) tied.push_back(seat);  // the tie is part of the report
        }
        m_highest = top;
        m_leader = chosen;
    }

    // Hammer rules (002 §1.8).
    SaleStatus status = SaleStatus::Open;
    if (positive.empty() && m_leader < 0) {
        status = SaleStatus::Unsold;
    } else if (m_prevRoundMax < 0 && positive.size() == 1) {
        status = SaleStatus::Sold;  // a lone opening bid takes the item at once
    } else {
        m_prevRoundMax = m_highest;
        if (positive.empty()) status = SaleStatus::Sold;  // a round with no new bid
    }
    const bool sold = status == SaleStatus::Sold;

    out.payoffs.assign(n, 0.0);
    if (sold) {
        const auto w = static_cast<std::size_t>(m_leader);
        m_budget[w] -= m_highest;
        out.payoffs[w] = static_cast<double>(item.trueValue - m_highest);
        m_profit[w] += out.payoffs[w];
    }
    // The outcome as it stands after the round (closing the item below resets the bidding state).
    const std::int64_t highest = m_highest;
    const int leader = m_leader;
    Json sale = nullptr;
    if (sold)
        sale = {{"winner", leader},
                {"winner_name", bidderName(leader)},
                {"price", highest},
                {"true_value", item.trueValue},
                {"profit", item.trueValue - highest}};
    for (std::size_t s = 0; s < n; ++s) {
        out.privateReports.push_back(
            {{"budget", m_budget[s]}, {"profit", m_profit[s]}, {"won", sold && static_cast<std::size_t>(leader) == s}});
        out.reference.push_back(nullptr);
    }
    if (status == SaleStatus::Open) {
        ++m_itemRound;
    } else {
        m_sales.push_back(sold ? Json{{"winner", leader}, {"price", highest}} : Json{{"winner", nullptr}});
        afterItemClosed();
    }
    ++m_bidRounds;  // counted only now: validate() above must not see the cap reached mid-round
    out.publicReport = {{"phase", "bid"},
                        {"item", item.name},
                        {"item_number", itemIndex + 1},
                        {"start_price", item.startPrice},
                        {"bidding_round", itemRound},
                        {"bids", bids},
                        {"highest_bid", highest > 0 ? Json(highest) : Json()},
                        {"leader", leader >= 0 ? Json(leader) : Json()},
                        {"tied", tied},
                        {"status", statusName(status)},
                        {"sale", sale}};
    if (!finished() && m_phase == AuctionPhase::Bid) out.publicReport["next_minimum_bid"] = minimumBid();
    return out;
}

int EnglishAuctionState::historyLength(int /*seat*/) const { return m_bidRounds; }

void EnglishAuctionState::nextItem() {
    ++m_item;
    m_itemRound = 0;
    m_highest = -1;
    m_leader = -1;
    m_prevRoundMax = -1;
    std::fill(m_withdrawn.begin(), m_withdrawn.end(), false);
    std::fill(m_bidsOnItem.begin(), m_bidsOnItem.end(), 0);
}

Json EnglishAuctionState::publicEntry(const RoundOutcome& r) {
    const Json& p = r.publicReport;
    Json bids = Json::array();
    for (std::size_t s = 0; s < p.at("bids").size(); ++s) {
        const Json& b = p.at("bids")[s];
        if (b.is_null()) continue;
        bids.push_back({{"bidder", bidderName(static_cast<int>(s))},
                        {"seat", s},
                        {"you", false},
                        {"withdrew", b.is_string()},
                        {"amount", b.is_number() ? b : Json()}});
    }
    Json entry = {{"round", r.round},
                  {"item", p.at("item")},
                  {"bidding_round", p.at("bidding_round").get<int>() + 1},  // 1-based for people and models
                  {"bids", bids},
                  {"highest_bid", p.at("highest_bid")},
                  {"leader", p.at("leader").is_number() ? Json(bidderName(p.at("leader").get<int>())) : Json()},
                  {"leader_seat", p.at("leader")},
                  {"you_lead", false},
                  {"sold", p.at("status") == "sold"},
                  {"unsold", p.at("status") == "unsold"},
                  {"open", p.at("status") == "open"}};
    if (p.at("sale").is_object()) {
        Json sale = p.at("sale");
        sale["you_won"] = false;
        entry["sale"] = sale;
    }
    return entry;
}

Json EnglishAuctionState::pastRound(const RoundOutcome& outcome, int seat) const {
    if (outcome.publicReport.value("phase", "") != "bid") return nullptr;  // a planning round
    Json entry = publicEntry(outcome);
    for (auto& b : entry["bids"]) b["you"] = b.at("seat").get<int>() == seat;
    entry["you_lead"] = entry.at("leader_seat") == seat;
    if (entry.contains("sale")) entry["sale"]["you_won"] = entry["sale"].at("winner") == seat;
    return entry;
}

Json EnglishAuctionState::situation(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    Json items = Json::array();
    Json won = Json::array();
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        Json it = {{"number", i + 1},
                   {"name", m_items[i].name},
                   {"start_price", m_items[i].startPrice},
                   {"your_estimate", m_estimate[s][i]}};
        if (i < m_sales.size()) {
            const Json& sale = m_sales[i];
            it["status"] = sale.at("winner").is_null() ? "unsold" : "sold";
            if (!sale.at("winner").is_null()) {
                // Public once the hammer falls: winner, price and the revealed true value.
                const int winner = sale.at("winner").get<int>();
                it["winner"] = bidderName(winner);
                it["price"] = sale.at("price");
                it["true_value"] = m_items[i].trueValue;
                if (winner == seat)
                    won.push_back({{"item", m_items[i].name},
                                   {"price", sale.at("price")},
                                   {"true_value", m_items[i].trueValue},
                                   {"profit", m_items[i].trueValue - sale.at("price").get<std::int64_t>()}});
            }
        } else {
            it["status"] = i == m_item ? "current" : "upcoming";
        }
        items.push_back(it);
    }
    Json obs = {{"game", "english_auction"},
                {"seat", seat},
                {"name", bidderName(seat)},
                {"players", m_setup.numSeats},
                {"num_items", m_items.size()},
                {"items_left", m_items.size() - std::min(m_item, m_items.size())},
                {"starting_budget", m_config.budgets.at(s)},
                {"budget", m_budget[s]},
                {"profit", m_profit[s]},
                {"items_won", won},
                {"items", items},
                {"min_raise_percent", formatNumber(m_config.minRaiseFraction * 100.0)},
                {"round", round()},
                {"finished", finished()}};
    addPlanningObservation(seat, obs);
    if (!finished() && m_phase == AuctionPhase::Bid) {
        const AuctionItem& item = m_items[m_item];
        const std::int64_t minBid = minimumBid();
        obs["current"] = {{"number", m_item + 1},
                          {"name", item.name},
                          {"start_price", item.startPrice},
                          {"your_estimate", m_estimate[s][m_item]},
                          {"min_raise", minimumRaiseNow()},
                          {"bidding_round", m_itemRound + 1},
                          {"first_round", m_itemRound == 0},
                          {"highest_bid", m_highest > 0 ? Json(m_highest) : Json()},
                          {"leader", m_leader >= 0 ? Json(bidderName(m_leader)) : Json()},
                          {"you_lead", m_leader == seat},
                          {"previous_round_max", m_prevRoundMax > 0 ? Json(m_prevRoundMax) : Json()},
                          {"min_bid", minBid},
                          {"can_afford", minBid <= m_budget[s]},
                          {"your_bids", m_bidsOnItem[s]}};
    }
    return obs;
}

AuctionStatus EnglishAuctionState::truthFor(int seat) const {
    AuctionStatus truth;
    truth.remainingBudget = static_cast<double>(m_budget.at(static_cast<std::size_t>(seat)));
    for (int s = 0; s < m_setup.numSeats; ++s) {
        truth.totalProfits[bidderName(s)] = m_profit[static_cast<std::size_t>(s)];
        truth.itemsWon[bidderName(s)];  // every bidder has an entry, possibly empty
    }
    for (std::size_t i = 0; i < m_sales.size(); ++i)
        if (!m_sales[i].at("winner").is_null())
            truth.itemsWon[bidderName(m_sales[i].at("winner").get<int>())].insert(m_items[i].name);
    return truth;
}

Json EnglishAuctionState::reference(int /*seat*/) const { return nullptr; }

Json EnglishAuctionState::randomLegalAction(int seat, Rng& rng) const {
    if (m_phase == AuctionPhase::Belief) return trueStatusJson(seat);  // a fallback belief is the truth
    if (m_phase == AuctionPhase::Learn) return defaultAction(seat);
    if (m_phase != AuctionPhase::Bid) return actionSpec(seat).randomAction(rng);
    const std::int64_t floor = minimumBid();
    const std::int64_t budget = m_budget.at(static_cast<std::size_t>(seat));
    if (finished() || floor > budget || rng.bernoulli(0.3)) return {{kBid, 0}};
    // Up to one starting price above the floor, so that random play spans a few rounds per item.
    const std::int64_t top = std::min(budget, floor + m_items[m_item].startPrice);
    return {{kBid, rng.uniformInt(floor, top)}};
}

Json EnglishAuctionState::defaultAction(int seat) const {
    // A bidder that gives no usable belief gets the truth, as if it had kept a notebook; one that
    // gives no usable plan gets the value-ranked one the bots use.
    if (m_phase == AuctionPhase::Belief) return trueStatusJson(seat);
    if (m_phase == AuctionPhase::Learn) return {{"learnings", m_learnings.at(static_cast<std::size_t>(seat))}};
    if (m_phase != AuctionPhase::Bid) return {{"priorities", valuePriorities(seat)}};
    return {{kBid, 0}};
}

}  // namespace nashlab::engine::games
