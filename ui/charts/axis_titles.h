#pragma once
// How NashLab's charts keep their axes readable: axes made once and refilled (axisOf), a vertical
// title longer than the plot is tall hidden rather than cut ("Cumula…" at laptop size; the chart's
// own title names the same measure), and frames that leave the plot its room (tightenChart).
#include <QChart>

namespace nashlab::ui {

/// The chart's axis at `alignment` (bottom or left), made on first use and kept after: axes live as
/// long as their chart, since one replaced on every redraw leaves its old labels drawn (elided "…").
template <typename Axis>
Axis* axisOf(QChart* chart, Qt::Alignment alignment) {
    const auto existing = chart->axes(alignment == Qt::AlignBottom ? Qt::Horizontal : Qt::Vertical);
    if (!existing.isEmpty())
        if (auto* a = qobject_cast<Axis*>(existing.first())) return a;
    auto* a = new Axis;
    chart->addAxis(a, alignment);
    return a;
}

/// Hides the vertical axis titles of `chart` that do not fit its plot's height, shows them again
/// when they do; re-checks whenever the plot area changes. Call after every redraw that sets titles.
void keepAxisTitlesWhole(QChart* chart);

/// Gives a chart's plot the room its frame took: small margins, square corners, a slightly smaller
/// title (at 1024 × 700 the Arena's charts had a plot 70 px tall and QtCharts elided every label).
void tightenChart(QChart* chart);

}  // namespace nashlab::ui
