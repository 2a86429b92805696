#include "engine/games/sealed_bid_auction/sealed_bid_auction_state.h"

#include <algorithm>
#include <cmath>

#include "engine/games/sealed_bid_auction/python_random.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"

namespace nashlab::engine::games {
namespace {

// EconArena's config groups (000 §1.2): values ~ N(mean, sd), every bidder holds `assets`.
struct ScaleGroup {
    const char* name;
    double mean;
    double sd;
    double assets;
};
constexpr ScaleGroup kScaleGroups[] = {{"L", 50, 10, 100}, {"M", 500, 100, 1000}, {"H", 5000, 1000, 10000}};

bool isWhole(double x) { return std::fabs(x - std::round(x)) < 1e-9; }

const std::string kBid = "bid";

// The number in an action's 'bid', or null (a forfeit, or no number there).
const Json* bidOf(const Json& action) {
    if (!action.is_object()) return nullptr;
    const auto found = action.find(kBid);
    return found != action.end() && found->is_number() ? &*found : nullptr;
}

// γ-Bench's valuations of round `round`. The table is the same for every session with the same
// parameters (seeded by gamabench_seed, not by the session), and each row costs a Mersenne Twister
// seeding, most of a round's work: this thread keeps the last table it drew, so a batch draws each
// row once. Rows beyond kCachedRounds are drawn every time (memory stays bounded).
const std::vector<std::int64_t>& gamaBenchRow(std::int64_t seed, int round, std::int64_t lo, std::int64_t hi,
                                              std::int64_t step, int players) {
    constexpr int kCachedRounds = 10000;
    struct Table {
        std::int64_t seed = 0, lo = 0, hi = 0, step = 0;
        int players = -1;
        std::vector<std::vector<std::int64_t>> rows;  ///< by round − 1; empty: not drawn yet
        std::vector<std::int64_t> uncached;
    };
    thread_local Table table;
    if (round < 1 || round > kCachedRounds) {
        table.uncached = gamaBenchValuations(seed, round, lo, hi, step, players);
        return table.uncached;
    }
    if (table.seed != seed || table.lo != lo || table.hi != hi || table.step != step || table.players != players) {
        table.seed = seed;
        table.lo = lo;
        table.hi = hi;
        table.step = step;
        table.players = players;
        table.rows.clear();
    }
    const auto r = static_cast<std::size_t>(round - 1);
    if (table.rows.size() <= r) table.rows.resize(r + 1);
    if (table.rows[r].empty()) table.rows[r] = gamaBenchValuations(seed, round, lo, hi, step, players);
    return table.rows[r];
}

}  // namespace

AuctionResult settleAuction(const std::vector<std::optional<double>>& bids, const std::vector<double>& values,
                            bool secondPrice, double assets, bool lowestSeatWinsTies, Rng& tieRng) {
    const std::size_t n = bids.size();
    AuctionResult r;
    std::vector<int> top;
    double best = -1.0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!bids[i]) continue;
        if (*bids[i] > best) {
            best = *bids[i];
            top.clear();
        }
        if (*bids[i] == best) top.push_back(static_cast<int>(i));
    }
    r.tied = static_cast<int>(top.size());
    if (!top.empty()) {
        r.winner = lowestSeatWinsTies || top.size() == 1
                       ? top.front()
                       : top[static_cast<std::size_t>(tieRng.uniformInt(0, static_cast<std::int64_t>(top.size()) - 1))];
        r.winningBid = best;
        if (secondPrice) {
            // The highest bid among everyone else (equal to the winning bid on a tie); 0 with no rival.
            r.price = 0.0;
            for (std::size_t i = 0; i < n; ++i)
                if (static_cast<int>(i) != r.winner && bids[i]) r.price = std::max(r.price, *bids[i]);
        } else {
            r.price = best;
        }
    }
    const double base = assets > 0.0 ? assets : 0.0;
    r.payoffs.assign(n, base);
    if (r.winner >= 0)
        r.payoffs[static_cast<std::size_t>(r.winner)] = base - r.price + values[static_cast<std::size_t>(r.winner)];
    return r;
}

double SealedBidConfig::bidCap() const { return hasAssets() ? assets : 2.0 * hi; }

Result<SealedBidConfig> SealedBidConfig::fromParams(const Json& p, int players) {
    SealedBidConfig c;
    c.secondPrice = p.at("price_rule") == "second_price";
    const std::string source = p.at("valuation_source").get<std::string>();
    c.source = source == "uniform"            ? ValuationSource::Uniform
               : source == "econarena_normal" ? ValuationSource::EconArenaNormal
                                              : ValuationSource::GamaBench;
    c.lo = p.at("valuation_min").get<double>();
    c.hi = p.at("valuation_max").get<double>();
    c.step = p.at("valuation_step").get<double>();
    c.gamaBenchSeed = p.at("gamabench_seed").get<std::int64_t>();
    c.mean = p.at("normal_mean").get<double>();
    c.sd = p.at("normal_sd").get<double>();
    c.assets = p.at("assets").get<double>();
    c.overbiddingIllegal = p.at("overbidding") == "illegal";
    c.lowestSeatWinsTies = p.at("tie_rule") == "lowest_seat";
    c.integerBids = p.at("integer_bids").get<bool>();
    c.redraw = p.at("redraw_values").get<bool>() || c.source == ValuationSource::GamaBench;
    c.revealBids = p.at("reveal_bids").get<bool>();
    c.tellRational = p.at("tell_opponents_rational").get<bool>();
    if (c.source == ValuationSource::EconArenaNormal) {
        for (const auto& g : kScaleGroups)
            if (p.at("scale_group") == g.name) {
                c.mean = g.mean;
                c.sd = g.sd;
                c.assets = g.assets;
            }
        if (!c.hasAssets())
            return Error::make("invalid_param",
                               "valuation_source 'econarena_normal' with scale_group 'custom' needs 'assets' above 0 "
                               "(values are drawn in (0, assets])");
        c.lo = 0.0;
        c.hi = c.assets;
        return c;
    }
    if (c.hi < c.lo) return Error::make("invalid_param", "parameter 'valuation_max' must not be below 'valuation_min'");
    const double points = std::floor((c.hi - c.lo) / c.step + 1e-9) + 1.0;
    if (c.source == ValuationSource::GamaBench) {
        if (!isWhole(c.lo) || !isWhole(c.hi) || !isWhole(c.step) || !isWhole((c.hi - c.lo) / c.step))
            return Error::make("invalid_param",
                               "valuation_source 'gamabench' needs whole-number 'valuation_min', "
                               "'valuation_max' and 'valuation_step', with the step dividing the range");
        if (points < players)
            return Error::make("invalid_param", "valuation_source 'gamabench' draws distinct values: the grid from " +
                                                    formatNumber(c.lo) + " to " + formatNumber(c.hi) + " in steps of " +
                                                    formatNumber(c.step) + " has fewer points than the " +
                                                    std::to_string(players) + " bidders");
    }
    return c;
}

SealedBidAuctionState::SealedBidAuctionState(GameSetup setup, SealedBidConfig config)
    : State(std::move(setup)), m_config(config), m_tieStreams(Rng(m_setup.seed).split("ties")) {
    m_winners.reserve(static_cast<std::size_t>(std::clamp(m_setup.rounds, 0, 10000)));
    drawValues(round());
}

void SealedBidAuctionState::drawValues(int forRound) {
    const int n = m_setup.numSeats;
    const int r = m_config.redraw ? forRound : 1;
    m_values.assign(static_cast<std::size_t>(n), 0.0);
    if (m_config.source == ValuationSource::GamaBench) {
        const auto& v = gamaBenchRow(m_config.gamaBenchSeed, r, std::llround(m_config.lo), std::llround(m_config.hi),
                                     std::llround(m_config.step), n);
        for (std::size_t i = 0; i < v.size(); ++i) m_values[i] = static_cast<double>(v[i]);
        return;
    }
    Rng rng = Rng(m_setup.seed).split("values").split(static_cast<std::uint64_t>(r));
    for (auto& value : m_values) {
        if (m_config.source == ValuationSource::Uniform) {
            const auto points =
                static_cast<std::int64_t>(std::floor((m_config.hi - m_config.lo) / m_config.step + 1e-9));
            value = m_config.lo + static_cast<double>(rng.uniformInt(0, points)) * m_config.step;
            continue;
        }
        // EconArena's code: v = int(normal(mean, sd)), drawn again until 0 < v <= assets.
        value = 0.0;
        for (int attempt = 0; attempt < 10000 && !(value > 0.0 && value <= m_config.assets); ++attempt)
            value = std::trunc(rng.normal(m_config.mean, m_config.sd));
        value = std::clamp(value, 1.0, m_config.assets);
    }
}

std::vector<int> SealedBidAuctionState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
    return seats;
}

double SealedBidAuctionState::maxBid(int seat) const {
    double cap = m_config.bidCap();
    if (m_config.overbiddingIllegal) cap = std::min(cap, m_values.at(static_cast<std::size_t>(seat)));
    return m_config.integerBids ? std::floor(cap + 1e-9) : cap;
}

ActionSpec SealedBidAuctionState::actionSpec(int seat) const {
    ActionField f;
    f.name = "bid";
    f.kind = m_config.integerBids ? FieldKind::Integer : FieldKind::Number;
    f.min = 0.0;
    f.max = maxBid(seat);
    f.description = "your sealed bid for the item";
    return ActionSpec{{f}};
}

Json SealedBidAuctionState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    const Json& mine = r.privateReports.at(s);
    Json entry = {{"round", r.round},
                  {"your_value", mine.at("value")},
                  {"your_bid", r.actions.at(s)},
                  {"you_won", mine.at("won")},
                  {"winning_bid", r.publicReport.at("winning_bid")},
                  {"price", r.publicReport.at("price")},
                  {"payoff", r.payoffs.at(s)},
                  {"cumulative", r.cumulative.at(s)}};
    if (r.publicReport.contains("all_bids")) {
        Json others = Json::array();
        for (std::size_t i = 0; i < r.actions.size(); ++i)
            others.push_back({{"player", i + 1},
                              {"bid", r.actions.at(i)},
                              {"value", r.privateReports.at(i).at("value")},
                              {"payoff", r.payoffs.at(i)}});
        entry["everyone"] = others;
    }
    return entry;
}

std::vector<PrivateFact> SealedBidAuctionState::privateFacts() const {
    std::vector<PrivateFact> facts;
    if (finished()) return facts;
    for (int seat = 0; seat < m_setup.numSeats; ++seat)
        facts.push_back({"bidder " + std::to_string(seat + 1) + "'s value",
                         m_values.at(static_cast<std::size_t>(seat)),
                         {seat},
                         "value"});
    return facts;
}

Json SealedBidAuctionState::situation(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    return {{"game", "sealed_bid_auction"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"player_number", seat + 1},
            {"value", m_values.at(s)},
            {"second_price", m_config.secondPrice},
            {"has_assets", m_config.hasAssets()},
            {"assets", m_config.assets},
            {"max_bid", maxBid(seat)},
            {"overbidding_illegal", m_config.overbiddingIllegal},
            {"lowest_seat_wins_ties", m_config.lowestSeatWinsTies},
            {"integer_bids", m_config.integerBids},
            {"values_fixed", !m_config.redraw},
            {"reveal_bids", m_config.revealBids},
            {"opponents_rational", m_config.tellRational},
            {"valuation_min", m_config.lo},
            {"valuation_max", m_config.hi}};
}

Status SealedBidAuctionState::validate(int seat, const Json& action) const {
    const Json* v = bidOf(action);
    if (!v) return Error::make("invalid_action", "the answer needs a number in 'bid'");
    return validateBid(seat, v->get<double>());
}

Status SealedBidAuctionState::validateBid(int seat, double bid) const {
    if (bid < 0) return Error::make("out_of_range", "'bid' must not be negative, got " + formatNumber(bid));
    if (m_config.integerBids && !isWhole(bid))
        return Error::make("wrong_type", "'bid' must be a whole number, got " + formatNumber(bid));
    const double value = m_values.at(static_cast<std::size_t>(seat));
    if (m_config.overbiddingIllegal && bid > value + 1e-9)
        return Error::make("overbid",
                           "'bid' may not exceed your value " + formatNumber(value) + ", got " + formatNumber(bid));
    if (m_config.hasAssets() && bid > m_config.assets + 1e-9)
        return Error::make("over_assets", "'bid' may not exceed your assets " + formatNumber(m_config.assets) +
                                              ", got " + formatNumber(bid));
    if (bid > maxBid(seat) + 1e-9)
        return Error::make("out_of_range",
                           "'bid' must be at most " + formatNumber(maxBid(seat)) + ", got " + formatNumber(bid));
    return okStatus();
}

std::optional<RoundOutcome> SealedBidAuctionState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    std::vector<std::optional<double>> bids(n);
    RoundOutcome out;
    out.actions = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json* bid = it == actions.end() ? nullptr : bidOf(it->second);
        if (!bid) {
            out.actions.push_back(nullptr);  // a forfeit
            continue;
        }
        bids[i] = bid->get<double>();
        out.actions.push_back(*bid);  // the bid as answered, its number type kept
    }
    Rng tieRng = m_tieStreams.split(static_cast<std::uint64_t>(round()));
    AuctionResult result =
        settleAuction(bids, m_values, m_config.secondPrice, m_config.assets, m_config.lowestSeatWinsTies, tieRng);
    const int winner = result.winner;
    m_winners.push_back(winner);
    out.payoffs = std::move(result.payoffs);
    out.privateReports = Json::array();
    out.reference = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        out.privateReports.push_back({{"value", m_values[i]}, {"won", static_cast<int>(i) == winner}});
        out.reference.push_back(reference(static_cast<int>(i)));
    }
    out.publicReport = {{"winner", winner >= 0 ? Json(winner) : Json()},
                        {"winning_bid", winner >= 0 ? Json(result.winningBid) : Json()},
                        {"price", winner >= 0 ? Json(result.price) : Json()},
                        {"tied", result.tied}};
    if (m_config.revealBids) out.publicReport["all_bids"] = out.actions;
    drawValues(round() + 1);  // the next round's values, once this round's are reported
    return out;
}

int SealedBidAuctionState::truthfulWinner() const {
    int best = 0;
    for (std::size_t i = 1; i < static_cast<std::size_t>(m_setup.numSeats); ++i)
        if (m_values[i] > m_values[static_cast<std::size_t>(best)]) best = static_cast<int>(i);
    return best;
}

Json SealedBidAuctionState::reference(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    const int n = m_setup.numSeats;
    const bool closedForm = m_config.secondPrice || m_config.source != ValuationSource::EconArenaNormal;
    if (!closedForm) return nullptr;  // first price with normal values has no closed-form equilibrium bid
    double bid = auctionEquilibriumBid(m_config.secondPrice, m_values[s], m_config.lo, n);
    bid = std::min(bid, m_config.bidCap());
    const int w = truthfulWinner();
    double payoff = m_config.hasAssets() ? m_config.assets : 0.0;
    if (seat == w) {
        double second = 0.0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i)
            if (static_cast<int>(i) != w) second = std::max(second, m_values[i]);
        const double price = m_config.secondPrice ? second : bid;
        payoff += m_values[s] - price;
    }
    return {{"action", {{"bid", bid}}}, {"payoff", payoff}};
}

Json SealedBidAuctionState::defaultAction(int seat) const {
    // Bidding one's value: legal under every rule and no better than uninformed play in first price.
    const double bid = std::min(m_values.at(static_cast<std::size_t>(seat)), maxBid(seat));
    return {{"bid", m_config.integerBids ? Json(static_cast<std::int64_t>(std::floor(bid))) : Json(bid)}};
}

}  // namespace nashlab::engine::games
