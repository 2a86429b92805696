#include "engine/games/divide_dollar/divide_dollar_state.h"

#include <cmath>
#include <string>

#include "engine/games/action_fields.h"
#include "engine/games/number_step_walk.h"

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

void DivideDollarState::fillActingSeats(std::vector<int>& seats) const {
    seats.clear();
    if (finished()) return;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
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

Status DivideDollarState::validateNumber(int /*seat*/, const NumberAnswer& answer) const {
    return validateBid(answer.value());
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
    // The rules on typed values; the round's JSON is written only when read (describeRound).
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const std::size_t roundIndex = m_values.size() / (n ? n : 1);
    m_values.resize(m_values.size() + n);
    m_lastBids.assign(n, std::nullopt);
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        if (it == actions.end()) {
            m_irregular.absent(roundIndex, static_cast<int>(i));
            continue;
        }
        const Json& action = it->second;
        if (action.is_null()) continue;  // a forfeit
        const Json* v = numberField(action, kField);
        if (!v || action.size() != 1) m_irregular.keep(roundIndex, static_cast<int>(i), action);
        if (v) takeWholeAnswer(m_values, n, i, *v, m_lastBids, sum);
    }
    return settleRound(sum);
}

std::optional<RoundOutcome> DivideDollarState::doApplyNumbers(const NumberStep& step) {
    // doApply() of {"bid_amount": x} per seat, from the numbers as they came.
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const std::size_t roundIndex = m_values.size() / (n ? n : 1);
    m_values.resize(m_values.size() + n);
    m_lastBids.assign(n, std::nullopt);
    std::int64_t sum = 0;
    forEachSeat(
        step, m_setup.numSeats,
        [&](int seat, const NumberAnswer& answer) {
            takeWholeAnswer(m_values, n, static_cast<std::size_t>(seat), answer.number(), m_lastBids, sum);
        },
        [&](int seat) { m_irregular.absent(roundIndex, seat); });
    return settleRound(sum);
}

RoundOutcome DivideDollarState::settleRound(std::int64_t sum) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const bool exceeded = sum > m_golds;
    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(n, 0.0);
    if (!exceeded)
        for (std::size_t i = 0; i < n; ++i)
            if (m_lastBids[i]) out.payoffs[i] = static_cast<double>(*m_lastBids[i]);
    m_lastSum = sum;
    return out;
}

void DivideDollarState::describeRound(RoundOutcome& out) const {
    const auto roundIndex = static_cast<std::size_t>(out.round - 1);
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const std::size_t base = roundIndex * n;
    std::vector<std::optional<std::int64_t>> bids(n);
    Json step = Json::object();
    for (std::size_t i = 0; i < n; ++i) {
        const Json& value = m_values.at(base + i);
        bids[i] = wholeNumber(value);
        step[std::to_string(i)] = value.is_null() ? Json() : Json{{kField, value}};
    }
    m_irregular.patch(roundIndex, step);
    out.steps = Json::array({std::move(step)});
    std::int64_t sum = 0;
    int answered = 0;
    out.actions = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        if (bids[i]) {
            sum += *bids[i];
            ++answered;
        }
        out.actions.push_back(bids[i] ? Json(*bids[i]) : Json());
    }
    const bool exceeded = sum > m_golds;
    out.privateReports = Json::array();
    out.reference = Json::array();
    const Json ref = reference(0);  // the same for every seat and round
    for (std::size_t i = 0; i < n; ++i) {
        out.privateReports.push_back({{"bid", out.actions.at(i)}, {"received", out.payoffs.at(i)}});
        out.reference.push_back(ref);
    }
    out.publicReport = {{"sum", sum}, {"exceeded", exceeded}, {"answered", answered}, {"golds", m_golds}};
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
