#pragma once
// What a person reads and answers in the pirate game (see engine/game/human_view.h): a plan as
// who gets how many coins, a vote as "accepts"/"rejects", the header as proposer, votes and fate.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class PirateView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
