#pragma once
#include <optional>
#include <string>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One pirate game. Each round has two steps: the proposer's plan, then the simultaneous votes
/// of every other pirate aboard; RoundOutcome.steps holds both (or only the first when the
/// proposer forfeits, which counts as a rejected plan).
class PirateState final : public State {
public:
    explicit PirateState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_over || round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;

    int proposer() const { return m_proposer; }
    bool voting() const { return m_hasPlan; }

    // Typed reads for the bots.
    int gold() const { return m_gold; }
    /// Pirates still aboard: seats proposer() .. numSeats() − 1.
    int aboardCount() const { return remainingCount(); }
    /// Coins the plan under vote gives `seat` (0 with no plan, or for a pirate overboard).
    int offer(int seat) const {
        return m_hasPlan && seat >= m_proposer && seat < numSeats() ? m_offers[static_cast<std::size_t>(seat)] : 0;
    }
    /// The key of `seat` in proposals ("pirate_3"), built once.
    const std::string& name(int seat) const { return m_names.at(static_cast<std::size_t>(seat)); }
    /// Whether `seat` is the one to propose now (not while voting, not once the game is over).
    bool proposing(int seat) const { return !finished() && !voting() && seat == m_proposer; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    int remainingCount() const { return m_setup.numSeats - m_proposer; }
    std::vector<std::string> remainingKeys() const;
    Json proposalReference(int proposer) const;
    /// Whether `seat` votes in the step now.
    bool votingNow(int seat) const { return !finished() && voting() && seat > m_proposer && seat < numSeats(); }
    /// Ends the round: counts `votes` (null when the proposer forfeited: no plan to vote on),
    /// settles the plan or throws the proposer overboard, and returns the round's outcome.
    RoundOutcome finishRound(const std::map<int, Json>* votes);

    int m_gold = 100;
    int m_proposer = 0;  ///< seat of the most senior pirate aboard; seats below it are overboard
    std::vector<std::string> m_names;
    bool m_hasPlan = false;     ///< a proposal is being voted on, between the two steps
    std::vector<int> m_offers;  ///< per seat: its coins in that proposal (seats aboard)
    bool m_over = false;
};

}  // namespace nashlab::engine::games
