#pragma once
// IrregularSteps: for games that describe rounds later (State::describeRound) from compact typed
// records. A step entry that is not the game's plain one-field answer or a forfeit (never, once the
// runner has coerced the answers; possible through State::apply with unusual input) is kept whole
// here, or noted as missing, so a round is described exactly as it was applied.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

class IrregularSteps {
public:
    /// The seat was not in the step at all.
    void absent(std::size_t roundIndex, int seat) { m_entries.push_back({roundIndex, seat, true, Json()}); }
    /// The seat's action, kept as applied.
    void keep(std::size_t roundIndex, int seat, const Json& action) {
        m_entries.push_back({roundIndex, seat, false, action});
    }
    /// Puts round `roundIndex`'s kept entries into its step object ({"<seat>": action}); `kept` is
    /// called with each kept (seat, action), for games that also read the action elsewhere.
    template <class Kept>
    void patch(std::size_t roundIndex, Json& step, Kept&& kept) const {
        for (const Entry& e : m_entries) {
            if (e.roundIndex != roundIndex) continue;
            if (e.absent) {
                step.erase(std::to_string(e.seat));
                continue;
            }
            step[std::to_string(e.seat)] = e.action;
            kept(e.seat, e.action);
        }
    }
    void patch(std::size_t roundIndex, Json& step) const {
        patch(roundIndex, step, [](int, const Json&) {});
    }

private:
    struct Entry {
        std::size_t roundIndex = 0;
        int seat = 0;
        bool absent = false;
        Json action;
    };
    std::vector<Entry> m_entries;
};

}  // namespace nashlab::engine
