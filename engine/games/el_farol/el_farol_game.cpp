#include "engine/games/el_farol/el_farol_game.h"

#include <algorithm>
#include <cmath>

#include "engine/games/choice_game_view.h"
#include "engine/games/el_farol/el_farol_state.h"

namespace nashlab::engine::games {

namespace {

GameInfo elFarolInfo() {
    GameInfo info;
    info.id = "el_farol";
    info.title = "El Farol bar";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'El Farol Bar' (CUHK-ARISE/GAMABench, games/bar_game.py); "
        "after Arthur 1994";
    info.summary =
        "Every round each player decides at the same time whether to go to the bar or stay home. If at most "
        "a share R of all players go, the goers get MAX; if more go, they get MIN; staying home always gives "
        "HOME. In implicit mode those who stayed home do not learn how full the bar was.";
    info.seats = {2, 100, 10};
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    info.charts = kPayoffPaths;
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

ElFarolGame::ElFarolGame() : Game(elFarolInfo()) {}

std::vector<ParamSpec> ElFarolGame::params() const {
    return {
        {"ratio",
         "Capacity share R",
         ParamKind::Real,
         0.6,
         0.0,
         1.0,
         {},
         "The bar is fun while go_count / N ≤ R (γ-Bench default 60%; Table 9 tries 0, 0.2, …, 1)."},
        {"min",
         "Crowded-bar utility",
         ParamKind::Real,
         0.0,
         -1e6,
         1e6,
         {},
         "What goers get when too many went (γ-Bench MIN = 0)."},
        {"max",
         "Fun-bar utility",
         ParamKind::Real,
         10.0,
         -1e6,
         1e6,
         {},
         "What goers get when the bar was not overcrowded (γ-Bench MAX = 10)."},
        {"home",
         "Home utility",
         ParamKind::Real,
         5.0,
         -1e6,
         1e6,
         {},
         "What everyone who stays home gets (γ-Bench HOME = 5)."},
        {"mode",
         "Feedback",
         ParamKind::Choice,
         "implicit",
         {},
         {},
         {"implicit", "explicit"},
         "explicit: everyone learns the attendance after each round. implicit (γ-Bench's scored setting): "
         "those who stayed home learn only their own choice and gain."},
    };
}

int ElFarolGame::defaultRounds(const Json& /*params*/) const { return 20; }

Result<std::unique_ptr<State>> ElFarolGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "el_farol needs between 2 and 100 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<ElFarolState>(setup));
}

int elFarolCapacity(double ratio, int players) {
    // 0.6 × 10 is 6.000000000000001 in binary; the tolerance keeps "6 of 10 at R = 60%" fun.
    return static_cast<int>(std::floor(ratio * players + 1e-9));
}

double elFarolReferencePayoff(double ratio, int players, double lo, double hi, double home) {
    const int cap = elFarolCapacity(ratio, players);
    const int others = players - 1;
    // P(X ≤ cap − 1) for X ~ Binomial(others, ratio), summed term by term.
    double fun = 0.0;
    for (int k = 0; k <= std::min(cap - 1, others); ++k) {
        double term = std::pow(ratio, k) * std::pow(1.0 - ratio, others - k);
        for (int i = 0; i < k; ++i) term *= static_cast<double>(others - i) / static_cast<double>(i + 1);
        fun += term;
    }
    return (1.0 - ratio) * home + ratio * (fun * hi + (1.0 - fun) * lo);
}

double gamaBenchBarScore(const std::vector<double>& goShares, double ratio) {
    if (goShares.empty()) return 0.0;
    double s = 0.0;
    for (double share : goShares) s += std::fabs(share - ratio);
    s /= static_cast<double>(goShares.size());
    const double worst = std::max(ratio, 1.0 - ratio);
    return (worst - s) / worst * 100.0;
}

const HumanView& ElFarolGame::humanView() const {
    static const ElFarolView view;
    return view;
}

}  // namespace nashlab::engine::games
