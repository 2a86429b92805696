#pragma once
// How the window shows a game, from the game's own declaration (engine::Presentation in its
// HumanView): ui/ looks this up by the session's game id and never names a game itself.
#include <QString>

#include "engine/game/human_view.h"

namespace nashlab::ui {

/// The presentation of the built-in game `gameId`; the default (charts of numbers) for an id the
/// registry does not know.
engine::Presentation presentationOf(const QString& gameId);

}  // namespace nashlab::ui
