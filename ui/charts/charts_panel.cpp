#include "ui/charts/charts_panel.h"

#include <QScopeGuard>

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineSeries>
#include <QMessageBox>
#include <QPainter>
#include <QScopeGuard>
#include <QSvgGenerator>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

#include "engine/game/game_registry.h"
#include "engine/metrics/kernel_density.h"
#include "ui/charts/auction_charts.h"
#include "ui/charts/axis_titles.h"
#include "ui/charts/heatmap_view.h"
#include "ui/charts/legend_strip.h"
#include "ui/charts/nice_scale.h"
#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

// `flatRunsAsEnds`: a run of equal values keeps only its first and last points, which draw the same
// line. A dashed line is stroked dash by dash for every segment, and the NE line (one value per
// round, mostly the same) made a live redraw of the actions chart slow at a thousand rounds.
QList<QPointF> pointsOf(const std::vector<double>& values, bool flatRunsAsEnds = false) {
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(values.size()));
    for (std::size_t i = 0; i < values.size(); ++i)
        if (!std::isnan(values[i])) points.append(QPointF(static_cast<double>(i + 1), values[i]));
    if (!flatRunsAsEnds || points.size() < 3) return points;
    QList<QPointF> ends;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const bool inside =
            i > 0 && i + 1 < points.size() && points[i - 1].y() == points[i].y() && points[i + 1].y() == points[i].y();
        if (!inside) ends.append(points[i]);
    }
    return ends;
}

struct LineSpec {
    QString name;
    QColor colour;
    const std::vector<double>* values;
    Qt::PenStyle style = Qt::SolidLine;
    qreal width = 2.0;
};

// Live updates only replace points: re-creating series and re-attaching axes for every redraw
// costs about half a second at 10 × 1,000 points, replacing them a few milliseconds. Series that
// come and go at the end (the mean and NE lines appear with a session's first round) are added
// or removed alone, and a name or pen that changed is set on the series in place.
// Returns true when series were added (they then need the axes and legend toggles).
bool syncLines(QChart* chart, const std::vector<LineSpec>& specs) {
    auto existing = chart->series();
    for (qsizetype i = 0; i < existing.size(); ++i)
        if (!qobject_cast<QLineSeries*>(existing[i])) {  // not ours: start over
            chart->removeAllSeries();
            existing.clear();
        }
    while (existing.size() > static_cast<qsizetype>(specs.size())) {
        QAbstractSeries* s = existing.takeLast();
        chart->removeSeries(s);
        delete s;
    }
    const bool added = existing.size() < static_cast<qsizetype>(specs.size());
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const auto& spec = specs[i];
        const QPen pen(spec.colour, spec.width, spec.style);
        QLineSeries* s = nullptr;
        if (static_cast<qsizetype>(i) < existing.size()) {
            s = static_cast<QLineSeries*>(existing[static_cast<qsizetype>(i)]);
            if (s->name() != spec.name) s->setName(spec.name);
            if (s->pen() != pen) s->setPen(pen);
        } else {
            s = new QLineSeries;
            s->setName(spec.name);
            s->setPen(pen);
            // Hover values: the series, the round and the value under the pointer.
            QObject::connect(s, &QLineSeries::hovered, s, [s](const QPointF& p, bool on) {
                if (on)
                    QToolTip::showText(QCursor::pos(), ChartsPanel::tr("%1 — round %2: %3")
                                                           .arg(s->name())
                                                           .arg(std::lround(p.x()))
                                                           .arg(numberText(p.y())));
                else
                    QToolTip::hideText();
            });
            chart->addSeries(s);
        }
        s->replace(pointsOf(*spec.values, spec.style != Qt::SolidLine));
    }
    return added;
}

// Only what changed is set: every change of an axis lays the chart out again. Ticks sit on round
// numbers (nice_scale.h): whole rounds on x, 1/2/5 steps on y.
void setAxes(QChart* chart, const QString& xTitle, const QString& yTitle, int rounds, double yMin, double yMax,
             bool attach) {
    auto* x = axisOf<QValueAxis>(chart, Qt::AlignBottom);
    if (x->titleText() != xTitle) x->setTitleText(xTitle);
    applyRoundScale(x, rounds);
    auto* y = axisOf<QValueAxis>(chart, Qt::AlignLeft);
    if (y->titleText() != yTitle) y->setTitleText(yTitle);
    applyNiceScale(y, yMin, yMax);
    keepAxisTitlesWhole(chart);
    if (!attach) return;
    for (QAbstractSeries* s : chart->series())
        if (s->attachedAxes().isEmpty()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
}

void range(const std::vector<double>& v, double& lo, double& hi) {
    for (double x : v)
        if (!std::isnan(x)) {
            lo = std::min(lo, x);
            hi = std::max(hi, x);
        }
}

}  // namespace

ChartsPanel::ChartsPanel(RunModel& model, QWidget* parent) : QTabWidget(parent), m_model(model) {
    setObjectName(QStringLiteral("chartsPanel"));
    m_payoffView = new QChartView(new QChart, this);
    m_actionView = new QChartView(new QChart, this);
    m_violinView = new QChartView(new QChart, this);
    m_payoffTab = addView(m_payoffView, QStringLiteral("payoffChart"), tr("Payoff paths"));
    m_actionTab = addView(m_actionView, QStringLiteral("actionChart"), tr("Action paths"));
    m_violinTab = addView(m_violinView, QStringLiteral("violinChart"), tr("NE deviation"));
    m_heatmap = new HeatmapView(this);
    addTab(m_heatmap, tr("Heatmap"));
    m_auctionTabs = new AuctionTabs(this);
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(150);
    connect(&m_throttle, &QTimer::timeout, this, [this] { redraw(false); });
    // A chart left stale while another tab was on show is drawn when its tab comes up.
    connect(this, &QTabWidget::currentChanged, this, [this] {
        if (m_stale.count(currentWidget())) redraw(false);
    });
    connect(&m_model, &RunModel::roundCompleted, this, &ChartsPanel::markDirty);
    connect(&m_model, &RunModel::sessionStarted, this, &ChartsPanel::markDirty);
    connect(&m_model, &RunModel::cleared, this, &ChartsPanel::markDirty);
    connect(&m_model, &RunModel::namesChanged, this, &ChartsPanel::markDirty);
    refreshNow();
}

QWidget* ChartsPanel::addView(QChartView* view, const QString& objectName, const QString& title) {
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    tightenChart(view->chart());
    auto* tab = new QWidget(this);
    tab->setObjectName(objectName + QStringLiteral("Tab"));
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(view, 1);
    auto* legend = new LegendStrip(tab);
    layout->addWidget(legend);
    legend->sync(view->chart());
    m_legends[view] = legend;
    addTab(tab, title);
    return tab;
}

LegendStrip* ChartsPanel::legendOf(const QChartView* view) const {
    const auto it = m_legends.find(view);
    return it == m_legends.end() ? nullptr : it->second;
}

void ChartsPanel::showChartsOf(const QString& game) {
    if (game == m_chartsGame) return;
    m_chartsGame = game;
    const engine::Game* g = game.isEmpty() ? nullptr : engine::GameRegistry::builtin().find(game.toStdString());
    const unsigned charts = g ? g->charts() : engine::kNumericCharts;
    setTabVisible(indexOf(m_payoffTab), (charts & engine::kPayoffPaths) != 0);
    setTabVisible(indexOf(m_actionTab), (charts & engine::kActionPaths) != 0);
    setTabVisible(indexOf(m_violinTab), (charts & engine::kNeDeviation) != 0);
    setTabVisible(indexOf(m_heatmap), (charts & engine::kActionHeatmap) != 0);
    if (!isTabVisible(currentIndex()))
        for (int i = 0; i < count(); ++i)
            if (isTabVisible(i)) {
                setCurrentIndex(i);
                break;
            }
}

void ChartsPanel::setSession(int session) {
    m_session = session;
    refreshNow();
}

void ChartsPanel::setQuickDrawing(bool quick) {
    for (QChartView* view : {m_payoffView, m_actionView, m_violinView})
        view->setRenderHint(QPainter::Antialiasing, !quick);
}

void ChartsPanel::markDirty() {
    if (!m_throttle.isActive()) m_throttle.start();
}

void ChartsPanel::refreshNow() { redraw(true); }

void ChartsPanel::prepare(const SessionView& planned) {
    if (m_model.sessions().empty() && !planned.seats.empty()) redraw(false, &planned);
}

void ChartsPanel::redraw(bool all, const SessionView* planned) {
    m_throttle.stop();
    QElapsedTimer clock;
    clock.start();
    // The violins pool many sessions (a finished batch: all of them): only when they are drawn.
    const bool violinsDrawn = all || currentWidget() == m_violinTab;
    m_data = planned ? ChartData::of(m_model, *planned)
                     : ChartData::from(m_model, m_session, violinsDrawn ? m_violinWindow : -1);
    const auto& sessions = m_model.sessions();
    const int shownSession = m_session >= 0 ? m_session : static_cast<int>(sessions.size()) - 1;
    if (planned)
        showChartsOf(planned->game);
    else if (shownSession >= 0 && shownSession < static_cast<int>(sessions.size()))
        showChartsOf(sessions[static_cast<std::size_t>(shownSession)].game);
    // Live redraws draw the chart on show only: a QChart lays itself out again for every change,
    // shown or not, and the four of them cost several frames.
    const std::pair<QWidget*, void (ChartsPanel::*)()> charts[] = {{m_payoffTab, &ChartsPanel::drawPayoffs},
                                                                   {m_actionTab, &ChartsPanel::drawActions},
                                                                   {m_violinTab, &ChartsPanel::drawViolins}};
    for (const auto& [view, draw] : charts) {
        if (!isTabVisible(indexOf(view))) continue;  // a chart the game does not offer is not drawn
        if (all || view == currentWidget()) {
            (this->*draw)();
            m_stale.erase(view);
        } else {
            m_stale.insert(view);
        }
    }
    m_heatmap->setData(m_data.actions, tr("Action by seat and round"));
    m_auctionTabs->refresh(m_model, m_session);
    // Big runs make redraws dearer (violins pool every session): keep them under a fifth of the time.
    m_throttle.setInterval(static_cast<int>(std::max<qint64>(150, 4 * clock.elapsed())));
    m_longestRedrawMs = std::max(m_longestRedrawMs, static_cast<double>(clock.nsecsElapsed()) / 1e6);
}

void ChartsPanel::drawPayoffs() {
    QChart* chart = m_payoffView->chart();
    chart->setTitle(tr("Cumulative payoff by round"));
    double lo = 0.0, hi = 1.0;
    std::vector<LineSpec> specs;
    for (const auto& s : m_data.cumulative) {
        specs.push_back({s.name, s.colour, &s.values});
        range(s.values, lo, hi);
    }
    const bool rebuilt = syncLines(chart, specs);
    setAxes(chart, tr("Round"), tr("Cumulative payoff"), m_data.rounds, lo, hi, rebuilt);
    legendOf(m_payoffView)->sync(chart);
}

void ChartsPanel::drawActions() {
    QChart* chart = m_actionView->chart();
    chart->setTitle(tr("Actions by round"));
    double lo = INFINITY, hi = -INFINITY;
    std::vector<LineSpec> specs;
    for (const auto& s : m_data.actions) {
        specs.push_back({s.name, s.colour, &s.values, Qt::SolidLine, 1.5});
        range(s.values, lo, hi);
    }
    if (!m_data.mean.empty()) specs.push_back({tr("Mean"), QColor(0x33, 0x33, 0x33), &m_data.mean, Qt::SolidLine, 3.0});
    const bool hasNe =
        std::any_of(m_data.reference.begin(), m_data.reference.end(), [](double v) { return !std::isnan(v); });
    if (hasNe) {
        double ne = 0.0;
        for (double v : m_data.reference)
            if (!std::isnan(v)) ne = v;
        specs.push_back({tr("NE = %1").arg(numberText(ne)), referenceColor(), &m_data.reference, Qt::DashLine, 2.0});
        range(m_data.reference, lo, hi);
    }
    if (!(hi >= lo)) lo = 0.0, hi = 1.0;
    if (hi == lo) hi = lo + 1.0;
    const bool rebuilt = syncLines(chart, specs);
    setAxes(chart, tr("Round"), tr("Action"), m_data.rounds, lo, hi, rebuilt);
    legendOf(m_actionView)->sync(chart);
}

void ChartsPanel::drawViolins() {
    QChart* chart = m_violinView->chart();
    chart->removeAllSeries();
    chart->setTitle(tr("|action − NE| over rounds and repetitions"));
    double hi = 1.0;
    std::vector<engine::Violin> violins;
    for (const auto& s : m_data.deviations) {
        violins.push_back(engine::violin(s.values, 48));
        if (!s.values.empty()) hi = std::max(hi, violins.back().grid.back());
    }
    for (std::size_t i = 0; i < violins.size(); ++i) {
        const auto& v = violins[i];
        if (v.n == 0) continue;
        // Each violin is as wide (0.4 each side) at its own densest point: a bot that always plays the
        // same number would otherwise flatten everybody else's shape into a line.
        const double peak = *std::max_element(v.density.begin(), v.density.end());
        const double scale = peak > 0 ? 0.4 / peak : 0.0;
        const double x = static_cast<double>(i);
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        for (std::size_t g = 0; g < v.grid.size(); ++g) {
            upper->append(x + v.density[g] * scale, v.grid[g]);
            lower->append(x - v.density[g] * scale, v.grid[g]);
        }
        auto* area = new QAreaSeries(upper, lower);
        area->setName(m_data.deviations[i].name);
        QColor fill = m_data.deviations[i].colour;
        area->setPen(QPen(fill.darker(130), 1.0));
        fill.setAlpha(170);
        area->setBrush(fill);
        chart->addSeries(area);
        // Quartiles thin, the median thick, as short horizontal bars.
        for (const auto& [value, width] : {std::pair{v.q1, 1.0}, std::pair{v.median, 3.0}, std::pair{v.q3, 1.0}}) {
            auto* bar = new QLineSeries;
            bar->append(x - 0.15, value);
            bar->append(x + 0.15, value);
            bar->setPen(QPen(Qt::black, width));
            bar->setProperty(LegendStrip::kNoLegend, true);
            chart->addSeries(bar);
        }
    }
    auto* xAxis = axisOf<QCategoryAxis>(chart, Qt::AlignBottom);
    for (const QString& label : xAxis->categoriesLabels()) xAxis->remove(label);
    xAxis->setMin(-0.5);
    xAxis->setStartValue(-0.5);
    xAxis->setMax(std::max(0.5, static_cast<double>(violins.size()) - 0.5));
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    for (std::size_t i = 0; i < m_data.deviations.size(); ++i)
        xAxis->append(QString::number(i + 1), static_cast<double>(i) + 0.5);
    xAxis->setTitleText(tr("Seat"));
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::AlignLeft);
    applyNiceScale(yAxis, 0.0, hi);
    yAxis->setTitleText(tr("|action − NE|"));
    keepAxisTitlesWhole(chart);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    legendOf(m_violinView)->sync(chart);  // the violins, not their quartile bars
}

void ChartsPanel::addChartTab(QWidget* tab, const QString& title, QWidget* view, std::function<QString()> csv) {
    m_extraTabs[tab] = {view, std::move(csv)};
    addTab(tab, title);
}

QString ChartsPanel::currentCsv() const {
    if (const QString csv = m_auctionTabs->csvFor(currentWidget()); !csv.isNull()) return csv;
    if (const auto it = m_extraTabs.find(currentWidget()); it != m_extraTabs.end()) return it->second.csv();
    const QWidget* tab = currentWidget();
    if (tab == m_payoffTab) return seriesCsv(m_data.cumulative);
    if (tab == m_actionTab) return seriesCsv(m_data.actions, {tr("mean"), tr("NE")}, {m_data.mean, m_data.reference});
    if (tab == m_violinTab) {
        QString out = QStringLiteral("seat,name,abs_deviation\n");
        for (std::size_t i = 0; i < m_data.deviations.size(); ++i)
            for (double v : m_data.deviations[i].values)
                out += QStringLiteral("%1,\"%2\",%3\n").arg(i + 1).arg(m_data.deviations[i].name).arg(v, 0, 'g', 12);
        return out;
    }
    return seriesCsv(m_heatmap->rows());
}

bool ChartsPanel::exportCurrent(const QString& path, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    QWidget* view = currentWidget();
    if (const auto it = m_extraTabs.find(view); it != m_extraTabs.end()) view = it->second.view;
    // Exported smooth, also in the middle of a batch drawn quickly (setQuickDrawing).
    auto* graphics = qobject_cast<QGraphicsView*>(view);
    const bool quick = graphics && !graphics->renderHints().testFlag(QPainter::Antialiasing);
    if (quick) graphics->setRenderHint(QPainter::Antialiasing, true);
    const auto restore = qScopeGuard([&] {
        if (quick) graphics->setRenderHint(QPainter::Antialiasing, false);
    });
    if (suffix == QLatin1String("png")) {
        if (view->grab().save(path, "PNG")) return true;
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(view->size());
        svg.setViewBox(QRect(QPoint(0, 0), view->size()));
        svg.setTitle(tabText(currentIndex()));
        QPainter painter;
        if (painter.begin(&svg)) {
            view->render(&painter);
            painter.end();
            if (QFileInfo(path).size() > 0) return true;
        }
    } else if (suffix == QLatin1String("csv")) {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(currentCsv().toUtf8()) >= 0) return true;
    } else {
        if (error) *error = tr("Unknown file type '%1': use .png, .svg or .csv").arg(suffix);
        return false;
    }
    if (error) *error = tr("Could not write %1").arg(path);
    return false;
}

void ChartsPanel::exportWithDialog() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), tabText(currentIndex()) + QStringLiteral(".png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportCurrent(path, &error)) QMessageBox::warning(this, tr("Export chart"), error);
}

}  // namespace nashlab::ui
