#pragma once
// The value of the best five-card poker hand among five to seven cards, as one number: a larger
// number is a better hand, equal numbers split the pot. The category sits in bits 20–23 and the
// ranks that break ties (most significant first: the quads, trips or pairs, then the kickers) in
// the five nibbles below it. Suits never break ties.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/games/holdem_nl/cards.h"

namespace nashlab::engine::games::holdem {

enum class HandCategory : int {
    HighCard = 0,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
};

using HandValue = std::uint32_t;

/// The best hand among `cards` (5 to 7 of them; fewer are valued as what they hold).
HandValue evaluate(const Card* cards, int count);
inline HandValue evaluate(const std::vector<Card>& cards) {
    return evaluate(cards.data(), static_cast<int>(cards.size()));
}

inline HandCategory categoryOf(HandValue v) { return static_cast<HandCategory>(v >> 20); }
/// "straight flush", "full house", "two pair", … (English; the record and prompts use it).
std::string categoryName(HandCategory category);

}  // namespace nashlab::engine::games::holdem
