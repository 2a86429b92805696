#include "ui/arena/decision_gate.h"

#include <algorithm>

namespace nashlab::ui {

int DecisionGate::releaseAll() {
    // Moved aside first: released bots answer at once, and the runner's next requests must wait.
    for (auto& e : m_queue) m_releasing.push_back(std::move(e));
    m_queue.clear();
    int released = 0;
    while (!m_releasing.empty()) {
        Entry e = std::move(m_releasing.front());
        m_releasing.pop_front();
        ++released;
        e.seat->forward(e.request, std::move(e.done));
    }
    return released;
}

void DecisionGate::remove(const GatedSeat* seat) {
    const auto mine = [seat](const Entry& e) { return e.seat == seat; };
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(), mine), m_queue.end());
    m_releasing.erase(std::remove_if(m_releasing.begin(), m_releasing.end(), mine), m_releasing.end());
}

void GatedSeat::decide(const engine::DecisionRequest& request, Callback done) {
    // A retry after a rejected answer belongs to the round already released: ask at once.
    if (request.attempt > 1) {
        forward(request, std::move(done));
        return;
    }
    m_gate.enqueue({this, request, std::move(done)});
}

void GatedSeat::forward(const engine::DecisionRequest& request, Callback done) {
    if (m_onAsk) m_onAsk(request);
    m_inner->decide(request, std::move(done));
}

void GatedSeat::cancel() {
    m_gate.remove(this);
    m_inner->cancel();
}

}  // namespace nashlab::ui
