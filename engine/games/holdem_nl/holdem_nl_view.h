#pragma once
// What a person reads and answers in holdem_nl: their two cards and the board in card symbols,
// the pot and the stacks, what the opponent just did, and one button per legal action with the
// chips it puts in ("Call 4", "Raise the pot (+12)"). The opponent's cards appear only when a
// showdown turns them over.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class HoldemView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.kind = Presentation::Kind::CardTable;
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

/// Card codes ("Ah", "Td") as a person reads them ("A♥ 10♦"); unknown codes are left out.
std::string cardSymbols(const Json& codes);

}  // namespace nashlab::engine::games
