#pragma once
// SeatBoard: the round header and one panel per seat, drawn from a RunModel. It follows the live
// session, or shows a chosen session after a chosen number of rounds (the results' replay).
// A click on a panel enlarges it with the seat's prompt, full reply and reasoning; a second
// click or Esc returns to the grid. Redraws are throttled: many events per frame cost one redraw.
#include <QTimer>
#include <QWidget>
#include <optional>
#include <vector>

#include "ui/arena/seat_panel.h"
#include "ui/common/run_model.h"

class QLabel;
class QGridLayout;
class QTextBrowser;

namespace nashlab::ui {

class RunModel;
struct SessionView;

class SeatBoard final : public QWidget {
    Q_OBJECT

public:
    explicit SeatBoard(RunModel& model, QWidget* parent = nullptr);

    /// Follow the live session (the default).
    void followLive();
    /// Show session `session` as it stood after `rounds` completed rounds.
    void showReplay(int session, int rounds);
    /// Presentation: larger type; LLM prompts and model details hidden.
    void setPresentation(bool on);
    /// Shows `seat` large with its prompt, reply and reasoning; -1 returns to the grid.
    void setEnlarged(int seat);
    int enlarged() const { return m_enlarged; }
    /// Redraws now instead of at the next throttle tick (tests, screenshots).
    void refreshNow();
    /// A run is starting with `planned` as its first session: its panels are made, filled (names,
    /// no rounds) and laid out now, before its first round (ten panels' layout and first paint are
    /// the longest work the window does in a run).
    void prepare(const SessionView& planned);

    const std::vector<SeatPanel*>& panels() const { return m_panels; }
    QString headerText() const;
    /// The enlarged seat's prompt, reply and reasoning as plain text (empty when none is enlarged).
    QString detailText() const;
    /// More seats than this show as compact lines (one per seat) instead of cards.
    static constexpr int kCompactAbove = 6;
    bool compact() const { return m_compact; }

signals:
    /// A panel was enlarged (its seat) or the grid came back (-1).
    void enlargedChanged(int seat);
    /// The panels were made anew for a session of `seats` seats.
    void panelsRebuilt(int seats);

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void holdMinimumHeight();
    void markDirty();
    void rebuild(int seats);
    void placePanels(bool always);
    void applyEnlarged();
    void showDetail(const SessionView& session, int seat);

    RunModel& m_model;
    QLabel* m_header;
    QLabel* m_outcome;
    QGridLayout* m_grid;
    QWidget* m_columns;  ///< the compact lines' column header
    QTextBrowser* m_detail;
    std::vector<SeatPanel*> m_panels;
    QTimer m_throttle;
    bool m_live = true;
    int m_session = -1;
    int m_rounds = 0;
    int m_enlarged = -1;
    std::optional<SessionView> m_planned;  ///< shown by prepare() until the run's first session comes
    bool m_presentation = false;
    bool m_compact = false;
    int m_cardColumns = 0;         ///< columns of cards now (fewer when the pane is narrow)
    QWidget* m_watched = nullptr;  ///< the scroll viewport whose width decides the columns
};

}  // namespace nashlab::ui
