#pragma once
// RoomRun: one classroom session end to end — the run folder (spec.json, events.jsonl, room.json),
// the experiment runner whose human seats are RemoteSeats, the Room, and the server that lets the
// students in. The command line's `room` and the window's Classroom both drive one of these.
#include <QObject>
#include <QString>
#include <QUrl>
#include <memory>

#include "classroom/room.h"
#include "engine/experiment/experiment_runner.h"

namespace nashlab::engine {
class RunWriter;
class PromptBuilder;
}  // namespace nashlab::engine

namespace nashlab::classroom {

class RoomServer;

/// The run folder's file with the room's code, options and seat token hashes.
inline constexpr const char* kRoomFile = "room.json";

class RoomRun final : public QObject {
    Q_OBJECT

public:
    /// A new room for `spec` (at least one human seat): its run folder is made under `runsDir`.
    /// `seats` makes the seats that are not students (bots, models: the program composes it);
    /// none: the built-in bots alone.
    static engine::Result<std::unique_ptr<RoomRun>> create(const engine::ExperimentSpec& spec, const QString& runsDir,
                                                           RoomOptions options, engine::SeatFactory seats = {});
    /// A room's run folder opened again: the completed rounds stay, every seat's token stays valid.
    static engine::Result<std::unique_ptr<RoomRun>> resume(const QString& runDir, engine::SeatFactory seats = {});
    ~RoomRun() override;

    /// Starts serving on `host:port` (port 0: any free one). Refuses a host that is not an address.
    engine::Status listen(const QString& host, quint16 port);
    /// Stops serving and ends the run as stopped (resumable) if it is still playing.
    void close();

    Room& room() { return *m_room; }
    const Room& room() const { return *m_room; }
    QString runDir() const;
    quint16 port() const;
    /// http://HOST:PORT/?code=CODE — what the QR code holds.
    QUrl joinUrl() const;
    QUrl projectorUrl() const;
    QUrl instructorUrl() const;
    bool done() const;
    const engine::ExperimentOutcome& outcome() const;

signals:
    /// Every session has ended; the record is complete.
    void finished();

private:
    RoomRun() = default;
    engine::Status build(const engine::ExperimentSpec& spec, std::unique_ptr<engine::RunWriter> writer,
                         RoomOptions options, engine::SeatFactory seats);
    void startPlaying();

    std::unique_ptr<engine::RunWriter> m_writer;
    std::unique_ptr<engine::PromptBuilder> m_prompts;
    std::unique_ptr<Room> m_room;
    std::unique_ptr<engine::ExperimentRunner> m_runner;
    std::unique_ptr<RoomServer> m_server;
    std::unique_ptr<engine::RunRecord> m_resume;  ///< the record a resumed room continues
    QString m_host;
    bool m_started = false;
};

}  // namespace nashlab::classroom
