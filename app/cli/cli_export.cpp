// nashlab-cli export RUN_DIR --csv FILE [--tidy]: one row per seat per round (--tidy: with the
// treatment and one column per factor of a design).
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/experiment/replay_check.h"
#include "engine/game/game_registry.h"
#include "engine/record/csv_export.h"
#include "engine/record/run_reader.h"

namespace nashlab::cli {

int exportCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--csv"), QStringLiteral("--tidy")}, &unknown))
        return fail(kUsage, QStringLiteral("export: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString csvPath = option(args, QStringLiteral("--csv"), &missing);
    const QStringList dirs = positional(args, {QStringLiteral("--csv")});
    const bool tidy = args.contains(QStringLiteral("--tidy"));
    if (missing || csvPath.isEmpty() || dirs.size() != 1)
        return fail(kUsage, QStringLiteral("export: usage: nashlab-cli export RUN_DIR --csv FILE [--tidy]"));
    auto run = engine::readRun(dirs.first().toStdString());
    if (!run) return fail(run.error().code == "io" ? kIo : kUsage, QString::fromStdString(run.error().message));
    if (const engine::Game* game = engine::GameRegistry::builtin().find(run->spec.value("game", "")))
        if (auto replayed = engine::recordReplays(run.value(), *game); !replayed)
            return fail(kUsage, QString::fromStdString(replayed.error().message));
    const std::string csv = engine::exportRoundsCsv(run.value(), tidy);
    if (csvPath == QStringLiteral("-")) {
        std::fwrite(csv.data(), 1, csv.size(), stdout);
        return kOk;
    }
    return writeOutputFile(csvPath, csv);  // a half-written CSV never replaces a good one
}

}  // namespace nashlab::cli
