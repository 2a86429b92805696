#pragma once
// Standings: what a tournament knows after the games applied so far, per environment and entrant:
// TrueSkill μ and σ (updated one game at a time, in the order given: completion order, as
// LLMArena applies them, 004 §2.1), wins, draws, losses and games, and the sum of each entrant's
// per-game value (its final payoff, or 1 for a win) for the average-reward and win-rate metrics.
// A solo game (one entrant: self-play, versus the field) moves no rating; its win, draw or loss
// is the entrant's seat against the best other seat. The record's result events,
// applied in file order, rebuild exactly the standings the run had.
#include <vector>

#include "engine/core/json.h"
#include "engine/metrics/trueskill.h"

namespace nashlab::engine {

/// One finished game: entrant `first` sat in seat 0 (moved first), `second` in seat 1.
struct GameResult {
    int index = 0;  ///< the game's number in the schedule (0-based)
    int environment = 0;
    int first = 0;
    int second = 0;
    double scoreFirst = 0.5;  ///< 1 first won, 0.5 draw, 0 second won (LLMArena: higher total payoff wins)
    bool solo = false;        ///< one entrant (first == second): no TrueSkill update
    double valueFirst = 0;    ///< the game's value for `first` under its environment's metric
    double valueSecond = 0;   ///< ... and for `second` (matches only)
};

struct Standing {
    TrueSkillRating rating;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    double valueSum = 0;      ///< Σ per-game values
    double valueSquares = 0;  ///< Σ their squares (for the interval)
    double meanValue() const { return games > 0 ? valueSum / games : 0.0; }
};

/// The 1-v-1 TrueSkill update of 004 §2.1 (python `trueskill` defaults): new (a, b) after a game
/// that a scored `scoreA` in (1 win, 0.5 draw, 0 loss).
std::pair<TrueSkillRating, TrueSkillRating> rateOneVsOne(const TrueSkillRating& a, const TrueSkillRating& b,
                                                         double scoreA);

class Standings {
public:
    Standings(int entrants, int environments);
    void apply(const GameResult& result);
    const Standing& at(int environment, int entrant) const;
    /// Every entrant's σ below `threshold` in every environment but those marked in `solo` (they
    /// rate no one).
    bool allSigmaBelow(double threshold, const std::vector<bool>& solo = {}) const;
    const std::vector<GameResult>& results() const { return m_results; }
    int entrants() const { return m_entrants; }
    int environments() const { return static_cast<int>(m_table.size()); }

private:
    int m_entrants;
    std::vector<std::vector<Standing>> m_table;  ///< [environment][entrant]
    std::vector<GameResult> m_results;           ///< in the order applied
};

}  // namespace nashlab::engine
