#pragma once
// Bradley–Terry strengths (as Chatbot Arena reports them): P(i beats j) = 1 / (1 + e^(θj − θi)).
// Fitted by maximum likelihood with Hunter's (2004) minorise–maximise iterations; a draw counts as
// half a win for each side. Strengths are on the log-odds scale, centred so that their mean is 0.
// An entrant that never lost (or never won) has no finite MLE. `priorDraws` > 0 keeps every
// strength finite and well placed: each entrant also plays that many virtual drawn games against
// a fixed anchor of strength 0 (a weak prior pulling towards the mean). Without it, such a
// strength stops at ±kBtLimit. No Qt; deterministic for a given seed.
#include <cstdint>
#include <vector>

namespace nashlab::engine {

/// |θ| never exceeds this (e^10 ≈ 22,000 : 1 odds against the mean entrant).
inline constexpr double kBtLimit = 10.0;

/// One game between entrants a and b; scoreA is 1 (a won), 0.5 (draw) or 0 (b won).
struct PairResult {
    int a = 0;
    int b = 0;
    double scoreA = 0.5;
};

/// Strengths θ of `players` entrants (0-based indices in the results). Entrants without a game get 0.
std::vector<double> bradleyTerry(int players, const std::vector<PairResult>& games, double priorDraws = 0.0);

struct BtInterval {
    double strength = 0.0;  ///< the fit on all games
    double low = 0.0;       ///< 2.5th percentile over the resamples
    double high = 0.0;      ///< 97.5th percentile
};

/// The fit plus a percentile bootstrap: `resamples` times, as many games drawn with replacement
/// from `games` (seeded), refitted. 95 % intervals as Chatbot Arena computes them.
std::vector<BtInterval> bradleyTerryBootstrap(int players, const std::vector<PairResult>& games, int resamples,
                                              std::uint64_t seed, double priorDraws = 0.0);

}  // namespace nashlab::engine
