#include "engine/metrics/trueskill.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace nashlab::engine {
namespace {

// A Gaussian in natural parameters (precision pi = 1/σ², precision-adjusted mean tau = μ/σ²), so
// that multiplying and dividing messages is adding and subtracting; pi = 0 is the uniform message.
struct Gaussian {
    double pi = 0.0;
    double tau = 0.0;

    static Gaussian fromMeanVar(double mean, double var) {
        const double precision = 1.0 / var;
        return {precision, mean * precision};
    }
    double mean() const { return pi > 0.0 ? tau / pi : 0.0; }
    double var() const { return pi > 0.0 ? 1.0 / pi : std::numeric_limits<double>::infinity(); }
    Gaussian operator*(const Gaussian& o) const { return {pi + o.pi, tau + o.tau}; }
    Gaussian operator/(const Gaussian& o) const { return {pi - o.pi, tau - o.tau}; }
};

// The python package's Variable.delta, so that the schedule stops where the reference does.
double delta(const Gaussian& a, const Gaussian& b) {
    const double piDelta = std::fabs(a.pi - b.pi);
    if (std::isinf(piDelta)) return 0.0;
    return std::max(std::fabs(a.tau - b.tau), std::sqrt(piDelta));
}

constexpr int kMaxIterations = 10;
constexpr double kMinDelta = 1e-4;

}  // namespace

// Multiplied by the constants' reciprocals: a division is most of the time of the arithmetic around it.
constexpr double kInvSqrt2Pi = 0.39894228040143267794;  // 1 / √(2π)
constexpr double kInvSqrt2 = 0.70710678118654752440;    // 1 / √2
constexpr double kSqrt2Pi = 2.50662827463100050242;     // √(2π)

double normalPdf(double x) { return std::exp(-0.5 * x * x) * kInvSqrt2Pi; }

double normalCdf(double x) { return 0.5 * std::erfc(-x * kInvSqrt2); }

double normalQuantile(double p) {
    if (p <= 0.0) return -std::numeric_limits<double>::infinity();
    if (p >= 1.0) return std::numeric_limits<double>::infinity();
    // Acklam's rational approximation (relative error 1.15e-9), then one Halley step on erfc.
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01, -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    constexpr double low = 0.02425;
    double x = 0.0;
    if (p < low) {
        const double q = std::sqrt(-2.0 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    } else if (p <= 1.0 - low) {
        const double q = p - 0.5;
        const double r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
    } else {
        const double q = std::sqrt(-2.0 * std::log(1.0 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    const double e = normalCdf(x) - p;
    const double u = e * kSqrt2Pi * std::exp(0.5 * x * x);
    return x - u / (1.0 + 0.5 * x * u);
}

double trueSkillDrawMargin(double drawProbability, int players, double beta) {
    return normalQuantile((drawProbability + 1.0) / 2.0) * std::sqrt(static_cast<double>(players)) * beta;
}

TrueSkillCorrection trueSkillWin(double t, double e) {
    const double x = t - e;
    const double denom = normalCdf(x);
    const double v = denom > 1e-300 ? normalPdf(x) / denom : -x;
    return {v, std::clamp(v * (v + x), 1e-12, 1.0 - 1e-12)};
}

TrueSkillCorrection trueSkillDraw(double t, double e) {
    const double absT = std::fabs(t);
    const double a = e - absT;
    const double b = -e - absT;
    const double denom = normalCdf(a) - normalCdf(b);
    if (denom <= 1e-300) return {t < 0 ? -a : a, 1.0 - 1e-12};
    const double pdfA = normalPdf(a), pdfB = normalPdf(b);
    const double inverse = 1.0 / denom;
    const double v = (pdfB - pdfA) * inverse;  // for |t|; w is symmetric in t
    return {t < 0 ? -v : v, std::clamp(v * v + (a * pdfA - b * pdfB) * inverse, 1e-12, 1.0 - 1e-12)};
}

std::vector<TrueSkillRating> rateFreeForAll(const std::vector<TrueSkillRating>& players, const std::vector<int>& ranks,
                                            const TrueSkillParams& params) {
    const std::size_t n = players.size();
    if (n < 2 || ranks.size() != n) return players;
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return ranks[x] < ranks[y]; });

    const double beta2 = params.beta * params.beta;
    const double tau2 = params.tau * params.tau;
    // Prior on each skill (dynamics added first) and the message it sends down to the performance.
    std::vector<Gaussian> prior(n), down(n);
    for (std::size_t j = 0; j < n; ++j) {
        const TrueSkillRating& r = players[order[j]];
        prior[j] = Gaussian::fromMeanVar(r.mu, r.sigma * r.sigma + tau2);
        down[j] = Gaussian::fromMeanVar(r.mu, r.sigma * r.sigma + tau2 + beta2);
    }
    // Chain of comparisons d_k = p_k − p_{k+1} between neighbours in rank order.
    const std::size_t m = n - 1;
    const double margin = trueSkillDrawMargin(params.drawProbability, 2, params.beta);
    std::vector<Gaussian> toLeft(m), toRight(m), up(m);  // messages: factor k -> p_k, p_{k+1}; truncation -> d_k
    std::vector<char> draw(m);                           // not vector<bool>: its bit arithmetic is a tenth of a rating
    for (std::size_t k = 0; k < m; ++k) draw[k] = ranks[order[k]] == ranks[order[k + 1]];

    const auto intoLeft = [&](std::size_t k) { return k > 0 ? down[k] * toRight[k - 1] : down[k]; };
    const auto intoRight = [&](std::size_t k) { return k + 1 < m ? down[k + 1] * toLeft[k + 1] : down[k + 1]; };
    // Each message's variance is taken once (one division) and its mean from it: the chain is
    // swept thousands of times in a batch's summary, and divisions were most of its arithmetic.
    // Every precision here is positive: the messages into a comparison carry a player's prior,
    // and what a truncation sends back is narrower than what it was sent (w < 1).
    const auto truncate = [&](std::size_t k) {
        const Gaussian a = intoLeft(k), b = intoRight(k);
        const double varA = 1.0 / a.pi, varB = 1.0 / b.pi;
        const double mean = a.tau * varA - b.tau * varB;
        const double var = varA + varB;
        const double precision = 1.0 / var;
        const Gaussian cavity{precision, mean * precision};
        const Gaussian before = cavity * up[k];
        const double s = std::sqrt(var);
        const double inverseS = s * precision;
        const double t = mean * inverseS, e = margin * inverseS;
        const auto [v, w] = draw[k] ? trueSkillDraw(t, e) : trueSkillWin(t, e);
        const double afterPrecision = precision / (1.0 - w);
        const Gaussian after{afterPrecision, (mean + s * v) * afterPrecision};
        up[k] = after / cavity;
        return delta(before, after);
    };
    const auto sendLeft = [&](std::size_t k) {
        const Gaussian b = intoRight(k);
        const double varUp = 1.0 / up[k].pi, varB = 1.0 / b.pi;
        toLeft[k] = Gaussian::fromMeanVar(up[k].tau * varUp + b.tau * varB, varUp + varB);
    };
    const auto sendRight = [&](std::size_t k) {
        const Gaussian a = intoLeft(k);
        const double varA = 1.0 / a.pi, varUp = 1.0 / up[k].pi;
        toRight[k] = Gaussian::fromMeanVar(a.tau * varA - up[k].tau * varUp, varA + varUp);
    };

    // The python package's schedule: sweep forward then backward until the change is small.
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        double change = 0.0;
        if (m == 1) {
            change = truncate(0);
        } else {
            for (std::size_t k = 0; k + 1 < m; ++k) {
                change = std::max(change, truncate(k));
                sendRight(k);
            }
            for (std::size_t k = m - 1; k > 0; --k) {
                change = std::max(change, truncate(k));
                sendLeft(k);
            }
        }
        if (change <= kMinDelta) break;
    }
    sendLeft(0);
    sendRight(m - 1);

    std::vector<TrueSkillRating> result(players);
    for (std::size_t j = 0; j < n; ++j) {
        Gaussian fromAbove;
        if (j > 0) fromAbove = fromAbove * toRight[j - 1];
        if (j < m) fromAbove = fromAbove * toLeft[j];
        // Through the performance noise β² back to the skill.
        const double a = 1.0 / (1.0 + beta2 * fromAbove.pi);
        const Gaussian posterior = prior[j] * Gaussian{a * fromAbove.pi, a * fromAbove.tau};
        result[order[j]] = {posterior.mean(), std::sqrt(posterior.var())};
    }
    return result;
}

std::vector<int> ranksFromScores(const std::vector<double>& scores, double tolerance) {
    std::vector<std::size_t> order(scores.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return scores[x] > scores[y]; });
    std::vector<int> ranks(scores.size(), 0);
    for (std::size_t j = 0; j < order.size(); ++j) {
        const bool tiedWithPrevious = j > 0 && std::fabs(scores[order[j]] - scores[order[j - 1]]) <= tolerance;
        ranks[order[j]] = tiedWithPrevious ? ranks[order[j - 1]] : static_cast<int>(j);
    }
    return ranks;
}

std::vector<TrueSkillRating> rateMatches(int players, const std::vector<std::vector<double>>& scoresPerMatch,
                                         const TrueSkillParams& params) {
    std::vector<TrueSkillRating> ratings(static_cast<std::size_t>(std::max(players, 0)), params.initial());
    for (const auto& scores : scoresPerMatch)
        if (scores.size() == ratings.size()) ratings = rateFreeForAll(ratings, ranksFromScores(scores), params);
    return ratings;
}

void TrueSkillSeries::add(const std::vector<double>& scores) {
    if (!m_started) {
        m_started = true;
        m_ratings.assign(scores.size(), m_params.initial());
    }
    if (scores.size() > m_ratings.size()) m_valid = false;
    if (!m_valid || scores.size() != m_ratings.size()) return;
    m_ratings = rateFreeForAll(m_ratings, ranksFromScores(scores), m_params);
}

}  // namespace nashlab::engine
