#include "ui/charts/heatmap_view.h"

#include <QPainter>
#include <array>
#include <cmath>

#include "ui/charts/nice_scale.h"

namespace nashlab::ui {

QColor scaleColour(double t) {
    static const std::array<QColor, 5> anchors = {QColor(0x44, 0x01, 0x54), QColor(0x3B, 0x52, 0x8B),
                                                  QColor(0x21, 0x91, 0x8C), QColor(0x5E, 0xC9, 0x62),
                                                  QColor(0xFD, 0xE7, 0x25)};
    t = std::clamp(std::isnan(t) ? 0.0 : t, 0.0, 1.0) * (anchors.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(t), anchors.size() - 2);
    const double f = t - static_cast<double>(i);
    const QColor& a = anchors[i];
    const QColor& b = anchors[i + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + f * (b.redF() - a.redF())),
                            static_cast<float>(a.greenF() + f * (b.greenF() - a.greenF())),
                            static_cast<float>(a.blueF() + f * (b.blueF() - a.blueF())));
}

HeatmapView::HeatmapView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("heatmapView"));
    setMinimumSize(300, 200);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void HeatmapView::setData(std::vector<SeatSeries> rows, const QString& quantity) {
    m_rows = std::move(rows);
    m_quantity = quantity;
    update();
}

void HeatmapView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    std::size_t rounds = 0;
    double lo = INFINITY, hi = -INFINITY;
    for (const auto& r : m_rows) {
        rounds = std::max(rounds, r.values.size());
        for (double v : r.values)
            if (!std::isnan(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
    }
    if (m_rows.empty() || rounds == 0) {
        p.drawText(rect(), Qt::AlignCenter, tr("No rounds yet"));
        return;
    }
    if (!std::isfinite(lo) || !std::isfinite(hi)) {  // rounds, but no action is a number to colour
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No action so far is a number to colour."));
        return;
    }
    if (!(hi > lo)) hi = lo + 1.0;
    const QFontMetrics fm = p.fontMetrics();
    int labelWidth = 0;
    for (const auto& r : m_rows) labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.name));
    const int left = labelWidth + 16, top = fm.height() + 8, legendWidth = 70;
    const QRectF area(left, top, width() - left - legendWidth - 8, height() - top - fm.height() - 12);
    const double cw = area.width() / static_cast<double>(rounds);
    const double ch = area.height() / static_cast<double>(m_rows.size());
    p.drawText(QRectF(0, 0, width(), top), Qt::AlignCenter, m_quantity);
    for (std::size_t s = 0; s < m_rows.size(); ++s) {
        const double y = area.top() + ch * static_cast<double>(s);
        // The seat's own colour marks its row, as everywhere else.
        p.fillRect(QRectF(4, y + 2, 6, ch - 4), m_rows[s].colour);
        p.setPen(palette().text().color());
        p.drawText(QRectF(12, y, labelWidth + 4, ch), Qt::AlignVCenter | Qt::AlignLeft, m_rows[s].name);
        for (std::size_t r = 0; r < m_rows[s].values.size(); ++r) {
            const double v = m_rows[s].values[r];
            const QRectF cell(area.left() + cw * static_cast<double>(r), y, cw + 0.5, ch + 0.5);
            p.fillRect(cell, std::isnan(v) ? palette().window().color() : scaleColour((v - lo) / (hi - lo)));
        }
    }
    p.setPen(palette().text().color());
    // Round labels under the middle of their cells, on round numbers (1, then every 5th, 10th …).
    const int step = niceWholeStep(static_cast<double>(rounds), 10);
    for (std::size_t r = 0; r < rounds; ++r) {
        const int round = static_cast<int>(r) + 1;
        if (step > 1 && round % step != 0 && round != 1) continue;
        const double mid = area.left() + cw * (static_cast<double>(r) + 0.5);
        p.drawText(QRectF(mid - 30, area.bottom() + 2, 60, fm.height()), Qt::AlignHCenter, QString::number(round));
    }
    // Legend: the colour scale with its end values.
    const QRectF bar(width() - legendWidth + 4, area.top(), 14, area.height());
    for (int i = 0; i < static_cast<int>(bar.height()); ++i)
        p.fillRect(QRectF(bar.left(), bar.bottom() - i - 1, bar.width(), 1.5), scaleColour(i / bar.height()));
    p.drawText(QPointF(bar.right() + 4, bar.top() + fm.ascent()), QString::number(hi, 'g', 4));
    p.drawText(QPointF(bar.right() + 4, bar.bottom()), QString::number(lo, 'g', 4));
}

}  // namespace nashlab::ui
