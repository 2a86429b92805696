#pragma once
// DesignView: the Results tab of a design run (issue 15): a measure by treatment with its error
// bars (TreatmentChart) and, beside it, the Bradley–Terry ranks of the models when the design pits
// them against each other (ModelRanksTable) and each treatment against the first for the measure
// (difference, 95 % bootstrap interval, permutation p-value). All read the run's score report.
#include <QWidget>

#include "engine/core/json.h"

class QLabel;
class QSplitter;

namespace nashlab::ui {

class ModelRanksTable;
class TreatmentChart;

class DesignView final : public QWidget {
    Q_OBJECT

public:
    explicit DesignView(QWidget* parent = nullptr);

    void setReport(const engine::Json& report);
    /// Whether the report is a design's (has treatments to compare).
    bool hasDesign() const { return m_hasDesign; }
    TreatmentChart* chart() const { return m_chart; }
    ModelRanksTable* ranks() const { return m_ranks; }
    /// The differences from the first treatment for the chart's measure, as shown.
    QString differencesText() const;

private:
    void showDifferences(const QString& measure);

    engine::Json m_report;
    TreatmentChart* m_chart;
    ModelRanksTable* m_ranks;
    QLabel* m_differences;
    QSplitter* m_split;
    bool m_hasDesign = false;
};

}  // namespace nashlab::ui
