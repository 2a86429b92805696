#include "ui/charts/treatment_chart.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "ui/charts/axis_titles.h"
#include "ui/charts/nice_scale.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {
namespace {

constexpr double kCapHalfWidth = 0.08;  // of an error bar's caps, in category units
constexpr qreal kDotSize = 11.0;

}  // namespace

TreatmentChart::TreatmentChart(QWidget* parent) : QWidget(parent), m_report(engine::Json::object()) {
    setObjectName(QStringLiteral("treatmentChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Measure"), this));
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("treatmentMeasureCombo"));
    m_measure->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(m_measure);
    row->addStretch(1);
    layout->addLayout(row);
    m_view = new QChartView(new QChart, this);
    m_view->setObjectName(QStringLiteral("treatmentChartView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->setAnimationOptions(QChart::NoAnimation);
    m_view->chart()->legend()->hide();  // the x axis names every treatment
    tightenChart(m_view->chart());
    layout->addWidget(m_view, 1);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &TreatmentChart::redraw);
    redraw();
}

void TreatmentChart::setReport(const engine::Json& report) {
    m_report = report.is_object() ? report : engine::Json::object();
    const QString previous = measure();
    {
        const QSignalBlocker block(m_measure);
        m_measure->clear();
        for (const QString& m : treatmentMeasures(m_report)) m_measure->addItem(treatmentMeasureTitle(m), m);
        const int keep = m_measure->findData(previous);
        m_measure->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    redraw();
}

void TreatmentChart::setMeasure(const QString& measure) {
    const int index = m_measure->findData(measure);
    if (index >= 0) m_measure->setCurrentIndex(index);
}

QString TreatmentChart::measure() const { return m_measure->currentData().toString(); }

void TreatmentChart::redraw() {
    const QString m = measure();
    m_points = m.isEmpty() ? std::vector<TreatmentPoint>{} : treatmentPoints(m_report, m);
    QChart* chart = m_view->chart();
    chart->removeAllSeries();
    const QString title = treatmentMeasureTitle(m);
    chart->setTitle(m.isEmpty() ? tr("Open a design's run folder to compare its treatments")
                                : tr("%1 by treatment: mean, 95% bootstrap CI").arg(title));
    double lo = 0.0, hi = 0.0;
    bool first = true;
    auto* dots = new QScatterSeries;
    dots->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    dots->setMarkerSize(kDotSize);
    dots->setPen(QPen(Qt::black, 1.0));
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const TreatmentPoint& p = m_points[i];
        lo = first ? p.low : std::min(lo, p.low);
        hi = first ? p.high : std::max(hi, p.high);
        first = false;
        const double x = static_cast<double>(i);
        auto* bar = new QLineSeries;
        bar->setObjectName(QLatin1String(kErrorBarName));
        bar->setName(p.label);
        bar->setPen(QPen(p.colour.darker(140), 2.0));
        for (const auto& at :
             {QPointF(x - kCapHalfWidth, p.high), QPointF(x + kCapHalfWidth, p.high), QPointF(x, p.high),
              QPointF(x, p.low), QPointF(x - kCapHalfWidth, p.low), QPointF(x + kCapHalfWidth, p.low)})
            bar->append(at);
        chart->addSeries(bar);
    }
    // The dots over the bars, each in its treatment's colour (a scatter series has one brush: the
    // colour goes to each point's configuration).
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        dots->append(static_cast<double>(i), m_points[i].mean);
        dots->setPointConfiguration(static_cast<int>(i), {{QXYSeries::PointConfiguration::Color, m_points[i].colour}});
    }
    chart->addSeries(dots);
    connect(dots, &QScatterSeries::hovered, dots, [this](const QPointF& point, bool on) {
        const auto i = static_cast<std::size_t>(std::lround(point.x()));
        if (!on || i >= m_points.size()) return QToolTip::hideText();
        const TreatmentPoint& p = m_points[i];
        QToolTip::showText(QCursor::pos(),
                           tr("%1: mean %2, 95% bootstrap CI [%3, %4], %n session(s)", nullptr, p.n)
                               .arg(p.label, numberText(p.mean), numberText(p.low), numberText(p.high)));
    });
    // The axes are kept and refilled (axisOf): one made anew left a stray elided label behind.
    auto* xAxis = axisOf<QCategoryAxis>(chart, Qt::AlignBottom);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::AlignLeft);
    for (const QString& label : xAxis->categoriesLabels()) xAxis->remove(label);
    xAxis->setMin(-0.5);
    xAxis->setStartValue(-0.5);
    xAxis->setMax(std::max(0.5, static_cast<double>(m_points.size()) - 0.5));
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    // A crossed design's treatments by their levels, a line per factor, the factors named in the
    // axis title: four labels like "first=ne,ratio=3.0" did not fit a laptop's width whole.
    const QStringList factors = treatmentFactors(m_report);
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const TreatmentPoint& p = m_points[i];
        const QString text =
            factors.isEmpty() || p.levels.size() != factors.size() ? p.label : p.levels.join(QLatin1Char('\n'));
        xAxis->append(text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")),
                      static_cast<double>(i) + 0.5);
    }
    xAxis->setTitleText(factors.isEmpty() ? tr("Treatment")
                                          : tr("Treatment (%1)").arg(factors.join(QStringLiteral(", "))));
    // Intervals one point wide (every session alike) still get a visible span around them.
    const double pad = hi > lo ? 0.08 * (hi - lo) : std::max(1.0, std::abs(hi) * 0.1);
    applyNiceScale(yAxis, lo - pad, hi + pad);
    yAxis->setTitleText(title);
    keepAxisTitlesWhole(chart);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    emit measureChanged(m);
}

}  // namespace nashlab::ui
