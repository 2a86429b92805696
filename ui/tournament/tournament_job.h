#pragma once
// TournamentJob: one tournament started from the window, played as `nashlab-cli tournament`
// plays it (a run folder with spec.json, events.jsonl and games/g000007/…) by engine/tournament's
// runner. Each result arrives on the GUI thread with the standings after it; when the tournament
// ends, its report (the same as `nashlab-cli score DIR --json`, read back from the folder) arrives too.
// - Bots only: the runner plays on a worker thread, one game at a time (results in schedule order).
// - With model entrants: their API keys are read first (resolveKeys, asynchronously: no nested
//   event loop), every entrant is checked (a missing key refuses the start, naming the entrant and
//   where its key goes), then the runner plays on the GUI thread's event loop, kModelJobs games at
//   once (model requests are asynchronous), through the application's seat factory and response
//   cache, as the CLI does.
// Human entrants are refused: nobody could answer a tournament's games from the window.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <memory>

#include "engine/core/json.h"
#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"
#include "ui/common/seat_services.h"

namespace nashlab::engine {
class RunWriter;
class TournamentRunner;
}  // namespace nashlab::engine

namespace nashlab::ui {

class TournamentJob final : public QObject {
    Q_OBJECT

public:
    /// Games played at once when model entrants take part (nashlab-cli tournament's --jobs default).
    static constexpr int kModelJobs = 4;

    explicit TournamentJob(QObject* parent = nullptr);
    /// Stops the tournament: the worker is waited for; model games in flight are cancelled (their
    /// folders stay resumable with nashlab-cli tournament --resume).
    ~TournamentJob() override;

    /// Parses `spec` (the tournament file's JSON) and starts. Bots only: creates the folder under
    /// `runsDir`, writes spec.json and plays. With model entrants: returns at once and looks their
    /// keys up; the folder is made and play begins from the event loop, or startFailed() says why
    /// not. An error (bad spec, a human entrant, I/O) starts nothing.
    engine::Status start(const engine::Json& spec, const QString& runsDir);
    /// How model entrants are made and their keys looked up (the program's composition).
    void setSeatServices(SeatServices services) { m_services = std::move(services); }
    /// No new game starts; those in flight finish. While keys are looked up: nothing starts
    /// (startFailed with an empty reason).
    void stop();
    bool running() const;
    /// True while the model entrants' keys are looked up (before the folder exists).
    bool lookingUpKeys() const { return m_resolving; }
    QString dir() const { return m_dir; }
    /// Why games of the last tournament did not finish (the first such game stops it), after finished().
    const QStringList& errors() const { return m_errors; }
    const engine::TournamentSpec& spec() const { return m_spec; }

signals:
    /// The folder exists and the first games are on their way (GUI thread).
    void started(const QString& dir);
    /// A tournament with model entrants did not start: `reason` names the entrant (empty: stopped
    /// while its keys were looked up).
    void startFailed(const QString& reason);
    /// A game began (GUI thread): its number and who plays it in which environment.
    void gameStarted(int game, int environment, int first, int second);
    /// A result was applied (GUI thread); `standings` are the standings after it.
    void resultApplied(const engine::GameResult& result, const engine::Standings& standings);
    /// The tournament ended; `report` is the tournament report read back from its folder
    /// (an object with "error" when it could not be read).
    void finished(const engine::Json& report);
    /// Trouble the tournament goes on through but a person must hear of (the response cache
    /// could not store an answer); once per kind.
    void warning(const QString& message);

private:
    class Tap;
    engine::Status openFolder(const QString& runsDir);
    void startModels(const QString& runsDir, const providers::ResolvedKeys& keys);
    engine::Status checkEntrants(const providers::ResolvedKeys& keys) const;
    void finishModels();
    engine::Json readReport() const;

    engine::TournamentSpec m_spec;
    SeatServices m_services;
    QString m_dir;
    QStringList m_errors;
    std::unique_ptr<engine::RunWriter> m_writer;
    std::unique_ptr<Tap> m_tap;
    /// The model seats' shared context (scheduler, response cache), kept for the whole tournament.
    std::shared_ptr<std::shared_ptr<providers::ProviderContext>> m_context;
    std::unique_ptr<engine::TournamentRunner> m_runner;
    QThread* m_thread = nullptr;
    bool m_resolving = false;
    bool m_onLoop = false;     ///< a model tournament is playing on the event loop
    quint64 m_startToken = 0;  ///< key answers for an earlier start (or a stopped one) are dropped
};

}  // namespace nashlab::ui
