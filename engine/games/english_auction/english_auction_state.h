#pragma once
#include "engine/game/state.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/metrics/aucarena_metrics.h"

namespace nashlab::engine::games {

/// One auction. A bid round is one bidding round on the current item: every bidder that has not
/// withdrawn from the item and does not hold the highest bid answers {"bid": n} (0 = withdraw).
/// setup.rounds caps the number of bidding rounds; the auction stops there even with items left.
///
/// With planning (002 §2), the bidder's other steps are rounds too, so they land in the record
/// like bids: a "plan" round before the first item ({"priorities": {item: 1|2|3}}), after each
/// item a "belief" round ({"remaining_budget", "total_profits", "winning_bids"}, checked against
/// truthFor() and re-asked with the errors when correct_belief), then a "replan" round for adaptive
/// bidders. These rounds pay nothing and their public report carries "phase"; bid rounds say "bid".
/// With learning and a previous auction handed on (setup.carryIn), a "learn" round comes first
/// ({"learnings": text}); the lessons then stay in the bidder's instructions.
enum class AuctionPhase { Learn, Plan, Bid, Belief, Replan };
std::string toString(AuctionPhase phase);

class EnglishAuctionState final : public State {
public:
    EnglishAuctionState(GameSetup setup, AuctionConfig config);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    /// The history lists bid rounds only.
    int historyLength(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override;
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;

    /// Items in auction order (after shuffling).
    const std::vector<AuctionItem>& items() const { return m_items; }
    std::size_t currentItem() const { return m_item; }
    std::int64_t budget(int seat) const { return m_budget.at(static_cast<std::size_t>(seat)); }
    std::int64_t estimate(int seat, std::size_t item) const {
        return m_estimate.at(static_cast<std::size_t>(seat)).at(item);
    }
    std::int64_t highestBid() const { return m_highest; }
    int leader() const { return m_leader; }
    /// The smallest bid accepted now: the starting price, or the previous round's highest bid plus the raise.
    std::int64_t minimumBid() const;
    std::int64_t minimumRaiseNow() const;
    /// The true status for `seat` (own budget, everyone's profit and items), to check an LLM
    /// bidder's belief against with checkBelief() (002 §2.4).
    AuctionStatus truthFor(int seat) const;
    static std::string bidderName(int seat) { return "Bidder " + std::to_string(seat + 1); }
    AuctionPhase phase() const { return m_phase; }
    /// The priorities in force for `seat` ({item: 1..3}; null before any plan).
    const Json& priorities(int seat) const { return m_priorities.at(static_cast<std::size_t>(seat)); }
    /// The true status as a belief answer spells it ({"remaining_budget", "total_profits", "winning_bids"}).
    Json trueStatusJson(int seat) const;
    /// Positive bids `seat` has made on the current item.
    int bidsOnItem(int seat) const { return m_bidsOnItem.at(static_cast<std::size_t>(seat)); }
    /// The lessons `seat` carries (from earlier auctions, as rewritten in the learn round).
    const std::string& learnings(int seat) const { return m_learnings.at(static_cast<std::size_t>(seat)); }
    /// The value-ranked priorities of the remaining items: the fallback plan, and the bots' plan.
    Json valuePriorities(int seat) const;

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& outcome, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// The round as every bidder sees it; pastRound() only marks the asking seat's own parts.
    static Json publicEntry(const RoundOutcome& r);
    void nextItem();
    // Planning steps (english_auction_phases.cpp).
    bool anySeat(bool (*wanted)(Planning)) const;
    std::vector<int> planningSeats() const;
    ActionSpec planningSpec(int seat) const;
    Status validatePlanning(int seat, const Json& action) const;
    Status validateBelief(int seat, const Json& action) const;
    /// The belief's shape only (numbers and objects where they belong); no check, nothing counted.
    static Status beliefFormat(const Json& action);
    Status legalInStep(int seat, const Json& action) const override;
    std::optional<RoundOutcome> applyPlanning(const std::map<int, Json>& actions);
    void addPlanningObservation(int seat, Json& obs) const;
    void afterItemClosed();
    void startPlanning();  ///< the phase after learning: the plan, or the first bid round
    Json previousAuctionView(int seat) const;

    AuctionConfig m_config;
    std::vector<AuctionItem> m_items;
    std::vector<std::vector<std::int64_t>> m_estimate;  ///< [seat][item]
    std::vector<std::int64_t> m_budget;
    std::vector<double> m_profit;  ///< per seat: the sum of its payoffs (= cumulativePayoffs())
    std::vector<Json> m_sales;     ///< per finished item: {"winner", "price"} or {"winner": null}
    // The item on the block.
    std::size_t m_item = 0;
    int m_itemRound = 0;          ///< 0-based bidding round within the item
    std::int64_t m_highest = -1;  ///< -1 before any bid
    int m_leader = -1;
    std::int64_t m_prevRoundMax = -1;  ///< AucArena's prev_round_max_bid: -1 until a round with 2+ bids or later
    std::vector<bool> m_withdrawn;
    std::vector<int> m_bidsOnItem;  ///< positive bids per seat on this item

    AuctionPhase m_phase = AuctionPhase::Bid;
    int m_bidRounds = 0;                   ///< bidding rounds played (the rounds a history lists)
    std::vector<Json> m_priorities;        ///< per seat: {item: priority} in force
    std::vector<Json> m_beliefs;           ///< per seat: the last accepted belief (null before any)
    std::vector<std::string> m_learnings;  ///< per seat: lessons from earlier auctions
    // Belief checks of the answers validated in the belief round in flight, per seat. validate() is
    // const and the runner calls it once per answer; apply() moves these counts into the record
    // (each check counts, so corrected errors feed the belief CFRs, 002 §3.1).
    mutable std::vector<std::vector<BeliefCheckCounts>> m_beliefChecks;
};

}  // namespace nashlab::engine::games
