#pragma once
// holdem_nl: one hand of heads-up no-limit Texas hold'em as LLMArena plays it (PettingZoo
// texas_holdem_no_limit_v6 on RLCard): 100 chips each, blinds 1/2, five abstract actions (fold,
// check/call, raise half the pot, raise the pot, all in), flop, turn, river and a showdown.
// LLMArena (Chen et al. 2024, seed 004 §1.3).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class HoldemGame final : public Game {
public:
    std::string id() const override { return "holdem_nl"; }
    std::string title() const override { return "Texas Hold'em (heads-up, no limit)"; }
    unsigned charts() const override { return kPayoffPaths; }
    bool roundsAreALimit() const override { return true; }
    std::string source() const override;
    std::string summary() const override;
    SeatRange seats() const override { return {2, 2, 2}; }
    std::vector<ParamSpec> params() const override;
    Status checkParams(const Json& params, int numSeats) const override;
    int defaultRounds(const Json& params) const override;
    bool simultaneous() const override { return false; }
    std::vector<StrategyInfo> strategies() const override;
    bool supportsLoseGame() const override { return true; }

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    /// The scorer reads each action's public report and the payoffs.
    unsigned scoreReads() const override { return kRoundPublic; }
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
