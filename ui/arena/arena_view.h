#pragma once
// ArenaView: the live run — controls (run, pause, step, stop, pacing, presentation mode), the
// round header and seat panels, a person's input when they hold a seat, and the live charts.
#include <QWidget>

class QComboBox;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSplitter;

namespace nashlab::ui {

class ArenaBoard;
class ArenaController;
class ChartsPanel;
class HumanInput;
class RunModel;
class ScoreBarsView;
class ElidedLabel;
class SeatBoard;

class ArenaView final : public QWidget {
    Q_OBJECT

public:
    ArenaView(ArenaController& controller, RunModel& model, QWidget* parent = nullptr);

    SeatBoard* board() const { return m_board; }
    ChartsPanel* charts() const { return m_charts; }
    ScoreBarsView* scoreBars() const { return m_scores; }
    /// Whether the run that ended last is still being scored (off the GUI thread) for the bars.
    bool scoring() const { return m_scoring; }
    HumanInput* humanInput() const { return m_human; }
    /// TicTacToe and ConnectFour: the board shown instead of the charts, clicked by a human seat.
    ArenaBoard* gameBoard() const { return m_gameBoard; }
    void setPresentation(bool on);
    /// Pacing in milliseconds between rounds (the combo's choices: 0, 250, 1000, 3000), or
    /// kRevealOnClick: each round waits for Reveal (or N).
    void setPacing(int ms);
    static constexpr int kRevealOnClick = -1;
    /// "Seat A/B/…" instead of names and models in the panels and the charts' legends.
    void setAnonymous(bool on);

signals:
    /// Run pressed with nothing to resume: the window starts the composed spec.
    void runRequested();

private:
    void updateControls();
    void updateTimeline();
    void onHumanAsked(int seat);
    void makeRoomForTheForm();
    void showBoardOrCharts();
    void fitSeats();
    void scoreRun(const QString& dir);

    ArenaController& m_controller;
    RunModel& m_model;
    QPushButton* m_run;
    QPushButton* m_pause;
    QPushButton* m_step;
    QPushButton* m_stop;
    QPushButton* m_reveal;
    QComboBox* m_pacing;
    QCheckBox* m_presentation;
    QCheckBox* m_anonymous;
    QDoubleSpinBox* m_humanLimit;
    QLabel* m_revealHint;
    QLabel* m_progress;
    ElidedLabel* m_runDir;
    SeatBoard* m_board;
    ChartsPanel* m_charts;
    ArenaBoard* m_gameBoard;
    ScoreBarsView* m_scores;
    HumanInput* m_human;
    QSplitter* m_split;
    QSlider* m_timeline;
    QLabel* m_timelineLabel;
    quint64 m_scoreJob = 0;  ///< counts scorings: a result for an older run is dropped
    bool m_scoring = false;
    bool m_fitSeats = false;  // the next session start sizes the seats' share of the height
};

}  // namespace nashlab::ui
