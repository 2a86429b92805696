#pragma once
// Reading one numeric field of an answer, shared by games whose answer is {"<field>": <number>}:
// the field's value when it is a number (null for a forfeit, a missing field or another type), and
// that value as a whole number the way the rules count it (rounded).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine::games {

/// The member `key` of an object answer (null when `action` is no object or lacks it). Answers hold
/// one to a few fields: a scan comparing keys whose length is known when compiling costs a few
/// instructions, where std::map's lookup calls memcmp twice per node; bots answer millions of
/// times a second and every answer is read three times (written, validated, applied).
template <std::size_t N>
const Json* memberOf(const Json& action, const char (&key)[N]) {
    if (!action.is_object()) return nullptr;
    for (const auto& [name, value] : action.get_ref<const Json::object_t&>())
        if (name.size() == N - 1 && std::memcmp(name.data(), key, N - 1) == 0) return &value;
    return nullptr;
}

template <std::size_t N>
Json* memberOf(Json& action, const char (&key)[N]) {
    return const_cast<Json*>(memberOf(static_cast<const Json&>(action), key));
}

/// A number's value as a double, read inline (Json::get<double> goes through a library call).
inline double numberValue(const Json& number) {
    // Unsigned first: the library's pointer to a signed integer is also given for an unsigned one,
    // which would read 2^64 − 1 as −1.
    if (const auto* natural = number.get_ptr<const Json::number_unsigned_t*>()) return static_cast<double>(*natural);
    if (const auto* whole = number.get_ptr<const Json::number_integer_t*>()) return static_cast<double>(*whole);
    if (const auto* real = number.get_ptr<const Json::number_float_t*>()) return *real;
    return number.get<double>();
}

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
