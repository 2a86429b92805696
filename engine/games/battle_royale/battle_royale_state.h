#pragma once
#include <optional>
#include <string>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One battle royale. Sequential: one shooter acts per step, and every step is a round (a turn),
/// so RoundOutcome.steps holds exactly the shooter's action.
class BattleRoyaleState final : public State {
public:
    explicit BattleRoyaleState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override;
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    int shooter() const { return m_order[m_turn]; }
    int aliveCount() const;
    /// The other live players with the highest hit rate (several on a tie).
    std::vector<int> strongestOthers(int seat) const;

    // Typed reads for the bots.
    /// Every seat in shooting order (eliminated ones included; see alive()).
    const std::vector<int>& order() const { return m_order; }
    bool alive(int seat) const { return m_alive.at(static_cast<std::size_t>(seat)); }
    /// Hit rate in percent.
    int hitRate(int seat) const { return m_rates.at(static_cast<std::size_t>(seat)); }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override;
    std::vector<std::string> legalTargets(int seat) const;
    /// Position (1-based) of `seat` among the live players in shooting order.
    int orderPosition(int seat) const;

    std::vector<int> m_rates;  ///< per seat, percent
    std::vector<int> m_order;  ///< seats in shooting order
    std::vector<bool> m_alive;
    std::size_t m_turn = 0;  ///< index into m_order of the next shooter
    bool m_allowSelf = true;
    std::vector<bool> m_hitOutcomes;  ///< recorded outcomes by turn (replays); empty: roll from the seed

    /// One completed turn, typed; its JSON is written by describeRound() when read.
    struct TurnRecord {
        int shooter = -1;
        int target = -1;  ///< -1: intentional miss
        bool hit = false;
        bool over = false;
        bool referenced = false;  ///< whether the shooter had a reference (not finished, someone to aim at)
        bool forfeit = false;     ///< the shooter forfeited (a null action)
        int playersLeft = 0;
        std::string targetText;         ///< the answer's "target" when the action is a plain {"target": "..."}
        std::optional<Json> rawAction;  ///< the action as applied when it is anything else
        std::vector<int> strongest;     ///< strongestOthers(shooter) before the shot
    };
    std::vector<TurnRecord> m_turns;
};

}  // namespace nashlab::engine::games
