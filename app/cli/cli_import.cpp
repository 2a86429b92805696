// nashlab-cli import gamabench FILE... [--out RUNS_DIR]: γ-Bench result files -> run folders.
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/game/game_registry.h"
#include "engine/record/import/gamabench_import.h"
#include "providers/config/app_paths.h"

namespace nashlab::cli {

int importCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--out")}, &unknown))
        return fail(kUsage, QStringLiteral("import: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    QStringList rest = positional(args, {QStringLiteral("--out")});
    if (missing || rest.size() < 2 || rest.first() != QStringLiteral("gamabench"))
        return fail(kUsage, QStringLiteral("import: usage: nashlab-cli import gamabench FILE... [--out RUNS_DIR]"));
    rest.removeFirst();
    const QString runsDir = outDir.isEmpty() ? providers::AppPaths::resolve().runs : outDir;
    int failures = 0;
    for (const QString& file : rest) {
        auto dir =
            engine::importGamaBenchFile(file.toStdString(), runsDir.toStdString(), engine::GameRegistry::builtin());
        if (!dir) {
            fail(dir.error().code == "io" ? kIo : kUsage, QString::fromStdString(dir.error().message));
            ++failures;
            continue;
        }
        std::printf("%s\n", dir->c_str());
    }
    return failures == 0 ? kOk : (failures == rest.size() ? kUsage : kSessionsFailed);
}

}  // namespace nashlab::cli
