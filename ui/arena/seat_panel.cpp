#include "ui/arena/seat_panel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>

#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

// A panel shows the end of a long reply (where the answer usually is); the enlarged view all of it.
constexpr qsizetype kReplyTail = 180;
// Actions longer than this leave the big type for a wrapped line of their own.
constexpr qsizetype kBigActionChars = 12;

// Fonts and colours set on the labels themselves, not by style sheets: a style sheet gives its
// widget a style of its own to polish it with, and three per panel were much of the time a run's
// ten panels took to make as Run was pressed. Only the attribute set is the label's; size and
// family still follow the panel (larger when enlarged).
QFont onlyBold() {
    QFont f;
    f.setBold(true);
    return f;
}

QFont onlyItalic() {
    QFont f;
    f.setItalic(true);
    return f;
}

// The label's text in another colour role of its palette (e.g. the grey of Mid).
void setTextRole(QLabel* label, QPalette::ColorRole role) {
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, p.color(role));
    label->setPalette(p);
}

}  // namespace

SeatPanel::SeatPanel(int seat, QWidget* parent) : QFrame(parent), m_seat(seat) {
    setObjectName(QStringLiteral("seatPanel_%1").arg(seat));
    setFrameShape(QFrame::StyledPanel);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click to enlarge (prompt, full reply, reasoning); click again or Esc to return"));
    // The seat's colour as a bar down the left edge: the same colour as its lines in every chart.
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("colourBar"));
    bar->setFixedWidth(8);
    bar->setAutoFillBackground(true);
    QPalette pal = bar->palette();
    pal.setColor(QPalette::Window, seatColor(seat));
    bar->setPalette(pal);
    outer->addWidget(bar);
    m_grid = new QGridLayout;
    outer->addLayout(m_grid, 1);
    m_grid->setContentsMargins(6, 4, 6, 4);
    m_grid->setVerticalSpacing(2);
    // Plain text but for the name: a rich-text label lays its text out as a document, and ten seats'
    // worth of them made the first refresh of a run's board hold the window longer.
    auto make = [this](const char* name) {
        auto* l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        l->setTextFormat(Qt::PlainText);
        return l;
    };
    m_name = make("nameLabel");
    m_name->setTextFormat(Qt::RichText);  // bold as rich text: a bold font's line is taller in some scripts
    m_detail = make("detailLabel");
    m_status = make("statusLabel");
    m_action = make("actionLabel");
    m_actionLong = make("actionLongLabel");
    m_actionLong->setWordWrap(true);
    m_actionLong->setTextFormat(Qt::PlainText);
    m_actionLong->setFont(onlyBold());
    m_actionLong->hide();
    m_reply = make("replyLabel");
    m_payoff = make("payoffLabel");
    m_cumulative = make("cumulativeLabel");
    m_invalid = make("invalidLabel");
    QFont big = m_action->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_action->setFont(big);
    setTextRole(m_detail, QPalette::Mid);
    m_reply->setWordWrap(true);
    setTextRole(m_reply, QPalette::Dark);
    m_reply->setFont(onlyItalic());
    m_reply->setTextFormat(Qt::PlainText);
    m_reply->hide();
    for (auto* l : {m_payoff, m_cumulative, m_invalid}) l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_payoffCaption = new QLabel(tr("Round payoff"), this);
    m_totalCaption = new QLabel(tr("Total"), this);
    m_invalidCaption = new QLabel(tr("Invalid answers"), this);
    arrange();
}

QList<int> SeatPanel::compactColumns(const QFontMetrics& fm) {
    const int em = fm.horizontalAdvance(QLatin1Char('M'));
    // name, strategy or model, status, action (takes what is left), round payoff, total, invalid
    return {em * 9, em * 10, em * 7, 0, em * 6, em * 6, em * 6};
}

void SeatPanel::setCompact(bool on) {
    if (on == m_compact) return;
    m_compact = on;
    arrange();
}

// Puts the labels in the card (several lines, captions) or the compact line (fixed columns).
void SeatPanel::arrange() {
    for (QWidget* w :
         {static_cast<QWidget*>(m_name), static_cast<QWidget*>(m_detail), static_cast<QWidget*>(m_status),
          static_cast<QWidget*>(m_action), static_cast<QWidget*>(m_actionLong), static_cast<QWidget*>(m_reply),
          static_cast<QWidget*>(m_payoff), static_cast<QWidget*>(m_cumulative), static_cast<QWidget*>(m_invalid),
          static_cast<QWidget*>(m_payoffCaption), static_cast<QWidget*>(m_totalCaption),
          static_cast<QWidget*>(m_invalidCaption)})
        m_grid->removeWidget(w);
    for (int c = 0; c < 7; ++c) {
        m_grid->setColumnMinimumWidth(c, 0);
        m_grid->setColumnStretch(c, 0);
    }
    // Compact lines: the numbers sit in columns of a fixed width, the same as the board's column
    // header above them (a wider number must not push its column out of line with the header).
    const QList<int> fixed = compactColumns(fontMetrics());
    const std::pair<QLabel*, int> numbers[] = {{m_status, 2}, {m_payoff, 4}, {m_cumulative, 5}, {m_invalid, 6}};
    for (const auto& [label, c] : numbers) {
        label->setMinimumWidth(m_compact ? fixed[c] : 0);
        label->setMaximumWidth(m_compact ? fixed[c] : QWIDGETSIZE_MAX);
    }
    m_name->setMaximumWidth(m_compact ? fixed[0] : QWIDGETSIZE_MAX);
    m_detail->setMaximumWidth(m_compact ? fixed[1] : QWIDGETSIZE_MAX);
    showNames();
    for (QLabel* caption : {m_payoffCaption, m_totalCaption, m_invalidCaption}) caption->setVisible(!m_compact);
    m_grid->setContentsMargins(6, m_compact ? 1 : 4, 6, m_compact ? 1 : 4);  // compact: ten lines fit whole
    if (m_compact) {
        const QList<int> widths = compactColumns(fontMetrics());
        for (int c = 0; c < 7; ++c) m_grid->setColumnMinimumWidth(c, widths[c]);
        m_grid->setColumnStretch(3, 1);
        m_grid->addWidget(m_name, 0, 0);
        m_grid->addWidget(m_detail, 0, 1);
        m_grid->addWidget(m_status, 0, 2);
        m_grid->addWidget(m_actionLong, 0, 3);  // every action wraps in its column here
        m_grid->addWidget(m_payoff, 0, 4);
        m_grid->addWidget(m_cumulative, 0, 5);
        m_grid->addWidget(m_invalid, 0, 6);
        m_grid->addWidget(m_reply, 1, 0, 1, 7);
        m_action->hide();
        m_actionLong->show();
        return;
    }
    m_grid->addWidget(m_name, 0, 0, 1, 2);
    m_grid->addWidget(m_detail, 1, 0, 1, 2);
    m_grid->addWidget(m_status, 2, 0);
    m_grid->addWidget(m_action, 2, 1, Qt::AlignRight);
    m_grid->addWidget(m_actionLong, 3, 0, 1, 2);
    m_grid->addWidget(m_reply, 4, 0, 1, 2);
    m_grid->addWidget(m_payoffCaption, 5, 0);
    m_grid->addWidget(m_payoff, 5, 1);
    m_grid->addWidget(m_totalCaption, 6, 0);
    m_grid->addWidget(m_cumulative, 6, 1);
    m_grid->addWidget(m_invalidCaption, 7, 0);
    m_grid->addWidget(m_invalid, 7, 1);
    m_action->show();
    m_actionLong->setVisible(!m_actionLong->text().isEmpty());
}

void SeatPanel::showNames() {
    QString name = m_fullName, detail = m_fullDetail;
    if (m_compact) {
        const QList<int> widths = compactColumns(fontMetrics());
        QFont bold = m_name->font();
        bold.setBold(true);
        name = QFontMetrics(bold).elidedText(name, Qt::ElideRight, widths[0]);
        detail = m_detail->fontMetrics().elidedText(detail, Qt::ElideRight, widths[1]);
    }
    m_name->setText(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()));
    m_name->setToolTip(name == m_fullName ? QString() : m_fullName);
    m_detail->setText(detail);
    m_detail->setToolTip(detail == m_fullDetail ? QString() : m_fullDetail);
    m_detail->setVisible(!detail.isEmpty());
}

void SeatPanel::show(const PanelContent& c) {
    m_fullName = c.name;
    m_fullDetail = c.detail;
    showNames();
    m_status->setText(c.status);
    // A number or a word in big type beside the status; a longer action (a proposal, a list) on a
    // wrapped line of its own, so it never runs past the panel or hides the payoffs.
    const bool longAction = m_compact || c.action.size() > kBigActionChars;
    m_action->setText(longAction ? QString() : c.action);
    m_actionLong->setText(longAction ? c.action : QString());
    m_actionLong->setVisible(longAction);
    m_action->setVisible(!m_compact);
    QString reply = c.reply.simplified();
    if (reply.size() > kReplyTail) reply = QStringLiteral("…") + reply.right(kReplyTail);
    m_reply->setText(reply);
    m_reply->setProperty("fullText", c.reply);
    m_reply->setVisible(!reply.isEmpty());
    m_payoff->setText(c.hasRound ? numberText(c.roundPayoff) : QStringLiteral("—"));
    m_cumulative->setText(numberText(c.cumulative));
    m_cumulative->setProperty("value", c.cumulative);
    m_invalid->setText(QString::number(c.invalid));
    m_cumulativeValue = c.cumulative;
}

void SeatPanel::setLarge(bool on) {
    QFont f = parentWidget() ? parentWidget()->font() : font();
    if (on) f.setPointSizeF(f.pointSizeF() * 1.4);
    setFont(f);
    QFont big = f;  // the action keeps its own, larger type
    big.setPointSizeF(f.pointSizeF() * 1.6);
    big.setBold(true);
    m_action->setFont(big);
}

void SeatPanel::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) emit clicked(m_seat);
    QFrame::mouseReleaseEvent(event);
}

}  // namespace nashlab::ui
