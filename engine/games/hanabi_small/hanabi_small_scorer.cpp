// Scores of hanabi_small (LLMArena, seed 004 §2.3, §2.4): the team score (both seats' payoffs add up
// to it: the fireworks' heights, 0 once the lives are gone), how the game ended, and the paper's
// action mix (its Figure 5: the shares of plays, discards and hints, "Reveal" there) per seat and
// for the team. Winners do not apply: both seats always get the same.
#include <array>
#include <stdexcept>

#include "engine/games/hanabi_small/hanabi_small_game.h"

namespace nashlab::engine::games {
namespace {

struct Mix {
    int plays = 0, misplays = 0, discards = 0, hints = 0, passes = 0;
    int moves() const { return plays + discards + hints; }
    double share(int n) const { return moves() > 0 ? static_cast<double>(n) / moves() : 0.0; }
    void add(const std::string& move, const Json& fits) {
        if (move == "play") {
            ++plays;
            misplays += fits.is_boolean() && !fits.get<bool>() ? 1 : 0;
        } else if (move == "discard") {
            ++discards;
        } else if (move == "hint_colour" || move == "hint_rank") {
            ++hints;
        } else {
            ++passes;
        }
    }
    void write(Json& j) const {
        j["plays"] = plays;
        j["misplays"] = misplays;
        j["discards"] = discards;
        j["hints"] = hints;
        j["passes"] = passes;
        j["share_play"] = share(plays);
        j["share_discard"] = share(discards);
        j["share_hint"] = share(hints);
    }
};

}  // namespace

Json HanabiSmallGame::score(const PlayedSession& session) const {
    std::array<Mix, 2> perSeat;
    Mix team;
    double total = 0;
    int turns = 0;
    Json last = Json::object();
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        const auto seat = pub.at("seat").get<std::size_t>();
        if (seat > 1)
            throw std::out_of_range("a turn by seat " + std::to_string(seat) + " in round " + std::to_string(r.round));
        const std::string move = pub.at("move").get<std::string>();
        perSeat[seat].add(move, pub.at("fits"));
        team.add(move, pub.at("fits"));
        if (!r.payoffs.empty()) total += r.payoffs.front();
        ++turns;
        last = pub;
    }
    Json metrics = {{"team_score", total},
                    {"turns", turns},
                    {"end", last.value("end", Json())},
                    {"fireworks", last.value("fireworks", Json())},
                    {"life_tokens_left", last.value("life_tokens", Json())},
                    {"info_tokens_left", last.value("info_tokens", Json())},
                    {"deck_left", last.value("deck_size", Json())}};
    team.write(metrics);
    Json seats = Json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        Json j = {{"seat", i}, {"payoff", total}};
        perSeat[i].write(j);
        seats.push_back(j);
    }
    return {{"scores", {{"team_score", total}}}, {"metrics", metrics}, {"per_seat", seats}};
}

}  // namespace nashlab::engine::games
