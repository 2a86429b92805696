#include "engine/core/rng.h"

#include <cmath>

namespace nashlab::engine {
namespace {

std::uint64_t splitMix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(std::uint64_t seed) : m_seed(seed) {
    std::uint64_t x = seed;
    for (auto& word : m_s) word = splitMix64(x);
}

Rng Rng::split(std::uint64_t stream) const { return Rng(mixSeed({m_seed, 0x5EEDULL, stream})); }

Rng Rng::split(std::string_view label) const { return split(hashString(label)); }

std::uint64_t Rng::nextU64() {
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::int64_t Rng::uniformInt(std::int64_t lo, std::int64_t hi) {
    if (hi <= lo) return lo;
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(nextU64());  // the whole 64-bit range
    // Rejection sampling removes modulo bias.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % span);
    std::uint64_t r = nextU64();
    while (r >= limit) r = nextU64();
    return lo + static_cast<std::int64_t>(r % span);
}

double Rng::uniform01() { return static_cast<double>(nextU64() >> 11) * 0x1.0p-53; }

double Rng::uniformReal(double lo, double hi) { return lo + (hi - lo) * uniform01(); }

double Rng::normal(double mean, double sd) {
    double u1 = uniform01();
    while (u1 <= 0.0) u1 = uniform01();
    const double u2 = uniform01();
    const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
    return mean + sd * z;
}

bool Rng::bernoulli(double p) { return uniform01() < p; }

std::uint64_t mixSeed(std::initializer_list<std::uint64_t> parts) { return mixSeedMore(0x243F6A8885A308D3ULL, parts); }

std::uint64_t mixSeedMore(std::uint64_t h, std::initializer_list<std::uint64_t> parts) {
    for (std::uint64_t part : parts) {
        std::uint64_t x = h ^ part;
        h = splitMix64(x);
    }
    return h;
}

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
