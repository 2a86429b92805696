#pragma once
// Rng: a seeded, splittable random number generator (xoshiro256** seeded through SplitMix64).
// The same seed gives the same numbers on every platform and compiler, because every
// distribution here is implemented by hand (std:: distributions are implementation-defined).
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace nashlab::engine {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    /// An independent generator for a named sub-stream; does not advance this one.
    Rng split(std::uint64_t stream) const;
    Rng split(std::string_view label) const;

    std::uint64_t nextU64();
    /// Uniform integer in [lo, hi] (inclusive); lo <= hi.
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);
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

/// Mixes several values into one 64-bit seed (order matters). Used to derive per-decision seeds.
std::uint64_t mixSeed(std::initializer_list<std::uint64_t> parts);
/// mixSeed in parts: mixSeed({a, b, c, d}) == mixSeedMore(mixSeed({a, b}), {c, d}), so a caller
/// deriving many seeds with a common start (a seat's decisions) mixes that start once.
std::uint64_t mixSeedMore(std::uint64_t mixed, std::initializer_list<std::uint64_t> parts);
std::uint64_t hashString(std::string_view text);

}  // namespace nashlab::engine
