#pragma once
// battle_royale: an N-player truel. Players shoot in turn; a hit eliminates the target; the
// last one standing wins. γ-Bench "Battle Royale" (001 §1.7). Each turn is one round.
#include "engine/game/game.h"

namespace nashlab::engine::games {

class BattleRoyaleGame final : public Game {
public:
    BattleRoyaleGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Status checkParams(const Json& params, int numSeats) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// Seat names used in actions and prompts, as γ-Bench writes them: "player_0", "player_1", ...
std::string battlePlayerName(int seat);
/// The answer that means an intentional miss.
inline constexpr const char* kBattleMiss = "none";

}  // namespace nashlab::engine::games
