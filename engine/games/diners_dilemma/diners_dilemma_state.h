#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/diners_dilemma/diners_dilemma_game.h"

namespace nashlab::engine::games {

/// One session of diners_dilemma. Every round all seats order at once.
class DinersDilemmaState final : public State {
public:
    explicit DinersDilemmaState(GameSetup setup);

    void fillActingSeats(std::vector<int>& seats) const override;
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
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override;

    /// How a seat's action of a completed round is kept: by its dish alone when the action was
    /// exactly {"chosen_dish": "costly" | "cheap"} or null, otherwise as the whole action (Other).
    enum Order : std::uint8_t { None, Costly, Cheap, Other };
    /// The dish the rules see in a seat's order of completed round `index` (0-based).
    std::string dishAt(std::size_t index, std::size_t seat) const;
    const Json& otherAction(std::size_t flatIndex) const;

    DinerPrices m_prices;
    bool m_otherIsCostly = false;  ///< other_answers costly: γ-Bench's reading of any answer but "cheap"
    /// The dish the rules serve for what a seat said ("" stays "": no order).
    std::string ruleDish(const std::string& said) const;
    int m_lastCostly = 0;
    int m_lastCheap = 0;
    /// Per completed round, per seat (round-major): the order, described later (describeRound).
    std::vector<Order> m_orders;
    /// Orders kept as Other: (round × seats + seat, the action as applied). Empty in practice.
    std::vector<std::pair<std::size_t, Json>> m_otherActions;
    std::vector<int> m_ate;  ///< scratch for doApply()
};

}  // namespace nashlab::engine::games
