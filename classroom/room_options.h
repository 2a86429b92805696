#pragma once
// How a room treats its people: what answers for a student who has gone (the dropout policy) and
// after how long, the time allowed per decision, and whether results wait for the instructor.
// Kept in the run folder's room.json so a resumed room behaves as before.
#include <string>

#include "engine/core/json.h"
#include "engine/core/result.h"

namespace nashlab::classroom {

using engine::Json;

enum class Dropout {
    Bot,            ///< a built-in bot answers (the game's first strategy unless one is named)
    DefaultAction,  ///< the game's default action (State::defaultAction)
    Wait,           ///< the round waits for the student (or the instructor)
};

struct RoomOptions {
    Dropout dropout = Dropout::Bot;
    std::string dropoutStrategy;  ///< Bot: the strategy; empty: the game's first
    double graceS = 10;           ///< a student gone this long while asked: the policy answers
    double timeLimitS = 0;        ///< per decision, 0: none (a seat's own timeout_s wins)
    bool holdResults = false;     ///< results shown when the instructor reveals them; play waits

    Json toJson() const;
    static engine::Result<RoomOptions> fromJson(const Json& j);
};

/// "bot", "bot:STRATEGY", "default" or "wait", as the command line writes it.
engine::Status parseDropout(const std::string& text, RoomOptions& options);
std::string dropoutText(const RoomOptions& options);

}  // namespace nashlab::classroom
