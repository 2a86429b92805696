#pragma once
// PathsPlot: every seat's cumulative payoff, round by round, for the projector — the room's
// "paths" message drawn with QPainter: one line per seat in the seat's colour, a legend that
// wraps into columns rather than dropping a seat.
#include <QStringList>
#include <QWidget>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

class PathsPlot final : public QWidget {
    Q_OBJECT

public:
    explicit PathsPlot(QWidget* parent = nullptr);

    /// The room's "paths" message ({"names", "cumulative"}: per seat, per round). The names shown
    /// are `names` as given (the projector passes anonymised ones).
    void setPaths(const QStringList& names, const std::vector<std::vector<double>>& cumulative);
    /// Reads the message; names are "Player N" whatever it says (the projector never shows a student's name).
    void setPathsMessage(const engine::Json& paths);

    const QStringList& names() const { return m_names; }
    const std::vector<std::vector<double>>& cumulative() const { return m_values; }
    int rounds() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QStringList m_names;
    std::vector<std::vector<double>> m_values;
};

}  // namespace nashlab::ui
