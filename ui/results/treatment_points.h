#pragma once
// The numbers behind the treatment chart of a design (issue 15), read from a score report's
// "design" section (engine/metrics/treatment_comparison.h, as `nashlab-cli score --json`): for one
// score or session metric, each treatment's mean over its sessions with its 95 % bootstrap
// interval, and each treatment against the first.
#include <QColor>
#include <QString>
#include <QStringList>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

struct TreatmentPoint {
    QString label;       ///< the treatment's label ("first=ne,ratio=3.0")
    QStringList levels;  ///< its level of each of treatmentFactors() ("ne", "3.0"); empty without them
    QColor colour;       ///< the treatment's colour, as its bar in the Scores tab
    int n = 0;           ///< finished sessions
    double mean = 0.0;
    double low = 0.0;  ///< 95 % bootstrap interval of the mean (the mean itself for one session)
    double high = 0.0;
};

/// What a design compares: "score:<mode>" for each score of a session, then "metric:<name>" for
/// each numeric session metric, as the first treatment lists them; empty without a design.
QStringList treatmentMeasures(const engine::Json& report);
/// A person's name for one of them, translated ("γ-Bench (code)", "Contribution rate").
QString treatmentMeasureTitle(const QString& measure);
/// The treatment measure the Scores tab's measure stands for ("treatment:<mode>" and "score:<mode>"
/// give "score:<mode>"); empty when it stands for none.
QString treatmentMeasureOf(const QString& scoresMeasure);
/// The factors of a crossed design in name order ("first", "ratio"), when every treatment names a
/// level of each; empty for a listed design.
QStringList treatmentFactors(const engine::Json& report);
/// One point per treatment that has the measure, in the design's order.
std::vector<TreatmentPoint> treatmentPoints(const engine::Json& report, const QString& measure);
/// Each treatment against the first for the measure, one line each: "B − A: difference [95 %
/// bootstrap interval], p = permutation p-value" (the caller says what the numbers are).
QStringList treatmentDifferenceLines(const engine::Json& report, const QString& measure);
/// "treatment,n,mean,ci95_low,ci95_high" rows.
QString treatmentPointsCsv(const std::vector<TreatmentPoint>& points);

}  // namespace nashlab::ui
