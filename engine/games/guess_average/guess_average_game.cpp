#include "engine/games/guess_average/guess_average_game.h"

#include "engine/games/guess_average/guess_average_state.h"
#include "engine/games/guess_average/guess_average_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo guessAverageInfo() {
    GameInfo info;
    info.id = "guess_average";
    info.title = "Guess R × the average";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'Guess 2/3 of the Average' (CUHK-ARISE/GAMABench); "
        "EconArena, Guo et al. 2024, beauty contest";
    info.summary =
        "Every player picks a number between MIN and MAX at the same time. The target is R times the "
        "average of all picks; whoever is closest to the target wins the prize (shared on a tie). "
        "For R < 1 the only Nash equilibrium is everyone picking MIN.";
    info.seats = {2, 100, 10};
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

GuessAverageGame::GuessAverageGame() : Game(guessAverageInfo()) {}

std::vector<ParamSpec> GuessAverageGame::params() const {
    return {
        {"min", "Lowest number", ParamKind::Int, 0, -1e9, 1e9, {}, "Smallest number a player may pick (γ-Bench MIN)."},
        {"max",
         "Highest number",
         ParamKind::Int,
         100,
         -1e9,
         1e9,
         {},
         "Largest number a player may pick (γ-Bench MAX, EconArena c̄)."},
        {"ratio",
         "Ratio R",
         ParamKind::Real,
         2.0 / 3.0,
         0.0,
         10.0,
         {},
         "The target is R × average; write fractions like \"2/3\". γ-Bench varies R from 0 to 2."},
        {"integer_only",
         "Whole numbers only",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "γ-Bench asks for integers; EconArena allows any real number."},
        {"reveal_choices",
         "Show everyone's past choices",
         ParamKind::Bool,
         false,
         {},
         {},
         {},
         "false: a past round shows your own number, the average, the target and the winning numbers (γ-Bench). "
         "true: it also lists every player's number, as EconArena's with-history runs show \"the historical choices "
         "of everyone\"."},
        {"prize",
         "Prize",
         ParamKind::Real,
         1.0,
         0.0,
         1e9,
         {},
         "What the winner gets each round; split equally on a tie."},
        {"tie_rule",
         "Tie rule",
         ParamKind::Choice,
         "all_closest",
         {},
         {},
         {"all_closest", "first_closest_number"},
         "all_closest: everyone at the minimal distance shares (EconArena). first_closest_number: the first "
         "closest number in seat order wins, with everyone who chose it (γ-Bench code)."},
        {"scale_group",
         "Scale group",
         ParamKind::Choice,
         "none",
         {},
         {},
         {"none", "L", "M", "H"},
         "EconArena's config groups: the upper bound is drawn from L [10,100), M [100,1000) or H [1000,10000) "
         "per session; 'none' uses Highest number."},
    };
}

int GuessAverageGame::defaultRounds(const Json& /*params*/) const { return 20; }

Status GuessAverageGame::checkParams(const Json& p, int /*numSeats*/) const {
    // A scale group draws its own range per session; otherwise the range must hold two numbers.
    if (p.at("min").get<double>() >= p.at("max").get<double>() && p.at("scale_group") == "none")
        return Error::make("invalid_param", "parameter 'min' (" + formatNumber(p.at("min").get<double>()) +
                                                ") must be below 'max' (" + formatNumber(p.at("max").get<double>()) +
                                                ")");
    return okStatus();
}

Result<std::unique_ptr<State>> GuessAverageGame::newState(const GameSetup& setup) const {
    if (auto s = checkParams(setup.params, setup.numSeats); !s) return s.error();
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "guess_average needs between 2 and 100 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<GuessAverageState>(setup));
}

std::optional<double> guessEquilibrium(double ratio, double lo, double hi) {
    constexpr double kEps = 1e-12;
    if (ratio < 1.0 - kEps) return lo;
    if (ratio > 1.0 + kEps) return hi;
    return std::nullopt;
}

double gamaBenchGuessScore(double s1, double ratio, double lo, double hi, bool paperMode) {
    const double d = hi - lo;
    constexpr double kEps = 1e-12;
    if (ratio < 1.0 - kEps) return (hi - s1) / d * 100.0;
    if (ratio > 1.0 + kEps) return s1 / d * 100.0;
    const double spread = std::fabs(2.0 * s1 - d) / d;
    // The paper (App. E, Eq. 1) and the released code are complements of each other at R = 1.
    return paperMode ? spread * 100.0 : (1.0 - spread) * 100.0;
}

const HumanView& GuessAverageGame::humanView() const {
    static const GuessAverageView view;
    return view;
}

}  // namespace nashlab::engine::games
