// nashlab-cli room SPEC.json [--listen HOST:PORT] [--out RUNS_DIR] [--dropout P] [--grace S]
//                            [--time-limit S] [--hold-results] [--autostart N|all]
//           | room --resume RUN_DIR [--listen HOST:PORT] [--autostart N|all]
// A classroom room, headless: the instructor drives it from the printed instructor link (or it
// starts by itself once enough students are in).
#include <QCoreApplication>
#include <QTimer>
#include <csignal>
#include <cstdio>
#include <memory>

#include "app/cli/cli.h"
#include "classroom/room_run.h"
#include "engine/game/game_registry.h"
#include "providers/config/app_paths.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::cli {
namespace {

volatile std::sig_atomic_t g_interrupted = 0;
void onSignal(int) { g_interrupted = 1; }

// "127.0.0.1:8765" → host and port.
bool parseListen(const QString& text, QString* host, quint16* port) {
    const int colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0) return false;
    bool ok = false;
    const int p = text.mid(colon + 1).toInt(&ok);
    if (!ok || p < 0 || p > 65535) return false;
    *host = text.left(colon);
    if (host->startsWith(QLatin1Char('[')) && host->endsWith(QLatin1Char(']'))) *host = host->mid(1, host->size() - 2);
    *port = static_cast<quint16>(p);
    return true;
}

bool parseSeconds(const QString& text, double max, double* out) {
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || v < 0 || v > max) return false;
    *out = v;
    return true;
}

}  // namespace

int roomCommand(const QStringList& args) {
    QString unknown;
    const QStringList valued = {QStringLiteral("--listen"),   QStringLiteral("--out"),   QStringLiteral("--resume"),
                                QStringLiteral("--dropout"),  QStringLiteral("--grace"), QStringLiteral("--time-limit"),
                                QStringLiteral("--autostart")};
    if (!checkFlags(args, valued + QStringList{QStringLiteral("--hold-results")}, &unknown))
        return fail(kUsage, QStringLiteral("room: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString listenText = option(args, QStringLiteral("--listen"), &missing);
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    const QString resumeDir = option(args, QStringLiteral("--resume"), &missing);
    const QString dropoutText = option(args, QStringLiteral("--dropout"), &missing);
    const QString graceText = option(args, QStringLiteral("--grace"), &missing);
    const QString limitText = option(args, QStringLiteral("--time-limit"), &missing);
    const QString autostartText = option(args, QStringLiteral("--autostart"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("room: an option is missing its value"));

    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 8765;
    if (!listenText.isEmpty() && !parseListen(listenText, &host, &port))
        return fail(kUsage, QStringLiteral("room: --listen is HOST:PORT, e.g. 0.0.0.0:8765, got '%1'").arg(listenText));
    classroom::RoomOptions options;
    if (!dropoutText.isEmpty())
        if (auto s = classroom::parseDropout(dropoutText.toStdString(), options); !s)
            return fail(kUsage, QStringLiteral("room: --dropout: %1").arg(QString::fromStdString(s.error().message)));
    if (!graceText.isEmpty() && !parseSeconds(graceText, 3600, &options.graceS))
        return fail(kUsage, QStringLiteral("room: --grace is seconds from 0 to 3600, got '%1'").arg(graceText));
    if (!limitText.isEmpty() && !parseSeconds(limitText, 86400, &options.timeLimitS))
        return fail(kUsage, QStringLiteral("room: --time-limit is seconds from 0 to 86400, got '%1'").arg(limitText));
    options.holdResults = args.contains(QStringLiteral("--hold-results"));
    int autostart = -1;  // -1: the instructor starts; -2: when every human seat is taken
    if (autostartText == QLatin1String("all")) {
        autostart = -2;
    } else if (!autostartText.isEmpty()) {
        bool ok = false;
        autostart = autostartText.toInt(&ok);
        if (!ok || autostart < 0 || autostart > 1000)
            return fail(
                kUsage,
                QStringLiteral("room: --autostart is a number of students or 'all', got '%1'").arg(autostartText));
    }

    const QStringList files = positional(args, valued);
    engine::Result<std::unique_ptr<classroom::RoomRun>> made = engine::Error::make("usage", "");
    if (!resumeDir.isEmpty()) {
        if (!files.isEmpty()) return fail(kUsage, QStringLiteral("room: give either SPEC.json or --resume RUN_DIR"));
        if (!dropoutText.isEmpty() || !graceText.isEmpty() || !limitText.isEmpty() || options.holdResults)
            return fail(kUsage, QStringLiteral("room: a resumed room keeps its options (room.json)"));
        made = classroom::RoomRun::resume(resumeDir, providers::applicationSeatFactory({}));
    } else {
        if (files.size() != 1)
            return fail(kUsage, QStringLiteral("room: expected one SPEC.json (see nashlab-cli --help)"));
        auto json = engine::readJsonFile(files.first().toStdString());
        if (!json) return fail(json.error().code == "io" ? kIo : kUsage, QString::fromStdString(json.error().message));
        auto spec = engine::parseExperimentSpec(json.value(), engine::GameRegistry::builtin(), 0);
        if (!spec)
            return fail(kUsage,
                        QStringLiteral("%1: %2").arg(files.first(), QString::fromStdString(spec.error().message)));
        const QString runsDir = outDir.isEmpty() ? providers::AppPaths::resolve().runs : outDir;
        made = classroom::RoomRun::create(spec.value(), runsDir, options, providers::applicationSeatFactory({}));
    }
    if (!made) {
        const auto& e = made.error();
        return fail(e.code == "io" ? kIo : kUsage, QStringLiteral("room: %1").arg(QString::fromStdString(e.message)));
    }
    classroom::RoomRun& run = *made.value();
    if (auto s = run.listen(host, port); !s)
        return fail(kUsage, QStringLiteral("room: %1").arg(QString::fromStdString(s.error().message)));

    const auto& room = run.room();
    const int humans = static_cast<int>(room.humanSeats().size());
    std::printf("room:       %s, %d human seat%s\n", room.spec().name.c_str(), humans, humans == 1 ? "" : "s");
    std::printf("join:       %s\n", run.joinUrl().toString().toUtf8().constData());
    std::printf("code:       %s\n", room.code().c_str());
    std::printf("instructor: %s\n", run.instructorUrl().toString().toUtf8().constData());
    std::printf("projector:  %s\n", run.projectorUrl().toString().toUtf8().constData());
    std::printf("run folder: %s\n", run.runDir().toUtf8().constData());
    std::fflush(stdout);

    // Start by itself once enough students are in.
    if (autostart != -1) {
        const int wanted = autostart == -2 ? humans : autostart;
        QObject::connect(&run.room(), &classroom::Room::changed, &run, [&run, wanted] {
            if (run.room().phase() == classroom::RoomPhase::Lobby && run.room().connectedStudents() >= wanted)
                (void)run.room().control({{"command", "start"}});
        });
        if (wanted == 0) QTimer::singleShot(0, &run, [&run] { (void)run.room().control({{"command", "start"}}); });
    }
    // The run is over once every session has ended and any held results have been revealed.
    int code = kOk;
    bool summarised = false;
    const auto finishIfDone = [&run, &code, &summarised] {
        if (summarised || !run.done() || run.room().phase() != classroom::RoomPhase::Finished) return;
        summarised = true;
        const auto& outcome = run.outcome();
        for (const auto& e : outcome.errors) std::fprintf(stderr, "nashlab-cli: session %s\n", e.c_str());
        code = outcome.aborted + outcome.stopped > 0 ? kSessionsFailed : kOk;
        printRunSummary(run.runDir(), false);
        std::printf("%s\n", run.runDir().toUtf8().constData());
        std::fflush(stdout);
        QCoreApplication::exit(code);
    };
    QObject::connect(&run, &classroom::RoomRun::finished, QCoreApplication::instance(), finishIfDone);
    QObject::connect(&run.room(), &classroom::Room::changed, QCoreApplication::instance(), finishIfDone);
    // Ctrl-C closes the room; its run folder resumes (every seat link stays valid).
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QTimer interrupt;
    QObject::connect(&interrupt, &QTimer::timeout, [&run] {
        if (!g_interrupted) return;
        run.close();
        std::fprintf(stderr, "nashlab-cli: room closed; reopen it with: nashlab-cli room --resume %s\n",
                     run.runDir().toUtf8().constData());
        QCoreApplication::exit(kSessionsFailed);
    });
    interrupt.start(200);
    const int exitCode = QCoreApplication::exec();
    return exitCode;
}

}  // namespace nashlab::cli
