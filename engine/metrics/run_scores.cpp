#include "engine/metrics/run_scores.h"

#include <algorithm>
#include <map>

#include "engine/metrics/summary_stats.h"
#include "engine/metrics/trueskill.h"

namespace nashlab::engine {

Result<Json> scoreRun(const RunRecord& run, const GameRegistry& registry) {
    const std::string gameId = run.spec.value("game", "");
    auto game = registry.get(gameId);
    if (!game) return game.error();

    Json sessions = Json::array();
    std::map<std::string, std::vector<double>> scoreValues;
    std::map<std::size_t, std::map<std::string, std::vector<double>>> seatValues;  // seat -> metric -> values
    int incomplete = 0;
    std::vector<std::vector<double>> finalPayoffs;  // per finished session, in run order: one TrueSkill match each
    for (const auto& s : run.sessions) {
        if (s.started.is_null()) continue;
        if (!s.isFinished()) ++incomplete;
        if (s.isFinished() && !s.rounds.empty()) finalPayoffs.push_back(s.rounds.back().cumulative);
        const Json result = game.value()->score(s.played());
        sessions.push_back({{"session", s.id},
                            {"finished", s.isFinished()},
                            {"rounds", s.rounds.size()},
                            {"scores", result.value("scores", Json::object())},
                            {"metrics", result.value("metrics", Json::object())},
                            {"per_seat", result.value("per_seat", Json::array())}});
        const Json sessionScores = result.value("scores", Json::object());
        for (const auto& [mode, value] : sessionScores.items())
            if (value.is_number()) scoreValues[mode].push_back(value.get<double>());
        const Json perSeat = result.value("per_seat", Json::array());
        for (std::size_t i = 0; i < perSeat.size(); ++i)
            for (const auto& [metric, value] : perSeat[i].items())
                if (value.is_number() && metric != "seat") seatValues[i][metric].push_back(value.get<double>());
    }

    Json scores = Json::object();
    Json stats = Json::object();
    for (const auto& [mode, values] : scoreValues) {
        const Summary sum = summarize(values);
        scores[mode] = sum.mean;
        stats[mode] = sum.toJson();
    }
    int numSeats = 0;
    for (const auto& p : finalPayoffs) numSeats = std::max(numSeats, static_cast<int>(p.size()));
    const std::vector<TrueSkillRating> ratings = rateMatches(numSeats, finalPayoffs);
    Json seats = Json::array();
    const Json specSeats = run.spec.value("seats", Json::array());
    for (const auto& [seat, metrics] : seatValues) {
        Json entry = {{"seat", seat}};
        if (seat < specSeats.size()) {
            entry["name"] = specSeats[seat].value("name", "");
            entry["type"] = specSeats[seat].value("type", "");
            if (specSeats[seat].contains("strategy")) entry["strategy"] = specSeats[seat]["strategy"];
            if (specSeats[seat].contains("model")) entry["model"] = specSeats[seat]["model"];
        }
        for (const auto& [metric, values] : metrics) entry[metric] = summarize(values).toJson();
        // Free-for-all TrueSkill over the finished sessions, ranked by final payoff (ties = draws).
        if (seat < ratings.size()) {
            entry["mu"] = ratings[seat].mu;
            entry["sigma"] = ratings[seat].sigma;
        }
        seats.push_back(entry);
    }
    return Json{{"run", run.dir},
                {"game", gameId},
                {"sessions", sessions},
                {"scores", scores},
                {"score_stats", stats},
                {"seats", seats},
                {"incomplete_sessions", incomplete},
                {"torn_tail", run.tornTail}};
}

}  // namespace nashlab::engine
