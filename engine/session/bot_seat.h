#pragma once
// BotSeat: a built-in strategy as a Seat. The strategy is a pure function of the request (the
// game's State, read through the typed accessors its game exposes, plus the per-decision seed),
// so a resumed session asks its bots exactly as an uninterrupted one would. It answers
// synchronously and never needs a JSON observation. In a game whose actions are single numbers it
// may answer with the number alone (NumberPicker), which a runner applies without any JSON.
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

    /// A strategy in a game whose every action is one number (State::numberKey): it gives the
    /// number, and a runner may take it as it is (NumberAnswer), without building the action.
    using NumberPicker = std::function<NumberAnswer(const DecisionRequest& request, Rng& rng)>;

    explicit BotSeat(Strategy strategy) : m_strategy(std::move(strategy)) {}
    explicit BotSeat(Writer writer) : m_writer(std::move(writer)) {}
    explicit BotSeat(NumberPicker picker) : m_picker(std::move(picker)) {}

    void decide(const DecisionRequest& request, Callback done) override {
        DecisionReply reply;
        reply.action = Json();
        decideInto(request, *reply.action);
        done(std::move(reply));
    }

    /// The answer at once, written into `action` (whatever it held is replaced), for runners that
    /// ask bots directly: no callback, no reply object.
    void decideInto(const DecisionRequest& request, Json& action) const {
        if (m_picker) {
            if (!request.state) throw std::logic_error("a bot was asked without the game's state");
            action = pickNumber(request).toAction(request.state->numberKey());
            return;
        }
        Rng rng(request.seed);
        if (m_writer)
            m_writer(request, rng, action);
        else
            action = m_strategy(request, rng);
    }

    /// Whether the bot answers with a number (pickNumber) rather than an action object.
    bool answersNumbers() const { return static_cast<bool>(m_picker); }
    /// The bot's answer as a number; only for a bot that answersNumbers().
    NumberAnswer pickNumber(const DecisionRequest& request) const {
        Rng rng(request.seed);
        return m_picker(request, rng);
    }

private:
    Strategy m_strategy;
    Writer m_writer;
    NumberPicker m_picker;
};

/// The game's own State behind a bot's request. A game makes its bots, so the type is known.
template <class GameState>
const GameState& stateOf(const DecisionRequest& request) {
    if (!request.state) throw std::logic_error("a bot was asked without the game's state");
    return static_cast<const GameState&>(*request.state);
}

}  // namespace nashlab::engine
