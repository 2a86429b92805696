#pragma once
// One TicTacToe game. Every move is a round: the seat to move answers {"row", "col"} (1-based),
// a forfeit (null) passes the turn, and {"concede": true} (the lose_game fallback) loses at once.
// Payoffs come in the last round: +1 / −1 for a line or a concession, 0 each for a full board or
// a game cut off by the round cap.
#include <optional>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/tictactoe/tictactoe_board.h"

namespace nashlab::engine::games {

class TictactoeState final : public State {
public:
    explicit TictactoeState(GameSetup setup);

    void fillActingSeats(std::vector<int>& seats) const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int seat) const override;
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    Json concession(int seat) const override;

    /// How the game ended (None while it goes on).
    enum class End { None, Line, FullBoard, Conceded, Cap };

    // Typed reads for the bots and tests.
    const ttt::Board& board() const { return m_board; }
    int toMove() const { return m_toMove; }
    End end() const { return m_end; }
    /// The winning seat, or −1 (a draw, or not over).
    int winner() const { return m_winner; }
    /// With End::Line: the index in ttt::kLines of the line made.
    int line() const { return m_line; }
    bool positionHint() const { return m_positionHint; }
    /// "line", "full_board", "conceded", "cap" or null, as the record writes how a game ended.
    static Json endName(End end);

private:
    enum class Kind : signed char { Placed, Passed, Conceded };
    struct Move {
        int seat = 0;
        int cell = -1;  ///< Placed only
        Kind kind = Kind::Placed;
        End end = End::None;  ///< how the game stood after this move
        int winner = -1;
        int line = -1;
    };

    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override { describeRoundParts(round, kAllRoundParts); }
    /// Only the parts asked for: a scorer reads the public report alone, and the reference (a
    /// solver's move) is not worked out for it.
    void describeRoundParts(RoundOutcome& round, unsigned parts) const override;
    /// The board before move `index` (0-based), replayed from the moves.
    ttt::Board boardBefore(std::size_t index) const;
    Json referenceFor(const ttt::Board& board, int seat) const;
    static Json moveAction(int cell);

    ttt::Board m_board{};
    int m_toMove = 0;
    End m_end = End::None;
    int m_winner = -1;
    int m_line = -1;
    bool m_positionHint = true;
    std::vector<Move> m_moves;
};

}  // namespace nashlab::engine::games
