#include "ui/results/treatment_points.h"

#include <QCoreApplication>

#include "ui/charts/chart_data.h"
#include "ui/charts/score_bar_data.h"
#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

constexpr const char* kScore = "score:";
constexpr const char* kMetric = "metric:";

// "score:<mode>" -> ("scores", mode); "metric:<name>" -> ("metrics", name).
std::pair<std::string, std::string> partOf(const QString& measure) {
    if (measure.startsWith(QLatin1String(kScore))) return {"scores", measure.mid(6).toStdString()};
    if (measure.startsWith(QLatin1String(kMetric))) return {"metrics", measure.mid(7).toStdString()};
    return {};
}

Json treatmentsOf(const Json& report) {
    const Json design = report.is_object() ? report.value("design", Json::object()) : Json::object();
    return design.is_object() ? design.value("treatments", Json::array()) : Json::array();
}

}  // namespace

QStringList treatmentMeasures(const Json& report) {
    const Json treatments = treatmentsOf(report);
    QStringList out;
    if (treatments.empty() || !treatments[0].is_object()) return out;
    for (const char* part : {"scores", "metrics"}) {
        const Json named = treatments[0].value(part, Json::object());  // items() of a living object
        for (const auto& [name, summary] : named.items())
            if (summary.is_object() && summary.contains("mean"))
                out << QLatin1String(part[0] == 's' ? kScore : kMetric) + q(name);
    }
    return out;
}

QString treatmentMeasureTitle(const QString& measure) {
    const auto [part, name] = partOf(measure);
    if (part == "scores") return scoreModeTitle(name);
    return measureTitle(q(name));
}

QString treatmentMeasureOf(const QString& scoresMeasure) {
    for (const char* prefix : {"treatment:", "score:"})
        if (scoresMeasure.startsWith(QLatin1String(prefix)))
            return QLatin1String(kScore) + scoresMeasure.mid(static_cast<int>(qstrlen(prefix)));
    return {};
}

QStringList treatmentFactors(const Json& report) {
    QStringList factors;
    bool first = true;
    for (const auto& t : treatmentsOf(report)) {
        const Json levels = t.is_object() ? t.value("levels", Json::object()) : Json::object();
        QStringList names;
        for (const auto& [name, level] : levels.items())  // sorted keys: the factors' name order
            if (level.is_string()) names << q(name);
        if (names.isEmpty() || names.size() != static_cast<int>(levels.size()) || (!first && names != factors))
            return {};
        factors = names;
        first = false;
    }
    return factors;
}

std::vector<TreatmentPoint> treatmentPoints(const Json& report, const QString& measure) {
    const auto [part, name] = partOf(measure);
    std::vector<TreatmentPoint> points;
    if (part.empty()) return points;
    const Json treatments = treatmentsOf(report);
    int k = 0;
    for (const auto& t : treatments) {
        const int colour = k++;  // a treatment keeps its colour whichever measure it lacks
        if (!t.is_object()) continue;
        const Json values = t.value(part, Json::object());
        if (!values.contains(name) || !values[name].is_object()) continue;
        const Json& s = values[name];
        TreatmentPoint p;
        p.label = q(t.value("label", ""));
        p.colour = seatColor(colour);
        p.n = s.value("n", 0);
        p.mean = s.value("mean", 0.0);
        const Json levels = t.value("levels", Json::object());
        for (const auto& [factor, level] : levels.items())
            if (level.is_string()) p.levels << q(level.get<std::string>());
        const Json ci = s.value("ci95", Json::array());
        const bool hasCi = ci.is_array() && ci.size() == 2 && ci[0].is_number() && ci[1].is_number();
        p.low = hasCi ? ci[0].get<double>() : p.mean;
        p.high = hasCi ? ci[1].get<double>() : p.mean;
        points.push_back(p);
    }
    return points;
}

QStringList treatmentDifferenceLines(const Json& report, const QString& measure) {
    const auto [part, name] = partOf(measure);
    const char* key = part == "scores" ? "score" : "metric";
    QStringList lines;
    const Json design = report.is_object() ? report.value("design", Json::object()) : Json::object();
    const Json differences = design.is_object() ? design.value("differences", Json::array()) : Json::array();
    for (const auto& d : differences) {
        if (part.empty() || !d.is_object() || d.value(key, "") != name || !d.contains("ci95") ||
            !d["ci95"].is_array() || d["ci95"].size() != 2)
            continue;
        lines << QCoreApplication::translate("TreatmentChart", "%1 − %2: %3 [%4, %5], p = %6")
                     .arg(q(d.value("treatment", "")), q(d.value("baseline", "")),
                          numberText(d.value("difference", 0.0)), numberText(d["ci95"][0].get<double>()),
                          numberText(d["ci95"][1].get<double>()), QString::number(d.value("p_value", 1.0), 'g', 3));
    }
    return lines;
}

QString treatmentPointsCsv(const std::vector<TreatmentPoint>& points) {
    QString out = QStringLiteral("treatment,n,mean,ci95_low,ci95_high\n");
    for (const auto& p : points)
        out += QStringLiteral("%1,%2,%3,%4,%5\n")
                   .arg(csvText(p.label))
                   .arg(p.n)
                   .arg(p.mean, 0, 'g', 12)
                   .arg(p.low, 0, 'g', 12)
                   .arg(p.high, 0, 'g', 12);
    return out;
}

}  // namespace nashlab::ui
