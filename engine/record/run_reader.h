#pragma once
// Reads a run folder back: the resolved spec and every session's events. A torn last line
// (the process died mid-write) is tolerated and reported; any other bad line is an error
// naming its line number. Events from a newer record version are refused. So is a record whose
// structure does not hold together (a round missing or repeated, a decision for a round other
// than the one in play, events after a session finished or before it started): resume would
// otherwise continue from a wrong state, and scores would count a round twice.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/round_outcome.h"

namespace nashlab::engine {

struct SessionRecord {
    std::string id;
    Json started;                      ///< the session_started event
    std::vector<Json> decisions;       ///< decision events in order
    std::vector<RoundOutcome> rounds;  ///< completed rounds in order
    std::optional<Json> finished;      ///< session_finished, if it ended normally
    std::optional<Json> aborted;       ///< the last session_aborted, if any (and not finished after)
    std::vector<int> invalidAttempts;  ///< per seat, from decision events
    std::vector<int> answers;          ///< per seat: answers given (fallbacks excluded)

    bool isFinished() const { return finished.has_value(); }
    PlayedSession played() const&;
    /// The same, moving the rounds and decisions out (a record scored once, then dropped).
    PlayedSession played() &&;
    /// Adds a decision event: kept in `decisions`, counted in `invalidAttempts` and `answers`.
    void addDecision(Json event);
    /// Counts a decision (answers, invalid attempts) without keeping the event.
    void countDecision(int seat, bool valid, bool fallback);
};

struct RunRecord {
    std::string dir;
    Json spec;
    std::vector<Json> events;             ///< every intact event, in file order
    std::vector<SessionRecord> sessions;  ///< in order of first appearance
    bool tornTail = false;                ///< the last line was cut off and skipped
    /// With ReadDamage::KeepBefore: the first line whose event breaks the record's structure (0:
    /// none), what is wrong with it, and the events before it (all that was kept).
    std::size_t damagedLine = 0;
    std::string damage;

    const SessionRecord* session(const std::string& id) const;
};

/// What readRun does at the first event that breaks the record's structure: refuse the record
/// (the error names the line and what is wrong), or keep what came before it (RunRecord::damagedLine).
enum class ReadDamage { Refuse, KeepBefore };

Result<RunRecord> readRun(const std::string& runDir, ReadDamage damage = ReadDamage::Refuse);

/// Cuts events.jsonl back to the lines before the first that breaks the record's structure,
/// keeping the whole file as events.jsonl.damaged; returns that line's number and what was wrong
/// (line 0: nothing was wrong, nothing changed). For `nashlab-cli run --resume DIR --repair`.
Result<std::pair<std::size_t, std::string>> repairRun(const std::string& runDir);

/// Rewrites events.jsonl (atomically) keeping, for every unfinished session, only its events up
/// to its last completed round, and dropping a torn last line: the state a resume continues from.
Status truncateToCompletedRounds(const std::string& runDir);

}  // namespace nashlab::engine
