#pragma once
// guess_average: pick a number; whoever is closest to R × the average wins.
// γ-Bench "Guess 2/3 of the Average" (001 §1.1) and EconArena's beauty contest (000 §1.1).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class GuessAverageGame final : public Game {
public:
    GuessAverageGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Status checkParams(const Json& params, int numSeats) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// The Nash equilibrium choice for ratio R on [lo, hi]: lo if R < 1, hi if R > 1, none if R == 1.
std::optional<double> guessEquilibrium(double ratio, double lo, double hi);

/// γ-Bench's normalised 0–100 score from S1 = mean over rounds and seats of (choice − MIN).
/// `paperMode` selects the paper's R == 1 formula instead of the released code's.
double gamaBenchGuessScore(double s1, double ratio, double lo, double hi, bool paperMode);

}  // namespace nashlab::engine::games
