#include "engine/games/public_goods/public_goods_state.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/games/action_fields.h"
#include "engine/games/public_goods/public_goods_game.h"

namespace nashlab::engine::games {
namespace {

const std::string kField = "tokens_contributed";
// contribution_cap none: any whole number, within what sums exactly in 64 bits over 100 seats.
constexpr double kUncapped = 1e9;

// γ-Bench's random endowment: distinct whole numbers from [lo, hi], one per player. When the range
// is too small for distinct values (more seats than γ-Bench's ten), values may repeat.
std::vector<double> drawEndowments(std::int64_t lo, std::int64_t hi, std::size_t n, Rng rng) {
    std::vector<double> out;
    const auto span = static_cast<std::size_t>(hi - lo + 1);
    if (span >= n) {
        std::vector<std::int64_t> pool(span);
        for (std::size_t i = 0; i < span; ++i) pool[i] = lo + static_cast<std::int64_t>(i);
        for (std::size_t i = 0; i < n; ++i) {  // partial Fisher–Yates
            const auto j = static_cast<std::size_t>(
                rng.uniformInt(static_cast<std::int64_t>(i), static_cast<std::int64_t>(span - 1)));
            std::swap(pool[i], pool[j]);
            out.push_back(static_cast<double>(pool[i]));
        }
        return out;
    }
    for (std::size_t i = 0; i < n; ++i) out.push_back(static_cast<double>(rng.uniformInt(lo, hi)));
    return out;
}

}  // namespace

PublicGoodsState::PublicGoodsState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_endowment = p.at("tokens").get<double>();
    m_ratio = p.at("ratio").get<double>();
    m_reset = p.at("reset").get<bool>();
    m_random = p.at("endowment").get<std::string>() == "random";
    m_uncapped = p.value("contribution_cap", std::string("held")) == "none";
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    if (m_random)
        m_holdings = drawEndowments(p.at("random_min").get<std::int64_t>(), p.at("tokens").get<std::int64_t>(), n,
                                    Rng(m_setup.seed).split("endowment"));
    else
        m_holdings.assign(n, m_endowment);
}

std::vector<int> PublicGoodsState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
    return seats;
}

std::int64_t PublicGoodsState::maxContribution(int seat) const {
    // Holdings go below zero only under contribution_cap none with carried tokens.
    return std::max<std::int64_t>(0, static_cast<std::int64_t>(std::floor(holdings(seat) + 1e-9)));
}

ActionSpec PublicGoodsState::actionSpec(int seat) const {
    ActionField f;
    f.name = "tokens_contributed";
    f.kind = FieldKind::Integer;
    // contribution_cap none is γ-Bench's int() without a range check: any whole number counts.
    f.min = m_uncapped ? -kUncapped : 0.0;
    f.max = m_uncapped ? kUncapped : static_cast<double>(maxContribution(seat));
    f.description = "tokens you put into the public pot";
    return ActionSpec{{f}};
}

Json PublicGoodsState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    const Json& mine = r.privateReports.at(s);
    // γ-Bench shows every player's contribution and holdings, in seat order.
    std::string listed;
    for (const auto& c : r.publicReport.at("contributions"))
        listed += (listed.empty() ? "" : ", ") + (c.is_number() ? formatNumber(c.get<double>()) : std::string("-"));
    return {{"round", r.round},
            {"your_contribution", r.actions.at(s)},
            {"contributions", r.publicReport.at("contributions")},
            {"contributions_text", listed},
            {"total", r.publicReport.at("total")},
            {"share", r.publicReport.at("share")},
            {"gain", mine.at("gain")},
            {"tokens_after", mine.at("tokens_after")},
            {"all_tokens_after", r.publicReport.at("tokens_after")},
            {"payoff", r.payoffs.at(s)},
            {"cumulative", r.cumulative.at(s)}};
}

Json PublicGoodsState::situation(int seat) const {
    return {{"game", "public_goods"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"tokens", holdings(seat)},
            {"max_contribution", maxContribution(seat)},
            {"endowment", m_endowment},
            {"ratio", m_ratio},
            {"reset", m_reset}};
}

Status PublicGoodsState::validate(int seat, const Json& action) const {
    const Json* v = numberField(action, kField);
    if (!v) return Error::make("invalid_action", "the answer needs a whole number in 'tokens_contributed'");
    return validateContribution(seat, v->get<double>());
}

Status PublicGoodsState::validateContribution(int seat, double x) const {
    if (std::floor(x) != x)
        return Error::make("wrong_type", "'tokens_contributed' must be a whole number, got " + formatNumber(x));
    if (m_uncapped && std::fabs(x) > kUncapped)
        return Error::make("out_of_range", "'tokens_contributed' must lie between -" + formatNumber(kUncapped) +
                                               " and " + formatNumber(kUncapped) + ", got " + formatNumber(x));
    if (!m_uncapped && (x < 0 || x > static_cast<double>(maxContribution(seat))))
        return Error::make("out_of_range", "'tokens_contributed' must lie between 0 and the " +
                                               std::to_string(maxContribution(seat)) + " tokens you hold, got " +
                                               formatNumber(x));
    return okStatus();
}

std::optional<RoundOutcome> PublicGoodsState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_lastContributions.assign(n, std::nullopt);
    std::int64_t total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json* v = it == actions.end() ? nullptr : numberField(it->second, kField);
        if (!v) continue;  // a forfeit: puts nothing in, still receives its share of the pot
        // Counted as the rules count it, a whole number (validate() took only whole numbers).
        const std::int64_t x = *wholeNumber(*v);
        m_lastContributions[i] = x;
        total += x;
    }
    const double share = m_ratio * static_cast<double>(total) / static_cast<double>(n);
    // Carried tokens are not income: only round 1 (or every round with reset) brings an endowment.
    const bool carried = !m_reset && round() > 1;
    RoundOutcome out;
    out.actions = Json::array();
    out.payoffs.assign(n, 0.0);
    out.privateReports = Json::array();
    out.reference = Json::array();
    Json tokensAfter = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const std::optional<std::int64_t>& given = m_lastContributions[i];
        const double before = m_holdings[i];
        const double contributed = given ? static_cast<double>(*given) : 0.0;
        const double after = roundTokens(before - contributed + share);
        out.actions.push_back(given ? Json(*given) : Json());
        out.payoffs[i] = roundTokens(carried ? after - before : after);
        tokensAfter.push_back(after);
        out.privateReports.push_back({{"holdings", before},
                                      {"contributed", out.actions.at(i)},
                                      {"gain", roundTokens(share - contributed)},
                                      {"tokens_after", after}});
        // As reference() read it while the round was played, before the holdings change below.
        out.reference.push_back(reference(static_cast<int>(i)));
        // γ-Bench's reset refills to T even after a random first endowment.
        m_holdings[i] = m_reset ? m_endowment : after;
    }
    out.publicReport = {
        {"contributions", out.actions}, {"total", total}, {"share", share}, {"tokens_after", tokensAfter}};
    return out;
}

Json PublicGoodsState::reference(int seat) const {
    // Everyone free-rides: nobody contributes, the pot stays empty, each keeps what they hold.
    const bool carried = !m_reset && round() > 1;
    return {{"action", 0}, {"payoff", carried ? 0.0 : holdings(seat)}};
}

Json PublicGoodsState::defaultAction(int seat) const {
    // Half of what the seat holds: an uninformed middle, not the equilibrium.
    return {{"tokens_contributed", maxContribution(seat) / 2}};
}

}  // namespace nashlab::engine::games
