// nashlab-cli score RUN_DIR [--json]: per-seat payoffs, game metrics and scores of a run.
#include <QDir>
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"

namespace nashlab::cli {
namespace {

using engine::Json;

std::string num(const Json& summary, const char* key = "mean") {
    if (!summary.is_object() || !summary.contains(key)) return "-";
    return engine::formatNumber(summary[key].get<double>(), 3);
}

void printTable(const Json& report) {
    std::printf("%-4s %-24s %-10s %12s %10s %8s %10s %16s\n", "seat", "name", "kind", "payoff", "± sd", "wins", "invalid",
                "TrueSkill μ ± σ");
    for (const auto& seat : report["seats"]) {
        const std::string kind = seat.value("strategy", seat.value("model", seat.value("type", "")));
        const std::string skill = seat.contains("mu") ? engine::formatNumber(seat["mu"].get<double>(), 2) + " ± " +
                                                            engine::formatNumber(seat["sigma"].get<double>(), 2)
                                                      : "-";
        std::printf("%-4d %-24.24s %-10.10s %12s %10s %8s %10s %14s\n", seat["seat"].get<int>() + 1,
                    seat.value("name", "").c_str(), kind.c_str(), num(seat.value("payoff", Json())).c_str(),
                    num(seat.value("payoff", Json()), "sd").c_str(), num(seat.value("wins", Json())).c_str(),
                    num(seat.value("invalid_attempts", Json())).c_str(), skill.c_str());
    }
    for (const auto& [mode, stats] : report["score_stats"].items()) {
        const auto ci = stats["ci95"];
        std::printf("score %-16s %8s ± %s  (95%% CI %s–%s, n=%d)\n", mode.c_str(), num(stats).c_str(),
                    num(stats, "sd").c_str(), engine::formatNumber(ci[0].get<double>(), 2).c_str(),
                    engine::formatNumber(ci[1].get<double>(), 2).c_str(), stats["n"].get<int>());
    }
    const int incomplete = report.value("incomplete_sessions", 0);
    if (incomplete > 0)
        std::printf("%d session(s) did not finish; `nashlab-cli run --resume %s` continues them\n", incomplete,
                    report.value("run", "").c_str());
}

}  // namespace

int printRunSummary(const QString& runDir, bool asJson) {
    auto run = engine::readRun(runDir.toStdString());
    if (!run) return fail(run.error().code == "io" ? kIo : kUsage, QString::fromStdString(run.error().message));
    auto report = engine::scoreRun(run.value(), engine::GameRegistry::builtin());
    if (!report) return fail(kUsage, QString::fromStdString(report.error().message));
    if (asJson) std::printf("%s\n", report->dump(2).c_str());
    else printTable(report.value());
    return kOk;
}

int scoreCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--json")}, &unknown)) return fail(kUsage, QStringLiteral("score: unknown option '%1'").arg(unknown));
    const QStringList dirs = positional(args, {});
    if (dirs.size() != 1) return fail(kUsage, QStringLiteral("score: expected one RUN_DIR"));
    return printRunSummary(QDir(dirs.first()).absolutePath(), args.contains(QStringLiteral("--json")));
}

}  // namespace nashlab::cli
