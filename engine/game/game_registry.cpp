#include "engine/game/game_registry.h"

namespace nashlab::engine {

const GameRegistry& GameRegistry::builtin() {
    // Built on first use and immutable afterwards, so sharing it across threads is safe.
    static const GameRegistry registry = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return registry;
}

void GameRegistry::add(std::unique_ptr<Game> game) { m_games.push_back(std::move(game)); }

const Game* GameRegistry::find(const std::string& id) const {
    for (const auto& g : m_games)
        if (g->id() == id) return g.get();
    return nullptr;
}

Result<const Game*> GameRegistry::get(const std::string& id) const {
    if (const Game* g = find(id)) return g;
    std::string known;
    for (const auto& g : m_games) known += (known.empty() ? "" : ", ") + g->id();
    return Error::make("unknown_game", "unknown game '" + id + "' (known games: " + known + ")");
}

std::vector<const Game*> GameRegistry::games() const {
    std::vector<const Game*> out;
    for (const auto& g : m_games) out.push_back(g.get());
    return out;
}

}  // namespace nashlab::engine
