// nashlab-cli run SPEC.json [--out RUNS_DIR] [--cache MODE] [--jobs N] [--shard I/N] [--budget X]
//           | run --resume RUN_DIR [--repair] [--cache MODE] [--jobs N] [--budget X]
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <optional>
#include <random>
#include <thread>

#include "app/cli/cli.h"
#include "app/cli/progress_bar.h"
#include "app/cli/run_finish.h"
#include "engine/experiment/experiment_runner.h"
#include "engine/experiment/resume_plan.h"
#include "engine/experiment/shard.h"
#include "engine/game/game_registry.h"
#include "engine/record/events.h"
#include "engine/record/run_lock.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_spec_file.h"
#include "engine/record/run_writer.h"
#include "providers/config/app_paths.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::cli {
namespace {

using engine::Json;

// The run folder's ledger of what model requests cost (providers::SpendBudget).

// Sessions run side by side when their seats wait on the network (`--jobs N` sets how many);
// their requests share one scheduler, so each endpoint's limits (max_concurrent, requests and
// tokens per minute) hold across all of them. Bots-only runs use --jobs as threads instead.
constexpr int kConcurrentSessions = 8;

struct Totals {
    double cost = 0;
    int decisions = 0;
    int cacheHits = 0;
    bool llm = false;
};

// One run on the event loop, made once the keys are in: it plays the spec into the run folder and,
// when the run ends, prints the summary and ends the loop with the exit code.
class CliRun {
public:
    CliRun(const engine::ExperimentSpec& spec, std::unique_ptr<engine::RunWriter> writer,
           providers::CacheMode cacheMode, int jobs, std::shared_ptr<const providers::ResolvedKeys> keys,
           const std::optional<std::vector<int>>& shardSessions, double spentBefore, int sessionsAtOnce)
        : m_writer(std::move(writer)), m_cacheMode(cacheMode), m_budget(spec.budgetUsd), m_jobs(jobs) {
        const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
        providers::ProviderOptions options;
        options.cache = cacheMode;
        options.keys = std::move(keys);
        options.budget = spec.budgetUsd;
        options.spentBefore = spentBefore;
        options.spendLedger = m_writer->dir() + "/" + providers::kSpendLedger;
        m_spentBefore = spentBefore;
        options.onWarning = [](const std::string& message) {
            std::fprintf(stderr, "nashlab-cli: warning: %s\n", message.c_str());
        };
        m_runner = std::make_unique<engine::ExperimentRunner>(
            *game, spec, providers::applicationSeatFactory(options, m_context), *m_writer, m_prompts, sessionsAtOnce);
        m_runner->setJobs(jobs);  // bots-only runs play sessions side by side; the record reads as a serial run's
        // --jobs counts every thread that works: with one, that thread also writes the record.
        if (jobs == 1) m_writer->writeOnCallingThread();
        if (shardSessions) m_runner->playOnly(*shardSessions);
        // The summary at the end, without reading the record back; it prints no per-round metrics,
        // and reads the sessions' results only to compare a design's treatments.
        m_runner->keepScores(true, !spec.treatments.empty());
        const auto seats = engine::everySeat(spec);
        const bool models =
            std::any_of(seats.begin(), seats.end(), [](const engine::SeatSpec& s) { return s.type == "llm"; });
        if (models)
            m_runner->setOnEvent([this](const Json& e) {
                if (engine::eventTypeOf(e) != engine::EventType::Decision || !e.contains("extra") ||
                    !e["extra"].contains("provider"))
                    return;
                m_totals.llm = true;
                ++m_totals.decisions;
                m_totals.cost += e.value("cost", 0.0);
                m_bar.setSpent(m_spentBefore + m_totals.cost);
                if (e.value("cache_hit", false)) ++m_totals.cacheHits;
            });
        m_runner->setOnProgress([this](const engine::ExperimentProgress& p) {
            if (m_budget > 0 && *m_context) m_bar.setBudget(m_budget, (*m_context)->prices.currency());
            m_bar.update(p);
        });
        // Called from inside the runner (inside start() for bots): the summary follows from the event loop.
        m_runner->setOnDone([this](const engine::ExperimentOutcome&) {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), [this] { QCoreApplication::exit(finish()); }, Qt::QueuedConnection);
        });
    }

    /// Starts the run; an exit code when it cannot (resume refused), else none: the run ends the loop.
    std::optional<int> start(const engine::RunRecord* resume) {
        if (resume) {
            if (auto s = m_runner->resumeFrom(*resume); !s)
                return fail(kUsage, QString::fromStdString(s.error().message));
        }
        m_startedAt = std::chrono::steady_clock::now();
        m_runner->start();  // bots-only runs are done when this returns; network seats answer through the loop
        if (*m_context)
            for (const auto& w : (*m_context)->warnings) std::fprintf(stderr, "nashlab-cli: warning: %s\n", w.c_str());
        return std::nullopt;
    }

private:
    int finish() {
        m_bar.finish();
        if (m_totals.llm)
            std::fprintf(stderr, "nashlab-cli: model calls: %d decisions, %d from the cache (%s), cost %s %s\n",
                         m_totals.decisions, m_totals.cacheHits, providers::toString(m_cacheMode).c_str(),
                         engine::formatNumber(m_totals.cost, 6).c_str(),
                         *m_context ? (*m_context)->prices.currency().c_str() : "USD");
        return finishRun(*m_runner, *m_writer, m_jobs, m_startedAt);
    }

    std::unique_ptr<engine::RunWriter> m_writer;
    providers::CacheMode m_cacheMode;
    double m_budget;
    double m_spentBefore = 0;
    int m_jobs;
    std::chrono::steady_clock::time_point m_startedAt;
    const engine::PromptBuilder m_prompts;
    providers::ContextHandle m_context = std::make_shared<std::shared_ptr<providers::ProviderContext>>();
    std::unique_ptr<engine::ExperimentRunner> m_runner;
    Totals m_totals;
    ProgressBar m_bar;
};

// --budget X: a positive amount in the price table's currency.
std::optional<double> parseBudget(const QString& text, QString* error) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value > 0) || value > 1e9) {
        *error = QStringLiteral("run: --budget must be an amount above 0 (e.g. 2.50), got '%1'").arg(text);
        return std::nullopt;
    }
    return value;
}

// A budget can only hold models whose requests have a price.
QString unpricedModels(const engine::ExperimentSpec& spec) {
    if (spec.budgetUsd <= 0) return {};
    QStringList missing;
    for (const auto& m : providers::modelsWithoutPrice(engine::everySeat(spec), providers::PriceTable::load()))
        missing << QString::fromStdString(m);
    if (missing.isEmpty()) return {};
    return QStringLiteral(
               "a budget needs a price for every model, and %1 has none: add it to prices.json "
               "(Settings → Prices) or run without a budget")
        .arg(missing.join(QStringLiteral(", ")));
}

// Looks up the keys the spec's model seats need once, before anything else happens: the keychain
// answers through the application's event loop, which this runs (no nested loop). `then` gets the
// keys and returns an exit code, or none when it started a run that ends the loop itself.
int withKeys(const engine::ExperimentSpec& spec,
             const std::function<std::optional<int>(std::shared_ptr<const providers::ResolvedKeys>)>& then) {
    providers::resolveKeys(
        providers::keyQueries(engine::everySeat(spec)), nullptr, [&then](providers::ResolvedKeys keys) {
            if (const auto code = then(std::make_shared<const providers::ResolvedKeys>(std::move(keys))))
                QCoreApplication::exit(*code);
        });
    return QCoreApplication::exec();
}

int resumeRun(const QString& dir, providers::CacheMode cacheMode, int jobs, int sessionsAtOnce, bool repair,
              std::optional<double> budget) {
    auto planned = engine::planResume(dir.toStdString(), repair);
    if (!planned) {
        const engine::Error& e = planned.error();
        if (e.code == "inconsistent")
            return fail(kUsage,
                        QStringLiteral("%1\nnashlab-cli run --resume %2 --repair keeps the record up to the line "
                                       "before (the whole file is kept as events.jsonl.damaged)")
                            .arg(QString::fromStdString(e.message), dir));
        return fail(e.code == "io" ? kIo : kUsage, QString::fromStdString(e.message));
    }
    engine::ResumePlan& plan = planned.value();
    const std::string& runDir = plan.dir;
    if (plan.repaired.first > 0)
        std::fprintf(stderr,
                     "nashlab-cli: events.jsonl line %zu: %s; the record now ends before it (the whole file "
                     "is kept as events.jsonl.damaged)\n",
                     plan.repaired.first, plan.repaired.second.c_str());
    engine::ExperimentSpec* spec = &plan.spec;
    if (budget) {
        // The record says which limit it ran under: spec.json keeps the new one.
        spec->budgetUsd = *budget;
        Json written = plan.before.spec;
        written["budget_usd"] = *budget;
        if (auto s = engine::writeRunSpec(runDir, written); !s)
            return fail(kIo, QString::fromStdString(s.error().message));
    }
    if (const QString why = unpricedModels(*spec); !why.isEmpty()) return fail(kUsage, why);
    if (plan.allFinished()) {
        std::fprintf(stderr, "nashlab-cli: every session of this run has finished; nothing to resume\n");
        printRunSummary(QString::fromStdString(runDir), false);
        std::printf("%s\n", runDir.c_str());
        return kOk;
    }
    std::optional<engine::RunRecord> record;
    std::unique_ptr<CliRun> run;
    return withKeys(*spec, [&](std::shared_ptr<const providers::ResolvedKeys> keys) -> std::optional<int> {
        auto opened = engine::openForResume(plan);
        if (!opened)
            return fail(opened.error().code == "io" ? kIo : kUsage, QString::fromStdString(opened.error().message));
        record = std::move(opened->record);
        run = std::make_unique<CliRun>(*spec, std::move(opened->writer), cacheMode, jobs, std::move(keys), plan.shard,
                                       providers::spentBeforeResume(plan.before), sessionsAtOnce);
        return run->start(&*record);
    });
}

}  // namespace

int runCommand(const QStringList& args) {
    QString unknown;
    const QStringList valued = {QStringLiteral("--out"),  QStringLiteral("--resume"), QStringLiteral("--cache"),
                                QStringLiteral("--jobs"), QStringLiteral("--shard"),  QStringLiteral("--budget")};
    if (!checkFlags(args, valued + QStringList{QStringLiteral("--repair")}, &unknown))
        return fail(kUsage, QStringLiteral("run: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString resumeDir = option(args, QStringLiteral("--resume"), &missing);
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    const QString cacheText = option(args, QStringLiteral("--cache"), &missing);
    const QString jobsText = option(args, QStringLiteral("--jobs"), &missing);
    const QString shardText = option(args, QStringLiteral("--shard"), &missing);
    const QString budgetText = option(args, QStringLiteral("--budget"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("run: an option is missing its value"));
    std::optional<double> budget;
    if (!budgetText.isEmpty()) {
        QString why;
        budget = parseBudget(budgetText, &why);
        if (!budget) return fail(kUsage, why);
    }
    int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (!jobsText.isEmpty()) {
        bool ok = false;
        jobs = jobsText.toInt(&ok);
        if (!ok || jobs < 1 || jobs > 256)
            return fail(kUsage,
                        QStringLiteral("run: --jobs must be a whole number from 1 to 256, got '%1'").arg(jobsText));
    }
    const int sessionsAtOnce = jobsText.isEmpty() ? kConcurrentSessions : jobs;  // with model seats
    auto cacheMode = providers::cacheModeFromString(cacheText.isEmpty() ? "readwrite" : cacheText.toStdString());
    if (!cacheMode)
        return fail(kUsage, QStringLiteral("run: --cache: %1").arg(QString::fromStdString(cacheMode.error().message)));
    const QStringList files = positional(args, valued);
    if (!resumeDir.isEmpty()) {
        if (!files.isEmpty())
            return fail(kUsage, QStringLiteral("run: give either SPEC.json or --resume RUN_DIR, not both"));
        if (!shardText.isEmpty())
            return fail(kUsage, QStringLiteral("run: a shard's folder remembers its shard; resume it without --shard"));
        // A classroom room's folder reopens as a room: its students come back to their seats.
        if (QFileInfo::exists(resumeDir + QStringLiteral("/room.json"))) {
            std::fprintf(stderr, "nashlab-cli: %s is a classroom room: reopening it (nashlab-cli room --resume)\n",
                         qPrintable(resumeDir));
            return roomCommand({QStringLiteral("--resume"), resumeDir});
        }
        return resumeRun(resumeDir, cacheMode.value(), jobs, sessionsAtOnce, args.contains(QStringLiteral("--repair")),
                         budget);
    }
    if (args.contains(QStringLiteral("--repair")))
        return fail(kUsage, QStringLiteral("run: --repair goes with --resume RUN_DIR"));
    if (files.size() != 1) return fail(kUsage, QStringLiteral("run: expected one SPEC.json (see nashlab-cli --help)"));

    auto json = engine::readJsonFile(files.first().toStdString());
    if (!json) return fail(json.error().code == "io" ? kIo : kUsage, QString::fromStdString(json.error().message));
    auto spec = engine::parseExperimentSpec(json.value(), engine::GameRegistry::builtin(), freshSeed());
    if (!spec)
        return fail(kUsage, QStringLiteral("%1: %2").arg(files.first(), QString::fromStdString(spec.error().message)));
    if (budget) spec->budgetUsd = *budget;
    if (const QString why = unpricedModels(spec.value()); !why.isEmpty())
        return fail(kUsage, QStringLiteral("%1: %2").arg(files.first(), why));
    std::optional<engine::Shard> shard;
    std::optional<std::vector<int>> shardPlan;
    if (!shardText.isEmpty()) {
        // Every shard must draw the same seeds: a spec without one would get a fresh seed per shard.
        if (!json->contains("seed"))
            return fail(kUsage, QStringLiteral("run: --shard needs a spec with a \"seed\" (every shard must play "
                                               "the same run)"));
        auto parsed = engine::parseShard(shardText.toStdString());
        if (!parsed)
            return fail(kUsage, QStringLiteral("run: --shard: %1").arg(QString::fromStdString(parsed.error().message)));
        auto plan =
            engine::shardSessions(spec.value(), parsed.value(), *engine::GameRegistry::builtin().find(spec->game));
        if (!plan)
            return fail(kUsage, QStringLiteral("run: --shard: %1").arg(QString::fromStdString(plan.error().message)));
        shard = parsed.value();
        shardPlan = std::move(plan.value());
    }

    std::unique_ptr<CliRun> run;
    return withKeys(spec.value(), [&](std::shared_ptr<const providers::ResolvedKeys> keys) -> std::optional<int> {
        // Refuse seats this build cannot play (or that have no key) before any run folder is created.
        const engine::Game* game = engine::GameRegistry::builtin().find(spec->game);
        providers::ProviderOptions check{providers::CacheMode::Off, {}, keys};
        const auto factory = providers::applicationSeatFactory(check);
        for (const auto& first : engine::firstSessions(spec.value()))  // every treatment's seats
            for (int i = 0; i < static_cast<int>(first.seats.size()); ++i) {
                auto seat = factory(*game, first, i);
                if (!seat)
                    return fail(kUsage, QStringLiteral("%1: %2").arg(files.first(),
                                                                     QString::fromStdString(seat.error().message)));
            }

        const QString runsDir = outDir.isEmpty() ? providers::AppPaths::resolve().runs : outDir;
        Json resolved = spec->toJson();
        resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
        const std::string folderName =
            shard ? spec->name + "_shard" + std::to_string(shard->index) + "of" + std::to_string(shard->count)
                  : spec->name;
        auto writer = engine::RunWriter::create(runsDir.toStdString(), folderName, resolved);
        if (!writer) return fail(kIo, QString::fromStdString(writer.error().message));
        if (shard)
            if (auto s = engine::writeJsonFileAtomic(writer.value()->dir() + "/" + engine::kShardFile, shard->toJson());
                !s)
                return fail(kIo, QString::fromStdString(s.error().message));
        run = std::make_unique<CliRun>(spec.value(), std::move(writer.value()), cacheMode.value(), jobs,
                                       std::move(keys), shardPlan, 0.0, sessionsAtOnce);
        return run->start(nullptr);
    });
}

}  // namespace nashlab::cli
