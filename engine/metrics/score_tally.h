#pragma once
// ScoreTally: scores sessions from their events while they are played, so that the report of a
// run (scoreReport) needs no second read of its record. Given the events the record gets, it
// builds for each session the SessionRecord that readRun would, scores it when it finishes and
// then keeps only that score: memory stays at one session's events per session in flight.
// Aborted sessions are scored last (take()): in the window a session_resumed may still follow.
//
// A session's rounds are not copied: its round events name its State, which holds them (typed,
// compact), and it is scored from there. So the State must outlive the tally's reading of it: the
// session's owner calls settle() before the State goes (the rounds are then copied), or has the
// session scored first (its session_finished, or take()).
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/metrics/run_scores.h"
#include "engine/metrics/trueskill.h"
#include "engine/session/event_sink.h"

namespace nashlab::engine {

class ScoreTally final : public EventSink {
public:
    /// `scoresOnly`: sessions are scored without per-round metrics (a printed summary needs none).
    /// `gathers`: what scoreReport() takes of each session (its numbers, its TrueSkill match) is
    /// also taken in record order as the sessions end, so that the report of thousands of
    /// sessions has nothing left to go through (gathered()).
    explicit ScoreTally(const Game& game, bool scoresOnly = false, bool gathers = false)
        : m_game(game), m_scoresOnly(scoresOnly) {
        if (gathers) m_series.emplace();
    }

    /// With `scoresOnly`: a session scored keeps its numbers and match (SessionScore::numbers,
    /// finalPayoffs), not its result, freed where it was made: for a report that reads nothing
    /// else (one without a treatment design), of thousands of sessions.
    void dropResults() { m_dropResults = m_scoresOnly; }
    bool dropsResults() const { return m_dropResults; }

    void write(const Json& event) override;
    /// A session_finished with the result the session's runner scored it to: a tally of scores
    /// only takes it instead of scoring the session again, unless its game's scorer reads the
    /// decision events (which a runner's scoring has not).
    void writeFinished(const Json& event, const Json& result, bool durable) override;
    void writeDecision(const DecisionEvent& event) override;
    void writeRound(const RoundEvent& event) override;
    /// Parses the line: meant for the typed calls above, text only for completeness.
    void writeText(std::string_view line, EventType type, bool durable) override;

    /// The sessions of a record a run continues, in its order: finished ones are scored, the
    /// others carry on with the events that follow (as readRun reads the file after a resume).
    void seed(const RunRecord& record);
    void seed(const SessionRecord& session);
    /// Takes over the scores another tally made (a session played on a worker thread): a session
    /// seen already keeps its place, a new one goes last.
    void adopt(std::vector<SessionScore> scores);
    /// Every session in order of its first event; those that have not ended are scored as they stand.
    std::vector<SessionScore> take();
    /// With `gathers`, after take(): scoreReport()'s `gathered` for the sessions take() gave, its
    /// ratings left to the report when one match at a time cannot stand for them (TrueSkillSeries);
    /// none should a session have changed after it was gathered (the report then does it all).
    std::optional<GatheredScores> gathered() { return std::exchange(m_taken, std::nullopt); }
    /// The session's State is about to go: a session not scored yet keeps a copy of its rounds.
    void settle(const std::string& id);
    bool scoresOnly() const { return m_scoresOnly; }

private:
    /// A session not ended yet: what the record has of it, and the State that holds its rounds
    /// from the first round event on (then `record.rounds` holds only those a resume began with).
    struct Running {
        SessionRecord record;
        const State* live = nullptr;
    };
    Running& open(std::string_view id);
    void close(const std::string& id, const Json* result = nullptr);  ///< scored, or given its result
    std::size_t place(const std::string& id);
    /// The session at `index` has its score: the sessions scored up to the first one still playing
    /// are gathered, in order.
    void scored(std::size_t index);

    const Game& m_game;
    bool m_scoresOnly = false;
    bool m_dropResults = false;                  ///< dropResults()
    std::vector<SessionScore> m_scores;          ///< in order of first event; filled when each ends
    std::map<std::string, std::size_t> m_place;  ///< session id -> index in m_scores
    std::map<std::string, Running> m_running;    ///< sessions not ended yet
    Running* m_last = nullptr;                   ///< the one open() gave last: events come in runs
    std::optional<TrueSkillSeries> m_series;     ///< with `gathers`
    GatheredScores m_gathered;                   ///< with `gathers`: of m_scores before m_rated
    std::vector<char> m_settled;                 ///< by index in m_scores: scored (not vector<bool>: no bit games)
    std::size_t m_rated = 0;                     ///< m_scores before this one are gathered
    bool m_regather = false;                     ///< one of them was scored again after it was gathered
    std::optional<GatheredScores> m_taken;       ///< gathered() of the last take()
};

}  // namespace nashlab::engine
