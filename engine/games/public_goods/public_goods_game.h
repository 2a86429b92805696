#pragma once
// public_goods: everyone secretly puts some of their tokens into a pot; the pot is multiplied by R
// and shared equally among all players. γ-Bench "Public Goods Game" (001 §1.4).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class PublicGoodsGame final : public Game {
public:
    PublicGoodsGame();
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

/// γ-Bench's 0–100 score from the mean contribution S over all seats and rounds and the
/// per-round endowment T: (T − S)/T × 100. Paper and code agree (001 §1.4, §7).
double gamaBenchGoodsScore(double meanContribution, double endowment);

/// Token amounts are kept to cents, as γ-Bench rounds holdings to 2 decimals.
double roundTokens(double tokens);

}  // namespace nashlab::engine::games
