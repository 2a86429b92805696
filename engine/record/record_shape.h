#pragma once
// The shape a run folder's files must have before anything reads their fields: the spec.json a
// record belongs to, and each event's fields as scorers, exports and resume read them (types,
// one entry per seat). RunReader refuses what does not fit, naming the line, so that no reader
// further on indexes past a seat list or reads a number that is text (issue 18: a record edited
// by hand, or a spec.json of another game, ended `score` with an abort).
#include <optional>
#include <string>

#include "engine/core/json.h"
#include "engine/record/events.h"

namespace nashlab::engine {

/// Refuses spec.json as a run's spec (`path` names it in the message): not an object, written
/// by a newer NashLab (code "newer_version"), no game, seats that are not a list.
Status checkRunSpec(const Json& spec, const std::string& path);

/// What is wrong with a session_started or session_resumed event (empty: nothing): its setup
/// (params, seats, rounds, seed), and its game and seat count against the run's spec.json.
std::string sessionStartProblem(const Json& event, const Json& spec);

/// What is wrong with the fields of a decision or round_completed event of a session of
/// `numSeats` seats (empty: nothing, also for other types).
std::string eventShapeProblem(std::optional<EventType> type, const Json& event, int numSeats);

}  // namespace nashlab::engine
