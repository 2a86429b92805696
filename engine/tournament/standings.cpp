#include "engine/tournament/standings.h"

#include <stdexcept>

namespace nashlab::engine {

std::pair<TrueSkillRating, TrueSkillRating> rateOneVsOne(const TrueSkillRating& a, const TrueSkillRating& b,
                                                         double scoreA) {
    // Places for the free-for-all rater: equal places are a draw.
    const int rankA = scoreA > 0.5 ? 0 : (scoreA < 0.5 ? 1 : 0);
    const int rankB = scoreA < 0.5 ? 0 : (scoreA > 0.5 ? 1 : 0);
    const auto rated = rateFreeForAll({a, b}, {rankA, rankB});
    return {rated[0], rated[1]};
}

Standings::Standings(int entrants, int environments)
    : m_entrants(entrants),
      m_table(static_cast<std::size_t>(environments), std::vector<Standing>(static_cast<std::size_t>(entrants))) {}

const Standing& Standings::at(int environment, int entrant) const {
    return m_table.at(static_cast<std::size_t>(environment)).at(static_cast<std::size_t>(entrant));
}

namespace {

void count(Standing& s, double score, double value) {
    ++s.games;
    if (score > 0.5)
        ++s.wins;
    else if (score < 0.5)
        ++s.losses;
    else
        ++s.draws;
    s.valueSum += value;
    s.valueSquares += value * value;
}

}  // namespace

void Standings::apply(const GameResult& r) {
    auto& row = m_table.at(static_cast<std::size_t>(r.environment));
    Standing& a = row.at(static_cast<std::size_t>(r.first));
    if (r.solo) {
        count(a, r.scoreFirst, r.valueFirst);
        m_results.push_back(r);
        return;
    }
    Standing& b = row.at(static_cast<std::size_t>(r.second));
    // Both updated from the ratings before the game (LLMArena deep-copies them first).
    const auto [ra, rb] = rateOneVsOne(a.rating, b.rating, r.scoreFirst);
    a.rating = ra;
    b.rating = rb;
    count(a, r.scoreFirst, r.valueFirst);
    count(b, 1.0 - r.scoreFirst, r.valueSecond);
    m_results.push_back(r);
}

bool Standings::allSigmaBelow(double threshold, const std::vector<bool>& solo) const {
    for (std::size_t e = 0; e < m_table.size(); ++e) {
        if (e < solo.size() && solo[e]) continue;
        for (const auto& s : m_table[e])
            if (s.rating.sigma >= threshold) return false;
    }
    return true;
}

}  // namespace nashlab::engine
