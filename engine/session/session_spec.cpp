#include "engine/session/session_spec.h"

namespace nashlab::engine {

std::string toString(Fallback f) {
    switch (f) {
    case Fallback::RandomLegal: return "random_legal";
    case Fallback::DefaultAction: return "default_action";
    case Fallback::Forfeit: return "forfeit";
    case Fallback::Abort: return "abort";
    case Fallback::LoseGame: return "lose_game";
    }
    return "random_legal";
}

Result<Fallback> fallbackFromString(const std::string& text) {
    for (auto f :
         {Fallback::RandomLegal, Fallback::DefaultAction, Fallback::Forfeit, Fallback::Abort, Fallback::LoseGame})
        if (toString(f) == text) return f;
    return Error::make("invalid_value", "unknown fallback '" + text +
                                            "' (use random_legal, default_action, forfeit, abort or lose_game)");
}

Json InvalidAnswerPolicy::toJson() const {
    return {{"max_attempts", maxAttempts}, {"feedback", feedback}, {"fallback", toString(fallback)}};
}

Json SeatSpec::toJson() const {
    Json j = {{"type", type}, {"name", name}};
    if (type == "bot") {
        j["strategy"] = strategy;
        j["options"] = options;
    }
    if (!persona.empty()) j["persona"] = persona;
    for (const auto& [key, value] : settings.items()) j[key] = value;
    return j;
}

}  // namespace nashlab::engine
