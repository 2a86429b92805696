#pragma once
// What a person reads and answers in undercover: their word, who is still in, the clue feed of this
// round and the earlier rounds' clues and votes with their tallies; a text box for a clue (bounded
// by the clue length) or one button per player they may vote out. A round header reads as a clue
// given, or as the vote's tally and who went out (and, at the end, the words and the undercover).
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class UndercoverView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.kind = Presentation::Kind::Talk;
        p.talk = Presentation::TalkKind::CluesAndVotes;
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
