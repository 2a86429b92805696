#pragma once
// DecisionGate: pacing without threads. Every seat of a GUI run is wrapped in a GatedSeat whose
// first attempt at a decision waits in the gate until the arena releases it (one round per tick,
// run / pause / step). Bots still answer synchronously once released, so the runner stays
// single-threaded and the event loop gets control back between rounds.
#include <deque>
#include <functional>
#include <memory>

#include "engine/session/seat.h"

namespace nashlab::ui {

class GatedSeat;

class DecisionGate {
public:
    /// Forwards every waiting request to its seat; requests made meanwhile wait for the next call.
    /// Returns how many were released.
    int releaseAll();
    bool hasWaiting() const { return !m_queue.empty(); }

private:
    friend class GatedSeat;
    struct Entry {
        GatedSeat* seat;
        engine::DecisionRequest request;
        engine::Seat::Callback done;
    };
    void enqueue(Entry entry) { m_queue.push_back(std::move(entry)); }
    void remove(const GatedSeat* seat);

    std::deque<Entry> m_queue;
    std::deque<Entry> m_releasing;
};

class GatedSeat final : public engine::Seat {
public:
    /// Called when a request actually goes to the seat (released from the gate, or a retry).
    using OnAsk = std::function<void(const engine::DecisionRequest&)>;

    GatedSeat(std::unique_ptr<engine::Seat> inner, DecisionGate& gate, OnAsk onAsk = nullptr)
        : m_inner(std::move(inner)), m_gate(gate), m_onAsk(std::move(onAsk)) {}
    ~GatedSeat() override { m_gate.remove(this); }

    void decide(const engine::DecisionRequest& request, Callback done) override;
    void cancel() override;
    bool readsPrompt() const override { return m_inner->readsPrompt(); }
    bool readsObservation() const override { return m_inner->readsObservation(); }

private:
    friend class DecisionGate;
    void forward(const engine::DecisionRequest& request, Callback done);

    std::unique_ptr<engine::Seat> m_inner;
    DecisionGate& m_gate;
    OnAsk m_onAsk;
};

}  // namespace nashlab::ui
