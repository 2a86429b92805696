#pragma once
// The end of `nashlab-cli run` (a new run or a resumed one): what it prints and how it exits.
#include <chrono>
#include <cstdint>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"

namespace nashlab::cli {

/// The end of `run`, once the runner is done: the record flushed, the batch's own time (from
/// `startedAt`: what --jobs changes), the sessions that failed, the summary table and the run
/// folder as the last line. Returns the exit code.
int finishRun(engine::ExperimentRunner& runner, engine::RunWriter& writer, int jobs,
              std::chrono::steady_clock::time_point startedAt);

/// A seed for a spec (a run, a tournament) that names none, kept below 2^53 so that any JSON
/// reader reads it exactly.
std::uint64_t freshSeed();

}  // namespace nashlab::cli
