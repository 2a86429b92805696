#include "engine/metrics/bradley_terry.h"

#include <algorithm>
#include <cmath>

namespace nashlab::engine {
namespace {

constexpr int kMaxIterations = 20000;
constexpr double kTolerance = 1e-10;

// splitmix64: a portable stream, so that an interval reads the same on every platform.
std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Linear interpolation between order statistics (numpy's default percentile).
double percentile(std::vector<double> values, double q) {
    std::sort(values.begin(), values.end());
    const double pos = q * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (pos - static_cast<double>(lo)) * (values[hi] - values[lo]);
}

}  // namespace

std::vector<double> bradleyTerry(int players, const std::vector<PairResult>& games, double priorDraws) {
    const auto n = static_cast<std::size_t>(std::max(players, 0));
    std::vector<double> wins(n, 0.0);
    std::vector<std::vector<double>> met(n, std::vector<double>(n, 0.0));  // games between i and j
    for (const auto& g : games) {
        if (g.a < 0 || g.b < 0 || g.a == g.b || static_cast<std::size_t>(std::max(g.a, g.b)) >= n) continue;
        const auto a = static_cast<std::size_t>(g.a), b = static_cast<std::size_t>(g.b);
        wins[a] += g.scoreA;
        wins[b] += 1.0 - g.scoreA;
        met[a][b] += 1.0;
        met[b][a] += 1.0;
    }
    std::vector<double> theta(n, 0.0);
    // MM on θ = ln p: p_i ← W_i / Σ_j n_ij / (p_i + p_j), then re-centred. Each step raises the
    // likelihood; the clamp keeps an unbeaten entrant finite. The prior's games against the anchor
    // (p = 1, relative to the current centre) add priorDraws / 2 wins and their share of the sum.
    for (int it = 0; it < kMaxIterations; ++it) {
        std::vector<double> next(n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            double denom = priorDraws / (std::exp(theta[i]) + 1.0);
            for (std::size_t j = 0; j < n; ++j)
                if (met[i][j] > 0) denom += met[i][j] / (std::exp(theta[i]) + std::exp(theta[j]));
            const double points = wins[i] + priorDraws / 2.0;
            next[i] = denom > 0 ? (points > 0 ? std::log(points / denom) : -2 * kBtLimit) : 0.0;
        }
        double mean = 0.0;
        for (double t : next) mean += t;
        mean /= static_cast<double>(std::max<std::size_t>(n, 1));
        double change = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            next[i] = std::clamp(next[i] - mean, -kBtLimit, kBtLimit);
            change = std::max(change, std::fabs(next[i] - theta[i]));
        }
        theta = std::move(next);
        if (change < kTolerance) break;
    }
    return theta;
}

std::vector<BtInterval> bradleyTerryBootstrap(int players, const std::vector<PairResult>& games, int resamples,
                                              std::uint64_t seed, double priorDraws) {
    const auto n = static_cast<std::size_t>(std::max(players, 0));
    const std::vector<double> fit = bradleyTerry(players, games, priorDraws);
    std::vector<BtInterval> out(n);
    for (std::size_t i = 0; i < n; ++i) out[i] = {fit[i], fit[i], fit[i]};
    if (games.empty() || resamples < 2) return out;
    std::vector<std::vector<double>> draws(n);
    std::uint64_t state = seed;
    std::vector<PairResult> sample(games.size());
    for (int r = 0; r < resamples; ++r) {
        for (auto& g : sample) g = games[nextRandom(state) % games.size()];
        const std::vector<double> theta = bradleyTerry(players, sample, priorDraws);
        for (std::size_t i = 0; i < n; ++i) draws[i].push_back(theta[i]);
    }
    for (std::size_t i = 0; i < n; ++i) {
        out[i].low = percentile(draws[i], 0.025);
        out[i].high = percentile(draws[i], 0.975);
    }
    return out;
}

}  // namespace nashlab::engine
