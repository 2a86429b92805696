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
    auto* layout = new QGridLayout;
    outer->addLayout(layout, 1);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setVerticalSpacing(2);
    auto make = [this](const char* name) {
        auto* l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        return l;
    };
    m_name = make("nameLabel");
    m_detail = make("detailLabel");
    m_status = make("statusLabel");
    m_action = make("actionLabel");
    m_actionLong = make("actionLongLabel");
    m_actionLong->setWordWrap(true);
    m_actionLong->setTextFormat(Qt::PlainText);
    m_actionLong->setStyleSheet(QStringLiteral("font-weight: bold;"));
    m_actionLong->hide();
    m_reply = make("replyLabel");
    m_payoff = make("payoffLabel");
    m_cumulative = make("cumulativeLabel");
    m_invalid = make("invalidLabel");
    QFont big = m_action->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_action->setFont(big);
    m_detail->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_reply->setWordWrap(true);
    m_reply->setStyleSheet(QStringLiteral("color: palette(dark); font-style: italic;"));
    m_reply->setTextFormat(Qt::PlainText);
    m_reply->hide();
    for (auto* l : {m_payoff, m_cumulative, m_invalid}) l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_name, 0, 0, 1, 2);
    layout->addWidget(m_detail, 1, 0, 1, 2);
    layout->addWidget(m_status, 2, 0);
    layout->addWidget(m_action, 2, 1, Qt::AlignRight);
    layout->addWidget(m_actionLong, 3, 0, 1, 2);
    layout->addWidget(m_reply, 4, 0, 1, 2);
    layout->addWidget(new QLabel(tr("Round payoff"), this), 5, 0);
    layout->addWidget(m_payoff, 5, 1);
    layout->addWidget(new QLabel(tr("Total"), this), 6, 0);
    layout->addWidget(m_cumulative, 6, 1);
    layout->addWidget(new QLabel(tr("Invalid answers"), this), 7, 0);
    layout->addWidget(m_invalid, 7, 1);
}

void SeatPanel::show(const PanelContent& c) {
    m_name->setText(QStringLiteral("<b>%1</b>").arg(c.name.toHtmlEscaped()));
    m_detail->setText(c.detail);
    m_detail->setVisible(!c.detail.isEmpty());
    m_status->setText(c.status);
    // A number or a word in big type beside the status; a longer action (a proposal, a list) on a
    // wrapped line of its own, so it never runs past the panel or hides the payoffs.
    const bool longAction = c.action.size() > kBigActionChars;
    m_action->setText(longAction ? QString() : c.action);
    m_actionLong->setText(longAction ? c.action : QString());
    m_actionLong->setVisible(longAction);
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
