#pragma once
// tictactoe: TicTacToe on a 3×3 grid, X first, as LLMArena plays it (PettingZoo tictactoe_v3):
// moves given as (row, column), 1-based; the legal cells listed unless `position_hint` is off (the
// paper's ablation). LLMArena (Chen et al. 2024, seed 004 §1.1).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class TictactoeGame final : public Game {
public:
    std::string id() const override { return "tictactoe"; }
    std::string title() const override { return "TicTacToe"; }
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    unsigned charts() const override { return kPayoffPaths; }
    bool roundsAreALimit() const override { return true; }
    std::string source() const override;
    std::string summary() const override;
    SeatRange seats() const override { return {2, 2, 2}; }
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    bool simultaneous() const override { return false; }
    std::vector<StrategyInfo> strategies() const override;
    bool supportsLoseGame() const override { return true; }

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    /// The scorer reads each move's public report and the payoffs.
    unsigned scoreReads() const override { return kRoundPublic; }
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
