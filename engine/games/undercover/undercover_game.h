#pragma once
// undercover: LLMArena's "Who is the undercover?" (Chen et al. 2024, seed 004 §1.4). Five players
// by default; one holds a word related to, but not the same as, everyone else's. Players give
// clues in turn and then vote one player out, until the undercover is found or only three remain.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class UndercoverGame final : public Game {
public:
    UndercoverGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;
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
