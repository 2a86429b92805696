#pragma once
// BoardView: paints a TicTacToe 3×3 or ConnectFour 6×7 position — marks or discs, the last move
// framed, the winning line drawn across — scaled to the widget. When a person is to move it takes
// clicks: a free cell, or a column with room (the whole column lights up); other cells are greyed
// and get no hover. Compact mode (the tournament's small boards) leaves out the coordinates.
#include <QWidget>
#include <optional>

#include "ui/boards/board_position.h"

namespace nashlab::ui {

class BoardView final : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(std::optional<BoardPosition> position);
    const std::optional<BoardPosition>& position() const { return m_position; }
    /// Clicks answer only while interactive (a human seat is asked).
    void setInteractive(bool on);
    bool interactive() const { return m_interactive; }
    void setCompact(bool on);
    /// Whether a click on (row, col) is taken now.
    bool cellEnabled(int row, int col) const;
    /// The cell's rectangle in widget coordinates (for tests and hit-testing).
    QRectF cellRect(int row, int col) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// A person clicked a playable cell (for ConnectFour, any cell of a playable column).
    void cellClicked(int row, int col);
    /// A click on a compact board (the tournament opens that game).
    void activated();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRectF boardRect() const;
    /// (column, row) under `at`, or (−1, −1).
    QPoint cellAt(QPointF at) const;
    void paintGrid(class QPainter& p) const;
    void paintMarks(QPainter& p) const;
    void paintMark(QPainter& p, const QRectF& cell, QChar mark, qreal opacity) const;
    void setHover(QPoint cell);

    std::optional<BoardPosition> m_position;
    bool m_interactive = false;
    bool m_compact = false;
    QPoint m_hover{-1, -1};
};

}  // namespace nashlab::ui
