#include "engine/games/connect_four/connect_four_game.h"

#include "engine/games/board_game_view.h"
#include "engine/games/connect_four/connect_four_state.h"

namespace nashlab::engine::games {

namespace {

GameInfo connectFourInfo() {
    GameInfo info;
    info.id = "connect_four";
    info.title = "ConnectFour";
    info.source = "LLMArena, Chen et al. 2024, 'ConnectFour' (THU-BPM/LLMArena, PettingZoo connect_four_v3)";
    info.summary =
        "Two players take turns dropping a disc into one of seven columns of a 6×7 grid, X first; the disc "
        "falls to the lowest empty cell. Four discs in a row, column or diagonal win; a full board is a draw.";
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

ConnectFourGame::ConnectFourGame() : Game(connectFourInfo()) {}

std::vector<ParamSpec> ConnectFourGame::params() const {
    return {
        {"position_hint",
         "List the open columns",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "Whether each prompt lists the columns that are not full (LLMArena's position hint; off is the paper's "
         "'w/o hint' ablation, Table 2)."},
        {"board_text",
         "Board text",
         ParamKind::Choice,
         "rows",
         {},
         {},
         {"rows", "transposed"},
         "rows: the board as LLMArena prints it, top row first; transposed: one line per column, bottom cell first "
         "(the paper's row–column swapping, Table 3)."},
    };
}

// One move per round. 42 moves fill the board; twice that leaves room for passes (a forfeited
// turn), so the cap never cuts a game that forfeits play out.
int ConnectFourGame::defaultRounds(const Json& /*params*/) const { return 84; }

Result<std::unique_ptr<State>> ConnectFourGame::newState(const GameSetup& setup) const {
    if (setup.numSeats != 2)
        return Error::make("invalid_seats",
                           "connect_four needs exactly 2 seats, got " + std::to_string(setup.numSeats));
    return std::unique_ptr<State>(std::make_unique<ConnectFourState>(setup));
}

const HumanView& ConnectFourGame::humanView() const {
    static const BoardGameView view(6, 7, true);
    return view;
}

}  // namespace nashlab::engine::games
