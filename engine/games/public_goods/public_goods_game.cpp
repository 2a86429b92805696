#include "engine/games/public_goods/public_goods_game.h"

#include <cmath>

#include "engine/games/public_goods/public_goods_state.h"
#include "engine/games/public_goods/public_goods_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo publicGoodsInfo() {
    GameInfo info;
    info.id = "public_goods";
    info.title = "Public goods";
    info.source = "GAMA(γ)-Bench, Huang et al. 2025, 'Public Goods Game' (CUHK-ARISE/GAMABench, games/public_goods.py)";
    info.summary =
        "Every round each player secretly contributes some of their tokens to a public pot. The pot is "
        "multiplied by R and split equally among all N players; tokens not contributed are kept. With R < N "
        "contributing nothing is dominant, although everyone contributing everything pays more when R > 1.";
    info.seats = {2, 100, 10};
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

PublicGoodsGame::PublicGoodsGame() : Game(publicGoodsInfo()) {}

std::vector<ParamSpec> PublicGoodsGame::params() const {
    return {
        {"tokens",
         "Endowment T",
         ParamKind::Int,
         20,
         1,
         1e6,
         {},
         "Tokens a player holds at the start (and, with reset, at the start of every round). γ-Bench: 20."},
        {"ratio",
         "Multiplier R",
         ParamKind::Real,
         2.0,
         0.0,
         1e6,
         {},
         "The pot is multiplied by R before it is shared (γ-Bench default 2; Table 9 tries 0, 0.5, 1, 2, 4)."},
        {"reset",
         "Reset tokens each round",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "true (γ-Bench's setting): every round starts again with T tokens. false: holdings carry over."},
        {"endowment",
         "Initial endowment",
         ParamKind::Choice,
         "fixed",
         {},
         {},
         {"fixed", "random"},
         "fixed: everyone starts with T. random (γ-Bench option): distinct whole numbers drawn from "
         "[random_min, T] for round 1 (with reset, later rounds refill to T as in γ-Bench's code)."},
        {"random_min",
         "Lowest random endowment",
         ParamKind::Int,
         11,
         0,
         1e6,
         {},
         "Lower end of the random endowment range (γ-Bench's rand_min = 11)."},
        {"contribution_cap",
         "Contribution range",
         ParamKind::Choice,
         "held",
         {},
         {},
         {"held", "none"},
         "held: a contribution is a whole number from 0 to the tokens held. none: any whole number counts, as "
         "γ-Bench's code takes it (no range check, so holdings may go below zero); set by the γ-Bench importer."},
    };
}

int PublicGoodsGame::defaultRounds(const Json& /*params*/) const { return 20; }

Status PublicGoodsGame::checkParams(const Json& p, int /*numSeats*/) const {
    // A random endowment is drawn from [random_min, tokens]: an empty range cannot be drawn from.
    if (p.at("endowment") == "random" && p.at("random_min").get<std::int64_t>() > p.at("tokens").get<std::int64_t>())
        return Error::make("invalid_param", "parameter 'random_min' (" + p.at("random_min").dump() +
                                                ") must not exceed 'tokens' (" + p.at("tokens").dump() +
                                                ") for a random endowment");
    return okStatus();
}

Result<std::unique_ptr<State>> PublicGoodsGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "public_goods needs between 2 and 100 seats, got " + std::to_string(setup.numSeats));
    if (auto s = checkParams(setup.params, setup.numSeats); !s) return s.error();
    return std::unique_ptr<State>(std::make_unique<PublicGoodsState>(setup));
}

double gamaBenchGoodsScore(double meanContribution, double endowment) {
    return (endowment - meanContribution) / endowment * 100.0;
}

double roundTokens(double tokens) { return std::round(tokens * 100.0) / 100.0; }

const HumanView& PublicGoodsGame::humanView() const {
    static const PublicGoodsView view;
    return view;
}

}  // namespace nashlab::engine::games
