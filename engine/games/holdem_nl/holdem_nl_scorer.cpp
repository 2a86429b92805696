// Scores of holdem_nl (LLMArena, seed 004 §1.3, §2.3): per seat the chips won or lost, win / draw /
// loss (a split pot is a draw, as RecordWinner counts equal rewards), whether it folded or went to
// a showdown and with what hand, its mix of the five actions and its illegal-move rate. LLMArena
// ranks by TrueSkill over many hands: a tournament's work, not one hand's.
#include <array>

#include "engine/games/holdem_nl/holdem_nl_game.h"
#include "engine/games/holdem_nl/holdem_nl_state.h"
#include "engine/games/two_seat_result.h"

namespace nashlab::engine::games {

Json HoldemGame::score(const PlayedSession& session) const {
    std::array<double, 2> payoff{0.0, 0.0};
    std::array<std::array<int, 5>, 2> mix{};
    std::array<int, 2> forfeits{0, 0};
    int actions = 0, pot = 0, conceder = -1;
    Json end = nullptr, winner = nullptr, stage = "preflop", hands = nullptr;
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        const auto seat = pub.at("seat").get<std::size_t>();
        for (std::size_t i = 0; i < 2 && i < r.payoffs.size(); ++i) payoff[i] += r.payoffs[i];
        ++actions;
        const auto move = holdem::moveFromName(pub.at("action").get<std::string>());
        if (pub.at("conceded").get<bool>())
            conceder = static_cast<int>(seat);
        else if (move)
            ++mix.at(seat)[static_cast<std::size_t>(*move)];
        if (pub.at("forfeited").get<bool>()) ++forfeits.at(seat);
        pot = pub.at("pot").get<int>();
        stage = pub.at("stage");
        end = pub.at("end");
        winner = pub.at("winner");
        if (pub.at("showdown").is_object()) hands = pub.at("showdown").at("hands");
    }
    const bool over = !end.is_null();
    const int win = winner.is_number_integer() ? winner.get<int>() : -1;
    AnswerTotals answers;
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        Json entry = twoSeatResult(session, i, win, over, conceder, answers);
        Json mixJson = Json::object();
        for (holdem::Move m : holdem::kMoves) mixJson[holdem::moveName(m)] = mix[i][static_cast<std::size_t>(m)];
        const bool lost = win >= 0 && win != static_cast<int>(i);
        entry["payoff"] = payoff[i];
        entry["chips_won"] = payoff[i];
        entry["folded"] = (end == "fold" || end == "conceded") && lost ? 1 : 0;
        entry["showdown"] = end == "showdown" ? 1 : 0;
        entry["hand"] = hands.is_array() ? hands.at(i) : Json();
        entry["actions"] = std::move(mixJson);
        entry["forfeits"] = forfeits[i];
        perSeat.push_back(std::move(entry));
    }
    return {{"scores", Json::object()},
            {"metrics",
             {{"actions", actions},
              {"end", end},
              {"winner", winner},
              {"final_pot", pot},
              {"last_stage", stage},
              {"ended_by_illegal_move", conceder >= 0 ? 1 : 0},
              {"invalid_attempts", answers.invalid},
              {"illegal_move_rate", answers.illegalMoveRate()}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
