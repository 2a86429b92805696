#include "engine/tournament/tournament_report.h"

#include <algorithm>
#include <numeric>

#include "engine/core/rng.h"
#include "engine/metrics/bradley_terry.h"

namespace nashlab::engine {
namespace {

// One virtual draw per entrant against the anchor: finite strengths for unbeaten entrants (a
// bot that never loses is common), negligible once an entrant has played tens of games.
constexpr double kReportPriorDraws = 1.0;

Json environmentTable(const TournamentSpec& spec, const Standings& standings, int env) {
    std::vector<PairResult> games;
    for (const auto& r : standings.results())
        if (r.environment == env) games.push_back({r.first, r.second, r.scoreFirst});
    const int n = static_cast<int>(spec.entrants.size());
    const auto bt =
        bradleyTerryBootstrap(n, games, spec.bootstrapResamples,
                              mixSeed({spec.seed, static_cast<std::uint64_t>(env), 0x6274u}), kReportPriorDraws);
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    // Leaderboard order: μ, highest first (ties keep the spec's order).
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return standings.at(env, a).rating.mu > standings.at(env, b).rating.mu; });
    Json rows = Json::array();
    for (int i : order) {
        const Standing& s = standings.at(env, i);
        const BtInterval& b = bt[static_cast<std::size_t>(i)];
        rows.push_back({{"name", spec.entrants[static_cast<std::size_t>(i)].name},
                        {"mu", s.rating.mu},
                        {"sigma", s.rating.sigma},
                        {"conservative", s.rating.mu - 3.0 * s.rating.sigma},
                        {"games", s.games},
                        {"wins", s.wins},
                        {"draws", s.draws},
                        {"losses", s.losses},
                        {"bradley_terry", {{"strength", b.strength}, {"ci95", {b.low, b.high}}}}});
    }
    return {{"environment", spec.environments[static_cast<std::size_t>(env)].name},
            {"game", spec.environments[static_cast<std::size_t>(env)].game},
            {"games", games.size()},
            {"entrants", rows}};
}

Json normalisedTable(const TournamentSpec& spec, const Standings& standings, int reference) {
    Json rows = Json::array();
    const int envs = static_cast<int>(spec.environments.size());
    for (int i = 0; i < static_cast<int>(spec.entrants.size()); ++i) {
        Json perEnv = Json::object();
        double sum = 0.0;
        for (int e = 0; e < envs; ++e) {
            const double value = 100.0 * standings.at(e, i).rating.mu / standings.at(e, reference).rating.mu;
            perEnv[spec.environments[static_cast<std::size_t>(e)].name] = value;
            sum += value;
        }
        rows.push_back({{"name", spec.entrants[static_cast<std::size_t>(i)].name},
                        {"environments", perEnv},
                        {"average", sum / envs}});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Json& a, const Json& b) {
        return a["average"].get<double>() > b["average"].get<double>();
    });
    return {{"reference", spec.entrants[static_cast<std::size_t>(reference)].name},
            {"score", "trueskill_mu"},
            {"entrants", rows}};
}

}  // namespace

Result<Json> tournamentReport(const TournamentSpec& spec, const Standings& standings, const std::string& reference,
                              int plannedGames) {
    const int ref = reference.empty() ? 0 : spec.entrantIndex(reference);
    if (ref < 0) {
        std::string names;
        for (const auto& e : spec.entrants) names += (names.empty() ? "" : ", ") + e.name;
        return Error::make("invalid_value",
                           "--reference '" + reference + "' is not an entrant (entrants: " + names + ")");
    }
    Json envs = Json::array();
    for (int e = 0; e < static_cast<int>(spec.environments.size()); ++e)
        envs.push_back(environmentTable(spec, standings, e));
    return Json{{"kind", "tournament"},
                {"name", spec.name},
                {"pairing", toString(spec.pairing)},
                {"games_played", standings.results().size()},
                {"games_planned", plannedGames},
                {"bootstrap_resamples", spec.bootstrapResamples},
                {"bradley_terry_prior_draws", kReportPriorDraws},
                {"environments", envs},
                {"normalised", normalisedTable(spec, standings, ref)}};
}

}  // namespace nashlab::engine
