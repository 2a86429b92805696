#include "engine/metrics/model_ranks.h"

#include <algorithm>
#include <map>

#include "engine/core/rng.h"
#include "engine/metrics/bradley_terry.h"
#include "engine/metrics/kernel_density.h"

namespace nashlab::engine {
namespace {

// One virtual draw per model against the anchor, as the tournament report uses: a model that
// never lost (common: an equilibrium bot against random ones) keeps a finite strength.
constexpr double kPriorDraws = 1.0;
constexpr std::uint64_t kSeed = 0x6274'5eed;  // fixed: a report is the same every time
// Strengths closer than this share a rank: the fit stops at 1e-10, so a symmetric design's equal
// models come out equal only up to that.
constexpr double kSameStrength = 1e-6;

// 1 when `a` beats `b` by more than rounding, 0 when it loses, 0.5 when equal (the tournament's rule).
double beats(double a, double b) { return a > b + 1e-9 ? 1.0 : (b > a + 1e-9 ? 0.0 : 0.5); }

// The models of some sessions, numbered, and each session's pairwise games between them.
struct Scope {
    std::vector<RankedPlayer> players;
    std::vector<std::vector<PairResult>> games;  // per session that has any
    std::vector<int> sessions, wins, draws, losses;

    int indexOf(const RankedPlayer& p) {
        const auto it = std::find(players.begin(), players.end(), p);
        if (it != players.end()) return static_cast<int>(it - players.begin());
        players.push_back(p);
        for (auto* counts : {&sessions, &wins, &draws, &losses}) counts->push_back(0);
        return static_cast<int>(players.size()) - 1;
    }

    void add(const RankedSession& s) {
        const std::size_t n = std::min(s.seats.size(), s.finalPayoffs.size());
        std::vector<PairResult> played;
        std::vector<bool> met;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j) {
                if (!s.seats[i].ranked() || !s.seats[j].ranked() || s.seats[i] == s.seats[j]) continue;
                const int a = indexOf(s.seats[i]), b = indexOf(s.seats[j]);
                const double score = beats(s.finalPayoffs[i], s.finalPayoffs[j]);
                played.push_back({a, b, score});
                count(a, score);
                count(b, 1.0 - score);
                met.resize(players.size(), false);
                met[static_cast<std::size_t>(a)] = met[static_cast<std::size_t>(b)] = true;
            }
        for (std::size_t k = 0; k < met.size(); ++k)
            if (met[k]) ++sessions[k];
        if (!played.empty()) games.push_back(std::move(played));
    }

    void count(int player, double score) {
        const auto k = static_cast<std::size_t>(player);
        ++(score > 0.5 ? wins : score < 0.5 ? losses : draws)[k];
    }
};

std::vector<PairResult> flatten(const std::vector<std::vector<PairResult>>& games,
                                const std::vector<std::size_t>& pick) {
    std::vector<PairResult> out;
    for (std::size_t k : pick) out.insert(out.end(), games[k].begin(), games[k].end());
    return out;
}

// The fit of a scope with its intervals over resampled sessions, strongest first, ranked.
Json ranked(const Scope& scope) {
    const int n = static_cast<int>(scope.players.size());
    std::vector<std::size_t> all(scope.games.size());
    for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
    const std::vector<double> fit = bradleyTerry(n, flatten(scope.games, all), kPriorDraws);
    std::vector<std::vector<double>> draws(static_cast<std::size_t>(n));
    Rng rng(kSeed);
    const auto last = static_cast<std::int64_t>(all.size()) - 1;
    std::vector<std::size_t> pick(all.size());
    for (int r = 0; r < kModelRankResamples; ++r) {
        for (auto& k : pick) k = static_cast<std::size_t>(rng.uniformInt(0, last));
        const std::vector<double> theta = bradleyTerry(n, flatten(scope.games, pick), kPriorDraws);
        for (std::size_t i = 0; i < theta.size(); ++i) draws[i].push_back(theta[i]);
    }
    std::vector<std::size_t> order(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (fit[a] != fit[b]) return fit[a] > fit[b];
        return scope.players[a] < scope.players[b];
    });
    Json rows = Json::array();
    for (std::size_t i : order) {
        int rank = 1;
        for (double other : fit)
            if (other > fit[i] + kSameStrength) ++rank;
        const RankedPlayer& p = scope.players[i];
        rows.push_back({{"model", p.name},
                        {"kind", p.bot ? "bot" : "model"},
                        {"strength", fit[i]},
                        {"ci95", {quantile(draws[i], 0.025), quantile(draws[i], 0.975)}},
                        {"rank", rank},
                        {"sessions", scope.sessions[i]},
                        {"wins", scope.wins[i]},
                        {"draws", scope.draws[i]},
                        {"losses", scope.losses[i]}});
    }
    return rows;
}

}  // namespace

RankedPlayer rankedPlayerOf(const Json& seat) {
    if (!seat.is_object()) return {};
    const std::string type = seat.value("type", "");
    const auto text = [&](const char* key) {
        const auto it = seat.find(key);
        return it != seat.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    if (type == "bot") return {text("strategy"), true};
    if (type == "llm" || type == "replay") return {text("model").empty() ? type : text("model"), false};
    return {};
}

Json rankModels(const std::vector<RankedSession>& sessions, const std::vector<std::string>& treatments) {
    Scope overall;
    std::map<std::string, Scope> byTreatment;
    for (const auto& s : sessions) {
        overall.add(s);
        byTreatment[s.treatment].add(s);
    }
    if (overall.games.empty()) return nullptr;
    Json perTreatment = Json::object();
    for (const auto& label : treatments)
        if (const auto it = byTreatment.find(label); it != byTreatment.end() && !it->second.games.empty())
            perTreatment[label] = ranked(it->second);
    return {{"overall", ranked(overall)}, {"by_treatment", perTreatment}};
}

}  // namespace nashlab::engine
