// Scores of bargain (LLMArena, seed 004 §1.5, §2.3): per seat the reward (own value of its share
// minus the other's value of theirs), its own value secured (0–10; 0 without a deal), deal or no
// deal, win / draw / loss (the higher own value secured wins, as LLMArena's RecordWinner ranks
// rewards; no deal is a draw; a concession loses) and its illegal-move rate. The session's
// "agreement" (1 with a deal, else 0) averages over sessions into the deal rate; rounds_to_deal
// (bargaining rounds, null without a deal) into the average rounds to a deal. LLMArena rates
// players by TrueSkill over many games: a tournament's work.
#include <array>

#include "engine/games/bargain/bargain_game.h"

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
    int invalidTotal = 0, decisionTotal = 0;
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        invalidTotal += invalid;
        decisionTotal += decisions;
        const bool won = win == static_cast<int>(i), lost = win >= 0 && !won, drawn = over && win < 0;
        perSeat.push_back({{"seat", i},
                           {"result", won     ? "win"
                                      : lost  ? "loss"
                                      : drawn ? "draw"
                                              : "unfinished"},
                           {"win", won ? 1 : 0},
                           {"draw", drawn ? 1 : 0},
                           {"loss", lost ? 1 : 0},
                           {"payoff", reward[i]},
                           {"reward", reward[i]},
                           {"value_secured", secured[i]},
                           {"deals", dealt ? 1 : 0},
                           {"no_deals", over && !dealt ? 1 : 0},
                           {"proposals", proposals[i]},
                           {"forfeits", forfeits[i]},
                           {"lost_by_illegal_move", conceder == static_cast<int>(i) ? 1 : 0},
                           {"invalid_attempts", invalid},
                           {"illegal_move_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}});
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
              {"invalid_attempts", invalidTotal},
              {"illegal_move_rate", decisionTotal > 0 ? static_cast<double>(invalidTotal) / decisionTotal : 0.0}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
