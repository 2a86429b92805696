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

    explicit BotSeat(Strategy strategy) : m_strategy(std::move(strategy)) {}

    void decide(const DecisionRequest& request, Callback done) override {
        Rng rng(request.seed);
        DecisionReply reply;
        reply.action = m_strategy(request, rng);
        done(std::move(reply));
    }

    /// The answer at once, for runners that ask bots directly (no callback, no reply object).
    Json decideNow(const DecisionRequest& request) const {
        Rng rng(request.seed);
        return m_strategy(request, rng);
    }

private:
    Strategy m_strategy;
};

/// The game's own State behind a bot's request. A game makes its bots, so the type is known.
template <class GameState>
const GameState& stateOf(const DecisionRequest& request) {
    if (!request.state) throw std::logic_error("a bot was asked without the game's state");
    return static_cast<const GameState&>(*request.state);
}

}  // namespace nashlab::engine
