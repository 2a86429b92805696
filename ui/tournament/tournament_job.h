#pragma once
// TournamentJob: one bots-only tournament started from the window, played as `nashlab-cli
// tournament` plays it (a run folder with spec.json, events.jsonl and games/g000007/…), by
// engine/tournament's runner on a worker thread so the window stays live. Each result arrives on
// the GUI thread with the standings after it; when the tournament ends, its report (the same as
// `nashlab-cli score DIR --json`, read back from the folder) arrives too.
#include <QObject>
#include <QString>
#include <QThread>
#include <memory>

#include "engine/core/json.h"
#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::engine {
class RunWriter;
class TournamentRunner;
}  // namespace nashlab::engine

namespace nashlab::ui {

class TournamentJob final : public QObject {
    Q_OBJECT

public:
    explicit TournamentJob(QObject* parent = nullptr);
    /// Stops the tournament (the games in flight end) and waits for the worker.
    ~TournamentJob() override;

    /// Parses `spec` (the tournament file's JSON), creates its folder under `runsDir`, writes
    /// spec.json and starts. An error (bad spec, a model or human entrant, I/O) starts nothing.
    engine::Status start(const engine::Json& spec, const QString& runsDir);
    void stop();
    bool running() const { return m_thread && m_thread->isRunning(); }
    QString dir() const { return m_dir; }
    const engine::TournamentSpec& spec() const { return m_spec; }

signals:
    /// A game began (GUI thread): its number and who plays it in which environment.
    void gameStarted(int game, int environment, int first, int second);
    /// A result was applied (GUI thread); `standings` are the standings after it.
    void resultApplied(const engine::GameResult& result, const engine::Standings& standings);
    /// The tournament ended; `report` is the tournament report read back from its folder
    /// (an object with "error" when it could not be read).
    void finished(const engine::Json& report);

private:
    class Tap;
    engine::TournamentSpec m_spec;
    QString m_dir;
    std::unique_ptr<engine::RunWriter> m_writer;
    std::unique_ptr<Tap> m_tap;
    std::unique_ptr<engine::TournamentRunner> m_runner;
    QThread* m_thread = nullptr;
};

}  // namespace nashlab::ui
