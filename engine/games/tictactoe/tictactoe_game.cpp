#include "engine/games/tictactoe/tictactoe_game.h"

#include "engine/games/board_game_view.h"
#include "engine/games/tictactoe/tictactoe_state.h"

namespace nashlab::engine::games {

std::string TictactoeGame::source() const {
    return "LLMArena, Chen et al. 2024, 'TicTacToe' (THU-BPM/LLMArena, PettingZoo tictactoe_v3)";
}

std::string TictactoeGame::summary() const {
    return "Two players take turns marking a cell of a 3×3 grid, X first. Three marks in a row, column or diagonal "
           "win; a full board without a line is a draw. Perfect play by both sides draws.";
}

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
