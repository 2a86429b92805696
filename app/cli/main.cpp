// nashlab-cli: the headless twin of the NashLab window. Wiring only: commands live in app/cli/.
#include <QCoreApplication>
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/core/atomic_file.h"

namespace {

const char* kHelp = R"(nashlab-cli — play game-theory games with bots and language models, headless.

Usage:
  nashlab-cli games [ID...] [--json]         list every game (or those named): id, title, source, seats,
                                             parameters, bots
  nashlab-cli run SPEC.json [--out RUNS_DIR] play a spec; prints progress, a result table, and the
                                             run folder's path as the last line
  nashlab-cli run --resume RUN_DIR           continue an interrupted run; completed rounds are not replayed
      [--repair]                             a record that does not hold together (a round missing or
                                             repeated, ...) is cut back to the line before the damage
      [--cache off|read|readwrite]           model answers cache (default readwrite): a re-run of the
                                             same spec and seed replays answers without any request
      [--jobs N]                             threads for bots-only runs, the record's writing included
                                             (default: the machine's cores); each session's record is
                                             the same as with --jobs 1
      [--shard I/N]                          play only shard I of N of the run's sessions (a spec with a
                                             seed), into its own folder; resume it alone if it dies
  nashlab-cli room SPEC.json [--listen HOST:PORT] [--out RUNS_DIR]
                                             open a classroom room: students join from their browsers
                                             as the spec's human seats; prints the join address, code
                                             and the instructor's and projector's links
      [--dropout bot|bot:STRATEGY|default|wait] [--grace S] [--time-limit S] [--hold-results]
                                             who answers for a student who has gone, after S s (10);
                                             seconds per decision; results wait for "reveal"
      [--autostart N|all]                    start once N students have joined (else the instructor)
  nashlab-cli room --resume RUN_DIR [--listen HOST:PORT]
                                             reopen a room: every student's seat link stays valid
  nashlab-cli merge SHARD_DIR... --out RUN_DIR
                                             join every shard's folder into the run one machine plays
  nashlab-cli cache merge CACHE... [--into CACHE]
                                             add the answers of other response caches (files or
                                             folders) to this machine's cache (or CACHE)
  nashlab-cli models --provider P [--base-url URL] [--api-key-env NAME] [--json]
                                             list the models of an endpoint (openai, anthropic, gemini,
                                             ollama; --base-url for any OpenAI-compatible server)
  nashlab-cli tournament SPEC.json [--out DIR] [--jobs N] [--cache MODE]
                                             entrants meet in 2-seat games until the stop rule; DIR is
                                             the tournament's folder (the same command again continues it)
  nashlab-cli tournament --resume DIR        continue an interrupted tournament (finished games are kept)
  nashlab-cli score RUN_DIR [--json]         payoffs, metrics and scores (e.g. gamabench_repo/_paper);
      [--reference NAME]                     for a tournament: TrueSkill, Bradley–Terry, W/D/L and the
                                             normalised table relative to entrant NAME
  nashlab-cli export RUN_DIR --csv FILE [--tidy]
                                             one row per seat per round ('-' for standard output);
                                             --tidy adds the treatment and one column per factor
  nashlab-cli risk RUN_DIR [--samples N] [--svg FILE] [--json]
                                             hold'em risk assessment (LLMArena Figure 4): each flop
                                             spot's Monte-Carlo win rate by the action chosen
  nashlab-cli import gamabench|alympics FILE_OR_FOLDER... [--out RUNS_DIR] [--json]
                                             turn γ-Bench result files or Alympics records into run
                                             folders (paths printed; each file reported on stderr)
  nashlab-cli --version | --help

Runs go to --out, else $NASHLAB_RUNS_DIR, else ~/.local/share/NashLab/runs.
Spec format: docs/spec-format.md; examples: resources/presets/; tournaments: docs/tournaments.md.
Model seats: docs/providers.md
(keys come from OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or the system keychain).
Exit codes: 0 ok, 1 some session aborted, 2 bad usage or spec, 3 file error.
)";

}  // namespace

static int dispatch(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("NashLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("NashLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NASHLAB_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QStringLiteral("--help") || args.first() == QStringLiteral("-h") ||
        args.first() == QStringLiteral("help")) {
        std::fputs(kHelp, args.isEmpty() ? stderr : stdout);
        return args.isEmpty() ? nashlab::cli::kUsage : nashlab::cli::kOk;
    }
    if (args.first() == QStringLiteral("--version")) {
        std::printf("nashlab-cli %s\n", NASHLAB_VERSION);
        return nashlab::cli::kOk;
    }
    const QString command = args.takeFirst();
    if (command == QStringLiteral("games")) return nashlab::cli::gamesCommand(args);
    if (command == QStringLiteral("run")) return nashlab::cli::runCommand(args);
    if (command == QStringLiteral("score")) return nashlab::cli::scoreCommand(args);
    if (command == QStringLiteral("export")) return nashlab::cli::exportCommand(args);
    if (command == QStringLiteral("import")) return nashlab::cli::importCommand(args);
    if (command == QStringLiteral("models")) return nashlab::cli::modelsCommand(args);
    if (command == QStringLiteral("tournament")) return nashlab::cli::tournamentCommand(args);
    if (command == QStringLiteral("risk")) return nashlab::cli::riskCommand(args);
    if (command == QStringLiteral("merge")) return nashlab::cli::mergeCommand(args);
    if (command == QStringLiteral("room")) return nashlab::cli::roomCommand(args);
    if (command == QStringLiteral("cache")) return nashlab::cli::cacheCommand(args);
    return nashlab::cli::fail(nashlab::cli::kUsage,
                              QStringLiteral("unknown command '%1' (try nashlab-cli --help)").arg(command));
}

int main(int argc, char* argv[]) {
    const int code = dispatch(argc, argv);
    // `score --json > file` on a full disk: what was printed did not all arrive; say so, exit 3.
    if (auto flushed = nashlab::engine::flushStandardOutput(); !flushed)
        return nashlab::cli::fail(nashlab::cli::kIo, QString::fromStdString(flushed.error().message));
    return code;
}
