#pragma once
// ScoreBarsView: γ-Bench-style score bars of a run with error bars over repetitions — the game's
// 0–100 scores, or any per-seat measure per seat or per model — from the run's score report
// (engine::scoreRun, as `nashlab-cli score --json`). Hover a bar for its numbers; click a legend
// entry to hide or show it; export as PNG, SVG or CSV through the charts panel.
#include <QWidget>

#include "ui/charts/score_bar_data.h"

class QChartView;
class QComboBox;
class QLabel;

namespace nashlab::ui {

class LegendStrip;

class ScoreBarsView final : public QWidget {
    Q_OBJECT

public:
    explicit ScoreBarsView(QWidget* parent = nullptr);

    /// A run's score report; the measure stays when the new report has it.
    void setReport(const engine::Json& report);
    void setMeasure(const QString& measure);
    void setByModel(bool byModel);
    void setErrorBars(ErrorBars kind);
    /// How seats are named on screen (anonymous seats in the arena); null: the report's names.
    void setSeatNamer(SeatNamer namer);
    /// What the chart says while there is no report (e.g. "Scores appear when the run ends").
    void setPlaceholder(const QString& text);

    const std::vector<ScoreBar>& bars() const { return m_bars; }
    QString measure() const;
    QChartView* chartView() const { return m_view; }
    LegendStrip* legend() const { return m_legend; }
    QString csv() const { return scoreBarsCsv(m_bars); }

private:
    void redraw();

    engine::Json m_report;
    SeatNamer m_namer;
    QString m_placeholder;
    std::vector<ScoreBar> m_bars;
    QComboBox* m_measure;
    QComboBox* m_grouping;
    QComboBox* m_errors;
    QLabel* m_note;
    QChartView* m_view;
    LegendStrip* m_legend;
};

}  // namespace nashlab::ui
