// The γ-Bench importer (the only importer) as `nashlab-cli import gamabench` and the Results tab
// use it: a result file is converted, replayed under NashLab's rules into a new run folder, and
// the folder must then read back and score like any other run.
#include <cstdint>

#include "engine/metrics/run_scores.h"
#include "engine/record/import/gamabench_import.h"
#include "engine/record/run_reader.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::engine;
using nashlab::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const nashlab::fuzz::ScratchDir scratch;
    const auto inputDir = scratch.fresh("input");
    const std::string file = (inputDir / "result.json").string();
    nashlab::fuzz::writeFile(file, nashlab::fuzz::textOf(data, size));
    const std::string runsDir = scratch.fresh("runs").string();

    const GameRegistry& registry = GameRegistry::builtin();
    auto imported = importGamaBenchFile(file, runsDir, registry);
    if (!imported) return 0;
    auto run = readRun(imported.value());
    require(run.ok(), "an imported run reads back", run ? "" : run.error().message);
    auto report = scoreRun(run.value(), registry);
    require(report.ok(), "an imported run scores", report ? "" : report.error().message);
    return 0;
}
