#include "engine/games/water_allocation/water_allocation_game.h"

#include <algorithm>
#include <cmath>

#include "engine/games/water_allocation/water_allocation_state.h"
#include "engine/games/water_allocation/water_allocation_view.h"

namespace nashlab::engine::games {
namespace {

// Alympics' daily supply ranges, inclusive (003 §2.2 "Supply generation", §2.3 Table 1): the recorded
// games contain supplies equal to the upper bound, so the experiments drew from [lo, hi].
constexpr std::pair<int, int> kSettingRanges[] = {{10, 20}, {15, 25}, {20, 30}};

Status checkIntList(const Json& list, std::size_t size, double lo, const std::string& key) {
    if (size > 0 && list.size() != size)
        return Error::make("invalid_param", "parameter '" + key + "' needs " + std::to_string(size) +
                                                " numbers (one per resident), got " + std::to_string(list.size()));
    for (const auto& v : list) {
        if (!v.is_number() || std::floor(v.get<double>()) != v.get<double>() || v.get<double>() < lo)
            return Error::make("invalid_param", "parameter '" + key + "' must hold whole numbers of at least " +
                                                    formatNumber(lo) + ", got " + shortJson(v));
    }
    return okStatus();
}

GameInfo waterAllocationInfo() {
    GameInfo info;
    info.id = "water_allocation";
    info.title = "Water allocation challenge";
    info.source =
        "Alympics, Mao et al. 2024 (arXiv 2311.03220), Water Allocation Challenge; rules as run in the "
        "released code and game records (github.com/microsoft/Alympics)";
    info.summary =
        "Five residents of a town in drought must survive 20 days. Each day they earn a salary and bid, "
        "sealed, for their whole daily water need; water goes to the highest bids until what is left fits "
        "nobody. Water restores health, each dry day in a row costs more health, and 0 HP eliminates.";
    info.seats = {5, 5, 5};
    info.scoringModes = {"survivors", "alympics_rsr_start"};
    return info;
}

}  // namespace

const std::vector<std::string>& waterResidentNames() {
    static const std::vector<std::string> names = {"Alex", "Bob", "Cindy", "David", "Eric"};
    return names;
}

std::optional<std::pair<int, int>> waterSettingRange(int setting) {
    if (setting < 1 || setting > 6) return std::nullopt;
    return kSettingRanges[(setting - 1) % 3];
}

WaterAllocationGame::WaterAllocationGame() : Game(waterAllocationInfo()) {}

std::vector<ParamSpec> WaterAllocationGame::params() const {
    return {
        {"setting",
         "Alympics setting",
         ParamKind::Int,
         1,
         0,
         6,
         {},
         "Daily supply range of Alympics Table 1: 1 and 4 low (10–20 units), 2 and 5 medium (15–25), 3 and 6 "
         "high (20–30); 4–6 are the persona settings (give the seats the residents' personas). 0 uses the "
         "custom range below."},
        {"supply_min",
         "Lowest supply (custom)",
         ParamKind::Int,
         10,
         0,
         1000000,
         {},
         "Smallest daily supply when setting is 0 (drawn uniformly, bounds included)."},
        {"supply_max",
         "Highest supply (custom)",
         ParamKind::Int,
         20,
         0,
         1000000,
         {},
         "Largest daily supply when setting is 0."},
        {"supply_sequence",
         "Fixed supplies",
         ParamKind::List,
         Json::array(),
         0,
         1000000,
         {},
         "Supply of day 1, 2, ... instead of random draws (e.g. a recorded Alympics game, 003 §6.5); days "
         "beyond the list are drawn. The setting's range still gives the expected supply for the RSR."},
        {"requirements",
         "Water needs",
         ParamKind::List,
         Json::array({8, 9, 10, 11, 12}),
         1,
         1000000,
         {},
         "Units each resident needs per day, Alex to Eric (Alympics: 8, 9, 10, 11, 12)."},
        {"salaries",
         "Daily salaries",
         ParamKind::List,
         Json::array({70, 75, 100, 120, 120}),
         0,
         1000000000,
         {},
         "Dollars each resident earns per day, paid before the day's bidding (Alympics: 70, 75, 100, 120, 120)."},
        {"start_hp", "Starting health", ParamKind::Int, 8, 1, 1000, {}, "Health points at the start (Alympics: 8)."},
        {"max_hp", "Maximum health", ParamKind::Int, 10, 1, 1000, {}, "Health never rises above this (Alympics: 10)."},
        {"hp_gain",
         "Health from water",
         ParamKind::Int,
         2,
         0,
         1000,
         {},
         "Health gained on a day one's need is met (Alympics: 2)."},
        {"over_balance_bids",
         "Bids above the balance",
         ParamKind::Choice,
         "void",
         {},
         {},
         {"void", "reject"},
         "void: accepted but never win and cost nothing, without telling the bidder (Alympics code). reject: "
         "refused as invalid, so the seat is asked again."},
    };
}

int WaterAllocationGame::defaultRounds(const Json& /*params*/) const { return 20; }

Status WaterAllocationGame::checkParams(const Json& p, int numSeats) const {
    const auto n = static_cast<std::size_t>(std::max(numSeats, 0));
    if (auto s = checkIntList(p.at("requirements"), n, 1, "requirements"); !s) return s.error();
    if (auto s = checkIntList(p.at("salaries"), n, 0, "salaries"); !s) return s.error();
    if (auto s = checkIntList(p.at("supply_sequence"), 0, 0, "supply_sequence"); !s) return s.error();
    if (p.at("setting").get<int>() == 0 && p.at("supply_min").get<int>() > p.at("supply_max").get<int>())
        return Error::make("invalid_param", "parameter 'supply_min' (" + p.at("supply_min").dump() +
                                                ") must not exceed 'supply_max' (" + p.at("supply_max").dump() + ")");
    if (p.at("start_hp").get<int>() > p.at("max_hp").get<int>())
        return Error::make("invalid_param", "parameter 'start_hp' (" + p.at("start_hp").dump() +
                                                ") must not exceed 'max_hp' (" + p.at("max_hp").dump() + ")");
    return okStatus();
}

Result<std::unique_ptr<State>> WaterAllocationGame::newState(const GameSetup& setup) const {
    if (setup.numSeats != 5)
        return Error::make("invalid_seats",
                           "water_allocation needs exactly 5 seats (Alex, Bob, Cindy, David, Eric), got " +
                               std::to_string(setup.numSeats));
    if (auto s = checkParams(setup.params, setup.numSeats); !s) return s.error();
    return std::unique_ptr<State>(std::make_unique<WaterAllocationState>(setup));
}

WaterAllocation allocateWater(const std::vector<WaterBid>& bids, int supply) {
    WaterAllocation out;
    out.left = supply;
    out.valid.resize(bids.size());
    for (std::size_t i = 0; i < bids.size(); ++i)
        out.valid[i] = bids[i].bid && *bids[i].bid >= 0 && *bids[i].bid <= bids[i].balance;
    std::vector<bool> served(bids.size(), false);
    for (;;) {
        std::optional<std::size_t> best;
        for (std::size_t i = 0; i < bids.size(); ++i) {
            if (!out.valid[i] || served[i] || bids[i].requirement > out.left) continue;
            if (!best) {
                best = i;
                continue;
            }
            const WaterBid& b = bids[*best];
            // Ties go to the lower requirement, then the earlier seat (Alympics' fixed order).
            if (*bids[i].bid > *b.bid || (*bids[i].bid == *b.bid && bids[i].requirement < b.requirement)) best = i;
        }
        if (!best) break;
        served[*best] = true;
        out.winners.push_back(static_cast<int>(*best));
        out.left -= bids[*best].requirement;
    }
    return out;
}

const HumanView& WaterAllocationGame::humanView() const {
    static const WaterAllocationView view;
    return view;
}

}  // namespace nashlab::engine::games
