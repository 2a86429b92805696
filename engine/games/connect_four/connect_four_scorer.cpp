// Scores of connect_four (LLMArena, seed 004 §1.2, §2.3, §2.4): what board_game_score.h gives both
// board games (win / draw / loss, illegal-move rate, moves to the end), plus the paper's per-move
// board-value reward R = V(s') − V(s) (connect_four_value.h), replayed from the moves the public
// reports hold, averaged per seat over the moves it placed (the paper's Figure 2 is per game).
#include <stdexcept>

#include "engine/games/board_game_score.h"
#include "engine/games/connect_four/connect_four_game.h"
#include "engine/games/connect_four/connect_four_value.h"

namespace nashlab::engine::games {

Json ConnectFourGame::score(const PlayedSession& session) const {
    using namespace c4;
    Json result = boardGameScore(session, {"X", "O"});
    Board board{};
    std::array<double, 2> rewardSum{0.0, 0.0};
    std::array<int, 2> rewarded{0, 0};
    Json perMove = Json::array();
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        if (pub.at("column").is_null()) {  // a pass or a concession moves no disc and earns no reward
            perMove.push_back(nullptr);
            continue;
        }
        const auto seat = pub.at("seat").get<std::size_t>();
        const Mark mark = markOfSeat(static_cast<int>(seat));
        const int before = boardValue(board, mark);
        // A record edited by hand may place a disc off the board or name a third seat: an error the
        // caller reports, not a stray write.
        const int row = pub.at("row").get<int>() - 1, column = pub.at("column").get<int>() - 1;
        if (row < 0 || row >= kRows || column < 0 || column >= kCols)
            throw std::out_of_range("a move off the board in round " + std::to_string(r.round));
        board.at(static_cast<std::size_t>(cellOf(row, column))) = mark;
        const int reward = boardValue(board, mark) - before;
        rewardSum.at(seat) += reward;
        ++rewarded.at(seat);
        perMove.push_back(reward);
    }
    for (std::size_t i = 0; i < 2; ++i)
        result["per_seat"][i]["board_value_reward"] = rewarded[i] > 0 ? Json(rewardSum[i] / rewarded[i]) : Json();
    result["metrics"]["board_value_reward_per_move"] = std::move(perMove);
    return result;
}

}  // namespace nashlab::engine::games
