#include "engine/record/record_shape.h"

#include <cmath>
#include <limits>

#include "engine/experiment/experiment_spec.h"

namespace nashlab::engine {
namespace {

// A seat count no game exceeds, so that a setup's count can size lists safely.
constexpr std::int64_t kMaxSeats = 100000;

// Non-negative integers read from text are unsigned in JSON: compared as such, so that one past
// 2^63 is not taken for a negative number.
bool isWhole(const Json& v, std::int64_t lo, std::int64_t hi) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        return u <= static_cast<std::uint64_t>(hi) && (lo <= 0 || u >= static_cast<std::uint64_t>(lo));
    }
    return v.is_number_integer() && v.get<std::int64_t>() >= lo && v.get<std::int64_t>() <= hi;
}

bool isSeed(const Json& v) { return v.is_number_unsigned() || (v.is_number_integer() && v.get<std::int64_t>() >= 0); }

bool isFiniteNumber(const Json& v) { return v.is_number() && std::isfinite(v.get<double>()); }

// The member `key` of an object, or null.
const Json& member(const Json& object, const char* key) {
    static const Json none;
    const auto it = object.find(key);
    return it == object.end() ? none : *it;
}

// "'payoffs' must list 3 numbers" when `list` is not an array of `n` (finite numbers when `numbers`).
std::string listProblem(const Json& list, const char* key, int n, bool numbers, bool emptyAllowed) {
    const bool sized = list.is_array() && (static_cast<int>(list.size()) == n || (emptyAllowed && list.empty()));
    bool typed = sized;
    if (sized && numbers)
        for (const auto& v : list) typed = typed && isFiniteNumber(v);
    if (typed) return {};
    return std::string("'") + key + "' must list " + std::to_string(n) + (numbers ? " numbers" : " entries") +
           " (one per seat), got " + shortJson(list, 40);
}

std::string roundProblem(const Json& e, int n) {
    if (auto p = listProblem(member(e, "actions"), "actions", n, false, false); !p.empty()) return p;
    if (auto p = listProblem(member(e, "payoffs"), "payoffs", n, true, false); !p.empty()) return p;
    if (auto p = listProblem(member(e, "cumulative"), "cumulative", n, true, false); !p.empty()) return p;
    for (const char* key : {"private", "reference"})
        if (e.contains(key))
            if (auto p = listProblem(e[key], key, n, false, true); !p.empty()) return p;
    if (e.contains("public") && !e["public"].is_object())
        return "'public' must be an object, got " + shortJson(e["public"], 40);
    if (e.contains("steps")) {
        const Json& steps = e["steps"];
        if (!steps.is_array()) return "'steps' must be a list, got " + shortJson(steps, 40);
        for (const auto& step : steps) {
            if (!step.is_object()) return "a step must be an object of seat: action, got " + shortJson(step, 40);
            for (const auto& [seat, _] : step.items()) {
                const bool digits =
                    !seat.empty() && seat.size() <= 6 && seat.find_first_not_of("0123456789") == std::string::npos;
                if (!digits || std::stoi(seat) >= n)
                    return "a step names seat '" + seat + "' of " + std::to_string(n) + " seats";
            }
        }
    }
    return {};
}

std::string decisionProblem(const Json& e, int n) {
    if (!isWhole(member(e, "seat"), 0, n - 1))
        return "'seat' must be a seat number from 0 to " + std::to_string(n - 1) + ", got " +
               shortJson(member(e, "seat"), 40);
    if (!isWhole(member(e, "round"), 1, std::numeric_limits<int>::max()))
        return "'round' must be a round number, got " + shortJson(member(e, "round"), 40);
    for (const char* key : {"valid", "cache_hit"})
        if (e.contains(key) && !e[key].is_boolean())
            return std::string("'") + key + "' must be true or false, got " + shortJson(e[key], 40);
    for (const char* key : {"attempt", "step"})
        if (e.contains(key) && !isWhole(e[key], 0, std::numeric_limits<int>::max()))
            return std::string("'") + key + "' must be a whole number, got " + shortJson(e[key], 40);
    if (e.contains("source") && !e["source"].is_string())
        return "'source' must be text, got " + shortJson(e["source"], 40);
    if (e.contains("cost") && !isFiniteNumber(e["cost"])) return "'cost' must be a number, got " + shortJson(e["cost"]);
    if (e.contains("usage")) {
        const Json& usage = e["usage"];
        if (!usage.is_object()) return "'usage' must be an object, got " + shortJson(usage, 40);
        for (const char* key : {"prompt_tokens", "completion_tokens"})
            if (usage.contains(key) && !isWhole(usage[key], 0, std::numeric_limits<std::int64_t>::max()))
                return std::string("'usage' '") + key + "' must be a whole number, got " + shortJson(usage[key], 40);
    }
    return {};
}

}  // namespace

Status checkRunSpec(const Json& spec, const std::string& path) {
    const auto refuse = [&](const char* code, const std::string& what) { return Error::make(code, path + " " + what); };
    if (!spec.is_object()) return refuse("parse", "must be a JSON object");
    if (spec.contains("v")) {
        const Json& v = spec["v"];
        if (v.is_number_integer() && !isWhole(v, std::numeric_limits<std::int64_t>::min(), kSpecVersion))
            return refuse("newer_version", "was written by a newer NashLab (format version " + shortJson(v, 24) +
                                               "; this build reads up to " + std::to_string(kSpecVersion) + ")");
        if (!isWhole(v, 1, kSpecVersion))
            return refuse("parse", "has no valid format version 'v', got " + shortJson(v, 24));
    }
    if (!member(spec, "game").is_string()) return refuse("parse", "names no \"game\"");
    // Reports name the seats from here: each one an object whose names are text.
    const Json& seats = member(spec, "seats");
    if (!seats.is_array()) return refuse("parse", "must list the \"seats\", got " + shortJson(seats, 40));
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (!seats[i].is_object()) return refuse("parse", "seat " + std::to_string(i + 1) + " must be an object");
        for (const char* key : {"name", "type", "strategy", "model"})
            if (seats[i].contains(key) && !seats[i][key].is_string())
                return refuse("parse", "seat " + std::to_string(i + 1) + "'s \"" + key + "\" must be text, got " +
                                           shortJson(seats[i][key], 40));
    }
    return okStatus();
}

std::string sessionStartProblem(const Json& e, const Json& spec) {
    const Json& setup = member(e, "setup");
    if (!setup.is_object()) return "its 'setup' must be an object, got " + shortJson(setup, 40);
    if (!member(setup, "params").is_object()) return "its setup's 'params' must be an object";
    if (!isWhole(member(setup, "seats"), 1, kMaxSeats))
        return "its setup's 'seats' must be a seat count, got " + shortJson(member(setup, "seats"), 40);
    if (!isWhole(member(setup, "rounds"), 0, std::numeric_limits<int>::max()))
        return "its setup's 'rounds' must be a whole number, got " + shortJson(member(setup, "rounds"), 40);
    if (!isSeed(member(setup, "seed")))
        return "its setup's 'seed' must be a whole number from 0 to 2^64 - 1, got " + shortJson(member(setup, "seed"));
    if (e.contains("repetition") && !isWhole(e["repetition"], 0, std::numeric_limits<int>::max()))
        return "its 'repetition' must be a whole number, got " + shortJson(e["repetition"], 40);
    const Json& game = member(e, "game");
    if (!game.is_null() && game != member(spec, "game"))
        return "it is a session of " + shortJson(game, 40) + " but spec.json is of " + shortJson(member(spec, "game"));
    const Json& seats = member(spec, "seats");
    if (setup["seats"] != Json(seats.size()))
        return "it has " + setup["seats"].dump() + " seats but spec.json lists " + std::to_string(seats.size());
    if (e.contains("seats") && (!e["seats"].is_array() || e["seats"].size() != setup["seats"].get<std::size_t>()))
        return "its 'seats' must list " + setup["seats"].dump() + " seats, got " + shortJson(e["seats"], 40);
    return {};
}

std::string eventShapeProblem(std::optional<EventType> type, const Json& e, int numSeats) {
    if (type == EventType::RoundCompleted) return roundProblem(e, numSeats);
    if (type == EventType::Decision) return decisionProblem(e, numSeats);
    return {};
}

}  // namespace nashlab::engine
