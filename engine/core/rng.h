#pragma once
// Rng: a seeded, splittable random number generator (xoshiro256** seeded through SplitMix64).
// The same seed gives the same numbers on every platform and compiler, because every
// distribution here is implemented by hand (std:: distributions are implementation-defined).
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace nashlab::engine {

namespace rng_detail {
// Defined here, not in rng.cpp: a bot batch draws a seed and a number or two per decision, and
// a call into another translation unit for each costs more than the arithmetic.
inline std::uint64_t splitMix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

inline std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace rng_detail

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    /// An independent generator for a named sub-stream; does not advance this one.
    Rng split(std::uint64_t stream) const;
    Rng split(std::string_view label) const;

    std::uint64_t nextU64();
    /// Uniform integer in [lo, hi] (inclusive); lo <= hi.
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);
    /// [lo, hi] with its rejection limit worked out once, for a caller drawing from one range many
    /// times (a bot, every round): uniformInt(range) gives exactly uniformInt(lo, hi), one division fewer.
    struct IntRange {
        std::int64_t lo = 0;
        std::uint64_t span = 1;   ///< hi − lo + 1; 0 stands for the whole 64-bit range
        std::uint64_t limit = 0;  ///< draws at or above it are rejected (no modulo bias)
        static IntRange of(std::int64_t lo, std::int64_t hi) {
            if (hi <= lo) return {lo, 1, UINT64_MAX};
            const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
            return {lo, span, span == 0 ? UINT64_MAX : UINT64_MAX - (UINT64_MAX % span)};
        }
    };
    std::int64_t uniformInt(const IntRange& range);
    /// Uniform real in [0, 1).
    double uniform01();
    /// Uniform real in [lo, hi).
    double uniformReal(double lo, double hi);
    /// Normal deviate (Box–Muller, no cached second value, so the stream is position-independent).
    double normal(double mean, double sd);
    bool bernoulli(double p);

private:
    std::array<std::uint64_t, 4> m_s{};
    std::uint64_t m_seed = 0;
};

inline Rng::Rng(std::uint64_t seed) : m_seed(seed) {
    std::uint64_t x = seed;
    for (auto& word : m_s) word = rng_detail::splitMix64(x);
}

inline std::uint64_t Rng::nextU64() {
    using rng_detail::rotl;
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

inline std::int64_t Rng::uniformInt(std::int64_t lo, std::int64_t hi) {
    if (hi <= lo) return lo;
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(nextU64());  // the whole 64-bit range
    // Rejection sampling removes modulo bias.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % span);
    std::uint64_t r = nextU64();
    while (r >= limit) r = nextU64();
    return lo + static_cast<std::int64_t>(r % span);
}

inline std::int64_t Rng::uniformInt(const IntRange& range) {
    if (range.span == 1) return range.lo;  // hi <= lo: uniformInt(lo, hi) draws nothing either
    if (range.span == 0) return static_cast<std::int64_t>(nextU64());
    std::uint64_t r = nextU64();
    while (r >= range.limit) r = nextU64();
    return range.lo + static_cast<std::int64_t>(r % range.span);
}

inline double Rng::uniform01() { return static_cast<double>(nextU64() >> 11) * 0x1.0p-53; }

inline double Rng::uniformReal(double lo, double hi) { return lo + (hi - lo) * uniform01(); }

/// mixSeed in parts: mixSeed({a, b, c, d}) == mixSeedMore(mixSeed({a, b}), {c, d}), so a caller
/// deriving many seeds with a common start (a seat's decisions) mixes that start once.
inline std::uint64_t mixSeedMore(std::uint64_t mixed, std::initializer_list<std::uint64_t> parts) {
    for (std::uint64_t part : parts) {
        std::uint64_t x = mixed ^ part;
        mixed = rng_detail::splitMix64(x);
    }
    return mixed;
}

/// Mixes several values into one 64-bit seed (order matters). Used to derive per-decision seeds.
inline std::uint64_t mixSeed(std::initializer_list<std::uint64_t> parts) {
    return mixSeedMore(0x243F6A8885A308D3ULL, parts);
}
std::uint64_t hashString(std::string_view text);

}  // namespace nashlab::engine
