#include "ui/charts/score_bar_data.h"

#include <QCoreApplication>
#include <map>
#include <set>

#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

engine::Summary summaryFrom(const Json& j) {
    engine::Summary s;
    if (!j.is_object()) return s;
    s.n = j.value("n", 0);
    s.mean = j.value("mean", 0.0);
    s.sd = j.value("sd", 0.0);
    const Json ci = j.value("ci95", Json::array());
    s.ciLow = ci.size() == 2 && ci[0].is_number() ? ci[0].get<double>() : s.mean;
    s.ciHigh = ci.size() == 2 && ci[1].is_number() ? ci[1].get<double>() : s.mean;
    return s;
}

// Keys of a seat entry that are descriptions, not measures.
bool isMeasure(const std::string& key, const Json& value) {
    static const std::set<std::string> kNotMeasures = {"seat", "name", "type", "strategy", "model"};
    return value.is_object() && value.contains("mean") && !kNotMeasures.count(key);
}

// Seats that play the same way share a bar "per model": the model, else the bot strategy.
QString modelOf(const Json& seat) {
    if (seat.contains("model") && seat["model"].is_string()) return q(seat["model"].get<std::string>());
    if (seat.contains("strategy") && seat["strategy"].is_string()) return q(seat["strategy"].get<std::string>());
    return q(seat.value("type", "seat"));
}

QString modeTitle(const std::string& mode) {
    if (mode == "gamabench_repo") return QCoreApplication::translate("ScoreBars", "γ-Bench (code)");
    if (mode == "gamabench_paper") return QCoreApplication::translate("ScoreBars", "γ-Bench (paper)");
    return q(mode).replace(QLatin1Char('_'), QLatin1Char(' '));
}

}  // namespace

QStringList scoreMeasures(const Json& report) {
    QStringList out;
    if (report.value("score_stats", Json::object()).size() > 0) out << QLatin1String(kGameScores);
    const Json seats = report.value("seats", Json::array());
    QStringList seatMeasures;
    if (!seats.empty())
        for (const auto& [key, value] : seats[0].items())
            if (isMeasure(key, value)) seatMeasures << q(key);
    seatMeasures.sort();
    if (seatMeasures.removeOne(QStringLiteral("payoff"))) seatMeasures.prepend(QStringLiteral("payoff"));
    return out + seatMeasures;
}

QString measureTitle(const QString& measure) {
    if (measure == QLatin1String(kGameScores)) return QCoreApplication::translate("ScoreBars", "γ-Bench score (0–100)");
    return QString(measure).replace(QLatin1Char('_'), QLatin1Char(' '));
}

std::vector<ScoreBar> scoreBars(const Json& report, const QString& measure, bool byModel, const SeatNamer& namer) {
    std::vector<ScoreBar> bars;
    if (measure == QLatin1String(kGameScores)) {
        const Json stats = report.value("score_stats", Json::object());
        int k = 0;
        for (const auto& [mode, summary] : stats.items())
            bars.push_back({modeTitle(mode), seatColor(k++), summaryFrom(summary)});
        return bars;
    }
    const std::string key = measure.toStdString();
    const Json seats = report.value("seats", Json::array());
    if (!byModel) {
        for (const auto& seat : seats) {
            if (!seat.contains(key)) continue;
            const int index = seat.value("seat", 0);
            QString name = namer ? namer(index) : q(seat.value("name", ""));
            if (name.isEmpty()) name = QString::number(index + 1);
            bars.push_back({name, seatColor(index), summaryFrom(seat[key])});
        }
        return bars;
    }
    // Per model: pool the per-session values of every seat of that model.
    std::vector<QString> order;
    std::map<QString, std::pair<int, std::vector<double>>> groups;  // model -> (first seat, values)
    std::map<QString, QStringList> seatNames;                       // model -> its seats, when named
    const Json sessions = report.value("sessions", Json::array());
    for (const auto& seat : seats) {
        const int index = seat.value("seat", 0);
        const QString model = modelOf(seat);
        if (!groups.count(model)) {
            order.push_back(model);
            groups[model].first = index;
        }
        if (namer) seatNames[model] << namer(index);
        auto& values = groups[model].second;
        for (const auto& session : sessions) {
            const Json perSeat = session.value("per_seat", Json::array());
            if (index < 0 || static_cast<std::size_t>(index) >= perSeat.size()) continue;
            const Json entry = perSeat[static_cast<std::size_t>(index)];
            if (entry.contains(key) && entry[key].is_number()) values.push_back(entry[key].get<double>());
        }
    }
    for (const auto& model : order) {
        const auto& [first, values] = groups[model];
        const QString label = namer ? seatNames[model].join(QStringLiteral(", ")) : model;
        if (!values.empty()) bars.push_back({label, seatColor(first), engine::summarize(values)});
    }
    return bars;
}

std::pair<double, double> errorRange(const engine::Summary& s, ErrorBars kind) {
    if (kind == ErrorBars::ConfidenceInterval95) return {s.ciLow, s.ciHigh};
    return {s.mean - s.sd, s.mean + s.sd};
}

QString scoreBarsCsv(const std::vector<ScoreBar>& bars) {
    QString out = QStringLiteral("label,n,mean,sd,ci95_low,ci95_high\n");
    for (const auto& b : bars) {
        QString label = b.label;
        if (label.contains(QLatin1Char(',')) || label.contains(QLatin1Char('"')))
            label = QLatin1Char('"') + label.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(label)
                   .arg(b.summary.n)
                   .arg(b.summary.mean, 0, 'g', 12)
                   .arg(b.summary.sd, 0, 'g', 12)
                   .arg(b.summary.ciLow, 0, 'g', 12)
                   .arg(b.summary.ciHigh, 0, 'g', 12);
    }
    return out;
}

}  // namespace nashlab::ui
