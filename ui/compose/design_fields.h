#pragma once
// What a treatment factor may set, for the Design panel: the fields offered for a game and its
// seat list (engine/experiment/treatment_design.h, setSpecField, is the authority; a typed path the
// list lacks is passed on and the engine names it if it is wrong), how a typed level becomes the
// JSON value the field needs, and how a value reads on a chip.
#include <QString>
#include <QStringList>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game.h"

namespace nashlab::ui {

/// How a level typed as text becomes JSON.
enum class LevelKind { Int, Real, Bool, Text, Json };

struct DesignField {
    QString path;   ///< "params.ratio", "rounds", "seats[0].strategy", "seats[*].temperature"
    QString label;  ///< what it is, for a person ("Ratio R", "seat 1: strategy")
};

/// The fields a factor may set in a spec of `game` whose "seats" list (one entry per seat table
/// row) is `seats`: the game's parameters, the session settings, then for every seat entry and
/// for all of them the fields that its kind of seat has.
std::vector<DesignField> designFields(const engine::Game& game, const engine::Json& seats);

/// The value `text` stands for in `path`: a parameter is read as its form reads it and normalised by
/// the engine when valid ("2/3" for a real); numbers and true/false where the field takes them.
/// Text that is not of the field's type stays text so that parsing the spec names the problem.
engine::Json levelValue(const QString& text, const QString& path, const engine::Game* game);

/// A value as a person types it: 1.5, true, ne, a persona's words (no JSON quotes).
QString levelText(const engine::Json& value);

/// Values worth offering while a level is typed (a bot's strategies, a parameter's choices).
QStringList levelSuggestions(const QString& path, const engine::Game* game);

/// A factor's name when none is typed: "ratio" for params.ratio, "seat1.strategy", "all.model".
QString autoFactorName(const QString& path);

/// A loaded block whose seat fields address `baseSeats` (the spec's seat entries as written, with
/// their counts, or null for the game's default seats) rewritten for one entry per seat, as the
/// seat table lists them: seats[I] becomes the entry's seat, or seats[*] when the entry holds
/// every seat; "base" and "expanded" (a run folder's record) are dropped. An entry of several
/// seats that are not all of them cannot be rewritten: the error says so.
engine::Result<engine::Json> blockForSeatRows(const engine::Json& block, const engine::Json& baseSeats,
                                              int defaultSeatCount);

}  // namespace nashlab::ui
