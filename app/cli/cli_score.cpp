// nashlab-cli score RUN_DIR [--json]: per-seat payoffs, game metrics and scores of a run.
#include <QDir>
#include <algorithm>
#include <vector>

#include "app/cli/cli.h"
#include "app/cli/report_table.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/experiment/replay_check.h"
#include "engine/experiment/shard.h"
#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::cli {
namespace {

// How many sessions the run's spec plans (a shard's share, for a shard's folder) that its record
// never began: an interrupted run's numbers are of fewer sessions than it was meant to have.
int sessionsNotStarted(const engine::RunRecord& run, const engine::Game& game) {
    auto spec = engine::parseExperimentSpec(run.spec, engine::GameRegistry::builtin(), 0);
    if (!spec) return 0;
    int planned = spec->sessionCount();
    if (auto shardFile = engine::readJsonFile(run.dir + "/" + engine::kShardFile); shardFile) {
        auto shard = engine::shardFromJson(shardFile.value());
        auto sessions = shard ? engine::shardSessions(spec.value(), shard.value(), game)
                              : engine::Result<std::vector<int>>(shard.error());
        if (sessions) planned = static_cast<int>(sessions->size());
    }
    return std::max(0, planned - static_cast<int>(run.sessions.size()));
}

}  // namespace

int printRunSummary(const QString& runDir, bool asJson) {
    auto run = engine::readRun(runDir.toStdString());
    if (!run) return fail(run.error().code == "io" ? kIo : kUsage, QString::fromStdString(run.error().message));
    auto game = engine::GameRegistry::builtin().get(run->spec.value("game", ""));
    if (!game) return fail(kUsage, QString::fromStdString(game.error().message));
    if (auto replayed = engine::recordReplays(run.value(), *game.value()); !replayed)
        return fail(kUsage, QString::fromStdString(replayed.error().message));
    std::vector<engine::SessionScore> sessions;
    for (const auto& s : run->sessions) {
        auto scored = engine::scoreRecordedSession(*game.value(), s);
        if (!scored) return fail(kUsage, QString::fromStdString(scored.error().message));
        sessions.push_back(std::move(scored.value()));
    }
    const int notStarted = sessionsNotStarted(run.value(), *game.value());
    printReport(run->dir, run->spec, std::move(sessions), run->tornTail, asJson, nullptr, notStarted);
    return kOk;
}

int scoreCommand(const QStringList& args) {
    QString unknown;
    const QStringList valued = {QStringLiteral("--reference")};
    if (!checkFlags(args, {QStringLiteral("--json"), QStringLiteral("--reference")}, &unknown))
        return fail(kUsage, QStringLiteral("score: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString reference = option(args, QStringLiteral("--reference"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("score: --reference needs an entrant's name"));
    const QStringList dirs = positional(args, valued);
    if (dirs.size() != 1) return fail(kUsage, QStringLiteral("score: expected one RUN_DIR"));
    const QString dir = QDir(dirs.first()).absolutePath();
    const bool asJson = args.contains(QStringLiteral("--json"));
    // A tournament's folder holds games, not sessions: its leaderboard instead of the seat table.
    if (auto spec = engine::readJsonFile((dir + QStringLiteral("/spec.json")).toStdString());
        spec && engine::isTournamentSpec(spec.value()))
        return printTournamentSummary(dir, asJson, reference);
    if (!reference.isEmpty()) return fail(kUsage, QStringLiteral("score: --reference is for tournament folders"));
    return printRunSummary(dir, asJson);
}

}  // namespace nashlab::cli
