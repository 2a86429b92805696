#pragma once
// RemoteSeat: a human seat played from a browser through the room. decide() hands the request to
// the Room and returns at once; the answer comes back when the student sends it (or the countdown
// or the dropout policy answers). It reads the observation (the HumanView's situation), never the
// prompt.
#include <memory>

#include "classroom/room.h"
#include "engine/session/seat.h"

namespace nashlab::classroom {

class RemoteSeat final : public engine::Seat {
public:
    /// `fallback`: the bot that answers when the student is gone (may be null: no bot policy).
    RemoteSeat(Room& room, int seat, std::unique_ptr<engine::Seat> fallback)
        : m_room(room), m_seat(seat), m_fallback(std::move(fallback)) {}

    void decide(const engine::DecisionRequest& request, Callback done) override {
        m_room.ask(m_seat, request, std::move(done), m_fallback.get());
    }
    void cancel() override { m_room.withdraw(m_seat); }
    bool readsObservation() const override { return true; }

private:
    Room& m_room;
    int m_seat;
    std::unique_ptr<engine::Seat> m_fallback;
};

}  // namespace nashlab::classroom
