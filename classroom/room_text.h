#pragma once
// What the room sends a person, as plain JSON: the game's HumanView phrases rendered in English
// with the seats' names, and its form fields in the wire shape of docs/classroom-protocol.md.
// Pure functions, no Qt: the server, the tests and the fuzz target share them.
#include <functional>
#include <string>
#include <vector>

#include "engine/game/human_view.h"

namespace nashlab::classroom {

using engine::Json;
/// The name shown for a 0-based seat.
using SeatNames = std::function<std::string(int seat)>;

std::string renderPhrase(const engine::Phrase& phrase, const SeatNames& names);
Json renderLines(const std::vector<engine::Phrase>& lines, const SeatNames& names);
/// One form field as the page builds its input from it.
Json fieldToJson(const engine::FormField& field, const SeatNames& names);
Json formToJson(const std::vector<engine::FormField>& form, const SeatNames& names);
/// The round's header fields as [{"label", "value"}].
Json headerToJson(const std::vector<engine::HeaderField>& header, const SeatNames& names);

/// A display name as a person typed it, made safe to keep and show: control characters and
/// surrounding space removed, runs of space collapsed, at most 40 characters (UTF-8 aware).
/// Empty when nothing is left. Pages still show it as text only; this only keeps it tidy.
std::string cleanName(const std::string& typed);

}  // namespace nashlab::classroom
