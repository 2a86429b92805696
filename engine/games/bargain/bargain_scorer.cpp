// Scores of bargain (LLMArena, seed 004 §1.5, §2.3): per seat the reward (own value of its share
// minus the other's value of theirs), its own value secured (0–10; 0 without a deal), deal or no
// deal, win / draw / loss (the higher own value secured wins, as LLMArena's RecordWinner ranks
// rewards; no deal is a draw; a concession loses) and its illegal-move rate. The session's
// "agreement" (1 with a deal, else 0) averages over sessions into the deal rate; rounds_to_deal
// (bargaining rounds, null without a deal) into the average rounds to a deal. LLMArena rates
// players by TrueSkill over many games: a tournament's work.
#include <array>

#include "engine/games/bargain/bargain_game.h"
#include "engine/games/two_seat_result.h"

namespace nashlab::engine::games {

Json BargainGame::score(const PlayedSession& session) const {
    std::array<double, 2> reward{0.0, 0.0};
    std::array<int, 2> proposals{0, 0}, forfeits{0, 0}, secured{0, 0};
    int turns = 0, lastRound = 0, conceder = -1;
    Json end = nullptr, winner = nullptr;
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        const auto seat = pub.at("seat").get<std::size_t>() % 2;
        for (std::size_t i = 0; i < 2 && i < r.payoffs.size(); ++i) reward[i] += r.payoffs[i];
        ++turns;
        lastRound = pub.at("bargaining_round").get<int>();
        if (pub.at("move") == "propose") ++proposals[seat];
        if (pub.at("forfeited").get<bool>()) ++forfeits[seat];
        if (pub.at("move") == "concede") conceder = static_cast<int>(seat);
        end = pub.at("end");
        winner = pub.at("winner");
        if (pub.at("value_secured").is_array())
            for (std::size_t i = 0; i < 2; ++i) secured[i] = pub.at("value_secured").at(i).get<int>();
    }
    const bool over = !end.is_null();
    const bool dealt = end == "deal";
    const int win = winner.is_number_integer() ? winner.get<int>() : -1;
    AnswerTotals answers;
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        Json entry = twoSeatResult(session, i, win, over, conceder, answers);
        entry["payoff"] = reward[i];
        entry["reward"] = reward[i];
        entry["value_secured"] = secured[i];
        entry["deals"] = dealt ? 1 : 0;
        entry["no_deals"] = over && !dealt ? 1 : 0;
        entry["proposals"] = proposals[i];
        entry["forfeits"] = forfeits[i];
        perSeat.push_back(std::move(entry));
    }
    return {{"scores", {{"agreement", dealt ? 1.0 : 0.0}}},
            {"metrics",
             {{"deal_rate", dealt ? 1.0 : 0.0},
              {"rounds_to_deal", dealt ? Json(lastRound) : Json()},
              {"turns", turns},
              {"bargaining_rounds", lastRound},
              {"end", end},
              {"winner", winner},
              {"value_secured", Json::array({secured[0], secured[1]})},
              {"ended_by_illegal_move", conceder >= 0 ? 1 : 0},
              {"invalid_attempts", answers.invalid},
              {"illegal_move_rate", answers.illegalMoveRate()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
