#include "engine/games/divide_dollar/divide_dollar_state.h"

#include <cmath>
#include <string>

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {
namespace {

const std::string kField = "bid_amount";
// bid_cap none: any whole number, within what sums exactly in 64 bits over 100 seats.
constexpr double kUncappedBid = 1e9;

}  // namespace

DivideDollarState::DivideDollarState(GameSetup setup) : State(std::move(setup)) {
    m_golds = m_setup.params.at("golds").get<std::int64_t>();
    m_uncapped = m_setup.params->value("bid_cap", std::string("golds")) == "none";
}

std::vector<int> DivideDollarState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
    return seats;
}

ActionSpec DivideDollarState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "bid_amount";
    f.kind = FieldKind::Integer;
    // γ-Bench checks nothing; bidding above G can only empty everyone's hands, so NashLab bounds it
    // unless the spec asks for γ-Bench's rule (bid_cap none).
    f.min = m_uncapped ? -kUncappedBid : 0.0;
    f.max = m_uncapped ? kUncappedBid : static_cast<double>(m_golds);
    f.description = "how many golds you claim";
    return ActionSpec{{f}};
}

Json DivideDollarState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    // Like γ-Bench, the others' individual bids are not shown: only the sum.
    return {{"round", r.round},
            {"your_bid", r.actions.at(s)},
            {"sum", r.publicReport.at("sum")},
            {"exceeded", r.publicReport.at("exceeded")},
            {"payoff", r.payoffs.at(s)},
            {"cumulative", r.cumulative.at(s)}};
}

Json DivideDollarState::situation(int seat) const {
    return {{"game", "divide_dollar"},     {"round", round()}, {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats}, {"seat", seat},     {"golds", m_golds},
            {"fair_share", fairShare()}};
}

Status DivideDollarState::validate(int /*seat*/, const Json& action) const {
    const Json* v = numberField(action, kField);
    if (!v) return Error::make("invalid_action", "the answer needs a whole number in 'bid_amount'");
    return validateBid(v->get<double>());
}

Status DivideDollarState::validateBid(double x) const {
    if (std::floor(x) != x)
        return Error::make("wrong_type", "'bid_amount' must be a whole number, got " + formatNumber(x));
    if (m_uncapped && std::fabs(x) > kUncappedBid)
        return Error::make("out_of_range", "'bid_amount' must lie between -" + formatNumber(kUncappedBid) + " and " +
                                               formatNumber(kUncappedBid) + ", got " + formatNumber(x));
    if (!m_uncapped && (x < 0 || x > static_cast<double>(m_golds)))
        return Error::make("out_of_range", "'bid_amount' must lie between 0 and " + std::to_string(m_golds) + ", got " +
                                               formatNumber(x));
    return okStatus();
}

std::optional<RoundOutcome> DivideDollarState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_lastBids.assign(n, std::nullopt);
    std::int64_t sum = 0;
    int answered = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json* v = it == actions.end() ? nullptr : numberField(it->second, kField);  // null: a forfeit
        if (!v) continue;
        // Counted as the rules count it, a whole number (validate() took only whole numbers).
        const std::int64_t bid = *wholeNumber(*v);
        m_lastBids[i] = bid;
        sum += bid;
        ++answered;
    }
    m_lastSum = sum;
    const bool exceeded = sum > m_golds;
    RoundOutcome out;
    out.actions = Json::array();
    out.payoffs.assign(n, 0.0);
    out.privateReports = Json::array();
    out.reference = Json::array();
    const Json ref = reference(0);  // the same for every seat and round
    for (std::size_t i = 0; i < n; ++i) {
        const std::optional<std::int64_t>& bid = m_lastBids[i];
        out.actions.push_back(bid ? Json(*bid) : Json());
        if (!exceeded && bid) out.payoffs[i] = static_cast<double>(*bid);
        out.privateReports.push_back({{"bid", out.actions.at(i)}, {"received", out.payoffs.at(i)}});
        out.reference.push_back(ref);
    }
    out.publicReport = {{"sum", sum}, {"exceeded", exceeded}, {"answered", answered}, {"golds", m_golds}};
    return out;
}

Json DivideDollarState::reference(int /*seat*/) const {
    // The symmetric equilibrium: everyone claims G/N, the bids exactly exhaust G.
    const double share = static_cast<double>(m_golds) / m_setup.numSeats;
    return {{"action", share}, {"payoff", share}};
}

Json DivideDollarState::defaultAction(int /*seat*/) const {
    // Claiming nothing: a fallback neither grabs nor spoils the round on a seat's behalf.
    return {{"bid_amount", 0}};
}

}  // namespace nashlab::engine::games
