#pragma once
// Gaussian kernel density estimates for the NE-deviation violins: the shape of a distribution
// of |action − NE| over rounds and repetitions, with its quartiles. No Qt: charts only draw it.
#include <vector>

namespace nashlab::engine {

/// Quantile with linear interpolation between order statistics (R type 7, numpy's default).
/// `q` in [0, 1]; 0 for an empty sample.
double quantile(std::vector<double> values, double q);

/// Silverman's rule of thumb: 0.9 · min(sd, IQR / 1.34) · n^(−1/5). Falls back to the sd or to
/// 1 when the spread is zero, so a sample of equal values still gets a (narrow) shape.
double silvermanBandwidth(const std::vector<double>& values);

/// Density of the Gaussian KDE with bandwidth `h` at each point of `grid`.
std::vector<double> gaussianKde(const std::vector<double>& values, const std::vector<double>& grid, double h);

struct Violin {
    std::vector<double> grid;     ///< evaluation points, ascending
    std::vector<double> density;  ///< KDE at each grid point
    double min = 0.0;
    double q1 = 0.0;
    double median = 0.0;
    double q3 = 0.0;
    double max = 0.0;
    int n = 0;
};

/// Gaussian KDE on [lo, hi] corrected at both bounds by reflection (each value also counted as its
/// mirror images 2·lo − x and 2·hi − x), so mass that a plain KDE spills past a bound stays inside:
/// a sample bunched at 0 keeps its peak at 0 instead of halving it there.
std::vector<double> reflectedKde(const std::vector<double>& values, const std::vector<double>& grid, double h,
                                 double lo, double hi);

/// A violin cut at the sample's min and max (the usual violin convention: no density drawn where no
/// value can be), with a reflection-corrected density on `points` grid points from min to max.
/// Quartiles use every value; beyond `maxDensitySamples` values the density is estimated from evenly
/// spaced order statistics (the same distribution, at a bounded cost for live charts of big batches).
Violin violin(const std::vector<double>& values, int points = 64, std::size_t maxDensitySamples = 4000);

}  // namespace nashlab::engine
