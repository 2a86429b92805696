#include "engine/tournament/tournament_report.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/core/rng.h"
#include "engine/metrics/bradley_terry.h"

namespace nashlab::engine {
namespace {

// One virtual draw per entrant against the anchor: finite strengths for unbeaten entrants (a
// bot that never loses is common), negligible once an entrant has played tens of games.
constexpr double kReportPriorDraws = 1.0;

// The value an environment ranks by: μ for TrueSkill, else the mean per-game value.
double valueOf(const Environment& env, const Standing& s) {
    return env.metric == Metric::TrueSkill ? s.rating.mu : s.meanValue();
}

Json environmentTable(const TournamentSpec& spec, const Standings& standings, int env) {
    const Environment& environment = spec.environments[static_cast<std::size_t>(env)];
    std::vector<PairResult> games;
    int played = 0;
    for (const auto& r : standings.results()) {
        if (r.environment != env) continue;
        ++played;
        if (!r.solo) games.push_back({r.first, r.second, r.scoreFirst});
    }
    const int n = static_cast<int>(spec.entrants.size());
    std::vector<BtInterval> bt;
    if (!environment.solo())
        bt = bradleyTerryBootstrap(n, games, spec.bootstrapResamples,
                                   mixSeed({spec.seed, static_cast<std::uint64_t>(env), 0x6274u}), kReportPriorDraws);
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    // Leaderboard order: the metric's value, highest first (ties keep the spec's order).
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return valueOf(environment, standings.at(env, a)) > valueOf(environment, standings.at(env, b));
    });
    Json rows = Json::array();
    for (int i : order) {
        const Standing& s = standings.at(env, i);
        Json row = {{"name", spec.entrants[static_cast<std::size_t>(i)].name},
                    {"value", valueOf(environment, s)},
                    {"games", s.games},
                    {"wins", s.wins},
                    {"draws", s.draws},
                    {"losses", s.losses}};
        if (environment.metric != Metric::TrueSkill) {
            const auto [low, high] = valueInterval(environment.metric, s);
            row["ci95"] = {low, high};
        }
        if (!environment.solo()) {
            const BtInterval& b = bt[static_cast<std::size_t>(i)];
            row["mu"] = s.rating.mu;
            row["sigma"] = s.rating.sigma;
            row["conservative"] = s.rating.mu - 3.0 * s.rating.sigma;
            row["bradley_terry"] = {{"strength", b.strength}, {"ci95", {b.low, b.high}}};
        }
        rows.push_back(row);
    }
    return {
        {"environment", environment.name},        {"game", environment.game}, {"format", toString(environment.format)},
        {"metric", toString(environment.metric)}, {"games", played},          {"entrants", rows}};
}

// LLMArena's Table 1: 100 · value / the reference's value per environment, and the mean over the
// environments. Where the reference scored 0 (or less) the ratio means nothing: that cell is null
// and the average is over the other environments, which the row lists as "missing".
}  // namespace

Json normalisedScores(const TournamentSpec& spec, const Standings& standings, int reference) {
    Json rows = Json::array();
    const int envs = static_cast<int>(spec.environments.size());
    Json metrics = Json::object();
    for (const auto& e : spec.environments) metrics[e.name] = toString(e.metric);
    for (int i = 0; i < static_cast<int>(spec.entrants.size()); ++i) {
        Json perEnv = Json::object();
        Json missing = Json::array();
        double sum = 0.0;
        int counted = 0;
        for (int e = 0; e < envs; ++e) {
            const Environment& env = spec.environments[static_cast<std::size_t>(e)];
            const double base = valueOf(env, standings.at(e, reference));
            if (base <= 1e-12 || standings.at(e, reference).games == 0 || standings.at(e, i).games == 0) {
                perEnv[env.name] = nullptr;
                missing.push_back(env.name);
                continue;
            }
            const double value = 100.0 * valueOf(env, standings.at(e, i)) / base;
            perEnv[env.name] = value;
            sum += value;
            ++counted;
        }
        Json row = {{"name", spec.entrants[static_cast<std::size_t>(i)].name},
                    {"environments", perEnv},
                    {"average", counted > 0 ? Json(sum / counted) : Json()}};
        if (!missing.empty()) row["missing"] = missing;
        rows.push_back(row);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Json& a, const Json& b) {
        const double x = a["average"].is_number() ? a["average"].get<double>() : -1e300;
        const double y = b["average"].is_number() ? b["average"].get<double>() : -1e300;
        return x > y;
    });
    return {{"reference", spec.entrants[static_cast<std::size_t>(reference)].name},
            {"metrics", metrics},
            {"entrants", rows}};
}

std::pair<double, double> valueInterval(Metric metric, const Standing& s) {
    const double n = s.games;
    if (n < 1) return {0.0, 0.0};
    const double z = 1.959963984540054;
    const double mean = s.meanValue();
    if (metric == Metric::WinRate) {
        const double centre = (mean + z * z / (2 * n)) / (1 + z * z / n);
        const double half = z / (1 + z * z / n) * std::sqrt(mean * (1 - mean) / n + z * z / (4 * n * n));
        return {centre - half, centre + half};
    }
    const double variance = n > 1 ? std::max(0.0, (s.valueSquares - n * mean * mean) / (n - 1)) : 0.0;
    const double half = z * std::sqrt(variance / n);
    return {mean - half, mean + half};
}

int referenceEntrant(const TournamentSpec& spec, const std::string& reference) {
    const std::string chosen = !reference.empty() ? reference : spec.reference;
    return chosen.empty() ? 0 : spec.entrantIndex(chosen);
}

Result<Json> tournamentReport(const TournamentSpec& spec, const Standings& standings, const std::string& reference,
                              int plannedGames) {
    const int ref = referenceEntrant(spec, reference);
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
                {"normalised", normalisedScores(spec, standings, ref)}};
}

}  // namespace nashlab::engine
