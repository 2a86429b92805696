// nashlab-cli risk RUN_DIR: LLMArena's risk assessment of a hold'em run (Figure 4): the win rate of
// each flop spot beside the action chosen, per seat, as a table, JSON, and an SVG chart.
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/metrics/holdem_risk.h"
#include "engine/record/run_reader.h"

namespace nashlab::cli {

namespace {

const char* kRiskUsage =
    "usage: nashlab-cli risk RUN_DIR [--samples N] [--svg FILE] [--json]\n"
    "  LLMArena's risk assessment of a holdem_nl run (Figure 4): for each seat's first decision on the flop,\n"
    "  the Monte-Carlo chance its cards beat a random hand, by the action chosen.\n"
    "  --samples N   deals per spot (default 2000, 10 to 1000000)\n"
    "  --svg FILE    also draw the chart as SVG\n"
    "  --json        print the report as JSON\n";

}  // namespace

int riskCommand(const QStringList& args) {
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        std::fputs(kRiskUsage, stdout);
        return kOk;
    }
    const QStringList valued = {QStringLiteral("--samples"), QStringLiteral("--svg")};
    QString unknown;
    if (!checkFlags(args, valued + QStringList{QStringLiteral("--json")}, &unknown))
        return fail(kUsage, QStringLiteral("risk: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString samplesText = option(args, QStringLiteral("--samples"), &missing);
    const QString svgPath = option(args, QStringLiteral("--svg"), &missing);
    const QStringList dirs = positional(args, valued);
    if (missing || dirs.size() != 1)
        return fail(kUsage,
                    QStringLiteral("risk: usage: nashlab-cli risk RUN_DIR [--samples N] [--svg FILE] [--json]"));
    bool numeric = true;
    const int samples = samplesText.isEmpty() ? 2000 : samplesText.toInt(&numeric);
    if (!numeric)
        return fail(kUsage, QStringLiteral("risk: --samples must be a whole number, got '%1'").arg(samplesText));
    auto run = engine::readRun(dirs.first().toStdString());
    if (!run) return fail(run.error().code == "io" ? kIo : kUsage, QString::fromStdString(run.error().message));
    auto report = engine::holdemRisk(run.value(), samples);
    if (!report) return fail(kUsage, QStringLiteral("risk: %1").arg(QString::fromStdString(report.error().message)));
    if (!svgPath.isEmpty()) {
        if (const int code = writeOutputFile(svgPath, report->svgChart()); code != kOk) return code;
    }
    if (args.contains(QStringLiteral("--json"))) {
        std::printf("%s\n", report->toJson().dump(2).c_str());
        return kOk;
    }
    std::printf("Risk assessment: %zu flop spots, %d Monte-Carlo deals each (win rate against a random hand)\n",
                report->spots.size(), report->samples);
    for (const auto& [name, actions] : report->bySeat) {
        std::printf("\n%s\n  %-16s %6s %14s\n", name.c_str(), "action", "spots", "mean win rate");
        for (const auto& a : actions)
            std::printf("  %-16s %6d %8.1f%% ± %.1f\n", a.action.c_str(), a.spots, 100 * a.meanWinRate,
                        100 * a.standardError);
    }
    return kOk;
}

}  // namespace nashlab::cli
