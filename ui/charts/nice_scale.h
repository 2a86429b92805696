#pragma once
// Axis ranges and ticks on round numbers (1, 2 or 5 times a power of ten): 0, 25, 50, 75, 100
// rather than 0.33, 0.66, 0.98 or 33.8, 67.6 (Heckbert's "nice numbers" for graph labels).
class QValueAxis;

namespace nashlab::ui {

struct NiceScale {
    double lo = 0.0;
    double hi = 1.0;
    double step = 0.2;
    int decimals = 1;  ///< enough to tell two ticks apart
};

/// A step of 1, 2 or 5 × 10^k that cuts `span` into at most `maxTicks` intervals.
double niceStep(double span, int maxTicks);
/// A whole-number step of 1, 2 or 5 × 10^k (rounds, items) that cuts `span` into at most `maxTicks`.
int niceWholeStep(double span, int maxTicks);
/// [lo, hi] widened outward to whole steps.
NiceScale niceScale(double lo, double hi, int maxTicks = 6);
/// Sets `axis` to niceScale(lo, hi) with ticks on the steps; only what changed is set.
void applyNiceScale(QValueAxis* axis, double lo, double hi, int maxTicks = 6);
/// Rounds axis (x, from 1 to `rounds`): whole-number ticks on a 1/2/5 step.
void applyRoundScale(QValueAxis* axis, int rounds);

}  // namespace nashlab::ui
