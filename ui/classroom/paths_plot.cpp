#include "ui/classroom/paths_plot.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "ui/charts/nice_scale.h"
#include "ui/classroom/live_histogram.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {

using engine::Json;

PathsPlot::PathsPlot(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("pathsPlot"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize PathsPlot::minimumSizeHint() const { return {260, 160}; }
QSize PathsPlot::sizeHint() const { return {560, 360}; }

int PathsPlot::rounds() const {
    std::size_t n = 0;
    for (const auto& v : m_values) n = std::max(n, v.size());
    return static_cast<int>(n);
}

void PathsPlot::setPaths(const QStringList& names, const std::vector<std::vector<double>>& cumulative) {
    m_names = names;
    m_values = cumulative;
    while (m_names.size() < static_cast<int>(m_values.size())) m_names << tr("Player %1").arg(m_names.size() + 1);
    update();
}

void PathsPlot::setPathsMessage(const Json& paths) {
    std::vector<std::vector<double>> values;
    if (paths.is_object())
        if (const auto it = paths.find("cumulative"); it != paths.end() && it->is_array())
            for (const Json& seat : *it) {
                std::vector<double> row;
                if (seat.is_array())
                    for (const Json& v : seat) row.push_back(v.is_number() ? v.get<double>() : std::nan(""));
                values.push_back(std::move(row));
            }
    QStringList names;
    for (std::size_t i = 0; i < values.size(); ++i) names << tr("Player %1").arg(i + 1);
    setPaths(names, values);
}

void PathsPlot::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    const int line = fm.height();
    const int n = rounds();
    if (n == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Each player's total appears here after the first round"));
        return;
    }
    double lo = 0, hi = 0;
    for (const auto& v : m_values)
        for (double x : v)
            if (std::isfinite(x)) lo = std::min(lo, x), hi = std::max(hi, x);
    const NiceScale y = niceScale(lo, hi, 5);

    // The legend: columns of "■ Player N" on the right, as many as the height needs.
    const int swatch = line * 2 / 3;
    int entryWidth = 0;
    for (const QString& name : m_names) entryWidth = std::max(entryWidth, fm.horizontalAdvance(name));
    entryWidth += swatch + 18;
    const int perColumn = std::max(1, (height() - 8) / line);
    const int columns = (static_cast<int>(m_names.size()) + perColumn - 1) / perColumn;
    const int legendWidth = std::min(columns * entryWidth, width() / 2);

    QString widest;
    for (double t = y.lo; t <= y.hi + y.step / 2; t += y.step)
        if (const QString s = QLocale().toString(t, 'f', y.decimals); s.size() > widest.size()) widest = s;
    const int left = fm.horizontalAdvance(widest) + 12;
    const QRect plot(left, line / 2 + 2, std::max(10, width() - left - legendWidth - 16),
                     std::max(10, height() - line / 2 - 2 - 2 * line - 10));
    const int inset = line / 2;          // the first and last rounds' dots clear of the axis and the legend
    const auto px = [&](double round) {  // round 1 .. n
        return n == 1 ? plot.center().x() : plot.left() + inset + (round - 1) / (n - 1) * (plot.width() - 2 * inset);
    };
    const auto py = [&](double v) { return plot.bottom() - (v - y.lo) / (y.hi - y.lo) * plot.height(); };

    const QColor axis = palette().color(QPalette::Text);
    // Value grid and labels.
    for (double t = y.lo; t <= y.hi + y.step / 2; t += y.step) {
        const double yy = py(t);
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
        p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy));
        p.setPen(axis);
        p.drawText(QRectF(0, yy - line / 2.0, left - 6, line), Qt::AlignRight | Qt::AlignVCenter,
                   QLocale().toString(t, 'f', y.decimals));
    }
    // Round ticks on a 1/2/5 step, and the axis title.
    p.setPen(QPen(axis, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    const int step = niceWholeStep(std::max(1, n - 1),
                                   std::max(1, plot.width() / (fm.horizontalAdvance(QStringLiteral("000")) + 16)));
    for (int r = 1; r <= n; r += step) {
        const double x = px(r);
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        p.drawText(QRectF(x - 40, plot.bottom() + 4, 80, line), Qt::AlignHCenter | Qt::AlignTop, QLocale().toString(r));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line), Qt::AlignHCenter | Qt::AlignTop,
               tr("Round"));

    // One line per seat (a dot on each round when there are few).
    const qreal penWidth = std::max(2.0, line / 8.0);
    for (std::size_t s = 0; s < m_values.size(); ++s) {
        const QColor c = seatColor(static_cast<int>(s));
        QPainterPath path;
        bool open = false;
        for (std::size_t r = 0; r < m_values[s].size(); ++r) {
            const double v = m_values[s][r];
            if (!std::isfinite(v)) {
                open = false;
                continue;
            }
            const QPointF pt(px(static_cast<double>(r + 1)), py(v));
            open ? path.lineTo(pt) : path.moveTo(pt);
            open = true;
        }
        p.setPen(QPen(c, penWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        if (n <= 12) {
            p.setBrush(c);
            for (std::size_t r = 0; r < m_values[s].size(); ++r)
                if (std::isfinite(m_values[s][r]))
                    p.drawEllipse(QPointF(px(static_cast<double>(r + 1)), py(m_values[s][r])), penWidth * 1.5,
                                  penWidth * 1.5);
        }
    }

    // The legend.
    p.setPen(axis);
    const int legendLeft = width() - legendWidth - 4;
    for (int i = 0; i < m_names.size(); ++i) {
        const int col = i / perColumn;
        const int row = i % perColumn;
        const int x = legendLeft + col * entryWidth;
        const int yy = 4 + row * line;
        p.fillRect(QRect(x, yy + (line - swatch) / 2, swatch, swatch), seatColor(i));
        p.drawText(QRect(x + swatch + 6, yy, entryWidth - swatch - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(m_names[i], Qt::ElideRight, entryWidth - swatch - 8));
    }
}

}  // namespace nashlab::ui
