#pragma once
// pirate: the pirate game. The most senior remaining pirate proposes how to share G coins; the
// others vote; at least half in favour (the proposer included) carries the plan, otherwise the
// proposer is thrown overboard. γ-Bench "Pirate Game" (001 §1.8), Stewart (1999).
#include <vector>

#include "engine/game/game.h"

namespace nashlab::engine::games {

class PirateGame final : public Game {
public:
    PirateGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// Key of a pirate in proposals and prompts: "pirate_<rank>", rank 1 = most senior = seat 0.
std::string pirateName(int seat);

/// Stewart's plan for `remaining` pirates sharing `gold` coins, by offset from the proposer:
/// one coin to every pirate at an even offset ≥ 2 (while coins last), the rest to the proposer.
/// With gold = 100 this is γ-Bench's return_NE_plan, the basis of its L1 score.
std::vector<int> stewartPlan(int remaining, int gold);

enum class VoteCredit { Paper, Repo };

/// Whether a vote is credited as correct (001 §1.8, §7): offered ≥ 2 → accept; 0 → reject;
/// 1 → accept at an even offset from the proposer; at an odd offset the paper credits reject,
/// the released code credits nothing.
bool pirateVoteCorrect(int offered, int offset, bool accepted, VoteCredit credit);

/// The paper's optimal vote (the reference for a voter).
bool pirateOptimalAccept(int offered, int offset);

}  // namespace nashlab::engine::games
