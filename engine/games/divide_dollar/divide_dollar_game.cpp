#include "engine/games/divide_dollar/divide_dollar_game.h"

#include <algorithm>
#include <cmath>

#include "engine/games/divide_dollar/divide_dollar_state.h"
#include "engine/games/divide_dollar/divide_dollar_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo divideDollarInfo() {
    GameInfo info;
    info.id = "divide_dollar";
    info.title = "Divide the dollar";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'Divide the Dollar' (CUHK-ARISE/GAMABench, games/divide_dollar.py); "
        "after Shapley and Shubik 1969";
    info.summary =
        "G golds are to be shared. Every player bids for an amount at the same time; if the bids add up to at "
        "most G, everyone receives their bid, otherwise nobody receives anything. Bidding G/N each is the "
        "symmetric equilibrium.";
    info.seats = {2, 100, 10};
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

DivideDollarGame::DivideDollarGame() : Game(divideDollarInfo()) {}

std::vector<ParamSpec> DivideDollarGame::params() const {
    return {
        {"golds",
         "Golds G",
         ParamKind::Int,
         100,
         1,
         1e9,
         {},
         "The amount to divide (γ-Bench default 100; Table 9 tries 50, 100, 200, 400, 800)."},
        {"bid_cap",
         "Bid range",
         ParamKind::Choice,
         "golds",
         {},
         {},
         {"golds", "none"},
         "golds: a bid is a whole number from 0 to G. none: any whole number counts, as γ-Bench's code takes it "
         "(no range check: a bid above G simply makes the sum exceed G); set by the γ-Bench importer."},
    };
}

int DivideDollarGame::defaultRounds(const Json& /*params*/) const { return 20; }

Result<std::unique_ptr<State>> DivideDollarGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "divide_dollar needs between 2 and 100 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<DivideDollarState>(setup));
}

double gamaBenchDollarScore(const std::vector<double>& bidSums, double golds, bool clipAtZero) {
    if (bidSums.empty()) return 0.0;
    double s = 0.0;
    for (double sum : bidSums) s += std::fabs(sum - golds);
    s /= static_cast<double>(bidSums.size());
    const double score = (golds - s) / golds * 100.0;
    return clipAtZero ? std::max(0.0, score) : score;
}

const HumanView& DivideDollarGame::humanView() const {
    static const DivideDollarView view;
    return view;
}

}  // namespace nashlab::engine::games
