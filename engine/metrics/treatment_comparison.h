#pragma once
// Comparisons between the treatments of a design (issue 15): every session score per treatment
// with mean, sd and a 95 % bootstrap interval over sessions, and each treatment against the first
// with the difference of means, its bootstrap interval and a two-sided permutation p-value.
// Small samples are enumerated exactly (every resample, every relabelling); larger ones are
// sampled with a fixed seed, so a report is the same every time it is computed.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

/// The treatments a run folder's spec.json expands to (`treatments.expanded`), each
/// {label, levels, sessions}; an empty array for a spec without a design or with a malformed one.
Json designArms(const Json& spec);

/// Percentile bootstrap interval of the mean: quantiles (R type 7) of the means of all n^n
/// resamples when n^n ≤ 50000, else of `resamples` random ones.
std::pair<double, double> bootstrapMeanInterval(const std::vector<double>& x, double level = 0.95,
                                                int resamples = 4000);

/// The same for mean(b) − mean(a), each group resampled on its own.
std::pair<double, double> bootstrapDifferenceInterval(const std::vector<double>& a, const std::vector<double>& b,
                                                      double level = 0.95, int resamples = 4000);

/// Two-sided permutation p-value of mean(b) − mean(a): the share of relabellings of the pooled
/// values whose |difference| is at least the observed one; exact when there are at most 200000
/// relabellings, else (1 + hits) / (1 + resamples) over random ones.
double permutationPValue(const std::vector<double>& a, const std::vector<double>& b, int resamples = 20000);

/// The per-treatment table and the differences against the first treatment, from a score
/// report's "sessions" and each session's treatment label. `order` is the design's order.
Json compareTreatments(const Json& report, const std::map<std::string, std::string>& treatmentOf,
                       const std::vector<std::pair<std::string, Json>>& order);

}  // namespace nashlab::engine
