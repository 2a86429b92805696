#pragma once
// ActionSpec: what a seat may answer, as a small JSON-Schema subset. It drives the answer-format
// text in prompts, the structured-output schema sent to providers, the human seat's input widget
// and the validation and coercion of answers.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/rng.h"

namespace nashlab::engine {

enum class FieldKind {
    Integer,  ///< whole number in [min, max]
    Number,   ///< real number in [min, max]
    Enum,     ///< one of `options` (compared case-insensitively, stored as written in options)
    Text,     ///< free text (e.g. a description in a talk game)
    Bool,
    IntMap,  ///< object whose keys are `keys` and whose values are integers in [min, max] (e.g. a pirate's plan)
    Object,  ///< any JSON object; the game checks its contents in State::validate (e.g. an auction belief)
};

std::string toString(FieldKind kind);

struct ActionField {
    std::string name;
    FieldKind kind = FieldKind::Integer;
    std::optional<double> min;
    std::optional<double> max;
    std::vector<std::string> options;  ///< Enum values
    std::vector<std::string> keys;     ///< IntMap keys, in display order
    std::string description;           ///< what the value means, for prompts and forms
    bool required = true;
};

struct ActionSpec {
    std::vector<ActionField> fields;

    const ActionField* field(const std::string& name) const;

    /// JSON Schema (draft 2020-12 subset) for providers' structured output.
    Json toJsonSchema() const;
    /// A one-line skeleton for prompts, e.g. {"chosen_number": <integer from 0 to 100>}.
    std::string formatHint() const;
    Json toJson() const;
    static Result<ActionSpec> fromJson(const Json& j);

    /// Checks and normalises an answer object: "42" -> 42 where an integer is expected, 41.0 -> 41,
    /// "Go" -> "go" for enums; unknown extra fields are dropped. The error says exactly what is wrong.
    Result<Json> coerce(const Json& answer) const;

    /// A uniformly random legal value for every field (enough for games whose actions are independent
    /// fields; games with joint constraints override State::randomLegalAction).
    Json randomAction(Rng& rng) const;
};

}  // namespace nashlab::engine
