#pragma once
// What a person reads and answers in guess_average (see engine/game/human_view.h).
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class GuessAverageView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.targetRatioParam = "ratio";
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
