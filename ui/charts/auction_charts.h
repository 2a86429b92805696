#pragma once
// The english_auction views (AucArena §3.5): the priority heatmap per bidder (rows = planning steps,
// 0 = the plan before the auction; columns = items; colour = priority 1–3; won items framed), the
// profit path per bidder after each item, and the bid ladder of one item. AuctionTabs adds them to
// a ChartsPanel while it shows an english_auction session, so the arena and the results get them.
#include <QWidget>

#include "ui/charts/auction_chart_data.h"

class QChartView;
class QComboBox;
class QTabWidget;

namespace nashlab::ui {

class LegendStrip;
class RunModel;

class PriorityHeatmap final : public QWidget {
    Q_OBJECT

public:
    explicit PriorityHeatmap(QWidget* parent = nullptr);
    void setData(const AuctionChartData& data);
    const AuctionChartData& data() const { return m_data; }
    /// Where the cell of `plan` (index into data().plans) at `step` and `item` is painted.
    QRectF cellRect(int plan, int step, int item) const;
    /// The fill of a priority (1–3) on the scale.
    static QColor priorityColour(double priority);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF panelRect(int plan) const;
    AuctionChartData m_data;
};

class BidLadderView final : public QWidget {
    Q_OBJECT

public:
    explicit BidLadderView(QWidget* parent = nullptr);
    void setData(const AuctionChartData& data);
    QComboBox* itemBox() const { return m_item; }
    QChartView* chartView() const { return m_view; }

private:
    void draw();
    AuctionChartData m_data;
    QComboBox* m_item;
    QChartView* m_view;
    LegendStrip* m_legend;
    bool m_followLatest = true;
};

/// The three views as tabs of `tabs`, present only while the session shown is an english_auction.
class AuctionTabs final : public QObject {
    Q_OBJECT

public:
    explicit AuctionTabs(QTabWidget* tabs);
    void refresh(const RunModel& model, int session);
    /// The CSV of `page` when it is one of these views; a null string otherwise.
    QString csvFor(const QWidget* page) const;
    const AuctionChartData& data() const { return m_data; }
    PriorityHeatmap* heatmap() const { return m_heatmap; }
    QChartView* profitView() const { return m_profit; }
    /// The profit path's tab page (the chart and its legend).
    QWidget* profitPage() const { return m_profitPage; }
    BidLadderView* ladder() const { return m_ladder; }

private:
    void drawProfit();
    QTabWidget* m_tabs;
    AuctionChartData m_data;
    PriorityHeatmap* m_heatmap;
    QChartView* m_profit;
    QWidget* m_profitPage;  // the profit chart with its legend: the tab's page
    LegendStrip* m_profitLegend;
    BidLadderView* m_ladder;
    bool m_shown = false;
};

}  // namespace nashlab::ui
