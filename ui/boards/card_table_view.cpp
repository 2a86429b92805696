#include "ui/boards/card_table_view.h"

#include <QPainter>
#include <QPainterPath>

namespace nashlab::ui {
namespace {

const QColor kFelt(0x1f, 0x6b, 0x43);
const QColor kFeltEdge(0x5a, 0x3a, 0x1e);
const QColor kCardBack(0x2c, 0x4f, 0x9e);
const QColor kRed(0xc0, 0x1f, 0x2f);
const QColor kInk(0x1a, 0x1a, 0x1a);

QString rankText(QChar r) {
    if (r == QLatin1Char('T')) return QStringLiteral("10");
    return QString(r.toUpper());
}

QString suitSymbol(QChar s) {
    switch (s.toLower().unicode()) {
    case 's': return QStringLiteral("♠");
    case 'h': return QStringLiteral("♥");
    case 'd': return QStringLiteral("♦");
    case 'c': return QStringLiteral("♣");
    default: return QStringLiteral("?");
    }
}

}  // namespace

CardTableView::CardTableView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("cardTable"));
    setMinimumSize(minimumSizeHint());
}

void CardTableView::setTable(std::optional<CardTable> table) {
    m_table = std::move(table);
    update();
}

void CardTableView::setNames(const QStringList& names) {
    m_names = names;
    update();
}

void CardTableView::setRevealAll(bool on) {
    m_revealAll = on;
    update();
}

void CardTableView::setOwnSeat(int seat) {
    m_ownSeat = seat;
    update();
}

bool CardTableView::faceUp(int seat) const {
    return m_table && (m_revealAll || m_table->showdown || seat == m_ownSeat);
}

QSize CardTableView::sizeHint() const { return {640, 420}; }
QSize CardTableView::minimumSizeHint() const { return {300, 170}; }

QString CardTableView::stageText(const QString& stage) const {
    if (stage == QLatin1String("flop")) return tr("Flop");
    if (stage == QLatin1String("turn")) return tr("Turn");
    if (stage == QLatin1String("river")) return tr("River");
    return tr("Before the flop");
}

QString CardTableView::handText(const QString& hand) const {
    if (hand == QLatin1String("straight flush")) return tr("straight flush");
    if (hand == QLatin1String("four of a kind")) return tr("four of a kind");
    if (hand == QLatin1String("full house")) return tr("full house");
    if (hand == QLatin1String("flush")) return tr("flush");
    if (hand == QLatin1String("straight")) return tr("straight");
    if (hand == QLatin1String("three of a kind")) return tr("three of a kind");
    if (hand == QLatin1String("two pair")) return tr("two pair");
    if (hand == QLatin1String("one pair")) return tr("one pair");
    if (hand == QLatin1String("high card")) return tr("high card");
    return hand;
}

QString CardTableView::moveText(const QString& move, int chips) const {
    if (move == QLatin1String("fold")) return tr("folds");
    if (move == QLatin1String("check_call")) return chips > 0 ? tr("calls %1").arg(chips) : tr("checks");
    if (move == QLatin1String("raise_half_pot")) return tr("raises half the pot (+%1)").arg(chips);
    if (move == QLatin1String("raise_pot")) return tr("raises the pot (+%1)").arg(chips);
    if (move == QLatin1String("all_in")) return tr("goes all in (+%1)").arg(chips);
    return QString();
}

void CardTableView::paintCard(QPainter& p, const QRectF& r, const QString& code, bool up) const {
    const qreal radius = r.width() * 0.1;
    p.setPen(QPen(QColor(0, 0, 0, 90), 1));
    if (code.isEmpty()) {  // an empty slot on the board
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt::DashLine));
        p.drawRoundedRect(r, radius, radius);
        return;
    }
    if (!up || code.size() != 2) {
        p.setBrush(kCardBack);
        p.drawRoundedRect(r, radius, radius);
        p.setPen(QPen(QColor(255, 255, 255, 120), 1));
        p.drawRoundedRect(r.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12),
                          radius * 0.6, radius * 0.6);
        return;
    }
    p.setBrush(Qt::white);
    p.drawRoundedRect(r, radius, radius);
    const QChar suit = code.at(1);
    const bool red = suit.toLower() == QLatin1Char('h') || suit.toLower() == QLatin1Char('d');
    p.setPen(red ? kRed : kInk);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.3)));
    p.setFont(f);
    p.drawText(r.adjusted(r.width() * 0.1, r.height() * 0.04, 0, 0), Qt::AlignLeft | Qt::AlignTop,
               rankText(code.at(0)));
    f.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.42)));
    p.setFont(f);
    p.drawText(r.adjusted(0, r.height() * 0.25, 0, 0), Qt::AlignCenter, suitSymbol(suit));
}

void CardTableView::paintSeat(QPainter& p, const QRectF& cards, const QRectF& label, int seat) const {
    const CardTable& t = *m_table;
    const auto s = static_cast<std::size_t>(seat);
    const qreal cardH = cards.height(), cardW = cardH * 0.7, gap = cardW * 0.12;
    for (int k = 0; k < 2; ++k) {
        const QRectF r(cards.center().x() - cardW - gap / 2 + k * (cardW + gap), cards.top(), cardW, cardH);
        paintCard(p, r, k < t.hole[s].size() ? t.hole[s][k] : QStringLiteral("??"), faceUp(seat));
    }
    const QString name = seat < m_names.size() ? m_names[seat] : tr("Seat %1").arg(seat + 1);
    QString line = tr("%1 · in: %2").arg(name).arg(t.chipsIn[s]);
    if (t.showdown && !t.hands[s].isEmpty()) line += QStringLiteral(" · ") + handText(t.hands[s]);
    QFont f = font();
    f.setPixelSize(std::max(11, static_cast<int>(label.height() * 0.75)));
    const bool won = t.over && t.winner == seat;
    f.setBold(won);
    p.setFont(f);
    p.setPen(won ? QColor(0xff, 0xe0, 0x6a) : QColor(Qt::white));
    p.drawText(label, Qt::AlignCenter, line);
}

// Seven bands from top to bottom: the second seat's name and cards, the street and pot, the board,
// the last action, the first seat's cards and name. Cards keep a playing card's 7:10 shape.
void CardTableView::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF felt = QRectF(rect()).adjusted(6, 6, -6, -6);
    p.setPen(QPen(kFeltEdge, 6));
    p.setBrush(kFelt);
    p.drawRoundedRect(felt, felt.height() * 0.25, felt.height() * 0.25);
    if (!m_table) return;
    const CardTable& t = *m_table;
    const qreal h = felt.height() * 0.94, top0 = felt.top() + felt.height() * 0.03;
    const qreal cardH = std::min(h * 0.2, felt.width() * 0.6 / (5 * 0.7 + 4 * 0.1));
    const qreal line = h * 0.08;
    qreal y = top0;
    auto band = [&](qreal height) {
        const QRectF r(felt.left(), y, felt.width(), height);
        y += height;
        return r;
    };
    const QRectF topName = band(line), topCards = band(cardH);
    y += h * 0.02;
    const QRectF header = band(line), boardCards = band(cardH), action = band(h * 0.07);
    const QRectF bottomCards = band(cardH), bottomName = band(line);
    paintSeat(p, topCards, topName, 1);
    paintSeat(p, bottomCards, bottomName, 0);

    const qreal cardW = cardH * 0.7, gap = cardW * 0.1;
    const qreal left = felt.center().x() - (5 * cardW + 4 * gap) / 2;
    for (int k = 0; k < 5; ++k)
        paintCard(p, QRectF(left + k * (cardW + gap), boardCards.top(), cardW, cardH),
                  k < t.board.size() ? t.board[k] : QString(), true);
    QFont f = font();
    f.setPixelSize(std::max(11, static_cast<int>(line * 0.7)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(Qt::white);
    QString head = tr("%1 · Pot %2").arg(stageText(t.stage)).arg(t.pot);
    if (t.over) {
        const QString who =
            t.winner >= 0 && t.winner < m_names.size() ? m_names[t.winner] : tr("Seat %1").arg(t.winner + 1);
        head += QStringLiteral(" · ") + (t.winner >= 0 ? tr("%1 wins the pot").arg(who) : tr("split pot"));
    }
    p.drawText(header, Qt::AlignCenter, head);
    if (t.lastSeat >= 0) {
        f.setBold(false);
        p.setFont(f);
        const QString who = t.lastSeat < m_names.size() ? m_names[t.lastSeat] : tr("Seat %1").arg(t.lastSeat + 1);
        p.drawText(action, Qt::AlignCenter, who + QLatin1Char(' ') + moveText(t.lastAction, t.lastChips));
    }
}

}  // namespace nashlab::ui
