#pragma once
// TournamentSpec: what a user writes in a tournament file (docs/tournaments.md): entrants (seat
// specs of bots and models), the environments they meet in, how pairs are drawn, and when to stop.
// An environment has a format (LLMArena's seven, 004 §2.3): a match of two entrants (rated by
// TrueSkill, or scored by average reward as Bid is), self-play (one entrant in every seat: the
// Hanabi team), or one entrant against a fixed field (the Undercover against four civilians). Parsing resolves every
// default and refuses unknown fields and values by name; every entrant is checked against every environment by building
// the one-game experiment it would play (parseExperimentSpec), so a bad strategy fails here.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"

namespace nashlab::engine {

inline constexpr int kTournamentSpecVersion = 1;

/// The most games one tournament may plan (a round robin's cycle, or stop.max_games): a million
/// LLMArena-sized games is far past any study, and about a gigabyte of record.
inline constexpr std::int64_t kMaxTournamentGames = 1'000'000;

enum class Pairing { RoundRobin, Random, Adaptive };
std::string toString(Pairing p);

struct Entrant {
    std::string name;  ///< unique; the seat's name in every game
    Json seat;         ///< the seat as in an experiment spec ("type", "strategy" or "model", ...), without "name"
    Json perEnvironment = Json::object();  ///< environment name -> fields replacing the seat's there
    std::string type() const { return seat.value("type", ""); }
};

/// Who sits at an environment's table.
enum class Format {
    Match,        ///< two entrants, one per seat
    SelfPlay,     ///< one entrant in every seat (a team of copies)
    VersusField,  ///< one entrant in one seat, the environment's field seat in the others
};
/// What an environment's leaderboard (and the normalised table) ranks by.
enum class Metric {
    TrueSkill,      ///< TrueSkill μ of the match results (two-entrant formats only)
    AverageReward,  ///< the entrant's mean final payoff per game (a team's: the mean over its seats)
    WinRate,        ///< the share of games where the entrant's payoff beat every other seat's
};
std::string toString(Format f);
std::string toString(Metric m);

struct Environment {
    std::string name;  ///< unique label (default: the game id)
    std::string game;
    Json params = Json::object();  ///< as written; resolved when each game's experiment is built
    int rounds = 0;                ///< 0: the game's default
    Format format = Format::Match;
    Metric metric = Metric::TrueSkill;
    int seats = 2;                  ///< seats at the table (a match: 2)
    int entrantSeat = 0;            ///< versus_field: the entrant's seat, from 0
    Json field;                     ///< versus_field: the seat spec of every other seat
    Json session = Json::object();  ///< history_depth, invalid_answers, ... replacing the tournament's here

    /// One entrant per game (self-play, versus the field): no pairs, no TrueSkill.
    bool solo() const { return format != Format::Match; }
};

struct TournamentSpec {
    std::string name;
    std::vector<Entrant> entrants;
    std::vector<Environment> environments;
    Pairing pairing = Pairing::RoundRobin;
    int gamesPerPair = 2;   ///< round_robin: games of each pair in each environment per cycle
    bool swapSeats = true;  ///< round_robin: the pair's first mover alternates
    int maxGames = 0;       ///< 0: one round-robin cycle (required for random and adaptive)
    double sigmaBelow = 0;  ///< > 0: stop once every entrant's σ is below it in every environment
    std::uint64_t seed = 0;
    int bootstrapResamples = 200;
    std::string reference;          ///< the entrant the normalised table divides by (default: the first)
    Json session = Json::object();  ///< history_depth, invalid_answers, chain_of_thought, record_messages

    Json toJson() const;
    int entrantIndex(const std::string& name) const;  ///< -1 when absent
    int environmentIndex(const std::string& name) const;
    bool allBots() const;
    /// Per environment: whether it is solo (rates no one).
    std::vector<bool> soloEnvironments() const;
};

/// Parses and resolves a tournament spec. `defaultSeed` is used when the spec has no "seed".
Result<TournamentSpec> parseTournamentSpec(const Json& spec, const GameRegistry& registry, std::uint64_t defaultSeed);

/// Whether a JSON spec (or a run folder's spec.json) is a tournament's.
bool isTournamentSpec(const Json& spec);

/// The one-session experiment of one game: entrant `first` in seat 0, `second` in seat 1; in a solo
/// environment `first` takes the entrant's seats (`second` is not read).
Result<ExperimentSpec> gameExperiment(const TournamentSpec& spec, const GameRegistry& registry, int environment,
                                      int first, int second, std::uint64_t seed, const std::string& name);

}  // namespace nashlab::engine
