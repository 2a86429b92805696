#include "engine/games/battle_royale/battle_royale_game.h"

#include "engine/games/battle_royale/battle_royale_state.h"
#include "engine/games/choice_game_view.h"

namespace nashlab::engine::games {
namespace {

GameInfo battleRoyaleInfo() {
    GameInfo info;
    info.id = "battle_royale";
    info.title = "Battle royale";
    info.source = "GAMA(γ)-Bench, Huang et al. 2025, 'Battle Royale' (CUHK-ARISE/GAMABench)";
    info.summary =
        "Players with different hit rates take turns shooting, one shot per turn, in a fixed order. A hit "
        "eliminates the target; a player may also miss on purpose. The last player standing wins. γ-Bench "
        "credits a shot at the strongest other player still in the game.";
    info.seats = {2, 20, 10};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    info.charts = kPayoffPaths;
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

BattleRoyaleGame::BattleRoyaleGame() : Game(battleRoyaleInfo()) {}

std::vector<ParamSpec> BattleRoyaleGame::params() const {
    return {
        {"base_hit_rate",
         "Lowest hit rate (%)",
         ParamKind::Int,
         35,
         0,
         100,
         {},
         "Hit rate of player_0; player_k has base + k × step (γ-Bench 35; Table 9 uses 51, 35 and 10)."},
        {"hit_rate_step",
         "Hit-rate step (%)",
         ParamKind::Int,
         5,
         0,
         100,
         {},
         "Difference between neighbouring players' hit rates (γ-Bench 5; Table 9 uses 1, 5 and 10)."},
        {"order",
         "Shooting order",
         ParamKind::Choice,
         "ascending",
         {},
         {},
         {"ascending", "descending", "random"},
         "ascending: weakest shoots first, as in γ-Bench; descending: strongest first; random: shuffled from the "
         "seed."},
        {"allow_self_target",
         "Self-targeting",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "γ-Bench's code lets a player name itself as the target (and the paper saw it happen); false forbids it."},
        {"dead_target",
         "Shots at eliminated players",
         ParamKind::Choice,
         "refused",
         {},
         {},
         {"refused", "wasted_shot"},
         "refused: the target must still be in the game. wasted_shot: naming a player already out is a legal shot "
         "that hits nobody, as γ-Bench's code plays it; set by the γ-Bench importer."},
        {"hit_outcomes",
         "Recorded hit outcomes",
         ParamKind::List,
         Json::array(),
         0,
         1,
         {},
         "Outcome of the shot in turn k (1 hit, 0 miss) instead of the seeded roll, for replaying recorded runs such "
         "as "
         "γ-Bench's, whose hits were not seeded; turns past the list roll as usual."},
    };
}

// γ-Bench's run(20): at most 20 turns, one shot each.
int BattleRoyaleGame::defaultRounds(const Json& /*params*/) const { return 20; }

Status BattleRoyaleGame::checkParams(const Json& params, int numSeats) const {
    // The last player's hit rate grows with the seat count: a clash between two parameters and the seats.
    const int top = params.at("base_hit_rate").get<int>() + (numSeats - 1) * params.at("hit_rate_step").get<int>();
    if (top > 100)
        return Error::make("invalid_param", "parameters 'base_hit_rate' and 'hit_rate_step': hit rates would reach " +
                                                std::to_string(top) + "% for the last of " + std::to_string(numSeats) +
                                                " players (at most 100%)");
    return okStatus();
}

Result<std::unique_ptr<State>> BattleRoyaleGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "battle_royale needs between 2 and 20 seats, got " + std::to_string(setup.numSeats));
    if (auto s = checkParams(setup.params, setup.numSeats); !s) return s.error();
    return std::unique_ptr<State>(std::make_unique<BattleRoyaleState>(setup));
}

std::string battlePlayerName(int seat) { return "player_" + std::to_string(seat); }

const HumanView& BattleRoyaleGame::humanView() const {
    static const BattleRoyaleView view;
    return view;
}

}  // namespace nashlab::engine::games
