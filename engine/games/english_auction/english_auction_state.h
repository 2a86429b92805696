#pragma once
#include "engine/game/state.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/metrics/aucarena_metrics.h"

namespace nashlab::engine::games {

/// One auction. A round is one bidding round on the current item: every bidder that has not
/// withdrawn from the item and does not hold the highest bid answers {"bid": n} (0 = withdraw).
/// setup.rounds caps the number of bidding rounds; the auction stops there even with items left.
class EnglishAuctionState final : public State {
public:
    EnglishAuctionState(GameSetup setup, AuctionConfig config);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override;
    std::vector<double> cumulativePayoffs() const override { return m_profit; }
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

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

private:
    /// The round as every bidder sees it; observation() only marks the asking seat's own parts.
    static Json publicEntry(const RoundOutcome& r);
    void nextItem();

    GameSetup m_setup;
    AuctionConfig m_config;
    std::vector<AuctionItem> m_items;
    std::vector<std::vector<std::int64_t>> m_estimate;  ///< [seat][item]
    std::vector<std::int64_t> m_budget;
    std::vector<double> m_profit;
    std::vector<Json> m_sales;  ///< per finished item: {"winner", "price"} or {"winner": null}
    // The item on the block.
    std::size_t m_item = 0;
    int m_itemRound = 0;          ///< 0-based bidding round within the item
    std::int64_t m_highest = -1;  ///< -1 before any bid
    int m_leader = -1;
    std::int64_t m_prevRoundMax = -1;  ///< AucArena's prev_round_max_bid: -1 until a round with 2+ bids or later
    std::vector<bool> m_withdrawn;
    std::vector<int> m_bidsOnItem;  ///< positive bids per seat on this item
    std::vector<RoundOutcome> m_history;
    std::vector<Json> m_entries;  ///< publicEntry() of each round, built once (observations are asked often)
};

}  // namespace nashlab::engine::games
