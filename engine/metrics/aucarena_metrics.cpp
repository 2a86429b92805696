#include "engine/metrics/aucarena_metrics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/core/json.h"

namespace nashlab::engine {
namespace {

std::string itemList(const std::set<std::string>& items) {
    if (items.empty()) return "nothing";
    std::string s;
    for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
    return s;
}

double pearson(const std::vector<double>& x, const std::vector<double>& y) {
    const double n = static_cast<double>(x.size());
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxy / std::sqrt(sxx * syy);
}

}  // namespace

double correctedFailureRate(int failures, int corrects) {
    const int total = failures + corrects;
    return total > 0 ? static_cast<double>(failures) / total : 0.0;
}

BeliefCheckCounts& BeliefCheckCounts::operator+=(const BeliefCheckCounts& o) {
    selfErrors += o.selfErrors;
    selfChecks += o.selfChecks;
    otherErrors += o.otherErrors;
    otherChecks += o.otherChecks;
    messages.insert(messages.end(), o.messages.begin(), o.messages.end());
    return *this;
}

BeliefCheckCounts checkBelief(const std::string& self, const AuctionStatus& belief, const AuctionStatus& truth) {
    BeliefCheckCounts c;
    ++c.selfChecks;
    if (belief.remainingBudget != truth.remainingBudget) {
        ++c.selfErrors;
        c.messages.push_back("Your remaining budget is $" + formatNumber(truth.remainingBudget) + ", not $" +
                             formatNumber(belief.remainingBudget) + ".");
    }
    const auto isSelf = [&](const std::string& key) { return key.find(self) != std::string::npos; };
    for (const auto& [name, profit] : belief.totalProfits) {
        const auto it = truth.totalProfits.find(name);
        if (it == truth.totalProfits.end()) continue;  // not a real bidder: skipped, as in the reference
        const bool mine = isSelf(name);
        ++(mine ? c.selfChecks : c.otherChecks);
        if (profit != it->second) {
            ++(mine ? c.selfErrors : c.otherErrors);
            c.messages.push_back(name + "'s total profit is $" + formatNumber(it->second) + ", not $" +
                                 formatNumber(profit) + ".");
        }
    }
    for (const auto& [name, items] : belief.itemsWon) {
        const auto it = truth.itemsWon.find(name);
        if (it == truth.itemsWon.end()) continue;
        const bool mine = isSelf(name);
        ++(mine ? c.selfChecks : c.otherChecks);
        if (items != it->second) {
            ++(mine ? c.selfErrors : c.otherErrors);
            c.messages.push_back(name + " has won " + itemList(it->second) + ", not " + itemList(items) + ".");
        }
    }
    return c;
}

double FailureCounts::failedBidRate() const { return correctedFailureRate(failedBids, acceptedBids); }
double FailureCounts::selfBeliefErrorRate() const {
    return correctedFailureRate(beliefs.selfErrors, beliefs.selfChecks - beliefs.selfErrors);
}
double FailureCounts::otherBeliefErrorRate() const {
    return correctedFailureRate(beliefs.otherErrors, beliefs.otherChecks - beliefs.otherErrors);
}

std::vector<double> averageRanks(const std::vector<double>& values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> ranks(values.size(), 0.0);
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
        const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k) ranks[order[k]] = mean;
        i = j + 1;
    }
    return ranks;
}

std::optional<double> spearman(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() != y.size() || x.size() < 2) return std::nullopt;
    const auto constant = [](const std::vector<double>& v) {
        return std::all_of(v.begin(), v.end(), [&](double a) { return a == v.front(); });
    };
    if (constant(x) || constant(y)) return std::nullopt;
    return pearson(averageRanks(x), averageRanks(y));
}

PlanAlignment planAlignment(const std::vector<PriorityRecord>& records) {
    std::vector<double> r1, rj, n, x;
    for (const auto& r : records) {
        r1.push_back(r.initialPriority);
        rj.push_back(r.currentPriority);
        n.push_back(r.engagements);
        x.push_back(r.won ? 1.0 : 0.0);
    }
    PlanAlignment a;
    a.pairs = static_cast<int>(records.size());
    a.initialVsEngagement = spearman(r1, n);
    a.initialVsWinning = spearman(r1, x);
    a.currentVsEngagement = spearman(rj, n);
    a.currentVsWinning = spearman(rj, x);
    return a;
}

}  // namespace nashlab::engine
