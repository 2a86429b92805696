// Metrics of the Water Allocation Challenge (003 §4.1, §6.4): survival per resident, number of
// survivors, day of elimination, resource satisfaction rate RSR = E[supply] / total need of the
// survivors (at the start and at the end), the lowest winning bid p_n per day, and the bid, HP and
// balance paths. All of it is read from the rounds' public reports.
#include "engine/games/water_allocation/water_allocation_game.h"

namespace nashlab::engine::games {
namespace {

double expectedSupplyOf(const Json& params) {
    const auto range = waterSettingRange(params.at("setting").get<int>());
    const int lo = range ? range->first : params.at("supply_min").get<int>();
    const int hi = range ? range->second : params.at("supply_max").get<int>();
    return (lo + hi) / 2.0;
}

}  // namespace

Json WaterAllocationGame::score(const PlayedSession& session) const {
    const Json& p = session.params;
    const auto n = static_cast<std::size_t>(session.numSeats);
    std::vector<std::string> names = waterResidentNames();
    names.resize(n);
    std::vector<int> requirement(n);
    int totalNeed = 0;
    for (std::size_t i = 0; i < n; ++i) {
        requirement[i] = p.at("requirements").at(i).get<int>();
        totalNeed += requirement[i];
    }
    const double expected = expectedSupplyOf(p);

    std::vector<bool> alive(n, true);
    std::vector<Json> dayEliminated(n), hpSeries(n, Json::array()), balanceSeries(n, Json::array()),
        bidSeries(n, Json::array());
    std::vector<int> waterDays(n, 0), voidBids(n, 0);
    std::vector<double> paid(n, 0.0), payoff(n, 0.0);
    Json minWinning = Json::array(), supplies = Json::array(), rsrSeries = Json::array(),
         eliminationOrder = Json::array();
    double priceSum = 0.0;
    int priceDays = 0, voidTotal = 0;

    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        supplies.push_back(pub.at("supply"));
        minWinning.push_back(pub.at("min_winning_bid"));
        rsrSeries.push_back(pub.at("rsr"));
        if (pub.at("min_winning_bid").is_number()) {
            priceSum += pub.at("min_winning_bid").get<double>();
            ++priceDays;
        }
        const Json& winners = pub.at("winners");
        const Json& winningBids = pub.at("winning_bids");
        for (std::size_t w = 0; w < winners.size(); ++w) {
            const auto seat = winners.at(w).get<std::size_t>();
            ++waterDays[seat];
            paid[seat] += winningBids.at(w).get<double>();
        }
        for (std::size_t i = 0; i < n; ++i) {
            payoff[i] += r.payoffs.at(i);
            hpSeries[i].push_back(pub.at("hp").at(i));
            balanceSeries[i].push_back(pub.at("balance").at(i));
            bidSeries[i].push_back(pub.at("bids").at(i));
            if (pub.at("over_balance").at(i).get<bool>()) {
                ++voidBids[i];
                ++voidTotal;
            }
            alive[i] = pub.at("alive").at(i).get<bool>();
        }
        for (const auto& e : pub.at("eliminated")) {
            const auto seat = e.get<std::size_t>();
            dayEliminated[seat] = r.round;
            eliminationOrder.push_back(names[seat]);
        }
    }

    int survivors = 0, survivorsNeed = 0;
    Json survivorNames = Json::array(), survival = Json::object(), eliminationDay = Json::object();
    Json hpByName = Json::object(), balanceByName = Json::object(), bidsByName = Json::object();
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        if (alive[i]) {
            ++survivors;
            survivorsNeed += requirement[i];
            survivorNames.push_back(names[i]);
        }
        survival[names[i]] = alive[i] ? 1 : 0;
        eliminationDay[names[i]] = dayEliminated[i];
        hpByName[names[i]] = hpSeries[i];
        balanceByName[names[i]] = balanceSeries[i];
        bidsByName[names[i]] = bidSeries[i];
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"name", names[i]},
                     {"requirement", requirement[i]},
                     {"salary", p.at("salaries").at(i)},
                     {"payoff", payoff[i]},
                     {"survived", alive[i] ? 1 : 0},
                     {"day_eliminated", dayEliminated[i]},
                     {"days_survived", payoff[i]},
                     {"water_days", waterDays[i]},
                     {"total_paid", paid[i]},
                     {"mean_winning_bid", waterDays[i] > 0 ? Json(paid[i] / waterDays[i]) : Json()},
                     {"over_balance_bids", voidBids[i]},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0},
                     {"bid_series", bidSeries[i]},
                     {"hp_series", hpSeries[i]},
                     {"balance_series", balanceSeries[i]}};
        seat["final_hp"] = hpSeries[i].empty() ? Json(p.at("start_hp")) : Json();
        seat["final_balance"] = hpSeries[i].empty() ? Json(0.0) : Json();
        for (auto it = hpSeries[i].rbegin(); it != hpSeries[i].rend(); ++it) {
            if (it->is_null()) continue;
            seat["final_hp"] = *it;
            break;
        }
        for (auto it = balanceSeries[i].rbegin(); it != balanceSeries[i].rend(); ++it) {
            if (it->is_null()) continue;
            seat["final_balance"] = *it;
            break;
        }
        perSeat.push_back(seat);
    }

    const double rsrStart = totalNeed > 0 ? expected / totalNeed : 0.0;
    const Json rsrEnd = survivorsNeed > 0 ? Json(expected / survivorsNeed) : Json();
    Json scores = {{"survivors", survivors}, {"alympics_rsr_start", rsrStart}};
    if (rsrEnd.is_number()) scores["alympics_rsr_end"] = rsrEnd;

    const Json metrics = {{"days", session.rounds.size()},
                          {"expected_supply", expected},
                          {"survivors", survivors},
                          {"survivor_names", survivorNames},
                          {"survival", survival},
                          {"elimination_day", eliminationDay},
                          {"elimination_order", eliminationOrder},
                          {"rsr_start", rsrStart},
                          {"rsr_end", rsrEnd},
                          {"rsr_series", rsrSeries},
                          {"supply", supplies},
                          {"min_winning_bid", minWinning},
                          {"mean_min_winning_bid", priceDays > 0 ? Json(priceSum / priceDays) : Json()},
                          {"over_balance_bids", voidTotal},
                          {"bids", bidsByName},
                          {"hp", hpByName},
                          {"balance", balanceByName}};
    return {{"scores", scores}, {"metrics", metrics}, {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
