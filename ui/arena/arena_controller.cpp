#include "ui/arena/arena_controller.h"

#include <QCoreApplication>

#include "engine/game/game_registry.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"
#include "ui/arena/human_seat.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

using engine::Json;

ArenaController::ArenaController(RunModel& model, QObject* parent) : QObject(parent), m_model(model) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ArenaController::tick);
    m_countdown.setInterval(100);
    connect(&m_countdown, &QTimer::timeout, this, &ArenaController::checkCountdowns);
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
        const engine::SeatSpec& seatSpec = session.seats.at(static_cast<std::size_t>(seat));
        GatedSeat::OnAsk onAsk;
        if (seatSpec.type == "human") {
            // The spec's own limit wins; otherwise the arena's (read when the question is asked).
            const double specLimit = seatSpec.settings.value("timeout_s", 0.0);
            inner = std::make_unique<HumanSeat>(
                seat,
                [this, specLimit](int s, const engine::DecisionRequest& request, engine::Seat::Callback done) {
                    askHuman(s, request, std::move(done), specLimit > 0 ? specLimit : m_humanLimitS);
                },
                [this](int s) {
                    if (m_humans.erase(s)) emit humanWithdrawn(s);
                });
        } else {
            auto made = base(g, session, seat);
            if (!made) return made.error();
            inner = std::move(made.value());
            if (auto* llm = dynamic_cast<providers::LlmSeat*>(inner.get())) {
                // The reply streams into the seat's panel (with "stream": true in the seat's spec).
                llm->setOnText(
                    [this, seat](const std::string& text) { m_model.appendText(seat, QString::fromStdString(text)); });
                onAsk = [this, seat](const engine::DecisionRequest& r) { m_model.setAsked(seat, r.attempt); };
            }
        }
        return std::unique_ptr<engine::Seat>(std::make_unique<GatedSeat>(std::move(inner), m_gate, std::move(onAsk)));
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
    m_revealUntil = 0;
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
    if (m_reveal) return reveal();  // N reveals the next round and stays in reveal mode
    m_paused = false;
    m_stepOnce = true;
    emit stateChanged();
    m_timer.start(0);
}

void ArenaController::stop() {
    if (!active()) return;
    m_timer.stop();
    m_countdown.stop();
    m_runner->stop();
    emit stateChanged();
}

void ArenaController::setDelayMs(int ms) {
    m_delayMs = std::max(0, ms);
    if (active() && !m_paused) schedule(false);
}

void ArenaController::setRevealOnClick(bool on) {
    m_reveal = on;
    if (on) m_revealUntil = progress().roundsDone;  // the round in flight finishes; no new one starts
    emit stateChanged();
    if (active() && !m_paused) schedule(false);
}

void ArenaController::reveal() {
    if (!active()) return;
    m_revealUntil = std::max(m_revealUntil, progress().roundsDone) + 1;
    m_paused = false;
    m_stepOnce = false;
    emit stateChanged();
    m_timer.start(0);
}

bool ArenaController::waitingForReveal() const {
    return m_reveal && active() && !m_paused && progress().roundsDone >= m_revealUntil;
}

QDeadlineTimer ArenaController::humanDeadline(int seat) const {
    const auto it = m_humans.find(seat);
    return it == m_humans.end() ? QDeadlineTimer(QDeadlineTimer::Forever) : it->second.deadline;
}

void ArenaController::askHuman(int seat, const engine::DecisionRequest& request, engine::Seat::Callback done,
                               double limitS) {
    HumanAsk ask{request, std::move(done)};
    if (limitS > 0) {
        ask.deadline = QDeadlineTimer(static_cast<qint64>(limitS * 1000.0));
        ask.limitS = limitS;
        if (!m_countdown.isActive()) m_countdown.start();
    }
    m_humans[seat] = std::move(ask);
    m_model.setStatus(seat, SeatStatus::Waiting);
    emit humanAsked(seat);
}

void ArenaController::checkCountdowns() {
    std::vector<int> expired;
    bool anyLimit = false;
    for (const auto& [seat, ask] : m_humans) {
        if (ask.deadline.isForever()) continue;
        anyLimit = true;
        if (ask.deadline.hasExpired()) expired.push_back(seat);
    }
    if (!anyLimit) m_countdown.stop();
    for (int seat : expired) {
        auto it = m_humans.find(seat);
        if (it == m_humans.end()) continue;  // answered by an earlier expiry's consequences
        engine::Seat::Callback done = std::move(it->second.done);
        const double limit = it->second.limitS;
        m_humans.erase(it);
        engine::DecisionReply reply;
        reply.timedOut = "no answer within " + engine::formatNumber(limit, 1) + " s";
        reply.extra = {{"input", "human"}};
        emit humanWithdrawn(seat);
        done(std::move(reply));  // the policy's fallback answers; the round may complete
    }
    if (!expired.empty() && active() && !m_paused) schedule(false);
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
    if (waitingForReveal()) {
        emit stateChanged();  // the view says a click releases the next round
        return;
    }
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
    } while (m_delayMs == 0 && !m_reveal && clock.elapsed() < 8 && active());
    m_longestTickMs = std::max(m_longestTickMs, static_cast<double>(clock.nsecsElapsed()) / 1e6);
    if (!m_paused) schedule(released);
}

void ArenaController::schedule(bool released) {
    if (!active()) return;
    // After a round, wait the pacing delay; while a person thinks, look again soon. Revealing,
    // the steps of the clicked round follow each other at once.
    if (m_reveal)
        m_timer.start(released ? 0 : 30);
    else
        m_timer.start(released ? m_delayMs : std::min(m_delayMs, 30));
}

void ArenaController::ended(const engine::ExperimentOutcome& outcome) {
    m_timer.stop();
    m_countdown.stop();
    QString summary = tr("%n session(s) finished", nullptr, outcome.finished);
    if (outcome.stopped) summary += tr(", %n stopped", nullptr, outcome.stopped);
    if (outcome.aborted) summary += tr(", %n aborted", nullptr, outcome.aborted);
    for (const auto& e : outcome.errors) summary += QLatin1Char('\n') + QString::fromStdString(e);
    if (!m_writer->writeError().empty()) summary += QLatin1Char('\n') + QString::fromStdString(m_writer->writeError());
    emit stateChanged();
    emit finished(m_runDir, summary);
}

}  // namespace nashlab::ui
