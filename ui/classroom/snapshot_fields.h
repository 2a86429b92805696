#pragma once
// Reading the room's "room" and "live" messages (docs/classroom-protocol.md) without trusting
// their shape: a missing or mistyped member reads as empty, false or the default.
#include <QString>

#include "engine/core/json.h"

namespace nashlab::ui::snapshot {

inline QString text(const engine::Json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}
inline bool flag(const engine::Json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_boolean() && it->get<bool>();
}
inline int number(const engine::Json& j, const char* key, int otherwise = 0) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<int>() : otherwise;
}
/// A seat a student holds (connected or not).
inline bool hasStudent(const engine::Json& seat) { return seat.contains("student") && seat["student"].is_string(); }
/// A seat not yet answered with a countdown (running, or frozen while the room is paused: a held
/// question is not "asked" then, but keeps what was left of its time).
inline bool countingDown(const engine::Json& seat) {
    return !flag(seat, "answered") && seat.contains("deadline_ms") && seat["deadline_ms"].is_number();
}

}  // namespace nashlab::ui::snapshot
