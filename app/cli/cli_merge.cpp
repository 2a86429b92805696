// nashlab-cli merge SHARD_DIR... --out RUN_DIR: the shards of one run (run --shard I/N), played on
// several machines, joined into the run folder one machine would have written.
// nashlab-cli cache merge SOURCE... [--into CACHE]: the response caches those machines filled,
// joined into this machine's cache (or CACHE), so the whole design replays anywhere.
#include <QDir>
#include <QFileInfo>
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/experiment/shard_merge.h"
#include "engine/game/game_registry.h"
#include "providers/cache/cache_merge.h"
#include "providers/config/app_paths.h"

namespace nashlab::cli {

int mergeCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--out")}, &unknown))
        return fail(kUsage, QStringLiteral("merge: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    if (missing || outDir.isEmpty())
        return fail(kUsage, QStringLiteral("merge: give the merged run's folder with --out RUN_DIR"));
    std::vector<std::string> shards;
    for (const QString& dir : positional(args, {QStringLiteral("--out")}))
        shards.push_back(QDir(dir).absolutePath().toStdString());
    if (shards.empty()) return fail(kUsage, QStringLiteral("merge: give the run folder of every shard"));
    auto merged =
        engine::mergeShards(shards, QDir(outDir).absolutePath().toStdString(), engine::GameRegistry::builtin());
    if (!merged)
        return fail(merged.error().code == "io" ? kIo : kUsage, QString::fromStdString(merged.error().message));
    std::fprintf(stderr, "nashlab-cli: merged %d shards: %d sessions, %lld events\n", merged->shards, merged->sessions,
                 merged->events);
    std::printf("%s\n", merged->dir.c_str());
    return kOk;
}

int cacheCommand(const QStringList& args) {
    if (args.isEmpty() || args.first() != QStringLiteral("merge"))
        return fail(kUsage, QStringLiteral("cache: expected 'cache merge SOURCE... [--into CACHE]'"));
    const QStringList rest = args.mid(1);
    QString unknown;
    if (!checkFlags(rest, {QStringLiteral("--into")}, &unknown))
        return fail(kUsage, QStringLiteral("cache merge: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString into = option(rest, QStringLiteral("--into"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("cache merge: --into is missing its value"));
    QStringList sources;
    for (const QString& s : positional(rest, {QStringLiteral("--into")})) sources << providers::cacheFileOf(s);
    if (sources.isEmpty()) return fail(kUsage, QStringLiteral("cache merge: give at least one cache to merge in"));
    const QString target = into.isEmpty() ? providers::AppPaths::resolve().cache + QStringLiteral("/responses.sqlite")
                                          : providers::cacheFileOf(into);
    QDir().mkpath(QFileInfo(target).absolutePath());
    auto report = providers::mergeCaches(target, sources);
    if (!report)
        return fail(report.error().code == "io" ? kIo : kUsage, QString::fromStdString(report.error().message));
    std::fprintf(stderr, "nashlab-cli: %lld answers added, %lld already in %s\n", report->added, report->present,
                 qUtf8Printable(target));
    std::printf("%s\n", qUtf8Printable(target));
    return kOk;
}

}  // namespace nashlab::cli
