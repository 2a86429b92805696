#include "engine/session/seat.h"

namespace nashlab::engine {

Json messagesToJson(const std::vector<Message>& messages) {
    Json out = Json::array();
    for (const auto& m : messages) out.push_back({{"role", m.role}, {"content", m.content}});
    return out;
}

}  // namespace nashlab::engine
