// The Alympics importer as `nashlab-cli import alympics` and the Results tab use it: a record's
// messages are read (regular expressions over free text), replayed into a new run folder and
// checked day by day; the folder must then read back and score like any other run, and the
// import report must name days that exist.
#include <cstdint>

#include "engine/metrics/run_scores.h"
#include "engine/record/import/alympics_import.h"
#include "engine/record/run_reader.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::engine;
using nashlab::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const nashlab::fuzz::ScratchDir scratch;
    const auto inputDir = scratch.fresh("input");
    const std::string file = (inputDir / "WAC_nopersona_10_20_1.json").string();
    nashlab::fuzz::writeFile(file, nashlab::fuzz::textOf(data, size));
    const std::string runsDir = scratch.fresh("runs").string();

    const GameRegistry& registry = GameRegistry::builtin();
    auto imported = importAlympicsFile(file, runsDir, registry);
    if (!imported) return 0;
    auto run = readRun(imported->runDir);
    require(run.ok(), "an imported record reads back", run ? "" : run.error().message);
    require(run->sessions.size() == 1, "an imported record is one session", "");
    auto report = scoreRun(run.value(), registry);
    require(report.ok(), "an imported record scores", report ? "" : report.error().message);
    for (const auto& note : imported->notes)
        require(!note.empty() && note.size() < 4096, "a disagreement is a short line", note);
    return 0;
}
