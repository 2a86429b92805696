#pragma once
// ParamSpec: one settable parameter of a game. The composer renders forms from it, the CLI
// validates specs with it, and presets are just values for it. Adding a game never touches ui/.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

enum class ParamKind { Int, Real, Bool, Choice, Text, List };

std::string toString(ParamKind kind);

struct ParamSpec {
    std::string key;    ///< JSON key in the spec's "params"
    std::string label;  ///< short human label (English; ui translates)
    ParamKind kind = ParamKind::Int;
    Json defaultValue;          ///< used when the spec omits the key
    std::optional<double> min;  ///< inclusive bound for Int/Real (and List elements)
    std::optional<double> max;
    std::vector<std::string> choices;  ///< allowed values for Choice
    std::string help;                  ///< one sentence: what it changes, and where it comes from

    Json toJson() const;
};

/// Checks one value against its spec. Real parameters also accept fractions written as "2/3".
/// Returns the normalised value (e.g. 3 -> 3.0 for Real) or an error naming the key.
Result<Json> validateParam(const ParamSpec& spec, const Json& value);

/// Fills defaults and validates every given value; unknown keys are refused by name.
Result<Json> resolveParams(const std::vector<ParamSpec>& specs, const Json& given);

}  // namespace nashlab::engine
