#pragma once
// Summary statistics over repetitions: mean, sample standard deviation (n − 1, as γ-Bench
// reports ±) and a 95% confidence interval of the mean from Student's t.
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct Summary {
    int n = 0;
    double mean = 0.0;
    double sd = 0.0;     ///< sample standard deviation; 0 when n < 2
    double ciLow = 0.0;  ///< 95% CI of the mean; equals mean when n < 2
    double ciHigh = 0.0;

    Json toJson() const;
};

Summary summarize(const std::vector<double>& values);

/// Two-sided 95% critical value of Student's t with `df` degrees of freedom.
double tCritical95(int df);

}  // namespace nashlab::engine
