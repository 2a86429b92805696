// The one place where built-in games are registered (explicitly: static libraries drop
// self-registering static initialisers). Adding a game: one include and one line below.
#include "engine/game/game_registry.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/games/guess_average/guess_average_game.h"

namespace nashlab::engine {

void registerBuiltinGames(GameRegistry& registry) {
    registry.add(std::make_unique<games::GuessAverageGame>());
    registry.add(std::make_unique<games::EnglishAuctionGame>());
}

}  // namespace nashlab::engine
