#include "tests/support/scripted_seat.h"

namespace nashlab::test {

ScriptedSeat::ScriptedSeat(std::vector<std::string> replies, bool deferred, bool readsPrompt)
    : m_replies(std::move(replies)), m_deferred(deferred), m_readsPrompt(readsPrompt) {}

std::string ScriptedSeat::nextReply() {
    if (m_replies.empty()) return "";
    const std::string reply = m_replies[std::min(m_next, m_replies.size() - 1)];
    ++m_next;
    return reply;
}

void ScriptedSeat::decide(const engine::DecisionRequest& request, Callback done) {
    requests.push_back(request);
    if (m_deferred) {
        m_waiting.push_back(std::move(done));
        return;
    }
    engine::DecisionReply reply;
    reply.rawText = nextReply();
    done(std::move(reply));
}

void ScriptedSeat::cancel() {
    ++cancels;
    m_waiting.clear();
}

bool ScriptedSeat::deliver() {
    if (m_waiting.empty()) return false;
    Callback done = std::move(m_waiting.front());
    m_waiting.pop_front();
    engine::DecisionReply reply;
    reply.rawText = nextReply();
    done(std::move(reply));
    return true;
}

}  // namespace nashlab::test
