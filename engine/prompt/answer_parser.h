#pragma once
// AnswerParser: turns a free-text reply into an action, or a precise reason it cannot.
// It finds JSON objects in the reply (the whole reply, ```fenced blocks```, or balanced {...}
// inside prose), coerces each against the ActionSpec ("42" -> 42, "Go" -> "go"), and takes the
// last object that is a valid answer (a model's final answer follows its drafts and examples).
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/action_spec.h"

namespace nashlab::engine {

struct ParsedAnswer {
    Json action;            ///< normalised: only the ActionSpec's fields
    std::string reasoning;  ///< the "explanation" field when the reply had one
};

/// Every JSON object found in `text`, in order of appearance (fenced blocks first).
std::vector<Json> findJsonObjects(const std::string& text);

Result<ParsedAnswer> parseAnswer(const std::string& text, const ActionSpec& spec);

}  // namespace nashlab::engine
