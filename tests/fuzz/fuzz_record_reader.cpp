// The record reader as `nashlab-cli score`, `export` and `run --resume` use it. The input is a
// run folder in one text: its first line is spec.json, the rest is events.jsonl. Each read
// record is scored, exported as CSV and checked for resume (its unfinished sessions replayed
// under the rules); then the folder is repaired and cut back to its completed rounds as resume
// does. A tournament's spec.json reads the folder as a tournament instead.
#include <cstdint>

#include "engine/experiment/experiment_runner.h"
#include "engine/metrics/run_scores.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/csv_export.h"
#include "engine/record/run_reader.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_spec.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::engine;

namespace {

class DiscardSink final : public EventSink {
public:
    void write(const Json&) override {}
};

void useRecord(const RunRecord& run, const GameRegistry& registry) {
    (void)scoreRun(run, registry);
    (void)exportRoundsCsv(run);
    std::vector<ModelCall> calls;
    for (const auto& s : run.sessions)
        for (const auto& d : s.decisions)
            if (auto call = modelCall(d)) calls.push_back(*call);
    (void)modelCallTotals(calls);
}

void checkResume(const RunRecord& run, const GameRegistry& registry) {
    auto spec = parseExperimentSpec(run.spec, registry, 0);
    if (!spec) return;
    static const PromptBuilder prompts;
    DiscardSink sink;
    ExperimentRunner runner(*registry.find(spec->game), spec.value(), builtinSeatFactory(), sink, prompts);
    (void)runner.resumeFrom(run);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const nashlab::fuzz::ScratchDir scratch;
    const std::string text = nashlab::fuzz::textOf(data, size);
    const std::size_t cut = text.find('\n');
    const std::string dir = scratch.fresh("run").string();
    nashlab::fuzz::writeFile(dir + "/spec.json", text.substr(0, cut));
    if (cut != std::string::npos) nashlab::fuzz::writeFile(dir + "/events.jsonl", text.substr(cut + 1));

    const GameRegistry& registry = GameRegistry::builtin();
    if (auto spec = readJsonFile(dir + "/spec.json"); spec && isTournamentSpec(spec.value())) {
        (void)readTournament(dir, registry);
        return 0;
    }
    if (auto run = readRun(dir)) {
        useRecord(run.value(), registry);
        checkResume(run.value(), registry);
    }
    if (auto kept = readRun(dir, ReadDamage::KeepBefore)) useRecord(kept.value(), registry);
    if (repairRun(dir) && truncateToCompletedRounds(dir)) {
        if (auto run = readRun(dir)) useRecord(run.value(), registry);
    }
    return 0;
}
