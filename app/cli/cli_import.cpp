// nashlab-cli import gamabench|alympics PATH... [--out RUNS_DIR] [--json]: published runs -> run
// folders. Each file is reported (imported, with any day the record disagrees on, or refused with
// its reason): a result set never loses a file silently.
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/game/game_registry.h"
#include "engine/record/import/alympics_import.h"
#include "engine/record/import/gamabench_import.h"
#include "providers/config/app_paths.h"

namespace nashlab::cli {
namespace {

engine::FileImporter importerFor(const QString& format) {
    if (format == QStringLiteral("alympics")) return engine::importAlympicsFile;
    return engine::importGamaBenchRun;
}

engine::Json toJson(const std::vector<engine::ImportedFile>& report) {
    engine::Json files = engine::Json::array();
    for (const auto& f : report)
        files.push_back(
            f.ok() ? engine::Json{{"file", f.file}, {"status", "imported"}, {"run", f.runDir}, {"notes", f.notes}}
                   : engine::Json{{"file", f.file}, {"status", "refused"}, {"reason", f.error}});
    return files;
}

}  // namespace

int importCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--out"), QStringLiteral("--json")}, &unknown))
        return fail(kUsage, QStringLiteral("import: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    const bool json = args.contains(QStringLiteral("--json"));
    QStringList rest = positional(args, {QStringLiteral("--out")});
    rest.removeAll(QStringLiteral("--json"));
    const QStringList formats = {QStringLiteral("gamabench"), QStringLiteral("alympics")};
    if (missing || rest.size() < 2 || !formats.contains(rest.first()))
        return fail(kUsage, QStringLiteral("import: usage: nashlab-cli import gamabench|alympics FILE_OR_FOLDER... "
                                           "[--out RUNS_DIR] [--json]"));
    const QString format = rest.takeFirst();
    const QString runsDir = outDir.isEmpty() ? providers::AppPaths::resolve().runs : outDir;
    std::vector<std::string> paths;
    for (const QString& p : rest) paths.push_back(p.toStdString());
    const auto report =
        engine::importEach(paths, runsDir.toStdString(), engine::GameRegistry::builtin(), importerFor(format));
    int refused = 0;
    for (const auto& f : report) {
        if (f.ok()) {
            if (!json) std::printf("%s\n", f.runDir.c_str());  // stdout: one run folder per line, for scripts
            std::fprintf(stderr, "imported %s -> %s\n", f.file.c_str(), f.runDir.c_str());
            for (const auto& note : f.notes) std::fprintf(stderr, "  disagrees with the rules: %s\n", note.c_str());
        } else {
            ++refused;
            std::fprintf(stderr, "refused %s: %s\n", f.file.c_str(), f.error.c_str());
        }
    }
    if (json) std::printf("%s\n", toJson(report).dump(2).c_str());
    std::fprintf(stderr, "import: %zu of %zu file(s) imported, %d refused\n", report.size() - refused, report.size(),
                 refused);
    // 0: every file imported; 1: some were refused; 2: none could be (whatever the reasons).
    if (refused == 0) return kOk;
    return refused < static_cast<int>(report.size()) ? kSessionsFailed : kUsage;
}

}  // namespace nashlab::cli
