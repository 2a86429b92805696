#pragma once
// sealed_bid_auction: one item per round, sealed bids, first or second price.
// γ-Bench SBA (001 §1.6), EconArena's second-price auction with assets (000 §1.2) and
// LLMArena's Bid with overbidding illegal (004 §1.6).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class SealedBidAuctionGame final : public Game {
public:
    SealedBidAuctionGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Status checkParams(const Json& params, int numSeats) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// The symmetric equilibrium bid. Second price: the value. First price with values uniform on
/// [lo, hi]: lo + (v − lo)(N − 1)/N (b = v(N−1)/N when lo = 0).
double auctionEquilibriumBid(bool secondPrice, double value, double lo, int players);

/// γ-Bench's SBA score of one (value, bid) cell, before averaging and × 100.
/// Repo (since Nov 2024): max(0, (v − b)/max(v, 1)). Paper: (v − b)/vMax, unclipped.
double gamaBenchAuctionCellRepo(double value, double bid);
double gamaBenchAuctionCellPaper(double value, double bid, double vMax);

}  // namespace nashlab::engine::games
