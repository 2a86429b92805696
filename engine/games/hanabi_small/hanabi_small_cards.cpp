#include "engine/games/hanabi_small/hanabi_small_cards.h"

#include <algorithm>
#include <array>

namespace nashlab::engine::games::hanabi {

const std::string& colourName(int colour) {
    static const std::array<std::string, kMaxColours> names = {"Red", "Yellow", "Green", "White", "Blue"};
    static const std::string none = "?";
    return colour >= 0 && colour < kMaxColours ? names[static_cast<std::size_t>(colour)] : none;
}

const std::string& colourKey(int colour) {
    static const std::array<std::string, kMaxColours> keys = {"red", "yellow", "green", "white", "blue"};
    static const std::string none = "?";
    return colour >= 0 && colour < kMaxColours ? keys[static_cast<std::size_t>(colour)] : none;
}

int colourOfKey(const std::string& key, int colours) {
    for (int c = 0; c < colours; ++c)
        if (colourKey(c) == key) return c;
    return -1;
}

std::string cardText(const Card& card) {
    return card.valid() ? colourName(card.colour) + " " + std::to_string(card.rank) : std::string("no card");
}

std::vector<Card> fullDeck(int colours) {
    std::vector<Card> deck;
    deck.reserve(static_cast<std::size_t>(std::max(colours, 0) * kCardsPerColour));
    for (int c = 0; c < colours; ++c)
        for (int r = 1; r <= kRanks; ++r)
            for (int k = 0; k < kCopies[r - 1]; ++k) deck.push_back({c, r});
    return deck;
}

Knowledge freshKnowledge(int colours) {
    Knowledge k;
    k.colours = static_cast<std::uint8_t>((1u << colours) - 1u);
    k.ranks = static_cast<std::uint8_t>((1u << kRanks) - 1u);
    return k;
}

}  // namespace nashlab::engine::games::hanabi
