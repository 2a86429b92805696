#pragma once
// PyRandom: a port of CPython's `random.Random` (MT19937 seeded by init_by_array) limited to what
// γ-Bench's auction uses: `random.seed(int)` then `random.sample(range(...), k)`. γ-Bench draws its
// valuation table that way (001 §1.6), so porting it reproduces the published table exactly and
// extends it to any round, range and step without shipping a table.
#include <array>
#include <cstdint>
#include <vector>

namespace nashlab::engine::games {

class PyRandom {
public:
    explicit PyRandom(std::uint64_t seed);

    std::uint32_t nextU32();
    /// random.getrandbits(k) for 1 <= k <= 32.
    std::uint32_t getrandbits(int k);
    /// random._randbelow(n) for n >= 1 (rejection sampling on bit_length(n) bits).
    std::uint32_t randbelow(std::uint32_t n);
    /// The indices random.sample(range(n), k) picks, in order (k <= n), with both of CPython's branches.
    std::vector<int> sample(int n, int k);

private:
    void initGenrand(std::uint32_t s);
    static constexpr int kN = 624;
    std::array<std::uint32_t, kN> m_mt{};
    int m_index = kN + 1;
};

/// γ-Bench's valuations for one round: random.seed(baseSeed + round − 1), then
/// random.sample(range(lo, hi + step, step), players). Requires enough grid points.
std::vector<std::int64_t> gamaBenchValuations(std::int64_t baseSeed, int round, std::int64_t lo, std::int64_t hi,
                                              std::int64_t step, int players);

}  // namespace nashlab::engine::games
