#include "ui/charts/axis_titles.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetrics>
#include <QGraphicsLayout>

namespace nashlab::ui {

namespace {

constexpr const char* kWatched = "nashlabAxisTitlesWatched";

void fit(QChart* chart, const QRectF& plot) {
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
        const QString title = axis->titleText();
        // QtCharts elides a title a little before it reaches the plot's height: keep a margin.
        const bool fits =
            title.isEmpty() || QFontMetrics(axis->titleFont()).horizontalAdvance(title) + 16 <= plot.height();
        if (axis->isTitleVisible() != fits) axis->setTitleVisible(fits);
    }
}

}  // namespace

void keepAxisTitlesWhole(QChart* chart) {
    if (!chart->property(kWatched).toBool()) {
        chart->setProperty(kWatched, true);
        // Queued: a title hidden while QtCharts is laying the chart out leaves its labels elided
        // ("…"). Hiding a vertical title widens the plot but never changes its height: no loop.
        QObject::connect(
            chart, &QChart::plotAreaChanged, chart, [chart] { fit(chart, chart->plotArea()); }, Qt::QueuedConnection);
    }
    fit(chart, chart->plotArea());
}

void tightenChart(QChart* chart) {
    chart->setMargins(QMargins(4, 2, 8, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    QFont title = chart->titleFont();
    title.setPointSizeF(title.pointSizeF() * 0.9);
    chart->setTitleFont(title);
}

}  // namespace nashlab::ui
