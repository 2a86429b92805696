#include "ui/charts/axis_titles.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>

namespace nashlab::ui {

namespace {

constexpr const char* kWatched = "nashlabAxisTitlesWatched";
// The plot height at which QtCharts was seen to elide a vertical title anyway (a CJK title is
// taller than the room wide tick labels leave it): the title stays hidden up to that height.
constexpr const char* kElidedAt = "nashlabAxisTitleElidedAt";

bool drewElidedTitle(const QChart* chart) {
    for (const QGraphicsItem* item : chart->childItems())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            text && text->isVisible() && text->toPlainText() != chart->title() &&
            (text->toPlainText().endsWith(QLatin1String("...")) || text->toPlainText().endsWith(QChar(0x2026))))
            return true;
    return false;
}

void fit(QChart* chart, const QRectF& plot) {
    if (drewElidedTitle(chart)) chart->setProperty(kElidedAt, plot.height());
    const double elidedAt = chart->property(kElidedAt).toDouble();
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
        const QString title = axis->titleText();
        // QtCharts elides a title a little before it reaches the plot's height: keep a margin.
        const bool fits =
            title.isEmpty() || (QFontMetrics(axis->titleFont()).horizontalAdvance(title) + 16 <= plot.height() &&
                                plot.height() > elidedAt + 1.0);
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
