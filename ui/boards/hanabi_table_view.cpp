#include "ui/boards/hanabi_table_view.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace nashlab::ui {
namespace {

const QColor kTable(0x2b, 0x2d, 0x42);
const QColor kCardBack(0x55, 0x5b, 0x6e);

// Card faces in the Okabe–Ito colours the window uses; the rank is printed on every card as well,
// so nothing depends on telling the colours apart.
QColor faceColour(const QString& colour) {
    if (colour == QLatin1String("Red")) return {0xD5, 0x5E, 0x00};
    if (colour == QLatin1String("Yellow")) return {0xF0, 0xE4, 0x42};
    if (colour == QLatin1String("Green")) return {0x00, 0x9E, 0x73};
    if (colour == QLatin1String("Blue")) return {0x56, 0xB4, 0xE9};
    return {0xF4, 0xF4, 0xF4};
}

}  // namespace

HanabiTableView::HanabiTableView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("hanabiTable"));
    setMinimumSize(minimumSizeHint());
}

void HanabiTableView::setTable(std::optional<HanabiTable> table) {
    m_table = std::move(table);
    update();
}

void HanabiTableView::setNames(const QStringList& names) {
    m_names = names;
    update();
}

void HanabiTableView::setOwnSeat(int seat) {
    m_ownSeat = seat;
    update();
}

QString HanabiTableView::colourText(const QString& colour) const {
    if (colour == QLatin1String("Red")) return tr("Red");
    if (colour == QLatin1String("Yellow")) return tr("Yellow");
    if (colour == QLatin1String("Green")) return tr("Green");
    if (colour == QLatin1String("White")) return tr("White");
    if (colour == QLatin1String("Blue")) return tr("Blue");
    return colour;
}

QString HanabiTableView::lastMoveText() const {
    if (!m_table || m_table->lastSeat < 0 || m_table->lastMove.isEmpty()) return tr("The cards are dealt.");
    const QString who =
        m_table->lastSeat < m_names.size() ? m_names[m_table->lastSeat] : QString::number(m_table->lastSeat + 1);
    const QString card = m_table->lastCard;
    const int space = card.indexOf(QLatin1Char(' '));
    const QString cardText = space > 0 ? colourText(card.left(space)) + card.mid(space) : card;
    const QString& move = m_table->lastMove;
    if (move == QLatin1String("play"))
        return m_table->lastFits ? tr("%1 played %2: it fit").arg(who, cardText)
                                 : tr("%1 played %2: it did not fit, a life lost").arg(who, cardText);
    if (move == QLatin1String("discard")) return tr("%1 discarded %2").arg(who, cardText);
    if (move == QLatin1String("hint_colour")) return tr("%1 pointed out %2").arg(who, colourText(m_table->lastHint));
    if (move == QLatin1String("hint_rank")) return tr("%1 pointed out the %2s").arg(who, m_table->lastHint);
    return tr("%1 passed").arg(who);
}

void HanabiTableView::paintCard(QPainter& p, const QRectF& r, const QString& card, bool up) const {
    QPainterPath path;
    path.addRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    const int space = card.indexOf(QLatin1Char(' '));
    const QString colour = space > 0 ? card.left(space) : QString();
    const QString rank = space > 0 ? card.mid(space + 1) : QString();
    p.fillPath(path, up && !card.isEmpty() ? faceColour(colour) : kCardBack);
    p.setPen(QPen(Qt::black, 1.5));
    p.drawPath(path);
    if (!up || card.isEmpty()) {
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, QStringLiteral("?"));
        return;
    }
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(static_cast<int>(r.height() * 0.42));
    p.setFont(f);
    p.setPen(Qt::black);
    p.drawText(r, Qt::AlignCenter, rank);
    QFont small = f;
    small.setBold(false);
    small.setPixelSize(std::max(9, static_cast<int>(r.height() * 0.14)));
    p.setFont(small);
    // A small card names its colour by the first letter, which still reads without the colour.
    const QString named = r.width() < 56 ? colourText(colour).left(1) : colourText(colour);
    p.drawText(r.adjusted(0, 0, 0, -4), Qt::AlignHCenter | Qt::AlignBottom, named);
}

void HanabiTableView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = rect().adjusted(4, 4, -4, -4);
    p.fillRect(rect(), kTable);
    if (!m_table) return;
    const HanabiTable& t = *m_table;
    QFont label = p.font();
    label.setPixelSize(std::clamp(static_cast<int>(area.height() / 26), 11, 16));
    const double lineH = label.pixelSize() + 6;
    // Top to bottom: name, hand, "Fireworks", piles (0.8 of a card), the status, the last move,
    // name, hand; the cards take what the lines and gaps leave.
    const double cardH = std::clamp((area.height() - 5 * lineH - 40) / 2.8, 30.0, 120.0);
    const double cardW = cardH * 0.68;

    auto paintHand = [&](int seat, double top) {
        const QStringList& hand = t.hands[static_cast<std::size_t>(seat)];
        const int count = std::max(2, static_cast<int>(hand.size()));
        const double width = count * cardW + (count - 1) * 10;
        double x = area.center().x() - width / 2;
        for (int i = 0; i < count; ++i, x += cardW + 10)
            paintCard(p, QRectF(x, top + lineH, cardW, cardH), i < hand.size() ? hand[i] : QString(), faceUp(seat));
        p.setFont(label);
        p.setPen(Qt::white);
        QString name = seat < m_names.size() ? m_names[seat] : tr("Player %1").arg(seat + 1);
        if (seat == m_ownSeat) name = tr("%1 (your cards, hidden from you)").arg(name);
        p.drawText(QRectF(area.left(), top, area.width(), lineH), Qt::AlignHCenter | Qt::AlignVCenter, name);
    };
    paintHand(1, area.top());
    paintHand(0, area.bottom() - cardH - lineH);

    double y = area.top() + lineH + cardH + 10;
    p.setFont(label);
    p.setPen(Qt::white);
    if (t.lastSeat < 0) {  // nothing recorded yet: the deal, then the first move
        p.drawText(QRectF(area.left(), y, area.width(), area.bottom() - cardH - lineH - y), Qt::AlignCenter,
                   lastMoveText());
        return;
    }
    p.drawText(QRectF(area.left(), y, area.width(), lineH), Qt::AlignHCenter | Qt::AlignVCenter, tr("Fireworks"));
    y += lineH;
    const double pileH = cardH * 0.8, pileW = pileH * 0.68;
    const double pilesW = static_cast<double>(t.fireworks.size()) * (pileW + 12) - 12;
    double x = area.center().x() - pilesW / 2;
    for (const auto& [colour, height] : t.fireworks) {
        const QRectF r(x, y, pileW, pileH);
        if (height > 0) {
            paintCard(p, r, colour + QLatin1Char(' ') + QString::number(height), true);
        } else {
            p.setPen(QPen(faceColour(colour), 2, Qt::DashLine));
            p.drawRoundedRect(r, 6, 6);
            p.setPen(Qt::white);
            p.setFont(label);
            p.drawText(r, Qt::AlignCenter, r.width() < 56 ? colourText(colour).left(1) : colourText(colour));
        }
        x += pileW + 12;
    }
    y += pileH + 6;
    p.setFont(label);
    p.setPen(Qt::white);
    const QString status = tr("Information tokens: %1 · Lives: %2 · Deck: %3 · Score: %4")
                               .arg(t.infoTokens)
                               .arg(t.lifeTokens)
                               .arg(t.deckSize)
                               .arg(t.score);
    p.drawText(QRectF(area.left(), y, area.width(), lineH), Qt::AlignHCenter | Qt::AlignVCenter, status);
    y += lineH;
    QFont bold = label;
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(area.left(), y, area.width(), lineH), Qt::AlignHCenter | Qt::AlignVCenter,
               t.over ? tr("Game over — %1").arg(lastMoveText()) : lastMoveText());
}

}  // namespace nashlab::ui
