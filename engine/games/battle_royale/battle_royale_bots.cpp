// Built-in strategies for battle_royale. Each reads the game's state through its typed accessors.
#include <algorithm>

#include "engine/games/battle_royale/battle_royale_game.h"
#include "engine/games/battle_royale/battle_royale_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

// The other live player with the highest (strongest) or lowest hit rate; the earliest in order on a tie.
std::string extreme(const BattleRoyaleState& s, int seat, bool strongest) {
    std::string best = kBattleMiss;
    int bestRate = strongest ? -1 : 101;
    for (int p : s.order()) {
        if (!s.alive(p) || p == seat) continue;
        const int rate = s.hitRate(p);
        if (strongest ? rate > bestRate : rate < bestRate) {
            bestRate = rate;
            best = battlePlayerName(p);
        }
    }
    return best;
}

std::string extreme(const DecisionRequest& req, bool strongest) {
    return extreme(stateOf<BattleRoyaleState>(req), req.seat, strongest);
}

bool isWeakestAlive(const BattleRoyaleState& s, int seat) {
    const int mine = s.hitRate(seat);
    for (int p : s.order())
        if (s.alive(p) && p != seat && s.hitRate(p) <= mine) return false;
    return true;
}

Json shootAt(const std::string& target) { return {{"target", target}}; }

}  // namespace

std::vector<StrategyInfo> BattleRoyaleGame::strategies() const {
    return {
        {"strongest", "γ-Bench's reference: always shoots the strongest other player still in the game.", {}},
        {"random", "Picks uniformly among the allowed answers (any live player or a deliberate miss).", {}},
        {"fixed",
         "Cycles through a list of seat numbers by round (-1 = miss on purpose); a target no longer "
         "in the game becomes a miss.",
         {{"targets", "Seats to shoot at", ParamKind::List, Json::array({-1}), -1, 99, {}, "One per turn, repeated."}}},
        {"weakest", "Shoots the weakest other player still in the game.", {}},
        {"truel",
         "The classic truel heuristic: while three or more remain and it is the weakest, it misses on "
         "purpose; otherwise it shoots the strongest other player.",
         {}},
    };
}

Result<std::unique_ptr<Seat>> BattleRoyaleGame::makeBot(const std::string& strategy, const Json& options,
                                                        const BotContext& /*context*/) const {
    BotSeat::Strategy play;
    if (strategy == "strongest") {
        play = [](const DecisionRequest& req, Rng&) { return shootAt(extreme(req, true)); };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            return stateOf<BattleRoyaleState>(req).actionSpec(req.seat).randomAction(rng);
        };
    } else if (strategy == "fixed") {
        const Json targets = options.at("targets");
        if (targets.empty())
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list in 'targets'");
        play = [targets](const DecisionRequest& req, Rng&) {
            const int seat = targets.at(static_cast<std::size_t>(req.round - 1) % targets.size()).get<int>();
            const std::string name = seat < 0 ? std::string(kBattleMiss) : battlePlayerName(seat);
            const ActionSpec spec = stateOf<BattleRoyaleState>(req).actionSpec(req.seat);
            const ActionField* f = spec.field("target");
            const bool legal = f && std::find(f->options.begin(), f->options.end(), name) != f->options.end();
            return shootAt(legal ? name : std::string(kBattleMiss));
        };
    } else if (strategy == "weakest") {
        play = [](const DecisionRequest& req, Rng&) { return shootAt(extreme(req, false)); };
    } else if (strategy == "truel") {
        play = [](const DecisionRequest& req, Rng&) {
            const auto& s = stateOf<BattleRoyaleState>(req);
            if (s.aliveCount() >= 3 && isWeakestAlive(s, req.seat)) return shootAt(kBattleMiss);
            return shootAt(extreme(s, req.seat, true));
        };
    } else {
        return Error::make("unknown_strategy", "battle_royale has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
