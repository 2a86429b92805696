#pragma once
// Scores a run folder: each session through its game's scorer, then every number aggregated
// over sessions (repetitions). This is what `nashlab-cli score` prints and the GUI charts.
// The two steps are apart so that a run being played can score each session as it ends
// (ScoreTally) and build the same report without reading its record back.
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

/// The numbers a run's table gathers from one session's result, in the result's order: its
/// numeric score modes, and each seat's numeric metrics but "seat". Read where the session is
/// scored (for a batch, on the thread that played it, while the result is in that core's cache),
/// so that the report does not walk every session's result once more at the end of the run.
struct SessionNumbers {
    std::vector<std::pair<std::string, double>> scores;
    std::vector<std::vector<std::pair<std::string, double>>> perSeat;
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
    std::vector<RankedPlayer> players;                ///< who sat in each seat (a design ranks the models)
};

/// Scores one session as read from a record (or built from its events as they were written);
/// the second form uses up the record instead of copying its rounds and decisions.
/// `scoresOnly`: the caller reads the scores and per-seat results, not the per-round metrics
/// (PlayedSession::scoresOnly), e.g. a run's printed summary. The per-seat results are then
/// kept only as `numbers` (the table's), not in `result`.
SessionScore scoreSession(const Game& game, const SessionRecord& session, bool scoresOnly = false);
SessionScore scoreSession(const Game& game, SessionRecord&& session, bool scoresOnly = false);
/// The same for a session whose rounds the live `state` holds (all of them, resumed ones too):
/// they are read from it, not from `session.rounds`, which may hold none of them.
SessionScore scoreSession(const Game& game, SessionRecord&& session, const State& state, bool scoresOnly);

/// The report of a run from its sessions' scores, in record order (TrueSkill rates them in turn).
/// {"run", "game", "sessions": [...], "scores": {mode: mean}, "score_stats": {mode: summary},
///  "seats": [{"seat", "name", "payoff": summary, ..., "mu", "sigma"}], "incomplete_sessions": n}
/// `perSession` false leaves out the "sessions" list (a table of the whole run does not print it,
/// and a batch of thousands of sessions would build it only to free it).
/// `ratings`: the sessions' TrueSkill ratings when rated already as they ended (ScoreTally::ratings).
Json scoreReport(const std::string& runDir, const Json& spec, std::vector<SessionScore> sessions, bool tornTail,
                 bool perSession = true, const std::vector<TrueSkillRating>* ratings = nullptr);

/// scoreSession() of a session read from a record, checked first: its parameters must be the
/// game's (missing ones get defaults). A record the scorer cannot read is an error, not an abort.
Result<SessionScore> scoreRecordedSession(const Game& game, const SessionRecord& session);

/// scoreRecordedSession() of every session of the record, then scoreReport().
Result<Json> scoreRun(const RunRecord& run, const GameRegistry& registry);

}  // namespace nashlab::engine
