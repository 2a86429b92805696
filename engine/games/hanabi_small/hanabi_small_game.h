#pragma once
// hanabi_small: LLMArena's cooperative Hanabi (Chen et al. 2024, seed 004 §1.7), the small game of
// PettingZoo hanabi_v5 / the Hanabi Learning Environment: two players, Red and Yellow, ranks 1–5
// (3/2/2/2/1 copies, 20 cards), hands of two, 3 information tokens and 1 life token by default.
// Both seats score the team's fireworks; the paper's teams are self-play pairs.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class HanabiSmallGame final : public Game {
public:
    HanabiSmallGame();

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
