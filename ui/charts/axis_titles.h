#pragma once
// A vertical axis title longer than the plot is tall is cut by QtCharts ("Cumula…" at laptop
// size). Such a title is hidden instead; the chart's own title names the same measure (every
// NashLab chart's title does), so nothing is lost and nothing reads half a word.
class QChart;

namespace nashlab::ui {

/// Hides the vertical axis titles of `chart` that do not fit its plot's height, shows them again
/// when they do; re-checks whenever the plot area changes. Call after every redraw that sets titles.
void keepAxisTitlesWhole(QChart* chart);

/// Gives a chart's plot the room its frame took: small margins, square corners, a slightly smaller
/// title (at 1024 × 700 the Arena's charts had a plot 70 px tall and QtCharts elided every label).
void tightenChart(QChart* chart);

}  // namespace nashlab::ui
