#pragma once
// HumanSeat: a person at the window. decide() hands the request to the arena (which shows an
// input generated from the ActionSpec) and returns at once; the answer comes back later through
// the callback, so the other seats and the window never wait on a blocking call.
#include <functional>

#include "engine/session/seat.h"

namespace nashlab::ui {

class HumanSeat final : public engine::Seat {
public:
    /// `ask` shows the request to the person; `withdraw` hides it again (cancelled).
    using Ask = std::function<void(int seat, const engine::DecisionRequest& request, Callback done)>;
    using Withdraw = std::function<void(int seat)>;

    HumanSeat(int seat, Ask ask, Withdraw withdraw)
        : m_seat(seat), m_ask(std::move(ask)), m_withdraw(std::move(withdraw)) {}

    void decide(const engine::DecisionRequest& request, Callback done) override {
        m_ask(m_seat, request, std::move(done));
    }
    void cancel() override { m_withdraw(m_seat); }
    /// A person reads the game's HumanView, built from the observation, never a model's prompt
    /// (so none is rendered for this seat, nor recorded in its decisions).
    bool readsObservation() const override { return true; }

private:
    int m_seat;
    Ask m_ask;
    Withdraw m_withdraw;
};

}  // namespace nashlab::ui
