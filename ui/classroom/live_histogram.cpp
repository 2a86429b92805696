#include "ui/classroom/live_histogram.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/charts/nice_scale.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {

using engine::Json;

QString projectorNumber(double value) {
    if (!std::isfinite(value)) return QStringLiteral("–");
    if (std::fabs(value - std::round(value)) < 1e-9)
        return QLocale().toString(static_cast<qlonglong>(std::llround(value)));
    return QLocale().toString(value, 'f', 1);
}

LiveHistogram::LiveHistogram(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("liveHistogram"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize LiveHistogram::minimumSizeHint() const { return {240, 160}; }
QSize LiveHistogram::sizeHint() const { return {560, 360}; }

void LiveHistogram::setLive(const Json& live) {
    m_counts.fill(0);
    m_total = 0;
    m_marks.clear();
    m_hasRange = false;
    std::vector<double> values;
    if (live.is_object()) {
        if (const auto it = live.find("values"); it != live.end() && it->is_array())
            for (const Json& v : *it)
                if (v.is_number() && std::isfinite(v.get<double>())) values.push_back(v.get<double>());
        if (const auto it = live.find("marks"); it != live.end() && it->is_array())
            for (const Json& m : *it)
                if (m.is_object() && m.contains("value") && m["value"].is_number())
                    m_marks.append({markLabel(m.value("label", std::string())), m["value"].get<double>()});
    }
    if (live.is_object() && live.contains("min") && live.contains("max") && live["min"].is_number() &&
        live["max"].is_number()) {
        m_min = live["min"].get<double>();
        m_max = live["max"].get<double>();
        m_hasRange = std::isfinite(m_min) && std::isfinite(m_max) && m_max > m_min;
    }
    if (!m_hasRange && !values.empty()) {
        // No range given: the answers' and the marks' own, cut into kBins bins of a round width
        // (1, 2 or 5 × 10^k) so that every bin edge is a round number.
        double lo = values.front(), hi = values.front();
        for (double v : values) lo = std::min(lo, v), hi = std::max(hi, v);
        for (const Mark& m : m_marks) lo = std::min(lo, m.value), hi = std::max(hi, m.value);
        if (lo > 0 && (lo < hi / 2 || lo == hi)) lo = 0;  // counts of positive numbers read best from zero
        if (hi == lo) hi = lo + 1;
        double width = niceStep(hi - lo, kBins);
        while (std::floor(lo / width) * width + kBins * width < hi) width = niceStep(width * kBins * 1.01, kBins);
        m_min = std::floor(lo / width) * width;
        m_max = m_min + kBins * width;
        m_hasRange = true;
    }
    if (m_hasRange)
        for (double x : values) {
            const int bin =
                std::clamp(static_cast<int>(std::floor((x - m_min) / (m_max - m_min) * kBins)), 0, kBins - 1);
            ++m_counts[bin];
            ++m_total;
        }
    update();
}

void LiveHistogram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    const int line = fm.height();
    if (!m_hasRange || m_total == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   m_hasRange ? tr("No answers yet this round") : tr("Answers appear here as they come in"));
        if (!m_hasRange) return;
    }

    // Room for the marks' labels on top (one line each), the bin edges below, the counts left.
    const int maxCount = std::max(1, *std::max_element(m_counts.begin(), m_counts.end()));
    const int countStep = niceWholeStep(maxCount, 4);
    const int countTop = ((maxCount + countStep - 1) / countStep) * countStep;
    QStringList edges;
    int edgeWidth = 0;
    for (int k = 0; k <= kBins; ++k) {
        edges << projectorNumber(m_min + (m_max - m_min) * k / kBins);
        edgeWidth = std::max(edgeWidth, fm.horizontalAdvance(edges.back()));
    }
    const int left =
        std::max(fm.horizontalAdvance(QLocale().toString(countTop)) + 12, fm.horizontalAdvance(edges.front()) / 2 + 4);
    // The marks' labels take a line each on top, then a line for the counts over the bars.
    const int top = 4 + line * static_cast<int>(m_marks.size()) + line + 2;
    const int right = std::max(16, fm.horizontalAdvance(edges.back()) / 2 + 4);  // room for the last edge
    const QRect plot(left, top, std::max(10, width() - left - right), std::max(10, height() - top - line - 10));

    const QColor axis = palette().color(QPalette::Text);
    const QColor grid = palette().color(QPalette::Mid);
    // Count grid lines and labels.
    for (int c = 0; c <= countTop; c += countStep) {
        const int y = plot.bottom() - static_cast<int>(std::lround(double(c) / countTop * plot.height()));
        p.setPen(QPen(grid, 1, Qt::DotLine));
        if (c > 0) p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(axis);
        p.drawText(QRect(0, y - line / 2, left - 6, line), Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(c));
    }
    // Bars, each with its count above it.
    const double binWidth = double(plot.width()) / kBins;
    const QColor bar = seatColor(4);  // Okabe–Ito blue: the class as a whole, no seat of its own
    for (int i = 0; i < kBins; ++i) {
        if (m_counts[i] == 0) continue;
        const double h = double(m_counts[i]) / countTop * plot.height();
        const QRectF r(plot.left() + i * binWidth + 2, plot.bottom() - h, binWidth - 4, h);
        p.fillRect(r, bar);
        p.setPen(axis);
        p.drawText(QRectF(r.left() - 10, r.top() - line - 2, r.width() + 20, line), Qt::AlignCenter,
                   QLocale().toString(m_counts[i]));
    }
    p.setPen(QPen(axis, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    // Bin edges: every one that has room, else every second (or fifth), each centred on its tick.
    int every = 1;
    while (every < kBins && binWidth * every < edgeWidth + 10) every = every == 1 ? 2 : 5;
    for (int k = 0; k <= kBins; k += every) {
        const double x = plot.left() + k * binWidth;
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        const int w = fm.horizontalAdvance(edges[k]) + 2;
        p.drawText(QRectF(x - w / 2.0, plot.bottom() + 4, w, line), Qt::AlignCenter, edges[k]);
    }
    // Marks: a dashed neutral line with its label and value, each label on its own line on top.
    for (int i = 0; i < m_marks.size(); ++i) {
        const Mark& m = m_marks[i];
        const double t = (std::clamp(m.value, m_min, m_max) - m_min) / (m_max - m_min);
        const double x = plot.left() + t * plot.width();
        const int y = 4 + i * line;
        p.setPen(QPen(referenceColor(), 2, i == 0 ? Qt::DashLine : Qt::DashDotLine));
        p.drawLine(QPointF(x, y + line), QPointF(x, plot.bottom()));
        const QString text = tr("%1 %2").arg(m.label, projectorNumber(m.value));
        const int w = fm.horizontalAdvance(text) + 8;
        const double lx = std::clamp(x - w / 2.0, 0.0, double(std::max(0, width() - w)));
        p.setPen(axis);
        p.drawText(QRectF(lx, y, w, line), Qt::AlignCenter, text);
    }
}

QString LiveHistogram::markLabel(const std::string& english) {
    // The names the room gives its marks (classroom/room.cpp: the running ones and the round
    // report's numbers); anything else is shown as sent.
    static const char* const kKnown[] = {
        QT_TR_NOOP("Average so far"), QT_TR_NOOP("Target so far"), QT_TR_NOOP("Average"), QT_TR_NOOP("Target"),
        QT_TR_NOOP("Mean"),           QT_TR_NOOP("Median"),        QT_TR_NOOP("Price"),   QT_TR_NOOP("Clearing price")};
    for (const char* known : kKnown)
        if (english == known) return tr(known);
    return QString::fromStdString(english);
}

}  // namespace nashlab::ui
