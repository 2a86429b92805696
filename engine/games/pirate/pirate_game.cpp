#include "engine/games/pirate/pirate_game.h"

#include "engine/games/pirate/pirate_state.h"
#include "engine/games/pirate/pirate_view.h"

namespace nashlab::engine::games {
namespace {

GameInfo pirateInfo() {
    GameInfo info;
    info.id = "pirate";
    info.title = "Pirate game";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'Pirate Game' (CUHK-ARISE/GAMABench); Stewart, 'A puzzle for "
        "pirates', Scientific American 1999";
    info.summary =
        "Ranked pirates share a chest of gold. The most senior pirate still aboard proposes a split and everyone "
        "votes; with at least half in favour (the proposer included) the split is carried out, otherwise the "
        "proposer is thrown overboard and the next one proposes. In equilibrium the proposer buys just enough "
        "votes with one coin each.";
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

PirateGame::PirateGame() : Game(pirateInfo()) {}

std::vector<ParamSpec> PirateGame::params() const {
    return {
        {"gold",
         "Gold coins",
         ParamKind::Int,
         100,
         1,
         1000000,
         {},
         "Coins to share (γ-Bench 100; Table 9 uses 4, 5, 100 and 400)."},
    };
}

// Only a cap: the game ends by itself after at most N − 1 proposals, so 20 never binds for the
// largest table (γ-Bench's run(10) with 10 pirates is the same game).
int PirateGame::defaultRounds(const Json& /*params*/) const { return 20; }

Result<std::unique_ptr<State>> PirateGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "pirate needs between 2 and 20 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<PirateState>(setup));
}

std::string pirateName(int seat) { return "pirate_" + std::to_string(seat + 1); }

std::vector<int> stewartPlan(int remaining, int gold) {
    std::vector<int> plan(static_cast<std::size_t>(remaining), 0);
    int left = gold;
    for (int offset = 2; offset < remaining && left > 0; offset += 2) {
        plan[static_cast<std::size_t>(offset)] = 1;
        --left;
    }
    if (remaining > 0) plan[0] = left;
    return plan;
}

bool pirateOptimalAccept(int offered, int offset) {
    if (offered >= 2) return true;
    if (offered == 1) return offset % 2 == 0;
    return false;
}

bool pirateVoteCorrect(int offered, int offset, bool accepted, VoteCredit credit) {
    if (offered >= 2) return accepted;
    if (offered <= 0) return !accepted;
    if (offset % 2 == 0) return accepted;
    return credit == VoteCredit::Paper && !accepted;  // the released code never credits this case
}

const HumanView& PirateGame::humanView() const {
    static const PirateView view;
    return view;
}

}  // namespace nashlab::engine::games
