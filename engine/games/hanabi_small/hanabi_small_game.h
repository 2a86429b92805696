#pragma once
// hanabi_small: LLMArena's cooperative Hanabi (Chen et al. 2024, seed 004 §1.7), the small game of
// PettingZoo hanabi_v5 / the Hanabi Learning Environment: two players, Red and Yellow, ranks 1–5
// (3/2/2/2/1 copies, 20 cards), hands of two, 3 information tokens and 1 life token by default.
// Both seats score the team's fireworks; the paper's teams are self-play pairs.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class HanabiSmallGame final : public Game {
public:
    std::string id() const override { return "hanabi_small"; }
    std::string title() const override { return "Hanabi (small)"; }
    // Moves are choices, not numbers: the payoff path (the team score growing) is the chart that reads.
    unsigned charts() const override { return kPayoffPaths; }
    bool roundsAreALimit() const override { return true; }
    std::string source() const override;
    std::string summary() const override;
    SeatRange seats() const override { return {2, 2, 2}; }
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    bool simultaneous() const override { return false; }
    std::vector<StrategyInfo> strategies() const override;
    std::vector<std::string> scoringModes() const override { return {"team_score"}; }
    Status checkParams(const Json& params, int numSeats) const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    /// The scorer reads each turn's public report and the payoffs.
    unsigned scoreReads() const override { return kRoundPublic; }
    const HumanView& humanView() const override;
};

}  // namespace nashlab::engine::games
