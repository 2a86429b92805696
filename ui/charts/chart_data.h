#pragma once
// The numbers behind the charts, taken from a RunModel session: one row per seat, one column per
// round (NaN where a seat did not act). The same tables are what "Export CSV" writes.
#include <QColor>
#include <QString>
#include <QStringList>
#include <vector>

namespace nashlab::ui {

struct SessionView;
class RunModel;

struct SeatSeries {
    QString name;
    QColor colour;
    std::vector<double> values;  ///< per round (index 0 = round 1)
};

struct ChartData {
    std::vector<SeatSeries> cumulative;
    std::vector<SeatSeries> actions;
    std::vector<double> mean;       ///< mean action per round over the seats that acted
    std::vector<double> reference;  ///< NE action per round (seat 0's reference), NaN if none
    /// |action − NE| per seat over every round of every session of the run (violins).
    std::vector<SeatSeries> deviations;
    int rounds = 0;

    /// `poolSessions` > 0 pools only the last that many sessions into the violins (live views of big
    /// batches); 0 pools them all; < 0 leaves the violins out (no violin chart is drawn now).
    static ChartData from(const RunModel& model, int session, int poolSessions = 0);
    /// The per-round tables of one session (no violins), e.g. a planned session with no rounds yet.
    static ChartData of(const RunModel& model, const SessionView& s);
};

/// "round,<seat 1>,<seat 2>,…" rows for a per-round table.
/// One CSV text cell: quoted when needed, and never a formula a spreadsheet would run (engine::csvField).
QString csvText(const QString& text);
QString seriesCsv(const std::vector<SeatSeries>& series, const QStringList& extraNames = {},
                  const std::vector<std::vector<double>>& extra = {});

}  // namespace nashlab::ui
