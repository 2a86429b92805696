#pragma once
// Resuming a run folder, for every front that offers it (`nashlab-cli run --resume`, the window's
// Resume): two steps, so that what may take long in between (the keychain's answer for the model
// seats' keys) happens before the record is touched.
//
// 1. planResume: takes the folder's lock (one writer per folder), reads the record — refusing a
//    damaged one unless asked to repair it — and replays every session through the game's rules
//    (a hand-edited payoff is refused, naming the round), reads spec.json and, in a shard's folder,
//    the shard it plays.
// 2. openForResume: cuts the record back to its last completed round, reads it again and opens it
//    for appending; ExperimentRunner::resumeFrom continues from that record.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/experiment/experiment_spec.h"
#include "engine/record/run_lock.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"

namespace nashlab::engine {

struct ResumePlan {
    std::string dir;
    RunLock lock;      ///< held until openForResume hands it to the writer
    RunRecord before;  ///< the record as found (finished sessions' payoffs go into the scores)
    ExperimentSpec spec;
    std::optional<std::vector<int>> shard;  ///< a shard's folder plays its sessions, nothing else
    /// What a repair cut off: the line number and why, or 0 when nothing was cut.
    std::pair<std::size_t, std::string> repaired{0, {}};

    /// Whether every session the folder plays has finished (nothing to resume).
    bool allFinished() const;
};

/// Step 1 (above). Errors carry the reader's codes: "busy" (another program writes the folder),
/// "io", "inconsistent" (a damaged record: `repair` keeps it up to the line before), "mismatch"
/// (the record's numbers are not its moves'), "invalid_spec".
Result<ResumePlan> planResume(const std::string& runDir, bool repair = false);

struct OpenedResume {
    RunRecord record;  ///< up to the last completed round of every session
    std::unique_ptr<RunWriter> writer;
};

/// Step 2 (above); the plan's lock goes to the writer.
Result<OpenedResume> openForResume(ResumePlan& plan);

/// How far a run folder got, for a list of runs (no lock taken, nothing changed, the record not
/// checked): sessions finished of those the folder plays, or why its spec cannot be read.
struct RunCompletion {
    int finished = 0;
    int expected = 0;
    std::string problem;  ///< why spec.json (or shard.json) cannot be read
    bool complete() const { return problem.empty() && expected > 0 && finished >= expected; }
};
RunCompletion runCompletion(const std::string& runDir);

}  // namespace nashlab::engine
