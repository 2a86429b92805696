#pragma once
// Treatment designs (issue 15): a spec's "treatments" block names factors over spec fields and
// their levels, crossed (full factorial) or listed; each treatment is the base spec with its
// levels set. Expansion happens on the spec's JSON so every treatment is parsed and checked like
// any spec: an unknown field or an impossible level is refused before anything runs, naming the
// treatment, the factor and the level.
//
//   "treatments": {
//     "crossed": {"persona": {"field": "seats[0].persona", "levels": {"none": "", "selfish": "…"}},
//                 "depth": {"field": "history_depth", "levels": [0, 3]}},
//     "common_random_numbers": true
//   }
//   "treatments": {"listed": [{"label": "base", "set": {}}, {"label": "hot", "set": {"seats[*].temperature": 1.0}}]}
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

/// One treatment: its label (also the prefix of its sessions' ids), the level label of each
/// factor (crossed designs), and the base spec's JSON with its levels set.
struct TreatmentArm {
    std::string label;
    Json levels = Json::object();  ///< factor name -> level label
    Json spec;                     ///< the spec of this treatment, without "treatments"
};

struct TreatmentDesign {
    std::vector<std::string> factors;  ///< factor names in order (crossed) or the fields set (listed)
    std::vector<TreatmentArm> arms;
    bool commonRandomNumbers = true;  ///< repetition r draws the same chance in every treatment
};

/// Expands `spec["treatments"]` over the rest of `spec`. Refuses a malformed block, a field that
/// cannot be a factor (game, seed, repetitions, name, …), a seat index past the seat list, and
/// labels that are empty, repeated or not plain (letters, digits and - _ . = + ,).
Result<TreatmentDesign> expandTreatments(const Json& spec);

/// Sets one field of a spec's JSON by path: params.KEY, rounds, history_depth, chain_of_thought,
/// invalid_answers[.KEY], seats[I].FIELD or seats[*].FIELD (every seat entry).
Status setSpecField(Json& spec, const std::string& path, const Json& value);

}  // namespace nashlab::engine
