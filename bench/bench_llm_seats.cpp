// 10 LLM seats x 20 rounds of guess_average against the fake server at 200 ms per answer (and at
// once: BM_TenSeatsInstantServer, NashLab's own time per decision).
// Limits to compare with: 20 rounds x 0.2 s = 4 s when the seats of a round are asked at once
// (target: at most 1.15x, i.e. 4.6 s); 200 x 0.2 s = 40 s when asked one by one. A cached
// re-run of the same spec and seed sends nothing and should take milliseconds.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QThread>
#include <ctime>
#include <memory>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "providers/seats/seat_factory.h"
#include "tests/support/fake_server_thread.h"

using namespace nashlab;
using engine::Json;

namespace {

constexpr int kSeats = 10;
constexpr int kRounds = 20;
constexpr int kLatencyMs = 200;

double processCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Plays the spec to the end; returns the wall time in seconds (or -1 if it did not finish).
double playOnce(const std::string& baseUrl, int maxConcurrent, std::uint64_t seed, providers::CacheMode cache) {
    const Json seat = {{"type", "llm"},         {"provider", "openai"}, {"base_url", baseUrl},
                       {"model", "fake-small"}, {"count", kSeats},      {"max_concurrent", maxConcurrent}};
    const Json j = {{"name", "bench"},
                    {"game", "guess_average"},
                    {"rounds", kRounds},
                    {"seed", seed},
                    {"seats", Json::array({seat})}};
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 1);
    if (!spec) return -1;
    engine::MemorySink sink;
    const engine::PromptBuilder prompts;
    providers::ProviderOptions options;
    options.cache = cache;
    engine::ExperimentRunner runner(*engine::GameRegistry::builtin().find("guess_average"), spec.value(),
                                    providers::applicationSeatFactory(options), sink, prompts);
    QEventLoop loop;
    runner.setOnDone([&loop](const engine::ExperimentOutcome&) { loop.quit(); });
    QElapsedTimer clock;
    clock.start();
    runner.start();
    if (!runner.done()) loop.exec();
    return runner.outcome().finished == 1 ? clock.nsecsElapsed() / 1e9 : -1;
}

void run(benchmark::State& state, int maxConcurrent, bool cachedReplay, int latencyMs = kLatencyMs) {
    test::FakeServerThread server;
    server.with([latencyMs](test::FakeLlmServer& s) { s.setLatencyMs(latencyMs); });
    const std::string baseUrl = server.baseUrl();
    const auto chatRequests = [&server] {
        int n = 0;
        server.with([&n](test::FakeLlmServer& s) { n = s.chatRequests(); });
        return n;
    };
    const auto busyMs = [&server] {
        double ms = 0;
        server.with([&ms](test::FakeLlmServer& s) { ms = s.busyMs(); });
        return ms;
    };
    std::uint64_t seed = 1000;
    double totalSeconds = 0.0, totalServerMs = 0.0, totalCpuMs = 0.0;
    for (auto _ : state) {
        ++seed;
        if (cachedReplay) {
            if (playOnce(baseUrl, maxConcurrent, seed, providers::CacheMode::ReadWrite) < 0)
                state.SkipWithError("fill failed");
        }
        const int before = chatRequests();
        const double serverBefore = busyMs();
        const double cpuBefore = processCpuMs();
        const double seconds = playOnce(baseUrl, maxConcurrent, seed,
                                        cachedReplay ? providers::CacheMode::ReadWrite : providers::CacheMode::Off);
        if (seconds < 0) {
            state.SkipWithError("the session did not finish");
            break;
        }
        state.SetIterationTime(seconds);
        state.counters["requests"] = chatRequests() - before;
        if (latencyMs > 0) state.counters["x_of_4s"] = seconds / (kRounds * latencyMs / 1000.0);
        // Wall time per decision, and NashLab's own share of it: the server's handlers' time
        // (accepting, reading, answering) is taken out, as on two cores it competes for them.
        totalSeconds += seconds;
        totalServerMs += busyMs() - serverBefore;
        totalCpuMs += processCpuMs() - cpuBefore;
    }
    // Means over the iterations.
    const auto perIteration = [&](double value) {
        return benchmark::Counter(value, benchmark::Counter::kAvgIterations);
    };
    constexpr double kDecisions = kSeats * kRounds;
    state.counters["ms_per_decision"] = perIteration(totalSeconds * 1000.0 / kDecisions);
    state.counters["server_ms"] = perIteration(totalServerMs);
    // Wall time less the server's handlers (it still holds the loopback round trips), and NashLab's
    // CPU time on every thread (the HTTP thread included) less the server's: its own work.
    state.counters["own_wall_ms_per_decision"] = perIteration((totalSeconds * 1000.0 - totalServerMs) / kDecisions);
    state.counters["own_cpu_ms_per_decision"] = perIteration((totalCpuMs - totalServerMs) / kDecisions);
}

void BM_TenSeatsParallel(benchmark::State& state) { run(state, 16, false); }
void BM_TenSeatsOneByOne(benchmark::State& state) { run(state, 1, false); }
void BM_TenSeatsCachedReplay(benchmark::State& state) { run(state, 16, true); }
// A local server that answers at once: what is left is NashLab's own time (prompts, HTTP, parsing,
// the response cache in SQLite, the record) plus the server's, reported apart (server_ms).
// Targets: 200 decisions in at most 0.1 s; own_cpu_ms_per_decision at most 0.3.
void BM_TenSeatsInstantServer(benchmark::State& state) { run(state, 16, false, 0); }

BENCHMARK(BM_TenSeatsParallel)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_TenSeatsOneByOne)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_TenSeatsCachedReplay)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_TenSeatsInstantServer)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTemporaryDir cache;  // never touch the user's cache
    qputenv("NASHLAB_CACHE_DIR", cache.path().toUtf8());
    qputenv("NASHLAB_NO_KEYCHAIN", "1");
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
