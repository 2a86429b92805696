#pragma once
// answerField: where a bot writes its one-field answer ({"bid": ...}, {"target": ...}) inside the
// action object the runner hands back from the seat's earlier step (BotSeat::Writer). When that
// object already is {key: ...} the key is only looked up, so a bot answering millions of times
// allocates nothing; anything else is replaced by a fresh {key: null}.
#include <cstdint>
#include <string>

#include "engine/core/json.h"

namespace nashlab::engine::games {

inline Json& answerField(Json& action, const std::string& key) {
    if (action.is_object() && action.size() == 1) {
        const auto found = action.find(key);
        if (found != action.end()) return *found;
    }
    action = Json::object();
    return action[key];
}

/// Sets `slot` to `text`, reusing the string it already holds (no allocation once it is long enough).
inline void setText(Json& slot, const std::string& text) {
    if (slot.is_string())
        slot.get_ref<std::string&>() = text;
    else
        slot = text;
}

/// Sets `slot` to the number `x`, writing into the number it already holds when it has the same
/// type: assigning a Json builds a temporary and destroys the old value through a call.
inline void setNumber(Json& slot, std::int64_t x) {
    if (auto* held = slot.get_ptr<Json::number_integer_t*>())
        *held = x;
    else
        slot = x;
}

inline void setNumber(Json& slot, double x) {
    if (auto* held = slot.get_ptr<Json::number_float_t*>())
        *held = x;
    else
        slot = x;
}

}  // namespace nashlab::engine::games
