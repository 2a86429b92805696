#pragma once
// The leaderboard of a tournament, as `nashlab-cli score DIR --json` prints it, from the results
// in the order they were applied:
// - per environment and entrant: TrueSkill μ, σ and μ − 3σ (applied in that order), games, wins,
//   draws, losses, and the Bradley–Terry strength with its 95 % bootstrap interval (the games of
//   that environment resampled `bootstrap_resamples` times, seeded from the tournament's seed);
// - LLMArena's normalised table (004 §2.3): per environment 100 · μ(entrant) / μ(reference), and
//   their mean over environments. The reference is an entrant's name (default: the first entrant).
#include <string>

#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::engine {

/// The report; an error when `reference` names no entrant.
Result<Json> tournamentReport(const TournamentSpec& spec, const Standings& standings, const std::string& reference,
                              int plannedGames);

}  // namespace nashlab::engine
