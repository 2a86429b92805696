#include "engine/game/state.h"

namespace nashlab::engine {

Json State::toJson() const {
    Json rounds = Json::array();
    for (const auto& r : history()) rounds.push_back(r.toJson());
    return {{"setup", setup().toJson()}, {"rounds", rounds}};
}

}  // namespace nashlab::engine
