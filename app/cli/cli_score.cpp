// nashlab-cli score RUN_DIR [--json]: per-seat payoffs, game metrics and scores of a run.
#include <QDir>
#include <algorithm>
#include <cstdio>
#include <map>

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
    std::printf("%-4s %-24s %-10s %12s %10s %8s %10s %16s\n", "seat", "name", "kind", "payoff", "± sd", "wins",
                "invalid", "TrueSkill μ ± σ");
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
    // Every other per-seat metric the game reports (means over sessions), as one more table.
    std::vector<std::string> metrics;
    const std::vector<std::string> shown = {"seat",  "name",   "type", "strategy",
                                            "model", "payoff", "wins", "invalid_attempts"};
    if (!report["seats"].empty())
        for (const auto& [key, value] : report["seats"][0].items())
            if (value.is_object() && std::find(shown.begin(), shown.end(), key) == shown.end()) metrics.push_back(key);
    if (!metrics.empty()) {
        std::printf("\n%-4s", "seat");
        for (const auto& m : metrics) std::printf(" %18.18s", m.c_str());
        std::printf("\n");
        for (const auto& seat : report["seats"]) {
            std::printf("%-4d", seat["seat"].get<int>() + 1);
            for (const auto& m : metrics) std::printf(" %18s", num(seat.value(m, Json())).c_str());
            std::printf("\n");
        }
        std::printf("\n");
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
    // Model calls: how many decisions went to a provider, how many the cache answered, tokens, cost.
    engine::Json calls = {{"decisions", 0},     {"cache_hits", 0},        {"cache_misses", 0},
                          {"prompt_tokens", 0}, {"completion_tokens", 0}, {"cost", 0.0}};
    std::map<int, engine::Json> perSeat;  // cost per seat, summed over sessions
    for (const auto& session : run->sessions)
        for (const auto& d : session.decisions) {
            if (!d.contains("extra") || !d["extra"].is_object() || !d["extra"].contains("provider")) continue;
            engine::Json& seat = perSeat[d.value("seat", 0)];
            if (seat.is_null()) seat = {{"seat", d.value("seat", 0)}, {"decisions", 0}, {"cost", 0.0}};
            seat["decisions"] = seat["decisions"].get<int>() + 1;
            seat["cost"] = seat["cost"].get<double>() + d.value("cost", 0.0);
            calls["decisions"] = calls["decisions"].get<int>() + 1;
            const bool hit = d.value("cache_hit", false);
            calls[hit ? "cache_hits" : "cache_misses"] = calls[hit ? "cache_hits" : "cache_misses"].get<int>() + 1;
            if (d.contains("usage") && d["usage"].is_object()) {
                calls["prompt_tokens"] =
                    calls["prompt_tokens"].get<long long>() + d["usage"].value("prompt_tokens", 0LL);
                calls["completion_tokens"] =
                    calls["completion_tokens"].get<long long>() + d["usage"].value("completion_tokens", 0LL);
            }
            calls["cost"] = calls["cost"].get<double>() + d.value("cost", 0.0);
        }
    const bool models = calls["decisions"].get<int>() > 0;
    calls["per_seat"] = engine::Json::array();
    for (const auto& [_, seat] : perSeat) calls["per_seat"].push_back(seat);
    if (asJson) {
        if (models) (*report)["model_calls"] = calls;
        std::printf("%s\n", report->dump(2).c_str());
    } else {
        printTable(report.value());
        if (models)
            std::printf("\nModel calls: %d decisions, %d cache hits, %d sent; tokens %lld in, %lld out; cost %s\n",
                        calls["decisions"].get<int>(), calls["cache_hits"].get<int>(), calls["cache_misses"].get<int>(),
                        calls["prompt_tokens"].get<long long>(), calls["completion_tokens"].get<long long>(),
                        engine::formatNumber(calls["cost"].get<double>(), 6).c_str());
    }
    return kOk;
}

int scoreCommand(const QStringList& args) {
    QString unknown;
    if (!checkFlags(args, {QStringLiteral("--json")}, &unknown))
        return fail(kUsage, QStringLiteral("score: unknown option '%1'").arg(unknown));
    const QStringList dirs = positional(args, {});
    if (dirs.size() != 1) return fail(kUsage, QStringLiteral("score: expected one RUN_DIR"));
    return printRunSummary(QDir(dirs.first()).absolutePath(), args.contains(QStringLiteral("--json")));
}

}  // namespace nashlab::cli
