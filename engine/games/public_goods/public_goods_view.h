#pragma once
// What a person reads and answers in public_goods (see engine/game/human_view.h): the tokens held,
// how the pot is multiplied and shared, a contribution as "contributes 12 tokens", the header as
// what went into the pot and what each player got back.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class PublicGoodsView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
