#include "ui/arena/run_launcher.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "engine/game/game_registry.h"
#include "providers/seats/spend_budget.h"

namespace nashlab::ui {

using engine::Json;

bool RunLauncher::needsKeys(const engine::ExperimentSpec& spec) {
    return !providers::keyQueries(engine::everySeat(spec)).empty();
}

void RunLauncher::lookUpKeys(const engine::ExperimentSpec& spec, QObject* context,
                             std::function<void(std::shared_ptr<const providers::ResolvedKeys>)> done) const {
    m_services.resolveKeys(engine::everySeat(spec), context, [done = std::move(done)](providers::ResolvedKeys keys) {
        done(std::make_shared<const providers::ResolvedKeys>(std::move(keys)));
    });
}

engine::Status RunLauncher::budgetPriced(const engine::ExperimentSpec& spec,
                                         const providers::PriceTable& prices) const {
    if (spec.budgetUsd <= 0) return engine::okStatus();
    const auto unpriced = providers::modelsWithoutPrice(engine::everySeat(spec), prices);
    if (unpriced.empty()) return engine::okStatus();
    return engine::Error::make("invalid_spec",
                               tr("A budget needs a price for every model, and %1 has none: add it under "
                                  "Settings → Prices, or run without a budget.")
                                   .arg(QString::fromStdString(unpriced.front()))
                                   .toStdString());
}

engine::Status RunLauncher::checkSeats(const engine::ExperimentSpec& spec,
                                       const providers::ProviderOptions& options) const {
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    if (!game)
        return engine::Error::make("unknown_game",
                                   tr("Unknown game '%1'.").arg(QString::fromStdString(spec.game)).toStdString());
    // Refuse seats this build cannot play before the run plays (as the CLI does).
    const engine::SeatFactory check = m_services.seatFactory(options);
    for (const auto& first : engine::firstSessions(spec))  // every treatment's seats
        for (int i = 0; i < static_cast<int>(first.seats.size()); ++i) {
            if (first.seats[static_cast<std::size_t>(i)].type == "human") continue;
            auto seat = check(*game, first, i);
            if (!seat) return seat.error();
        }
    return engine::okStatus();
}

engine::SeatFactory RunLauncher::seatsOfRun(providers::ProviderOptions options, const std::string& runDir) const {
    options.spendLedger = runDir + "/" + providers::kSpendLedger;  // kept as `nashlab-cli run --resume` reads it
    return m_services.seatFactory(std::move(options));
}

engine::Result<LaunchedRun> RunLauncher::prepare(const engine::ExperimentSpec& spec, const QString& runsDir,
                                                 std::shared_ptr<const providers::ResolvedKeys> keys,
                                                 std::function<void(const std::string&)> onWarning) const {
    providers::ProviderOptions options;
    options.keys = std::move(keys);
    options.onWarning = std::move(onWarning);
    options.budget = spec.budgetUsd;
    const providers::PriceTable prices = m_services.prices();
    if (auto s = budgetPriced(spec, prices); !s) return s.error();
    if (auto s = checkSeats(spec, options); !s) return s.error();

    Json resolved = spec.toJson();
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    auto writer = engine::RunWriter::create(runsDir.toStdString(), spec.name, resolved);
    if (!writer) return writer.error();
    LaunchedRun run;
    run.writer = std::move(writer.value());
    run.seats = seatsOfRun(std::move(options), run.writer->dir());
    run.budget = spec.budgetUsd;
    run.currency = QString::fromStdString(prices.currency());
    return run;
}

engine::Result<engine::ResumePlan> RunLauncher::planResume(const QString& runDir) const {
    if (QFileInfo::exists(runDir + QStringLiteral("/room.json")))
        return engine::Error::make("invalid_spec",
                                   tr("This folder is a classroom room's: reopen it with nashlab-cli room --resume %1.")
                                       .arg(runDir)
                                       .toStdString());
    auto plan = engine::planResume(runDir.toStdString());
    if (!plan) return plan.error();
    if (plan->allFinished())
        return engine::Error::make(
            "finished", tr("Every session of this run has finished: there is nothing to resume.").toStdString());
    if (auto s = budgetPriced(plan->spec, m_services.prices()); !s) return s.error();
    return plan;
}

engine::Result<LaunchedRun> RunLauncher::openResume(engine::ResumePlan& plan,
                                                    std::shared_ptr<const providers::ResolvedKeys> keys,
                                                    std::function<void(const std::string&)> onWarning) const {
    providers::ProviderOptions options;
    options.keys = std::move(keys);
    options.onWarning = std::move(onWarning);
    options.budget = plan.spec.budgetUsd;
    options.spentBefore = providers::spentBeforeResume(plan.before);
    if (auto s = checkSeats(plan.spec, options); !s) return s.error();
    auto opened = engine::openForResume(plan);
    if (!opened) return opened.error();
    LaunchedRun run;
    run.writer = std::move(opened->writer);
    run.seats = seatsOfRun(std::move(options), plan.dir);
    run.budget = plan.spec.budgetUsd;
    run.currency = QString::fromStdString(m_services.prices().currency());
    run.resumeFrom = std::move(opened->record);
    run.only = plan.shard;
    return run;
}

}  // namespace nashlab::ui
