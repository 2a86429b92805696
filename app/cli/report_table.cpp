// The report a run prints: the per-seat table, the game's metrics, the scores, a design's treatments
// and model ranks, and the model calls.
#include "app/cli/report_table.h"

#include <algorithm>
#include <cstdio>

#include "engine/metrics/model_calls.h"

namespace nashlab::cli {
namespace {

using engine::Json;

std::string num(const Json& summary, const char* key = "mean") {
    if (!summary.is_object() || !summary.contains(key)) return "-";
    return engine::formatNumber(summary[key].get<double>(), 3);
}

std::string interval(const Json& ci) {
    if (!ci.is_array() || ci.size() != 2) return "-";
    // Appended, not "[" + std::string: GCC 12 at -O3 reports a false -Wrestrict there.
    return std::string("[")
        .append(engine::formatNumber(ci[0].get<double>(), 3))
        .append(", ")
        .append(engine::formatNumber(ci[1].get<double>(), 3))
        .append("]");
}

// A design's treatments (each score: mean [95 % bootstrap interval]) and the differences
// against the first treatment with their permutation p-values.
void printDesign(const Json& design) {
    std::printf("\n%-40s %8s  %s\n", "treatment", "sessions", "scores: mean [95% bootstrap CI]");
    const Json treatments = design.value("treatments", Json::array());
    for (const auto& t : treatments) {
        std::string cells;
        const Json scores = t.value("scores", Json::object());
        for (const auto& [mode, stats] : scores.items())
            cells += mode + " " + num(stats) + " " + interval(stats.value("ci95", Json())) + "  ";
        std::printf("%-40s %8d  %s\n", t.value("label", "").c_str(), t.value("sessions", 0), cells.c_str());
    }
    bool header = false;
    const Json differences = design.value("differences", Json::array());
    for (const auto& d : differences) {
        if (!d.contains("score")) continue;
        if (!header)
            std::printf("\n%-40s %-18s %10s %24s %8s\n", "treatment − baseline", "score", "difference",
                        "95% bootstrap CI", "p");
        header = true;
        std::printf("%-40s %-18s %10s %24s %8.3g\n", d.value("treatment", "").c_str(), d.value("score", "").c_str(),
                    engine::formatNumber(d["difference"].get<double>(), 3).c_str(), interval(d["ci95"]).c_str(),
                    d["p_value"].get<double>());
    }
}

// A design's models ranked by Bradley–Terry over the seat pairs of its sessions: the overall
// table, and each model's rank under each treatment in one column (a design has few models).
void printModelRanks(const Json& design) {
    const Json models = design.value("models", Json());
    if (!models.is_object()) return;
    const Json byTreatment = models.value("by_treatment", Json::object());
    std::printf("\nmodel ranks (Bradley–Terry over seat pairs, log-odds; 95%% bootstrap CI over sessions)\n");
    std::printf("%-4s %-24s %9s %20s %8s  %s\n", "rank", "model", "strength", "95% bootstrap CI", "sessions",
                "rank per treatment");
    for (const auto& m : models.value("overall", Json::array())) {
        const std::string name = m.value("model", "") + (m.value("kind", "") == "bot" ? " (bot)" : "");
        std::string perTreatment;
        for (const auto& t : design.value("treatments", Json::array())) {
            const std::string label = t.value("label", "");
            for (const auto& r : byTreatment.value(label, Json::array()))
                if (r.value("model", "") == m.value("model", "") && r.value("kind", "") == m.value("kind", ""))
                    perTreatment +=
                        (perTreatment.empty() ? "" : ", ") + label + ": " + std::to_string(r.value("rank", 0));
        }
        std::printf("%-4d %-24.24s %9s %20s %8d  %s\n", m.value("rank", 0), name.c_str(),
                    engine::formatNumber(m.value("strength", 0.0), 3).c_str(),
                    interval(m.value("ci95", Json())).c_str(), m.value("sessions", 0), perTreatment.c_str());
    }
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
    if (report.contains("design")) {
        printDesign(report["design"]);
        printModelRanks(report["design"]);
    }
    const int incomplete = report.value("incomplete_sessions", 0);
    if (incomplete > 0)
        std::printf("%d session(s) did not finish; `nashlab-cli run --resume %s` continues them\n", incomplete,
                    report.value("run", "").c_str());
    const int notStarted = report.value("sessions_not_started", 0);
    if (notStarted > 0)
        std::printf(
            "%d session(s) of the spec never started: these numbers are of %d; `nashlab-cli run --resume %s` "
            "plays the rest\n",
            notStarted, report.value("sessions_recorded", 0), report.value("run", "").c_str());
}

}  // namespace

void printReport(const std::string& runDir, const Json& spec, std::vector<engine::SessionScore>&& sessions,
                 bool tornTail, bool asJson, const engine::GatheredScores* gathered, int notStarted) {
    std::vector<engine::ModelCall> calls;
    for (const auto& s : sessions) calls.insert(calls.end(), s.modelCalls.begin(), s.modelCalls.end());
    const int recorded = static_cast<int>(sessions.size());
    Json report = engine::scoreReport(runDir, spec, std::move(sessions), tornTail, asJson, gathered);
    if (notStarted > 0) {
        report["sessions_not_started"] = notStarted;
        report["sessions_recorded"] = recorded;
    }
    const engine::Json totals = engine::modelCallTotals(calls);
    const bool models = !calls.empty();
    if (asJson) {
        if (models) report["model_calls"] = totals;
        std::printf("%s\n", report.dump(2).c_str());
        return;
    }
    printTable(report);
    if (models)
        std::printf("\nModel calls: %d decisions, %d cache hits, %d sent; tokens %lld in, %lld out; cost %s\n",
                    totals["decisions"].get<int>(), totals["cache_hits"].get<int>(), totals["cache_misses"].get<int>(),
                    totals["prompt_tokens"].get<long long>(), totals["completion_tokens"].get<long long>(),
                    engine::formatNumber(totals["cost"].get<double>(), 6).c_str());
}

}  // namespace nashlab::cli
