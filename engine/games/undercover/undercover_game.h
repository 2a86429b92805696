#pragma once
// undercover: LLMArena's "Who is the undercover?" (Chen et al. 2024, seed 004 §1.4). Five players
// by default; one holds a word related to, but not the same as, everyone else's. Players give
// clues in turn and then vote one player out, until the undercover is found or only three remain.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class UndercoverGame final : public Game {
public:
    std::string id() const override { return "undercover"; }
    std::string title() const override { return "Undercover"; }
    // Clues are words and votes are players: the payoff path (who won) is the chart that reads.
    unsigned charts() const override { return kPayoffPaths; }
    bool roundsAreALimit() const override { return true; }
    std::string source() const override;
    std::string summary() const override;
    SeatRange seats() const override { return {4, 8, 5}; }
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    bool simultaneous() const override { return false; }
    std::vector<StrategyInfo> strategies() const override;
    std::vector<std::string> scoringModes() const override { return {"undercover_win"}; }
    Status checkParams(const Json& params, int numSeats) const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;

    /// Rounds of a game with every clue given: (players still in + 1) per game round, until three are left.
    static int maxSteps(int numSeats);
};

}  // namespace nashlab::engine::games
