#pragma once
// ProjectorWindow: the room on the beamer, in big type and high contrast, with no student's name
// (seats are "Player N"). In the lobby: the join address, the code and the QR code, as large as
// the screen allows. While playing: the round, how many have answered, the round's marks (average,
// target ...) as label/value pairs, a live histogram of this round's answers and every seat's
// payoff path. Refreshed whenever the room changes.
#include <QWidget>

class QLabel;
class QStackedWidget;
class QHBoxLayout;

namespace nashlab::classroom {
class RoomRun;
}

namespace nashlab::ui {

class FitLabel;
class LiveHistogram;
class PathsPlot;
class QrView;

class ProjectorWindow final : public QWidget {
    Q_OBJECT

public:
    /// A top-level window (no parent: it goes on the second screen). It must not outlive `run`.
    explicit ProjectorWindow(classroom::RoomRun& run, QWidget* parent = nullptr);
    ~ProjectorWindow() override;

    /// Reads the room's snapshot, live() and paths() again (on every Room::changed).
    void refresh();

    bool showingLobby() const;
    LiveHistogram* histogram() const { return m_histogram; }
    PathsPlot* paths() const { return m_paths; }
    /// The round line ("Round 2 of 3"), the answered line and the code as shown.
    QString roundText() const;
    QString answeredText() const;
    QString codeText() const;
    /// The header's label/value pairs as shown ("Average", "41.2", ...).
    QStringList headerTexts() const;

protected:
    /// F11 switches full screen on and off; Esc leaves it.
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* buildLobby();
    QWidget* buildPlay();
    void setHeader(const QList<QPair<QString, QString>>& pairs);

    classroom::RoomRun& m_run;
    QStackedWidget* m_pages;
    // The lobby.
    QWidget* m_lobby;
    FitLabel* m_lobbyTitle;
    FitLabel* m_address;
    FitLabel* m_code;
    QrView* m_qr;
    QLabel* m_joined;
    // The game.
    QWidget* m_play;
    FitLabel* m_playTitle;
    FitLabel* m_round;
    QLabel* m_answered;
    QLabel* m_note;
    QWidget* m_header;
    QHBoxLayout* m_headerLayout;
    QList<QPair<QString, QString>> m_headerPairs;
    QLabel* m_histogramTitle;
    LiveHistogram* m_histogram;
    PathsPlot* m_paths;
    QLabel* m_joinHint;
};

}  // namespace nashlab::ui
