#pragma once
// The `pair` parameter of undercover: "Undercover word - Civilian word" (a space, a hyphen and a
// space between them, so that "E-Mail - Brief" reads right), or empty for a pair from the list.
#include <string>
#include <utility>

#include "engine/core/result.h"

namespace nashlab::engine::games::undercover {

/// The two words, or {"", ""} for empty text; the error says what is wrong with the text.
Result<std::pair<std::string, std::string>> parsePair(const std::string& text);

}  // namespace nashlab::engine::games::undercover
