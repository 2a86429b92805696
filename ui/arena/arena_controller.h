#pragma once
// ArenaController: plays an experiment from the GUI thread without ever blocking it. The engine's
// ExperimentRunner writes the run folder (RunWriter, the CLI's format); every seat sits behind a
// DecisionGate that a QTimer opens one round at a time, with a delay between rounds, so the event
// loop runs between rounds, pause/step act at round boundaries, and a person can take a seat.
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

#include "engine/experiment/experiment_runner.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_writer.h"
#include "ui/arena/decision_gate.h"

namespace nashlab::ui {

class RunModel;

class ArenaController final : public QObject {
    Q_OBJECT

public:
    explicit ArenaController(RunModel& model, QObject* parent = nullptr);
    ~ArenaController() override;

    /// Creates the run folder under `runsDir` and starts paused or running (per `startPaused`).
    /// The error says what could not be set up.
    engine::Status start(const engine::ExperimentSpec& spec, const QString& runsDir, bool startPaused = false);
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

    /// Prompt templates that override the built-in ones, for runs started from now on ("" none).
    void setPromptTemplateDir(const QString& dir) {
        if (!active()) m_prompts.setTemplateStore(engine::TemplateStore(dir.toStdString()));
    }

    bool active() const { return m_runner && !m_runner->done(); }
    bool paused() const { return m_paused; }
    QString runDir() const { return m_runDir; }
    engine::ExperimentProgress progress() const;

    /// The request a human seat is answering, or null.
    const engine::DecisionRequest* humanRequest(int seat) const;
    /// A person's answer; ignored when the seat was not asked.
    void submitHuman(int seat, const engine::Json& action);

    /// The longest time one tick held the event loop, in milliseconds (for measurements).
    double longestTickMs() const { return m_longestTickMs; }

signals:
    void stateChanged();
    void progressChanged();
    void humanAsked(int seat);
    void humanWithdrawn(int seat);
    void finished(const QString& runDir, const QString& summary);

private:
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
    engine::PromptBuilder m_prompts;
    DecisionGate m_gate;  // declared before the runner: seats unregister from it when destroyed
    std::unique_ptr<engine::RunWriter> m_writer;
    std::unique_ptr<engine::ExperimentRunner> m_runner;
    std::map<int, HumanAsk> m_humans;
    QTimer m_timer;
    QTimer m_countdown;  // looks at the human seats' deadlines while any is set
    QString m_runDir;
    int m_delayMs = 1000;
    bool m_reveal = false;
    long long m_revealUntil = 0;  // reveal mode: rounds (over the whole run) released so far
    double m_humanLimitS = 0.0;
    bool m_paused = false;
    bool m_stepOnce = false;
    double m_longestTickMs = 0.0;
};

}  // namespace nashlab::ui
