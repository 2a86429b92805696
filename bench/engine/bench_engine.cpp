// Engine throughput (Google Benchmark; measured and reported, never asserted):
//   BM_Guess10RandomBots/R           one session of R rounds, 10 random bots, events discarded
//   BM_Guess10RandomBotsToRunFolder/R the same, full record written to a run folder
//   BM_GuessSession10Bots/R          4 random, 3 NE, 3 adaptive bots (the GUI's demo)
//   BM_Batch1000Sessions/J           1,000 sessions of 20 rounds on J threads (--jobs J)
//   BM_GameDefaultSession/<game>     every game with random bots in its default seats, 100 sessions
//   BM_GameOneSession/<game>         the same, one session (and its runner) per iteration
//   BM_RateMatches/N                 TrueSkill over N ten-player sessions (the run summary's ratings)
// The anchor, a plain Python loop doing the same game: bench/anchors/naive_guess.py.
// Peak memory of a 10,000-round session: --benchmark_filter='BM_Guess10RandomBotsToRunFolder/10000'
// and read peak_rss_MB.
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/metrics/trueskill.h"
#include "engine/record/run_writer.h"

using namespace nashlab::engine;

namespace {

// Counts events and keeps nothing: the engine's own cost, with no record.
class NullSink final : public EventSink {
public:
    bool recording() const override { return false; }
    void write(const Json&) override { ++events; }
    void writeDecision(const DecisionEvent&) override { ++decisions; }
    void writeRound(const RoundEvent&) override { ++events; }
    void writeText(std::string_view, EventType type, bool) override {
        if (type == EventType::Decision)
            ++decisions;
        else
            ++events;
    }
    long long events = 0;
    long long decisions = 0;
};

ExperimentSpec guessSpec(int rounds, int repetitions, const Json& seats) {
    const Json spec = {
        {"game", "guess_average"}, {"rounds", rounds}, {"repetitions", repetitions}, {"seed", 1}, {"seats", seats}};
    return parseExperimentSpec(spec, GameRegistry::builtin(), 0).value();
}

const Json kTenRandom = Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 10}}});
const Json kDemoMix = Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 4}},
                                   {{"type", "bot"}, {"strategy", "ne"}, {"count", 3}},
                                   {{"type", "bot"}, {"strategy", "adaptive"}, {"count", 3}}});

void play(benchmark::State& state, const Game& game, const ExperimentSpec& spec, EventSink& sink, int jobs = 1) {
    static const PromptBuilder prompts;
    ExperimentRunner runner(game, spec, builtinSeatFactory(), sink, prompts);
    runner.setJobs(jobs);
    runner.start();
    if (!runner.done() || runner.outcome().finished != spec.repetitions) state.SkipWithError("batch did not finish");
}

void rates(benchmark::State& state, long long rounds, long long decisions) {
    state.counters["rounds/s"] = benchmark::Counter(static_cast<double>(rounds), benchmark::Counter::kIsRate);
    state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}

double peakRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

void BM_Guess10RandomBots(benchmark::State& state) {
    const ExperimentSpec spec = guessSpec(static_cast<int>(state.range(0)), 1, kTenRandom);
    const Game& game = *GameRegistry::builtin().find("guess_average");
    long long decisions = 0;
    for (auto _ : state) {
        NullSink sink;
        play(state, game, spec, sink);
        decisions += sink.decisions;
    }
    rates(state, static_cast<long long>(state.iterations()) * state.range(0), decisions);
}
BENCHMARK(BM_Guess10RandomBots)->Arg(20)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_Guess10RandomBotsToRunFolder(benchmark::State& state) {
    const ExperimentSpec spec = guessSpec(static_cast<int>(state.range(0)), 1, kTenRandom);
    const Game& game = *GameRegistry::builtin().find("guess_average");
    const auto dir = std::filesystem::temp_directory_path() / "nashlab-bench-runs";
    for (auto _ : state) {
        {
            auto writer = RunWriter::create(dir.string(), "bench", spec.toJson()).value();
            play(state, game, spec, *writer);
        }  // the writer's last lines are written and its thread joined inside the timing
        // Each iteration's folder goes before the next: a growing pile of unwritten pages would
        // have the kernel throttle the writes of later iterations.
        state.PauseTiming();
        std::filesystem::remove_all(dir);
        state.ResumeTiming();
    }
    const long long rounds = static_cast<long long>(state.iterations()) * state.range(0);
    rates(state, rounds, rounds * 10);
    state.counters["peak_rss_MB"] = peakRssMb();
}
// Wall time: the record's writer thread works beside the session, and its time counts.
BENCHMARK(BM_Guess10RandomBotsToRunFolder)
    ->Arg(20)
    ->Arg(1000)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_GuessSession10Bots(benchmark::State& state) {
    const ExperimentSpec spec = guessSpec(static_cast<int>(state.range(0)), 1, kDemoMix);
    const Game& game = *GameRegistry::builtin().find("guess_average");
    for (auto _ : state) {
        NullSink sink;
        play(state, game, spec, sink);
    }
    const long long rounds = static_cast<long long>(state.iterations()) * state.range(0);
    rates(state, rounds, rounds * 10);
}
BENCHMARK(BM_GuessSession10Bots)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_Batch1000Sessions(benchmark::State& state) {
    const ExperimentSpec spec = guessSpec(20, 1000, kDemoMix);
    const Game& game = *GameRegistry::builtin().find("guess_average");
    for (auto _ : state) {
        NullSink sink;
        play(state, game, spec, sink, static_cast<int>(state.range(0)));
    }
    state.counters["sessions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * 1000), benchmark::Counter::kIsRate);
    rates(state, static_cast<long long>(state.iterations()) * 1000 * 20,
          static_cast<long long>(state.iterations()) * 1000 * 20 * 10);
}
BENCHMARK(BM_Batch1000Sessions)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Batch1000SessionsToRunFolder(benchmark::State& state) {
    const ExperimentSpec spec = guessSpec(20, 1000, kDemoMix);
    const Game& game = *GameRegistry::builtin().find("guess_average");
    const auto dir = std::filesystem::temp_directory_path() / "nashlab-bench-runs";
    for (auto _ : state) {
        auto writer = RunWriter::create(dir.string(), "bench", spec.toJson()).value();
        if (state.range(0) == 1) writer->writeOnCallingThread();  // as nashlab-cli run --jobs 1
        play(state, game, spec, *writer, static_cast<int>(state.range(0)));
        writer.reset();  // its last lines written, the folder closed
        // Each run's 74 MB gone and the disk synced before the next, untimed: otherwise gigabytes of
        // dirty pages pile up, and the kernel's writeback of them (and the journal committing the
        // deletions) takes the cores from the later runs (the /2 runs, after the /1 runs).
        state.PauseTiming();
        std::filesystem::remove_all(dir);
        ::sync();
        state.ResumeTiming();
    }
    state.counters["sessions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations() * 1000), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Batch1000SessionsToRunFolder)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// Every registered game with `random` bots in its default seats, its default session played as a
// batch (`repetitions`, each its own seed, state, seats and runner), as a user gets bot baselines:
// BM_GameDefaultSession/<game> plays 100 sessions per iteration, BM_GameOneSession/<game> one,
// with a runner built for it (the fixed cost of starting a run, which a short game feels most).
void playDefaultSessions(benchmark::State& state, const Game* game, int repetitions) {
    const Json specJson = {
        {"game", game->id()},
        {"seed", 1},
        {"repetitions", repetitions},
        {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", game->seats().defaultCount}}})}};
    auto spec = parseExperimentSpec(specJson, GameRegistry::builtin(), 0);
    if (!spec) {
        state.SkipWithError(spec.error().message.c_str());
        return;
    }
    long long rounds = 0;
    long long decisions = 0;
    for (auto _ : state) {
        NullSink sink;
        static const PromptBuilder prompts;
        ExperimentRunner runner(*game, spec.value(), builtinSeatFactory(), sink, prompts);
        runner.start();
        rounds += runner.progress().roundsDone;
        decisions += sink.decisions;
    }
    rates(state, rounds, decisions);
}

void BM_GameDefaultSession(benchmark::State& state, const Game* game) { playDefaultSessions(state, game, 100); }
void BM_GameOneSession(benchmark::State& state, const Game* game) { playDefaultSessions(state, game, 1); }

// The ratings `nashlab-cli run` prints after a batch: one free-for-all match per session, rated in
// order (nothing to share between threads), so the whole summary waits on them. Final payoffs of
// 20 rounds of a guess game, each won by one seat: wins and ties.
void BM_RateMatches(benchmark::State& state) {
    const auto count = static_cast<std::size_t>(state.range(0));
    std::vector<std::vector<double>> payoffs(count, std::vector<double>(10, 0.0));
    Rng rng(7);
    for (auto& match : payoffs)
        for (int round = 0; round < 20; ++round) match[static_cast<std::size_t>(rng.uniformInt(0, 9))] += 1.0;
    for (auto _ : state) benchmark::DoNotOptimize(rateMatches(10, payoffs));
    state.counters["matches/s"] = benchmark::Counter(
        static_cast<double>(state.iterations()) * static_cast<double>(count), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RateMatches)->Arg(1000)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    for (const Game* game : GameRegistry::builtin().games()) {
        benchmark::RegisterBenchmark(("BM_GameDefaultSession/" + game->id()).c_str(), BM_GameDefaultSession, game)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_GameOneSession/" + game->id()).c_str(), BM_GameOneSession, game)
            ->Unit(benchmark::kMicrosecond);
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
