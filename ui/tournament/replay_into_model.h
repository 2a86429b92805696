#pragma once
// Loads a finished run folder (a tournament's game) into the run model the Arena shows, event by
// event as a live run would have sent them, so the Arena's seat panels and board show that game.
#include <QString>

#include "engine/core/result.h"

namespace nashlab::ui {

class RunModel;

engine::Status replayIntoModel(const QString& runDir, RunModel& model);

}  // namespace nashlab::ui
