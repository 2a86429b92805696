// Engine throughput: rounds per second of a 10-bot guess_average session, and a batch of
// 1,000 sessions through ExperimentRunner (in memory and into a real run folder).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"

using namespace nashlab::engine;

namespace {

class NullSink final : public EventSink {
public:
    void write(const Json&) override { ++events; }
    long events = 0;
};

ExperimentSpec tenBots(int rounds, int repetitions) {
    const Json spec = {{"game", "guess_average"},
                       {"rounds", rounds},
                       {"repetitions", repetitions},
                       {"seed", 1},
                       {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 4}},
                                              {{"type", "bot"}, {"strategy", "ne"}, {"count", 3}},
                                              {{"type", "bot"}, {"strategy", "adaptive"}, {"count", 3}}})}};
    return parseExperimentSpec(spec, GameRegistry::builtin(), 0).value();
}

void runBatch(benchmark::State& state, const ExperimentSpec& spec, EventSink& sink) {
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), sink, prompts);
    runner.start();
    if (!runner.done()) state.SkipWithError("batch did not finish");
}

void BM_GuessSession10Bots(benchmark::State& state) {
    const ExperimentSpec spec = tenBots(static_cast<int>(state.range(0)), 1);
    for (auto _ : state) {
        NullSink sink;
        runBatch(state, spec, sink);
        benchmark::DoNotOptimize(sink.events);
    }
    state.counters["rounds/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * state.range(0)), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GuessSession10Bots)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_Batch1000Sessions(benchmark::State& state) {
    const ExperimentSpec spec = tenBots(20, 1000);
    for (auto _ : state) {
        NullSink sink;
        runBatch(state, spec, sink);
    }
    state.counters["sessions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * 1000), benchmark::Counter::kIsRate);
    state.counters["rounds/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * 1000 * 20), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Batch1000Sessions)->Unit(benchmark::kMillisecond);

void BM_Batch1000SessionsToRunFolder(benchmark::State& state) {
    const ExperimentSpec spec = tenBots(20, 1000);
    const auto dir = std::filesystem::temp_directory_path() / "nashlab-bench-runs";
    for (auto _ : state) {
        auto writer = RunWriter::create(dir.string(), "bench", spec.toJson()).value();
        runBatch(state, spec, *writer);
    }
    std::filesystem::remove_all(dir);
    state.counters["sessions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * 1000), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Batch1000SessionsToRunFolder)->Unit(benchmark::kMillisecond)->Iterations(2);

// One session per iteration of every registered game with `random` bots in its default seats.
void BM_GameDefaultSession(benchmark::State& state, const Game* game) {
    const Json specJson = {
        {"game", game->id()},
        {"seed", 1},
        {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", game->seats().defaultCount}}})}};
    auto spec = parseExperimentSpec(specJson, GameRegistry::builtin(), 0);
    if (!spec) {
        state.SkipWithError(spec.error().message.c_str());
        return;
    }
    long long rounds = 0;
    for (auto _ : state) {
        NullSink sink;
        const PromptBuilder prompts;
        ExperimentRunner runner(*game, spec.value(), builtinSeatFactory(), sink, prompts);
        runner.start();
        rounds += runner.progress().roundsDone;
    }
    state.counters["rounds/s"] = benchmark::Counter(static_cast<double>(rounds), benchmark::Counter::kIsRate);
}

}  // namespace

int main(int argc, char** argv) {
    for (const Game* game : GameRegistry::builtin().games())
        benchmark::RegisterBenchmark(("BM_GameDefaultSession/" + game->id()).c_str(), BM_GameDefaultSession, game)
            ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
