#include "classroom/room_run.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QNetworkInterface>
#include <QTimer>
#include <algorithm>

#include "classroom/remote_seat.h"
#include "classroom/room_server.h"
#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_lock.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"

namespace nashlab::classroom {
namespace {

bool hasHumanSeat(const engine::ExperimentSpec& spec) {
    for (const auto& first : engine::firstSessions(spec))
        if (std::none_of(first.seats->begin(), first.seats->end(),
                         [](const engine::SeatSpec& s) { return s.type == "human"; }))
            return false;
    return true;
}

// The address students type: the listening one, or this machine's first network address when it
// listens on all of them.
QString shownHost(const QString& host) {
    const QHostAddress address(host);
    if (address != QHostAddress::AnyIPv4 && address != QHostAddress::Any && address != QHostAddress::AnyIPv6)
        return address.protocol() == QAbstractSocket::IPv6Protocol ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) return a.toString();
    return QStringLiteral("127.0.0.1");
}

}  // namespace

RoomRun::~RoomRun() { close(); }

engine::Result<std::unique_ptr<RoomRun>> RoomRun::create(const engine::ExperimentSpec& spec, const QString& runsDir,
                                                         RoomOptions options, engine::SeatFactory seats) {
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    if (!game) return engine::Error::make("unknown_game", "unknown game '" + spec.game + "'");
    if (!hasHumanSeat(spec))
        return engine::Error::make("invalid_spec",
                                   "a room needs at least one human seat for its students (seat type \"human\")");
    // Refuse seats this build cannot play before a run folder exists.
    if (!seats) seats = engine::builtinSeatFactory();
    const engine::SeatFactory& check = seats;
    for (const auto& first : engine::firstSessions(spec))
        for (int i = 0; i < static_cast<int>(first.seats.size()); ++i) {
            if (first.seats[static_cast<std::size_t>(i)].type == "human") continue;
            auto seat = check(*game, first, i);
            if (!seat) return seat.error();
        }
    engine::Json resolved = spec.toJson();
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    auto writer = engine::RunWriter::create(runsDir.toStdString(), spec.name, resolved);
    if (!writer) return writer.error();
    std::unique_ptr<RoomRun> run(new RoomRun());
    if (auto s = run->build(spec, std::move(writer.value()), std::move(options), std::move(seats)); !s)
        return s.error();
    run->m_room->setStateFile(run->m_writer->dir() + "/" + kRoomFile);
    if (auto s = engine::writeJsonFileAtomic(run->m_writer->dir() + "/" + kRoomFile, run->m_room->toJson()); !s)
        return s.error();
    run->m_room->setSessions(spec.sessionCount(), 0);
    return run;
}

engine::Result<std::unique_ptr<RoomRun>> RoomRun::resume(const QString& dir, engine::SeatFactory seats) {
    const std::string runDir = QDir(dir).absolutePath().toStdString();
    const std::string roomFile = runDir + "/" + kRoomFile;
    if (!QFileInfo::exists(QString::fromStdString(roomFile)))
        return engine::Error::make("not_a_room",
                                   dir.toStdString() + " is not a room's run folder (it has no room.json)");
    auto lock = engine::RunLock::acquire(runDir);
    if (!lock) return lock.error();
    auto saved = engine::readJsonFile(roomFile);
    if (!saved) return saved.error();
    auto before = engine::readRun(runDir);
    if (!before) return before.error();
    auto spec = engine::parseExperimentSpec(before->spec, engine::GameRegistry::builtin(), 0);
    if (!spec) return engine::Error::make(spec.error().code, runDir + "/spec.json: " + spec.error().message);
    auto options = RoomOptions::fromJson(saved->value("options", engine::Json::object()));
    if (!options) return engine::Error::make("invalid_room", roomFile + ": " + options.error().message);
    if (auto s = engine::truncateToCompletedRounds(runDir); !s) return s.error();
    auto record = engine::readRun(runDir);
    if (!record) return record.error();
    auto writer = engine::RunWriter::append(runDir, std::move(lock.value()));
    if (!writer) return writer.error();
    std::unique_ptr<RoomRun> run(new RoomRun());
    if (auto s = run->build(spec.value(), std::move(writer.value()), options.value(), std::move(seats)); !s)
        return s.error();
    if (auto s = run->m_room->restore(saved.value()); !s) return s.error();
    run->m_room->setStateFile(roomFile);
    const auto ended = std::count_if(record->sessions.begin(), record->sessions.end(),
                                     [](const engine::SessionRecord& s) { return s.isFinished(); });
    run->m_room->setSessions(spec->sessionCount(), static_cast<int>(ended));
    run->m_resume = std::make_unique<engine::RunRecord>(std::move(record.value()));
    if (auto s = run->m_runner->resumeFrom(*run->m_resume); !s) return s.error();
    return run;
}

engine::Status RoomRun::build(const engine::ExperimentSpec& spec, std::unique_ptr<engine::RunWriter> writer,
                              RoomOptions options, engine::SeatFactory seats) {
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    if (!game) return engine::Error::make("unknown_game", "unknown game '" + spec.game + "'");
    std::string strategy = options.dropoutStrategy;
    if (strategy.empty() && !game->strategies().empty()) strategy = game->strategies().front().id;
    if (options.dropout == Dropout::Bot) {
        const auto first = engine::firstSessions(spec).front();
        auto probe =
            game->makeBotChecked(strategy, engine::Json::object(), {0, first.setup.numSeats, first.setup.params});
        if (!probe) return engine::Error::make("invalid_option", "dropout bot: " + probe.error().message);
    }
    m_writer = std::move(writer);
    m_prompts = std::make_unique<engine::PromptBuilder>();
    m_room = std::make_unique<Room>(*game, spec, options);
    m_room->setFallbackStrategy(strategy);
    const engine::SeatFactory base = seats ? std::move(seats) : engine::builtinSeatFactory();
    Room* room = m_room.get();
    engine::SeatFactory factory = [room, base, strategy](const engine::Game& g, const engine::SessionSpec& session,
                                                         int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        if (session.seats.at(static_cast<std::size_t>(seat)).type != "human") return base(g, session, seat);
        // The bot that answers for a student who has gone (or whose seat the instructor switched).
        std::unique_ptr<engine::Seat> fallback;
        if (!strategy.empty()) {
            auto bot = g.makeBotChecked(strategy, engine::Json::object(),
                                        {seat, session.setup.numSeats, session.setup.params});
            if (bot) fallback = std::move(bot.value());
        }
        return std::unique_ptr<engine::Seat>(std::make_unique<RemoteSeat>(*room, seat, std::move(fallback)));
    };
    m_runner = std::make_unique<engine::ExperimentRunner>(*game, spec, std::move(factory), *m_writer, *m_prompts, 1);
    m_runner->setOnEvent([room](const engine::Json& e) { room->eventWritten(e); });
    m_runner->setOnDone([this](const engine::ExperimentOutcome&) {
        // Called from inside the runner: finish from the event loop.
        QTimer::singleShot(0, this, [this] {
            m_writer->flush();
            m_room->experimentDone();
            emit finished();
        });
    });
    m_room->setOnStart([this] { QTimer::singleShot(0, this, [this] { startPlaying(); }); });
    return engine::okStatus();
}

void RoomRun::startPlaying() {
    if (m_started) return;
    m_started = true;
    m_runner->start();
}

engine::Status RoomRun::listen(const QString& host, quint16 port) {
    const QHostAddress address(host);
    if (address.isNull())
        // Built with append, not "'" + std::string: GCC 12 at -O3 reports a false -Wrestrict there.
        return engine::Error::make(
            "invalid_address",
            std::string("'").append(host.toStdString()).append("' is not an IP address to listen on"));
    if (!m_server) m_server = std::make_unique<RoomServer>(*m_room);
    if (auto s = m_server->listen(address, port); !s) return s;
    m_host = shownHost(host);
    m_room->setJoinUrl(joinUrl().toString().toStdString());
    return engine::okStatus();
}

void RoomRun::close() {
    if (m_server) m_server->close();
    m_server.reset();  // with it every connection still open, pages' kept-alive ones included
    if (m_runner && m_started && !m_runner->done()) m_runner->stop();  // resumable: room --resume
    if (m_writer) m_writer->flush();
}

QString RoomRun::runDir() const { return m_writer ? QString::fromStdString(m_writer->dir()) : QString(); }
quint16 RoomRun::port() const { return m_server ? m_server->port() : 0; }
bool RoomRun::done() const { return m_runner && m_runner->done(); }
const engine::ExperimentOutcome& RoomRun::outcome() const { return m_runner->outcome(); }

QUrl RoomRun::joinUrl() const {
    return QUrl(
        QStringLiteral("http://%1:%2/?code=%3").arg(m_host).arg(port()).arg(QString::fromStdString(m_room->code())));
}

QUrl RoomRun::projectorUrl() const {
    return QUrl(QStringLiteral("http://%1:%2/projector#t=%3")
                    .arg(m_host)
                    .arg(port())
                    .arg(QString::fromStdString(m_room->instructorToken())));
}

QUrl RoomRun::instructorUrl() const {
    return QUrl(QStringLiteral("http://%1:%2/instructor#t=%3")
                    .arg(m_host)
                    .arg(port())
                    .arg(QString::fromStdString(m_room->instructorToken())));
}

}  // namespace nashlab::classroom
