#pragma once
// bargain: LLMArena's Bargain (Chen et al. 2024, seed 004 §1.5), after Lewis et al. 2017 "Deal or
// No Deal": two players share hats, balls and apples whose values each knows only for itself,
// proposing splits with a message in turn until one accepts the other's latest proposal or ten
// bargaining rounds pass (no deal: both get 0). A deal pays each its own value of its share minus
// the other's value of theirs; the higher own value wins.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class BargainGame final : public Game {
public:
    BargainGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;
    Status checkParams(const Json& params, int numSeats) const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
