// nashlab-cli score TOURNAMENT_DIR [--json] [--reference NAME]: the leaderboard of a tournament,
// rebuilt from its record (results applied in the order they were written).
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"

namespace nashlab::cli {
namespace {

using engine::formatNumber;
using engine::Json;

void printTable(const Json& report) {
    std::printf("Tournament %s: %d of %d games, pairing %s\n", report["name"].get<std::string>().c_str(),
                report["games_played"].get<int>(), report["games_planned"].get<int>(),
                report["pairing"].get<std::string>().c_str());
    for (const auto& env : report["environments"]) {
        std::printf("\n%s (%s), %d games\n", env["environment"].get<std::string>().c_str(),
                    env["game"].get<std::string>().c_str(), env["games"].get<int>());
        // Widths in bytes: μ and σ take 2, − and – take 3.
        std::printf("%-4s %-24s %9s %8s %12s %6s %14s %26s\n", "rank", "entrant", "μ", "σ", "μ−3σ", "games", "W-D-L",
                    "Bradley–Terry [95% CI]");
        int rank = 0;
        for (const auto& e : env["entrants"]) {
            const Json& bt = e["bradley_terry"];
            const std::string wdl = std::to_string(e["wins"].get<int>()) + "-" + std::to_string(e["draws"].get<int>()) +
                                    "-" + std::to_string(e["losses"].get<int>());
            const std::string btText = formatNumber(bt["strength"].get<double>(), 2) + " [" +
                                       formatNumber(bt["ci95"][0].get<double>(), 2) + ", " +
                                       formatNumber(bt["ci95"][1].get<double>(), 2) + "]";
            std::printf("%-4d %-24.24s %8s %7s %8s %6d %14s %24s\n", ++rank, e["name"].get<std::string>().c_str(),
                        formatNumber(e["mu"].get<double>(), 2).c_str(),
                        formatNumber(e["sigma"].get<double>(), 2).c_str(),
                        formatNumber(e["conservative"].get<double>(), 2).c_str(), e["games"].get<int>(), wdl.c_str(),
                        btText.c_str());
        }
    }
    const Json& norm = report["normalised"];
    std::printf("\nNormalised (100 · μ / μ of %s, LLMArena Table 1)\n", norm["reference"].get<std::string>().c_str());
    for (const auto& e : norm["entrants"])
        std::printf("  %-24.24s %8s\n", e["name"].get<std::string>().c_str(),
                    formatNumber(e["average"].get<double>(), 2).c_str());
}

}  // namespace

int printTournamentSummary(const QString& dir, bool asJson, const QString& reference) {
    auto record = engine::readTournament(dir.toStdString(), engine::GameRegistry::builtin());
    if (!record)
        return fail(record.error().code == "io" ? kIo : kUsage, QString::fromStdString(record.error().message));
    auto report = engine::tournamentReport(record->spec, record->standings(), reference.toStdString(),
                                           engine::plannedGames(record->spec));
    if (!report) return fail(kUsage, QString::fromStdString(report.error().message));
    if (record->tornTail) report.value()["torn_tail"] = true;
    if (asJson)
        std::printf("%s\n", report->dump(2).c_str());
    else
        printTable(report.value());
    return kOk;
}

}  // namespace nashlab::cli
