#pragma once
// Tournament files the Tournament tab can play as they are: the ones bundled with NashLab
// (":/tournaments/*.json", resources/tournaments/) and any a person opens. A file is checked as
// `nashlab-cli tournament` checks it before it is offered, so a bad one is refused with the reason.
#include <QString>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/result.h"

namespace nashlab::ui {

/// The bundled tournaments: (resource path, spec), in file name order.
std::vector<std::pair<QString, engine::Json>> bundledTournaments();

/// Reads and checks a tournament file: its JSON, "kind": "tournament", and every field.
engine::Result<engine::Json> readTournamentFile(const QString& path);

}  // namespace nashlab::ui
