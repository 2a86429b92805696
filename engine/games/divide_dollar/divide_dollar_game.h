#pragma once
// divide_dollar: everyone bids for a share of G golds at once; if the bids add up to more than
// G, nobody gets anything. γ-Bench "Divide the Dollar" (001 §1.3).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class DivideDollarGame final : public Game {
public:
    DivideDollarGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// γ-Bench's 0–100 score from the per-round bid sums: S = mean |Σ_i B_ij − G|, score = (G − S)/G × 100.
/// The released code clips at 0 (`clipAtZero`); the paper's formula does not (001 §1.3, §7).
double gamaBenchDollarScore(const std::vector<double>& bidSums, double golds, bool clipAtZero);

}  // namespace nashlab::engine::games
