#pragma once
// One TicTacToe game. Every move is a round: the seat to move answers {"row", "col"} (1-based),
// a forfeit (null) passes the turn, and {"concede": true} (the lose_game fallback) loses at once.
// Payoffs come in the last round: +1 / −1 for a line or a concession, 0 each for a full board or
// a game cut off by the round cap. The play is GridBoardState's; this is TicTacToe's own part.
#include <vector>

#include "engine/games/grid_board.h"
#include "engine/games/tictactoe/tictactoe_board.h"

namespace nashlab::engine::games {

/// TicTacToe's grid, as GridBoardState reads it.
struct TictactoeGrid {
    static constexpr const char* kGame = "tictactoe";
    static constexpr int kRows = 3;
    static constexpr int kCols = 3;
    static constexpr int kLine = 3;
    /// How the game ended (None while it goes on).
    enum class End { None, Line, FullBoard, Conceded, Cap };
    static constexpr End kLineEnd = End::Line;
    static constexpr const char* kLineWord = "line";
};

class TictactoeState final : public GridBoardState<TictactoeGrid> {
public:
    explicit TictactoeState(GameSetup setup) : GridBoardState(std::move(setup)) {}

    ActionSpec actionSpec(int seat) const override;
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    /// With End::Line: the index in ttt::kLines of the line made (−1 otherwise).
    int line() const;

private:
    Status checkPlacement(const Json& action) const override;
    int landingCell(const Json& action) const override;
    Json moveAction(int cell) const override;
    std::vector<int> legalCells() const override;
    void describeBoard(Json& situation) const override;
};

}  // namespace nashlab::engine::games
