#include "engine/games/holdem_nl/hand_eval.h"

#include <array>

namespace nashlab::engine::games::holdem {
namespace {

// The highest card of a five-rank run in `mask` (bit r = rank r present), −1 if none. The ace
// also plays low, so A-2-3-4-5 (the wheel) is a straight with the five high (rank 3).
int straightHigh(unsigned mask) {
    const unsigned extended = (mask << 1) | ((mask >> 12) & 1u);  // bit 0: the ace as a one
    for (int top = 13; top >= 4; --top)
        if (((extended >> (top - 4)) & 0x1Fu) == 0x1Fu) return top - 1;
    return -1;
}

HandValue make(HandCategory category, std::initializer_list<int> ranks) {
    HandValue v = static_cast<HandValue>(category) << 20;
    int shift = 16;
    for (int r : ranks) {
        v |= static_cast<HandValue>(r) << shift;
        shift -= 4;
    }
    return v;
}

// The N highest ranks set in `mask`, highest first.
template <std::size_t N>
std::array<int, N> topRanks(unsigned mask) {
    std::array<int, N> out{};
    std::size_t k = 0;
    for (int r = 12; r >= 0 && k < N; --r)
        if (mask & (1u << r)) out[k++] = r;
    return out;
}

}  // namespace

HandValue evaluate(const Card* cards, int count) {
    std::array<int, 13> rankCount{};
    std::array<unsigned, 4> suitMask{};
    unsigned ranks = 0;
    for (int i = 0; i < count; ++i) {
        const int r = rankOf(cards[i]);
        ++rankCount[static_cast<std::size_t>(r)];
        suitMask[static_cast<std::size_t>(suitOf(cards[i]))] |= 1u << r;
        ranks |= 1u << r;
    }
    for (unsigned m : suitMask) {
        if (__builtin_popcount(m) < 5) continue;
        if (const int high = straightHigh(m); high >= 0) return make(HandCategory::StraightFlush, {high});
    }
    int quad = -1, trips = -1, trips2 = -1, pair = -1, pair2 = -1;
    for (int r = 12; r >= 0; --r) {
        const int n = rankCount[static_cast<std::size_t>(r)];
        if (n == 4 && quad < 0) {
            quad = r;
        } else if (n == 3) {
            (trips < 0 ? trips : trips2) = r;  // seven cards hold at most two sets of trips
        } else if (n == 2) {
            if (pair < 0)
                pair = r;
            else if (pair2 < 0)
                pair2 = r;
        }
    }
    if (quad >= 0) return make(HandCategory::FourOfAKind, {quad, topRanks<1>(ranks & ~(1u << quad))[0]});
    if (trips >= 0) {
        // The pair of a full house: a second set of trips, or the highest pair.
        const int with = trips2 > pair ? trips2 : pair;
        if (with >= 0) return make(HandCategory::FullHouse, {trips, with});
    }
    for (unsigned m : suitMask) {
        if (__builtin_popcount(m) < 5) continue;
        const auto top = topRanks<5>(m);
        return make(HandCategory::Flush, {top[0], top[1], top[2], top[3], top[4]});
    }
    if (const int high = straightHigh(ranks); high >= 0) return make(HandCategory::Straight, {high});
    if (trips >= 0) {
        const auto k = topRanks<2>(ranks & ~(1u << trips));
        return make(HandCategory::ThreeOfAKind, {trips, k[0], k[1]});
    }
    if (pair >= 0 && pair2 >= 0) {
        const auto k = topRanks<1>(ranks & ~(1u << pair) & ~(1u << pair2));
        return make(HandCategory::TwoPair, {pair, pair2, k[0]});
    }
    if (pair >= 0) {
        const auto k = topRanks<3>(ranks & ~(1u << pair));
        return make(HandCategory::OnePair, {pair, k[0], k[1], k[2]});
    }
    const auto k = topRanks<5>(ranks);
    return make(HandCategory::HighCard, {k[0], k[1], k[2], k[3], k[4]});
}

std::string categoryName(HandCategory category) {
    switch (category) {
    case HandCategory::HighCard: return "high card";
    case HandCategory::OnePair: return "one pair";
    case HandCategory::TwoPair: return "two pair";
    case HandCategory::ThreeOfAKind: return "three of a kind";
    case HandCategory::Straight: return "straight";
    case HandCategory::Flush: return "flush";
    case HandCategory::FullHouse: return "full house";
    case HandCategory::FourOfAKind: return "four of a kind";
    case HandCategory::StraightFlush: return "straight flush";
    }
    return "high card";
}

}  // namespace nashlab::engine::games::holdem
