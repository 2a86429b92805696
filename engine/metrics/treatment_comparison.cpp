#include "engine/metrics/treatment_comparison.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/core/rng.h"
#include "engine/metrics/kernel_density.h"
#include "engine/metrics/summary_stats.h"

namespace nashlab::engine {
namespace {

constexpr double kExactResamples = 50000;
constexpr double kExactRelabellings = 200000;
constexpr std::uint64_t kSeed = 0x5eed'c0de;  // fixed: a report is the same every time

double mean(const std::vector<double>& x) {
    return x.empty() ? 0.0 : std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(x.size());
}

// Every ordered resample of x (n^n of them), as the mean of each, by an odometer over indices.
std::vector<double> allResampleMeans(const std::vector<double>& x) {
    const std::size_t n = x.size();
    std::vector<std::size_t> pick(n, 0);
    std::vector<double> means;
    while (true) {
        double sum = 0.0;
        for (std::size_t i : pick) sum += x[i];
        means.push_back(sum / static_cast<double>(n));
        std::size_t k = 0;
        while (k < n && ++pick[k] == n) pick[k++] = 0;
        if (k == n) return means;
    }
}

std::vector<double> randomResampleMeans(const std::vector<double>& x, int count, Rng& rng) {
    std::vector<double> means;
    means.reserve(static_cast<std::size_t>(count));
    const auto last = static_cast<std::int64_t>(x.size()) - 1;
    for (int b = 0; b < count; ++b) {
        double sum = 0.0;
        for (std::size_t i = 0; i < x.size(); ++i) sum += x[static_cast<std::size_t>(rng.uniformInt(0, last))];
        means.push_back(sum / static_cast<double>(x.size()));
    }
    return means;
}

std::pair<double, double> percentiles(std::vector<double> values, double level) {
    const double tail = (1.0 - level) / 2.0;
    std::sort(values.begin(), values.end());
    return {quantile(values, tail), quantile(values, 1.0 - tail)};
}

double possible(std::size_t n) { return std::pow(static_cast<double>(n), static_cast<double>(n)); }

// C(n, k) as a double (only compared with a bound).
double choose(std::size_t n, std::size_t k) {
    double c = 1.0;
    for (std::size_t i = 1; i <= k; ++i) c = c * static_cast<double>(n - k + i) / static_cast<double>(i);
    return c;
}

Json intervalSummary(const std::vector<double>& values) {
    const Summary s = summarize(values);
    Json j = {{"mean", s.mean}, {"sd", s.sd}, {"n", s.n}};
    if (values.size() >= 2) {
        const auto [lo, hi] = bootstrapMeanInterval(values);
        j["ci95"] = {lo, hi};
    }
    return j;
}

}  // namespace

Json designArms(const Json& spec) {
    // Read from files: every level is checked for its type before it is read.
    if (!spec.is_object()) return Json::array();
    const auto block = spec.find("treatments");
    if (block == spec.end() || !block->is_object()) return Json::array();
    const auto expanded = block->find("expanded");
    if (expanded == block->end() || !expanded->is_array()) return Json::array();
    Json arms = Json::array();
    for (const auto& arm : *expanded)
        if (arm.is_object() && arm.contains("label") && arm["label"].is_string())
            arms.push_back(
                {{"label", arm["label"]},
                 {"levels", arm.contains("levels") && arm["levels"].is_object() ? arm["levels"] : Json::object()}});
    return arms;
}

std::pair<double, double> bootstrapMeanInterval(const std::vector<double>& x, double level, int resamples) {
    if (x.empty()) return {0.0, 0.0};
    if (possible(x.size()) <= kExactResamples) return percentiles(allResampleMeans(x), level);
    Rng rng(kSeed);
    return percentiles(randomResampleMeans(x, resamples, rng), level);
}

std::pair<double, double> bootstrapDifferenceInterval(const std::vector<double>& a, const std::vector<double>& b,
                                                      double level, int resamples) {
    if (a.empty() || b.empty()) return {0.0, 0.0};
    std::vector<double> diffs;
    if (possible(a.size()) * possible(b.size()) <= kExactResamples) {
        const auto ma = allResampleMeans(a), mb = allResampleMeans(b);
        for (double y : mb)
            for (double x : ma) diffs.push_back(y - x);
    } else {
        Rng rng(kSeed);
        const auto ma = randomResampleMeans(a, resamples, rng), mb = randomResampleMeans(b, resamples, rng);
        for (std::size_t i = 0; i < ma.size(); ++i) diffs.push_back(mb[i] - ma[i]);
    }
    return percentiles(std::move(diffs), level);
}

double permutationPValue(const std::vector<double>& a, const std::vector<double>& b, int resamples) {
    if (a.empty() || b.empty()) return 1.0;
    std::vector<double> pooled = a;
    pooled.insert(pooled.end(), b.begin(), b.end());
    const double total = std::accumulate(pooled.begin(), pooled.end(), 0.0);
    const std::size_t n = pooled.size(), k = b.size();
    const double observed = std::fabs(mean(b) - mean(a));
    // Sums of decimals round: a relabelling that ties the observed gap must count as reaching it.
    double largest = 1.0;
    for (double v : pooled) largest = std::max(largest, std::fabs(v));
    const double eps = 1e-9 * largest;
    // The difference when the group "b" is `sumB` of k values.
    const auto gap = [&](double sumB) {
        return std::fabs(sumB / static_cast<double>(k) - (total - sumB) / static_cast<double>(n - k));
    };
    if (choose(n, k) <= kExactRelabellings) {
        std::vector<std::size_t> idx(k);
        std::iota(idx.begin(), idx.end(), 0);
        long long hits = 0, all = 0;
        while (true) {
            double sum = 0.0;
            for (std::size_t i : idx) sum += pooled[i];
            ++all;
            if (gap(sum) >= observed - eps) ++hits;
            // Next k-combination in lexicographic order.
            std::size_t i = k;
            while (i > 0 && idx[i - 1] == n - k + i - 1) --i;
            if (i == 0) break;
            ++idx[i - 1];
            for (std::size_t j = i; j < k; ++j) idx[j] = idx[j - 1] + 1;
        }
        return static_cast<double>(hits) / static_cast<double>(all);
    }
    Rng rng(kSeed);
    long long hits = 0;
    std::vector<double> shuffled = pooled;
    for (int r = 0; r < resamples; ++r) {
        for (std::size_t i = n - 1; i > 0; --i)
            std::swap(shuffled[i], shuffled[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(i)))]);
        const double sum = std::accumulate(shuffled.begin(), shuffled.begin() + static_cast<std::ptrdiff_t>(k), 0.0);
        if (gap(sum) >= observed - eps) ++hits;
    }
    return static_cast<double>(hits + 1) / static_cast<double>(resamples + 1);
}

Json compareTreatments(const Json& report, const std::map<std::string, std::string>& treatmentOf,
                       const std::vector<std::pair<std::string, Json>>& order) {
    // label -> "scores"/"metrics" -> name -> values over its finished sessions
    std::map<std::string, std::map<std::string, std::map<std::string, std::vector<double>>>> values;
    std::map<std::string, int> sessions;
    const Json listed = report.value("sessions", Json::array());  // items() below need a living object
    for (const auto& s : listed) {
        const auto it = treatmentOf.find(s.value("session", ""));
        if (it == treatmentOf.end() || !s.value("finished", false)) continue;
        ++sessions[it->second];
        for (const char* part : {"scores", "metrics"}) {
            const Json named = s.value(part, Json::object());
            for (const auto& [name, value] : named.items())
                if (value.is_number()) values[it->second][part][name].push_back(value.get<double>());
        }
    }
    Json table = Json::array();
    for (const auto& [label, levels] : order) {
        Json row = {{"label", label}, {"levels", levels}, {"sessions", sessions[label]}};
        for (const char* part : {"scores", "metrics"}) {
            Json out = Json::object();
            for (const auto& [name, xs] : values[label][part]) out[name] = intervalSummary(xs);
            row[part] = std::move(out);
        }
        table.push_back(std::move(row));
    }
    Json differences = Json::array();
    if (!order.empty()) {
        const std::string& base = order.front().first;
        for (std::size_t t = 1; t < order.size(); ++t) {
            const std::string& label = order[t].first;
            for (const char* part : {"scores", "metrics"})
                for (const auto& [name, xs] : values[label][part]) {
                    const auto found = values[base][part].find(name);
                    if (found == values[base][part].end() || xs.empty() || found->second.empty()) continue;
                    const auto [lo, hi] = bootstrapDifferenceInterval(found->second, xs);
                    differences.push_back({{"treatment", label},
                                           {"baseline", base},
                                           {part == std::string("scores") ? "score" : "metric", name},
                                           {"difference", mean(xs) - mean(found->second)},
                                           {"ci95", {lo, hi}},
                                           {"p_value", permutationPValue(found->second, xs)}});
                }
        }
    }
    return {{"treatments", table}, {"differences", differences}};
}

}  // namespace nashlab::engine
