#include "engine/game/talk.h"

#include <algorithm>

namespace nashlab::engine {

bool Utterance::heardBy(int listener) const {
    return listener == seat || hearers.empty() || std::find(hearers.begin(), hearers.end(), listener) != hearers.end();
}

Json Utterance::toJson() const { return {{"seat", seat}, {"round", round}, {"text", text}}; }

Json TalkLog::heardBy(int seat, int fromRound) const {
    Json out = Json::array();
    for (const auto& u : m_said)
        if (u.round >= fromRound && u.heardBy(seat)) out.push_back(u.toJson());
    return out;
}

}  // namespace nashlab::engine
