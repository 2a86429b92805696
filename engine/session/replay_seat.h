#pragma once
// ReplaySeat: answers with actions recorded elsewhere (an imported γ-Bench run, a NashLab
// record), keyed by (round, step). It answers synchronously, and reports an error — which ends
// the session — when the record has no action for the decision asked.
#include <map>
#include <utility>

#include "engine/session/seat.h"

namespace nashlab::engine {

class ReplaySeat final : public Seat {
public:
    using Script = std::map<std::pair<int, int>, Json>;  ///< (round, step) -> action

    explicit ReplaySeat(Script script) : m_script(std::move(script)) {}

    void decide(const DecisionRequest& request, Callback done) override {
        DecisionReply reply;
        const auto it = m_script.find({request.round, request.step});
        if (it == m_script.end())
            reply.error =
                Error::make("replay", "the record has no action for seat " + std::to_string(request.seat + 1) +
                                          " in round " + std::to_string(request.round));
        else if (it->second.is_string())
            reply.rawText = it->second.get<std::string>();  // a raw reply: parsed like a model's
        else
            reply.action = it->second;
        reply.extra = {{"source", "replay"}};
        done(std::move(reply));
    }

private:
    Script m_script;
};

}  // namespace nashlab::engine
