// Scores and metrics of sealed_bid_auction: γ-Bench's SBA score in both modes (001 §1.6, §7, §8.2)
// and EconArena's per-seat measures (000 §2.2): rationality (payoff / NE payoff), NE deviation
// |π(a)/π(a*) − 1| per seat and round, win rate, rule-breaking rate. Like EconArena, rationality
// and deviation use only the rounds in which the seat placed a valid bid.
#include <algorithm>
#include <cmath>

#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"

namespace nashlab::engine::games {

Json SealedBidAuctionGame::score(const PlayedSession& session) const {
    const Json& p = session.params;
    const auto n = static_cast<std::size_t>(session.numSeats);
    const bool econ = p.at("valuation_source") == "econarena_normal";

    // The paper divides by V_MAX, the old code's valuation_max (200); normal values have no grid,
    // so the largest value that occurred stands in.
    double vMax = p.at("valuation_max").get<double>();
    if (econ) {
        vMax = 0.0;
        for (const auto& r : session.rounds)
            for (const auto& rep : r.privateReports) vMax = std::max(vMax, rep.at("value").get<double>());
    }
    double repoSum = 0.0, paperSum = 0.0;
    int cells = 0;
    std::vector<double> payoffSum(n, 0.0), nePayoffSum(n, 0.0), deviationSum(n, 0.0), bidGapSum(n, 0.0);
    std::vector<double> bidSum(n, 0.0), valueSum(n, 0.0), answeredPayoffSum(n, 0.0);
    std::vector<int> answered(n, 0), wins(n, 0), deviationCount(n, 0), refRounds(n, 0);
    // LLMArena's Bid analysis (004 §2.4): (bid − NE bid) / NE bid, v/2 for two uniform bidders.
    std::vector<double> relativeGapSum(n, 0.0);
    std::vector<int> relativeGapCount(n, 0);
    Json roundMargins = Json::array();  // mean (value − bid) per round: γ-Bench Fig. 2 (6)
    Json deviations = Json::array();    // per round, per seat: EconArena's d_it (null if undefined)

    for (const auto& r : session.rounds) {
        double marginSum = 0.0;
        int marginCount = 0;
        Json roundDeviation = Json::array();
        for (std::size_t i = 0; i < n; ++i) {
            const double v = r.privateReports.at(i).at("value").get<double>();
            payoffSum[i] += r.payoffs.at(i);
            if (r.privateReports.at(i).at("won").get<bool>()) ++wins[i];
            const Json& ref = r.reference.size() > i ? r.reference.at(i) : Json();
            const Json& a = r.actions.at(i);
            Json d;
            // EconArena leaves a fouled run out of a player's payoff and deviation statistics.
            if (a.is_number() && ref.is_object() && ref.at("payoff").is_number()) {
                answeredPayoffSum[i] += r.payoffs.at(i);
                const double nePayoff = ref.at("payoff").get<double>();
                nePayoffSum[i] += nePayoff;
                ++refRounds[i];
                if (nePayoff > 0) {
                    d = std::fabs(r.payoffs.at(i) / nePayoff - 1.0);
                    deviationSum[i] += d.get<double>();
                    ++deviationCount[i];
                }
            }
            roundDeviation.push_back(d);
            if (!a.is_number()) continue;
            const double b = a.get<double>();
            repoSum += gamaBenchAuctionCellRepo(v, b);
            paperSum += vMax > 0 ? gamaBenchAuctionCellPaper(v, b, vMax) : 0.0;
            ++cells;
            marginSum += v - b;
            ++marginCount;
            bidSum[i] += b;
            valueSum[i] += v;
            ++answered[i];
            if (ref.is_object() && ref.at("action").is_object()) {
                const double ne = ref.at("action").at("bid").get<double>();
                bidGapSum[i] += std::fabs(b - ne);
                if (ne > 0) {
                    relativeGapSum[i] += (b - ne) / ne;
                    ++relativeGapCount[i];
                }
            }
        }
        roundMargins.push_back(marginCount ? Json(marginSum / marginCount) : Json());
        deviations.push_back(roundDeviation);
    }

    Json scores = Json::object();
    if (cells > 0) {
        scores["gamabench_repo"] = 100.0 * repoSum / cells;
        scores["gamabench_paper"] = 100.0 * paperSum / cells;
    }
    const double rounds = static_cast<double>(session.rounds.size());
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        Json seat = {{"seat", i},
                     {"payoff", payoffSum[i]},
                     {"wins", wins[i]},
                     {"win_rate", rounds > 0 ? wins[i] / rounds : 0.0},
                     {"invalid_attempts", invalid},
                     {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}};
        const bool allRefs = refRounds[i] == answered[i] && answered[i] > 0;
        seat["rationality"] = allRefs && nePayoffSum[i] > 0 ? Json(answeredPayoffSum[i] / nePayoffSum[i]) : Json();
        seat["ne_deviation"] = deviationCount[i] ? Json(deviationSum[i] / deviationCount[i]) : Json();
        seat["mean_bid"] = answered[i] ? Json(bidSum[i] / answered[i]) : Json();
        seat["mean_value_minus_bid"] = answered[i] ? Json((valueSum[i] - bidSum[i]) / answered[i]) : Json();
        seat["bid_deviation"] = answered[i] && allRefs ? Json(bidGapSum[i] / answered[i]) : Json();
        seat["relative_bid_deviation"] = relativeGapCount[i] ? Json(relativeGapSum[i] / relativeGapCount[i]) : Json();
        perSeat.push_back(seat);
    }
    return {{"scores", scores},
            {"metrics",
             {{"rounds", session.rounds.size()}, {"value_minus_bid", roundMargins}, {"ne_deviation", deviations}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
