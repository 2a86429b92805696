#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One pirate game. Each round has two steps: the proposer's plan, then the simultaneous votes
/// of every other pirate aboard; RoundOutcome.steps holds both (or only the first when the
/// proposer forfeits, which counts as a rejected plan).
class PirateState final : public State {
public:
    explicit PirateState(GameSetup setup);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override { return m_over || round() > m_setup.rounds; }
    std::vector<double> cumulativePayoffs() const override { return m_cumulative; }
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

    int proposer() const { return m_proposer; }
    bool voting() const { return m_plan.has_value(); }

private:
    int remainingCount() const { return m_setup.numSeats - m_proposer; }
    std::vector<std::string> remainingKeys() const;
    int offer(int seat) const;
    Json proposalReference() const;
    RoundOutcome finishRound(const std::map<int, Json>& votes);

    GameSetup m_setup;
    int m_gold = 100;
    int m_proposer = 0;            ///< seat of the most senior pirate aboard; seats below it are overboard
    std::optional<Json> m_plan;    ///< the proposal being voted on (key -> coins), between the two steps
    Json m_steps = Json::array();  ///< steps of the round in progress
    bool m_over = false;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
