#include "ui/charts/nice_scale.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace nashlab::ui {

double niceStep(double span, int maxTicks) {
    if (!(span > 0) || !std::isfinite(span)) return 1.0;
    const double raw = span / std::max(1, maxTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw * (1 - 1e-9)) return m * magnitude;
    return 10.0 * magnitude;
}

int niceWholeStep(double span, int maxTicks) {
    if (!(span > 0) || !std::isfinite(span)) return 1;
    const double raw = span / std::max(1, maxTicks);
    for (long long magnitude = 1; magnitude <= 100000000; magnitude *= 10)
        for (long long m : {1LL, 2LL, 5LL})
            if (static_cast<double>(m * magnitude) >= raw * (1 - 1e-9)) return static_cast<int>(m * magnitude);
    return 500000000;
}

NiceScale niceScale(double lo, double hi, int maxTicks) {
    if (!std::isfinite(lo) || !std::isfinite(hi)) lo = 0.0, hi = 1.0;
    if (hi < lo) std::swap(lo, hi);
    if (hi == lo) {
        const double pad = lo == 0.0 ? 1.0 : std::fabs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    NiceScale s;
    s.step = niceStep(hi - lo, maxTicks);
    s.lo = std::floor(lo / s.step + 1e-9) * s.step;
    s.hi = std::ceil(hi / s.step - 1e-9) * s.step;
    s.decimals = std::max(0, static_cast<int>(std::ceil(-std::log10(s.step) - 1e-9)));
    if (s.step * std::pow(10.0, s.decimals) != std::round(s.step * std::pow(10.0, s.decimals))) ++s.decimals;  // 2.5
    return s;
}

void applyNiceScale(QValueAxis* axis, double lo, double hi, int maxTicks) {
    const NiceScale s = niceScale(lo, hi, maxTicks);
    // Fixed ticks: lo and hi are whole steps apart, so a fixed count puts every tick on a step.
    // (Dynamic ticks left a stray elided label "…" at the top of some charts, and a small old
    // step over a new wide range made QtCharts lay out tens of thousands of ticks.)
    const int ticks = static_cast<int>(std::lround((s.hi - s.lo) / s.step)) + 1;
    if (axis->tickType() != QValueAxis::TicksFixed) axis->setTickType(QValueAxis::TicksFixed);
    if (axis->tickCount() != ticks) axis->setTickCount(ticks);
    if (axis->min() != s.lo || axis->max() != s.hi) axis->setRange(s.lo, s.hi);
    const QString format = QStringLiteral("%.%1f").arg(s.decimals);
    if (axis->labelFormat() != format) axis->setLabelFormat(format);
}

void applyRoundScale(QValueAxis* axis, int rounds) {
    const double hi = std::max(2, rounds);
    const double step = niceWholeStep(hi - 1.0, 10);
    if (axis->tickInterval() < step) axis->setTickInterval(step);  // before the range (see applyNiceScale)
    if (axis->min() != 1.0 || axis->max() != hi) axis->setRange(1.0, hi);
    if (axis->labelFormat() != QLatin1String("%d")) axis->setLabelFormat(QStringLiteral("%d"));
    if (axis->tickType() != QValueAxis::TicksDynamic) axis->setTickType(QValueAxis::TicksDynamic);
    // Ticks on multiples of the step (5, 10, 15 …): anchored at 0, round 1 gets one when the step is 1.
    if (axis->tickAnchor() != 0.0) axis->setTickAnchor(0.0);
    if (axis->tickInterval() != step) axis->setTickInterval(step);
}

}  // namespace nashlab::ui
