#pragma once
// Turns the engine's HumanView phrases into what a person reads: the English text translated
// (context "HumanView"), numbers in the reader's locale, seats by the names the run gave them.
#include <QString>
#include <functional>
#include <vector>

#include "engine/game/human_view.h"

namespace nashlab::ui {

/// The name shown for a 0-based seat index.
using SeatNamer = std::function<QString(int seat)>;

QString phraseText(const engine::Phrase& phrase, const SeatNamer& seatName);
/// Lines joined by '\n'.
QString phraseLines(const std::vector<engine::Phrase>& lines, const SeatNamer& seatName);
/// "Seat N" (1-based): for views that have no names at hand.
QString plainSeatName(int seat);
/// What the game catalogue says (a title, a summary, a parameter's label or help, a bot's
/// description) in the reader's language (context "Games", gathered by scripts/catalogue_strings).
QString gameText(const std::string& english);
/// The HumanView of game `gameId` (the generic one for an unknown id).
const engine::HumanView& humanViewOf(const QString& gameId);

}  // namespace nashlab::ui
