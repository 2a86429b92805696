#pragma once
// The seat factory the applications use: built-in bots from the engine, plus the seat kinds
// this layer adds (LLM seats over provider clients land here).
#include "engine/experiment/experiment_runner.h"

namespace nashlab::providers {

engine::SeatFactory applicationSeatFactory();

}  // namespace nashlab::providers
