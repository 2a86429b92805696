#pragma once
#include <string>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One Water Allocation Challenge. A round is a day: salaries are paid, every surviving resident
/// bids at once, water is allocated, health is settled and residents at 0 HP or below leave.
/// The session ends after the planned days or when nobody is left.
class WaterAllocationState final : public State {
public:
    explicit WaterAllocationState(GameSetup setup);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override;
    std::vector<double> cumulativePayoffs() const override { return m_cumulative; }
    /// No theory gives a reference play for this game (003 has none): always null.
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

    /// Supply of day `day` (1-based), drawn from the seed or given by supply_sequence.
    int supplyOn(int day) const { return m_supplies.at(static_cast<std::size_t>(day - 1)); }
    /// Expected daily supply E (the range's midpoint), the numerator of the RSR.
    double expectedSupply() const { return m_expectedSupply; }
    /// Money a resident may bid today: balance after the last day plus today's salary.
    double balanceToday(int seat) const;

private:
    Json residentsTable() const;
    Json historyEntry(const RoundOutcome& r, int seat) const;

    GameSetup m_setup;
    std::vector<std::string> m_names;
    std::vector<int> m_requirement;
    std::vector<double> m_salary;
    int m_startHp = 8;
    int m_maxHp = 10;
    int m_hpGain = 2;
    bool m_rejectOverBalance = false;
    int m_supplyMin = 10;
    int m_supplyMax = 20;
    double m_expectedSupply = 15.0;
    std::vector<int> m_supplies;

    std::vector<double> m_balance;  ///< after the last completed day (before today's salary)
    std::vector<int> m_hp;
    std::vector<int> m_dryDays;  ///< consecutive days without water so far
    std::vector<bool> m_alive;
    std::vector<double> m_cumulative;  ///< days survived
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
