#pragma once
// Monte-Carlo equity: the chance that two hole cards beat one opponent holding two random unseen
// cards, the board completed at random to five cards. A split counts half. It reads only what the
// seat knows (its cards and the board), never the deck's order, so a bot using it cannot cheat.
#include <vector>

#include "engine/core/rng.h"
#include "engine/games/holdem_nl/cards.h"

namespace nashlab::engine::games::holdem {

struct Equity {
    double winRate = 0;  ///< wins + ½ splits, over samples
    int samples = 0;
};

/// `hole` holds 2 cards, `board` 0 to 5; `samples` > 0 deals.
Equity monteCarloEquity(const std::vector<Card>& hole, const std::vector<Card>& board, int samples, Rng& rng);

}  // namespace nashlab::engine::games::holdem
