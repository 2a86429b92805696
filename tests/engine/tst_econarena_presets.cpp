// The EconArena presets of issue 17 (000 §3, §6.2, Appendix B.3/B.7): the senior environment,
// the auction's scale groups, the rational beauty contest and the auction melee with history, and
// chain of thought. Each parses with the paper's numbers and plays offline; the rounds it records
// are checked against the rules by hand, and scripted seats in the LLMs' places show what a model
// would read (bots read no prompts) and what it would score.
#include <QtTest>
#include <cmath>
#include <set>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "tests/support/scripted_seat.h"

using namespace nashlab::engine;

namespace {

ExperimentSpec preset(const std::string& file, int repetitions = 0) {
    const std::string path =
        qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/resources/presets/" + file + ".json";
    auto json = readJsonFile(path);
    if (!json) qFatal("%s: %s", path.c_str(), json.error().message.c_str());
    if (repetitions > 0) json.value()["repetitions"] = repetitions;
    auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 17);  // 17: a fixed seed
    if (!spec) qFatal("%s: %s", path.c_str(), spec.error().message.c_str());
    return spec.value();
}

struct Played {
    std::vector<Json> events;
    std::vector<SessionScore> scores;
    std::vector<Json> of(const std::string& type) const {
        std::vector<Json> out;
        for (const auto& e : events)
            if (e["type"] == type) out.push_back(e);
        return out;
    }
};

// Plays a spec offline: the `scripted` seats answer `script` in order (as a model would, reading
// prompts); the others are the preset's bots.
Played play(const ExperimentSpec& spec, const std::set<int>& scripted = {},
            const std::vector<std::string>& script = {}) {
    const SeatFactory bots = builtinSeatFactory();
    SeatFactory factory = [&](const Game& g, const SessionSpec& s, int seat) -> Result<std::unique_ptr<Seat>> {
        if (!scripted.count(seat)) return bots(g, s, seat);
        return std::unique_ptr<Seat>(std::make_unique<nashlab::test::ScriptedSeat>(script));
    };
    MemorySink sink;
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, factory, sink, prompts);
    runner.keepScores();
    runner.start();
    if (!runner.done() || runner.outcome().finished != spec.repetitions) qFatal("%s did not finish", spec.name.c_str());
    return {std::move(sink.events), runner.takeScores()};
}

std::vector<double> numbers(const Json& a) {
    std::vector<double> out;
    for (const auto& x : a) out.push_back(x.get<double>());
    return out;
}

// EconArena's second price with assets (000 §1.2): the highest bid wins (lowest seat on a tie) and
// pays the highest other bid; its payoff is assets − price + value, everyone else's the assets.
// Returns what does not hold (empty if all does), so a test fails once, not once per round.
std::string secondPriceError(const Json& round, double assets) {
    const std::vector<double> bids = numbers(round["actions"]);
    const auto w = static_cast<std::size_t>(std::max_element(bids.begin(), bids.end()) - bids.begin());
    double price = 0;
    for (std::size_t i = 0; i < bids.size(); ++i)
        if (i != w) price = std::max(price, bids[i]);
    for (std::size_t i = 0; i < bids.size(); ++i) {
        const double value = round["private"][i]["value"].get<double>();
        if (!(value > 0 && value <= assets && value == std::trunc(value))) return "value " + std::to_string(value);
        if (std::fabs(round["payoffs"][i].get<double>() - (i == w ? assets - price + value : assets)) > 1e-9)
            return "payoff of seat " + std::to_string(i) + " in " + round.dump();
    }
    return {};
}

// The beauty contest (000 §1.1): target 2/3 × mean; the closest share the prize 1.
std::string beautyError(const Json& round) {
    const std::vector<double> x = numbers(round["actions"]);
    double sum = 0;
    for (double v : x) sum += v;
    const double target = 2.0 / 3.0 * sum / static_cast<double>(x.size());
    double best = 1e300;
    for (double v : x) best = std::min(best, std::fabs(v - target));
    int winners = 0;
    for (double v : x) winners += std::fabs(v - target) - best < 1e-9;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double prize = std::fabs(x[i] - target) - best < 1e-9 ? 1.0 / winners : 0.0;
        if (std::fabs(round["payoffs"][i].get<double>() - prize) > 1e-9)
            return "payoff of seat " + std::to_string(i) + " in " + round.dump();
    }
    return {};
}

// The last prompt the seat read: {system, user}.
std::pair<std::string, std::string> lastPrompt(const Played& p, int seat) {
    std::pair<std::string, std::string> out;
    for (const auto& d : p.of("decision"))
        if (d["seat"] == seat)
            out = {d["messages"][0]["content"].get<std::string>(), d["messages"][1]["content"].get<std::string>()};
    return out;
}

bool has(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

}  // namespace

class TestEconArenaPresets : public QObject {
    Q_OBJECT

private slots:
    // Table 1: the 5 hand-picked models, 100 sessions, whose first 20 and 60 are the other columns.
    void seniorEnvironment_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("beauty") << "econarena_beauty_senior";
        QTest::newRow("auction") << "econarena_auction_senior";
    }
    void seniorEnvironment() {
        QFETCH(QString, file);
        const ExperimentSpec spec = preset(file.toStdString());
        const bool auction = file.contains("auction");
        QCOMPARE(spec.repetitions, 100);
        QCOMPARE(spec.rounds, 1);
        const std::vector<std::string> models = {"Baichuan2", "claude-instant-1.2", "claude-2", "gpt-3.5-turbo",
                                                 "gpt-4"};
        QCOMPARE(spec.seats.size(), models.size());
        for (std::size_t i = 0; i < models.size(); ++i) {
            QCOMPARE(spec.seats[i].name, models[i] + " (swap for an LLM)");
            QVERIFY(spec.seats[i].persona.empty());  // a melee: nobody is told the others are rational
        }
        if (auction) {
            QCOMPARE(spec.params["scale_group"].get<std::string>(), std::string("M"));
            QCOMPARE(spec.params["tell_opponents_rational"].get<bool>(), false);
        }
        const Played all = play(spec);
        const Played first20 = play(preset(file.toStdString(), 20));
        const auto finished = all.of("session_finished");
        QCOMPARE(static_cast<int>(finished.size()), 100);
        for (std::size_t s = 0; s < 20; ++s)
            QCOMPARE(first20.of("session_finished")[s]["final_payoffs"], finished[s]["final_payoffs"]);
        const auto rounds = all.of("round_completed");
        for (std::size_t s = 0; s < rounds.size(); ++s) {
            const Json& r = rounds[s];
            // In the beauty contest each session's payoffs then sum to 1, as Table 1's columns do.
            const std::string error = auction ? secondPriceError(r, 1000) : beautyError(r);
            QVERIFY2(error.empty(), error.c_str());
            if (!auction) continue;
            // Table 1's measure: payoff / NE payoff, the NE payoff being assets + (v − the best other
            // value) for the highest value (lowest seat on a tie) under truthful bids.
            std::vector<double> v;
            for (const auto& seat : r["private"]) v.push_back(seat["value"].get<double>());
            const auto top = static_cast<std::size_t>(std::max_element(v.begin(), v.end()) - v.begin());
            double second = 0;
            for (std::size_t i = 0; i < v.size(); ++i)
                if (i != top) second = std::max(second, v[i]);
            for (std::size_t i = 0; i < v.size(); ++i) {
                const double ne = 1000 + (i == top ? v[i] - second : 0.0);
                const Json& seat = all.scores[s].result["per_seat"][i];
                QCOMPARE(seat["rationality"].get<double>(), r["payoffs"][i].get<double>() / ne);
            }
        }
    }

    // Fig 3b: values ~ N(μ, σ) truncated to whole numbers in (0, A], A units of assets.
    void auctionScaleGroups_data() {
        QTest::addColumn<QString>("group");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("sd");
        QTest::addColumn<double>("assets");
        QTest::newRow("L") << "L" << 50.0 << 10.0 << 100.0;
        QTest::newRow("M") << "M" << 500.0 << 100.0 << 1000.0;
        QTest::newRow("H") << "H" << 5000.0 << 1000.0 << 10000.0;
    }
    void auctionScaleGroups() {
        QFETCH(QString, group);
        QFETCH(double, mean);
        QFETCH(double, sd);
        QFETCH(double, assets);
        const ExperimentSpec spec = preset("econarena_auction_scale_" + group.toStdString());
        QCOMPARE(spec.repetitions, 50);
        QCOMPARE(spec.rounds, 1);
        QCOMPARE(spec.params["scale_group"].get<std::string>(), group.toStdString());
        QCOMPARE(spec.params["price_rule"].get<std::string>(), std::string("second_price"));
        const Played p = play(spec);
        double sum = 0;
        double squares = 0;
        int n = 0;
        for (const auto& r : p.of("round_completed")) {
            const std::string error = secondPriceError(r, assets);
            QVERIFY2(error.empty(), error.c_str());
            for (const auto& seat : r["private"]) {
                const double v = seat["value"].get<double>();
                sum += v;
                squares += v * v;
                ++n;
            }
        }
        QCOMPARE(n, 250);
        const double m = sum / n;
        const double s = std::sqrt(squares / n - m * m);
        QVERIFY2(std::fabs(m - mean) < 4 * sd / std::sqrt(n), std::to_string(m).c_str());
        QVERIFY2(s > 0.8 * sd && s < 1.2 * sd, std::to_string(s).c_str());
    }

    // Figs 4a/5a: 1 player vs 4 bots at 0, 6 runs, the last 3 shown, told the others are rational.
    void beautyRationalWithHistory() {
        const ExperimentSpec spec = preset("econarena_beauty_rational_history");
        QCOMPARE(spec.repetitions, 30);
        QCOMPARE(spec.rounds, 6);
        QCOMPARE(spec.historyDepth, 3);
        for (int i = 0; i < 4; ++i) QCOMPARE(spec.seats[static_cast<std::size_t>(i)].strategy, std::string("ne"));
        // The stand-in plays 2/3 × last run's average: 100/3, then (2/15)× its last number; it never wins.
        const Played offline = play(spec);
        QCOMPARE(static_cast<int>(offline.of("round_completed").size()), 30 * 6);
        double expected = 100.0 / 3.0;
        for (const auto& r : offline.of("round_completed")) {
            if (r["round"] == 1) expected = 100.0 / 3.0;
            QVERIFY(std::fabs(r["actions"][4].get<double>() - expected) < 1e-9);
            QCOMPARE(numbers(r["payoffs"]), std::vector<double>({0.25, 0.25, 0.25, 0.25, 0.0}));
            expected *= 2.0 / 15.0;
        }
        // A model that plays 50 once and then 0 ties the bots from run 2 on: 0.25 × 4 + 0.2 × 5 shared.
        const Played p = play(preset("econarena_beauty_rational_history", 1), {4},
                              {R"({"chosen_number": 50})", R"({"chosen_number": 0})"});
        QCOMPARE(numbers(p.of("session_finished")[0]["final_payoffs"]),
                 std::vector<double>({1.25, 1.25, 1.25, 1.25, 1.0}));
        const auto [system, user] = lastPrompt(p, 4);
        QVERIFY(has(system, "perfectly rational"));
        QVERIFY(has(user, "The last 3 rounds:") && has(user, "Round 3:") && has(user, "Round 5:"));
        QVERIFY(!has(user, "Round 2:"));
        QVERIFY(!has(user, "step by step"));
    }

    // Fig 6b: different models, values kept for the 6 runs, everyone's bids revealed, the last 3 shown.
    void auctionMeleeWithHistory() {
        const ExperimentSpec spec = preset("econarena_auction_melee_history");
        QCOMPARE(spec.repetitions, 30);
        QCOMPARE(spec.rounds, 6);
        QCOMPARE(spec.historyDepth, 3);
        QCOMPARE(spec.params["tell_opponents_rational"].get<bool>(), false);
        const Played offline = play(spec);
        Json values;
        for (const auto& r : offline.of("round_completed")) {
            const std::string error = secondPriceError(r, 1000);
            QVERIFY2(error.empty(), error.c_str());
            if (r["round"] == 1) values = r["private"];
            for (std::size_t i = 0; i < 5; ++i) QCOMPARE(r["private"][i]["value"], values[i]["value"]);
        }
        // Five models bidding 400 tie: bidder 1 gets the item at 400 (the lowest id wins).
        const Played p = play(preset("econarena_auction_melee_history", 1), {0, 1, 2, 3, 4}, {R"({"bid": 400})"});
        const auto rounds = p.of("round_completed");
        QCOMPARE(static_cast<int>(rounds.size()), 6);
        const double v0 = rounds[0]["private"][0]["value"].get<double>();
        for (const auto& r : rounds)
            QCOMPARE(numbers(r["payoffs"]), std::vector<double>({600 + v0, 1000, 1000, 1000, 1000}));
        const auto [system, user] = lastPrompt(p, 1);
        QVERIFY(has(system, "Your value stays the same in every round"));
        QVERIFY(!has(system, "perfectly rational"));
        QVERIFY(has(user, "The last 3 rounds:") && has(user, "Bidder 5: value") && !has(user, "Round 2:"));
    }

    // Appendix B.3/B.7: the rational set-ups asking for step-by-step reasoning; the plain rational
    // presets are the control (no such request).
    void chainOfThought_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("subject");
        QTest::addColumn<bool>("cot");
        QTest::newRow("beauty, CoT") << "econarena_beauty_rational_cot" << 4 << true;
        QTest::newRow("beauty") << "econarena_beauty_rational" << 4 << false;
        QTest::newRow("auction, CoT") << "econarena_auction_rational_cot" << 0 << true;
        QTest::newRow("auction") << "econarena_auction_rational" << 0 << false;
    }
    void chainOfThought() {
        QFETCH(QString, file);
        QFETCH(int, subject);
        QFETCH(bool, cot);
        const bool auction = file.contains("auction");
        const ExperimentSpec spec = preset(file.toStdString());
        QCOMPARE(spec.chainOfThought, cot);
        QCOMPARE(spec.repetitions, 150);
        QCOMPARE(spec.rounds, 1);
        for (int i = 0; i < 5; ++i)
            if (i != subject) QCOMPARE(spec.seats[static_cast<std::size_t>(i)].strategy, std::string("ne"));
        QCOMPARE(static_cast<int>(play(preset(file.toStdString(), 3)).of("session_finished").size()), 3);
        // The model's reasoning is recorded and its answer scored: 0 ties the four bots at the NE
        // (0.2 each, rationality 1); a bid of 0 never wins, leaving the 1000 units of assets.
        const std::string answer = auction ? R"({"explanation": "Bid low.", "bid": 0})"
                                           : R"({"explanation": "All play 0.", "chosen_number": 0})";
        const Played p = play(preset(file.toStdString(), 1), {subject}, {answer});
        const auto [system, user] = lastPrompt(p, subject);
        QVERIFY(has(system, "perfectly rational"));
        QCOMPARE(has(user, "step by step") && has(user, "\"explanation\""), cot);
        int asked = 0;
        for (const auto& d : p.of("decision")) {
            if (d["seat"] != subject) continue;
            ++asked;
            QCOMPARE(d.value("reasoning", std::string()), std::string(auction ? "Bid low." : "All play 0."));
        }
        QCOMPARE(asked, 1);
        const Json& me = p.scores.at(0).result["per_seat"][subject];
        QCOMPARE(me["payoff"].get<double>(), auction ? 1000.0 : 0.2);
        if (!auction) QCOMPARE(me["rationality"].get<double>(), 1.0);
    }
};

QTEST_APPLESS_MAIN(TestEconArenaPresets)
#include "tst_econarena_presets.moc"
