#pragma once
// The cards of hanabi_small and what a player knows of its own: colours by index (Red, Yellow,
// then HLE's Green, White, Blue when a game uses more), ranks 1–5 with 3/2/2/2/1 copies each, and
// the knowledge hints give (a revealed colour or rank, and the values still possible), as the
// Hanabi Learning Environment keeps it: from hints alone, not from counting the cards in sight.
#include <cstdint>
#include <string>
#include <vector>

namespace nashlab::engine::games::hanabi {

inline constexpr int kMaxColours = 5;
inline constexpr int kRanks = 5;
/// Copies of ranks 1..5 in each colour (HLE, and the paper's small game).
inline constexpr int kCopies[kRanks] = {3, 2, 2, 2, 1};
inline constexpr int kCardsPerColour = 10;

struct Card {
    int colour = -1;  ///< 0-based colour index; −1 for no card
    int rank = 0;     ///< 1..5; 0 for no card
    bool valid() const { return colour >= 0 && rank > 0; }
    friend bool operator==(const Card&, const Card&) = default;
};

/// What the holder knows of one of its cards: hints only.
struct Knowledge {
    int colour = -1;              ///< revealed colour, or −1
    int rank = 0;                 ///< revealed rank, or 0
    std::uint8_t colours = 0xFF;  ///< bit c: colour c still possible
    std::uint8_t ranks = 0xFF;    ///< bit r − 1: rank r still possible
    friend bool operator==(const Knowledge&, const Knowledge&) = default;
};

struct Slot {
    Card card;
    Knowledge known;
};

/// "Red", "Yellow", …: how prompts and people name a colour.
const std::string& colourName(int colour);
/// "red", "yellow", …: the answer's value for a colour hint.
const std::string& colourKey(int colour);
/// The colour named by a key, or −1 (case-sensitive: the action spec has lower-cased it).
int colourOfKey(const std::string& key, int colours);
/// "Red 2".
std::string cardText(const Card& card);
/// The whole deck for `colours` colours, in order (colour by colour, rank by rank).
std::vector<Card> fullDeck(int colours);
/// Knowledge of a freshly drawn card: every colour of the game and every rank possible.
Knowledge freshKnowledge(int colours);

}  // namespace nashlab::engine::games::hanabi
