#include "ui/charts/auction_charts.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHelpEvent>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

#include "ui/charts/axis_titles.h"
#include "ui/charts/heatmap_view.h"
#include "ui/charts/legend_strip.h"
#include "ui/charts/nice_scale.h"
#include "ui/common/presentation.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {
namespace {

constexpr int kMargin = 8;

int columnsFor(std::size_t panels) { return panels <= 1 ? 1 : 2; }

// The axes are kept and refilled (axisOf); ticks on round numbers (nice_scale.h).
void niceAxes(QChart* chart, const QString& xTitle, double xMax, const QString& yTitle, double yMin, double yMax) {
    QValueAxis* x = axisOf<QValueAxis>(chart, Qt::AlignBottom);
    if (x->titleText() != xTitle) x->setTitleText(xTitle);
    applyRoundScale(x, static_cast<int>(std::ceil(xMax)));
    QValueAxis* y = axisOf<QValueAxis>(chart, Qt::AlignLeft);
    if (y->titleText() != yTitle) y->setTitleText(yTitle);
    if (!(yMax > yMin)) yMax = yMin + 1.0;
    applyNiceScale(y, yMin, yMax);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    keepAxisTitlesWhole(chart);
}

void clearChart(QChart* chart) { chart->removeAllSeries(); }

}  // namespace

// ---- PriorityHeatmap ------------------------------------------------------------------------

PriorityHeatmap::PriorityHeatmap(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("priorityHeatmap"));
    setMinimumSize(360, 240);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void PriorityHeatmap::setData(const AuctionChartData& chartData) {
    m_data = chartData;
    update();
}

QColor PriorityHeatmap::priorityColour(double priority) { return scaleColour((priority - 1.0) / 2.0); }

QRectF PriorityHeatmap::panelRect(int plan) const {
    const int cols = columnsFor(m_data.plans.size());
    const int rows = (static_cast<int>(m_data.plans.size()) + cols - 1) / cols;
    const int legend = 110;
    const int top = fontMetrics().height() + 2 * kMargin;
    const double w = (width() - legend - kMargin) / static_cast<double>(cols);
    const double h = (height() - top) / static_cast<double>(std::max(1, rows));
    return QRectF(kMargin + w * (plan % cols), top + h * (plan / cols), w - kMargin, h - kMargin);
}

QRectF PriorityHeatmap::cellRect(int plan, int step, int item) const {
    const QRectF panel = panelRect(plan);
    const QFontMetrics fm = fontMetrics();
    const double left = panel.left() + fm.horizontalAdvance(QStringLiteral("00")) + 6;
    const double top = panel.top() + fm.height() + 4;
    const double bottom = panel.bottom() - fm.height() - 4;
    const auto items = static_cast<double>(std::max<qsizetype>(1, m_data.items.size()));
    const auto steps = static_cast<double>(std::max<qsizetype>(1, m_data.items.size()));
    const double cw = (panel.right() - left) / items;
    const double ch = (bottom - top) / steps;
    return QRectF(left + cw * item, top + ch * step, cw, ch);
}

void PriorityHeatmap::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = p.fontMetrics();
    p.setPen(palette().text().color());
    if (m_data.plans.empty()) {
        p.drawText(rect(), Qt::AlignCenter,
                   m_data.empty() ? tr("No auction yet") : tr("No bidder plans in this session (planning is off)"));
        return;
    }
    p.drawText(QRectF(0, kMargin, width() - 110, fm.height()), Qt::AlignCenter,
               tr("Priority per item at each planning step (row 0 = the plan before the auction)"));
    const int m = static_cast<int>(m_data.items.size());
    for (int k = 0; k < static_cast<int>(m_data.plans.size()); ++k) {
        const BidderPlan& plan = m_data.plans[static_cast<std::size_t>(k)];
        const QRectF panel = panelRect(k);
        p.fillRect(QRectF(panel.left(), panel.top() + 2, 10, fm.height() - 4), plan.colour);
        p.setPen(palette().text().color());
        p.drawText(QRectF(panel.left() + 14, panel.top(), panel.width() - 14, fm.height()), Qt::AlignLeft, plan.name);
        for (int step = 0; step < m; ++step) {
            const QRectF row = cellRect(k, step, 0);
            p.setPen(palette().text().color());
            p.drawText(QRectF(panel.left(), row.top(), row.left() - panel.left() - 4, row.height()),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(step));
            for (int i = 0; i < m; ++i) {
                const QRectF cell = cellRect(k, step, i);
                const double v = static_cast<std::size_t>(step) < plan.priority.size()
                                     ? plan.priority[static_cast<std::size_t>(step)][static_cast<std::size_t>(i)]
                                     : NAN;
                if (std::isnan(v)) {
                    p.fillRect(cell, palette().window().color());
                    continue;
                }
                const QColor fill = priorityColour(v);
                p.fillRect(cell.adjusted(0, 0, 0.5, 0.5), fill);
                if (cell.height() > fm.height() && cell.width() > fm.horizontalAdvance(QStringLiteral("3"))) {
                    p.setPen(fill.lightnessF() > 0.55 ? Qt::black : Qt::white);
                    p.drawText(cell, Qt::AlignCenter, QString::number(static_cast<int>(v)));
                }
            }
        }
        // Item labels; items this bidder won are framed from the first plan down to the step at which
        // they came up (row i is the plan in force when item i was on the block).
        for (int i = 0; i < m; ++i) {
            const QRectF first = cellRect(k, 0, i);
            const QRectF last = cellRect(k, i, i);
            const QRectF bottom = cellRect(k, m - 1, i);
            const bool won = plan.won.count(i) > 0;
            p.setPen(palette().text().color());
            QFont font = p.font();
            font.setBold(won);
            p.setFont(font);
            p.drawText(QRectF(first.left(), bottom.bottom() + 2, first.width(), fm.height()), Qt::AlignCenter,
                       shortItemName(m_data.items[i]));
            font.setBold(false);
            p.setFont(font);
            if (won) {
                p.setPen(QPen(palette().text().color(), 2.5));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(first.topLeft(), last.bottomRight()).adjusted(1.25, 1.25, -1.25, -1.25));
            }
        }
    }
    // Legend: the three priorities and the won frame.
    const double x = width() - 104;
    double y = panelRect(0).top() + fm.height() + 4;
    const QString names[] = {tr("1 low"), tr("2 medium"), tr("3 top")};
    for (int v = 3; v >= 1; --v) {
        p.fillRect(QRectF(x, y, 16, 16), priorityColour(v));
        p.setPen(palette().text().color());
        p.drawText(QPointF(x + 22, y + 13), names[v - 1]);
        y += 22;
    }
    p.setPen(QPen(palette().text().color(), 2.5));
    p.drawRect(QRectF(x + 1, y + 1, 14, 14));
    p.drawText(QPointF(x + 22, y + 13), tr("won"));
}

bool PriorityHeatmap::event(QEvent* e) {
    if (e->type() != QEvent::ToolTip) return QWidget::event(e);
    const QPoint pos = static_cast<QHelpEvent*>(e)->pos();
    const int m = static_cast<int>(m_data.items.size());
    for (int k = 0; k < static_cast<int>(m_data.plans.size()); ++k)
        for (int step = 0; step < m; ++step)
            for (int i = 0; i < m; ++i) {
                if (!cellRect(k, step, i).contains(pos)) continue;
                const BidderPlan& plan = m_data.plans[static_cast<std::size_t>(k)];
                const double v = static_cast<std::size_t>(step) < plan.priority.size()
                                     ? plan.priority[static_cast<std::size_t>(step)][static_cast<std::size_t>(i)]
                                     : NAN;
                QToolTip::showText(static_cast<QHelpEvent*>(e)->globalPos(),
                                   tr("%1 — step %2, %3: %4%5")
                                       .arg(plan.name)
                                       .arg(step)
                                       .arg(m_data.items[i])
                                       .arg(std::isnan(v) ? tr("no priority") : QString::number(v))
                                       .arg(plan.won.count(i) ? tr(" (won)") : QString()),
                                   this);
                return true;
            }
    QToolTip::hideText();
    return true;
}

// ---- BidLadderView --------------------------------------------------------------------------

BidLadderView::BidLadderView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("bidLadder"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_item = new QComboBox(this);
    m_item->setObjectName(QStringLiteral("bidLadderItem"));
    m_view = new QChartView(new QChart, this);
    m_view->setObjectName(QStringLiteral("bidLadderChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->setAnimationOptions(QChart::NoAnimation);
    tightenChart(m_view->chart());
    m_legend = new LegendStrip(this);
    layout->addWidget(m_item);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    connect(m_item, &QComboBox::activated, this, [this](int index) {
        m_followLatest = index == m_item->count() - 1;
        draw();
    });
}

void BidLadderView::setData(const AuctionChartData& chartData) {
    m_data = chartData;
    const QSignalBlocker block(m_item);
    const int keep = m_item->currentIndex();
    m_item->clear();
    for (const auto& ladder : m_data.ladders)
        m_item->addItem(ladder.outcome.isEmpty() ? ladder.item : tr("%1 (%2)").arg(ladder.item, ladder.outcome));
    m_item->setCurrentIndex(m_followLatest || keep < 0 || keep >= m_item->count() ? m_item->count() - 1 : keep);
    draw();
}

void BidLadderView::draw() {
    QChart* chart = m_view->chart();
    clearChart(chart);
    const int index = m_item->currentIndex();
    if (index < 0 || index >= static_cast<int>(m_data.ladders.size())) {
        chart->setTitle(tr("No bids yet"));
        m_legend->sync(chart);
        return;
    }
    const ItemLadder& ladder = m_data.ladders[static_cast<std::size_t>(index)];
    chart->setTitle(tr("Bids on %1 by bidding round").arg(ladder.item));
    double lo = ladder.startPrice, hi = ladder.startPrice;
    std::size_t rounds = 1;
    for (std::size_t s = 0; s < ladder.bids.size() && s < m_data.profit.size(); ++s) {
        auto* line = new QLineSeries;
        auto* dots = new QScatterSeries;
        line->setName(m_data.profit[s].name);
        line->setPen(QPen(m_data.profit[s].colour, 1.5));
        dots->setColor(m_data.profit[s].colour);
        dots->setMarkerSize(9);
        dots->setProperty(LegendStrip::kNoLegend, true);  // the line names the bidder
        for (std::size_t r = 0; r < ladder.bids[s].size(); ++r) {
            const double v = ladder.bids[s][r];
            rounds = std::max(rounds, r + 1);
            if (std::isnan(v)) continue;
            line->append(static_cast<double>(r + 1), v);
            dots->append(static_cast<double>(r + 1), v);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        chart->addSeries(line);
        chart->addSeries(dots);
    }
    // The starting price, and the true value once the sale has revealed it.
    const auto level = [&](double value, const QString& name, Qt::PenStyle style) {
        auto* s = new QLineSeries;
        s->setName(name);
        s->setPen(QPen(QColor(0x55, 0x55, 0x55), 1.5, style));
        s->append(1, value);
        s->append(static_cast<double>(std::max<std::size_t>(2, rounds)), value);
        chart->addSeries(s);
        lo = std::min(lo, value);
        hi = std::max(hi, value);
    };
    level(ladder.startPrice, tr("Starting price"), Qt::DotLine);
    if (!std::isnan(ladder.trueValue)) level(ladder.trueValue, tr("True value"), Qt::DashLine);
    niceAxes(chart, tr("Bidding round"), static_cast<double>(rounds), tr("Bid ($)"), lo * 0.9, hi * 1.05);
    m_legend->sync(chart);
}

// ---- AuctionTabs ----------------------------------------------------------------------------

AuctionTabs::AuctionTabs(QTabWidget* tabs) : QObject(tabs), m_tabs(tabs) {
    m_heatmap = new PriorityHeatmap(tabs);
    m_profit = new QChartView(new QChart, tabs);
    m_profit->setObjectName(QStringLiteral("profitPathChart"));
    m_profit->setRenderHint(QPainter::Antialiasing);
    m_profit->chart()->setAnimationOptions(QChart::NoAnimation);
    tightenChart(m_profit->chart());
    // The profit path's tab: the chart and its legend under it.
    m_profitPage = new QWidget(tabs);
    auto* layout = new QVBoxLayout(m_profitPage);
    layout->setContentsMargins(0, 0, 0, 0);
    m_profit->setParent(m_profitPage);
    m_profitLegend = new LegendStrip(m_profitPage);
    layout->addWidget(m_profit, 1);
    layout->addWidget(m_profitLegend);
    m_ladder = new BidLadderView(tabs);
    for (QWidget* w :
         {static_cast<QWidget*>(m_heatmap), static_cast<QWidget*>(m_profitPage), static_cast<QWidget*>(m_ladder)})
        w->hide();
}

void AuctionTabs::refresh(const RunModel& model, int session) {
    const auto& sessions = model.sessions();
    if (session < 0) session = static_cast<int>(sessions.size()) - 1;
    const bool auction = session >= 0 && session < static_cast<int>(sessions.size()) &&
                         presentationOf(sessions[static_cast<std::size_t>(session)].game).auctionCharts;
    m_data = auction ? AuctionChartData::from(sessions[static_cast<std::size_t>(session)]) : AuctionChartData{};
    if (auction != m_shown) {
        m_shown = auction;
        if (auction) {
            m_tabs->addTab(m_heatmap, tr("Priorities"));
            m_tabs->addTab(m_profitPage, tr("Profit path"));
            m_tabs->addTab(m_ladder, tr("Bid ladder"));
        } else {
            for (QWidget* w : {static_cast<QWidget*>(m_heatmap), static_cast<QWidget*>(m_profitPage),
                               static_cast<QWidget*>(m_ladder)})
                m_tabs->removeTab(m_tabs->indexOf(w));
        }
    }
    if (!auction) return;
    m_heatmap->setData(m_data);
    drawProfit();
    m_ladder->setData(m_data);
}

void AuctionTabs::drawProfit() {
    QChart* chart = m_profit->chart();
    clearChart(chart);
    chart->setTitle(tr("Profit after each item"));
    double lo = 0.0, hi = 1.0;
    for (const auto& s : m_data.profit) {
        auto* line = new QLineSeries;
        line->setName(s.name);
        line->setPen(QPen(s.colour, 2.0));
        line->setPointsVisible(true);
        for (std::size_t i = 0; i < s.values.size(); ++i) {
            if (std::isnan(s.values[i])) continue;
            line->append(static_cast<double>(i + 1), s.values[i]);
            lo = std::min(lo, s.values[i]);
            hi = std::max(hi, s.values[i]);
        }
        chart->addSeries(line);
    }
    niceAxes(chart, tr("Item"), static_cast<double>(std::max<qsizetype>(2, m_data.items.size())), tr("Profit ($)"), lo,
             hi);
    m_profitLegend->sync(chart);
}

QString AuctionTabs::csvFor(const QWidget* page) const {
    if (!m_shown) return {};
    if (page == m_heatmap) return m_data.heatmapCsv();
    if (page == m_profitPage || page == m_profit) return m_data.profitCsv();
    if (page == m_ladder) return m_data.ladderCsv();
    return {};
}

}  // namespace nashlab::ui
