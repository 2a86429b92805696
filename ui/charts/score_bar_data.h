#pragma once
// The numbers behind the score bars, taken from a run's score report (engine::scoreRun, the
// same JSON as `nashlab-cli score --json`): the game's γ-Bench-style 0–100 scores, or any
// per-seat measure, per seat or pooled per model, each with its spread over repetitions.
#include <QColor>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "engine/core/json.h"
#include "engine/metrics/summary_stats.h"

namespace nashlab::ui {

struct ScoreBar {
    QString label;
    QColor colour;
    engine::Summary summary;  ///< over sessions (repetitions): n, mean, sd (n − 1), 95% CI of the mean
};

enum class ErrorBars { StandardDeviation, ConfidenceInterval95 };

/// The measure that holds the game's own scores ("gamabench_repo", …) in scoreMeasures().
inline constexpr const char* kGameScores = "scores";

/// What can be drawn for a report, one measure per axis: kGameScores for γ-Bench's two 0–100
/// scores, "score:<mode>" for each other score of a session (an auction's mean profit in money,
/// its share of items sold), "treatment:<mode>" for each score of a design's treatments, then every
/// numeric per-seat measure ("payoff" first).
QStringList scoreMeasures(const engine::Json& report);
/// A person's name for a measure, translated ("γ-Bench score (0–100)", "Payoff", "Win rate").
QString measureTitle(const QString& measure);
/// A person's name for one scoring mode of a game ("γ-Bench (paper)", "Share of items sold").
QString scoreModeTitle(const std::string& mode);
/// Whether a measure is the game's score of a session (one value per session, not per seat).
bool isGameScore(const QString& measure);
/// For a design's "treatment:<mode>" measure: each treatment against the first (difference, its
/// bootstrap interval, permutation p-value), one line each; empty for other measures.
QString treatmentDifferences(const engine::Json& report, const QString& measure);

/// Names seats on screen (e.g. "Seat A" while seats are anonymous); null: the names in the report.
using SeatNamer = std::function<QString(int seat)>;

/// Bars for `measure`: per score mode for kGameScores; otherwise per seat, or per model (seats
/// with the same model, bot strategy or "human" pooled: every seat's value in every session).
/// With a `namer`, a model's bar is labelled with its seats' names instead of the model's.
std::vector<ScoreBar> scoreBars(const engine::Json& report, const QString& measure, bool byModel,
                                const SeatNamer& namer = nullptr);

/// The low and high end of a bar's error bar.
std::pair<double, double> errorRange(const engine::Summary& s, ErrorBars kind);

/// "label,n,mean,sd,ci95_low,ci95_high" rows.
QString scoreBarsCsv(const std::vector<ScoreBar>& bars);

}  // namespace nashlab::ui
