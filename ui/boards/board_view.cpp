#include "ui/boards/board_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

const QColor kTicTacToeBackground(0xFA, 0xFA, 0xF7);
const QColor kConnectFourFrame(0x3B, 0x5B, 0x7E);  // a muted board blue; discs keep the seat colours
const QColor kHole(0xF4, 0xF4, 0xF0);
const QColor kLastMove(0xE6, 0x9F, 0x00);  // Okabe–Ito orange, also framed by shape (a thick box)
const QColor kDisabled(0x80, 0x80, 0x80, 70);
const QColor kHover(0x56, 0xB4, 0xE9, 90);

}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("boardView"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize BoardView::sizeHint() const { return m_compact ? QSize(120, 110) : QSize(420, 380); }
QSize BoardView::minimumSizeHint() const { return m_compact ? QSize(72, 64) : QSize(180, 160); }

void BoardView::setPosition(std::optional<BoardPosition> position) {
    m_position = std::move(position);
    if (!m_position) m_interactive = false;
    setHover({-1, -1});
    update();
}

void BoardView::setInteractive(bool on) {
    m_interactive = on && m_position.has_value();
    setHover({-1, -1});
    update();
}

void BoardView::setCompact(bool on) {
    m_compact = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    updateGeometry();
    update();
}

bool BoardView::cellEnabled(int row, int col) const {
    return m_interactive && m_position && m_position->playable(row, col);
}

QRectF BoardView::boardRect() const {
    if (!m_position) return {};
    // Room for the coordinates (column numbers above, row numbers left) unless compact.
    const qreal label = m_compact ? 2.0 : fontMetrics().height() * 1.4;
    const QRectF area = QRectF(rect()).adjusted(label, label, -4, -4);
    const qreal cell = std::min(area.width() / m_position->cols, area.height() / m_position->rows);
    const QSizeF size(cell * m_position->cols, cell * m_position->rows);
    return QRectF(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

QRectF BoardView::cellRect(int row, int col) const {
    const QRectF b = boardRect();
    if (!m_position || b.isEmpty()) return {};
    const qreal cell = b.width() / m_position->cols;
    return QRectF(b.left() + col * cell, b.top() + row * cell, cell, cell);
}

QPoint BoardView::cellAt(QPointF at) const {
    const QRectF b = boardRect();
    if (!m_position || !b.contains(at)) return {-1, -1};
    const qreal cell = b.width() / m_position->cols;
    const int col = std::clamp(static_cast<int>((at.x() - b.left()) / cell), 0, m_position->cols - 1);
    const int row = std::clamp(static_cast<int>((at.y() - b.top()) / cell), 0, m_position->rows - 1);
    return {col, row};
}

void BoardView::setHover(QPoint cell) {
    if (cell == m_hover) return;
    m_hover = cell;
    if (!m_compact) setCursor(cellEnabled(cell.y(), cell.x()) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint cell = cellAt(event->position());
    // Only playable cells react: a taken cell or a full column shows nothing under the mouse.
    setHover(cellEnabled(cell.y(), cell.x()) ? cell : QPoint(-1, -1));
}

void BoardView::leaveEvent(QEvent* /*event*/) { setHover({-1, -1}); }

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (m_compact) {
        emit activated();
        return;
    }
    const QPoint cell = cellAt(event->position());
    if (cellEnabled(cell.y(), cell.x())) emit cellClicked(cell.y(), cell.x());
}

void BoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!m_position) return;
    paintGrid(p);
    paintMarks(p);
}

void BoardView::paintGrid(QPainter& p) const {
    const BoardPosition& pos = *m_position;
    const QRectF b = boardRect();
    const qreal cell = b.width() / pos.cols;
    if (!m_compact) {
        // Coordinates as the prompts number them (1-based): columns above, rows on the left.
        // Next to the board, which is centred: a label at the widget's edge would float apart.
        const qreal label = fontMetrics().height() * 1.4;
        p.setPen(palette().color(QPalette::WindowText));
        for (int c = 0; c < pos.cols; ++c)
            p.drawText(QRectF(b.left() + c * cell, b.top() - label, cell, label), Qt::AlignCenter,
                       QString::number(c + 1));
        if (!pos.byColumn())
            for (int r = 0; r < pos.rows; ++r)
                p.drawText(QRectF(b.left() - label, b.top() + r * cell, label, cell), Qt::AlignCenter,
                           QString::number(r + 1));
    }
    if (pos.byColumn()) {
        p.setPen(Qt::NoPen);
        p.setBrush(kConnectFourFrame);
        p.drawRoundedRect(b, cell * 0.12, cell * 0.12);
    } else {
        p.fillRect(b, kTicTacToeBackground);
    }
    for (int r = 0; r < pos.rows; ++r) {
        for (int c = 0; c < pos.cols; ++c) {
            const QRectF rc = cellRect(r, c);
            if (pos.byColumn()) {
                p.setPen(Qt::NoPen);
                p.setBrush(kHole);
                p.drawEllipse(rc.adjusted(cell * 0.1, cell * 0.1, -cell * 0.1, -cell * 0.1));
            }
            // Greyed: what a person may not click while it is their move.
            if (m_interactive && !pos.playable(r, c)) p.fillRect(rc, kDisabled);
        }
    }
    if (!pos.byColumn()) {
        p.setPen(QPen(palette().color(QPalette::Mid), std::max(1.0, cell * 0.03)));
        for (int i = 1; i < pos.cols; ++i)
            p.drawLine(QPointF(b.left() + i * cell, b.top()), QPointF(b.left() + i * cell, b.bottom()));
        for (int i = 1; i < pos.rows; ++i)
            p.drawLine(QPointF(b.left(), b.top() + i * cell), QPointF(b.right(), b.top() + i * cell));
        p.setPen(QPen(palette().color(QPalette::Dark), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(b);
    }
}

void BoardView::paintMark(QPainter& p, const QRectF& cell, QChar mark, qreal opacity) const {
    const int seat = mark == QLatin1Char('X') ? 0 : 1;
    QColor color = seatColor(seat);
    p.setOpacity(opacity);
    const qreal size = cell.width();
    if (m_position->byColumn()) {
        // A disc in the seat's colour with its letter: the colour is never the only cue.
        const QRectF disc = cell.adjusted(size * 0.1, size * 0.1, -size * 0.1, -size * 0.1);
        p.setPen(QPen(color.darker(140), std::max(1.0, size * 0.03)));
        p.setBrush(color);
        p.drawEllipse(disc);
        if (!m_compact) {
            QFont f = font();
            f.setBold(true);
            f.setPixelSize(std::max(8, static_cast<int>(size * 0.32)));
            p.setFont(f);
            p.setPen(Qt::white);
            p.drawText(disc, Qt::AlignCenter, QString(mark));
        }
    } else {
        const QRectF m = cell.adjusted(size * 0.22, size * 0.22, -size * 0.22, -size * 0.22);
        p.setPen(QPen(color, std::max(2.0, size * 0.09), Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        if (seat == 0) {
            p.drawLine(m.topLeft(), m.bottomRight());
            p.drawLine(m.topRight(), m.bottomLeft());
        } else {
            p.drawEllipse(m);
        }
    }
    p.setOpacity(1.0);
}

void BoardView::paintMarks(QPainter& p) const {
    const BoardPosition& pos = *m_position;
    for (int r = 0; r < pos.rows; ++r)
        for (int c = 0; c < pos.cols; ++c)
            if (pos.at(r, c) != QLatin1Char('_')) paintMark(p, cellRect(r, c), pos.at(r, c), 1.0);
    const qreal cell = boardRect().width() / pos.cols;
    if (pos.last.x() >= 0) {
        p.setPen(QPen(kLastMove, std::max(2.0, cell * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cellRect(pos.last.y(), pos.last.x()).adjusted(2, 2, -2, -2), cell * 0.08, cell * 0.08);
    }
    if (m_hover.x() >= 0) {
        // The move a click would make: the cell, or the whole column.
        if (pos.byColumn()) {
            p.fillRect(cellRect(0, m_hover.x()).united(cellRect(pos.rows - 1, m_hover.x())), kHover);
        } else {
            p.fillRect(cellRect(m_hover.y(), m_hover.x()), kHover);
        }
    }
    if (pos.line.size() >= 2) {
        // Through the centres of the line's two ends, over the marks.
        const QPointF a = cellRect(pos.line.front().y(), pos.line.front().x()).center();
        const QPointF b = cellRect(pos.line.back().y(), pos.line.back().x()).center();
        QColor ink(0x20, 0x20, 0x20, 200);
        p.setPen(QPen(ink, std::max(3.0, cell * 0.12), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a, b);
    }
}

}  // namespace nashlab::ui
