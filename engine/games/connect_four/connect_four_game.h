#pragma once
// connect_four: ConnectFour on 6 rows × 7 columns with gravity, X first, as LLMArena plays it
// (PettingZoo connect_four_v3): moves are columns 1–7; the open columns listed unless
// `position_hint` is off; the board shown by rows or transposed (the paper's row–column swap).
// LLMArena (Chen et al. 2024, seed 004 §1.2, §2.4).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class ConnectFourGame final : public Game {
public:
    ConnectFourGame();

    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
