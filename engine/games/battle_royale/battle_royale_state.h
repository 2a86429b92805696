#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One battle royale. Sequential: one shooter acts per step, and every step is a round (a turn),
/// so RoundOutcome.steps holds exactly the shooter's action.
class BattleRoyaleState final : public State {
public:
    explicit BattleRoyaleState(GameSetup setup);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override;
    std::vector<double> cumulativePayoffs() const override { return m_cumulative; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

    int shooter() const { return m_order[m_turn]; }
    int aliveCount() const;
    /// The other live players with the highest hit rate (several on a tie).
    std::vector<int> strongestOthers(int seat) const;

private:
    std::vector<std::string> legalTargets(int seat) const;
    /// Position (1-based) of `seat` among the live players in shooting order.
    int orderPosition(int seat) const;

    GameSetup m_setup;
    std::vector<int> m_rates;  ///< per seat, percent
    std::vector<int> m_order;  ///< seats in shooting order
    std::vector<bool> m_alive;
    std::size_t m_turn = 0;  ///< index into m_order of the next shooter
    bool m_allowSelf = true;
    std::vector<bool> m_hitOutcomes;  ///< recorded outcomes by turn (replays); empty: roll from the seed
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
