// Bradley–Terry ranks of a design's models (issue 15) from hand-made sessions whose strengths are
// known by hand: who sat where, the pairwise games a session makes, the ranks, ties, the
// treatments apart, and a design where no two models meet (no ranks at all).
#include <QtTest>

#include <cmath>

#include "engine/metrics/model_ranks.h"

using namespace nashlab::engine;

namespace {

const RankedPlayer kX{"model-x", false}, kY{"model-y", false}, kZ{"model-z", false};

RankedSession session(const std::string& treatment, std::vector<RankedPlayer> seats, std::vector<double> payoffs) {
    return {treatment, std::move(seats), std::move(payoffs)};
}

double logistic(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// The entry of `model` in a ranked list.
Json entryOf(const Json& rows, const std::string& model) {
    for (const auto& r : rows)
        if (r["model"] == model) return r;
    return nullptr;
}

}  // namespace

class TestModelRanks : public QObject {
    Q_OBJECT

private slots:
    void whoSatInASeat() {
        QCOMPARE(rankedPlayerOf(Json::parse(R"({"type": "llm", "name": "a", "model": "gpt-4o"})")),
                 (RankedPlayer{"gpt-4o", false}));
        // A replayed model's answers are that model's play.
        QCOMPARE(rankedPlayerOf(Json::parse(R"({"type": "replay", "name": "b", "model": "gpt-4"})")),
                 (RankedPlayer{"gpt-4", false}));
        QCOMPARE(rankedPlayerOf(Json::parse(R"({"type": "bot", "name": "c", "strategy": "ne"})")),
                 (RankedPlayer{"ne", true}));
        QVERIFY(!rankedPlayerOf(Json::parse(R"({"type": "human", "name": "Ann"})")).ranked());
        QVERIFY(!rankedPlayerOf(Json("llm")).ranked());
    }

    // X beats Y in each of three sessions. With the prior's one drawn game against the mean for
    // each, the strengths are ±t with 3 + ½ = 3 σ(2t) + σ(t) (X's points = its expected points).
    void aModelThatAlwaysWinsRanksFirst() {
        const std::vector<RankedSession> sessions = {session("a", {kX, kY}, {10, 5}), session("a", {kY, kX}, {1, 2}),
                                                     session("a", {kX, kY}, {0.5, 0.25})};
        const Json models = rankModels(sessions, {"a"});
        const Json& overall = models["overall"];
        QCOMPARE(overall.size(), std::size_t(2));
        QCOMPARE(overall[0]["model"], Json("model-x"));
        QCOMPARE(overall[0]["kind"], Json("model"));
        QCOMPARE(overall[0]["rank"], Json(1));
        QCOMPARE(overall[1]["rank"], Json(2));
        const double t = overall[0]["strength"].get<double>();
        QVERIFY(t > 0.5);
        QVERIFY(std::abs(overall[1]["strength"].get<double>() + t) < 1e-9);
        QVERIFY2(std::abs(3.0 * logistic(2 * t) + logistic(t) - 3.5) < 1e-6, qPrintable(QString::number(t)));
        QCOMPARE(overall[0]["sessions"], Json(3));
        QCOMPARE(overall[0]["wins"], Json(3));
        QCOMPARE(overall[1]["losses"], Json(3));
        // Every resample of the sessions is the same three wins: the interval is the point.
        QVERIFY(std::abs(overall[0]["ci95"][0].get<double>() - t) < 1e-9);
        QVERIFY(std::abs(overall[0]["ci95"][1].get<double>() - t) < 1e-9);
        QCOMPARE(models["by_treatment"]["a"], overall);
    }

    // Equal totals are draws: every strength is the mean (0) and every model shares rank 1.
    void allTiesGiveEqualStrengths() {
        const std::vector<RankedSession> sessions = {session("a", {kX, kY, kZ}, {3, 3, 3}),
                                                     session("a", {kZ, kX, kY}, {7, 7, 7})};
        const Json overall = rankModels(sessions, {"a"})["overall"];
        QCOMPARE(overall.size(), std::size_t(3));
        for (const auto& row : overall) {
            QVERIFY(std::abs(row["strength"].get<double>()) < 1e-9);
            QCOMPARE(row["rank"], Json(1));
            QCOMPARE(row["draws"], Json(4));  // two games a session, two sessions
        }
    }

    // X > Y > Z in every session: Y sits at the mean by symmetry, X and Z mirror each other.
    void aChainRanksOneTwoThree() {
        const std::vector<RankedSession> sessions = {session("a", {kX, kY, kZ}, {3, 2, 1}),
                                                     session("a", {kZ, kY, kX}, {0, 4, 9})};
        const Json overall = rankModels(sessions, {"a"})["overall"];
        QCOMPARE(overall[0]["model"], Json("model-x"));
        QCOMPARE(overall[1]["model"], Json("model-y"));
        QCOMPARE(overall[2]["model"], Json("model-z"));
        for (int i = 0; i < 3; ++i) QCOMPARE(overall[static_cast<std::size_t>(i)]["rank"], Json(i + 1));
        QVERIFY(std::abs(overall[1]["strength"].get<double>()) < 1e-9);
        QVERIFY(std::abs(overall[0]["strength"].get<double>() + overall[2]["strength"].get<double>()) < 1e-9);
        QVERIFY(overall[0]["strength"].get<double>() > 0.5);
    }

    // Each treatment on its own: X wins under "a", Y under "b", so overall they are equal. Under
    // "c" only copies of X play (and a person, who is not ranked): no ranks for "c".
    void treatmentsAreRankedApart() {
        const RankedPlayer person;
        const std::vector<RankedSession> sessions = {session("a", {kX, kY}, {2, 1}), session("a", {kX, kY}, {5, 1}),
                                                     session("b", {kX, kY}, {1, 2}), session("b", {kY, kX}, {5, 1}),
                                                     session("c", {kX, kX, person}, {1, 2, 3})};
        const Json models = rankModels(sessions, {"a", "b", "c"});
        QCOMPARE(models["by_treatment"].size(), std::size_t(2));
        QVERIFY(!models["by_treatment"].contains("c"));
        QCOMPARE(models["by_treatment"]["a"][0]["model"], Json("model-x"));
        QCOMPARE(models["by_treatment"]["a"][1]["rank"], Json(2));
        QCOMPARE(models["by_treatment"]["b"][0]["model"], Json("model-y"));
        QCOMPARE(models["by_treatment"]["b"][0]["sessions"], Json(2));
        const Json x = entryOf(models["overall"], "model-x"), y = entryOf(models["overall"], "model-y");
        QVERIFY(std::abs(x["strength"].get<double>()) < 1e-9);
        QCOMPARE(x["rank"], Json(1));
        QCOMPARE(y["rank"], Json(1));
        QCOMPARE(x["sessions"], Json(4));  // "c" had no game for it
        QCOMPARE(x["wins"], Json(2));
        QCOMPARE(x["losses"], Json(2));
    }

    // A bot and a model of the same name are two players; models that never meet are not ranked.
    void nothingToRankWhenNoTwoModelsMeet() {
        QVERIFY(rankModels({session("a", {kX, kX}, {1, 2}), session("b", {kY, kY}, {2, 1})}, {"a", "b"}).is_null());
        QVERIFY(rankModels({}, {}).is_null());
        const RankedPlayer botX{"model-x", true};
        const Json models = rankModels({session("a", {kX, botX}, {1, 2})}, {"a"});
        QCOMPARE(models["overall"][0]["kind"], Json("bot"));
        QCOMPARE(models["overall"][1]["kind"], Json("model"));
    }
};

QTEST_APPLESS_MAIN(TestModelRanks)
#include "tst_model_ranks.moc"
