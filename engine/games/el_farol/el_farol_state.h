#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of el_farol. Every round all seats answer "go" or "stay" at once.
class ElFarolState final : public State {
public:
    explicit ElFarolState(GameSetup setup);

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

private:
    GameSetup m_setup;
    double m_ratio = 0.6;
    double m_min = 0;
    double m_max = 10;
    double m_home = 5;
    bool m_implicit = true;
    int m_capacity = 6;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
