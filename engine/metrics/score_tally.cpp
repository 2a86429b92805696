#include "engine/metrics/score_tally.h"

#include "engine/session/session_runner.h"

namespace nashlab::engine {

std::size_t ScoreTally::place(const std::string& id) {
    const auto [it, added] = m_place.emplace(id, m_scores.size());
    if (added) m_scores.emplace_back().id = id;
    return it->second;
}

SessionRecord& ScoreTally::open(std::string_view id) {
    if (m_last && m_last->id == id) return *m_last;
    std::string key(id);
    place(key);
    const auto [it, added] = m_running.try_emplace(key);
    if (added) it->second.id = key;
    m_last = &it->second;
    return it->second;
}

void ScoreTally::close(const std::string& id) {
    const auto it = m_running.find(id);
    if (it == m_running.end()) return;
    m_scores[place(id)] = scoreSession(m_game, std::move(it->second), m_scoresOnly);
    if (m_last == &it->second) m_last = nullptr;
    m_running.erase(it);
}

// The same rules as readRun's. Nothing follows a session_finished within one run (a resumed run
// seeds the tally from the record it continues).
void ScoreTally::write(const Json& e) {
    if (!e.is_object() || !e.contains("session") || !e.contains("type")) return;
    const std::string id = e["session"].get<std::string>();
    const std::string type = e["type"].get<std::string>();
    SessionRecord& s = open(id);
    if (type == "session_started") {
        s.started = e;
    } else if (type == "session_resumed") {
        s.aborted.reset();
    } else if (type == "decision") {
        s.addDecision(e);
    } else if (type == "round_completed") {
        if (auto round = RoundOutcome::fromJson(e)) s.rounds.push_back(std::move(round.value()));
    } else if (type == "session_finished") {
        s.finished = e;
        close(id);
    } else if (type == "session_aborted") {
        s.aborted = e;
    }
}

void ScoreTally::writeDecision(const DecisionEvent& event) {
    SessionRecord& s = open(event.session);
    if (!event.bot || event.fallback || !event.valid) return s.addDecision(event.toJson());
    // A bot's valid answer: counted; kept (where it was given, that it was valid: what readRun's
    // events give a scorer) only for a game whose scorer reads decision events.
    if (!m_game.scoreReadsDecisions()) return s.countDecision(event.seat, true, false);
    s.addDecision({{"type", "decision"},
                   {"round", event.round},
                   {"step", event.step},
                   {"seat", event.seat},
                   {"attempt", event.attempt},
                   {"valid", true}});
}

void ScoreTally::writeRound(const RoundEvent& event) {
    // A copy for the tally with the parts the game's scorer reads; the State keeps its round compact.
    RoundOutcome scratch;
    const RoundOutcome& round = event.state->describedRound(event.index, scratch, m_game.scoreReads());
    open(event.session).rounds.push_back(&round == &scratch ? std::move(scratch) : round);
}

void ScoreTally::writeText(std::string_view line, EventType, bool) { write(Json::parse(line)); }

void ScoreTally::seed(const RunRecord& record) {
    for (const auto& s : record.sessions) seed(s);
}

void ScoreTally::seed(const SessionRecord& session) {
    if (session.isFinished()) {
        m_scores[place(session.id)] = scoreSession(m_game, session, m_scoresOnly);
        return;
    }
    open(session.id) = session;
}

void ScoreTally::adopt(std::vector<SessionScore> scores) {
    for (auto& s : scores) {
        if (const auto it = m_running.find(s.id); it != m_running.end()) {
            if (m_last == &it->second) m_last = nullptr;
            m_running.erase(it);
        }
        m_scores[place(s.id)] = std::move(s);
    }
}

std::vector<SessionScore> ScoreTally::take() {
    while (!m_running.empty()) close(std::string(m_running.begin()->first));
    m_place.clear();
    m_last = nullptr;
    std::vector<SessionScore> out = std::move(m_scores);
    m_scores.clear();  // ready for the next session (a worker's tally is reused)
    return out;
}

}  // namespace nashlab::engine
