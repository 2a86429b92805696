#pragma once
// connect_four: ConnectFour on 6 rows × 7 columns with gravity, X first, as LLMArena plays it
// (PettingZoo connect_four_v3): moves are columns 1–7; the open columns listed unless
// `position_hint` is off; the board shown by rows or transposed (the paper's row–column swap).
// LLMArena (Chen et al. 2024, seed 004 §1.2, §2.4).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class ConnectFourGame final : public Game {
public:
    std::string id() const override { return "connect_four"; }
    std::string title() const override { return "ConnectFour"; }
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
