#include "ui/charts/chart_data.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/record/csv_export.h"
#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Rounds that are play: planning steps (an auction bidder's plan or belief, "phase" other than
// "bid") pay nothing and have no action to plot, so the charts leave them out.
bool isPlay(const engine::RoundOutcome& r) {
    const auto it = r.publicReport.find("phase");
    return it == r.publicReport.end() || *it == "bid";
}

QString csvCell(double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', 12); }

}  // namespace

ChartData ChartData::of(const RunModel& model, const SessionView& s) {
    ChartData d;
    const std::size_t n = s.seats.size();
    d.rounds = static_cast<int>(std::count_if(s.rounds.begin(), s.rounds.end(), isPlay));
    for (std::size_t i = 0; i < n; ++i) {
        const SeatSeries base{model.seatName(s, static_cast<int>(i)), seatColor(static_cast<int>(i)), {}};
        d.cumulative.push_back(base);
        d.actions.push_back(base);
        d.deviations.push_back(base);
    }
    for (const auto& r : s.rounds) {
        if (!isPlay(r)) continue;
        double sum = 0.0;
        int count = 0;
        for (std::size_t i = 0; i < n; ++i) {
            d.cumulative[i].values.push_back(i < r.cumulative.size() ? r.cumulative[i] : kNaN);
            const auto a = i < r.actions.size() ? RunModel::numericAction(r.actions[i]) : std::nullopt;
            d.actions[i].values.push_back(a ? *a : kNaN);
            if (a) {
                sum += *a;
                ++count;
            }
        }
        d.mean.push_back(count ? sum / count : kNaN);
        const auto ne = !r.reference.empty() && r.reference[0].is_object()
                            ? RunModel::numericAction(r.reference[0].value("action", engine::Json()))
                            : std::nullopt;
        d.reference.push_back(ne ? *ne : kNaN);
    }
    return d;
}

ChartData ChartData::from(const RunModel& model, int session, int poolSessions) {
    const auto& sessions = model.sessions();
    if (session < 0) session = static_cast<int>(sessions.size()) - 1;
    if (session < 0 || session >= static_cast<int>(sessions.size())) return {};
    const SessionView& s = sessions[static_cast<std::size_t>(session)];
    const std::size_t n = s.seats.size();
    ChartData d = of(model, s);
    // Violins pool every session of the run with the same seats: rounds × repetitions.
    if (poolSessions < 0) return d;
    const std::size_t first = poolSessions > 0 && sessions.size() > static_cast<std::size_t>(poolSessions)
                                  ? sessions.size() - static_cast<std::size_t>(poolSessions)
                                  : 0;
    for (std::size_t k = first; k < sessions.size(); ++k) {
        const SessionView& other = sessions[k];
        if (other.seats.size() != n) continue;
        for (const auto& r : other.rounds) {
            if (!isPlay(r)) continue;
            for (std::size_t i = 0; i < n && i < r.actions.size(); ++i) {
                const auto a = RunModel::numericAction(r.actions[i]);
                const auto ne = i < r.reference.size() && r.reference[i].is_object()
                                    ? RunModel::numericAction(r.reference[i].value("action", engine::Json()))
                                    : std::nullopt;
                if (a && ne) d.deviations[i].values.push_back(std::fabs(*a - *ne));
            }
        }
    }
    return d;
}

QString csvText(const QString& text) { return QString::fromStdString(engine::csvField(text.toStdString())); }

QString seriesCsv(const std::vector<SeatSeries>& series, const QStringList& extraNames,
                  const std::vector<std::vector<double>>& extra) {
    QStringList header{QStringLiteral("round")};
    for (const auto& s : series) header << csvText(s.name);
    for (const auto& e : extraNames) header << csvText(e);
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    std::size_t rows = 0;
    for (const auto& s : series) rows = std::max(rows, s.values.size());
    for (std::size_t r = 0; r < rows; ++r) {
        QStringList row{QString::number(r + 1)};
        for (const auto& s : series) row << (r < s.values.size() ? csvCell(s.values[r]) : QString());
        for (const auto& e : extra) row << (r < e.size() ? csvCell(e[r]) : QString());
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

}  // namespace nashlab::ui
