#include "engine/games/sealed_bid_auction/python_random.h"

#include <algorithm>

namespace nashlab::engine::games {
namespace {
constexpr std::uint32_t kMatrixA = 0x9908b0dfU;
constexpr std::uint32_t kUpper = 0x80000000U;
constexpr std::uint32_t kLower = 0x7fffffffU;

int bitLength(std::uint32_t n) {
    int bits = 0;
    while (n) {
        ++bits;
        n >>= 1;
    }
    return bits;
}
}  // namespace

void PyRandom::initGenrand(std::uint32_t s) {
    m_mt[0] = s;
    for (int i = 1; i < kN; ++i)
        m_mt[static_cast<std::size_t>(i)] =
            1812433253U * (m_mt[static_cast<std::size_t>(i - 1)] ^ (m_mt[static_cast<std::size_t>(i - 1)] >> 30)) +
            static_cast<std::uint32_t>(i);
    m_index = kN;
}

PyRandom::PyRandom(std::uint64_t seed) {
    // CPython splits |seed| into 32-bit words, least significant first (at least one word).
    std::vector<std::uint32_t> key;
    do {
        key.push_back(static_cast<std::uint32_t>(seed & 0xffffffffULL));
        seed >>= 32;
    } while (seed);
    initGenrand(19650218U);
    std::size_t i = 1, j = 0;
    for (std::size_t k = std::max<std::size_t>(kN, key.size()); k; --k) {
        m_mt[i] = (m_mt[i] ^ ((m_mt[i - 1] ^ (m_mt[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<std::uint32_t>(j);
        ++i;
        ++j;
        if (i >= kN) {
            m_mt[0] = m_mt[kN - 1];
            i = 1;
        }
        if (j >= key.size()) j = 0;
    }
    for (std::size_t k = kN - 1; k; --k) {
        m_mt[i] = (m_mt[i] ^ ((m_mt[i - 1] ^ (m_mt[i - 1] >> 30)) * 1566083941U)) - static_cast<std::uint32_t>(i);
        ++i;
        if (i >= kN) {
            m_mt[0] = m_mt[kN - 1];
            i = 1;
        }
    }
    m_mt[0] = 0x80000000U;
    m_index = kN;
}

std::uint32_t PyRandom::nextU32() {
    if (m_index >= kN) {
        for (int k = 0; k < kN; ++k) {
            const auto ku = static_cast<std::size_t>(k);
            const std::uint32_t y = (m_mt[ku] & kUpper) | (m_mt[(ku + 1) % kN] & kLower);
            m_mt[ku] = m_mt[(ku + 397) % kN] ^ (y >> 1) ^ ((y & 1U) ? kMatrixA : 0U);
        }
        m_index = 0;
    }
    std::uint32_t y = m_mt[static_cast<std::size_t>(m_index++)];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

std::uint32_t PyRandom::getrandbits(int k) { return nextU32() >> (32 - k); }

std::uint32_t PyRandom::randbelow(std::uint32_t n) {
    const int k = bitLength(n);
    std::uint32_t r = getrandbits(k);
    while (r >= n) r = getrandbits(k);
    return r;
}

std::vector<int> PyRandom::sample(int n, int k) {
    // CPython picks between a shrinking pool and a set of taken indices by this size rule.
    int setsize = 21;
    if (k > 5) {
        int power = 1;
        while (power <= 3 * k) power *= 4;  // 3k is never a power of 4, so this is 4**ceil(log4(3k))
        setsize += power;
    }
    std::vector<int> result;
    if (n <= setsize) {
        std::vector<int> pool(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) pool[static_cast<std::size_t>(i)] = i;
        for (int i = 0; i < k; ++i) {
            const auto j = static_cast<std::size_t>(randbelow(static_cast<std::uint32_t>(n - i)));
            result.push_back(pool[j]);
            pool[j] = pool[static_cast<std::size_t>(n - i - 1)];
        }
        return result;
    }
    std::vector<bool> taken(static_cast<std::size_t>(n), false);
    for (int i = 0; i < k; ++i) {
        auto j = randbelow(static_cast<std::uint32_t>(n));
        while (taken[j]) j = randbelow(static_cast<std::uint32_t>(n));
        taken[j] = true;
        result.push_back(static_cast<int>(j));
    }
    return result;
}

std::vector<std::int64_t> gamaBenchValuations(std::int64_t baseSeed, int round, std::int64_t lo, std::int64_t hi,
                                              std::int64_t step, int players) {
    const auto seed = baseSeed + round - 1;
    PyRandom rng(static_cast<std::uint64_t>(seed < 0 ? -seed : seed));
    const int points = static_cast<int>((hi - lo) / step) + 1;
    std::vector<std::int64_t> values;
    for (int index : rng.sample(points, players)) values.push_back(lo + index * step);
    return values;
}

}  // namespace nashlab::engine::games
