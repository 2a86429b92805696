#include "classroom/room_options.h"

#include <cmath>

namespace nashlab::classroom {

engine::Status parseDropout(const std::string& text, RoomOptions& options) {
    if (text == "default") {
        options.dropout = Dropout::DefaultAction;
    } else if (text == "wait") {
        options.dropout = Dropout::Wait;
    } else if (text == "bot" || text.rfind("bot:", 0) == 0) {
        options.dropout = Dropout::Bot;
        options.dropoutStrategy = text.size() > 4 ? text.substr(4) : std::string();
    } else {
        return engine::Error::make(
            "invalid_option", "the dropout policy is 'bot', 'bot:STRATEGY', 'default' or 'wait', not '" + text + "'");
    }
    return engine::okStatus();
}

std::string dropoutText(const RoomOptions& options) {
    switch (options.dropout) {
    case Dropout::DefaultAction: return "default";
    case Dropout::Wait: return "wait";
    case Dropout::Bot: break;
    }
    return options.dropoutStrategy.empty() ? "bot" : "bot:" + options.dropoutStrategy;
}

Json RoomOptions::toJson() const {
    return {{"dropout", dropoutText(*this)},
            {"grace_s", graceS},
            {"time_limit_s", timeLimitS},
            {"hold_results", holdResults}};
}

engine::Result<RoomOptions> RoomOptions::fromJson(const Json& j) {
    RoomOptions o;
    if (!j.is_object()) return engine::Error::make("invalid_room", "room options must be an object");
    const auto number = [&](const char* key, double& out, double max) -> engine::Status {
        if (!j.contains(key)) return engine::okStatus();
        if (!j[key].is_number() || !std::isfinite(j[key].get<double>()) || j[key].get<double>() < 0 ||
            j[key].get<double>() > max)
            return engine::Error::make(
                "invalid_room", std::string(key) + " must be a number from 0 to " + engine::formatNumber(max, 0));
        out = j[key].get<double>();
        return engine::okStatus();
    };
    if (j.contains("dropout")) {
        if (!j["dropout"].is_string()) return engine::Error::make("invalid_room", "dropout must be text");
        if (auto s = parseDropout(j["dropout"].get<std::string>(), o); !s) return s.error();
    }
    if (auto s = number("grace_s", o.graceS, 3600); !s) return s.error();
    if (auto s = number("time_limit_s", o.timeLimitS, 86400); !s) return s.error();
    if (j.contains("hold_results")) {
        if (!j["hold_results"].is_boolean())
            return engine::Error::make("invalid_room", "hold_results must be true or false");
        o.holdResults = j["hold_results"].get<bool>();
    }
    return o;
}

}  // namespace nashlab::classroom
