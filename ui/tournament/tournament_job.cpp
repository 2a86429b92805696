#include "ui/tournament/tournament_job.h"

#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <filesystem>

#include "engine/game/game_registry.h"
#include "engine/record/run_writer.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"
#include "engine/tournament/tournament_runner.h"
#include "providers/seats/key_store.h"
#include "providers/seats/seat_factory.h"
#include "ui/common/error_text.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// The seat an entrant takes in an environment (its per-environment fields applied).
engine::Result<engine::ExperimentSpec> entrantGame(const engine::TournamentSpec& spec, int environment, int entrant) {
    return engine::gameExperiment(spec, engine::GameRegistry::builtin(), environment, entrant, entrant, spec.seed,
                                  "check");
}

}  // namespace

// Passes every tournament event on to the folder's writer and tells the window of games that
// start (the runner's own result callback tells it of the ends).
class TournamentJob::Tap final : public engine::EventSink {
public:
    Tap(engine::EventSink& next, TournamentJob* job) : m_next(next), m_job(job) {}
    void write(const Json& event) override {
        m_next.write(event);
        if (engine::tournamentEventTypeOf(event) != engine::TournamentEventType::GameStarted) return;
        const auto& spec = m_job->m_spec;
        const int game = event.value("game", 0);
        const int env = spec.environmentIndex(event.value("environment", ""));
        const Json seats = event.value("seats", Json::array());
        // One name in a solo environment (self-play, versus the field): first == second.
        const auto entrant = [&](std::size_t i) {
            return i < seats.size() && seats[i].is_string() ? spec.entrantIndex(seats[i].get<std::string>()) : -1;
        };
        const int first = entrant(0);
        const int second = seats.size() == 1 ? first : entrant(1);
        QMetaObject::invokeMethod(
            m_job.data(), [job = m_job, game, env, first, second] { emit job->gameStarted(game, env, first, second); },
            Qt::QueuedConnection);
    }

private:
    engine::EventSink& m_next;
    QPointer<TournamentJob> m_job;
};

TournamentJob::TournamentJob(QObject* parent) : QObject(parent) {}

TournamentJob::~TournamentJob() {
    m_resolving = false;
    ++m_startToken;
    if (m_runner) m_runner->requestStop();
    if (m_thread) m_thread->wait();
    // Model games in flight: their seats cancel their requests; nothing calls back any more. The
    // folder keeps what was written and continues with nashlab-cli tournament --resume.
    m_runner.reset();
    if (m_writer) m_writer->flush();
}

bool TournamentJob::running() const {
    if (m_resolving) return true;
    if (m_thread && m_thread->isRunning()) return true;
    return m_onLoop;
}

void TournamentJob::stop() {
    if (m_resolving) {
        m_resolving = false;
        ++m_startToken;
        QTimer::singleShot(0, this, [this] { emit startFailed(QString()); });
        return;
    }
    if (m_runner) m_runner->requestStop();
}

engine::Status TournamentJob::openFolder(const QString& runsDir) {
    Json resolved = m_spec.toJson();
    const auto now = QDateTime::currentMSecsSinceEpoch();
    // A new folder, never one of an earlier tournament started in the same second (as RunWriter::create).
    const std::string base = runsDir.toStdString() + "/" + engine::runFolderName(m_spec.name, now);
    std::string dir = base;
    for (int n = 2; std::filesystem::exists(dir); ++n) dir = base + "-" + std::to_string(n);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return engine::Error::make("io", "cannot create " + dir + ": " + ec.message());
    if (auto s = engine::writeJsonFileAtomic(dir + "/spec.json", resolved); !s) return s;
    auto writer = engine::RunWriter::append(dir);
    if (!writer) return writer.error();
    m_dir = q(dir);
    m_writer = std::move(writer.value());
    m_tap = std::make_unique<Tap>(*m_writer, this);
    return engine::okStatus();
}

Json TournamentJob::readReport() const {
    auto record = engine::readTournament(m_dir.toStdString(), engine::GameRegistry::builtin());
    if (!record) return Json{{"error", record.error().message}};
    auto r = engine::tournamentReport(record->spec, record->standings(), "", engine::plannedGames(record->spec));
    return r ? r.value() : Json{{"error", r.error().message}};
}

engine::Status TournamentJob::start(const Json& specJson, const QString& runsDir) {
    if (running()) return engine::Error::make("busy", tr("A tournament is already running.").toStdString());
    const auto& registry = engine::GameRegistry::builtin();
    const auto seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) & ((1ULL << 53) - 1);
    auto spec = engine::parseTournamentSpec(specJson, registry, seed);
    if (!spec) return spec.error();
    // Nobody could answer a human seat's questions in a tournament's games here (as in the CLI).
    std::vector<engine::SeatSpec> seats;
    for (int e = 0; e < static_cast<int>(spec->environments.size()); ++e)
        for (int i = 0; i < static_cast<int>(spec->entrants.size()); ++i) {
            auto x = entrantGame(spec.value(), e, i);
            if (!x) return x.error();
            for (const auto& seat : x->seats) {  // the entrant's, and an environment's field
                if (seat.type == "human")
                    return engine::Error::make(
                        "invalid_value", tr("Seat '%1' is a human seat: people cannot play tournament games (use bot "
                                            "or model entrants; play a person against a bot in Compose).")
                                             .arg(q(seat.name))
                                             .toStdString());
                seats.push_back(seat);
            }
        }
    m_runner.reset();
    m_tap.reset();
    m_writer.reset();
    m_dir.clear();
    m_spec = spec.value();

    if (!m_spec.allBots()) {
        // Model entrants: their keys first. The keychain answers asynchronously; the tournament
        // starts from the event loop once every key an entrant may use is in.
        m_resolving = true;
        const quint64 token = ++m_startToken;
        m_services.resolveKeys(seats, this, [this, token, runsDir](providers::ResolvedKeys keys) {
            if (token != m_startToken || !m_resolving) return;  // stopped meanwhile
            m_resolving = false;
            startModels(runsDir, keys);
        });
        return engine::okStatus();
    }

    if (auto s = openFolder(runsDir); !s) return s;
    const std::string dir = m_dir.toStdString();
    // One game at a time: results arrive in schedule order, so the leaderboard is reproducible
    // and equals the report read back from the folder at every step.
    m_runner = std::make_unique<engine::TournamentRunner>(m_spec, registry, m_services.seatFactory(), *m_tap, dir, 1);
    QPointer<TournamentJob> self(this);
    m_runner->setOnResult([self](const engine::GameResult& r, const engine::Standings& standings) {
        QMetaObject::invokeMethod(
            self.data(), [self, r, standings] { emit self->resultApplied(r, standings); }, Qt::QueuedConnection);
    });
    m_errors.clear();
    m_thread = QThread::create([this, self] {
        m_runner->start();
        m_writer->close();  // written whole, and free for `nashlab-cli tournament --resume`
        const Json report = readReport();
        QStringList errors;
        for (const auto& e : m_runner->outcome().errors) errors << q(e);
        QMetaObject::invokeMethod(
            self.data(),
            [self, report, errors] {
                self->m_thread->wait();  // returning: running() is false from here on
                self->m_errors = errors;
                emit self->finished(report);
            },
            Qt::QueuedConnection);
    });
    m_thread->setParent(this);
    m_thread->start();
    emit started(m_dir);
    return engine::okStatus();
}

// Every entrant in every environment must make a seat (a model's key found, its provider known)
// before a folder exists: the message names the entrant and where its key goes.
engine::Status TournamentJob::checkEntrants(const providers::ResolvedKeys& keys) const {
    providers::ProviderOptions check;
    check.cache = providers::CacheMode::Off;
    check.keys = std::make_shared<const providers::ResolvedKeys>(keys);
    const auto factory = m_services.seatFactory(check);
    const auto& registry = engine::GameRegistry::builtin();
    for (int e = 0; e < static_cast<int>(m_spec.environments.size()); ++e)
        for (int i = 0; i < static_cast<int>(m_spec.entrants.size()); ++i) {
            auto x = entrantGame(m_spec, e, i);
            if (!x) return x.error();
            const auto session = engine::sessionSpec(x.value(), 0);
            for (int at = 0; at < static_cast<int>(session.seats.size()); ++at) {
                const engine::SeatSpec& seat = session.seats[static_cast<std::size_t>(at)];
                auto made = factory(*registry.find(x->game), session, at);
                if (made) continue;
                const QString name = q(seat.name);
                if (made.error().code != "missing_key")
                    return engine::Error::make(
                        made.error().code,
                        tr("Entrant '%1' cannot play: %2").arg(name, errorText(made.error())).toStdString());
                const std::string provider = seat.settings.value("provider", "openai");
                const std::string keyEnv = seat.settings.value("api_key_env", "");
                const std::string baseUrl = seat.settings.value("base_url", "");
                const std::string env = keyEnv.empty() ? providers::defaultKeyEnv(provider) : keyEnv;
                const std::string entry =
                    providers::keychainEntry(provider, providers::officialEndpoint(provider, baseUrl) ? "" : baseUrl);
                QString text = tr("Entrant '%1' (%2/%3) has no API key: set the environment variable %4, or store the "
                                  "key in Settings → Providers (system keychain entry NashLab/%5).")
                                   .arg(name, q(provider), q(seat.settings.value("model", "")), q(env), q(entry));
                if (!keys.problem.empty()) text += QLatin1Char(' ') + tr("The keychain: %1").arg(q(keys.problem));
                return engine::Error::make("missing_key", text.toStdString());
            }
        }
    return engine::okStatus();
}

void TournamentJob::startModels(const QString& runsDir, const providers::ResolvedKeys& keys) {
    if (auto s = checkEntrants(keys); !s) {
        emit startFailed(errorText(s.error()));
        return;
    }
    if (auto s = openFolder(runsDir); !s) {
        emit startFailed(errorText(s.error()));
        return;
    }
    providers::ProviderOptions options;  // the response cache read and written, as the CLI's default
    options.keys = std::make_shared<const providers::ResolvedKeys>(keys);
    options.onWarning = [self = QPointer<TournamentJob>(this)](const std::string& message) {
        if (self) emit self->warning(QString::fromStdString(message));
    };
    m_context = std::make_shared<std::shared_ptr<providers::ProviderContext>>();
    m_runner = std::make_unique<engine::TournamentRunner>(m_spec, engine::GameRegistry::builtin(),
                                                          m_services.seatFactory(options, m_context), *m_tap,
                                                          m_dir.toStdString(), kModelJobs);
    // The runner calls back from inside a game's last answer: the window hears of it from the
    // event loop, in the order the runner wrote it (after that game's gameStarted).
    QPointer<TournamentJob> self(this);
    m_runner->setOnResult([self](const engine::GameResult& r, const engine::Standings& standings) {
        QMetaObject::invokeMethod(
            self.data(), [self, r, standings] { emit self->resultApplied(r, standings); }, Qt::QueuedConnection);
    });
    m_runner->setOnDone([self] {
        QMetaObject::invokeMethod(
            self.data(), [self] { self->finishModels(); }, Qt::QueuedConnection);
    });
    m_onLoop = true;
    m_errors.clear();
    emit started(m_dir);
    m_runner->start();  // the first games ask their seats; answers arrive through the event loop
}

void TournamentJob::finishModels() {
    if (!m_onLoop) return;
    m_onLoop = false;
    m_errors.clear();
    for (const auto& e : m_runner->outcome().errors) m_errors << q(e);
    m_runner.reset();   // the games' own folders written whole
    m_writer->close();  // written whole, and free for `nashlab-cli tournament --resume`
    emit finished(readReport());
}

}  // namespace nashlab::ui
