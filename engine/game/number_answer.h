#pragma once
// NumberAnswer: a bot's answer in a game whose every action is one number under one key
// ({"chosen_number": 37}, {"tokens_contributed": 12.5}), given as the number itself. A bots-only
// batch then writes, checks and applies its answers without a JSON object per decision (finding a
// key in an object three times per answer was a third of a decision's cost); the record and every
// other reader still see the same {key: number} (toAction).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct NumberAnswer {
    bool whole = false;        ///< a whole number, held and recorded as a JSON integer
    std::int64_t integer = 0;  ///< the number, when whole
    double real = 0.0;         ///< the number, when not whole

    static NumberAnswer wholeNumber(std::int64_t x) { return {true, x, 0.0}; }
    static NumberAnswer realNumber(double x) { return {false, 0, x}; }

    double value() const { return whole ? static_cast<double>(integer) : real; }
    /// The number as a JSON action holds it: an integer when whole, else a real.
    Json number() const { return whole ? Json(integer) : Json(real); }
    /// The action this answer stands for: {key: number}.
    Json toAction(std::string_view key) const {
        Json action = Json::object();
        action[std::string(key)] = number();
        return action;
    }
};

/// One step of typed answers: (seat, answer), in ascending seat order, exactly the acting seats.
using NumberStep = std::vector<std::pair<int, NumberAnswer>>;

}  // namespace nashlab::engine
