#pragma once
// ExperimentSpec: what a user writes in a spec file (docs/spec-format.md) — one game, its
// parameters, seats and rules of play, repeated `repetitions` times. Parsing resolves every
// default and refuses unknown games, fields and values by name.
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/session/session_spec.h"

namespace nashlab::engine {

/// Version of the spec format this build writes and reads.
inline constexpr int kSpecVersion = 1;

struct Treatment;

struct ExperimentSpec {
    std::string name;
    std::string description;  ///< free text, kept in the run folder's spec.json (empty: none)
    std::string game;
    Json params;  ///< resolved
    int rounds = 0;
    int repetitions = 1;
    std::uint64_t seed = 0;
    int historyDepth = -1;
    bool chainOfThought = false;
    bool hashMessages = false;  ///< "record_messages": "hash" (default "full")
    /// "budget_usd": the most the run may spend on model requests, in the price table's currency
    /// (0: no limit). A run stops before the request that would pass it (providers/seats/budget.h).
    double budgetUsd = 0;
    /// "record_text_bytes": the most bytes of one answer's raw text (and of its reasoning) the
    /// record keeps; longer texts are cut and hashed (DecisionEvent::textCap).
    std::int64_t recordTextBytes = kDefaultRecordTextBytes;
    static constexpr std::int64_t kDefaultRecordTextBytes = 64 * 1024;
    static constexpr std::int64_t kMaxRecordTextBytes = 1LL << 30;
    InvalidAnswerPolicy policy;
    std::vector<SeatSpec> seats;
    /// A treatment design (engine/experiment/treatment_design.h): each treatment is played
    /// `repetitions` times; empty for a spec of one configuration.
    std::vector<Treatment> treatments;
    std::vector<std::string> factors;  ///< the design's factor names (CSV columns)
    bool commonRandomNumbers = true;   ///< repetition r draws the same chance in every treatment
    Json treatmentsBlock;              ///< the "treatments" block as written

    /// Sessions the spec plays: repetitions, times the treatments if there are any.
    int sessionCount() const;

    /// The resolved spec as written to a run folder's spec.json (re-parsable).
    Json toJson() const;
};

/// One treatment of a design: its label, its factors' level labels, and its resolved spec.
struct Treatment {
    std::string label;
    Json levels = Json::object();
    ExperimentSpec spec;
};

/// Parses and resolves a spec. `defaultSeed` is used when the spec has no "seed".
Result<ExperimentSpec> parseExperimentSpec(const Json& spec, const GameRegistry& registry, std::uint64_t defaultSeed);

/// Session `index` (0-based) of the spec: repetition `index` of a one-configuration spec, else
/// repetition index % repetitions of treatment index / repetitions. Its seed is derived from the
/// spec's seed and the repetition (and the treatment, without common random numbers).
SessionSpec sessionSpec(const ExperimentSpec& spec, int index);
/// What the sessions of one configuration share: its resolved parameters and its seats, made once
/// and held by every SessionSpec by reference count instead of copied into each.
struct SharedSessionParts {
    Shared<Json> params;
    Shared<std::vector<SeatSpec>> seats;
};
/// One per configuration: the spec's own, or one per treatment of a design (in order).
std::vector<SharedSessionParts> sharedSessionParts(const ExperimentSpec& spec);
/// sessionSpec() taking its shared parts from `shared` (sharedSessionParts of the same spec).
SessionSpec sessionSpec(const ExperimentSpec& spec, int index, const std::vector<SharedSessionParts>& shared);
/// The id of repetition `repetition` (0-based) within its run: "rep1", "rep2", ...
std::string sessionId(int repetition);
/// The id of session `index` of the spec: "rep3", or "LABEL:rep3" in a treatment design.
std::string sessionId(const ExperimentSpec& spec, int index);
/// One SessionSpec per session.
std::vector<SessionSpec> expandSessions(const ExperimentSpec& spec);
/// Every seat the spec may play: its own, then every treatment's (a design may change a seat's
/// type, model or provider). What needs keys, or decides whether a run is bots-only, reads these.
std::vector<SeatSpec> everySeat(const ExperimentSpec& spec);
/// Whether repetitions of the spec hand their outcome to the next (Game::carriesOver), in its own
/// configuration or any treatment's: such sessions are played in order, and a shard keeps whole treatments.
bool carriesOver(const Game& game, const ExperimentSpec& spec);
/// The first session of each treatment (or session 0): where a seat a run cannot play shows.
std::vector<SessionSpec> firstSessions(const ExperimentSpec& spec);

}  // namespace nashlab::engine
