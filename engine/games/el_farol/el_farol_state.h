#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of el_farol. Every round all seats answer "go" or "stay" at once.
class ElFarolState final : public State {
public:
    explicit ElFarolState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    // Typed reads for the bots.
    double ratio() const { return m_ratio; }
    int capacity() const { return m_capacity; }
    /// Per completed round (oldest first): how many seats went.
    const std::vector<int>& goCounts() const { return m_goCounts; }
    /// A seat's decision in a completed round (0-based index): "go", "stay", or "" when it forfeited.
    const std::string& decision(std::size_t roundIndex, int seat) const;
    /// Whether the seat learned how a completed round (0-based index) turned out (implicit mode: only if it went).
    bool informed(std::size_t roundIndex, int seat) const {
        return !m_implicit || choiceAt(roundIndex, seat) == Choice::Go;
    }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;

    /// A seat's decision in a completed round, in typed form.
    enum class Choice : char { None, Go, Stay };
    Choice choiceAt(std::size_t roundIndex, int seat) const {
        const auto n = static_cast<std::size_t>(m_setup.numSeats);
        if (roundIndex >= m_goCounts.size() || seat < 0 || static_cast<std::size_t>(seat) >= n)
            throw std::out_of_range("el_farol: no such round or seat");
        return m_choices[roundIndex * n + static_cast<std::size_t>(seat)];
    }

    double m_ratio = 0.6;
    double m_min = 0;
    double m_max = 10;
    double m_home = 5;
    bool m_implicit = true;
    int m_capacity = 6;
    std::vector<int> m_goCounts;    ///< per completed round
    std::vector<Choice> m_choices;  ///< per completed round, per seat (flat: round * seats + seat)
};

}  // namespace nashlab::engine::games
