#pragma once
// What a person reads and answers in hanabi_small: the table in words (the fireworks, the tokens,
// the deck, the partner's cards and last move, what the person has been told of their own cards,
// the discards), the move as four rows of buttons (what to do, which card, which colour, which rank:
// only the choices the rules allow now are offered), a move as "plays card 1" or "points out Red",
// and each turn's header as the move, the fireworks, the tokens and the score.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class HanabiSmallView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.kind = Presentation::Kind::HanabiTable;
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
