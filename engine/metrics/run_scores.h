#pragma once
// Scores a run folder: each session through its game's scorer, then every number aggregated
// over sessions (repetitions). This is what `nashlab-cli score` prints and the GUI charts.
// The two steps are apart so that a run being played can score each session as it ends
// (ScoreTally) and build the same report without reading its record back.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/metrics/model_calls.h"
#include "engine/metrics/model_ranks.h"
#include "engine/metrics/trueskill.h"
#include "engine/record/run_reader.h"

namespace nashlab::engine {

/// The names of the numbers a run's table gathers from one session's result, in the result's
/// order: its numeric score modes, then each seat's numeric metrics but "seat". The sessions of a
/// game mostly name the same numbers: those scored one after another on one thread that do share
/// one list (numbersOf).
struct NumberNames {
    std::vector<std::string> names;     ///< the score modes, then seat 0's metrics, seat 1's, ...
    std::size_t scoreCount = 0;         ///< how many of `names` are score modes
    std::vector<std::size_t> seatEnds;  ///< where each seat's metrics end in `names`
};

/// The numbers themselves, in the order of their names. Read where the session is scored (for a
/// batch, on the thread that played it, while the result is in that core's cache), so that the
/// report does not walk every session's result once more at the end of the run. One array and a
/// shared list of names: a pair of name and value for each number, a list for each seat, cost a
/// thousand-session batch 4 MB (a thousand pages touched, and freed at exit) and the thread that
/// gathers them a walk through memory the other core wrote.
struct SessionNumbers {
    std::shared_ptr<const NumberNames> names;  ///< null: none read
    std::vector<double> values;
};

/// What the report needs of one session once it has ended: its rounds and decisions can go.
struct SessionScore {
    std::string id;
    bool started = false;  ///< has a session_started; sessions without one are not scored
    bool finished = false;
    std::size_t rounds = 0;
    Json result;             ///< Game::score(): {"scores", "metrics", "per_seat"}; no "per_seat" when scored scoresOnly
    SessionNumbers numbers;  ///< what scoreReport() gathers of `result`
    std::optional<std::vector<double>> finalPayoffs;  ///< cumulative after the last round, when finished
    std::vector<ModelCall> modelCalls;                ///< decisions answered through a provider, in order
    std::vector<RankedPlayer> players;  ///< who sat in each seat (a design ranks the models); none without the result
};

/// Scores one session as read from a record (or built from its events as they were written);
/// the second form uses up the record instead of copying its rounds and decisions.
/// `scoresOnly`: the caller reads the scores and per-seat results, not the per-round metrics
/// (PlayedSession::scoresOnly), e.g. a run's printed summary. The per-seat results are then
/// kept only as `numbers` (the table's), not in `result`.
SessionScore scoreSession(const Game& game, const SessionRecord& session, bool scoresOnly = false);
/// `keepResult` false: the session's numbers (and match) only, its result freed here and its
/// players not listed (a report without a design reads nothing else; ScoreTally::dropResults).
SessionScore scoreSession(const Game& game, SessionRecord&& session, bool scoresOnly = false, bool keepResult = true);
/// The same for a session whose rounds the live `state` holds (all of them, resumed ones too):
/// they are read from it, not from `session.rounds`, which may hold none of them. `result`, if
/// given: what Game::score() gave for this session already, with `scoresOnly` (its runner scored
/// it for its session_finished); it is taken as it is, not scored again.
SessionScore scoreSession(const Game& game, SessionRecord&& session, const State& state, bool scoresOnly,
                          const Json* result = nullptr, bool keepResult = true);

/// Values gathered by name (a score mode, a per-seat metric) across thousands of sessions. The
/// sessions of one game list the same names in the same order, so a name first tries the column
/// it had the last time at its place in the list (checked by name), not a map lookup: a parallel
/// batch's sessions come with one list of names per thread, and GatheredScores looks its columns
/// up again whenever the list changes.
class NamedColumns {
public:
    NamedColumns() = default;
    NamedColumns(NamedColumns&&) = default;  // the map's nodes move with it: the positions stay valid
    NamedColumns& operator=(NamedColumns&&) = default;
    NamedColumns(const NamedColumns&) = delete;  // a copy's positions would point into this one
    NamedColumns& operator=(const NamedColumns&) = delete;

    /// The column of `name`, the one at `position` of the names' list the last time if it is that one.
    std::vector<double>& column(std::size_t position, const std::string& name);
    const std::map<std::string, std::vector<double>>& values() const { return m_values; }

private:
    std::map<std::string, std::vector<double>> m_values;
    std::vector<std::pair<const std::string*, std::vector<double>*>> m_byPosition;
};

/// What scoreReport() takes of the started sessions one by one, in record order: the values of
/// each score mode and of each seat's metrics, and their TrueSkill ratings. The report gathers
/// them itself, or is given them gathered while the run played (ScoreTally::gathered), so that
/// the report of a batch of thousands of sessions has nothing left to go through.
struct GatheredScores {
    NamedColumns scores;
    std::vector<NamedColumns> seats;
    /// rateMatches() of the finished sessions' final payoffs; none: the report rates them itself
    /// (one match at a time could not stand for them: see TrueSkillSeries).
    std::optional<std::vector<TrueSkillRating>> ratings;

    /// A started session's numbers (SessionScore::numbers, or its result's when it has none).
    void add(const SessionScore& session);

private:
    /// The columns of the last list of names seen, in its order: a session that shares it (all of
    /// a batch's but the first of each thread) adds its values without looking at a name.
    std::shared_ptr<const NumberNames> m_names;
    std::vector<std::vector<double>*> m_columns;
};

/// The report of a run from its sessions' scores, in record order (TrueSkill rates them in turn).
/// {"run", "game", "sessions": [...], "scores": {mode: mean}, "score_stats": {mode: summary},
///  "seats": [{"seat", "name", "payoff": summary, ..., "mu", "sigma"}], "incomplete_sessions": n}
/// `perSession` false leaves out the "sessions" list (a table of the whole run does not print it,
/// and a batch of thousands of sessions would build it only to free it).
/// `gathered`: the sessions' numbers and ratings when gathered as they ended (then their own
/// `numbers` are not read). The sessions are used up (results moved into the report), but the
/// vector stays the caller's: a program about to end need not free thousands of them first.
Json scoreReport(const std::string& runDir, const Json& spec, std::vector<SessionScore>&& sessions, bool tornTail,
                 bool perSession = true, const GatheredScores* gathered = nullptr);

/// scoreSession() of a session read from a record, checked first: its parameters must be the
/// game's (missing ones get defaults). A record the scorer cannot read is an error, not an abort.
Result<SessionScore> scoreRecordedSession(const Game& game, const SessionRecord& session);

/// scoreRecordedSession() of every session of the record, then scoreReport().
Result<Json> scoreRun(const RunRecord& run, const GameRegistry& registry);

}  // namespace nashlab::engine
