#pragma once
// What a person reads and answers in the γ-Bench games decided by one named choice each round:
// battle_royale (whom to shoot), el_farol (go or stay) and diners_dilemma (which dish). Each
// answer is a button with the person's words; each header says the round in words.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class BattleRoyaleView final : public HumanView {
public:
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

class ElFarolView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

class DinersDilemmaView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
