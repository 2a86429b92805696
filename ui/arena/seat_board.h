#pragma once
// SeatBoard: the round header and one panel per seat, drawn from a RunModel. It follows the live
// session, or shows a chosen session after a chosen number of rounds (the results' replay).
// Redraws are throttled: many events per frame cost one redraw.
#include <QFrame>
#include <QTimer>
#include <vector>

class QLabel;
class QGridLayout;

namespace nashlab::ui {

class RunModel;

class SeatPanel final : public QFrame {
    Q_OBJECT

public:
    SeatPanel(int seat, QWidget* parent = nullptr);
    void show(const QString& name, const QString& detail, const QString& status, const QString& action,
              double roundPayoff, double cumulative, int invalid, bool hasRound);
    double cumulative() const { return m_cumulativeValue; }

private:
    QLabel* m_name;
    QLabel* m_detail;
    QLabel* m_status;
    QLabel* m_action;
    QLabel* m_payoff;
    QLabel* m_cumulative;
    QLabel* m_invalid;
    double m_cumulativeValue = 0.0;
};

class SeatBoard final : public QWidget {
    Q_OBJECT

public:
    explicit SeatBoard(RunModel& model, QWidget* parent = nullptr);

    /// Follow the live session (the default).
    void followLive();
    /// Show session `session` as it stood after `rounds` completed rounds.
    void showReplay(int session, int rounds);
    void setPresentation(bool on);
    /// Redraws now instead of at the next throttle tick (tests, screenshots).
    void refreshNow();

    const std::vector<SeatPanel*>& panels() const { return m_panels; }
    QString headerText() const;

private:
    void markDirty();
    void rebuild(int seats);

    RunModel& m_model;
    QLabel* m_header;
    QLabel* m_outcome;
    QGridLayout* m_grid;
    std::vector<SeatPanel*> m_panels;
    QTimer m_throttle;
    bool m_live = true;
    int m_session = -1;
    int m_rounds = 0;
    bool m_presentation = false;
};

}  // namespace nashlab::ui
