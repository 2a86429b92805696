#include "engine/games/holdem_nl/cards.h"

#include <cctype>

#include "engine/games/deck_shuffle.h"

namespace nashlab::engine::games::holdem {
namespace {

constexpr std::array<const char*, 13> kRankCodes = {"2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"};
constexpr std::array<const char*, 13> kRankWords = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
constexpr std::array<const char*, 4> kSuitCodes = {"s", "h", "d", "c"};
constexpr std::array<const char*, 4> kSuitWords = {"Spades", "Hearts", "Diamonds", "Clubs"};
constexpr std::array<const char*, 4> kSuitSymbols = {"♠", "♥", "♦", "♣"};

}  // namespace

std::string code(Card c) {
    return std::string(kRankCodes[static_cast<std::size_t>(rankOf(c))]) +
           kSuitCodes[static_cast<std::size_t>(suitOf(c))];
}

std::string words(Card c) {
    return std::string(kSuitWords[static_cast<std::size_t>(suitOf(c))]) + " " +
           kRankWords[static_cast<std::size_t>(rankOf(c))];
}

std::string symbols(Card c) {
    return std::string(kRankWords[static_cast<std::size_t>(rankOf(c))]) +
           kSuitSymbols[static_cast<std::size_t>(suitOf(c))];
}

std::optional<Card> parseCode(const std::string& text) {
    if (text.size() != 2) return std::nullopt;
    const char r = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    const char s = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
    int rank = -1, suit = -1;
    for (int i = 0; i < 13; ++i)
        if (kRankCodes[static_cast<std::size_t>(i)][0] == r) rank = i;
    for (int i = 0; i < 4; ++i)
        if (kSuitCodes[static_cast<std::size_t>(i)][0] == s) suit = i;
    if (rank < 0 || suit < 0) return std::nullopt;
    return cardOf(rank, suit);
}

Result<std::vector<Card>> parseCodes(const std::string& text) {
    std::vector<Card> cards;
    std::array<bool, kDeckSize> used{};
    std::string token;
    auto take = [&]() -> Status {
        if (token.empty()) return okStatus();
        const auto card = parseCode(token);
        if (!card)
            return Error::make("invalid_card", "'" + token + "' is not a card (write rank then suit, like Ah or Td)");
        if (used[*card]) return Error::make("invalid_card", "the card " + token + " is given twice");
        used[*card] = true;
        cards.push_back(*card);
        token.clear();
        return okStatus();
    };
    for (char ch : text) {
        if (ch == ' ' || ch == ',' || ch == '\t') {
            if (auto ok = take(); !ok) return ok.error();
        } else {
            token += ch;
        }
    }
    if (auto ok = take(); !ok) return ok.error();
    return cards;
}

std::array<Card, kDeckSize> shuffledDeck(Rng& rng) {
    std::array<Card, kDeckSize> deck{};
    for (int i = 0; i < kDeckSize; ++i) deck[static_cast<std::size_t>(i)] = static_cast<Card>(i);
    shuffleDeck(deck.data(), deck.size(), rng);
    return deck;
}

std::string wordsList(const std::vector<Card>& cards, const std::string& none) {
    if (cards.empty()) return none;
    std::string out;
    for (Card c : cards) out += (out.empty() ? "" : ", ") + words(c);
    return out;
}

std::vector<std::string> codes(const std::vector<Card>& cards) {
    std::vector<std::string> out;
    out.reserve(cards.size());
    for (Card c : cards) out.push_back(code(c));
    return out;
}

}  // namespace nashlab::engine::games::holdem
