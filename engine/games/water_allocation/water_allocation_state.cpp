#include "engine/games/water_allocation/water_allocation_state.h"

#include <algorithm>
#include <cmath>

#include "engine/games/water_allocation/water_allocation_game.h"

namespace nashlab::engine::games {
namespace {

std::optional<double> bidOf(const Json& action) {
    if (!action.is_object() || !action.contains("bid") || !action["bid"].is_number()) return std::nullopt;
    const double b = action["bid"].get<double>();
    if (!std::isfinite(b)) return std::nullopt;
    return b;
}

std::string joinNames(const std::vector<std::string>& names, const std::string& none, const std::string& sep = ", ") {
    if (names.empty()) return none;
    std::string s;
    for (std::size_t i = 0; i < names.size(); ++i) s += (i ? sep : "") + names[i];
    return s;
}

}  // namespace

WaterAllocationState::WaterAllocationState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_names = waterResidentNames();
    m_names.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_requirement.push_back(p.at("requirements").at(i).get<int>());
        m_salary.push_back(p.at("salaries").at(i).get<double>());
    }
    m_startHp = p.at("start_hp").get<int>();
    m_maxHp = p.at("max_hp").get<int>();
    m_hpGain = p.at("hp_gain").get<int>();
    m_rejectOverBalance = p.at("over_balance_bids").get<std::string>() == "reject";
    const auto range = waterSettingRange(p.at("setting").get<int>());
    m_supplyMin = range ? range->first : p.at("supply_min").get<int>();
    m_supplyMax = range ? range->second : p.at("supply_max").get<int>();
    m_expectedSupply = (m_supplyMin + m_supplyMax) / 2.0;

    // All days' supplies are drawn up front from their own stream (as Alympics pre-draws them), so
    // they do not depend on how the seats play. A given sequence replaces the draw (e.g. a recorded game).
    const Json& sequence = p.at("supply_sequence");
    Rng rng = Rng(m_setup.seed).split("supply");
    for (int d = 0; d < m_setup.rounds; ++d) {
        const auto drawn = static_cast<int>(rng.uniformInt(m_supplyMin, m_supplyMax));
        const auto i = static_cast<std::size_t>(d);
        m_supplies.push_back(i < sequence.size() ? sequence.at(i).get<int>() : drawn);
    }

    m_balance.assign(n, 0.0);
    m_hp.assign(n, m_startHp);
    m_dryDays.assign(n, 0);
    m_alive.assign(n, true);
}

bool WaterAllocationState::finished() const {
    return round() > m_setup.rounds || std::none_of(m_alive.begin(), m_alive.end(), [](bool a) { return a; });
}

std::vector<int> WaterAllocationState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (std::size_t i = 0; i < m_alive.size(); ++i)
        if (m_alive[i]) seats.push_back(static_cast<int>(i));
    return seats;
}

double WaterAllocationState::balanceToday(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    return m_alive.at(s) ? m_balance.at(s) + m_salary.at(s) : m_balance.at(s);
}

ActionSpec WaterAllocationState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "bid";
    f.kind = FieldKind::Number;
    f.min = 0.0;  // no upper bound: a bid above the balance is accepted and then void (003 §2.2)
    f.description = "your bid in dollars for your whole water need today";
    return ActionSpec{{f}};
}

Json WaterAllocationState::residentsTable() const {
    Json table = Json::array();
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        const int seat = static_cast<int>(i);
        table.push_back({{"seat", seat},
                         {"name", m_names[i]},
                         {"requirement", m_requirement[i]},
                         {"salary", m_salary[i]},
                         {"alive", m_alive[i]},
                         {"hp", m_hp[i]},
                         {"balance", balanceToday(seat)},
                         {"dry_days", m_dryDays[i]}});
    }
    return table;
}

Json WaterAllocationState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    const auto s = static_cast<std::size_t>(seat);
    Json bids = Json::array();
    Json statuses = Json::array();
    std::vector<std::string> winners, eliminated;
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        if (!pub.at("took_part").at(i).get<bool>()) continue;
        const Json& bid = pub.at("bids").at(i);
        bids.push_back(
            {{"name", m_names[i]},
             {"bid_text", bid.is_number() ? "$" + formatNumber(bid.get<double>(), 2) : std::string("no bid")},
             {"void", pub.at("over_balance").at(i)}});
        statuses.push_back({{"name", m_names[i]},
                            {"hp", pub.at("hp").at(i)},
                            {"balance", pub.at("balance").at(i)},
                            {"dry_days", pub.at("dry_days").at(i)}});
    }
    std::vector<std::string> bidTexts, statusTexts;
    for (const auto& b : bids)
        bidTexts.push_back(b.at("name").get<std::string>() + " " + b.at("bid_text").get<std::string>());
    for (const auto& st : statuses)
        statusTexts.push_back(st.at("name").get<std::string>() + " HP " + formatNumber(st.at("hp").get<double>()) +
                              ", $" + formatNumber(st.at("balance").get<double>(), 2) + ", " +
                              formatNumber(st.at("dry_days").get<double>()) + " dry day(s) in a row");
    for (const auto& w : pub.at("winners")) winners.push_back(m_names.at(w.get<std::size_t>()));
    for (const auto& e : pub.at("eliminated")) eliminated.push_back(m_names.at(e.get<std::size_t>()));
    const bool won = std::find(winners.begin(), winners.end(), m_names[s]) != winners.end();
    return {{"day", r.round},
            {"supply", pub.at("supply")},
            {"bids", bids},
            {"bids_text", joinNames(bidTexts, "none")},
            {"statuses_text", joinNames(statusTexts, "nobody", "; ")},
            {"winners_text", joinNames(winners, "nobody")},
            {"water_left", pub.at("water_left")},
            {"min_winning_bid", pub.at("min_winning_bid")},
            {"your_bid", pub.at("bids").at(s)},
            {"you_won", won},
            {"statuses", statuses},
            {"eliminated_text", eliminated.empty() ? Json() : Json(joinNames(eliminated, ""))}};
}

int WaterAllocationState::survivorsNeed() const {
    int need = 0;
    for (std::size_t i = 0; i < m_alive.size(); ++i)
        if (m_alive[i]) need += m_requirement[i];
    return need;
}

Json WaterAllocationState::situation(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    const int need = survivorsNeed();
    const int day = today();
    return {{"game", "water_allocation"},
            {"day", day},
            {"round", day},
            {"days", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"name", m_names[s]},
            {"requirement", m_requirement[s]},
            {"salary", m_salary[s]},
            {"supply", supplyOn(day)},
            {"supply_min", m_supplyMin},
            {"supply_max", m_supplyMax},
            {"alive", m_alive[s]},
            {"balance", balanceToday(seat)},
            {"hp", m_hp[s]},
            {"start_hp", m_startHp},
            {"max_hp", m_maxHp},
            {"hp_gain", m_hpGain},
            {"dry_days", m_dryDays[s]},
            {"hp_loss_if_dry", m_dryDays[s] + 1},
            {"over_balance_void", !m_rejectOverBalance},
            {"survivors_need", need},
            {"residents", residentsTable()}};
}

Status WaterAllocationState::validate(int seat, const Json& action) const {
    if (seat < 0 || seat >= m_setup.numSeats)
        return Error::make("invalid_seat", "there is no seat " + std::to_string(seat));
    const auto s = static_cast<std::size_t>(seat);
    if (!m_alive[s]) return Error::make("not_acting", m_names[s] + " has been eliminated and cannot bid");
    const auto bid = bidOf(action);
    if (!bid) return Error::make("invalid_action", "the answer needs a number of dollars in 'bid'");
    if (*bid < 0) return Error::make("out_of_range", "'bid' cannot be negative, got " + formatNumber(*bid));
    if (m_rejectOverBalance && *bid > balanceToday(seat))
        return Error::make("out_of_range", "'bid' is " + formatNumber(*bid) + " but you only have " +
                                               formatNumber(balanceToday(seat)) + " dollars");
    return okStatus();
}

std::optional<RoundOutcome> WaterAllocationState::doApply(const std::map<int, Json>& actions) {
    const auto n = m_names.size();
    const int dayNumber = round();
    const int supply = supplyOn(dayNumber);
    RoundOutcome out;
    Json balanceBefore = Json::array(), took = Json::array(), overBalance = Json::array();
    std::vector<bool> tookPart(n, false);

    // Salary first (003 §2.2 step 1): today's pay can already be bid today.
    std::vector<WaterBid>& bids = m_bids;
    bids.assign(n, WaterBid{});
    for (std::size_t i = 0; i < n; ++i) {
        tookPart[i] = m_alive[i];
        if (m_alive[i]) m_balance[i] += m_salary[i];
        bids[i].requirement = m_requirement[i];
        bids[i].balance = m_balance[i];
        const auto it = actions.find(static_cast<int>(i));
        if (it != actions.end() && m_alive[i]) bids[i].bid = bidOf(it->second);
        if (bids[i].bid && *bids[i].bid < 0) bids[i].bid.reset();
        out.actions.push_back(bids[i].bid ? Json(*bids[i].bid) : Json());
        balanceBefore.push_back(tookPart[i] ? Json(m_balance[i]) : Json());
        overBalance.push_back(bids[i].bid && *bids[i].bid > m_balance[i]);
        took.push_back(tookPart[i]);
    }

    const WaterAllocation alloc = allocateWater(bids, supply);
    std::vector<bool> won(n, false);
    for (int w : alloc.winners) won[static_cast<std::size_t>(w)] = true;

    // Settlement (003 §2.2 step 5): winners pay their own bid and gain HP; every other survivor loses
    // as many HP as its consecutive dry days, today included.
    Json winningBids = Json::array();
    std::optional<double> minWinning;
    for (int w : alloc.winners) {
        const double b = *bids[static_cast<std::size_t>(w)].bid;
        winningBids.push_back(b);
        minWinning = minWinning ? std::min(*minWinning, b) : b;
    }
    out.payoffs.assign(n, 0.0);
    Json hp = Json::array(), balance = Json::array(), dry = Json::array(), alive = Json::array();
    Json valid = Json::array(), eliminated = Json::array();
    int survivors = 0, survivorsNeed = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (tookPart[i]) {
            if (won[i]) {
                m_hp[i] = std::min(m_maxHp, m_hp[i] + m_hpGain);
                m_balance[i] -= *bids[i].bid;
                m_dryDays[i] = 0;
            } else {
                m_dryDays[i] += 1;
                m_hp[i] -= m_dryDays[i];
            }
            if (m_hp[i] <= 0) m_alive[i] = false;
            if (m_alive[i]) out.payoffs[i] = 1.0;  // one more day survived
        }
        const bool aliveAfter = tookPart[i] && m_hp[i] > 0;
        if (tookPart[i] && !aliveAfter) eliminated.push_back(i);
        hp.push_back(tookPart[i] ? Json(m_hp[i]) : Json());
        balance.push_back(tookPart[i] ? Json(m_balance[i]) : Json());
        dry.push_back(tookPart[i] ? Json(m_dryDays[i]) : Json());
        alive.push_back(aliveAfter);
        valid.push_back(static_cast<bool>(alloc.valid[i]));
        if (aliveAfter) {
            ++survivors;
            survivorsNeed += m_requirement[i];
        }
        out.privateReports.push_back({{"won", won[i]}});
        out.reference.push_back(nullptr);
    }
    if (minWinning) m_lastWinningBid = *minWinning;
    out.publicReport = {{"day", dayNumber},
                        {"supply", supply},
                        {"expected_supply", m_expectedSupply},
                        {"bids", out.actions},
                        {"took_part", took},
                        {"valid", valid},
                        {"over_balance", overBalance},
                        {"balance_before_bids", balanceBefore},
                        {"winners", alloc.winners},
                        {"winning_bids", winningBids},
                        {"min_winning_bid", minWinning ? Json(*minWinning) : Json()},
                        {"water_left", alloc.left},
                        {"hp", hp},
                        {"balance", balance},
                        {"dry_days", dry},
                        {"alive", alive},
                        {"eliminated", eliminated},
                        {"survivors", survivors},
                        {"survivors_need", survivorsNeed},
                        {"rsr", survivorsNeed > 0 ? Json(m_expectedSupply / survivorsNeed) : Json()}};
    return out;
}

Json WaterAllocationState::reference(int /*seat*/) const { return nullptr; }

Json WaterAllocationState::randomLegalAction(int seat, Rng& rng) const {
    const auto cap = static_cast<std::int64_t>(std::floor(balanceToday(seat)));
    return {{"bid", static_cast<double>(rng.uniformInt(0, std::max<std::int64_t>(cap, 0)))}};
}

Json WaterAllocationState::defaultAction(int /*seat*/) const {
    // Bidding nothing: a failing seat is not helped, and a $0 bid can still take leftover water.
    return {{"bid", 0.0}};
}

}  // namespace nashlab::engine::games
