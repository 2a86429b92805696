#include "ui/charts/score_bars_view.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "ui/charts/axis_titles.h"
#include "ui/charts/legend_strip.h"
#include "ui/charts/nice_scale.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

namespace {

constexpr double kHalfWidth = 0.35;  // of a bar, in category units
constexpr double kCapHalfWidth = 0.12;

}  // namespace

ScoreBarsView::ScoreBarsView(QWidget* parent) : QWidget(parent), m_report(engine::Json::object()) {
    setObjectName(QStringLiteral("scoreBars"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Measure"), this));
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("scoreMeasureCombo"));
    row->addWidget(m_measure);
    m_grouping = new QComboBox(this);
    m_grouping->setObjectName(QStringLiteral("scoreGroupingCombo"));
    m_grouping->addItem(tr("per seat"), false);
    m_grouping->addItem(tr("per model"), true);
    row->addWidget(m_grouping);
    row->addWidget(new QLabel(tr("Error bars"), this));
    m_errors = new QComboBox(this);
    m_errors->setObjectName(QStringLiteral("scoreErrorCombo"));
    m_errors->addItem(tr("mean ± 1 sd"), static_cast<int>(ErrorBars::StandardDeviation));
    m_errors->addItem(tr("95% CI of the mean"), static_cast<int>(ErrorBars::ConfidenceInterval95));
    row->addWidget(m_errors);
    row->addStretch(1);
    layout->addLayout(row);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("scoreNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_view = new QChartView(new QChart, this);
    m_view->setObjectName(QStringLiteral("scoreChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->setAnimationOptions(QChart::NoAnimation);
    tightenChart(m_view->chart());
    layout->addWidget(m_view, 1);
    m_legend = new LegendStrip(this);
    layout->addWidget(m_legend);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &ScoreBarsView::redraw);
    connect(m_grouping, &QComboBox::currentIndexChanged, this, &ScoreBarsView::redraw);
    connect(m_errors, &QComboBox::currentIndexChanged, this, &ScoreBarsView::redraw);
    redraw();
}

void ScoreBarsView::setReport(const engine::Json& report) {
    m_report = report.is_object() ? report : engine::Json::object();
    const QString previous = measure();
    {
        const QSignalBlocker block(m_measure);
        m_measure->clear();
        for (const QString& m : scoreMeasures(report)) m_measure->addItem(measureTitle(m), m);
        const int keep = m_measure->findData(previous);
        m_measure->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    redraw();
}

QString ScoreBarsView::measure() const { return m_measure->currentData().toString(); }

void ScoreBarsView::setMeasure(const QString& measure) {
    const int index = m_measure->findData(measure);
    if (index >= 0) m_measure->setCurrentIndex(index);
}

void ScoreBarsView::setByModel(bool byModel) { m_grouping->setCurrentIndex(byModel ? 1 : 0); }

void ScoreBarsView::setErrorBars(ErrorBars kind) {
    m_errors->setCurrentIndex(m_errors->findData(static_cast<int>(kind)));
}

void ScoreBarsView::setSeatNamer(SeatNamer namer) {
    m_namer = std::move(namer);
    redraw();
}

void ScoreBarsView::setPlaceholder(const QString& text) {
    m_placeholder = text;
    redraw();
}

void ScoreBarsView::redraw() {
    const QString m = measure();
    const bool gameScores = m == QLatin1String(kGameScores);  // γ-Bench's 0–100
    m_grouping->setEnabled(!isGameScore(m));                  // the game's scores are one per session, not per seat
    m_bars =
        m.isEmpty() ? std::vector<ScoreBar>{} : scoreBars(m_report, m, m_grouping->currentData().toBool(), m_namer);
    const auto kind = static_cast<ErrorBars>(m_errors->currentData().toInt());
    const QString errorWord = kind == ErrorBars::StandardDeviation ? tr("± 1 sd") : tr("95% CI of the mean");

    QChart* chart = m_view->chart();
    chart->removeAllSeries();
    chart->setTitle(m.isEmpty() ? (m_placeholder.isEmpty() ? tr("Open a run to see its scores") : m_placeholder)
                                : tr("%1 — mean over repetitions, error bars %2").arg(measureTitle(m), errorWord));
    double lo = 0.0, hi = gameScores ? 100.0 : 0.0;
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const ScoreBar& b = m_bars[i];
        const auto [errLo, errHi] = errorRange(b.summary, kind);
        lo = std::min({lo, b.summary.mean, errLo});
        hi = std::max({hi, b.summary.mean, errHi});
        const double x = static_cast<double>(i);
        // A bar is a filled rectangle from 0 to the mean; its error bar an I-shaped line.
        auto* top = new QLineSeries;
        auto* bottom = new QLineSeries;
        top->append(x - kHalfWidth, b.summary.mean);
        top->append(x + kHalfWidth, b.summary.mean);
        bottom->append(x - kHalfWidth, 0.0);
        bottom->append(x + kHalfWidth, 0.0);
        auto* bar = new QAreaSeries(top, bottom);
        bar->setName(b.label);
        bar->setPen(QPen(b.colour.darker(130), 1.0));
        bar->setBrush(b.colour);
        auto* whisker = new QLineSeries;
        whisker->setPen(QPen(Qt::black, 1.5));
        whisker->setProperty(LegendStrip::kNoLegend, true);
        for (const auto& p : {QPointF(x - kCapHalfWidth, errHi), QPointF(x + kCapHalfWidth, errHi), QPointF(x, errHi),
                              QPointF(x, errLo), QPointF(x - kCapHalfWidth, errLo), QPointF(x + kCapHalfWidth, errLo)})
            whisker->append(p);
        const QString tip =
            tr("%1: %2, %3 [%4, %5], n = %6")
                .arg(b.label, numberText(b.summary.mean), errorWord, numberText(errLo), numberText(errHi))
                .arg(b.summary.n);
        connect(bar, &QAreaSeries::hovered, bar, [tip](const QPointF&, bool on) {
            if (on)
                QToolTip::showText(QCursor::pos(), tip);
            else
                QToolTip::hideText();
        });
        chart->addSeries(bar);
        chart->addSeries(whisker);
        bar->setProperty(LegendStrip::kCompanion, QVariant::fromValue(static_cast<QObject*>(whisker)));
    }
    // The axes are kept and refilled (axisOf): one made anew left a stray elided label behind.
    auto* xAxis = axisOf<QCategoryAxis>(chart, Qt::AlignBottom);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::AlignLeft);
    for (const QString& label : xAxis->categoriesLabels()) xAxis->remove(label);
    xAxis->setMin(-0.5);
    xAxis->setStartValue(-0.5);
    xAxis->setMax(std::max(0.5, static_cast<double>(m_bars.size()) - 0.5));
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    for (std::size_t i = 0; i < m_bars.size(); ++i) xAxis->append(m_bars[i].label, static_cast<double>(i) + 0.5);
    if (gameScores)
        applyNiceScale(yAxis, std::min(lo, 0.0), std::max(hi, 100.0));
    else
        applyNiceScale(yAxis, lo, hi > lo ? hi : lo + 1.0);
    // γ-Bench's formulas give 0–100 for the papers' parameters; others can leave that range (a
    // score of −266), and the axis must not promise a range its bars leave.
    const bool outsideCalibration = gameScores && (lo < 0.0 || hi > 100.0);
    const QString title = gameScores && !outsideCalibration ? tr("γ-Bench score (0–100)") : measureTitle(m);
    yAxis->setTitleText(title);
    if (!m.isEmpty()) chart->setTitle(tr("%1 — mean over repetitions, error bars %2").arg(title, errorWord));
    keepAxisTitlesWhole(chart);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    m_legend->sync(chart);  // one entry per bar (not its error bar); a click hides or shows both
    const int incomplete = m_report.value("incomplete_sessions", 0);
    QString note;
    if (gameScores) note = tr("The game's own score of each session (γ-Bench's formulas), over the run's sessions.");
    if (outsideCalibration)
        note += QLatin1Char(' ') + tr("Some scores fall outside 0–100: this run's parameters leave the range "
                                      "γ-Bench's formulas were made for, so compare them only with runs of the "
                                      "same parameters.");
    if (const QString differences = treatmentDifferences(m_report, m); !differences.isEmpty())
        note = tr("With \"95% CI of the mean\" error bars, a treatment's bar shows its 95% bootstrap interval over "
                  "its sessions. Each treatment against the first:") +
               QLatin1Char('\n') + differences;
    if (incomplete > 0)
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) +
                tr("%n session(s) did not finish and are included as far as they got.", nullptr, incomplete);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

}  // namespace nashlab::ui
