#pragma once
// The leaderboard of a tournament, as `nashlab-cli score DIR --json` prints it, from the results
// in the order they were applied:
// - per environment and entrant: the value its metric ranks by ("value": μ, the mean reward with a
//   95 % interval, or the win rate with Wilson's interval), games, wins, draws, losses; for a match
//   also TrueSkill μ, σ and μ − 3σ (applied in record order) and the Bradley–Terry strength with its
//   95 % bootstrap interval (that environment's games resampled `bootstrap_resamples` times, seeded
//   from the tournament's seed);
// - LLMArena's normalised table (004 §2.3): per environment 100 · value(entrant) / value(reference),
//   and their mean over environments. The reference is `reference`, else the spec's, else the
//   first entrant.
#include <string>
#include <utility>

#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::engine {

/// A 95 % interval for an entrant's mean value in an environment scored by `metric`: Wilson's for
/// a win rate (inside [0, 1] at 0 and at every win), mean ± 1.96 · s/√n for a mean reward.
std::pair<double, double> valueInterval(Metric metric, const Standing& standing);

/// LLMArena's normalised table alone (the report's "normalised"): cheap enough to refresh after
/// every result. `reference` is an entrant index.
Json normalisedScores(const TournamentSpec& spec, const Standings& standings, int reference);

/// The index of the entrant the normalised table divides by: `reference` (a name; empty: the
/// spec's, else the first entrant); -1 when it names no entrant.
int referenceEntrant(const TournamentSpec& spec, const std::string& reference);

/// The report; an error when `reference` names no entrant.
Result<Json> tournamentReport(const TournamentSpec& spec, const Standings& standings, const std::string& reference,
                              int plannedGames);

}  // namespace nashlab::engine
