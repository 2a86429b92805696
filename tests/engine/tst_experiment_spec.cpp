// Spec parsing: defaults resolved from the game, unknown games/fields/values refused by name,
// seat counts expanded, repetitions expanded with distinct derived seeds.
#include <QtTest>

#include "engine/experiment/experiment_spec.h"

using namespace nashlab::engine;

namespace {
Result<ExperimentSpec> parse(const char* text) {
    return parseExperimentSpec(Json::parse(text), GameRegistry::builtin(), 1234);
}
}  // namespace

class TestExperimentSpec : public QObject {
    Q_OBJECT

private slots:
    void defaultsComeFromTheGame() {
        auto spec = parse(R"({"game": "guess_average"})");
        QVERIFY(spec.ok());
        QCOMPARE(spec->rounds, 20);
        QCOMPARE(spec->repetitions, 1);
        QCOMPARE(spec->seed, std::uint64_t(1234));
        QCOMPARE(spec->historyDepth, -1);
        QCOMPARE(spec->seats.size(), std::size_t(10));
        QCOMPARE(QString::fromStdString(spec->seats[0].strategy), QStringLiteral("random"));
        QCOMPARE(spec->params["max"].get<int>(), 100);
        QCOMPARE(spec->policy.maxAttempts, 3);
        QVERIFY(spec->policy.fallback == Fallback::RandomLegal);
        // The resolved spec parses back to itself.
        auto again = parseExperimentSpec(spec->toJson(), GameRegistry::builtin(), 0);
        QVERIFY(again.ok());
        QCOMPARE(again->toJson().dump(), spec->toJson().dump());
    }

    void refusals_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown game") << R"({"game": "tic_tac_toe_3d"})"
                                      << "unknown game 'tic_tac_toe_3d'";
        QTest::newRow("no game") << R"({"rounds": 3})"
                                 << "needs a \"game\"";
        QTest::newRow("unknown field") << R"({"game": "guess_average", "roundz": 3})"
                                       << "unknown field 'roundz'";
        QTest::newRow("unknown param") << R"({"game": "guess_average", "params": {"maximum": 3}})"
                                       << "unknown parameter 'maximum'";
        QTest::newRow("bad param value") << R"({"game": "guess_average", "params": {"tie_rule": "coin"}})"
                                         << "'tie_rule'";
        QTest::newRow("bad rounds") << R"({"game": "guess_average", "rounds": 0})"
                                    << "'rounds' must be between 1";
        QTest::newRow("bad fallback") << R"({"game": "guess_average", "invalid_answers": {"fallback": "shrug"}})"
                                      << "unknown fallback 'shrug'";
        QTest::newRow("lose_game without a loser")
            << R"({"game": "pirate", "invalid_answers": {"fallback": "lose_game"}})"
            << "lose_game needs a game with a loser; 'pirate' has none";
        QTest::newRow("unknown policy field") << R"({"game": "guess_average", "invalid_answers": {"retries": 2}})"
                                              << "unknown field 'retries'";
        QTest::newRow("unknown strategy")
            << R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "psychic", "count": 3}]})"
            << "no bot strategy 'psychic'";
        QTest::newRow("unknown option")
            << R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "level_k", "options": {"depth": 2}, "count": 3}]})"
            << "unknown parameter 'depth'";
        QTest::newRow("unknown seat type") << R"({"game": "guess_average", "seats": [{"type": "robot"}]})"
                                           << "unknown type \"robot\"";
        QTest::newRow("unknown seat field")
            << R"({"game": "guess_average", "seats": [{"type": "human", "model": "x"}]})"
            << "unknown field 'model' in seat entry 1";
        QTest::newRow("llm without model")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "provider": "openai"}]})"
            << "needs a \"model\"";
        QTest::newRow("unknown provider")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "provider": "acme", "model": "m"}]})"
            << "unknown provider 'acme'";
        QTest::newRow("too few seats") << R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne"}]})"
                                       << "takes 2 to 100 seats; the spec has 1";
        QTest::newRow("newer version") << R"({"v": 9, "game": "guess_average"})"
                                       << "format version 9";
        // Fields of the wrong type are named, never an abort (issue 18).
        QTest::newRow("name not text") << R"({"game": "guess_average", "name": 5})"
                                       << "the spec's \"name\" must be text, got 5";
        QTest::newRow("seat type not text") << R"({"game": "guess_average", "seats": [{"type": 1}]})"
                                            << "seat entry 1's \"type\" must be text, got 1";
        QTest::newRow("provider not text")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "model": "m", "provider": 5}]})"
            << "seat entry 1's \"provider\" must be text, got 5";
        QTest::newRow("base_url not text")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "model": "m", "base_url": []}]})"
            << "seat entry 1's \"base_url\" must be text, got []";
        QTest::newRow("api_key_env not text")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "model": "m", "api_key_env": {}}]})"
            << "seat entry 1's \"api_key_env\" must be text";
        QTest::newRow("stream not a flag")
            << R"({"game": "guess_average", "seats": [{"type": "llm", "model": "m", "stream": "yes"}]})"
            << "seat entry 1's \"stream\" must be true or false, got \"yes\"";
    }

    void tooLargeANumberIsAnErrorNotAnAbort() {
        auto parsed = parseJson(R"({"game": "guess_average", "seed": 1e400})", "the spec");
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(QStringLiteral("number overflow")),
                 parsed.error().message.c_str());
    }
    void refusals() {
        QFETCH(QString, spec);
        QFETCH(QString, mentions);
        auto parsed = parseExperimentSpec(Json::parse(spec.toStdString()), GameRegistry::builtin(), 1);
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(mentions), parsed.error().message.c_str());
    }

    void seatsExpandAndKeepTheirSettings() {
        auto spec = parse(R"({"game": "guess_average", "seats": [
            {"type": "bot", "strategy": "fixed", "options": {"values": [10, 20]}, "count": 2},
            {"type": "llm", "provider": "anthropic", "model": "claude-x", "persona": "You are bold.", "name": "Claude"},
            {"type": "human", "name": "Ana"}]})");
        QVERIFY(spec.ok());
        QCOMPARE(spec->seats.size(), std::size_t(4));
        QCOMPARE(QString::fromStdString(spec->seats[1].name), QStringLiteral("fixed 2"));
        QCOMPARE(spec->seats[1].options["values"][1].get<int>(), 20);
        QCOMPARE(QString::fromStdString(spec->seats[2].persona), QStringLiteral("You are bold."));
        QCOMPARE(spec->seats[2].settings["temperature"].get<double>(), 1.0);
        QCOMPARE(QString::fromStdString(spec->seats[2].settings["provider"].get<std::string>()),
                 QStringLiteral("anthropic"));
        QCOMPARE(QString::fromStdString(spec->seats[3].name), QStringLiteral("Ana"));
    }

    void repetitionsGetDistinctSeeds() {
        auto spec = parse(R"({"game": "guess_average", "repetitions": 3, "seed": 5})");
        QVERIFY(spec.ok());
        const auto sessions = expandSessions(spec.value());
        QCOMPARE(sessions.size(), std::size_t(3));
        QCOMPARE(QString::fromStdString(sessions[2].id), QStringLiteral("rep3"));
        QVERIFY(sessions[0].setup.seed != sessions[1].setup.seed);
        QCOMPARE(sessions[0].setup.seed, mixSeed({5, 0}));
        // Same spec, same seeds.
        QCOMPARE(expandSessions(spec.value())[1].setup.seed, sessions[1].setup.seed);
    }
};

QTEST_APPLESS_MAIN(TestExperimentSpec)
#include "tst_experiment_spec.moc"
