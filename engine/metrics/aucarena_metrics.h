#pragma once
// AucArena's behavioural metrics (002 §3.1–3.2) on plain data, so that they are testable without a
// model: corrected failure rates (CFR = F / (C + F)) for bids and for beliefs about oneself and
// others, the belief check against the auction's truth, and Spearman correlations between plan
// priorities and engagement / winning. The LLM bidder's plan–bid–believe–replan loop that produces
// these records is english_auction with planning (see docs/english_auction.md).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nashlab::engine {

/// F / (C + F); 0 when there was nothing to count.
double correctedFailureRate(int failures, int corrects);

/// What a bidder believes (or what is true) after an item: 002 §2.4's status JSON.
struct AuctionStatus {
    double remainingBudget = 0.0;                           ///< the bidder's own
    std::map<std::string, double> totalProfits;             ///< bidder name -> profit
    std::map<std::string, std::set<std::string>> itemsWon;  ///< bidder name -> item names (prices are not compared)
};

/// Counters of one or more belief checks. Self checks: own budget, own profit, own items;
/// other checks: each other bidder's profit and items.
struct BeliefCheckCounts {
    int selfErrors = 0;
    int selfChecks = 0;
    int otherErrors = 0;
    int otherChecks = 0;
    std::vector<std::string> messages;  ///< one readable sentence per error, for the correction prompt

    BeliefCheckCounts& operator+=(const BeliefCheckCounts& o);
};

/// Compares `belief` with `truth` for bidder `self` by exact equality, as AucArena's tracker does:
/// a belief key counts as self when it contains `self`'s name; names that are not real bidders
/// (not keys of `truth`) are skipped; bidders missing from the belief are not counted.
BeliefCheckCounts checkBelief(const std::string& self, const AuctionStatus& belief, const AuctionStatus& truth);

/// A bidder's counters over an auction (or pooled over many), and its three CFRs.
struct FailureCounts {
    int failedBids = 0;    ///< rejected bids (over budget, below the start, too small a raise)
    int acceptedBids = 0;  ///< bids (withdrawals included) that were accepted
    BeliefCheckCounts beliefs;

    double failedBidRate() const;  ///< failedBids / (acceptedBids + failedBids)
    double selfBeliefErrorRate() const;
    double otherBeliefErrorRate() const;
};

/// Average ranks (1-based; ties get the mean of the ranks they span).
std::vector<double> averageRanks(const std::vector<double>& values);

/// Spearman's ρ with average ranks for ties (Pearson correlation of the ranks); nullopt when the
/// sizes differ, there are fewer than two values, or either side is constant.
std::optional<double> spearman(const std::vector<double>& x, const std::vector<double>& y);

/// One (bidder, item) pair for 002 §3.2.
struct PriorityRecord {
    int initialPriority = 0;  ///< r^(1): from the plan before the auction
    int currentPriority = 0;  ///< r^(j): from the plan in force when the item came up
    int engagements = 0;      ///< positive bids on the item
    bool won = false;
};

struct PlanAlignment {
    std::optional<double> initialVsEngagement;
    std::optional<double> initialVsWinning;
    std::optional<double> currentVsEngagement;
    std::optional<double> currentVsWinning;
    int pairs = 0;
};

/// Pools the records (over bidders, items and auctions) and correlates priority with engagement and winning.
PlanAlignment planAlignment(const std::vector<PriorityRecord>& records);

}  // namespace nashlab::engine
