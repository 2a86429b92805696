#pragma once
#include <algorithm>
#include <optional>
#include <string>

#include "engine/game/state.h"
#include "engine/games/water_allocation/water_allocation_game.h"

namespace nashlab::engine::games {

/// One Water Allocation Challenge. A round is a day: salaries are paid, every surviving resident
/// bids at once, water is allocated, health is settled and residents at 0 HP or below leave.
/// The session ends after the planned days or when nobody is left.
class WaterAllocationState final : public State {
public:
    explicit WaterAllocationState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override;
    /// No theory gives a reference play for this game (003 has none): always null.
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;

    /// Supply of day `day` (1-based), drawn from the seed or given by supply_sequence.
    int supplyOn(int day) const { return m_supplies.at(static_cast<std::size_t>(day - 1)); }
    /// Expected daily supply E (the range's midpoint), the numerator of the RSR.
    double expectedSupply() const { return m_expectedSupply; }
    /// Money a resident may bid today: balance after the last day plus today's salary.
    double balanceToday(int seat) const;

    // Typed reads for the bots (what the observation shows, without building it).
    /// Today's day number as the observation gives it (the last day once the session is over).
    int today() const { return std::min(round(), m_setup.rounds); }
    /// Today's supply (supplyOn(today())).
    int supplyToday() const { return supplyOn(today()); }
    int requirement(int seat) const { return m_requirement.at(static_cast<std::size_t>(seat)); }
    int hp(int seat) const { return m_hp.at(static_cast<std::size_t>(seat)); }
    /// Consecutive days without water so far; a dry day today costs dryDays + 1 HP.
    int dryDays(int seat) const { return m_dryDays.at(static_cast<std::size_t>(seat)); }
    /// The total requirement of the residents still in the game.
    int survivorsNeed() const;
    /// The lowest winning bid of the last completed day that had a winner, if any.
    std::optional<double> lastWinningBid() const { return m_lastWinningBid; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& r, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    Json residentsTable() const;

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
    std::optional<double> m_lastWinningBid;  ///< see lastWinningBid()

    std::vector<WaterBid> m_bids;  ///< scratch for doApply()
};

}  // namespace nashlab::engine::games
