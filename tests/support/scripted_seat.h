#pragma once
// ScriptedSeat: a Seat that answers from a script of raw replies, synchronously or (deferred)
// when the test calls deliver(). It records every request it received, for assertions.
#include <deque>
#include <string>
#include <vector>

#include "engine/session/seat.h"

namespace nashlab::test {

class ScriptedSeat final : public engine::Seat {
public:
    /// `replies` are raw texts used in order; the last one repeats when the script runs out.
    explicit ScriptedSeat(std::vector<std::string> replies, bool deferred = false, bool readsPrompt = true);

    void decide(const engine::DecisionRequest& request, Callback done) override;
    void cancel() override;
    bool readsPrompt() const override { return m_readsPrompt; }

    /// Deferred mode: answers the oldest waiting request; false when none waits.
    bool deliver();
    bool waiting() const { return !m_waiting.empty(); }

    std::vector<engine::DecisionRequest> requests;
    int cancels = 0;

private:
    std::string nextReply();
    std::vector<std::string> m_replies;
    std::size_t m_next = 0;
    bool m_deferred;
    bool m_readsPrompt;
    std::deque<Callback> m_waiting;
};

}  // namespace nashlab::test
