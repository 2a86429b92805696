#pragma once
// BotSeat: a built-in strategy as a Seat. The strategy is a pure function of the request
// (observation + per-decision seed), so a resumed session asks its bots exactly as an
// uninterrupted one would. It answers synchronously.
#include <functional>
#include <utility>

#include "engine/session/seat.h"

namespace nashlab::engine {

class BotSeat final : public Seat {
public:
    using Strategy = std::function<Json(const DecisionRequest& request, Rng& rng)>;

    explicit BotSeat(Strategy strategy) : m_strategy(std::move(strategy)) {}

    void decide(const DecisionRequest& request, Callback done) override {
        Rng rng(request.seed);
        DecisionReply reply;
        reply.action = m_strategy(request, rng);
        done(std::move(reply));
    }

private:
    Strategy m_strategy;
};

}  // namespace nashlab::engine
