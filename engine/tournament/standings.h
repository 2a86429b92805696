#pragma once
// Standings: what a tournament knows after the games applied so far, per environment and entrant:
// TrueSkill μ and σ (updated one game at a time, in the order given: completion order, as
// LLMArena applies them, 004 §2.1), wins, draws, losses and games. The record's result events,
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
};

struct Standing {
    TrueSkillRating rating;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
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
    /// Every entrant's σ below `threshold` in every environment.
    bool allSigmaBelow(double threshold) const;
    const std::vector<GameResult>& results() const { return m_results; }
    int entrants() const { return m_entrants; }
    int environments() const { return static_cast<int>(m_table.size()); }

private:
    int m_entrants;
    std::vector<std::vector<Standing>> m_table;  ///< [environment][entrant]
    std::vector<GameResult> m_results;           ///< in the order applied
};

}  // namespace nashlab::engine
