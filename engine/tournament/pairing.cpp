#include "engine/tournament/pairing.h"

#include <cmath>

#include "engine/core/rng.h"

namespace nashlab::engine {
namespace {

// Draws for one game from (seed, index) alone; splitmix64 keeps them portable.
class Draws {
public:
    Draws(std::uint64_t seed, int index) : m_state(mixSeed({seed, static_cast<std::uint64_t>(index), 0x70u})) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

int pairCount(int n) { return n * (n - 1) / 2; }

// Pair number p of n entrants in the order (0,1), (0,2), ..., (1,2), ...
std::pair<int, int> nthPair(int n, int p) {
    for (int i = 0; i < n; ++i) {
        const int row = n - 1 - i;
        if (p < row) return {i, i + 1 + p};
        p -= row;
    }
    return {0, 1};
}

// What one round-robin sweep meets in an environment: each pair in a match, each entrant alone.
int unitsOf(const TournamentSpec& spec, const Environment& env) {
    const int n = static_cast<int>(spec.entrants.size());
    return env.solo() ? n : pairCount(n);
}

int sweepSize(const TournamentSpec& spec) {
    int units = 0;
    for (const auto& env : spec.environments) units += unitsOf(spec, env);
    return units;
}

GameAssignment roundRobinPair(const TournamentSpec& spec, int index) {
    const int n = static_cast<int>(spec.entrants.size());
    const int sweep = sweepSize(spec);
    const int cycle = roundRobinCycle(spec);
    const int k = index % cycle;
    // Game g of every pair in every environment before game g + 1 of any: a tournament cut short
    // has met every pair about equally often.
    const int g = k / sweep + (index / cycle) * spec.gamesPerPair;
    int unit = k % sweep;
    int env = 0;
    while (unit >= unitsOf(spec, spec.environments[static_cast<std::size_t>(env)]))
        unit -= unitsOf(spec, spec.environments[static_cast<std::size_t>(env++)]);
    if (spec.environments[static_cast<std::size_t>(env)].solo()) return {index, env, unit, unit};
    auto [i, j] = nthPair(n, unit);
    if (spec.swapSeats && g % 2 == 1) std::swap(i, j);
    return {index, env, i, j};
}

GameAssignment randomPair(const TournamentSpec& spec, int index) {
    Draws d(spec.seed, index);
    const int n = static_cast<int>(spec.entrants.size());
    const int env = d.below(static_cast<int>(spec.environments.size()));
    const int i = d.below(n);
    if (spec.environments[static_cast<std::size_t>(env)].solo()) return {index, env, i, i};
    int j = d.below(n - 1);
    if (j >= i) ++j;
    return {index, env, i, j};
}

GameAssignment adaptivePair(const TournamentSpec& spec, int index, const Standings& standings) {
    Draws d(spec.seed, index);
    const int n = static_cast<int>(spec.entrants.size());
    const int env = d.below(static_cast<int>(spec.environments.size()));
    // The least-played entrant first, so that every rating keeps improving.
    int fewest = standings.at(env, 0).games;
    for (int i = 1; i < n; ++i) fewest = std::min(fewest, standings.at(env, i).games);
    std::vector<int> least;
    for (int i = 0; i < n; ++i)
        if (standings.at(env, i).games == fewest) least.push_back(i);
    const int a = least[static_cast<std::size_t>(d.below(static_cast<int>(least.size())))];
    if (spec.environments[static_cast<std::size_t>(env)].solo()) return {index, env, a, a};
    std::vector<double> weight(static_cast<std::size_t>(n), 0.0);
    double total = 0.0;
    for (int j = 0; j < n; ++j)
        if (j != a)
            total += weight[static_cast<std::size_t>(j)] =
                matchQuality(standings.at(env, a).rating, standings.at(env, j).rating);
    double u = d.unit() * total;
    int b = a == 0 ? 1 : 0;
    for (int j = 0; j < n; ++j) {
        if (j == a) continue;
        b = j;
        if ((u -= weight[static_cast<std::size_t>(j)]) < 0) break;
    }
    if (d.below(2) == 1) return {index, env, b, a};
    return {index, env, a, b};
}

}  // namespace

int roundRobinCycle(const TournamentSpec& spec) { return sweepSize(spec) * spec.gamesPerPair; }

int plannedGames(const TournamentSpec& spec) { return spec.maxGames > 0 ? spec.maxGames : roundRobinCycle(spec); }

double matchQuality(const TrueSkillRating& a, const TrueSkillRating& b) {
    const TrueSkillParams p;
    const double twoBeta2 = 2.0 * p.beta * p.beta;
    const double c2 = twoBeta2 + a.sigma * a.sigma + b.sigma * b.sigma;
    const double d = a.mu - b.mu;
    return std::sqrt(twoBeta2 / c2) * std::exp(-d * d / (2.0 * c2));
}

GameAssignment assignGame(const TournamentSpec& spec, int index, const Standings& standings) {
    switch (spec.pairing) {
    case Pairing::RoundRobin: return roundRobinPair(spec, index);
    case Pairing::Random: return randomPair(spec, index);
    case Pairing::Adaptive: return adaptivePair(spec, index, standings);
    }
    return roundRobinPair(spec, index);
}

}  // namespace nashlab::engine
