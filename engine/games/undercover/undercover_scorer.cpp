// Scores of undercover (seed 004 §1.4, §2.3). LLMArena's metric is the evaluated model's win rate
// as the undercover: per seat, the role it had, whether it won, and `undercover_win` (1 or 0) only
// on the undercover's row, so that averaging a seat over sessions gives its win rate in that role.
// The paper's guess rate (004 §2.4, opponent modelling): a vote may carry a guess of the word most
// of the other players hold; `undercover_guess` is 1 when one of the undercover's guesses named
// the civilians' word (case and spaces aside), 0 when it guessed and missed, absent when it never
// guessed. (For the undercover the paper's strict and loose guess coincide: the others share one
// word.) The description rate needs a judge of whether a clue describes a word: not computed.
#include <algorithm>

#include "engine/games/undercover/undercover_game.h"
#include "engine/games/undercover/undercover_words.h"

namespace nashlab::engine::games {

Json UndercoverGame::score(const PlayedSession& session) const {
    const std::size_t n = session.rounds.empty() ? 0 : session.rounds.front().payoffs.size();
    std::vector<double> payoff(n, 0.0);
    std::vector<int> clues(n, 0), passes(n, 0), votesAgainst(n, 0), outInRound(n, 0);
    Json end = nullptr;
    int undercover = -1, gameRounds = 0;
    std::string civilianWord;
    std::vector<std::vector<std::string>> guesses(n);
    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        for (std::size_t s = 0; s < n && s < r.payoffs.size(); ++s) payoff[s] += r.payoffs[s];
        gameRounds = std::max(gameRounds, pub.value("game_round", 0));
        if (pub.value("step", std::string()) == "clue") {
            const auto seat = pub.value("seat", std::size_t{0});
            if (seat < n) ++(pub.value("passed", false) ? passes : clues)[seat];
        } else if (pub.contains("tally")) {
            for (std::size_t s = 0; s < n && s < pub["tally"].size(); ++s)
                votesAgainst[s] += pub["tally"][s].get<int>();
            const int out = pub.value("eliminated", -1);
            if (out >= 0 && static_cast<std::size_t>(out) < n)
                outInRound[static_cast<std::size_t>(out)] = pub.value("game_round", 0);
        }
        if (pub.contains("end") && !pub["end"].is_null()) end = pub["end"];
        if (pub.contains("undercover")) undercover = pub["undercover"].get<int>();
        if (pub.contains("words") && pub["words"].is_object())
            civilianWord = pub["words"].value("civilian", std::string());
        for (std::size_t s = 0; s < n && s < r.actions.size(); ++s)
            if (r.actions[s].is_object() && r.actions[s].contains("guess") && r.actions[s]["guess"].is_string())
                guesses[s].push_back(r.actions[s]["guess"].get<std::string>());
    }
    const auto same = [](const std::string& a, const std::string& b) {
        const auto fold = [](const std::string& t) {
            const auto first = t.find_first_not_of(' '), last = t.find_last_not_of(' ');
            return first == std::string::npos ? std::string() : undercover::foldCase(t.substr(first, last - first + 1));
        };
        return !a.empty() && fold(a) == fold(b);
    };
    const bool decided = end == "civilians" || end == "undercover";
    Json perSeat = Json::array();
    for (std::size_t s = 0; s < n; ++s) {
        const bool isUndercover = static_cast<int>(s) == undercover;
        const bool won = decided && payoff[s] > 0;
        Json row = {{"seat", s},
                    {"role", undercover < 0 ? Json() : Json(isUndercover ? "undercover" : "civilian")},
                    {"payoff", payoff[s]},
                    {"win", won ? 1 : 0},
                    {"clues", clues[s]},
                    {"passes", passes[s]},
                    {"votes_against", votesAgainst[s]},
                    {"voted_out_in_round", outInRound[s] > 0 ? Json(outInRound[s]) : Json()}};
        row["guesses"] = guesses[s].size();
        if (isUndercover) {
            row["undercover_win"] = won ? 1 : 0;
            if (!guesses[s].empty() && !civilianWord.empty())
                row["undercover_guess"] = std::any_of(guesses[s].begin(), guesses[s].end(),
                                                      [&](const std::string& g) { return same(g, civilianWord); })
                                              ? 1
                                              : 0;
        }
        perSeat.push_back(std::move(row));
    }
    Json scores = Json::object();
    if (decided) scores["undercover_win"] = end == "undercover" ? 1 : 0;
    if (undercover >= 0 && static_cast<std::size_t>(undercover) < n &&
        perSeat[static_cast<std::size_t>(undercover)].contains("undercover_guess"))
        scores["undercover_guess"] = perSeat[static_cast<std::size_t>(undercover)]["undercover_guess"];
    return {{"scores", scores},
            {"metrics",
             {{"end", end},
              {"winner", decided ? end : Json()},
              {"undercover_seat", undercover >= 0 ? Json(undercover) : Json()},
              {"game_rounds", gameRounds}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
