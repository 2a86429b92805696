// TrueSkill: the reference vectors of 004_llmarena.md §2.1 (python `trueskill` defaults), the
// published 3- and 4-player free-for-all results, a closed-form 2-player update written out here
// from the standard formulas, and the run-level μ/σ that `nashlab-cli score` reports.
#include <QtTest>
#include <cmath>

#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/metrics/trueskill.h"

using namespace nashlab::engine;

namespace {

using R = TrueSkillRating;

bool near(double a, double b, double tol) { return std::fabs(a - b) <= tol; }

#define CHECK_RATING(r, M, S, tol)                       \
    QVERIFY2(                                            \
        near((r).mu, M, tol) && near((r).sigma, S, tol), \
        qPrintable(                                      \
            QString("got (%1, %2), want (%3, %4)").arg((r).mu, 0, 'f', 6).arg((r).sigma, 0, 'f', 6).arg(M).arg(S)))

double pdf(double x) { return std::exp(-x * x / 2) / std::sqrt(2 * 3.14159265358979323846); }
double cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

// 004 §2.1's 2-player update, written independently of the library: dynamics first, then
// v and w of the truncated Gaussian for a win or a draw.
std::pair<R, R> closedForm(R w, R l, bool draw) {
    const TrueSkillParams p;
    const double eps = 0.12566134685507402 * std::sqrt(2.0) * p.beta;  // Φ⁻¹(0.55) = 0.1256613...
    double sw2 = w.sigma * w.sigma + p.tau * p.tau, sl2 = l.sigma * l.sigma + p.tau * p.tau;
    const double c2 = 2 * p.beta * p.beta + sw2 + sl2, c = std::sqrt(c2);
    const double t = (w.mu - l.mu) / c, e = eps / c;
    double v = 0, ww = 0;
    if (!draw) {
        v = pdf(t - e) / cdf(t - e);
        ww = v * (v + t - e);
    } else {
        const double d = cdf(e - t) - cdf(-e - t);
        v = (pdf(-e - t) - pdf(e - t)) / d;
        ww = v * v + ((e - t) * pdf(e - t) + (e + t) * pdf(e + t)) / d;
    }
    const R nw{w.mu + sw2 / c * v, std::sqrt(sw2 * (1 - sw2 / c2 * ww))};
    const R nl{l.mu - sl2 / c * v, std::sqrt(sl2 * (1 - sl2 / c2 * ww))};
    return {nw, nl};
}

std::pair<R, R> rate2(R a, R b, int rankA, int rankB) {
    const auto out = rateFreeForAll({a, b}, {rankA, rankB});
    return {out[0], out[1]};
}

}  // namespace

class TestTrueSkill : public QObject {
    Q_OBJECT

private slots:
    void normalFunctionsAndDrawMargin() {
        QVERIFY(near(normalQuantile(0.55), 0.12566134685507402, 1e-12));
        QVERIFY(near(normalQuantile(0.975), 1.959963984540054, 1e-12));
        QVERIFY(near(normalQuantile(0.01), -2.3263478740408408, 1e-10));
        QVERIFY(near(normalCdf(normalQuantile(0.3)), 0.3, 1e-14));
        // 004 §2.1: ε ≈ 0.7405 for 2 players, 1.1708 for 5.
        QVERIFY(near(trueSkillDrawMargin(0.1, 2, 25.0 / 6.0), 0.7405, 1e-4));
        QVERIFY(near(trueSkillDrawMargin(0.1, 5, 25.0 / 6.0), 1.1708, 1e-4));
    }

    void referenceVectorsFromLlmArena() {
        const R fresh;
        auto [w, l] = rate2(fresh, fresh, 0, 1);
        CHECK_RATING(w, 29.396, 7.171, 1e-3);
        CHECK_RATING(l, 20.604, 7.171, 1e-3);
        auto [d1, d2] = rate2(fresh, fresh, 0, 0);
        CHECK_RATING(d1, 25.000, 6.458, 1e-3);
        CHECK_RATING(d2, 25.000, 6.458, 1e-3);
        // A beats B; B draws C; A beats C.
        R a, b, c;
        std::tie(a, b) = rate2(a, b, 0, 1);
        std::tie(b, c) = rate2(b, c, 0, 0);
        std::tie(a, c) = rate2(a, c, 0, 1);
        CHECK_RATING(a, 31.7346, 6.3677, 1e-4);
        CHECK_RATING(b, 22.0555, 5.8698, 1e-4);
        CHECK_RATING(c, 21.2899, 5.6919, 1e-4);
        // An upset between confident players: (20, 3) beats (30, 3).
        auto [up, down] = rate2(R{20, 3}, R{30, 3}, 0, 1);
        CHECK_RATING(up, 22.382, 2.775, 1e-3);
        CHECK_RATING(down, 27.618, 2.775, 1e-3);
    }

    void twoPlayersMatchTheClosedForm() {
        const std::vector<std::pair<R, R>> cases = {
            {R{}, R{}}, {R{30, 5}, R{22, 2}}, {R{18, 1.5}, R{35, 7}}, {R{25, 0.5}, R{25, 8}}};
        for (const auto& [x, y] : cases) {
            for (bool draw : {false, true}) {
                const auto [ew, el] = closedForm(x, y, draw);
                const auto [gw, gl] = rate2(x, y, 0, draw ? 0 : 1);
                CHECK_RATING(gw, ew.mu, ew.sigma, 1e-9);
                CHECK_RATING(gl, el.mu, el.sigma, 1e-9);
            }
        }
        // Input order does not matter, only ranks: the loser listed first.
        const auto out = rateFreeForAll({R{}, R{}}, {1, 0});
        CHECK_RATING(out[1], 29.396, 7.171, 1e-3);
        CHECK_RATING(out[0], 20.604, 7.171, 1e-3);
    }

    void freeForAllOfThreeAndFour() {
        // The published free-for-all results of fresh players under the default setup
        // (python trueskill / Moserware test suites).
        const auto three = rateFreeForAll({R{}, R{}, R{}}, {0, 1, 2});
        CHECK_RATING(three[0], 31.675352, 6.656581, 1e-3);
        CHECK_RATING(three[1], 25.000000, 6.208294, 1e-3);
        CHECK_RATING(three[2], 18.324648, 6.656581, 1e-3);
        const auto four = rateFreeForAll({R{}, R{}, R{}, R{}}, {0, 1, 2, 3});
        CHECK_RATING(four[0], 33.206680, 6.348109, 1e-3);
        CHECK_RATING(four[1], 27.401454, 5.787163, 1e-3);
        CHECK_RATING(four[2], 22.598546, 5.787163, 1e-3);
        CHECK_RATING(four[3], 16.793320, 6.348109, 1e-3);
        // A three-way draw of equals moves nobody's μ and shrinks every σ.
        const auto tie = rateFreeForAll({R{}, R{}, R{}}, {0, 0, 0});
        for (const auto& r : tie) {
            QVERIFY(near(r.mu, 25.0, 1e-9));
            QVERIFY(r.sigma < 25.0 / 3.0);
        }
        // Two tied winners ahead of one loser both gain (not equally: in the chain only the second
        // is compared with the loser directly, as in the reference implementation).
        const auto two = rateFreeForAll({R{}, R{}, R{}}, {0, 0, 1});
        QVERIFY(two[0].mu > 25.0 && two[1].mu > 25.0 && two[2].mu < 25.0);
    }

    void ranksFromScoresAndMatches() {
        QCOMPARE(ranksFromScores({3, 7, 7, 1}), (std::vector<int>{2, 0, 0, 3}));
        QCOMPARE(ranksFromScores({1, 1}), (std::vector<int>{0, 0}));
        const auto ratings = rateMatches(2, {{5, 1}, {2, 2}});
        const auto [w, l] = closedForm(R{}, R{}, false);
        const auto [d1, d2] = closedForm(w, l, true);
        CHECK_RATING(ratings[0], d1.mu, d1.sigma, 1e-9);
        CHECK_RATING(ratings[1], d2.mu, d2.sigma, 1e-9);
        QCOMPARE(rateFreeForAll({R{}}, {0})[0].mu, 25.0);  // one player: nothing to learn
    }

    // Matches rated as they come give what rateMatches gives the whole list, to the last bit; a
    // match of fewer players is left out as rateMatches leaves it out, and one of more players
    // (which would have left out every match before it) makes the series stand for nothing.
    void seriesRatesAsRateMatchesDoes() {
        const std::vector<std::vector<double>> matches = {{3, 1, 2}, {1, 1, 0}, {0, 5, 5}, {2, 2, 2}, {9, 0, 4}};
        TrueSkillSeries series;
        for (const auto& m : matches) series.add(m);
        QVERIFY(series.valid());
        const auto whole = rateMatches(3, matches);
        QCOMPARE(series.ratings().size(), std::size_t{3});
        for (std::size_t i = 0; i < whole.size(); ++i) {
            QCOMPARE(series.ratings()[i].mu, whole[i].mu);
            QCOMPARE(series.ratings()[i].sigma, whole[i].sigma);
        }
        QVERIFY(series.ratings()[0].mu != 25.0);

        series.add({1, 0});  // fewer players: left out, as rateMatches(3, …) leaves it out
        QVERIFY(series.valid());
        QCOMPARE(series.ratings()[0].mu, whole[0].mu);
        series.add({1, 0, 0, 0});  // more players: rateMatches(4, …) would rate this one alone
        QVERIFY(!series.valid());

        TrueSkillSeries none;
        QVERIFY(none.valid() && none.ratings().empty());  // rateMatches(0, {}) is empty too
    }

    void runLevelMuAndSigma() {
        // Three finished sessions of guess_average (seat 0 wins, a draw, seat 1 wins) and one
        // unfinished one, which must not count.
        const Game& game = *GameRegistry::builtin().find("guess_average");
        const Json params = resolveParams(game.params(), Json::object()).value();
        RunRecord run;
        run.dir = "/nonexistent";
        run.spec = {{"game", "guess_average"}, {"seats", Json::array({{{"name", "a"}}, {{"name", "b"}}})}};
        const std::vector<std::vector<double>> finals = {{1, 0}, {0.5, 0.5}, {0, 1}, {1, 0}};
        for (std::size_t i = 0; i < finals.size(); ++i) {
            SessionRecord s;
            s.id = "rep" + std::to_string(i);
            s.started = {{"setup", {{"params", params}, {"seats", 2}}}};
            RoundOutcome r;
            r.round = 1;
            r.actions = Json::array({10, 20});
            r.payoffs = finals[i];
            r.cumulative = finals[i];
            s.rounds.push_back(r);
            if (i < 3) s.finished = Json::object();
            run.sessions.push_back(s);
        }
        // Scored as scoreRun does, without its replay: these payoffs are made up, not played.
        std::vector<SessionScore> sessions;
        for (const auto& s : run.sessions) sessions.push_back(scoreRecordedSession(game, s).value());
        const Result<Json> scored = scoreReport(run.dir, run.spec, std::move(sessions), false);
        QVERIFY(scored.ok());
        R a, b;
        std::tie(a, b) = closedForm(a, b, false);
        std::tie(a, b) = closedForm(a, b, true);
        std::tie(b, a) = closedForm(b, a, false);
        const Json& seats = scored.value()["seats"];
        QCOMPARE(static_cast<int>(seats.size()), 2);
        QVERIFY(near(seats[0]["mu"].get<double>(), a.mu, 1e-9));
        QVERIFY(near(seats[0]["sigma"].get<double>(), a.sigma, 1e-9));
        QVERIFY(near(seats[1]["mu"].get<double>(), b.mu, 1e-9));
        QVERIFY(near(seats[1]["sigma"].get<double>(), b.sigma, 1e-9));
        QCOMPARE(scored.value()["incomplete_sessions"].get<int>(), 1);
    }
};

QTEST_APPLESS_MAIN(TestTrueSkill)
#include "tst_trueskill.moc"
