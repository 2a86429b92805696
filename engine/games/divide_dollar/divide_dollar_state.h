#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of divide_dollar. Every round all seats bid at once.
class DivideDollarState final : public State {
public:
    explicit DivideDollarState(GameSetup setup);

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
    std::int64_t m_golds = 100;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
