#pragma once
#include <optional>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of guess_average. Every round all seats answer at once.
class GuessAverageState final : public State {
public:
    explicit GuessAverageState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    // Typed reads for the bots.
    double lower() const { return m_min; }
    double upper() const { return m_max; }
    double ratio() const { return m_ratio; }
    bool integerOnly() const { return m_integer; }
    /// The average of the last completed round, if there was one.
    std::optional<double> lastAverage() const { return m_lastAverage; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// Checks one number as validate() checks the answer's 'chosen_number'.
    Status validateChoice(double x) const;
    /// The seats that win with these choices (nullopt: no answer).
    std::vector<int> winnersOf(const std::vector<std::optional<double>>& choices, double target) const;

    double m_min = 0;
    double m_max = 100;  ///< drawn from the scale group when one is set
    double m_ratio = 2.0 / 3.0;
    double m_prize = 1.0;
    bool m_integer = true;
    bool m_revealChoices = false;  ///< reveal_choices: past rounds list every player's number
    bool m_gamaBenchTies = false;
    std::optional<double> m_lastAverage;
    Json m_reference;  ///< reference play: the same for every seat and round
};

}  // namespace nashlab::engine::games
