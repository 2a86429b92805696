#include "ui/arena/arena_controller.h"

#include <QCoreApplication>

#include "engine/game/game_registry.h"
#include "providers/seats/seat_factory.h"
#include "ui/arena/human_seat.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

using engine::Json;

ArenaController::ArenaController(RunModel& model, QObject* parent) : QObject(parent), m_model(model) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ArenaController::tick);
}

ArenaController::~ArenaController() {
    m_timer.stop();
    m_runner.reset();  // before the gate and the writer it uses
}

engine::Status ArenaController::start(const engine::ExperimentSpec& spec, const QString& runsDir, bool startPaused) {
    if (active()) return engine::Error::make("busy", tr("A run is in progress: stop it first.").toStdString());
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);
    if (!game)
        return engine::Error::make("unknown_game",
                                   tr("Unknown game '%1'.").arg(QString::fromStdString(spec.game)).toStdString());
    m_timer.stop();
    m_runner.reset();
    m_humans.clear();

    const engine::SeatFactory base = providers::applicationSeatFactory();
    engine::SeatFactory factory = [this, base](const engine::Game& g, const engine::SessionSpec& session,
                                               int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        std::unique_ptr<engine::Seat> inner;
        if (session.seats.at(static_cast<std::size_t>(seat)).type == "human") {
            inner = std::make_unique<HumanSeat>(
                seat,
                [this](int s, const engine::DecisionRequest& request, engine::Seat::Callback done) {
                    m_humans[s] = {request, std::move(done)};
                    m_model.setStatus(s, SeatStatus::Waiting);
                    emit humanAsked(s);
                },
                [this](int s) {
                    if (m_humans.erase(s)) emit humanWithdrawn(s);
                });
        } else {
            auto made = base(g, session, seat);
            if (!made) return made.error();
            inner = std::move(made.value());
        }
        return std::unique_ptr<engine::Seat>(std::make_unique<GatedSeat>(std::move(inner), m_gate));
    };
    // Refuse seats this build cannot play before a run folder exists (as the CLI does).
    const auto sessions = engine::expandSessions(spec);
    for (int i = 0; i < static_cast<int>(spec.seats.size()); ++i) {
        if (spec.seats[static_cast<std::size_t>(i)].type == "human") continue;
        auto seat = base(*game, sessions.front(), i);
        if (!seat) return seat.error();
    }

    Json resolved = spec.toJson();
    resolved["nashlab_version"] = QCoreApplication::applicationVersion().toStdString();
    auto writer = engine::RunWriter::create(runsDir.toStdString(), spec.name, resolved);
    if (!writer) return writer.error();
    m_writer = std::move(writer.value());
    m_runDir = QString::fromStdString(m_writer->dir());
    m_model.clear();
    m_runner = std::make_unique<engine::ExperimentRunner>(*game, spec, factory, *m_writer, m_prompts);
    m_runner->setOnEvent([this](const Json& e) { m_model.addEvent(e); });
    m_runner->setOnProgress([this](const engine::ExperimentProgress&) { emit progressChanged(); });
    m_runner->setOnDone([this](const engine::ExperimentOutcome& outcome) {
        // Called from inside the runner: report from the event loop instead.
        const engine::ExperimentOutcome copy = outcome;
        QTimer::singleShot(0, this, [this, copy] { ended(copy); });
    });
    m_paused = startPaused;
    m_stepOnce = false;
    m_runner->start();  // sessions start and their first requests wait in the gate
    emit stateChanged();
    if (!m_paused) schedule(false);
    return engine::okStatus();
}

void ArenaController::run() {
    if (!active()) return;
    m_paused = false;
    m_stepOnce = false;
    emit stateChanged();
    schedule(false);
}

void ArenaController::pause() {
    if (!active()) return;
    m_paused = true;
    m_timer.stop();
    emit stateChanged();
}

void ArenaController::step() {
    if (!active()) return;
    m_paused = false;
    m_stepOnce = true;
    emit stateChanged();
    m_timer.start(0);
}

void ArenaController::stop() {
    if (!active()) return;
    m_timer.stop();
    m_runner->stop();
    emit stateChanged();
}

void ArenaController::setDelayMs(int ms) {
    m_delayMs = std::max(0, ms);
    if (active() && !m_paused) schedule(false);
}

engine::ExperimentProgress ArenaController::progress() const {
    return m_runner ? m_runner->progress() : engine::ExperimentProgress{};
}

const engine::DecisionRequest* ArenaController::humanRequest(int seat) const {
    const auto it = m_humans.find(seat);
    return it == m_humans.end() ? nullptr : &it->second.request;
}

void ArenaController::submitHuman(int seat, const Json& action) {
    auto it = m_humans.find(seat);
    if (it == m_humans.end()) return;
    engine::Seat::Callback done = std::move(it->second.done);
    m_humans.erase(it);
    engine::DecisionReply reply;
    reply.rawText = action.dump();
    reply.action = action;
    reply.extra = {{"input", "human"}};
    done(std::move(reply));  // may complete the round and queue the next one in the gate
    emit humanWithdrawn(seat);
    if (active() && !m_paused) schedule(false);
}

void ArenaController::tick() {
    if (!active() || m_paused) return;
    QElapsedTimer clock;
    clock.start();
    bool released = false;
    // With no delay, release rounds for a few milliseconds per tick: fast, yet the window stays live.
    do {
        if (!m_gate.hasWaiting()) break;
        m_gate.releaseAll();
        released = true;
        if (m_stepOnce) {
            m_stepOnce = false;
            m_paused = true;
            emit stateChanged();
            break;
        }
    } while (m_delayMs == 0 && clock.elapsed() < 8 && active());
    m_longestTickMs = std::max(m_longestTickMs, static_cast<double>(clock.nsecsElapsed()) / 1e6);
    if (!m_paused) schedule(released);
}

void ArenaController::schedule(bool released) {
    if (!active()) return;
    // After a round, wait the pacing delay; while a person thinks, look again soon.
    m_timer.start(released ? m_delayMs : std::min(m_delayMs, 30));
}

void ArenaController::ended(const engine::ExperimentOutcome& outcome) {
    m_timer.stop();
    QString summary = tr("%n session(s) finished", nullptr, outcome.finished);
    if (outcome.stopped) summary += tr(", %n stopped", nullptr, outcome.stopped);
    if (outcome.aborted) summary += tr(", %n aborted", nullptr, outcome.aborted);
    for (const auto& e : outcome.errors) summary += QLatin1Char('\n') + QString::fromStdString(e);
    if (!m_writer->writeError().empty()) summary += QLatin1Char('\n') + QString::fromStdString(m_writer->writeError());
    emit stateChanged();
    emit finished(m_runDir, summary);
}

}  // namespace nashlab::ui
