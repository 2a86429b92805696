#pragma once
// What a person reads in the two-player board games (tictactoe, connect_four): a move as
// "row 2, column 3" or "column 4", the round header as the move and the result, never the board
// rows (the window draws the board). One view for both: their round reports share their keys.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class BoardGameView final : public HumanView {
public:
    /// A board of `rows` × `cols`; with `gravity` a move names a column.
    BoardGameView(int rows, int cols, bool gravity) {
        m_shown.kind = Presentation::Kind::GridBoard;
        m_shown.rows = rows;
        m_shown.cols = cols;
        m_shown.gravity = gravity;
        m_shown.boardTournament = true;
    }
    Presentation presentation() const override { return m_shown; }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;

private:
    Presentation m_shown;
};

}  // namespace nashlab::engine::games
