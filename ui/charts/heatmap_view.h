#pragma once
// HeatmapView: seat × round for a per-round quantity, with a colour scale and its legend.
// Painted directly (QtCharts has no heatmap); exported like the other charts.
#include <QWidget>

#include "ui/charts/chart_data.h"

namespace nashlab::ui {

class HeatmapView final : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapView(QWidget* parent = nullptr);
    void setData(std::vector<SeatSeries> rows, const QString& quantity);
    const std::vector<SeatSeries>& rows() const { return m_rows; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<SeatSeries> m_rows;
    QString m_quantity;
};

/// A perceptually ordered colour scale (viridis anchors) for t in [0, 1].
QColor scaleColour(double t);

}  // namespace nashlab::ui
