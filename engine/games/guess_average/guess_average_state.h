#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of guess_average. Every round all seats answer at once.
class GuessAverageState final : public State {
public:
    explicit GuessAverageState(GameSetup setup);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override { return round() > m_setup.rounds; }
    std::vector<double> cumulativePayoffs() const override { return m_cumulative; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

    double lower() const { return m_min; }
    double upper() const { return m_max; }

private:
    std::vector<int> winners(const std::vector<std::optional<double>>& choices, double target) const;

    GameSetup m_setup;
    double m_min = 0;
    double m_max = 100;  ///< drawn from the scale group when one is set
    double m_ratio = 2.0 / 3.0;
    double m_prize = 1.0;
    bool m_integer = true;
    bool m_gamaBenchTies = false;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
