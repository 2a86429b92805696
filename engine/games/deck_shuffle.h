#pragma once
// shuffleDeck: the Fisher–Yates shuffle the card games deal from (hold'em, hanabi): for k from the
// last card down to the second, swap card k with card uniformInt(0, k). A game deals at every new
// session, so the draws' ranges keep their rejection limits and remainder multipliers worked out
// once (ShuffleRange): the same numbers as uniformInt(0, k), without a 64-bit division per card.
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "engine/core/rng.h"

namespace nashlab::engine::games {

/// Decks of up to this many cards use the kept ranges; larger ones work each range out per draw.
inline constexpr std::size_t kKeptShuffleRanges = 64;

/// A kept range [0, k]: its rejection limit, and the multiplier that gives a draw's remainder
/// without a division (Lemire, Kaser & Kurz, "Faster remainder by direct computation", 2019:
/// for a 64-bit n, n % d == ((M * n mod 2^128) * d) >> 128 with M = floor((2^128 - 1) / d) + 1).
/// The same numbers as Rng::uniformInt(0, k); 51 divisions made a tenth of a hand of hold'em.
struct ShuffleRange {
    __extension__ using Wide = unsigned __int128;
    Rng::IntRange range;
    Wide multiplier = 0;

    std::uint64_t remainder(std::uint64_t n) const {
        const Wide low = multiplier * n;
        const Wide bottom = (static_cast<Wide>(static_cast<std::uint64_t>(low)) * range.span) >> 64;
        const Wide top = (low >> 64) * range.span;
        return static_cast<std::uint64_t>((bottom + top) >> 64);
    }
    /// Exactly rng.uniformInt(range).
    std::int64_t draw(Rng& rng) const {
        if (range.span <= 1) return rng.uniformInt(range);  // one value, or the whole 64-bit range
        std::uint64_t r = rng.nextU64();
        while (r >= range.limit) r = rng.nextU64();
        return range.lo + static_cast<std::int64_t>(remainder(r));
    }
};

inline const std::array<ShuffleRange, kKeptShuffleRanges>& shuffleRanges() {
    static const auto ranges = [] {
        std::array<ShuffleRange, kKeptShuffleRanges> r{};
        for (std::size_t k = 0; k < r.size(); ++k) {
            r[k].range = Rng::IntRange::of(0, static_cast<std::int64_t>(k));
            if (r[k].range.span > 1) r[k].multiplier = ~ShuffleRange::Wide{0} / r[k].range.span + 1;
        }
        return r;
    }();
    return ranges;
}

template <class Card>
void shuffleDeck(Card* cards, std::size_t count, Rng& rng) {
    const auto& ranges = shuffleRanges();
    for (std::size_t k = count; k-- > 1;) {
        const auto j = static_cast<std::size_t>(k < ranges.size() ? ranges[k].draw(rng)
                                                                  : rng.uniformInt(0, static_cast<std::int64_t>(k)));
        std::swap(cards[k], cards[j]);
    }
}

}  // namespace nashlab::engine::games
