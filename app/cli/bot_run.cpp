#include "app/cli/bot_run.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>

#include "app/cli/exit_codes.h"
#include "app/cli/progress_bar.h"
#include "app/cli/report_table.h"
#include "engine/core/atomic_file.h"
#include "engine/experiment/shard.h"
#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "providers/config/default_dirs.h"

namespace nashlab::cli {
namespace {

using engine::Json;

int fail(int code, const std::string& message) {
    std::string shown;  // a NUL would end the line where "%s" meets it: shown as \0
    for (char c : message) shown += c == '\0' ? std::string("\\0") : std::string(1, c);
    std::fprintf(stderr, "nashlab-cli: %s\n", shown.c_str());
    return code;
}

// --jobs N: a whole number from 1 to 256, written plainly; anything else is the full program's to refuse.
std::optional<int> jobsFrom(const std::string& text) {
    if (text.empty()) return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (text.size() > 3 || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const int jobs = std::stoi(text);
    if (jobs < 1 || jobs > 256) return std::nullopt;
    return jobs;
}

bool onlyBots(const engine::ExperimentSpec& spec) {
    const auto seats = engine::everySeat(spec);
    return std::all_of(seats.begin(), seats.end(), [](const engine::SeatSpec& s) { return s.type == "bot"; });
}

}  // namespace

std::uint64_t freshSeed() {
    std::random_device device;
    return ((static_cast<std::uint64_t>(device()) << 32) | device()) & ((1ULL << 53) - 1);
}

std::optional<int> runBotsOnly(const Arguments& args, bool endProcess) {
    const Arguments valued = {"--out", "--resume", "--cache", "--jobs", "--shard", "--budget"};
    Arguments known = valued;
    known.push_back("--repair");
    if (!unknownFlag(args, known).empty() || hasFlag(args, "--resume") || hasFlag(args, "--repair") ||
        hasFlag(args, "--budget"))
        return std::nullopt;
    bool missing = false;
    const std::string outDir = optionValue(args, "--out", &missing);
    const std::string cache = optionValue(args, "--cache", &missing);
    const std::string jobsText = optionValue(args, "--jobs", &missing);
    const std::string shardText = optionValue(args, "--shard", &missing);
    const Arguments files = positionalArguments(args, valued);
    const std::optional<int> jobs = jobsFrom(jobsText);
    // Bots ask no model, so the cache mode changes nothing here; a wrong one is still refused (there).
    const bool cacheKnown = cache.empty() || cache == "off" || cache == "read" || cache == "readwrite";
    if (missing || !jobs || !cacheKnown || files.size() != 1) return std::nullopt;

    const auto& registry = engine::GameRegistry::builtin();
    auto json = engine::readJsonFile(files.front());
    if (!json) return std::nullopt;
    auto spec = engine::parseExperimentSpec(json.value(), registry, freshSeed());
    if (!spec || !onlyBots(spec.value())) return std::nullopt;
    const engine::Game& game = *registry.find(spec->game);
    std::optional<engine::Shard> shard;
    std::optional<std::vector<int>> shardPlan;
    if (!shardText.empty()) {
        auto parsed = engine::parseShard(shardText);
        if (!json->contains("seed") || !parsed) return std::nullopt;
        auto plan = engine::shardSessions(spec.value(), parsed.value(), game);
        if (!plan) return std::nullopt;
        shard = parsed.value();
        shardPlan = std::move(plan.value());
    }
    // Every treatment's seats must be playable before a run folder is made.
    const engine::SeatFactory factory = engine::builtinSeatFactory();
    for (const auto& first : engine::firstSessions(spec.value()))
        for (int i = 0; i < static_cast<int>(first.seats.size()); ++i)
            if (!factory(game, first, i)) return std::nullopt;

    const std::string runsDir = outDir.empty() ? providers::DefaultDirs::fromEnvironment().runs : outDir;
    Json resolved = spec->toJson();
    resolved["nashlab_version"] = NASHLAB_VERSION;
    const std::string folderName =
        shard ? spec->name + "_shard" + std::to_string(shard->index) + "of" + std::to_string(shard->count) : spec->name;
    auto writer = engine::RunWriter::create(runsDir, folderName, resolved);
    if (!writer) return fail(kIo, writer.error().message);
    if (shard)
        if (auto s = engine::writeJsonFileAtomic(writer.value()->dir() + "/" + engine::kShardFile, shard->toJson()); !s)
            return fail(kIo, s.error().message);

    const engine::PromptBuilder prompts;
    engine::ExperimentRunner runner(game, spec.value(), factory, *writer.value(), prompts);
    runner.setJobs(*jobs);  // sessions side by side; the record reads as a serial run's
    // --jobs counts every thread that works: with one, that thread also writes the record.
    if (*jobs == 1) writer.value()->writeOnCallingThread();
    if (shardPlan) runner.playOnly(*shardPlan);
    // The summary at the end, without reading the record back; it prints no per-round metrics,
    // and reads the sessions' results only to compare a design's treatments.
    runner.keepScores(true, !spec->treatments.empty());
    ProgressBar bar;
    runner.setOnProgress([&bar](const engine::ExperimentProgress& p) { bar.update(p); });
    const auto startedAt = std::chrono::steady_clock::now();
    runner.start();  // bots answer at once: every session is over when it returns
    bar.finish();
    return finishRun(runner, *writer.value(), *jobs, startedAt, endProcess);
}

int finishRun(engine::ExperimentRunner& runner, engine::RunWriter& writer, int jobs,
              std::chrono::steady_clock::time_point startedAt, bool endProcess) {
    writer.flush();  // bots' lines are held back a little: learn whether they reached the disk
    if (!writer.writeError().empty()) return fail(kIo, writer.writeError());
    // The batch's own time, without the program's start, the summary and its exit: what --jobs changes.
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - startedAt).count();
    std::fprintf(stderr, "nashlab-cli: sessions played and written in %s (--jobs %d)\n",
                 seconds < 10 ? (engine::formatNumber(seconds * 1000, 1) + " ms").c_str()
                              : (engine::formatNumber(seconds, 1) + " s").c_str(),
                 jobs);
    const auto& outcome = runner.outcome();
    for (const auto& e : outcome.errors) std::fprintf(stderr, "nashlab-cli: session %s\n", e.c_str());
    if (!outcome.budgetReached.empty())
        std::fprintf(stderr,
                     "nashlab-cli: stopped before the next request: %s\nnashlab-cli: %d of %d sessions finished; "
                     "go on with: nashlab-cli run --resume %s --budget <higher>\n",
                     outcome.budgetReached.c_str(), outcome.finished, runner.progress().sessionsTotal,
                     writer.dir().c_str());
    std::vector<engine::SessionScore> scores = runner.takeScores();
    const std::optional<engine::GatheredScores> gathered = runner.takeGathered();  // after takeScores()
    auto spec = engine::readJsonFile(writer.dir() + "/spec.json");
    if (!spec) return fail(kIo, spec.error().message);
    // Written whole by this process: no torn last line.
    printReport(writer.dir(), spec.value(), std::move(scores), false, false, gathered ? &*gathered : nullptr);
    std::printf("%s\n", writer.dir().c_str());  // last line: the run folder, for scripts
    const int code = outcome.aborted + outcome.stopped > 0 ? kSessionsFailed : kOk;
    if (endProcess) {
        writer.close();  // the blocks reserved past the record's end given back, the lock released
        if (!writer.writeError().empty()) return fail(kIo, writer.writeError());
        if (auto flushed = engine::flushStandardOutput(); !flushed) std::_Exit(fail(kIo, flushed.error().message));
        std::fflush(stderr);
        std::_Exit(code);
    }
    return code;
}

}  // namespace nashlab::cli
