#include "engine/metrics/kernel_density.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace nashlab::engine {

double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    const double pos = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, values.size() - 1);
    const double frac = pos - static_cast<double>(lo);
    return values[lo] + frac * (values[hi] - values[lo]);
}

double silvermanBandwidth(const std::vector<double>& values) {
    const auto n = static_cast<double>(values.size());
    if (values.size() < 2) return 1.0;
    double mean = 0.0;
    for (double v : values) mean += v;
    mean /= n;
    double ss = 0.0;
    for (double v : values) ss += (v - mean) * (v - mean);
    const double sd = std::sqrt(ss / (n - 1.0));
    const double iqr = quantile(values, 0.75) - quantile(values, 0.25);
    double spread = iqr > 0.0 ? std::min(sd, iqr / 1.34) : sd;
    if (spread <= 0.0) spread = 1.0;
    return 0.9 * spread * std::pow(n, -0.2);
}

std::vector<double> gaussianKde(const std::vector<double>& values, const std::vector<double>& grid, double h) {
    std::vector<double> density(grid.size(), 0.0);
    if (values.empty() || h <= 0.0) return density;
    const double norm = 1.0 / (static_cast<double>(values.size()) * h * std::sqrt(2.0 * std::numbers::pi));
    for (std::size_t g = 0; g < grid.size(); ++g) {
        double sum = 0.0;
        for (double v : values) {
            const double z = (grid[g] - v) / h;
            sum += std::exp(-0.5 * z * z);
        }
        density[g] = sum * norm;
    }
    return density;
}

std::vector<double> reflectedKde(const std::vector<double>& values, const std::vector<double>& grid, double h,
                                 double lo, double hi) {
    std::vector<double> density(grid.size(), 0.0);
    if (values.empty() || h <= 0.0) return density;
    const double norm = 1.0 / (static_cast<double>(values.size()) * h * std::sqrt(2.0 * std::numbers::pi));
    const auto kernel = [h](double z) { return std::exp(-0.5 * (z / h) * (z / h)); };
    for (std::size_t g = 0; g < grid.size(); ++g) {
        double sum = 0.0;
        for (double v : values)
            sum += kernel(grid[g] - v) + kernel(grid[g] - (2.0 * lo - v)) + kernel(grid[g] - (2.0 * hi - v));
        density[g] = sum * norm;
    }
    return density;
}

Violin violin(const std::vector<double>& values, int points, std::size_t maxDensitySamples) {
    Violin v;
    v.n = static_cast<int>(values.size());
    if (values.empty()) return v;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    v.min = sorted.front();
    v.max = sorted.back();
    v.q1 = quantile(sorted, 0.25);
    v.median = quantile(sorted, 0.5);
    v.q3 = quantile(sorted, 0.75);
    if (v.max <= v.min) {  // every value equal: a flat sliver at that value
        v.grid = {v.min, v.max};
        v.density = {1.0, 1.0};
        return v;
    }
    std::vector<double> sample;
    if (maxDensitySamples >= 2 && sorted.size() > maxDensitySamples) {
        const double stride = static_cast<double>(sorted.size() - 1) / static_cast<double>(maxDensitySamples - 1);
        for (std::size_t i = 0; i < maxDensitySamples; ++i)
            sample.push_back(sorted[static_cast<std::size_t>(std::llround(stride * static_cast<double>(i)))]);
    } else {
        sample = std::move(sorted);
    }
    const double h = silvermanBandwidth(values);  // from every value: the sample only thins the sum
    const int count = std::max(2, points);
    for (int i = 0; i < count; ++i) v.grid.push_back(v.min + (v.max - v.min) * i / (count - 1));
    v.grid.back() = v.max;  // exactly the max, not a rounding past it
    v.density = reflectedKde(sample, v.grid, h, v.min, v.max);
    return v;
}

}  // namespace nashlab::engine
