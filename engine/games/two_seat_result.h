#pragma once
// The per-seat fields every two-seat LLMArena game scores alike (tictactoe, connect_four, hold'em,
// bargain): the seat's result (win, draw, loss or unfinished) and its answers (invalid attempts,
// the illegal-move rate as the record counts it, and whether an unusable answer lost the game).
#include <cstddef>

#include "engine/game/round_outcome.h"

namespace nashlab::engine::games {

/// The answers of a session's seats, summed (the session's own metrics).
struct AnswerTotals {
    int invalid = 0;
    int decisions = 0;
    double illegalMoveRate() const { return decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0; }
};

/// {"seat", "result", "win", "draw", "loss", "lost_by_illegal_move", "invalid_attempts",
/// "illegal_move_rate"} of `seat`; `winner` and `conceder` are -1 for none. A game adds its own
/// fields to the object. The seat's answers are added to `totals`.
inline Json twoSeatResult(const PlayedSession& session, std::size_t seat, int winner, bool over, int conceder,
                          AnswerTotals& totals) {
    const int invalid = seat < session.invalidAttempts.size() ? session.invalidAttempts[seat] : 0;
    const int decisions = seat < session.decisions.size() ? session.decisions[seat] : 0;
    totals.invalid += invalid;
    totals.decisions += decisions;
    const bool won = winner == static_cast<int>(seat), lost = winner >= 0 && !won, drawn = over && winner < 0;
    return {{"seat", seat},
            {"result", won     ? "win"
                       : lost  ? "loss"
                       : drawn ? "draw"
                               : "unfinished"},
            {"win", won ? 1 : 0},
            {"draw", drawn ? 1 : 0},
            {"loss", lost ? 1 : 0},
            {"lost_by_illegal_move", conceder == static_cast<int>(seat) ? 1 : 0},
            {"invalid_attempts", invalid},
            {"illegal_move_rate", AnswerTotals{invalid, decisions}.illegalMoveRate()}};
}

}  // namespace nashlab::engine::games
