#pragma once
// el_farol: every round each player goes to the bar or stays home; the bar is fun only while
// no more than a share R of all players turn up. γ-Bench "El Farol Bar" (001 §1.2).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class ElFarolGame final : public Game {
public:
    ElFarolGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// Most goers the bar holds while it is still fun: floor(R × N), tolerant of rounding in R.
int elFarolCapacity(double ratio, int players);

/// Expected payoff of one player when all `players` go independently with probability `ratio`
/// (the paper's reference mix): (1−R)·HOME + R·[P(X ≤ cap−1)·MAX + P(X ≥ cap)·MIN], X ~ Bin(N−1, R).
double elFarolReferencePayoff(double ratio, int players, double lo, double hi, double home);

/// γ-Bench's 0–100 score from the go shares of each round: S = mean |share − R|,
/// score = (max(R, 1−R) − S) / max(R, 1−R) × 100. Paper and code agree (001 §1.2, §7).
double gamaBenchBarScore(const std::vector<double>& goShares, double ratio);

}  // namespace nashlab::engine::games
