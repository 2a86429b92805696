#include "ui/arena/run_launcher.h"

#include <QCoreApplication>

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

engine::Result<LaunchedRun> RunLauncher::prepare(const engine::ExperimentSpec& spec, const QString& runsDir,
                                                 std::shared_ptr<const providers::ResolvedKeys> keys,
                                                 std::function<void(const std::string&)> onWarning) const {
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    if (!game)
        return engine::Error::make("unknown_game", QCoreApplication::translate("ArenaController", "Unknown game '%1'.")
                                                       .arg(QString::fromStdString(spec.game))
                                                       .toStdString());
    providers::ProviderOptions options;
    options.keys = std::move(keys);
    options.onWarning = std::move(onWarning);
    options.budget = spec.budgetUsd;
    const providers::PriceTable prices = m_services.prices();
    if (spec.budgetUsd > 0) {
        // A budget counts what requests cost: every model needs a price.
        const auto unpriced = providers::modelsWithoutPrice(engine::everySeat(spec), prices);
        if (!unpriced.empty())
            return engine::Error::make(
                "invalid_spec",
                QCoreApplication::translate("ArenaController",
                                            "A budget needs a price for every model, and %1 has none: add it under "
                                            "Settings → Prices, or run without a budget.")
                    .arg(QString::fromStdString(unpriced.front()))
                    .toStdString());
    }
    // Refuse seats this build cannot play before a run folder exists (as the CLI does).
    const engine::SeatFactory check = m_services.seatFactory(options);
    for (const auto& first : engine::firstSessions(spec))  // every treatment's seats
        for (int i = 0; i < static_cast<int>(first.seats.size()); ++i) {
            if (first.seats[static_cast<std::size_t>(i)].type == "human") continue;
            auto seat = check(*game, first, i);
            if (!seat) return seat.error();
        }

    Json resolved = spec.toJson();
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    auto writer = engine::RunWriter::create(runsDir.toStdString(), spec.name, resolved);
    if (!writer) return writer.error();
    LaunchedRun run;
    run.writer = std::move(writer.value());
    options.spendLedger = run.writer->dir() + "/spend.json";  // kept as `nashlab-cli run --resume` reads it
    run.seats = m_services.seatFactory(options);
    run.budget = spec.budgetUsd;
    run.currency = QString::fromStdString(prices.currency());
    return run;
}

}  // namespace nashlab::ui
