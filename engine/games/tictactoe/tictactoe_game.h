#pragma once
// tictactoe: TicTacToe on a 3×3 grid, X first, as LLMArena plays it (PettingZoo tictactoe_v3):
// moves given as (row, column), 1-based; the legal cells listed unless `position_hint` is off (the
// paper's ablation). LLMArena (Chen et al. 2024, seed 004 §1.1).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class TictactoeGame final : public Game {
public:
    TictactoeGame();

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
