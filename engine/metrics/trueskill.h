#pragma once
// TrueSkill (Herbrich, Minka & Graepel 2006) for free-for-all matches of single players:
// players are sorted by rank, adjacent pairs are compared through truncated-Gaussian factors
// (a draw factor when their ranks are equal) and expectation propagation runs over that chain
// until it settles. Defaults are the python `trueskill` package's (LLMArena 004 §2.1, AucArena
// 002 §3.4): μ 25, σ 25/3, β 25/6, τ 25/300, draw probability 0.1. No Qt, usable by every game.
#include <vector>

namespace nashlab::engine {

struct TrueSkillRating {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
};

struct TrueSkillParams {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
    double beta = 25.0 / 6.0;
    double tau = 25.0 / 300.0;
    double drawProbability = 0.1;

    TrueSkillRating initial() const { return {mu, sigma}; }
};

/// Standard normal density, distribution function and its inverse.
double normalPdf(double x);
double normalCdf(double x);
double normalQuantile(double p);

/// Draw margin ε = Φ⁻¹((p + 1) / 2) · √players · β (players = those in one comparison, 2 here).
double trueSkillDrawMargin(double drawProbability, int players, double beta);

/// The truncation corrections v and w for a win (performance difference t, margin e, both
/// already divided by c) and for a draw. Together: they share their normal densities, which are
/// most of a rating's time (a batch's summary rates one match per session).
struct TrueSkillCorrection {
    double v = 0.0;
    double w = 0.0;
};
TrueSkillCorrection trueSkillWin(double t, double e);
TrueSkillCorrection trueSkillDraw(double t, double e);

/// One free-for-all match. `ranks[i]` is player i's place (lower is better; equal = tie).
/// Returns the new ratings in the input order. Fewer than two players: unchanged.
std::vector<TrueSkillRating> rateFreeForAll(const std::vector<TrueSkillRating>& players, const std::vector<int>& ranks,
                                            const TrueSkillParams& params = {});

/// Places from scores, higher is better: {3, 7, 7, 1} -> {2, 0, 0, 3}. Scores within
/// `tolerance` of each other share a place (a tie).
std::vector<int> ranksFromScores(const std::vector<double>& scores, double tolerance = 1e-9);

/// Rates a series of matches (each a vector of scores for every player, higher is better),
/// all players starting from params.initial(), in the given order.
std::vector<TrueSkillRating> rateMatches(int players, const std::vector<std::vector<double>>& scoresPerMatch,
                                         const TrueSkillParams& params = {});

/// rateMatches() one match at a time, for matches that come while a run plays: the same ratings
/// in the same order, so that nothing is left to rate when the run ends. rateMatches rates the
/// matches of its player count and leaves out the others; here that count is the first match's.
/// A later match with more players would have made rateMatches rate only it and its like, so the
/// series then no longer stands for it (valid() turns false); one with fewer is left out.
class TrueSkillSeries {
public:
    explicit TrueSkillSeries(const TrueSkillParams& params = {}) : m_params(params) {}
    void add(const std::vector<double>& scores);
    bool valid() const { return m_valid; }
    /// A match already added has changed: the series no longer stands for the matches.
    void invalidate() { m_valid = false; }
    /// What rateMatches(players, every match added) gives, while valid().
    const std::vector<TrueSkillRating>& ratings() const { return m_ratings; }

private:
    TrueSkillParams m_params;
    std::vector<TrueSkillRating> m_ratings;
    bool m_started = false;
    bool m_valid = true;
};

}  // namespace nashlab::engine
