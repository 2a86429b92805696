#pragma once
// SeatPanel: one seat in the arena — colour bar, name, strategy or model, status (icon and
// text), the reply as it streams in, the action, this round's and the total payoff, invalid
// answers. A click asks the board to enlarge it (or to shrink it back).
#include <QFrame>
#include <QList>

class QGridLayout;
class QLabel;

namespace nashlab::ui {

/// What a panel shows; the board fills it from the RunModel.
struct PanelContent {
    QString name;
    QString detail;  ///< strategy with options, provider/model; empty when hidden
    QString status;  ///< icon and text, e.g. "✓ answered"
    QString action;
    QString reply;  ///< the reply streaming in (or the last one); empty for bots
    double roundPayoff = 0.0;
    double cumulative = 0.0;
    int invalid = 0;
    bool hasRound = false;
};

class SeatPanel final : public QFrame {
    Q_OBJECT

public:
    explicit SeatPanel(int seat, QWidget* parent = nullptr);
    void show(const PanelContent& content);
    double cumulative() const { return m_cumulativeValue; }
    int seat() const { return m_seat; }
    /// Larger type for the enlarged view.
    void setLarge(bool on);
    /// One line per seat (name, strategy, status, action, round payoff, total, invalid) in fixed
    /// columns that line up from panel to panel: many seats fit without scrolling.
    void setCompact(bool on);
    bool compact() const { return m_compact; }
    /// The column widths of the compact line, for the board's column header.
    static QList<int> compactColumns(const QFontMetrics& fm);

signals:
    void clicked(int seat);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void arrange();
    /// The name and the strategy or model: whole in a card; in a compact line cut with "…" to
    /// their columns (the whole text in the tooltip), so a long strategy never pushes the status
    /// and the action out of line with the other seats' and the header's.
    void showNames();

    int m_seat;
    bool m_compact = false;
    QGridLayout* m_grid;
    QLabel* m_payoffCaption;
    QLabel* m_totalCaption;
    QLabel* m_invalidCaption;
    QLabel* m_name;
    QLabel* m_detail;
    QLabel* m_status;
    QLabel* m_action;
    QLabel* m_actionLong;  ///< an action too long for big type (a proposal): its own wrapped line
    QLabel* m_reply;
    QLabel* m_payoff;
    QLabel* m_cumulative;
    QLabel* m_invalid;
    double m_cumulativeValue = 0.0;
    QString m_fullName;
    QString m_fullDetail;
};

}  // namespace nashlab::ui
