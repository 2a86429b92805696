// nashlab-cli score TOURNAMENT_DIR [--json] [--reference NAME]: the leaderboard of a tournament,
// rebuilt from its record (results applied in the order they were written).
#include <cstdio>
#include <string>
#include <vector>

#include "app/cli/cli.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"

namespace nashlab::cli {
namespace {

using engine::formatNumber;
using engine::Json;

std::string interval(const Json& ci, int digits) {
    // Appended, not "[" + std::string: GCC 12 at -O3 reports a false -Wrestrict there.
    return std::string("[")
        .append(formatNumber(ci[0].get<double>(), digits))
        .append(", ")
        .append(formatNumber(ci[1].get<double>(), digits))
        .append("]");
}

std::string wdl(const Json& e) {
    return std::to_string(e["wins"].get<int>()) + "-" + std::to_string(e["draws"].get<int>()) + "-" +
           std::to_string(e["losses"].get<int>());
}

// A match rated by TrueSkill: μ, σ, μ − 3σ and Bradley–Terry.
void printRated(const Json& env) {
    // Widths in bytes: μ and σ take 2, − and – take 3.
    std::printf("%-4s %-24s %9s %8s %12s %6s %14s %26s\n", "rank", "entrant", "μ", "σ", "μ−3σ", "games", "W-D-L",
                "Bradley–Terry [95% CI]");
    int rank = 0;
    for (const auto& e : env["entrants"]) {
        const Json& bt = e["bradley_terry"];
        const std::string btText = formatNumber(bt["strength"].get<double>(), 2) + " " + interval(bt["ci95"], 2);
        std::printf("%-4d %-24.24s %8s %7s %8s %6d %14s %24s\n", ++rank, e["name"].get<std::string>().c_str(),
                    formatNumber(e["mu"].get<double>(), 2).c_str(), formatNumber(e["sigma"].get<double>(), 2).c_str(),
                    formatNumber(e["conservative"].get<double>(), 2).c_str(), e["games"].get<int>(), wdl(e).c_str(),
                    btText.c_str());
    }
}

// Average reward or win rate, with its 95 % interval.
void printValued(const Json& env) {
    const bool winRate = env["metric"] == "win_rate";
    std::printf("%-4s %-24s %14s %26s %6s %14s\n", "rank", "entrant", winRate ? "win rate" : "mean reward", "95% CI",
                "games", "W-D-L");
    int rank = 0;
    for (const auto& e : env["entrants"]) {
        const int digits = winRate ? 3 : 2;
        std::printf("%-4d %-24.24s %14s %26s %6d %14s\n", ++rank, e["name"].get<std::string>().c_str(),
                    formatNumber(e["value"].get<double>(), digits).c_str(), interval(e["ci95"], digits).c_str(),
                    e["games"].get<int>(), wdl(e).c_str());
    }
}

void printTable(const Json& report) {
    std::printf("Tournament %s: %d of %d games, pairing %s\n", report["name"].get<std::string>().c_str(),
                report["games_played"].get<int>(), report["games_planned"].get<int>(),
                report["pairing"].get<std::string>().c_str());
    for (const auto& env : report["environments"]) {
        std::printf("\n%s (%s, %s, %s), %d games\n", env["environment"].get<std::string>().c_str(),
                    env["game"].get<std::string>().c_str(), env["format"].get<std::string>().c_str(),
                    env["metric"].get<std::string>().c_str(), env["games"].get<int>());
        if (env["metric"] == "trueskill")
            printRated(env);
        else
            printValued(env);
    }
    const Json& norm = report["normalised"];
    std::printf("\nNormalised (100 · value / value of %s per environment, LLMArena Table 1)\n",
                norm["reference"].get<std::string>().c_str());
    std::vector<std::string> envNames;
    for (const auto& env : report["environments"]) envNames.push_back(env["environment"].get<std::string>());
    std::printf("  %-24s", "entrant");
    for (const auto& name : envNames) std::printf(" %12.12s", name.c_str());
    std::printf(" %9s\n", "average");
    for (const auto& e : norm["entrants"]) {
        std::printf("  %-24.24s", e["name"].get<std::string>().c_str());
        for (const auto& name : envNames) {
            const Json& v = e["environments"][name];
            if (v.is_number())
                std::printf(" %12s", formatNumber(v.get<double>(), 2).c_str());
            else
                std::printf(" %14s", "—");  // three bytes wide
        }
        const Json& avg = e["average"];
        if (avg.is_number())
            std::printf(" %9s\n", formatNumber(avg.get<double>(), 2).c_str());
        else
            std::printf(" %11s\n", "—");
    }
    bool missing = false;
    for (const auto& e : norm["entrants"]) missing = missing || e.contains("missing");
    if (missing)
        std::printf(
            "  — : the reference scored 0 there (or no games yet), so the ratio is undefined; the average "
            "leaves it out\n");
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
