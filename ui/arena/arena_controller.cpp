#include "ui/arena/arena_controller.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <algorithm>
#include <optional>

#include "engine/core/thread_priority.h"
#include "engine/game/game_registry.h"
#include "engine/record/events.h"
#include "providers/seats/llm_seat.h"
#include "ui/arena/arena_batch.h"
#include "ui/arena/human_seat.h"
#include "ui/common/error_text.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

using engine::Json;

namespace {

// The window takes the worker's events at most kDrainBudgetNs at a time, then lets the loop paint
// and handle input: again after a frame when it has caught up, after a breather when events wait.
constexpr int kDrainIntervalMs = 16;  // about one frame
constexpr int kBacklogIntervalMs = 2;
// A quarter of a frame: what the window does after a drain (a chart, the seat panels, painting)
// must fit in the rest of it.
constexpr qint64 kDrainBudgetNs = 4'000'000;
}  // namespace

ArenaController::ArenaController(RunModel& model, QObject* parent) : QObject(parent), m_model(model) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ArenaController::tick);
    m_countdown.setInterval(100);
    connect(&m_countdown, &QTimer::timeout, this, &ArenaController::checkCountdowns);
    m_drain.setSingleShot(true);
    connect(&m_drain, &QTimer::timeout, this, &ArenaController::drain);
}

ArenaController::~ArenaController() {
    m_timer.stop();
    m_drain.stop();
    stopWorker(true);  // sessions in flight are written whole; the rest stays resumable
    m_runner.reset();  // before the gate and the writer it uses
}

bool ArenaController::batchWorkerWaiting() const {
    if (!m_batch) return false;
    std::lock_guard lock(m_batch->mutex);
    return m_batch->workerWaiting;
}

bool ArenaController::active() const {
    // Active until ended() has closed the record: a stopped run's folder is free for
    // `nashlab-cli run --resume` once the window says it is no longer running.
    if (m_resolving || m_ending) return true;
    if (m_batch) return m_batchRunning;
    return m_runner && !m_runner->done();
}

engine::Status ArenaController::start(const engine::ExperimentSpec& spec, const QString& runsDir, bool startPaused) {
    if (active()) return engine::Error::make("busy", tr("A run is in progress: stop it first.").toStdString());
    if (!engine::GameRegistry::builtin().find(spec.game))
        return engine::Error::make("unknown_game",
                                   tr("Unknown game '%1'.").arg(QString::fromStdString(spec.game)).toStdString());
    return launch(spec, startPaused, [this, spec, runsDir](std::shared_ptr<const providers::ResolvedKeys> keys) {
        return m_launcher.prepare(spec, runsDir, std::move(keys), warningSink());
    });
}

engine::Status ArenaController::resume(const QString& runDir, bool startPaused) {
    if (active()) return engine::Error::make("busy", tr("A run is in progress: stop it first.").toStdString());
    auto planned = m_launcher.planResume(runDir);  // holds the folder's lock from now on
    if (!planned) return planned.error();
    auto plan = std::make_shared<engine::ResumePlan>(std::move(planned.value()));
    // A stop while the keys are looked up drops the open step, and the plan's lock with it.
    return launch(plan->spec, startPaused, [this, plan](std::shared_ptr<const providers::ResolvedKeys> keys) {
        return m_launcher.openResume(*plan, std::move(keys), warningSink());
    });
}

std::function<void(const std::string&)> ArenaController::warningSink() {
    return [self = QPointer<ArenaController>(this)](const std::string& message) {
        if (self) emit self->warning(QString::fromStdString(message));
    };
}

engine::Status ArenaController::launch(const engine::ExperimentSpec& spec, bool startPaused, OpenRun open) {
    if (!RunLauncher::needsKeys(spec)) {
        auto launched = open(nullptr);
        if (!launched) return launched.error();
        return begin(spec, std::move(launched.value()), startPaused);
    }
    // Model seats: their keys first. The keychain answers asynchronously; the run starts from the
    // event loop once every key a seat may use is in (or the keychain's time limit has passed).
    m_resolving = true;
    m_paused = startPaused;
    m_stepOnce = false;
    const quint64 token = ++m_startToken;
    emit stateChanged();
    m_launcher.lookUpKeys(spec, this, [this, spec, token, open = std::move(open)](auto keys) {
        if (token != m_startToken || !m_resolving) return;  // stopped, or started again, meanwhile
        m_resolving = false;
        const bool stepAfter = m_stepOnce;  // pause, run and step pressed while waiting still count
        auto launched = open(std::move(keys));
        engine::Status s = launched ? begin(spec, std::move(launched.value()), m_paused || stepAfter)
                                    : engine::Status(launched.error());
        if (!s) {
            emit stateChanged();
            emit startFailed(errorText(s.error()));
            return;
        }
        if (stepAfter) step();
    });
    return engine::okStatus();
}

engine::Status ArenaController::begin(const engine::ExperimentSpec& spec, LaunchedRun launched, bool startPaused) {
    const engine::Game* game = engine::GameRegistry::builtin().find(spec.game);  // checked by prepare()
    m_timer.stop();
    m_drain.stop();
    stopWorker(true);
    m_runner.reset();
    m_batch.reset();
    m_humans.clear();

    m_budget = launched.budget;
    m_currency = launched.currency;
    m_spent = 0;
    m_writer = std::move(launched.writer);
    // The record's thread writes a batch's megabytes while the window draws: below the GUI thread
    // and Qt's GUI thread pool, which a large fill waits on (a whole page's repaint, mid-batch).
    m_writer->lowerWriterThreadPriority();
    m_runDir = QString::fromStdString(m_writer->dir());
    m_firstSession = spec.sessionCount() > 0 ? RunModel::plannedView(engine::sessionSpec(spec, 0)) : SessionView{};
    const engine::SeatFactory base = std::move(launched.seats);
    m_runClock.start();  // the time left is read from the pace of the run
    m_roundsAtStart = 0;
    m_model.clear();
    if (launched.resumeFrom) {
        // A resumed run shows what it played before, then plays on; its pace counts new rounds only.
        for (const Json& e : launched.resumeFrom->events) m_model.addEvent(e);
        for (const auto& session : launched.resumeFrom->sessions)
            m_roundsAtStart += static_cast<long long>(session.rounds.size());
    }
    m_paused = startPaused;
    m_stepOnce = false;
    m_revealUntil = 0;

    // Bots only, as fast as possible, several sessions the engine can play side by side: the
    // worker thread plays them. (One session, or sessions that carry over, stay on the paced
    // path: the engine plays those in order and could not stop between them.)
    const auto seats = engine::everySeat(spec);
    const bool botsOnly =
        std::all_of(seats.begin(), seats.end(), [](const engine::SeatSpec& s) { return s.type == "bot"; });
    if (botsOnly && m_delayMs == 0 && !m_reveal && QThread::idealThreadCount() > 1 && spec.repetitions > 1 &&
        !engine::carriesOver(*game, spec)) {
        // Announced first: the window builds the seats' panels before the worker's rounds arrive,
        // not in the same turn of the event loop as the first of them.
        emit runStarted(m_runDir);
        return beginBatch(*game, spec, launched);  // takes the resumed record
    }

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
    m_runner = std::make_unique<engine::ExperimentRunner>(*game, spec, factory, *m_writer, m_prompts);
    if (auto s = continueFrom(launched); !s) return s;
    m_runner->setOnEvent([this](const Json& e) {
        if (engine::eventTypeOf(e) == engine::EventType::Decision) m_spent += e.value("cost", 0.0);
        m_model.addEvent(e);
    });
    m_runner->setOnProgress([this](const engine::ExperimentProgress&) { emit progressChanged(); });
    m_runner->setOnDone([this](const engine::ExperimentOutcome& outcome) {
        // Called from inside the runner: report from the event loop instead.
        const engine::ExperimentOutcome copy = outcome;
        QTimer::singleShot(0, this, [this, copy] { ended(copy); });
    });
    m_runner->start();  // sessions start and their first requests wait in the gate
    emit stateChanged();
    emit runStarted(m_runDir);
    if (!m_paused) schedule(false);
    return engine::okStatus();
}

engine::Status ArenaController::continueFrom(LaunchedRun& launched) {
    if (launched.only) m_runner->playOnly(*launched.only);
    m_resumedRecord = std::move(launched.resumeFrom);  // the runner reads it while it plays
    if (!m_resumedRecord) return engine::okStatus();
    auto s = m_runner->resumeFrom(*m_resumedRecord);
    if (!s) {
        m_runner.reset();
        m_writer->close();  // the folder is free again, its record as it was cut
    }
    return s;
}

engine::Status ArenaController::beginBatch(const engine::Game& game, const engine::ExperimentSpec& spec,
                                           LaunchedRun& launched) {
    // Bots only: the engine's own factory (thread-safe); no gate, no keys, no live text. The
    // batch is the runner's sink: it writes the run folder and queues the events for the window.
    auto batch = m_batch = std::make_shared<Batch>(*m_writer);
    m_runner = std::make_unique<engine::ExperimentRunner>(game, spec, engine::builtinSeatFactory(), *batch, m_prompts);
    if (auto s = continueFrom(launched); !s) {
        m_batch.reset();
        return s;
    }
    // Every core but one: the window keeps a core to draw on (the command line takes them all).
    m_runner->setJobs(std::max(1, QThread::idealThreadCount() - 1));
    batch->begin(m_runner->progress());
    // Called on the worker, in record order.
    m_runner->setOnProgress([batch](const engine::ExperimentProgress& p) { batch->progressed(p); });
    m_runner->setOnDone([batch](const engine::ExperimentOutcome& outcome) { batch->done(outcome); });
    m_batchRunning = true;
    m_batchStopping = false;
    // The writer and the runner are only touched on the worker from now until it is joined.
    m_worker = std::jthread([runner = m_runner.get()] {
        // Below the GUI thread (so are the engine's job threads, started from this one): with every
        // core playing sessions, the window would otherwise wait for a core to draw on, and so would
        // the raster engine's fill threads its paint waits for.
        engine::lowerThreadPriority();
        runner->start();
    });
    emit stateChanged();
    // A frame from now: first the Arena page is painted (the seats and charts laid out from the
    // planned session), then what the worker played meanwhile is taken, in a turn of its own.
    if (!m_paused) m_drain.start(kDrainIntervalMs);
    return engine::okStatus();
}

void ArenaController::drain() {
    if (!m_batchRunning || m_paused) return;
    if (!m_batchStopping && waitingForReveal()) {
        emit stateChanged();  // the view says a click shows the next round
        return;
    }
    Batch& b = *m_batch;
    QElapsedTimer clock;
    clock.start();
    // One round at a time when stepping, revealing or pacing; otherwise as much as the budget allows.
    const bool oneRound = !m_batchStopping && (m_stepOnce || m_reveal || m_delayMs > 0);
    bool roundShown = false, caughtUp = false;
    std::optional<engine::ExperimentProgress> progressed;
    std::optional<engine::ExperimentOutcome> outcome;
    while (!roundShown && !outcome && clock.nsecsElapsed() < kDrainBudgetNs) {
        if (b.inbox.empty()) {
            {
                std::lock_guard lock(b.mutex);
                caughtUp = b.queue.empty();
                if (caughtUp) break;
                b.inbox.swap(b.queue);  // everything at once: the worker fills an empty queue meanwhile
            }
            b.room.notify_all();
        }
        Batch::Item item = std::move(b.inbox.front());
        b.inbox.pop_front();
        if (auto* event = std::get_if<Batch::Event>(&item)) {
            if (event->outcome)
                m_model.addRound(QString::fromStdString(event->session), std::move(*event->outcome));
            else
                m_model.addEvent(event->json);
            if (event->round) {
                progressed = event->progress;
                roundShown = oneRound;
            }
        } else if (const auto* p = std::get_if<engine::ExperimentProgress>(&item)) {
            progressed = *p;
        } else {
            outcome = std::get<engine::ExperimentOutcome>(std::move(item));
        }
    }
    if (progressed) {
        {
            std::lock_guard lock(b.mutex);
            b.shown = *progressed;
        }
        emit progressChanged();
    }
    m_longestTickMs = std::max(m_longestTickMs, static_cast<double>(clock.nsecsElapsed()) / 1e6);
    if (outcome) {
        if (m_worker.joinable()) m_worker.join();  // it has handed over its last item: it is returning
        m_batchRunning = false;
        m_ending = true;
        // In a turn of its own: the views' end-of-run work must not add to this drain's budget.
        QTimer::singleShot(0, this, [this, last = std::move(*outcome)] { ended(last); });
        return;
    }
    if (roundShown && m_stepOnce) {
        m_stepOnce = false;
        m_paused = true;
        emit stateChanged();
        return;
    }
    if (roundShown && m_reveal) return m_drain.start(0);  // waits for the next click at once
    m_drain.start(roundShown ? m_delayMs : caughtUp ? kDrainIntervalMs : kBacklogIntervalMs);
}

void ArenaController::stopWorker(bool discard) {
    if (!m_batch) return;
    {
        std::lock_guard lock(m_batch->mutex);
        m_batch->stopping = true;
        if (discard) {
            m_batch->discard = true;
            m_batch->queue.clear();
        }
    }
    m_batch->room.notify_all();
    if (m_runner) m_runner->requestStop();
    if (m_worker.joinable()) m_worker.join();
    if (discard) m_batchRunning = m_ending = false;
}

void ArenaController::run() {
    if (!active()) return;
    m_paused = false;
    m_stepOnce = false;
    emit stateChanged();
    if (m_resolving) return;  // the run starts when the keys are in
    if (m_batch) return m_drain.start(0);
    schedule(false);
}

void ArenaController::pause() {
    if (!active()) return;
    m_paused = true;
    m_timer.stop();
    m_drain.stop();  // a batch's worker goes on until the queue is full, then waits
    emit stateChanged();
}

void ArenaController::step() {
    if (!active()) return;
    if (m_reveal) return reveal();  // N reveals the next round and stays in reveal mode
    m_paused = false;
    m_stepOnce = true;
    emit stateChanged();
    if (m_resolving) return;
    if (m_batch) return m_drain.start(0);
    m_timer.start(0);
}

void ArenaController::stop() {
    if (!active()) return;
    if (m_resolving) {
        // No run folder yet: forget the lookup.
        m_resolving = false;
        ++m_startToken;
        emit stateChanged();
        return;
    }
    m_timer.stop();
    m_countdown.stop();
    if (m_batch) {
        // The engine stops handing out sessions; those in flight are written whole, then the
        // worker hands over its outcome. The window shows what is queued, then the run ends.
        {
            std::lock_guard lock(m_batch->mutex);
            m_batch->stopping = true;
        }
        m_batch->room.notify_all();
        m_runner->requestStop();
        m_batchStopping = true;  // what is queued is shown at full speed, whatever the pacing
        m_paused = false;
        m_stepOnce = false;
        emit stateChanged();
        m_drain.start(0);
        return;
    }
    m_runner->stop();
    emit stateChanged();
}

void ArenaController::setDelayMs(int ms) {
    m_delayMs = std::max(0, ms);
    if (!active() || m_paused || m_resolving) return;
    if (m_batch) return m_drain.start(0);
    schedule(false);
}

void ArenaController::setRevealOnClick(bool on) {
    m_reveal = on;
    if (on) m_revealUntil = progress().roundsDone;  // the round in flight finishes; no new one starts
    emit stateChanged();
    if (!active() || m_paused || m_resolving) return;
    if (m_batch) return m_drain.start(0);
    schedule(false);
}

void ArenaController::reveal() {
    if (!active()) return;
    m_revealUntil = std::max(m_revealUntil, progress().roundsDone) + 1;
    m_paused = false;
    m_stepOnce = false;
    emit stateChanged();
    if (m_resolving) return;
    if (m_batch) return m_drain.start(0);
    m_timer.start(0);
}

bool ArenaController::waitingForReveal() const {
    return m_reveal && active() && !m_resolving && !m_paused && progress().roundsDone >= m_revealUntil;
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

double ArenaController::secondsLeft() const {
    const engine::ExperimentProgress p = progress();
    const long long played = p.roundsDone - m_roundsAtStart;
    if (!m_runClock.isValid() || played <= 0 || p.roundsDone >= p.roundsTotal) return -1;
    const double elapsed = static_cast<double>(m_runClock.elapsed()) / 1000.0;
    return elapsed / static_cast<double>(played) * static_cast<double>(p.roundsTotal - p.roundsDone);
}

engine::ExperimentProgress ArenaController::progress() const {
    if (m_batch) {
        std::lock_guard lock(m_batch->mutex);
        return m_batch->shown;
    }
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
    if (!active() || m_paused || m_resolving || m_batch) return;
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
    if (!active() || m_resolving || m_batch) return;
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
    m_drain.stop();
    QString summary = tr("%n session(s) finished", nullptr, outcome.finished);
    if (outcome.stopped) summary += tr(", %n stopped", nullptr, outcome.stopped);
    if (outcome.aborted) summary += tr(", %n aborted", nullptr, outcome.aborted);
    for (const auto& e : outcome.errors) summary += QLatin1Char('\n') + QString::fromStdString(e);
    if (!outcome.budgetReached.empty())
        summary += QLatin1Char('\n') +
                   tr("Stopped before the next request: %1. Go on with: nashlab-cli run --resume %2 --budget <higher>")
                       .arg(QString::fromStdString(outcome.budgetReached), m_runDir);
    m_writer->flush();  // the record is complete on disk before Results reads it
    if (!m_writer->writeError().empty()) summary += QLatin1Char('\n') + QString::fromStdString(m_writer->writeError());
    m_writer->close();  // the folder is free: `nashlab-cli run --resume` may continue a stopped run now
    m_ending = false;
    emit stateChanged();
    emit finished(m_runDir, summary);
}

}  // namespace nashlab::ui
