#pragma once
// What the two LLMArena board games (tictactoe, connect_four) score alike, from the public report
// each move writes ({"seat", "passed", "conceded", "end", "winner"}): win / draw / loss per seat,
// the illegal-move rate (rejected answers per answer given, as the record counts them), whether the
// game was lost by an unusable answer (the lose_game fallback), and the moves to the end.
#include <array>
#include <string>

#include "engine/game/round_outcome.h"
#include "engine/games/two_seat_result.h"

namespace nashlab::engine::games {

/// {"scores": {}, "metrics": {...}, "per_seat": [{...}, {...}]}; `marks` names each seat's mark.
inline Json boardGameScore(const PlayedSession& session, const std::array<const char*, 2>& marks) {
    std::array<double, 2> payoff{0.0, 0.0};
    std::array<int, 2> placed{0, 0}, passes{0, 0};
    int moves = 0, conceder = -1, winner = -1;
    Json end = nullptr;
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        const auto seat = pub.at("seat").get<std::size_t>();
        for (std::size_t i = 0; i < 2 && i < r.payoffs.size(); ++i) payoff[i] += r.payoffs[i];
        ++moves;
        // at(), not []: a record edited by hand may name a third seat (an error, not a stray write).
        if (pub.at("passed").get<bool>())
            ++passes.at(seat);
        else if (pub.at("conceded").get<bool>())
            conceder = static_cast<int>(seat);
        else
            ++placed.at(seat);
        end = pub.at("end");
        winner = pub.at("winner").is_null() ? -1 : pub.at("winner").get<int>();
    }
    const bool over = !end.is_null();
    AnswerTotals answers;
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        Json entry = twoSeatResult(session, i, winner, over, conceder, answers);
        entry["mark"] = marks[i];
        entry["payoff"] = payoff[i];
        entry["marks_placed"] = placed[i];
        entry["passes"] = passes[i];
        perSeat.push_back(std::move(entry));
    }
    return {{"scores", Json::object()},
            {"metrics",
             {{"moves", moves},
              {"end", end},
              {"winner", winner >= 0 ? Json(winner) : Json()},
              {"ended_by_illegal_move", conceder >= 0 ? 1 : 0},
              {"invalid_attempts", answers.invalid},
              {"illegal_move_rate", answers.illegalMoveRate()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
