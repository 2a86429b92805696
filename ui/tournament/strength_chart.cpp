#include "ui/tournament/strength_chart.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "ui/common/seat_palette.h"

namespace nashlab::ui {

StrengthChart::StrengthChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("strengthChart"));
    setMinimumHeight(120);
}

void StrengthChart::setPlaceholder(const QString& text) {
    m_placeholder = text;
    update();
}

void StrengthChart::setReportRows(const engine::Json& entrants, const std::string& metric) {
    m_rows.clear();
    m_metric = metric;
    const bool rated = metric == "trueskill";
    for (const auto& e : entrants) {
        const engine::Json source = rated ? e.value("bradley_terry", engine::Json::object()) : e;
        const engine::Json ci = source.value("ci95", engine::Json::array({0.0, 0.0}));
        const double value = source.value(rated ? "strength" : "value", 0.0);
        m_rows.push_back({QString::fromStdString(e.value("name", "")), value,
                          ci.size() == 2 ? ci[0].get<double>() : value, ci.size() == 2 ? ci[1].get<double>() : value});
    }
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row& a, const Row& b) { return a.strength > b.strength; });
    update();
}

void StrengthChart::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    if (m_rows.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    double lo = 0, hi = 0;
    for (const Row& r : m_rows) {
        lo = std::min({lo, r.low, r.strength});
        hi = std::max({hi, r.high, r.strength});
    }
    // Strengths: a symmetric axis a little wider than the widest interval, so 0 (the mean) sits in
    // the middle. A win rate: 0 to 1. A mean reward: from 0 (or the lowest end) to the highest.
    const bool rated = m_metric == "trueskill";
    const double span = std::max(0.5, std::max(std::abs(lo), std::abs(hi)) * 1.1);
    const double axisLo = rated ? -span : (m_metric == "win_rate" ? 0.0 : std::min(0.0, lo * 1.1));
    const double axisHi = rated ? span : (m_metric == "win_rate" ? 1.0 : std::max(hi * 1.1, axisLo + 1.0));
    int nameWidth = 0;
    for (const Row& r : m_rows) nameWidth = std::max(nameWidth, fm.horizontalAdvance(r.name));
    // The title wraps in a narrow chart (a 1024-pixel window) instead of running past its edges.
    const QString title = rated ? tr("Bradley–Terry strength (log-odds) with 95 % bootstrap intervals")
                          : m_metric == "win_rate" ? tr("Win rate with Wilson 95 % intervals")
                                                   : tr("Mean reward with 95 % intervals");
    const int titleH =
        fm.boundingRect(QRect(0, 0, std::max(1, width() - 8), 10000), Qt::AlignCenter | Qt::TextWordWrap, title)
            .height();
    const QRectF plot(nameWidth + 16, titleH + 6, width() - nameWidth - 28, height() - titleH - 1.5 * fm.height() - 12);
    if (plot.width() < 20 || plot.height() < 10) return;
    auto x = [&](double v) { return plot.left() + (v - axisLo) / (axisHi - axisLo) * plot.width(); };
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(4, 0, width() - 8, titleH + 4), Qt::AlignCenter | Qt::TextWordWrap, title);
    // The axis: ticks at −span, 0, +span; a dashed line at 0, the entrants' mean.
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()));
    for (int k = 0; k <= 4; ++k) {
        const double v = axisLo + (axisHi - axisLo) * k / 4.0;
        p.drawLine(QPointF(x(v), plot.bottom()), QPointF(x(v), plot.bottom() + 4));
        p.drawText(QRectF(x(v) - 40, plot.bottom() + 4, 80, fm.height()), Qt::AlignCenter,
                   QString::number(v, 'f', rated ? 1 : 2));
    }
    if (rated) {  // the entrants' mean strength
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        p.drawLine(QPointF(x(0), plot.top()), QPointF(x(0), plot.bottom()));
    }
    const qreal rowH = plot.height() / static_cast<qreal>(m_rows.size());
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& r = m_rows[i];
        const qreal y = plot.top() + rowH * (static_cast<qreal>(i) + 0.5);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(4, y - rowH / 2, nameWidth + 4, rowH), Qt::AlignRight | Qt::AlignVCenter, r.name);
        const QColor c = seatColor(static_cast<int>(i));
        p.setPen(QPen(c, 2));
        p.drawLine(QPointF(x(r.low), y), QPointF(x(r.high), y));
        const qreal cap = std::min(6.0, rowH / 4);
        p.drawLine(QPointF(x(r.low), y - cap), QPointF(x(r.low), y + cap));
        p.drawLine(QPointF(x(r.high), y - cap), QPointF(x(r.high), y + cap));
        p.setBrush(c);
        p.drawEllipse(QPointF(x(r.strength), y), 4.5, 4.5);
    }
}

}  // namespace nashlab::ui
