// Built-in strategies for tictactoe, reading the board through TictactoeState's accessors.
// random: a uniformly random empty cell. greedy: completes its own line if it can, else blocks the
// opponent's, else plays at random. minimax: perfect play from the solved table, drawing at random
// among the best moves (so it never loses, and still varies its games).
#include "engine/games/bot_answer.h"
#include "engine/games/tictactoe/tictactoe_game.h"
#include "engine/games/tictactoe/tictactoe_solver.h"
#include "engine/games/tictactoe/tictactoe_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using namespace ttt;
using grid::pick;

void play(int cell, Json& action) {
    static const std::string kRow = "row";
    static const std::string kCol = "col";
    if (!action.is_object() || action.size() != 2 || !action.contains(kRow) || !action.contains(kCol))
        action = Json::object();
    action[kRow] = rowOf(cell);
    action[kCol] = colOf(cell);
}

}  // namespace

std::vector<StrategyInfo> TictactoeGame::strategies() const {
    return {
        {"random", "Marks a uniformly random empty cell.", {}},
        {"greedy",
         "Completes its own line when it can, otherwise blocks the opponent's line, otherwise marks a random "
         "empty cell.",
         {}},
        {"minimax", "Perfect play (the solved game): never loses; picks at random among equally good moves.", {}},
    };
}

Result<std::unique_ptr<Seat>> TictactoeGame::makeBot(const std::string& strategy, const Json& /*options*/,
                                                     const BotContext& /*context*/) const {
    BotSeat::Writer writer;
    if (strategy == "random") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            play(pick(emptyCells(stateOf<TictactoeState>(req).board()), rng), action);
        };
    } else if (strategy == "greedy") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const Board& board = stateOf<TictactoeState>(req).board();
            const Mark mine = markOfSeat(req.seat);
            int cell = completingCell(board, mine);
            if (cell < 0) cell = completingCell(board, opponentOf(mine));
            if (cell < 0) cell = pick(emptyCells(board), rng);
            play(cell, action);
        };
    } else if (strategy == "minimax") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            play(pick(bestMoves(stateOf<TictactoeState>(req).board(), markOfSeat(req.seat)), rng), action);
        };
    } else {
        return Error::make("unknown_strategy", "tictactoe has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(writer)));
}

}  // namespace nashlab::engine::games
