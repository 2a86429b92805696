#pragma once
// One ConnectFour game. Every move is a round: the seat to move answers {"column": 1–7}, its disc
// falls to the lowest empty cell; a forfeit (null) passes the turn, and {"concede": true} (the
// lose_game fallback) loses at once. Payoffs come in the last round: +1 / −1 for four in a line or
// a concession, 0 each for a full board or a game cut off by the round cap.
#include <optional>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/connect_four/connect_four_board.h"

namespace nashlab::engine::games {

class ConnectFourState final : public State {
public:
    explicit ConnectFourState(GameSetup setup);

    void fillActingSeats(std::vector<int>& seats) const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int /*seat*/) const override { return nullptr; }  // no solver: the catalogue has none
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    Json concession(int seat) const override;

    /// How the game ended (None while it goes on).
    enum class End { None, Four, FullBoard, Conceded, Cap };
    /// "four", "full_board", "conceded", "cap" or null, as the record writes it.
    static Json endName(End end);

    // Typed reads for the bots and tests.
    const c4::Board& board() const { return m_board; }
    int toMove() const { return m_toMove; }
    End end() const { return m_end; }
    /// The winning seat, or −1 (a draw, or not over).
    int winner() const { return m_winner; }
    /// With End::Four: the cells of the line made.
    const std::vector<int>& line() const { return m_line; }
    bool positionHint() const { return m_positionHint; }
    bool transposed() const { return m_transposed; }

private:
    enum class Kind : signed char { Placed, Passed, Conceded };
    struct Move {
        int seat = 0;
        int col = -1;  ///< Placed only (0-based)
        int row = -1;  ///< where the disc landed, row 0 the top
        Kind kind = Kind::Placed;
        End end = End::None;  ///< how the game stood after this move
        int winner = -1;
    };

    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override { describeRoundParts(round, kAllRoundParts); }
    /// Only the parts asked for: a scorer reads the public report alone, and the reference (a
    /// solver's move) is not worked out for it.
    void describeRoundParts(RoundOutcome& round, unsigned parts) const override;
    /// The board after move `index` (0-based), replayed from the moves.
    c4::Board boardAfter(std::size_t index) const;
    static Json moveAction(int col);

    c4::Board m_board{};
    int m_toMove = 0;
    End m_end = End::None;
    int m_winner = -1;
    std::vector<int> m_line;
    bool m_positionHint = true;
    bool m_transposed = false;
    std::vector<Move> m_moves;
};

}  // namespace nashlab::engine::games
