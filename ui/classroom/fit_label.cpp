#include "ui/classroom/fit_label.h"

#include <QPainter>
#include <algorithm>

namespace nashlab::ui {

namespace {
constexpr qreal kMinPointSize = 8;
}

FitLabel::FitLabel(qreal maxPointSize, QWidget* parent) : QWidget(parent), m_maxPointSize(maxPointSize) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void FitLabel::setText(const QString& text) {
    if (text == m_text) return;
    m_text = text;
    updateGeometry();
    update();
}

void FitLabel::setAlignment(Qt::Alignment alignment) {
    m_alignment = alignment;
    update();
}

QFont FitLabel::fittedFont() const {
    QFont f = font();
    f.setPointSizeF(m_maxPointSize);
    const int room = std::max(1, width() - 4);
    const int textWidth = QFontMetrics(f).horizontalAdvance(m_text);
    if (textWidth > room) f.setPointSizeF(std::max(kMinPointSize, m_maxPointSize * room / textWidth * 0.98));
    // The height, too (a wide label in a short row).
    const int lineHeight = QFontMetrics(f).height();
    if (lineHeight > height() && height() > 0)
        f.setPointSizeF(std::max(kMinPointSize, f.pointSizeF() * height() / lineHeight));
    return f;
}

QSize FitLabel::sizeHint() const {
    QFont f = font();
    f.setPointSizeF(m_maxPointSize);
    const QFontMetrics fm(f);
    return {fm.horizontalAdvance(m_text) + 4, fm.height()};
}

QSize FitLabel::minimumSizeHint() const {
    QFont f = font();
    f.setPointSizeF(m_maxPointSize);
    return {40, QFontMetrics(f).height()};
}

void FitLabel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setFont(fittedFont());
    p.setPen(palette().color(foregroundRole()));
    p.drawText(rect().adjusted(2, 0, -2, 0), static_cast<int>(m_alignment) | Qt::TextSingleLine, m_text);
}

}  // namespace nashlab::ui
