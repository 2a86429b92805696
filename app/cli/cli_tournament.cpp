// nashlab-cli tournament SPEC.json [--out DIR] [--jobs N] [--cache MODE] | tournament --resume DIR [...]
// --out DIR is the tournament's own folder: running the same command again continues it.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "app/cli/cli.h"
#include "app/cli/run_finish.h"
#include "engine/record/run_writer.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_runner.h"
#include "providers/config/app_paths.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::cli {
namespace {

using engine::Json;

// Every seat an entrant (or an environment's field) takes, in every environment: for keys and for
// the check before anything starts.
std::vector<engine::SeatSpec> allSeats(const engine::TournamentSpec& spec) {
    std::vector<engine::SeatSpec> seats;
    for (int e = 0; e < static_cast<int>(spec.environments.size()); ++e)
        for (int i = 0; i < static_cast<int>(spec.entrants.size()); ++i)
            if (auto x = engine::gameExperiment(spec, engine::GameRegistry::builtin(), e, i, i, spec.seed, "check"))
                seats.insert(seats.end(), x->seats.begin(), x->seats.end());
    return seats;
}

std::optional<QString> refuseHumans(const engine::TournamentSpec& spec) {
    for (const auto& s : allSeats(spec))
        if (s.type == "human")
            return QStringLiteral(
                       "entrant '%1' is a human seat: people cannot play tournament games from "
                       "nashlab-cli (use bot or llm entrants)")
                .arg(QString::fromStdString(s.name));
    return std::nullopt;
}

// One tournament on the event loop; when it ends it prints the leaderboard and ends the loop.
class CliTournament {
public:
    CliTournament(const engine::TournamentSpec& spec, std::unique_ptr<engine::RunWriter> writer,
                  providers::CacheMode cacheMode, int jobs, std::shared_ptr<const providers::ResolvedKeys> keys)
        : m_writer(std::move(writer)) {
        providers::ProviderOptions options;
        options.cache = cacheMode;
        options.keys = std::move(keys);
        options.onWarning = [](const std::string& message) {
            std::fprintf(stderr, "nashlab-cli: warning: %s\n", message.c_str());
        };
        m_runner = std::make_unique<engine::TournamentRunner>(spec, engine::GameRegistry::builtin(),
                                                              providers::applicationSeatFactory(options, m_context),
                                                              *m_writer, m_writer->dir(), jobs);
        m_runner->setOnDone([this] {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), [this] { QCoreApplication::exit(finish()); }, Qt::QueuedConnection);
        });
    }
    void start(const engine::TournamentRecord* resume) {
        if (resume) m_runner->resumeFrom(*resume);
        m_runner->start();
    }

private:
    int finish() {
        if (!m_writer->writeError().empty()) return fail(kIo, QString::fromStdString(m_writer->writeError()));
        const auto& outcome = m_runner->outcome();
        for (const auto& e : outcome.errors) std::fprintf(stderr, "nashlab-cli: game %s\n", e.c_str());
        const QString dir = QString::fromStdString(m_writer->dir());
        m_writer.reset();  // everything on disk before the record is read back
        printTournamentSummary(dir, false, QString());
        std::printf("%s\n", qUtf8Printable(dir));  // last line: the folder, for scripts
        if (outcome.diskFailure) return kIo;       // a game's record could not be written: a file error
        return outcome.aborted > 0 ? kSessionsFailed : kOk;
    }

    std::unique_ptr<engine::RunWriter> m_writer;
    providers::ContextHandle m_context = std::make_shared<std::shared_ptr<providers::ProviderContext>>();
    std::unique_ptr<engine::TournamentRunner> m_runner;
};

// Continues (or starts) the tournament in `dir`, whose spec.json is already written.
int playTournament(const std::string& dir, providers::CacheMode cacheMode, int jobs) {
    if (auto s = engine::dropTornTail(dir); !s) return fail(kIo, QString::fromStdString(s.error().message));
    auto record = engine::readTournament(dir, engine::GameRegistry::builtin());
    if (!record)
        return fail(record.error().code == "io" ? kIo : kUsage, QString::fromStdString(record.error().message));
    if (auto human = refuseHumans(record->spec)) return fail(kUsage, *human);
    std::unique_ptr<CliTournament> run;
    providers::resolveKeys(
        providers::keyQueries(allSeats(record->spec)), nullptr, [&](providers::ResolvedKeys resolved) {
            auto keys = std::make_shared<const providers::ResolvedKeys>(std::move(resolved));
            // Refuse seats this build cannot play (or that have no key) before any game starts.
            const providers::ProviderOptions check{providers::CacheMode::Off, {}, keys};
            const auto factory = providers::applicationSeatFactory(check);
            for (int e = 0; e < static_cast<int>(record->spec.environments.size()); ++e) {
                for (int i = 0; i < static_cast<int>(record->spec.entrants.size()); ++i) {
                    auto x = engine::gameExperiment(record->spec, engine::GameRegistry::builtin(), e, i, i, 0, "check");
                    const auto session = engine::sessionSpec(x.value(), 0);
                    for (int s = 0; s < static_cast<int>(session.seats.size()); ++s) {
                        auto seat = factory(*engine::GameRegistry::builtin().find(x->game), session, s);
                        if (!seat) {
                            QCoreApplication::exit(fail(kUsage, QString::fromStdString(seat.error().message)));
                            return;
                        }
                    }
                }
            }
            auto writer = engine::RunWriter::append(dir);
            if (!writer) {
                QCoreApplication::exit(fail(kIo, QString::fromStdString(writer.error().message)));
                return;
            }
            run = std::make_unique<CliTournament>(record->spec, std::move(writer.value()), cacheMode, jobs,
                                                  std::move(keys));
            run->start(&record.value());
        });
    return QCoreApplication::exec();
}

// The folder of a new tournament: --out DIR itself, else a new folder under the runs folder.
// An --out folder that already holds this tournament is continued.
int startTournament(const QString& file, const QString& outDir, providers::CacheMode cacheMode, int jobs) {
    auto json = engine::readJsonFile(file.toStdString());
    if (!json) return fail(json.error().code == "io" ? kIo : kUsage, QString::fromStdString(json.error().message));
    std::optional<Json> existing;
    if (!outDir.isEmpty() && QFileInfo::exists(outDir + QStringLiteral("/spec.json"))) {
        auto e = engine::readJsonFile((outDir + QStringLiteral("/spec.json")).toStdString());
        if (!e || !engine::isTournamentSpec(e.value()))
            return fail(kUsage,
                        QStringLiteral("%1 holds a run that is not a tournament; choose another --out").arg(outDir));
        existing = e.value();
    }
    // A spec without a seed continues with the folder's seed, so the same command resumes.
    const std::uint64_t seed = existing ? existing->value("seed", std::uint64_t{0}) : freshSeed();
    auto spec = engine::parseTournamentSpec(json.value(), engine::GameRegistry::builtin(), seed);
    if (!spec) return fail(kUsage, QStringLiteral("%1: %2").arg(file, QString::fromStdString(spec.error().message)));
    if (auto human = refuseHumans(spec.value())) return fail(kUsage, *human);
    Json resolved = spec->toJson();
    if (existing) {
        Json before = *existing;
        before.erase("nashlab_version");
        if (before != resolved)
            return fail(kUsage, QStringLiteral("%1 holds a different tournament (its spec.json differs from %2); "
                                               "choose another --out")
                                    .arg(outDir, file));
        std::fprintf(stderr, "nashlab-cli: continuing the tournament in %s\n", qUtf8Printable(outDir));
        return playTournament(QDir(outDir).absolutePath().toStdString(), cacheMode, jobs);
    }
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    std::string dir;
    if (outDir.isEmpty()) {
        const std::string runs = providers::AppPaths::resolve().runs.toStdString();
        const auto now =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
                .count();
        dir = runs + "/" + engine::runFolderName(spec->name, now);
    } else {
        dir = QDir(outDir).absolutePath().toStdString();
        if (QDir(outDir).exists() && !QDir(outDir).isEmpty())
            return fail(kUsage,
                        QStringLiteral("%1 is not empty and holds no tournament; choose another --out").arg(outDir));
    }
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return fail(kIo, QStringLiteral("cannot create %1: %2")
                             .arg(QString::fromStdString(dir), QString::fromStdString(ec.message())));
    if (auto s = engine::writeJsonFileAtomic(dir + "/spec.json", resolved); !s)
        return fail(kIo, QString::fromStdString(s.error().message));
    return playTournament(dir, cacheMode, jobs);
}

}  // namespace

int tournamentCommand(const QStringList& args) {
    QString unknown;
    const QStringList valued = {QStringLiteral("--out"), QStringLiteral("--resume"), QStringLiteral("--cache"),
                                QStringLiteral("--jobs")};
    if (!checkFlags(args, valued, &unknown))
        return fail(kUsage, QStringLiteral("tournament: unknown option '%1'").arg(unknown));
    bool missing = false;
    const QString resumeDir = option(args, QStringLiteral("--resume"), &missing);
    const QString outDir = option(args, QStringLiteral("--out"), &missing);
    const QString cacheText = option(args, QStringLiteral("--cache"), &missing);
    const QString jobsText = option(args, QStringLiteral("--jobs"), &missing);
    if (missing) return fail(kUsage, QStringLiteral("tournament: an option is missing its value"));
    // Games at once: model seats wait on the network, so more games than cores help them.
    int jobs = 4;
    if (!jobsText.isEmpty()) {
        bool ok = false;
        jobs = jobsText.toInt(&ok);
        if (!ok || jobs < 1 || jobs > 256)
            return fail(
                kUsage,
                QStringLiteral("tournament: --jobs must be a whole number from 1 to 256, got '%1'").arg(jobsText));
    }
    auto cacheMode = providers::cacheModeFromString(cacheText.isEmpty() ? "readwrite" : cacheText.toStdString());
    if (!cacheMode)
        return fail(kUsage,
                    QStringLiteral("tournament: --cache: %1").arg(QString::fromStdString(cacheMode.error().message)));
    const QStringList files = positional(args, valued);
    if (!resumeDir.isEmpty()) {
        if (!files.isEmpty() || !outDir.isEmpty())
            return fail(kUsage, QStringLiteral("tournament: give either SPEC.json or --resume DIR, not both"));
        if (!QFileInfo::exists(resumeDir + QStringLiteral("/spec.json")))
            return fail(kIo, QStringLiteral("tournament: %1 holds no spec.json").arg(resumeDir));
        return playTournament(QDir(resumeDir).absolutePath().toStdString(), cacheMode.value(), jobs);
    }
    if (files.size() != 1)
        return fail(kUsage, QStringLiteral("tournament: expected one SPEC.json (see docs/tournaments.md)"));
    return startTournament(files.first(), outDir, cacheMode.value(), jobs);
}

}  // namespace nashlab::cli
