#pragma once
#include <string>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/diners_dilemma/diners_dilemma_game.h"

namespace nashlab::engine::games {

/// One session of diners_dilemma. Every round all seats order at once.
class DinersDilemmaState final : public State {
public:
    explicit DinersDilemmaState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    // Typed reads for the bots.
    const DinerPrices& prices() const { return m_prices; }
    /// Costly and cheap orders in the last completed round (0 before round 2).
    int lastCostlyCount() const { return m_lastCostly; }
    int lastCheapCount() const { return m_lastCheap; }
    /// The seat's dish in the last completed round: "costly", "cheap", or "" (forfeited, or no round yet).
    std::string lastDish(int seat) const;

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;

    DinerPrices m_prices;
    bool m_otherIsCostly = false;  ///< other_answers costly: γ-Bench's reading of any answer but "cheap"
    /// The dish the rules serve for what a seat said ("" stays "": no order).
    std::string ruleDish(const std::string& said) const;
    int m_lastCostly = 0;
    int m_lastCheap = 0;
};

}  // namespace nashlab::engine::games
