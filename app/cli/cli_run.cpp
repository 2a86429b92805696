// nashlab-cli run SPEC.json [--out RUNS_DIR] [--cache MODE] [--jobs N] | run --resume RUN_DIR [--cache MODE] [--jobs N]
#include <unistd.h>
#include <QCoreApplication>
#include <QDir>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <thread>

#include "app/cli/cli.h"
#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "providers/config/app_paths.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::cli {
namespace {

using engine::Json;

// A progress bar on standard error, redrawn in place, only when it is a terminal.
class ProgressBar {
public:
    ProgressBar() : m_enabled(isatty(fileno(stderr)) != 0) {}
    void update(const engine::ExperimentProgress& p) {
        if (!m_enabled || p.roundsTotal <= 0) return;
        // Redraw at most every 50 ms (and at the end): a fast bot batch must not be slowed by the terminal.
        const auto now = std::chrono::steady_clock::now();
        if (p.roundsDone < p.roundsTotal && now - m_last < std::chrono::milliseconds(50)) return;
        m_last = now;
        const int width = 30;
        const auto filled = static_cast<int>(width * p.roundsDone / p.roundsTotal);
        std::fprintf(stderr, "\r[%s%s] round %lld/%lld  session %d/%d ",
                     std::string(static_cast<std::size_t>(filled), '#').c_str(),
                     std::string(static_cast<std::size_t>(width - filled), '.').c_str(), p.roundsDone, p.roundsTotal,
                     std::min(p.sessionsEnded + 1, p.sessionsTotal), p.sessionsTotal);
        std::fflush(stderr);
    }
    void finish() {
        if (m_enabled) std::fprintf(stderr, "\n");
    }

private:
    bool m_enabled;
    std::chrono::steady_clock::time_point m_last{};
};

std::uint64_t freshSeed() {
    std::random_device device;
    // Kept below 2^53 so that the seed survives any JSON reader as an exact integer.
    return ((static_cast<std::uint64_t>(device()) << 32) | device()) & ((1ULL << 53) - 1);
}

// Sessions run side by side when their seats wait on the network; bots-only runs are not
// affected (they finish inside start()).
constexpr int kConcurrentSessions = 8;

struct Totals {
    double cost = 0;
    int decisions = 0;
    int cacheHits = 0;
    bool llm = false;
};

int play(const engine::ExperimentSpec& spec, engine::RunWriter& writer, const engine::RunRecord* resume,
         providers::CacheMode cacheMode, int jobs) {
    const auto& registry = engine::GameRegistry::builtin();
    const engine::Game* game = registry.find(spec.game);
    const engine::PromptBuilder prompts;
    providers::ProviderOptions options;
    options.cache = cacheMode;
    auto context = std::make_shared<std::shared_ptr<providers::ProviderContext>>();
    engine::ExperimentRunner runner(*game, spec, providers::applicationSeatFactory(options, context), writer, prompts,
                                    kConcurrentSessions);
    runner.setJobs(jobs);  // bots-only runs play sessions side by side; the record reads as a serial run's
    Totals totals;
    const bool models =
        std::any_of(spec.seats.begin(), spec.seats.end(), [](const engine::SeatSpec& s) { return s.type == "llm"; });
    if (models)
        runner.setOnEvent([&totals](const Json& e) {
            if (e.value("type", "") != "decision" || !e.contains("extra") || !e["extra"].contains("provider")) return;
            totals.llm = true;
            ++totals.decisions;
            totals.cost += e.value("cost", 0.0);
            if (e.value("cache_hit", false)) ++totals.cacheHits;
        });
    if (resume) {
        if (auto s = runner.resumeFrom(*resume); !s) return fail(kUsage, QString::fromStdString(s.error().message));
    }
    ProgressBar bar;
    runner.setOnProgress([&bar](const engine::ExperimentProgress& p) { bar.update(p); });
    runner.setOnDone([](const engine::ExperimentOutcome&) { QCoreApplication::quit(); });
    runner.start();
    if (*context)
        for (const auto& w : (*context)->warnings) std::fprintf(stderr, "nashlab-cli: warning: %s\n", w.c_str());
    if (!runner.done()) QCoreApplication::exec();  // network and human seats answer through the event loop
    bar.finish();
    if (totals.llm)
        std::fprintf(stderr, "nashlab-cli: model calls: %d decisions, %d from the cache (%s), cost %s %s\n",
                     totals.decisions, totals.cacheHits, providers::toString(cacheMode).c_str(),
                     engine::formatNumber(totals.cost, 6).c_str(),
                     *context ? (*context)->prices.currency().c_str() : "USD");
    if (!writer.writeError().empty()) return fail(kIo, QString::fromStdString(writer.writeError()));

    const auto& outcome = runner.outcome();
    for (const auto& e : outcome.errors) std::fprintf(stderr, "nashlab-cli: session %s\n", e.c_str());
    printRunSummary(QString::fromStdString(writer.dir()), false);
    std::printf("%s\n", writer.dir().c_str());  // last line: the run folder, for scripts
    return outcome.aborted + outcome.stopped > 0 ? kSessionsFailed : kOk;
}

int resumeRun(const QString& dir, providers::CacheMode cacheMode, int jobs) {
    const std::string runDir = QDir(dir).absolutePath().toStdString();
    auto before = engine::readRun(runDir);
    if (!before)
        return fail(before.error().code == "io" ? kIo : kUsage, QString::fromStdString(before.error().message));
    auto spec = engine::parseExperimentSpec(before->spec, engine::GameRegistry::builtin(), 0);
    if (!spec)
        return fail(kUsage, QStringLiteral("%1/spec.json: %2").arg(dir, QString::fromStdString(spec.error().message)));
    bool allFinished = !before->sessions.empty() && static_cast<int>(before->sessions.size()) == spec->repetitions;
    for (const auto& s : before->sessions) allFinished = allFinished && s.isFinished();
    if (allFinished) {
        std::fprintf(stderr, "nashlab-cli: every session of this run has finished; nothing to resume\n");
        printRunSummary(QString::fromStdString(runDir), false);
        std::printf("%s\n", runDir.c_str());
        return kOk;
    }
    if (auto s = engine::truncateToCompletedRounds(runDir); !s)
        return fail(kIo, QString::fromStdString(s.error().message));
    auto record = engine::readRun(runDir);
    if (!record) return fail(kUsage, QString::fromStdString(record.error().message));
    auto writer = engine::RunWriter::append(runDir);
    if (!writer) return fail(kIo, QString::fromStdString(writer.error().message));
    return play(spec.value(), *writer.value(), &record.value(), cacheMode, jobs);
}

}  // namespace

int runCommand(const QStringList& args) {
    QString unknown;
    const QStringList valued = {QStringLiteral("--out"), QStringLiteral("--resume"), QStringLiteral("--cache"),
                                QStringLiteral("--jobs")};
    if (!checkFlags(args, valued, &unknown))
        return fail(kUsage, QStringLiteral("run: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString resumeDir = option(args, QStringLiteral("--resume"), &missing);
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    const QString cacheText = option(args, QStringLiteral("--cache"), &missing);
    const QString jobsText = option(args, QStringLiteral("--jobs"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("run: an option is missing its value"));
    int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (!jobsText.isEmpty()) {
        bool ok = false;
        jobs = jobsText.toInt(&ok);
        if (!ok || jobs < 1 || jobs > 256)
            return fail(kUsage,
                        QStringLiteral("run: --jobs must be a whole number from 1 to 256, got '%1'").arg(jobsText));
    }
    auto cacheMode = providers::cacheModeFromString(cacheText.isEmpty() ? "readwrite" : cacheText.toStdString());
    if (!cacheMode)
        return fail(kUsage, QStringLiteral("run: --cache: %1").arg(QString::fromStdString(cacheMode.error().message)));
    const QStringList files = positional(args, valued);
    if (!resumeDir.isEmpty()) {
        if (!files.isEmpty())
            return fail(kUsage, QStringLiteral("run: give either SPEC.json or --resume RUN_DIR, not both"));
        return resumeRun(resumeDir, cacheMode.value(), jobs);
    }
    if (files.size() != 1) return fail(kUsage, QStringLiteral("run: expected one SPEC.json (see nashlab-cli --help)"));

    auto json = engine::readJsonFile(files.first().toStdString());
    if (!json) return fail(json.error().code == "io" ? kIo : kUsage, QString::fromStdString(json.error().message));
    auto spec = engine::parseExperimentSpec(json.value(), engine::GameRegistry::builtin(), freshSeed());
    if (!spec)
        return fail(kUsage, QStringLiteral("%1: %2").arg(files.first(), QString::fromStdString(spec.error().message)));

    // Refuse seats this build cannot play before any run folder is created.
    const auto sessions = engine::expandSessions(spec.value());
    const engine::Game* game = engine::GameRegistry::builtin().find(spec->game);
    const auto factory = providers::applicationSeatFactory(providers::ProviderOptions{providers::CacheMode::Off, {}});
    for (int i = 0; i < static_cast<int>(spec->seats.size()); ++i) {
        auto seat = factory(*game, sessions.front(), i);
        if (!seat)
            return fail(kUsage,
                        QStringLiteral("%1: %2").arg(files.first(), QString::fromStdString(seat.error().message)));
    }

    const QString runsDir = outDir.isEmpty() ? providers::AppPaths::resolve().runs : outDir;
    Json resolved = spec->toJson();
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    auto writer = engine::RunWriter::create(runsDir.toStdString(), spec->name, resolved);
    if (!writer) return fail(kIo, QString::fromStdString(writer.error().message));
    return play(spec.value(), *writer.value(), nullptr, cacheMode.value(), jobs);
}

}  // namespace nashlab::cli
