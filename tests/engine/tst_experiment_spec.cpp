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
        // A seed's range is said as it is (issue 18: 2^63 read as "must be non-negative").
        QTest::newRow("seed 2^64")
            << R"({"game": "guess_average", "seed": 18446744073709551616})"
            << "'seed' must be a whole number from 0 to 18446744073709551615, got 1.8446744073709552e+19";
        QTest::newRow("seed negative") << R"({"game": "guess_average", "seed": -1})"
                                       << "'seed' must be a whole number from 0 to 18446744073709551615, got -1";
        QTest::newRow("seed fraction") << R"({"game": "guess_average", "seed": 1.5})"
                                       << "from 0 to 18446744073709551615, got 1.5";
        QTest::newRow("rounds 2^63") << R"({"game": "guess_average", "rounds": 9223372036854775808})"
                                     << "'rounds' must be between 1 and 100000, got 9223372036854775808";
        QTest::newRow("description not text") << R"({"game": "guess_average", "description": 5})"
                                              << "the spec's \"description\" must be text, got 5";
    }

    // Model seat settings are checked for type and range when the spec is read (issue 18 §5).
    void llmSettingsRefused_data() {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("max_concurrent text") << R"({"max_concurrent": "s"})"
                                             << "\"max_concurrent\" must be a whole number from 1 to 1000, got \"s\"";
        QTest::newRow("max_concurrent 0") << R"({"max_concurrent": 0})"
                                          << "\"max_concurrent\" must be a whole number from 1 to 1000, got 0";
        QTest::newRow("requests_per_minute -1")
            << R"({"requests_per_minute": -1})"
            << "\"requests_per_minute\" must be a whole number from 0 to 1000000 (0: no limit), got -1";
        QTest::newRow("tokens_per_minute 1.5") << R"({"tokens_per_minute": 1.5})"
                                               << "\"tokens_per_minute\" must be a whole number";
        QTest::newRow("timeout_s object") << R"({"timeout_s": {}})"
                                          << "\"timeout_s\" must be a number above 0 and at most 86400 seconds, got {}";
        QTest::newRow("timeout_s 0") << R"({"timeout_s": 0})"
                                     << "\"timeout_s\" must be a number above 0";
        QTest::newRow("max_tokens -5") << R"({"max_tokens": -5})"
                                       << "\"max_tokens\" must be a whole number from 1 to 10000000, got -5";
        QTest::newRow("max_tokens 2^64") << R"({"max_tokens": 18446744073709551615})"
                                         << "got 18446744073709551615";
        QTest::newRow("temperature 3") << R"({"temperature": 3})"
                                       << "\"temperature\" must be a number from 0 to 2, got 3";
        QTest::newRow("structured_output") << R"({"structured_output": 1})"
                                           << "\"structured_output\" must be true or false, got 1";
        QTest::newRow("base_url file") << R"({"base_url": "file:///etc/passwd"})"
                                       << "\"base_url\" must be an http:// or https:// URL, got \"file:///etc/passwd\"";
        QTest::newRow("base_url ftp") << R"({"base_url": "ftp://example.com/v1"})"
                                      << "must be an http:// or https:// URL";
        QTest::newRow("base_url no host") << R"({"base_url": "https:///v1"})"
                                          << "must be an http:// or https:// URL";
        QTest::newRow("base_url header") << R"({"base_url": "http://a.b/\r\nX-Evil: 1"})"
                                         << "must be an http:// or https:// URL";
        QTest::newRow("api_key_env space") << R"({"api_key_env": "MY KEY"})"
                                           << "\"api_key_env\" must name an environment variable";
        QTest::newRow("api_key_env digit") << R"({"api_key_env": "1KEY"})"
                                           << "must name an environment variable";
        QTest::newRow("max_response_bytes 10") << R"({"max_response_bytes": 10})"
                                               << "\"max_response_bytes\" must be a whole number from 1024 to";
        // Issue 47: 16 GiB was accepted, which no process survives (an answer costs 8-11x its size).
        QTest::newRow("max_response_bytes 16 GiB") << R"({"max_response_bytes": 17179869184})"
                                                   << "from 1024 to 67108864 bytes";
    }
    void llmSettingsRefused() {
        QFETCH(QString, setting);
        QFETCH(QString, mentions);
        Json spec = Json::parse(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne"},
            {"type": "llm", "model": "m"}]})");
        spec["seats"][1].update(Json::parse(setting.toStdString()));
        auto parsed = parseExperimentSpec(spec, GameRegistry::builtin(), 1);
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(QStringLiteral("seat entry 2's")),
                 parsed.error().message.c_str());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(mentions), parsed.error().message.c_str());
    }

    void llmSettingsAccepted() {
        // (The URL sits in a literal of its own: moc reads "//" inside a long raw string as a comment.)
        auto spec = parse(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne"},
            {"type": "llm", "model": "m", "max_concurrent": 4, "requests_per_minute": 0, "tokens_per_minute": 90000,
             "timeout_s": 2.5, "max_tokens": 300, "temperature": 0, "stream": true, "structured_output": false,
             "base_url": )"
                          "\"HTTPS://localhost:8080/v1\""
                          R"(, "api_key_env": "NASHLAB_MY_KEY2"}, {"type": "human", "timeout_s": 0}]})");
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->seats[1].settings["max_tokens"].get<int>(), 300);
        auto human = parse(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne"},
            {"type": "human", "timeout_s": "soon"}]})");
        QVERIFY(!human.ok());
        QVERIFY2(
            QString::fromStdString(human.error().message).contains(QStringLiteral("\"timeout_s\" must be a number")),
            human.error().message.c_str());
    }

    void recordTextBytesIsKeptAndChecked() {
        auto spec = parse(R"({"game": "guess_average", "record_text_bytes": 2048,
            "seats": [{"type": "llm", "model": "m", "count": 2, "max_response_bytes": 100000}]})");
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->recordTextBytes, std::int64_t{2048});
        QCOMPARE(spec->toJson()["record_text_bytes"], Json(2048));  // spec.json keeps it
        QCOMPARE(sessionSpec(spec.value(), 0).recordTextBytes, std::size_t{2048});
        auto plain = parse(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne", "count": 2}]})");
        QVERIFY(!plain->toJson().contains("record_text_bytes"));  // the default is not written
        for (const char* bad : {"100", "\"big\"", "2.5", "1e12"}) {
            const std::string text = std::string(R"({"game": "guess_average", "record_text_bytes": )") + bad +
                                     R"(, "seats": [{"type": "bot", "strategy": "ne", "count": 2}]})";
            auto refused = parse(text.c_str());
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().message.find("'record_text_bytes' must be a whole number from 1024") !=
                         std::string::npos,
                     refused.error().message.c_str());
        }
    }

    // Parameters that clash with each other (or with the seat count) are refused when the spec is
    // read, naming the fields, for every game that declares such constraints (issue 18 §5).
    void clashingParamsRefused_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("guess_average") << R"({"game": "guess_average", "params": {"min": 50, "max": 10}})"
                                       << "parameter 'min' (50) must be below 'max' (10)";
        QTest::newRow("battle_royale") << R"({"game": "battle_royale", "params": {"base_hit_rate": 90,
            "hit_rate_step": 10}, "seats": [{"type": "bot", "strategy": "random", "count": 3}]})"
                                       << "'base_hit_rate' and 'hit_rate_step': hit rates would reach 110%";
        QTest::newRow("public_goods")
            << R"({"game": "public_goods", "params": {"endowment": "random", "random_min": 30, "tokens": 20}})"
            << "parameter 'random_min' (30) must not exceed 'tokens' (20)";
        QTest::newRow("water_allocation") << R"({"game": "water_allocation", "params": {"start_hp": 9, "max_hp": 5}})"
                                          << "parameter 'start_hp' (9) must not exceed 'max_hp' (5)";
        QTest::newRow("sealed_bid_auction")
            << R"({"game": "sealed_bid_auction", "params": {"valuation_source": "uniform", "valuation_min": 100,
                  "valuation_max": 50}})"
            << "'valuation_max' must not be below 'valuation_min'";
        QTest::newRow("english_auction") << R"({"game": "english_auction", "params": {"budgets": [100, 200, 300]},
                  "seats": [{"type": "bot", "strategy": "random", "count": 2}]})"
                                         << "parameter 'budgets' has 3 entries for 2 bidders";
    }
    void clashingParamsRefused() {
        QFETCH(QString, spec);
        QFETCH(QString, mentions);
        auto parsed = parseExperimentSpec(Json::parse(spec.toStdString()), GameRegistry::builtin(), 1);
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(mentions), parsed.error().message.c_str());
    }

    void seedsUpTo2To64AreAccepted() {
        auto big = parse(R"({"game": "guess_average", "seed": 9223372036854775808})");
        QVERIFY2(big.ok(), big.ok() ? "" : big.error().message.c_str());
        QCOMPARE(big->seed, std::uint64_t(1) << 63);
        auto top = parse(R"({"game": "guess_average", "seed": 18446744073709551615})");
        QVERIFY(top.ok());
        QCOMPARE(top->seed, ~std::uint64_t(0));
        QCOMPARE(parseExperimentSpec(top->toJson(), GameRegistry::builtin(), 0)->seed, ~std::uint64_t(0));
    }

    void descriptionIsKept() {
        auto spec = parse(R"({"game": "guess_average", "description": "why we ran it"})");
        QVERIFY(spec.ok());
        QCOMPARE(QString::fromStdString(spec->toJson().value("description", "")), QStringLiteral("why we ran it"));
        QCOMPARE(parseExperimentSpec(spec->toJson(), GameRegistry::builtin(), 0)->toJson().dump(),
                 spec->toJson().dump());
        QVERIFY(!parse(R"({"game": "guess_average"})")->toJson().contains("description"));
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
