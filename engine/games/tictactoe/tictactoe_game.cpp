#include "engine/games/tictactoe/tictactoe_game.h"

#include "engine/games/board_game_view.h"
#include "engine/games/tictactoe/tictactoe_state.h"

namespace nashlab::engine::games {

namespace {

GameInfo tictactoeInfo() {
    GameInfo info;
    info.id = "tictactoe";
    info.title = "TicTacToe";
    info.source = "LLMArena, Chen et al. 2024, 'TicTacToe' (THU-BPM/LLMArena, PettingZoo tictactoe_v3)";
    info.summary =
        "Two players take turns marking a cell of a 3×3 grid, X first. Three marks in a row, column or diagonal "
        "win; a full board without a line is a draw. Perfect play by both sides draws.";
    info.seats = {2, 2, 2};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    info.charts = kPayoffPaths;
    info.supportsLoseGame = true;
    return info;
}

}  // namespace

TictactoeGame::TictactoeGame() : Game(tictactoeInfo()) {}

std::vector<ParamSpec> TictactoeGame::params() const {
    return {
        {"position_hint",
         "List the empty cells",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "Whether each prompt lists the cells a mark may go on (LLMArena's position hint; off is the paper's "
         "'w/o hint' ablation, Table 2)."},
    };
}

// One move per round. Nine moves fill the board; twice that leaves room for passes (a forfeited
// turn), so the cap never cuts a game that forfeits play out.
int TictactoeGame::defaultRounds(const Json& /*params*/) const { return 18; }

Result<std::unique_ptr<State>> TictactoeGame::newState(const GameSetup& setup) const {
    if (setup.numSeats != 2)
        return Error::make("invalid_seats", "tictactoe needs exactly 2 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<TictactoeState>(setup));
}

const HumanView& TictactoeGame::humanView() const {
    static const BoardGameView view(3, 3, false);
    return view;
}

}  // namespace nashlab::engine::games
