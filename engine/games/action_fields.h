#pragma once
// Reading one numeric field of an answer, shared by games whose answer is {"<field>": <number>}:
// the field's value when it is a number (null for a forfeit, a missing field or another type), and
// that value as a whole number the way the rules count it (rounded).
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/core/json.h"

namespace nashlab::engine::games {

inline const Json* numberField(const Json& action, const std::string& key) {
    if (!action.is_object()) return nullptr;
    const auto found = action.find(key);
    return found != action.end() && found->is_number() ? &*found : nullptr;
}

inline std::optional<std::int64_t> wholeNumber(const Json& value) {
    if (value.is_number()) return static_cast<std::int64_t>(std::llround(value.get<double>()));
    return std::nullopt;
}

}  // namespace nashlab::engine::games
