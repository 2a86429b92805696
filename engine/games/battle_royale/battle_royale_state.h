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
    int aliveCount() const { return m_aliveCount; }
    /// The other live players with the highest hit rate (several on a tie).
    std::vector<int> strongestOthers(int seat) const;

    // Typed reads for the bots.
    /// Every seat in shooting order (eliminated ones included; see alive()).
    const std::vector<int>& order() const { return m_order; }
    bool alive(int seat) const { return m_alive.at(static_cast<std::size_t>(seat)); }
    /// Hit rate in percent.
    int hitRate(int seat) const { return m_rates.at(static_cast<std::size_t>(seat)); }
    /// The name `seat` goes by in answers ("player_3"), built once.
    const std::string& playerName(int seat) const { return m_names.at(static_cast<std::size_t>(seat)); }
    /// How many answers `seat` may give now: the live players it may aim at, plus the miss.
    int targetCount(int seat) const;
    /// The k-th of those answers in actionSpec()'s order: a seat, or -1 for the miss (the last).
    int targetAt(int seat, int k) const;
    /// Whether `seat` may aim at `target` now (-1: the miss, always allowed).
    bool mayTarget(int seat, int target) const;
    /// Under dead_target wasted_shot, whether `target` is a player already out (a legal, wasted shot).
    bool wastedShotAt(int target) const;

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    std::vector<std::string> legalTargets(int seat) const;
    /// strongestOthers() when the live seats are the bits of `alive`.
    std::vector<int> strongestAmong(int seat, std::uint64_t alive) const;
    std::uint64_t aliveMask() const { return m_aliveBits; }
    /// Seat of an answer's "target" text: -1 for the miss, -2 for anything that names no seat exactly.
    int targetOf(const std::string& text) const;
    /// Position (1-based) of `seat` among the live players in shooting order.
    int orderPosition(int seat) const;

    std::vector<int> m_rates;  ///< per seat, percent
    std::vector<int> m_order;  ///< seats in shooting order
    std::vector<std::string> m_names;
    std::vector<bool> m_alive;
    int m_aliveCount = 0;
    std::uint64_t m_aliveBits = 0;  ///< m_alive as one bit per seat (seats are at most 20)
    Rng m_shots;                    ///< the session's "shots" stream, split per turn
    std::size_t m_turn = 0;         ///< index into m_order of the next shooter
    bool m_allowSelf = true;
    bool m_wastedShots = false;       ///< dead_target wasted_shot (γ-Bench): shots at players already out are legal
    std::vector<bool> m_hitOutcomes;  ///< recorded outcomes by turn (replays); empty: roll from the seed
};

}  // namespace nashlab::engine::games
