#pragma once
// What a person reads and answers in bargain: the items on the table, what each is worth to the
// person, the messages said so far, the offer that stands ("they keep …; you would get …, worth N
// to you"); a form with a choice to propose or (only when an offer stands) to accept it, three
// number boxes for what the person keeps and a line for a message; a move as "proposes to keep …"
// or "accepts the offer", and each turn's header as the move, the message and the result.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class BargainView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.kind = Presentation::Kind::Talk;
        p.talk = Presentation::TalkKind::Offers;
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
