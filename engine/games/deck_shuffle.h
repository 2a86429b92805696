#pragma once
// shuffleDeck: the Fisher–Yates shuffle the card games deal from (hold'em, hanabi): for k from the
// last card down to the second, swap card k with card uniformInt(0, k). A game deals at every new
// session, so the draws' ranges keep their rejection limits worked out once (Rng::IntRange): the
// same numbers as uniformInt(0, k), one 64-bit division fewer per card.
#include <array>
#include <cstddef>
#include <utility>

#include "engine/core/rng.h"

namespace nashlab::engine::games {

/// Decks of up to this many cards use the kept ranges; larger ones work each range out per draw.
inline constexpr std::size_t kKeptShuffleRanges = 64;

inline const std::array<Rng::IntRange, kKeptShuffleRanges>& shuffleRanges() {
    static const auto ranges = [] {
        std::array<Rng::IntRange, kKeptShuffleRanges> r{};
        for (std::size_t k = 0; k < r.size(); ++k) r[k] = Rng::IntRange::of(0, static_cast<std::int64_t>(k));
        return r;
    }();
    return ranges;
}

template <class Card>
void shuffleDeck(Card* cards, std::size_t count, Rng& rng) {
    const auto& ranges = shuffleRanges();
    for (std::size_t k = count; k-- > 1;) {
        const auto j = static_cast<std::size_t>(k < ranges.size() ? rng.uniformInt(ranges[k])
                                                                  : rng.uniformInt(0, static_cast<std::int64_t>(k)));
        std::swap(cards[k], cards[j]);
    }
}

}  // namespace nashlab::engine::games
