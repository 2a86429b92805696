#pragma once
// TreatmentChart: one score or session metric of a design by treatment (issue 15). x: the
// treatments in the design's order; y: the mean over each treatment's sessions as a dot with its
// 95 % bootstrap interval as an error bar (QtCharts has no error-bar series: an I-shaped line per
// treatment). The numbers are the score report's (treatment_points.h); hover a dot for them.
#include <QWidget>
#include <vector>

#include "engine/core/json.h"
#include "ui/results/treatment_points.h"

class QChartView;
class QComboBox;

namespace nashlab::ui {

class TreatmentChart final : public QWidget {
    Q_OBJECT

public:
    /// The error bars' series carry this objectName (tests read their points).
    static constexpr const char* kErrorBarName = "treatmentErrorBar";

    explicit TreatmentChart(QWidget* parent = nullptr);

    /// A run's score report; the measure stays when the new report has it.
    void setReport(const engine::Json& report);
    /// "score:<mode>" or "metric:<name>" (treatmentMeasures()); ignored when the report lacks it.
    void setMeasure(const QString& measure);
    QString measure() const;

    const std::vector<TreatmentPoint>& points() const { return m_points; }
    QChartView* chartView() const { return m_view; }
    QString csv() const { return treatmentPointsCsv(m_points); }

signals:
    void measureChanged(const QString& measure);

private:
    void redraw();

    engine::Json m_report;
    std::vector<TreatmentPoint> m_points;
    QComboBox* m_measure;
    QChartView* m_view;
};

}  // namespace nashlab::ui
