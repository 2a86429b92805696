#include "ui/common/presentation.h"

#include "engine/game/game_registry.h"

namespace nashlab::ui {

engine::Presentation presentationOf(const QString& gameId) {
    const engine::Game* game = engine::GameRegistry::builtin().find(gameId.toStdString());
    return game ? game->humanView().presentation() : engine::Presentation{};
}

}  // namespace nashlab::ui
