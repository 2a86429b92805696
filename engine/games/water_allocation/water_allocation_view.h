#pragma once
// What a person reads and answers in water_allocation (see engine/game/human_view.h): the day's
// supply, the resident's need, money and health, a bid as "bids $35", the header as who got water.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class WaterAllocationView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
