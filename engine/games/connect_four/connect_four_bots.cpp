// Built-in strategies for connect_four, reading the board through ConnectFourState's accessors.
// random: a uniformly random open column. greedy: makes four if it can, else blocks the opponent's
// four, else plays at random. alphabeta: the search in connect_four_search.h to `depth` plies,
// drawing at random among the columns it scores best.
#include "engine/games/bot_answer.h"
#include "engine/games/connect_four/connect_four_game.h"
#include "engine/games/connect_four/connect_four_search.h"
#include "engine/games/connect_four/connect_four_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using namespace c4;
using grid::pick;

void play(int col, Json& action) {
    static const std::string kColumn = "column";
    answerField(action, kColumn) = col + 1;
}

}  // namespace

std::vector<StrategyInfo> ConnectFourGame::strategies() const {
    return {
        {"random", "Drops its disc into a uniformly random open column.", {}},
        {"greedy",
         "Makes four in a line when it can, otherwise blocks the opponent's four, otherwise drops into a random "
         "open column.",
         {}},
        {"alphabeta",
         "Alpha–beta search to a fixed depth with a window-count evaluation; picks at random among the best "
         "columns.",
         {{"depth", "Search depth", ParamKind::Int, 6, 1, 10, {}, "Plies searched (its own move included)."}}},
    };
}

Result<std::unique_ptr<Seat>> ConnectFourGame::makeBot(const std::string& strategy, const Json& options,
                                                       const BotContext& /*context*/) const {
    BotSeat::Writer writer;
    if (strategy == "random") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            play(pick(openColumns(stateOf<ConnectFourState>(req).board()), rng), action);
        };
    } else if (strategy == "greedy") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const Board& board = stateOf<ConnectFourState>(req).board();
            const Mark mine = markOfSeat(req.seat);
            int col = completingColumn(board, mine);
            if (col < 0) col = completingColumn(board, opponentOf(mine));
            if (col < 0) col = pick(openColumns(board), rng);
            play(col, action);
        };
    } else if (strategy == "alphabeta") {
        const int depth = options.value("depth", 6);
        writer = [depth](const DecisionRequest& req, Rng& rng, Json& action) {
            play(pick(bestColumns(stateOf<ConnectFourState>(req).board(), markOfSeat(req.seat), depth), rng), action);
        };
    } else {
        return Error::make("unknown_strategy", "connect_four has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(writer)));
}

}  // namespace nashlab::engine::games
