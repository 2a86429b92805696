#pragma once
// RoomPanel: the instructor's side of a classroom room in the window. The join address, code and
// QR code to put on the board; every seat with who holds it, whether they are here, have answered
// and how long they have left; the room's controls (start, pause, reveal, next game, extend) and
// the seat's (kick, switch to the bot and back); the students waiting for a seat; the room's log.
// Everything is read from Room::snapshot() again on every Room::changed(); every control goes
// through Room::control(), and a refusal is shown in the panel. Student names are plain text.
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "engine/core/json.h"

class QComboBox;
class QFrame;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace nashlab::classroom {
class RoomRun;
}

namespace nashlab::ui {

class ProjectorWindow;

class RoomPanel final : public QWidget {
    Q_OBJECT

public:
    /// The panel must not outlive `run`; it closes the projector window it opened when it goes.
    explicit RoomPanel(classroom::RoomRun& run, QWidget* parent = nullptr);
    ~RoomPanel() override;

    classroom::RoomRun& run() const { return m_run; }
    /// Opens the projector window (or brings the open one to the front).
    ProjectorWindow* openProjector();
    ProjectorWindow* projector() const;
    /// Reads the room's snapshot again (Room::changed does it).
    void refresh();

    enum Column { SeatColumn, KindColumn, NameColumn, StudentColumn, ConnectedColumn, AnsweredColumn, TimeColumn };

signals:
    /// "Open results" after the room finished: the run folder.
    void openResultsRequested(const QString& runDir);
    /// "Close room": the window decides (and asks while students are playing).
    void closeRequested();

private:
    QWidget* buildJoinBox();
    QWidget* buildControls();
    QWidget* buildSeatSide();
    QWidget* buildWaitingAndLog();
    void command(const engine::Json& command);
    void showError(const QString& text);
    void fillSeats(const engine::Json& seats);
    void fillWaiting(const engine::Json& waiting);
    void fillAssignSeats(const engine::Json& seats);
    void updateButtons();
    void updateCountdowns();
    void onFinished();
    /// The selected row's seat in the snapshot (null when none is selected).
    const engine::Json* selectedSeat() const;

    classroom::RoomRun& m_run;
    engine::Json m_snapshot;
    QElapsedTimer m_snapshotAge;  ///< since m_snapshot was taken: the countdowns go on from it
    QTimer m_countdown;
    QPointer<ProjectorWindow> m_projector;
    bool m_timed = false;  ///< some decision has a time limit: the countdowns and Extend show

    QLabel* m_title;
    QLabel* m_address;
    QLabel* m_code;
    QLabel* m_qr;
    QLabel* m_note;
    QLabel* m_phase;
    QFrame* m_finished;
    QLabel* m_finishedText;
    QPushButton* m_start;
    QPushButton* m_pause;
    QPushButton* m_reveal;
    QPushButton* m_next;
    QPushButton* m_extend;
    QPushButton* m_kick;
    QPushButton* m_bot;
    QLabel* m_error;
    QTableWidget* m_seats;
    QLabel* m_waitingTitle;
    QWidget* m_waitingBox;  ///< the list and the assign row, shown while someone waits
    QListWidget* m_waiting;
    QComboBox* m_assignSeat;
    QPushButton* m_assign;
    QPlainTextEdit* m_log;
    QString m_logText;
};

}  // namespace nashlab::ui
