#pragma once
// forEachSeat: walks a step of bots' numbers (NumberStep) seat by seat, the way a game's doApply()
// walks its actions, for games whose doApplyNumbers() must tell a seat that did not act from one
// that did (public_goods, divide_dollar).
#include "engine/game/number_answer.h"

namespace nashlab::engine::games {

/// answered(seat, answer) for each seat 0..seats−1 in the step, absent(seat) for the others.
template <class Answered, class Absent>
void forEachSeat(const NumberStep& step, int seats, Answered answered, Absent absent) {
    auto next = step.begin();
    for (int seat = 0; seat < seats; ++seat) {
        if (next == step.end() || next->first != seat) {
            absent(seat);
            continue;
        }
        answered(seat, next->second);
        ++next;
    }
}

}  // namespace nashlab::engine::games
