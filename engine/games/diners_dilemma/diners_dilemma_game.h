#pragma once
// diners_dilemma: everyone orders a costly or a cheap dish and the bill is split equally.
// γ-Bench "Diner's Dilemma" (001 §1.5).
#include "engine/game/game.h"

namespace nashlab::engine::games {

class DinersDilemmaGame final : public Game {
public:
    DinersDilemmaGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

struct DinerPrices {
    double costlyPrice = 20;    ///< P_h (x)
    double costlyUtility = 20;  ///< U_h (a)
    double cheapPrice = 10;     ///< P_l (y)
    double cheapUtility = 15;   ///< U_l (b)

    static DinerPrices fromParams(const Json& params);
    /// The dominant dish with the bill split N ways: "costly" iff a − x/N ≥ b − y/N (ties go to costly, the paper's
    /// NE).
    std::string dominantDish(int players) const;
};

/// γ-Bench's 0–100 score: 100 × the share of costly orders (001 §1.5, §7; paper and code agree).
double gamaBenchDinerScore(int costlyOrders, int orders);

}  // namespace nashlab::engine::games
