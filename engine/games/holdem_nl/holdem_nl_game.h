#pragma once
// holdem_nl: one hand of heads-up no-limit Texas hold'em as LLMArena plays it (PettingZoo
// texas_holdem_no_limit_v6 on RLCard): 100 chips each, blinds 1/2, five abstract actions (fold,
// check/call, raise half the pot, raise the pot, all in), flop, turn, river and a showdown.
// LLMArena (Chen et al. 2024, seed 004 §1.3).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class HoldemGame final : public Game {
public:
    HoldemGame();

    std::vector<ParamSpec> params() const override;
    Status checkParams(const Json& params, int numSeats) const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
