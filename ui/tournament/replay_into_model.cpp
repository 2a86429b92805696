#include "ui/tournament/replay_into_model.h"

#include "engine/record/run_reader.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

engine::Status replayIntoModel(const QString& runDir, RunModel& model) {
    auto run = engine::readRun(runDir.toStdString());
    if (!run) return run.error();
    model.clear();
    for (const auto& event : run->events) model.addEvent(event);
    return engine::okStatus();
}

}  // namespace nashlab::ui
