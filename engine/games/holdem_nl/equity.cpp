#include "engine/games/holdem_nl/equity.h"

#include <algorithm>
#include <array>

#include "engine/games/holdem_nl/hand_eval.h"

namespace nashlab::engine::games::holdem {

Equity monteCarloEquity(const std::vector<Card>& hole, const std::vector<Card>& board, int samples, Rng& rng) {
    std::array<bool, kDeckSize> seen{};
    for (Card c : hole) seen[c] = true;
    for (Card c : board) seen[c] = true;
    std::vector<Card> unseen;
    for (int c = 0; c < kDeckSize; ++c)
        if (!seen[static_cast<std::size_t>(c)]) unseen.push_back(static_cast<Card>(c));
    // A board holds at most five cards; the bound also keeps the copies below inside the arrays.
    const std::size_t known = std::min<std::size_t>(board.size(), 5);
    const int missing = 5 - static_cast<int>(known);
    const int draw = 2 + missing;  // the opponent's two cards, then the rest of the board
    double wins = 0;
    std::array<Card, 7> mine{}, theirs{};
    for (std::size_t i = 0; i < known; ++i) mine[i + 2] = theirs[i + 2] = board[i];
    mine[0] = hole.at(0);
    mine[1] = hole.at(1);
    const auto n = static_cast<std::int64_t>(unseen.size());
    for (int s = 0; s < samples; ++s) {
        // A partial Fisher–Yates shuffle: the first `draw` cards of `unseen` become a random draw.
        for (int k = 0; k < draw; ++k) {
            const auto j = static_cast<std::size_t>(rng.uniformInt(k, n - 1));
            std::swap(unseen[static_cast<std::size_t>(k)], unseen[j]);
        }
        theirs[0] = unseen[0];
        theirs[1] = unseen[1];
        for (int k = 0; k < missing; ++k)
            mine[known + 2 + static_cast<std::size_t>(k)] = theirs[known + 2 + static_cast<std::size_t>(k)] =
                unseen[static_cast<std::size_t>(2 + k)];
        const HandValue a = evaluate(mine.data(), 7), b = evaluate(theirs.data(), 7);
        wins += a > b ? 1.0 : a == b ? 0.5 : 0.0;
    }
    return {samples > 0 ? wins / samples : 0.0, samples};
}

}  // namespace nashlab::engine::games::holdem
