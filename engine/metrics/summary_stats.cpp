#include "engine/metrics/summary_stats.h"

#include <cmath>

namespace nashlab::engine {

Json Summary::toJson() const { return {{"n", n}, {"mean", mean}, {"sd", sd}, {"ci95", {ciLow, ciHigh}}}; }

double tCritical95(int df) {
    // Exact table for small samples, then the normal limit approached by interpolation in 1/df.
    static const double kTable[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                    2.201, 2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080,
                                    2.074, 2.069,  2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (df <= 0) return 0.0;
    if (df <= 30) return kTable[df];
    return 1.960 + (2.042 - 1.960) * 30.0 / df;
}

Summary summarize(const std::vector<double>& values) {
    Summary s;
    s.n = static_cast<int>(values.size());
    if (s.n == 0) return s;
    double sum = 0.0;
    for (double v : values) sum += v;
    s.mean = sum / s.n;
    s.ciLow = s.ciHigh = s.mean;
    if (s.n < 2) return s;
    double squares = 0.0;
    for (double v : values) squares += (v - s.mean) * (v - s.mean);
    s.sd = std::sqrt(squares / (s.n - 1));
    const double half = tCritical95(s.n - 1) * s.sd / std::sqrt(static_cast<double>(s.n));
    s.ciLow = s.mean - half;
    s.ciHigh = s.mean + half;
    return s;
}

}  // namespace nashlab::engine
