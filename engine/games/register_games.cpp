// The one place where built-in games are registered (explicitly: static libraries drop
// self-registering static initialisers). Adding a game: one include and one line below.
#include "engine/game/game_registry.h"
#include "engine/games/guess_average/guess_average_game.h"
#include "engine/games/water_allocation/water_allocation_game.h"

namespace nashlab::engine {

void registerBuiltinGames(GameRegistry& registry) {
    registry.add(std::make_unique<games::GuessAverageGame>());
    registry.add(std::make_unique<games::WaterAllocationGame>());
}

}  // namespace nashlab::engine
