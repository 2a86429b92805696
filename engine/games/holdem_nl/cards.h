#pragma once
// Playing cards for hold'em: a card is a number 0..51, rank-major (rank 0 = deuce … 12 = ace, times
// four, plus the suit: spades, hearts, diamonds, clubs, PettingZoo's suit order). Three spellings:
// the record's short code ("Ah", "Td"), the prompt's words as LLMArena writes them ("Hearts A",
// "Diamonds 10") and a person's symbols ("A♥", "10♦").
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "engine/core/rng.h"

namespace nashlab::engine::games::holdem {

using Card = std::uint8_t;
inline constexpr int kDeckSize = 52;

inline int rankOf(Card c) { return c / 4; }  ///< 0 = 2 … 12 = A
inline int suitOf(Card c) { return c % 4; }  ///< 0 spades, 1 hearts, 2 diamonds, 3 clubs
inline Card cardOf(int rank, int suit) { return static_cast<Card>(rank * 4 + suit); }

std::string code(Card c);                                ///< "Ah", "Td", "2c"
std::string words(Card c);                               ///< "Hearts A", "Diamonds 10"
std::string symbols(Card c);                             ///< "A♥", "10♦"
std::optional<Card> parseCode(const std::string& text);  ///< inverse of code(); case-insensitive

/// The 52 cards in an order drawn from `rng` (Fisher–Yates, so every order is equally likely).
std::array<Card, kDeckSize> shuffledDeck(Rng& rng);

/// A list of card codes separated by spaces or commas ("Ah Kd, 2c"): the cards, or an error naming
/// the first code that is no card or repeats one.
Result<std::vector<Card>> parseCodes(const std::string& text);

/// Cards joined for a prompt ("Hearts A, Spades 10"), or `none` when empty.
std::string wordsList(const std::vector<Card>& cards, const std::string& none = "none");
std::vector<std::string> codes(const std::vector<Card>& cards);

}  // namespace nashlab::engine::games::holdem
