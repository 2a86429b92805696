#pragma once
// One ConnectFour game. Every move is a round: the seat to move answers {"column": 1–7}, its disc
// falls to the lowest empty cell; a forfeit (null) passes the turn, and {"concede": true} (the
// lose_game fallback) loses at once. Payoffs come in the last round: +1 / −1 for four in a line or
// a concession, 0 each for a full board or a game cut off by the round cap. The play is
// GridBoardState's; this is ConnectFour's own part.
#include <vector>

#include "engine/games/connect_four/connect_four_board.h"
#include "engine/games/grid_board.h"

namespace nashlab::engine::games {

/// ConnectFour's grid, as GridBoardState reads it.
struct ConnectFourGrid {
    static constexpr const char* kGame = "connect_four";
    static constexpr int kRows = c4::kRows;
    static constexpr int kCols = c4::kCols;
    static constexpr int kLine = 4;
    /// How the game ended (None while it goes on).
    enum class End { None, Four, FullBoard, Conceded, Cap };
    static constexpr End kLineEnd = End::Four;
    static constexpr const char* kLineWord = "four";
};

class ConnectFourState final : public GridBoardState<ConnectFourGrid> {
public:
    explicit ConnectFourState(GameSetup setup);

    ActionSpec actionSpec(int seat) const override;
    Json reference(int /*seat*/) const override { return nullptr; }  // no solver: the catalogue has none
    Json defaultAction(int seat) const override;

    bool transposed() const { return m_transposed; }

private:
    Status checkPlacement(const Json& action) const override;
    int landingCell(const Json& action) const override;
    Json moveAction(int cell) const override;
    std::vector<int> legalCells() const override;
    void describeBoard(Json& situation) const override;
    static Json columnAction(int col);

    bool m_transposed = false;
};

}  // namespace nashlab::engine::games
