#pragma once
// `nashlab-cli run` of a new run whose seats are all bots, without Qt: the light front plays it
// at once (app/cli/front_main.cpp), so a batch does not wait for Qt and the network, keychain and
// classroom libraries to load (about 5 ms, as long as a hundred sessions of a short game). The
// full program plays such runs through the same function, so both print and write the same.
#include <chrono>
#include <cstdint>
#include <optional>

#include "app/cli/arguments.h"
#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"

namespace nashlab::cli {

/// `run SPEC.json [--out RUNS_DIR] [--jobs N] [--cache MODE] [--shard I/N]` (the arguments after
/// "run") when every seat of every treatment is a bot: plays it, prints as the full program does
/// and returns the exit code. None when the arguments ask for anything else (a resume, a budget,
/// a model, human or replay seat) or are not right: the full program does that, and says what is
/// wrong in its own words.
/// `endProcess`: the program ends with the run, so once everything is written, printed and closed
/// it exits with that code at once (std::_Exit), without freeing the batch's memory first (a
/// millisecond of a thousand sessions' scores, slots and heaps, which the system takes back anyway).
std::optional<int> runBotsOnly(const Arguments& args, bool endProcess = false);

/// The end of `run`, once the runner is done: the record flushed, the batch's own time (from
/// `startedAt`: what --jobs changes), the sessions that failed, the summary table and the run
/// folder as the last line. Returns the exit code.
/// `endProcess`: as for runBotsOnly().
int finishRun(engine::ExperimentRunner& runner, engine::RunWriter& writer, int jobs,
              std::chrono::steady_clock::time_point startedAt, bool endProcess = false);

/// A seed for a spec (a run, a tournament) that names none, kept below 2^53 so that any JSON
/// reader reads it exactly.
std::uint64_t freshSeed();

}  // namespace nashlab::cli
