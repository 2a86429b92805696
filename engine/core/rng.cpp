#include "engine/core/rng.h"

#include <cmath>

namespace nashlab::engine {

Rng Rng::split(std::uint64_t stream) const { return Rng(mixSeed({m_seed, 0x5EEDULL, stream})); }

Rng Rng::split(std::string_view label) const { return split(hashString(label)); }

double Rng::normal(double mean, double sd) {
    double u1 = uniform01();
    while (u1 <= 0.0) u1 = uniform01();
    const double u2 = uniform01();
    const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
    return mean + sd * z;
}

bool Rng::bernoulli(double p) { return uniform01() < p; }

std::uint64_t hashString(std::string_view text) {
    // FNV-1a, 64 bit: stable across platforms, enough to name sub-streams.
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001B3ULL;
    }
    return h;
}

}  // namespace nashlab::engine
