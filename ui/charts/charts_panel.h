#pragma once
// ChartsPanel: payoff paths, action paths with the NE line, NE-deviation violins and a heatmap
// of a RunModel session (live or replayed), each exportable to PNG, SVG and CSV. All QtCharts
// code of NashLab lives in ui/charts/. Redraws are throttled so a fast run never floods the loop.
#include <QTabWidget>
#include <QTimer>
#include <functional>
#include <map>
#include <set>

#include "ui/charts/chart_data.h"

class QChart;
class QChartView;

namespace nashlab::ui {

class AuctionTabs;
class HeatmapView;
class LegendStrip;
class RunModel;

class ChartsPanel final : public QTabWidget {
    Q_OBJECT

public:
    explicit ChartsPanel(RunModel& model, QWidget* parent = nullptr);

    /// Which session to draw; -1 follows the latest.
    void setSession(int session);
    /// Pool only the last `sessions` sessions into the violins (0: all), to bound live redraws.
    void setViolinWindow(int sessions) { m_violinWindow = sessions; }
    /// Redraws every chart now (tests, screenshots, exports, the end of a run).
    void refreshNow();
    /// A run is starting with `planned` as its first session: the chart on show is drawn now with
    /// its seats' lines and legend and no rounds, so the first rounds only add points (the legend
    /// coming in with them made the chart shrink, lay out and paint again during a batch).
    void prepare(const SessionView& planned);
    /// Redraws the chart on show now; the others when their tab is shown.
    void refreshShown() { redraw(false); }
    /// Draws the charts without antialiasing while a batch plays at full speed, smooth again when
    /// it ends. An antialiased line across the plot (a grid line, a series) is rasterised into
    /// hundreds of spans, which Qt's raster engine splits over its GUI thread pool while the GUI
    /// thread waits; on a loaded machine each live repaint became a stall of a frame. Exports are
    /// always drawn smooth.
    void setQuickDrawing(bool quick);
    /// One more chart as a tab (e.g. the score bars in Results): `view` is what PNG and SVG
    /// export draw, `csv` gives the data CSV export writes.
    void addChartTab(QWidget* tab, const QString& title, QWidget* view, std::function<QString()> csv);
    const ChartData& data() const { return m_data; }
    /// The english_auction views (priorities, profit path, bid ladder), tabs only for that game.
    AuctionTabs* auctionTabs() const { return m_auctionTabs; }

    /// Writes the chart on the current tab: .png, .svg, or .csv (its data). The error names the file.
    bool exportCurrent(const QString& path, QString* error = nullptr);
    /// Asks for a file name and exports (Ctrl+E).
    void exportWithDialog();
    QString currentCsv() const;
    /// The longest refreshNow() so far, in milliseconds (measurements).
    double longestRedrawMs() const { return m_longestRedrawMs; }
    /// The legend under a chart view of this panel (tests compare it with the chart's series).
    LegendStrip* legendOf(const QChartView* view) const;

private:
    void markDirty();
    void redraw(bool all, const SessionView* planned = nullptr);
    void drawPayoffs();
    void drawActions();
    void drawViolins();
    QWidget* addView(QChartView* view, const QString& objectName, const QString& title);
    /// Shows the tabs of the charts the session's game names (Game::charts()), hides the others.
    void showChartsOf(const QString& game);

    RunModel& m_model;
    ChartData m_data;
    QChartView* m_payoffView;
    QChartView* m_actionView;
    QChartView* m_violinView;
    // Each chart's tab holds the view and its legend underneath.
    QWidget* m_payoffTab;
    QWidget* m_actionTab;
    QWidget* m_violinTab;
    std::map<const QChartView*, LegendStrip*> m_legends;
    QString m_chartsGame;  // the game whose charts the tabs show
    HeatmapView* m_heatmap;
    AuctionTabs* m_auctionTabs;
    QTimer m_throttle;
    int m_session = -1;
    double m_longestRedrawMs = 0.0;
    int m_violinWindow = 0;
    struct ExtraTab {
        QWidget* view;
        std::function<QString()> csv;
    };
    std::map<const QWidget*, ExtraTab> m_extraTabs;
    std::set<const QWidget*> m_stale;  // charts not redrawn since the data changed
};

}  // namespace nashlab::ui
