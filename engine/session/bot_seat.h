#pragma once
// BotSeat: a built-in strategy as a Seat. The strategy is a pure function of the request (the
// game's State, read through the typed accessors its game exposes, plus the per-decision seed),
// so a resumed session asks its bots exactly as an uninterrupted one would. It answers
// synchronously and never needs a JSON observation.
#include <functional>
#include <stdexcept>
#include <utility>

#include "engine/game/state.h"
#include "engine/session/seat.h"

namespace nashlab::engine {

class BotSeat final : public Seat {
public:
    using Strategy = std::function<Json(const DecisionRequest& request, Rng& rng)>;
    /// A strategy that writes its answer into an action object the runner hands back from an
    /// earlier step (or a null one), so a hot loop allocates nothing per decision.
    using Writer = std::function<void(const DecisionRequest& request, Rng& rng, Json& action)>;

    explicit BotSeat(Strategy strategy) : m_strategy(std::move(strategy)) {}
    explicit BotSeat(Writer writer) : m_writer(std::move(writer)) {}

    void decide(const DecisionRequest& request, Callback done) override {
        DecisionReply reply;
        reply.action = Json();
        decideInto(request, *reply.action);
        done(std::move(reply));
    }

    /// The answer at once, written into `action` (whatever it held is replaced), for runners that
    /// ask bots directly: no callback, no reply object.
    void decideInto(const DecisionRequest& request, Json& action) const {
        Rng rng(request.seed);
        if (m_writer)
            m_writer(request, rng, action);
        else
            action = m_strategy(request, rng);
    }

private:
    Strategy m_strategy;
    Writer m_writer;
};

/// The game's own State behind a bot's request. A game makes its bots, so the type is known.
template <class GameState>
const GameState& stateOf(const DecisionRequest& request) {
    if (!request.state) throw std::logic_error("a bot was asked without the game's state");
    return static_cast<const GameState&>(*request.state);
}

}  // namespace nashlab::engine
