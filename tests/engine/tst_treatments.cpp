// Treatment designs (issue 15): expansion of crossed and listed designs into sessions and seeds,
// common random numbers, refusals that name the culprit, the comparison statistics against values
// worked out by hand, the per-treatment report and the tidy CSV.
#include <QtTest>

#include <set>

#include "engine/experiment/experiment_runner.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/experiment/treatment_design.h"
#include "engine/metrics/run_scores.h"
#include "engine/metrics/treatment_comparison.h"
#include "engine/record/csv_export.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;

namespace {

// Three factors over a parameter, the history depth and one seat entry's strategy: 2 × 2 × 2.
Json threeFactorSpec() {
    return Json::parse(R"({
      "game": "guess_average", "rounds": 3, "repetitions": 2, "seed": 11,
      "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "random"}],
      "treatments": {"crossed": {
        "ratio": {"field": "params.ratio", "levels": {"half": 0.5, "twothirds": "2/3"}},
        "depth": {"field": "history_depth", "levels": [0, 3]},
        "last": {"field": "seats[1].strategy", "levels": ["random", "ne"]}}}
    })");
}

ExperimentSpec parsed(const Json& j) {
    auto spec = parseExperimentSpec(j, GameRegistry::builtin(), 0);
    if (!spec) qFatal("%s", spec.error().message.c_str());
    return spec.value();
}

// Plays a spec with its bots into a run folder under `dir`; returns the folder.
std::string play(const Json& j, const std::string& dir) {
    const ExperimentSpec spec = parsed(j);
    auto writer = RunWriter::create(dir, "design", spec.toJson());
    if (!writer) qFatal("%s", writer.error().message.c_str());
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer.value(),
                            prompts);
    runner.start();
    if (!runner.done() || runner.outcome().finished != spec.sessionCount()) qFatal("the design did not finish");
    writer.value()->flush();
    return writer.value()->dir();
}

}  // namespace

class TestTreatments : public QObject {
    Q_OBJECT

private slots:
    void aThreeFactorDesignExpandsToItsSessionsAndSeeds() {
        const ExperimentSpec spec = parsed(threeFactorSpec());
        QCOMPARE(spec.treatments.size(), std::size_t(8));
        QCOMPARE(spec.sessionCount(), 16);
        // Factors in name order (depth, last, ratio), the last changing fastest.
        QCOMPARE(spec.factors, (std::vector<std::string>{"depth", "last", "ratio"}));
        QCOMPARE(spec.treatments[0].label, std::string("depth=0,last=random,ratio=half"));
        QCOMPARE(spec.treatments[1].label, std::string("depth=0,last=random,ratio=twothirds"));
        QCOMPARE(spec.treatments[7].label, std::string("depth=3,last=ne,ratio=twothirds"));
        const ExperimentSpec& last = spec.treatments[7].spec;
        QCOMPARE(last.historyDepth, 3);
        QVERIFY(std::abs(last.params["ratio"].get<double>() - 2.0 / 3.0) < 1e-15);
        QCOMPARE(last.seats.size(), std::size_t(4));
        QCOMPARE(last.seats[3].strategy, std::string("ne"));
        QCOMPARE(last.seats[0].strategy, std::string("random"));
        QCOMPARE(spec.treatments[0].spec.params["ratio"].get<double>(), 0.5);
        // Session 5 is treatment 2 (index 5 / 2), repetition 2.
        const SessionSpec s5 = sessionSpec(spec, 5);
        QCOMPARE(s5.id, std::string("depth=0,last=ne,ratio=half:rep2"));
        QCOMPARE(s5.treatment, std::string("depth=0,last=ne,ratio=half"));
        QCOMPARE(s5.repetition, 1);
        QCOMPARE(s5.treatmentLevels, Json::parse(R"({"depth": "0", "last": "ne", "ratio": "half"})"));
        QCOMPARE(s5.seats[3].strategy, std::string("ne"));
        // Common random numbers: every treatment's repetition r has repetition r's seed.
        std::set<std::uint64_t> firstSeeds, secondSeeds;
        for (int i = 0; i < spec.sessionCount(); ++i)
            (i % 2 == 0 ? firstSeeds : secondSeeds).insert(sessionSpec(spec, i).setup.seed);
        QCOMPARE(firstSeeds.size(), std::size_t(1));
        QCOMPARE(secondSeeds.size(), std::size_t(1));
        QVERIFY(*firstSeeds.begin() != *secondSeeds.begin());
        QCOMPARE(*firstSeeds.begin(), mixSeed({11, 0}));
        // Without them, every session has its own seed.
        Json off = threeFactorSpec();
        off["treatments"]["common_random_numbers"] = false;
        const ExperimentSpec independent = parsed(off);
        std::set<std::uint64_t> seeds;
        for (int i = 0; i < independent.sessionCount(); ++i) seeds.insert(sessionSpec(independent, i).setup.seed);
        QCOMPARE(seeds.size(), std::size_t(16));
        // spec.json keeps the block and the design it expands to, and parses back to the same sessions.
        const Json written = spec.toJson();
        QCOMPARE(written["treatments"]["expanded"].size(), std::size_t(8));
        QCOMPARE(written["treatments"]["expanded"][7]["sessions"], Json(2));
        // Its seat list is expanded (seats[0] had a count of 3): the spec as written is kept for the
        // treatments, whose factors name its entries.
        QCOMPARE(written["seats"].size(), std::size_t(4));
        QCOMPARE(written["treatments"]["base"]["seats"].size(), std::size_t(2));
        const ExperimentSpec again = parsed(written);
        for (int i = 0; i < spec.sessionCount(); ++i) {
            const SessionSpec a = sessionSpec(again, i), b = sessionSpec(spec, i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.setup.seed, b.setup.seed);
            QCOMPARE(a.setup.params, b.setup.params);
            QCOMPARE(a.historyDepth, b.historyDepth);
            for (std::size_t k = 0; k < a.seats.size(); ++k) QCOMPARE(a.seats[k].strategy, b.seats[k].strategy);
        }
    }

    // A treatment that sets no rounds gets the game's default, also when spec.json is read back
    // (resume): the treatments are expanded from the spec as written, not its resolved fields.
    void defaultsFollowEachTreatmentAfterARoundTrip() {
        Json j = Json::parse(R"({"game": "divide_dollar", "repetitions": 1,
            "seats": [{"type": "bot", "strategy": "random", "count": 3}],
            "treatments": {"listed": [{"label": "short", "set": {"rounds": 2}}, {"label": "default"}]}})");
        const ExperimentSpec spec = parsed(j);
        QCOMPARE(spec.treatments[0].spec.rounds, 2);
        QCOMPARE(spec.treatments[1].spec.rounds, 20);  // divide_dollar's default
        const ExperimentSpec again = parsed(spec.toJson());
        QCOMPARE(again.treatments[0].spec.rounds, 2);
        QCOMPARE(again.treatments[1].spec.rounds, 20);
        // A treatment that sets no rounds keeps the game's default for its own parameters, not the
        // base's resolved number: the base here says nothing about rounds either.
        QVERIFY(!spec.toJson()["treatments"]["base"].contains("rounds"));
    }

    void listedDesignsSetFieldsOfEverySeat() {
        Json j = Json::parse(R"({"game": "guess_average", "repetitions": 3,
            "seats": [{"type": "bot", "strategy": "random", "count": 2}, {"type": "bot", "strategy": "ne"}],
            "treatments": {"listed": [{"label": "base"},
                                      {"label": "all-ne", "set": {"seats[*].strategy": "ne", "rounds": 4}}]}})");
        const ExperimentSpec spec = parsed(j);
        QCOMPARE(spec.sessionCount(), 6);
        QCOMPARE(spec.treatments[1].spec.rounds, 4);
        for (const auto& seat : spec.treatments[1].spec.seats) QCOMPARE(seat.strategy, std::string("ne"));
        QCOMPARE(spec.treatments[0].spec.seats[0].strategy, std::string("random"));
        QCOMPARE(sessionSpec(spec, 3).id, std::string("all-ne:rep1"));
    }

    void designsThatCannotRunAreRefusedNamingTheCulprit_data() {
        QTest::addColumn<QString>("treatments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown field") << R"({"crossed": {"c": {"field": "colour", "levels": [1]}}})"
                                       << "treatment factor 'c': field 'colour' cannot be a treatment factor";
        QTest::newRow("unknown parameter") << R"({"crossed": {"x": {"field": "params.nope", "levels": [1, 2]}}})"
                                           << "treatment 'x=1': unknown parameter 'nope'";
        QTest::newRow("impossible level") << R"({"crossed": {"d": {"field": "history_depth", "levels": [0, -5]}}})"
                                          << "treatment 'd=-5'";
        QTest::newRow("a seat past the list")
            << R"({"crossed": {"s": {"field": "seats[4].strategy", "levels": ["ne"]}}})"
            << "field 'seats[4].strategy': the spec's seat list has entries 0 to 0";
        QTest::newRow("an unknown strategy")
            << R"({"crossed": {"s": {"field": "seats[0].strategy", "levels": ["ne", "psychic"]}}})"
            << "treatment 's=psychic'";
        QTest::newRow("the game") << R"({"listed": [{"label": "a", "set": {"game": "pirate"}}]})"
                                  << "treatment 'a': field 'game' cannot be a treatment factor";
        QTest::newRow("two labels alike") << R"({"listed": [{"label": "a"}, {"label": "a"}]})"
                                          << "two treatments are labelled 'a'";
        QTest::newRow("a label with spaces") << R"({"listed": [{"label": "my treatment"}]})"
                                             << "listed treatment 1 needs a \"label\"";
        QTest::newRow("crossed and listed") << R"({"crossed": {}, "listed": []})"
                                            << "exactly one of \"crossed\" and \"listed\"";
        QTest::newRow("an unknown key") << R"({"listed": [{"label": "a"}], "blocks": 2})"
                                        << "unknown key 'blocks'";
        QTest::newRow("a seat count") << R"({"crossed": {"n": {"field": "seats[0].count", "levels": [3, 4]}}})"
                                      << "treatment 'n=4' has 4 seats; every treatment of a design has the spec's 3";
    }
    void designsThatCannotRunAreRefusedNamingTheCulprit() {
        QFETCH(QString, treatments);
        QFETCH(QString, mentions);
        Json j =
            Json::parse(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "random", "count": 3}]})");
        j["treatments"] = Json::parse(treatments.toStdString());
        auto spec = parseExperimentSpec(j, GameRegistry::builtin(), 0);
        QVERIFY(!spec);
        QVERIFY2(QString::fromStdString(spec.error().message).contains(mentions), spec.error().message.c_str());
    }

    // Small fixed data, every resample and relabelling enumerated (values in the comments by hand).
    void bootstrapAndPermutationAgainstHandValues() {
        // {1, 2, 6}: the 27 resample means sorted; type-7 quantiles at 2.5 % (position 0.65: 1 + 0.65 ·
        // (4/3 − 1)) and 97.5 % (position 25.35: 14/3 + 0.35 · (6 − 14/3)).
        const auto [lo, hi] = bootstrapMeanInterval({1, 2, 6});
        QVERIFY(std::abs(lo - (1.0 + 0.65 / 3.0)) < 1e-12);
        QVERIFY(std::abs(hi - (14.0 / 3.0 + 0.35 * 4.0 / 3.0)) < 1e-12);
        // mean({2,3,4}) − mean({1,2,3}) over 27 × 27 resample pairs: [−1/3, 7/3].
        const auto [dlo, dhi] = bootstrapDifferenceInterval({1, 2, 3}, {2, 3, 4});
        QVERIFY(std::abs(dlo + 1.0 / 3.0) < 1e-12);
        QVERIFY(std::abs(dhi - 7.0 / 3.0) < 1e-12);
        // Pooled {1,2,3,2,3,4}: 10 of the 20 splits differ by at least the observed 1: p = 0.5.
        QCOMPARE(permutationPValue({1, 2, 3}, {2, 3, 4}), 0.5);
        // {1,2,3} vs {4,5,6}: only the observed split and its mirror reach |3|: 2 / 20.
        QCOMPARE(permutationPValue({1, 2, 3}, {4, 5, 6}), 0.1);
        QCOMPARE(permutationPValue({5, 5}, {5, 5}), 1.0);
        // Decimals on a large offset: relabellings that tie the observed gap count (4 of 20, not 2).
        QCOMPARE(permutationPValue({1e7 + .2, 1e7 + .5, 1e7 + .5}, {1e7 + .1, 1e7 + .1, 1e7 + .2}), 0.2);
        // Past exact enumeration the sampled p-value stays near the exact one: 12 vs 12 values with a
        // clear shift (exact p = 2 / C(24, 12) ≈ 7e-7) gives the smallest sampled value, 1 / 20001.
        std::vector<double> a(12), b(12);
        for (int i = 0; i < 12; ++i) {
            a[static_cast<std::size_t>(i)] = i;
            b[static_cast<std::size_t>(i)] = 100 + i;
        }
        QCOMPARE(permutationPValue(a, b), 1.0 / 20001.0);
    }

    // Common random numbers: random bots draw the same numbers in both treatments, so doubling the
    // prize doubles every payoff; the report compares the treatments; the tidy CSV has the factor.
    void aDesignRunsComparesAndExports() {
        nashlab::test::TempDir tmp;
        const Json j = Json::parse(R"({"game": "guess_average", "rounds": 4, "repetitions": 3, "seed": 5,
            "seats": [{"type": "bot", "strategy": "random", "count": 4}],
            "treatments": {"crossed": {"prize": {"field": "params.prize", "levels": [1, 2]}}}})");
        const std::string dir = play(j, tmp.path());
        auto run = readRun(dir);
        QVERIFY(run);
        QCOMPARE(run->sessions.size(), std::size_t(6));
        for (int r = 1; r <= 3; ++r) {
            const auto* one = run->session("prize=1:rep" + std::to_string(r));
            const auto* two = run->session("prize=2:rep" + std::to_string(r));
            QVERIFY(one && two);
            QCOMPARE(one->started["treatment"], Json("prize=1"));
            QCOMPARE(two->started["levels"], Json::parse(R"({"prize": "2"})"));
            for (std::size_t k = 0; k < one->rounds.size(); ++k) {
                QCOMPARE(one->rounds[k].actions, two->rounds[k].actions);
                for (std::size_t i = 0; i < 4; ++i)
                    QCOMPARE(two->rounds[k].payoffs[i], 2.0 * one->rounds[k].payoffs[i]);
            }
        }
        auto report = scoreRun(run.value(), GameRegistry::builtin());
        QVERIFY(report);
        const Json& design = report.value()["design"];
        QCOMPARE(design["treatments"].size(), std::size_t(2));
        QCOMPARE(design["treatments"][1]["sessions"], Json(3));
        const Json& first = design["treatments"][0]["scores"]["gamabench_repo"];
        const Json& second = design["treatments"][1]["scores"]["gamabench_repo"];
        QCOMPARE(first["mean"], second["mean"]);  // the γ-Bench score reads the numbers, not the prize
        QCOMPARE(first["n"], Json(3));
        Json difference;
        for (const auto& d : design["differences"])
            if (d.value("score", "") == "gamabench_repo") difference = d;
        QCOMPARE(difference["treatment"], Json("prize=2"));
        QCOMPARE(difference["baseline"], Json("prize=1"));
        QCOMPARE(difference["difference"].get<double>(), 0.0);
        QCOMPARE(difference["p_value"].get<double>(), 1.0);

        const std::string csv = exportRoundsCsv(run.value(), true);
        const std::string header = csv.substr(0, csv.find('\n'));
        QCOMPARE(QString::fromStdString(header),
                 QStringLiteral("session,treatment,prize,repetition,round,seat,name,type,action,payoff,cumulative,"
                                "reference_action,reference_payoff,invalid_attempts"));
        QVERIFY(csv.find("\nprize=2:rep3,prize=2,2,2,4,3,") != std::string::npos);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 1L + 6 * 4 * 4);  // header + sessions × rounds × seats
    }

    // Bots that meet (issue 15): three random bots and one equilibrium bot per session, at two
    // multipliers. The free rider keeps its tokens and shares the pot, so it ends above every
    // contributor: it beats each random bot in every session, ranks first overall and in each
    // treatment. A design whose treatments change every seat together has no two models meeting.
    void aDesignRanksTheModelsThatMeet() {
        nashlab::test::TempDir tmp;
        const Json j = Json::parse(R"({"game": "public_goods", "rounds": 4, "repetitions": 3, "seed": 9,
            "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "ne"}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]}}}})");
        auto run = readRun(play(j, tmp.path()));
        QVERIFY(run);
        auto report = scoreRun(run.value(), GameRegistry::builtin());
        QVERIFY(report);
        // By hand from the record: the equilibrium bot's total against each random bot's.
        int wins = 0;
        for (const auto& s : run->sessions) {
            const auto& total = s.rounds.back().cumulative;
            for (std::size_t i = 0; i < 3; ++i) wins += total[3] > total[i] ? 1 : 0;
        }
        QCOMPARE(wins, 18);
        const Json& models = report.value()["design"]["models"];
        const Json& overall = models["overall"];
        QCOMPARE(overall.size(), std::size_t(2));
        QCOMPARE(overall[0]["model"], Json("ne"));
        QCOMPARE(overall[0]["kind"], Json("bot"));
        QCOMPARE(overall[0]["rank"], Json(1));
        QCOMPARE(overall[0]["wins"], Json(18));
        QCOMPARE(overall[0]["sessions"], Json(6));
        QCOMPARE(overall[1]["model"], Json("random"));
        QCOMPARE(overall[1]["rank"], Json(2));
        QVERIFY(overall[0]["strength"].get<double>() > 0.0);
        QCOMPARE(overall[0]["strength"].get<double>(), -overall[1]["strength"].get<double>());
        for (const char* label : {"ratio=1.5", "ratio=3.0"}) {
            QCOMPARE(models["by_treatment"][label][0]["model"], Json("ne"));
            QCOMPARE(models["by_treatment"][label][0]["sessions"], Json(3));
        }

        Json apart = j;
        apart["seats"] = Json::parse(R"([{"type": "bot", "strategy": "random", "count": 4}])");
        apart["treatments"] = Json::parse(R"({"crossed": {"all": {"field": "seats[0].strategy",
                                                                   "levels": ["random", "ne"]}}})");
        nashlab::test::TempDir other;
        auto separate = scoreRun(readRun(play(apart, other.path())).value(), GameRegistry::builtin());
        QVERIFY(separate);
        QVERIFY(separate.value()["design"].contains("treatments"));
        QVERIFY(!separate.value()["design"].contains("models"));
    }
};

QTEST_APPLESS_MAIN(TestTreatments)
#include "tst_treatments.moc"
