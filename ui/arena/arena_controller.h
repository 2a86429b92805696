#pragma once
// ArenaController: plays an experiment without ever blocking the GUI thread. The engine's
// ExperimentRunner writes the run folder (RunWriter, the CLI's format). Two ways to play:
//
// - Paced (the default): every seat sits behind a DecisionGate that a QTimer opens one round at a
//   time, with a delay between rounds, so the event loop runs between rounds, pause/step act at
//   round boundaries, and a person can take a seat. Used for any run with a model or a person, a
//   delay between rounds, or reveal-on-click.
// - Batch: a bots-only run at full speed (no delay, no reveal) of several sessions plays on a
//   worker thread, the engine's parallel batch (ExperimentRunner::setJobs, one session per task).
//   The worker hands finished events to the GUI thread through a bounded queue, drained by a timer
//   with a time budget, so the window only draws. Pause stops the draining (the worker then waits
//   once the queue is full); step shows one more round; stop asks the engine to stop handing out
//   sessions (the run folder stays resumable). The RunWriter is only touched on the worker.
//
// Launching (keys, seat checks, the run folder) is RunLauncher's; runs with model seats start once
// their keys are in.
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>
#include <thread>

#include "engine/experiment/experiment_runner.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_writer.h"
#include "ui/arena/decision_gate.h"
#include "ui/arena/run_launcher.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

/// The gap between the views' end-of-run chores (charts, seat board, settings, library): run back
/// to back they were one stall longer than a frame as a batch ended.
inline constexpr int kEndChoreGapMs = 20;

class RunModel;

class ArenaController final : public QObject {
    Q_OBJECT

public:
    explicit ArenaController(RunModel& model, QObject* parent = nullptr);
    /// Stops a batch in flight and waits for its worker (sessions in flight are written whole).
    ~ArenaController() override;

    /// Creates the run folder under `runsDir` and starts paused or running (per `startPaused`).
    /// The error says what could not be set up. With model seats the keys are looked up first:
    /// the run then starts from the event loop (active() meanwhile), and runStarted() or
    /// startFailed() tells how it went.
    engine::Status start(const engine::ExperimentSpec& spec, const QString& runsDir, bool startPaused = false);
    /// Continues an unfinished run folder where it stopped, as `nashlab-cli run --resume` does:
    /// what it played is shown, the rest plays (the keys of model seats looked up first, as for
    /// start()). Refused, with the reason: a run still being written, a damaged or edited record,
    /// a finished run, a classroom room's folder.
    engine::Status resume(const QString& runDir, bool startPaused = false);
    void run();
    void pause();
    /// Plays one more round, then pauses.
    void step();
    void stop();

    /// Delay between rounds in milliseconds; 0 plays as fast as the window allows.
    void setDelayMs(int ms);
    int delayMs() const { return m_delayMs; }
    /// "Reveal on click": no round starts until reveal() (an instructor narrates between rounds).
    void setRevealOnClick(bool on);
    bool revealOnClick() const { return m_reveal; }
    /// Releases exactly one more round (clicks add up while a round is still being played).
    void reveal();
    /// In reveal mode with every released round played: the next one waits for a click.
    bool waitingForReveal() const;

    /// Time limit for human seats whose spec sets no `timeout_s`, in seconds; 0: none. When it
    /// runs out the invalid-answer policy's fallback answers for the person (and is recorded).
    void setHumanTimeLimit(double seconds) { m_humanLimitS = std::max(0.0, seconds); }
    double humanTimeLimit() const { return m_humanLimitS; }
    /// When the question to a human seat runs out (QDeadlineTimer::Forever: no limit).
    QDeadlineTimer humanDeadline(int seat) const;

    /// How model seats are made, their keys looked up and priced (the program's composition).
    void setSeatServices(SeatServices services) { m_launcher.setSeatServices(std::move(services)); }

    /// Prompt templates that override the built-in ones, for runs started from now on ("" none).
    void setPromptTemplateDir(const QString& dir) {
        if (!active()) m_prompts.setTemplateStore(engine::TemplateStore(dir.toStdString()));
    }

    bool active() const;
    /// The keys of a run with model seats are being looked up; the run starts when they are in.
    bool lookingUpKeys() const { return m_resolving; }
    bool paused() const { return m_paused; }
    /// Whether the run in progress plays on the worker thread (a bots-only batch at full speed).
    bool batch() const { return m_batchRunning; }
    /// A batch's worker waits for the window (paused, or the window behind by a full queue); the
    /// record it wrote so far is then on disk.
    bool batchWorkerWaiting() const;
    QString runDir() const { return m_runDir; }
    /// The run's first session as planned, before its first event (seats, no rounds): the board
    /// and the charts are built from it as the run starts.
    const SessionView& firstSession() const { return m_firstSession; }
    /// What the window has shown so far. Thread-safe.
    engine::ExperimentProgress progress() const;
    /// What the run's model requests cost so far, and its limit (0: none), in the price table's currency.
    double spent() const { return m_spent; }
    double budget() const { return m_budget; }
    QString currency() const { return m_currency; }
    /// Seconds the run should still take at its pace so far; negative while unknown.
    double secondsLeft() const;

    /// The request a human seat is answering, or null.
    const engine::DecisionRequest* humanRequest(int seat) const;
    /// A person's answer; ignored when the seat was not asked.
    void submitHuman(int seat, const engine::Json& action);

    /// The longest time one tick (or one drain of a batch's events) held the event loop, in
    /// milliseconds (for measurements).
    double longestTickMs() const { return m_longestTickMs; }

signals:
    void stateChanged();
    void progressChanged();
    void humanAsked(int seat);
    void humanWithdrawn(int seat);
    /// The run folder exists and the run plays (at once, or once the keys are in).
    void runStarted(const QString& runDir);
    /// A run whose keys were being looked up could not start (a seat has no key, ...).
    void startFailed(const QString& reason);
    void finished(const QString& runDir, const QString& summary);
    /// Trouble during the run a person must hear of, though the run goes on (the response cache
    /// could not store an answer: a re-run will pay again). Once per kind per run.
    void warning(const QString& message);

private:
    struct Batch;

    /// Drives a launched run from its first round (a resumed one from where it stopped).
    engine::Status begin(const engine::ExperimentSpec& spec, LaunchedRun launched, bool startPaused);
    engine::Status beginBatch(const engine::Game& game, const engine::ExperimentSpec& spec, LaunchedRun& launched);
    /// Opens a run (a new folder, or a resumed one) once the keys its model seats use are in.
    using OpenRun = std::function<engine::Result<LaunchedRun>(std::shared_ptr<const providers::ResolvedKeys>)>;
    /// Opens and begins at once when no seat needs a key; otherwise looks the keys up first and
    /// says through runStarted() or startFailed() how it went.
    engine::Status launch(const engine::ExperimentSpec& spec, bool startPaused, OpenRun open);
    /// Hears of trouble during the run, from the event loop, as warning().
    std::function<void(const std::string&)> warningSink();
    /// The runner plays a shard's sessions only, and a resumed run from its record.
    engine::Status continueFrom(LaunchedRun& launched);
    void drain();
    void stopWorker(bool discard);
    void tick();
    void schedule(bool released);
    void ended(const engine::ExperimentOutcome& outcome);

    struct HumanAsk {
        engine::DecisionRequest request;
        engine::Seat::Callback done;
        QDeadlineTimer deadline{QDeadlineTimer::Forever};
        double limitS = 0.0;
    };
    void askHuman(int seat, const engine::DecisionRequest& request, engine::Seat::Callback done, double limitS);
    void checkCountdowns();

    RunModel& m_model;
    RunLauncher m_launcher;
    engine::PromptBuilder m_prompts;
    DecisionGate m_gate;  // declared before the runner: seats unregister from it when destroyed
    std::unique_ptr<engine::RunWriter> m_writer;
    std::optional<engine::RunRecord> m_resumedRecord;  ///< what a resumed run continues from (the runner reads it)
    std::unique_ptr<engine::ExperimentRunner> m_runner;
    std::map<int, HumanAsk> m_humans;
    QTimer m_timer;
    QTimer m_countdown;  // looks at the human seats' deadlines while any is set
    QString m_runDir;
    SessionView m_firstSession;
    double m_spent = 0;
    double m_budget = 0;
    QString m_currency;
    QElapsedTimer m_runClock;       ///< since the run started
    long long m_roundsAtStart = 0;  ///< rounds already played when it started
    int m_delayMs = 1000;
    bool m_reveal = false;
    long long m_revealUntil = 0;  // reveal mode: rounds (over the whole run) released so far
    double m_humanLimitS = 0.0;
    bool m_paused = false;
    bool m_stepOnce = false;
    double m_longestTickMs = 0.0;

    // Keys of a run with model seats, being looked up before it starts.
    bool m_resolving = false;
    quint64 m_startToken = 0;  // a stop() or a newer start() makes an older lookup's answer stale

    // A bots-only batch on the worker thread.
    std::shared_ptr<Batch> m_batch;  // shared with the worker's callbacks
    bool m_batchRunning = false;     // until the worker is done and every event is shown
    bool m_ending = false;           // a batch is done, ended() (which frees the run folder) is queued
    bool m_batchStopping = false;    // stop() asked: the queued events are shown, then the run ends
    QTimer m_drain;                  // moves the worker's events into the model, a budget at a time
    std::jthread m_worker;           // last: joined (by the destructor) before anything it uses goes
};

}  // namespace nashlab::ui
