#pragma once
// Who plays whom in game number `index` (0-based) of a tournament, and who moves first. In a solo
// environment (self-play, versus the field) a "pair" is one entrant: first == second.
// - round_robin: cycles of every environment × every pair (every entrant, when solo) ×
//   games_per_pair; within a pair the first mover alternates when swap_seats is on. Cycles repeat
//   until the stop rule.
// - random (LLMArena's default_dispatch_func): an environment, then a uniformly random ordered
//   pair (a random pair with a random first mover), drawn from (seed, index) alone.
// - adaptive: in a random environment, the entrant with the fewest games there meets an opponent
//   drawn with probability proportional to TrueSkill's match quality (the draw probability,
//   high for close ratings); seat order random. It reads the standings, so with several games in
//   flight it depends on completion order; the record keeps every assignment.
// The first two depend on (spec, index) only, so a resumed tournament schedules the same games.
#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::engine {

struct GameAssignment {
    int index = 0;
    int environment = 0;
    int first = 0;   ///< entrant in seat 0
    int second = 0;  ///< entrant in seat 1
};

/// Games in one round-robin cycle: Σ over environments of pairs (entrants, when solo) × games_per_pair.
int roundRobinCycle(const TournamentSpec& spec);

/// The games a tournament plays unless σ stops it first: max_games, else one round-robin cycle.
int plannedGames(const TournamentSpec& spec);

GameAssignment assignGame(const TournamentSpec& spec, int index, const Standings& standings);

/// TrueSkill's match quality of two ratings (the chance of a draw between them, up to a factor).
double matchQuality(const TrueSkillRating& a, const TrueSkillRating& b);

}  // namespace nashlab::engine
