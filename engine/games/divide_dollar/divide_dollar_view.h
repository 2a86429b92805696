#pragma once
// What a person reads and answers in divide_dollar (see engine/game/human_view.h): a claim on the
// golds, what last round's claims added up to and whether anyone got anything.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class DivideDollarView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
