// nashlab-cli export RUN_DIR --csv FILE [--tidy]: one row per seat per round (--tidy: with the
// treatment and one column per factor of a design).
#include <QFile>
#include <QSaveFile>
#include <cstdio>

#include "app/cli/cli.h"
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
    const std::string csv = engine::exportRoundsCsv(run.value(), tidy);
    if (csvPath == QStringLiteral("-")) {
        std::fwrite(csv.data(), 1, csv.size(), stdout);
        return kOk;
    }
    QSaveFile file(csvPath);  // written atomically: a half-written CSV never replaces a good one
    if (!file.open(QIODevice::WriteOnly) || file.write(csv.data(), static_cast<qint64>(csv.size())) < 0 ||
        !file.commit())
        return fail(kIo, QStringLiteral("cannot write '%1': %2").arg(csvPath, file.errorString()));
    std::fprintf(stderr, "wrote %s\n", qUtf8Printable(csvPath));
    return kOk;
}

}  // namespace nashlab::cli
