#include "ui/tournament/tournament_job.h"

#include <QDateTime>
#include <QPointer>
#include <filesystem>

#include "engine/record/run_writer.h"
#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_report.h"
#include "engine/tournament/tournament_runner.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::ui {

using engine::Json;

// Passes every tournament event on to the folder's writer and tells the window of games that
// start (the runner's own result callback tells it of the ends).
class TournamentJob::Tap final : public engine::EventSink {
public:
    Tap(engine::EventSink& next, TournamentJob* job) : m_next(next), m_job(job) {}
    void write(const Json& event) override {
        m_next.write(event);
        if (event.value("type", "") != "game_started") return;
        const auto& spec = m_job->m_spec;
        const int game = event.value("game", 0);
        const int env = spec.environmentIndex(event.value("environment", ""));
        const Json seats = event.value("seats", Json::array());
        const int first = seats.size() == 2 ? spec.entrantIndex(seats[0].get<std::string>()) : -1;
        const int second = seats.size() == 2 ? spec.entrantIndex(seats[1].get<std::string>()) : -1;
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
    stop();
    if (m_thread) m_thread->wait();
}

void TournamentJob::stop() {
    if (m_runner) m_runner->requestStop();
}

engine::Status TournamentJob::start(const Json& specJson, const QString& runsDir) {
    if (running()) return engine::Error::make("busy", "a tournament is already running");
    const auto& registry = engine::GameRegistry::builtin();
    const auto seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) & ((1ULL << 53) - 1);
    auto spec = engine::parseTournamentSpec(specJson, registry, seed);
    if (!spec) return spec.error();
    // The window plays bots on a worker thread; model entrants need the event loop and keys (CLI).
    if (!spec->allBots()) return engine::Error::make("invalid_value", "the window plays bots-only tournaments");
    m_spec = spec.value();
    Json resolved = m_spec.toJson();
    const auto now = QDateTime::currentMSecsSinceEpoch();
    const std::string dir = runsDir.toStdString() + "/" + engine::runFolderName(m_spec.name, now);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return engine::Error::make("io", "cannot create " + dir + ": " + ec.message());
    if (auto s = engine::writeJsonFileAtomic(dir + "/spec.json", resolved); !s) return s;
    auto writer = engine::RunWriter::append(dir);
    if (!writer) return writer.error();
    m_dir = QString::fromStdString(dir);
    m_writer = std::move(writer.value());
    m_tap = std::make_unique<Tap>(*m_writer, this);
    // One game at a time: results arrive in schedule order, so the leaderboard is reproducible
    // and equals the report read back from the folder at every step.
    m_runner = std::make_unique<engine::TournamentRunner>(m_spec, registry, providers::applicationSeatFactory(), *m_tap,
                                                          dir, 1);
    QPointer<TournamentJob> self(this);
    m_runner->setOnResult([self](const engine::GameResult& r, const engine::Standings& standings) {
        QMetaObject::invokeMethod(
            self.data(), [self, r, standings] { emit self->resultApplied(r, standings); }, Qt::QueuedConnection);
    });
    m_thread = QThread::create([this, self, dir] {
        m_runner->start();
        m_writer->flush();
        auto record = engine::readTournament(dir, engine::GameRegistry::builtin());
        Json report = Json{{"error", record ? std::string() : record.error().message}};
        if (record) {
            auto r =
                engine::tournamentReport(record->spec, record->standings(), "", engine::plannedGames(record->spec));
            report = r ? r.value() : Json{{"error", r.error().message}};
        }
        QMetaObject::invokeMethod(
            self.data(), [self, report] { emit self->finished(report); }, Qt::QueuedConnection);
    });
    m_thread->setParent(this);
    m_thread->start();
    return engine::okStatus();
}

}  // namespace nashlab::ui
