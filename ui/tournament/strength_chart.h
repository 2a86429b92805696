#pragma once
// StrengthChart: Bradley–Terry strengths (log-odds, mean 0) with their 95 % bootstrap intervals
// as error bars, one row per entrant, strongest on top — or, in an environment scored by a mean
// reward or a win rate (self-play, versus the field, Bid), that value with its 95 % interval. Painted directly (a dot
// and a whisker per row) so it reads at any size; the report of engine/tournament supplies the numbers.
#include <QWidget>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

class StrengthChart final : public QWidget {
    Q_OBJECT

public:
    struct Row {
        QString name;
        double strength = 0, low = 0, high = 0;
    };
    explicit StrengthChart(QWidget* parent = nullptr);
    /// The rows of one environment's table in a tournament report ("entrants" with
    /// "bradley_terry": {"strength", "ci95": [low, high]}, or with "value" and "ci95" when `metric`
    /// is "average_reward" or "win_rate"); an empty array shows the placeholder.
    void setReportRows(const engine::Json& entrants, const std::string& metric = "trueskill");
    const std::vector<Row>& rows() const { return m_rows; }
    void setPlaceholder(const QString& text);
    QSize sizeHint() const override { return {360, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<Row> m_rows;
    std::string m_metric = "trueskill";
    QString m_placeholder;
};

}  // namespace nashlab::ui
