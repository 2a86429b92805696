// Built-in strategies for battle_royale. Each reads the game's state through its typed accessors.
#include <algorithm>
#include <functional>

#include "engine/games/battle_royale/battle_royale_game.h"
#include "engine/games/battle_royale/battle_royale_state.h"
#include "engine/games/bot_answer.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

// The other live player with the highest (strongest) or lowest hit rate, the earliest in order on
// a tie; -1 (a miss) when nobody else is left.
int extreme(const BattleRoyaleState& s, int seat, bool strongest) {
    int best = -1;
    int bestRate = strongest ? -1 : 101;
    for (int p : s.order()) {
        if (!s.alive(p) || p == seat) continue;
        const int rate = s.hitRate(p);
        if (strongest ? rate > bestRate : rate < bestRate) {
            bestRate = rate;
            best = p;
        }
    }
    return best;
}

int extreme(const DecisionRequest& req, bool strongest) {
    return extreme(stateOf<BattleRoyaleState>(req), req.seat, strongest);
}

bool isWeakestAlive(const BattleRoyaleState& s, int seat) {
    const int mine = s.hitRate(seat);
    for (int p : s.order())
        if (s.alive(p) && p != seat && s.hitRate(p) <= mine) return false;
    return true;
}

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
    // Each strategy names its target (a seat, or -1 to miss on purpose); the writer puts that name
    // into the seat's action object of its earlier turn.
    std::function<int(const DecisionRequest&, Rng&)> play;
    if (strategy == "strongest") {
        play = [](const DecisionRequest& req, Rng&) { return extreme(req, true); };
    } else if (strategy == "random") {
        // Uniform over actionSpec()'s options (the live players allowed, then the miss), by index.
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto& s = stateOf<BattleRoyaleState>(req);
            const auto k = rng.uniformInt(0, static_cast<std::int64_t>(s.targetCount(req.seat)) - 1);
            return s.targetAt(req.seat, static_cast<int>(k));
        };
    } else if (strategy == "fixed") {
        const Json targets = options.at("targets");
        if (targets.empty())
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list in 'targets'");
        play = [targets](const DecisionRequest& req, Rng&) {
            const int seat = targets.at(static_cast<std::size_t>(req.round - 1) % targets.size()).get<int>();
            // A target no longer allowed (out, or oneself when that is not allowed) becomes a miss.
            return seat >= 0 && stateOf<BattleRoyaleState>(req).mayTarget(req.seat, seat) ? seat : -1;
        };
    } else if (strategy == "weakest") {
        play = [](const DecisionRequest& req, Rng&) { return extreme(req, false); };
    } else if (strategy == "truel") {
        play = [](const DecisionRequest& req, Rng&) {
            const auto& s = stateOf<BattleRoyaleState>(req);
            if (s.aliveCount() >= 3 && isWeakestAlive(s, req.seat)) return -1;
            return extreme(s, req.seat, true);
        };
    } else {
        return Error::make("unknown_strategy", "battle_royale has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::Writer([play = std::move(play)](const DecisionRequest& req, Rng& rng, Json& action) {
            static const std::string kTarget = "target";
            static const std::string kMiss = kBattleMiss;
            const int target = play(req, rng);
            setText(answerField(action, kTarget),
                    target >= 0 ? stateOf<BattleRoyaleState>(req).playerName(target) : kMiss);
        })));
}

}  // namespace nashlab::engine::games
