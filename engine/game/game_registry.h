#pragma once
// GameRegistry: the catalogue of games. Registration is explicit (engine/games/register_games.cpp),
// never through static initialisers, which static libraries silently drop.
#include <memory>
#include <string>
#include <vector>

#include "engine/game/game.h"

namespace nashlab::engine {

class GameRegistry {
public:
    /// A registry holding every built-in game.
    static const GameRegistry& builtin();

    void add(std::unique_ptr<Game> game);
    const Game* find(const std::string& id) const;
    /// Like find(), but an error naming the unknown id and listing the known ones.
    Result<const Game*> get(const std::string& id) const;
    std::vector<const Game*> games() const;

private:
    std::vector<std::unique_ptr<Game>> m_games;
};

/// Adds every built-in game; defined in engine/games/register_games.cpp.
void registerBuiltinGames(GameRegistry& registry);

}  // namespace nashlab::engine
