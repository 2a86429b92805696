#include "engine/games/diners_dilemma/diners_dilemma_game.h"

#include "engine/games/choice_game_view.h"
#include "engine/games/diners_dilemma/diners_dilemma_state.h"

namespace nashlab::engine::games {
namespace {

GameInfo dinersDilemmaInfo() {
    GameInfo info;
    info.id = "diners_dilemma";
    info.title = "Diner's dilemma";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'Diner's Dilemma' (CUHK-ARISE/GAMABench, games/diner_dilemma.py); "
        "after Glance and Huberman 1994";
    info.summary =
        "Every round each player orders a costly or a cheap dish and the total bill is split equally. Alone, "
        "the cheap dish is worth more for its price; with the bill shared, ordering the costly dish is "
        "dominant, so everyone orders it, although all-cheap would leave everybody better off.";
    info.seats = {2, 100, 10};
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    info.charts = kPayoffPaths;
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

DinersDilemmaGame::DinersDilemmaGame() : Game(dinersDilemmaInfo()) {}

std::vector<ParamSpec> DinersDilemmaGame::params() const {
    // Table 9's (P_l, U_l, P_h, U_h) variants: (10,15,20,20) default, (11,5,20,7), (4,19,9,20),
    // (1,8,19,12), (4,5,17,7), (2,11,8,13) — every one is four values of these parameters.
    return {
        {"costly_price", "Costly dish price P_h", ParamKind::Real, 20.0, 0.0, 1e6, {}, "γ-Bench default 20."},
        {"costly_utility", "Costly dish utility U_h", ParamKind::Real, 20.0, -1e6, 1e6, {}, "γ-Bench default 20."},
        {"cheap_price", "Cheap dish price P_l", ParamKind::Real, 10.0, 0.0, 1e6, {}, "γ-Bench default 10."},
        {"cheap_utility", "Cheap dish utility U_l", ParamKind::Real, 15.0, -1e6, 1e6, {}, "γ-Bench default 15."},
        {"other_answers",
         "Answers other than the two dishes",
         ParamKind::Choice,
         "refused",
         {},
         {},
         {"refused", "costly"},
         "refused: an order must be \"costly\" or \"cheap\". costly: \"cheap\" in any case is the cheap dish and "
         "any other answer the costly one, as γ-Bench's code counts it; set by the γ-Bench importer."},
    };
}

int DinersDilemmaGame::defaultRounds(const Json& /*params*/) const { return 20; }

Result<std::unique_ptr<State>> DinersDilemmaGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "diners_dilemma needs between 2 and 100 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<DinersDilemmaState>(setup));
}

DinerPrices DinerPrices::fromParams(const Json& params) {
    return {params.at("costly_price").get<double>(), params.at("costly_utility").get<double>(),
            params.at("cheap_price").get<double>(), params.at("cheap_utility").get<double>()};
}

std::string DinerPrices::dominantDish(int players) const {
    const double n = static_cast<double>(players);
    // Switching dishes changes one's own bill share by the price difference / N, whatever others do.
    return costlyUtility - costlyPrice / n >= cheapUtility - cheapPrice / n ? "costly" : "cheap";
}

double gamaBenchDinerScore(int costlyOrders, int orders) { return orders > 0 ? 100.0 * costlyOrders / orders : 0.0; }

const HumanView& DinersDilemmaGame::humanView() const {
    static const DinersDilemmaView view;
    return view;
}

}  // namespace nashlab::engine::games
