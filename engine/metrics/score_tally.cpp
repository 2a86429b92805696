#include "engine/metrics/score_tally.h"

#include "engine/record/events.h"
#include "engine/session/session_runner.h"

namespace nashlab::engine {

std::size_t ScoreTally::place(const std::string& id) {
    const auto [it, added] = m_place.emplace(id, m_scores.size());
    if (added) {
        m_scores.emplace_back().id = id;
        m_settled.push_back(0);
    }
    return it->second;
}

void ScoreTally::scored(std::size_t index) {
    if (!m_series) return;
    if (index < m_rated) m_regather = true;  // gathered already, as it stood then
    m_settled[index] = 1;
    for (; m_rated < m_scores.size() && m_settled[m_rated]; ++m_rated) {
        const SessionScore& s = m_scores[m_rated];
        if (!s.started) continue;
        m_gathered.add(s);
        if (s.finalPayoffs) m_series->add(*s.finalPayoffs);
    }
}

ScoreTally::Running& ScoreTally::open(std::string_view id) {
    if (m_last && m_last->record.id == id) return *m_last;
    std::string key(id);
    place(key);
    const auto [it, added] = m_running.try_emplace(key);
    if (added) it->second.record.id = key;
    m_last = &it->second;
    return it->second;
}

void ScoreTally::close(const std::string& id, const Json* result) {
    const auto it = m_running.find(id);
    if (it == m_running.end()) return;
    Running& s = it->second;
    const std::size_t index = place(id);
    m_scores[index] = s.live ? scoreSession(m_game, std::move(s.record), *s.live, m_scoresOnly, result, !m_dropResults)
                             : scoreSession(m_game, std::move(s.record), m_scoresOnly, !m_dropResults);
    if (m_last == &s) m_last = nullptr;
    m_running.erase(it);
    scored(index);
}

void ScoreTally::settle(const std::string& id) {
    const auto it = m_running.find(id);
    if (it == m_running.end() || !it->second.live) return;
    Running& s = it->second;
    // The rounds past those the record began with.
    for (std::size_t i = s.record.rounds.size(); i < s.live->roundsCompleted(); ++i)
        s.record.rounds.push_back(s.live->roundAt(i));
    s.live = nullptr;
}

// The same rules as readRun's. Nothing follows a session_finished within one run (a resumed run
// seeds the tally from the record it continues).
void ScoreTally::write(const Json& e) {
    if (!e.is_object() || !e.contains("session") || !e.contains("type")) return;
    const std::string id = e["session"].get<std::string>();
    const std::optional<EventType> type = eventTypeOf(e);
    Running& running = open(id);
    SessionRecord& s = running.record;
    if (!type) return;
    switch (*type) {
    case EventType::SessionStarted: s.started = e; break;
    case EventType::SessionResumed: s.aborted.reset(); break;
    case EventType::Decision: s.addDecision(e); break;
    case EventType::RoundCompleted:
        settle(id);  // a round given as JSON follows those the State holds
        if (auto round = RoundOutcome::fromJson(e)) s.rounds.push_back(std::move(round.value()));
        break;
    case EventType::SessionFinished:
        s.finished = e;
        close(id);
        break;
    case EventType::SessionAborted: s.aborted = e; break;
    }
}

void ScoreTally::writeFinished(const Json& event, const Json& result, bool durable) {
    // Only a session whose rounds the State holds (they are what its runner scored) and only a
    // result of the same kind: a tally that keeps the per-round metrics scores the session itself.
    const auto it = m_running.find(event.value("session", ""));
    if (!m_scoresOnly || m_game.scoreReadsDecisions() || it == m_running.end() || !it->second.live ||
        eventTypeOf(event) != EventType::SessionFinished)
        return EventSink::writeFinished(event, result, durable);
    it->second.record.finished = event;
    close(std::string(it->first), &result);
}

void ScoreTally::writeDecision(const DecisionEvent& event) {
    SessionRecord& s = open(event.session).record;
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
    // Read from the State when the session is scored, not copied round by round.
    open(event.session).live = event.state;
}

void ScoreTally::writeText(std::string_view line, EventType, bool) { write(Json::parse(line)); }

void ScoreTally::seed(const RunRecord& record) {
    for (const auto& s : record.sessions) seed(s);
}

void ScoreTally::seed(const SessionRecord& session) {
    if (session.isFinished()) {
        const std::size_t index = place(session.id);
        m_scores[index] = scoreSession(m_game, session, m_scoresOnly);
        scored(index);
        return;
    }
    open(session.id).record = session;
}

void ScoreTally::adopt(std::vector<SessionScore> scores) {
    for (auto& s : scores) {
        if (const auto it = m_running.find(s.id); it != m_running.end()) {
            if (m_last == &it->second) m_last = nullptr;
            m_running.erase(it);
        }
        const std::size_t index = place(s.id);
        m_scores[index] = std::move(s);
        scored(index);
    }
}

std::vector<SessionScore> ScoreTally::take() {
    while (!m_running.empty()) close(std::string(m_running.begin()->first));
    m_place.clear();
    m_last = nullptr;
    std::vector<SessionScore> out = std::move(m_scores);
    m_scores.clear();  // ready for the next session (a worker's tally is reused)
    m_settled.clear();
    m_taken.reset();
    if (m_series) {
        if (!m_regather && m_rated == out.size()) {
            if (m_series->valid()) m_gathered.ratings = m_series->ratings();
            m_taken = std::move(m_gathered);
        }
        m_gathered = GatheredScores();
        m_series.emplace();
        m_rated = 0;
        m_regather = false;
    }
    return out;
}

}  // namespace nashlab::engine
