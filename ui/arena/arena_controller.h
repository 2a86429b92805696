#pragma once
// ArenaController: plays an experiment from the GUI thread without ever blocking it. The engine's
// ExperimentRunner writes the run folder (RunWriter, the CLI's format); every seat sits behind a
// DecisionGate that a QTimer opens one round at a time, with a delay between rounds, so the event
// loop runs between rounds, pause/step act at round boundaries, and a person can take a seat.
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

    /// Prompt templates that override the built-in ones, for runs started from now on ("" none).
    void setPromptTemplateDir(const QString& dir) {
        if (!active()) m_prompts = engine::PromptBuilder(engine::TemplateStore(dir.toStdString()));
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
    };

    RunModel& m_model;
    engine::PromptBuilder m_prompts;
    DecisionGate m_gate;  // declared before the runner: seats unregister from it when destroyed
    std::unique_ptr<engine::RunWriter> m_writer;
    std::unique_ptr<engine::ExperimentRunner> m_runner;
    std::map<int, HumanAsk> m_humans;
    QTimer m_timer;
    QString m_runDir;
    int m_delayMs = 1000;
    bool m_paused = false;
    bool m_stepOnce = false;
    double m_longestTickMs = 0.0;
};

}  // namespace nashlab::ui
