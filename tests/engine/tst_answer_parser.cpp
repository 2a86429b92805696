// AnswerParser: JSON found in fenced or surrounding text, coercion, precise rejection reasons.
#include <QtTest>

#include "engine/prompt/answer_parser.h"

using namespace nashlab::engine;

namespace {

ActionSpec numberSpec() {
    ActionField f;
    f.name = "chosen_number";
    f.kind = FieldKind::Integer;
    f.min = 0;
    f.max = 100;
    return ActionSpec{{f}};
}

ActionSpec barSpec() {
    ActionField f;
    f.name = "decision";
    f.kind = FieldKind::Enum;
    f.options = {"go", "stay"};
    return ActionSpec{{f}};
}

}  // namespace

class TestAnswerParser : public QObject {
    Q_OBJECT

private slots:
    void acceptsAnswers_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<int>("expected");
        QTest::newRow("bare") << R"({"chosen_number": 42})" << 42;
        QTest::newRow("string number") << R"({"chosen_number": "42"})" << 42;
        QTest::newRow("padded string") << R"({"chosen_number": " 7 "})" << 7;
        QTest::newRow("integral float") << R"({"chosen_number": 33.0})" << 33;
        QTest::newRow("fenced json") << "Sure!\n```json\n{\"chosen_number\": 17}\n```\nGood luck." << 17;
        QTest::newRow("fenced plain") << "```\n{\"chosen_number\": 18}\n```" << 18;
        QTest::newRow("prose around") << "I think the others pick 50, so {\"chosen_number\": 22} is best." << 22;
        QTest::newRow("nested braces in strings")
            << "My answer: {\"explanation\": \"sets {a} and }\", \"chosen_number\": 9} done" << 9;
        QTest::newRow("several objects: last valid wins")
            << R"(Format {"chosen_number": "<integer>"}; first guess {"chosen_number": 50}, final {"chosen_number": 30})"
            << 30;
        QTest::newRow("extra fields ignored") << R"({"chosen_number": 5, "mood": "happy"})" << 5;
        QTest::newRow("bounds inclusive") << R"({"chosen_number": 100})" << 100;
    }
    void acceptsAnswers() {
        QFETCH(QString, reply);
        QFETCH(int, expected);
        auto parsed = parseAnswer(reply.toStdString(), numberSpec());
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->action["chosen_number"].get<int>(), expected);
        QCOMPARE(parsed->action.size(), std::size_t(1));
    }

    void rejectsWithPreciseReasons_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("out of range") << R"({"chosen_number": 150})"
                                      << "out_of_range"
                                      << "above the maximum 100";
        QTest::newRow("negative") << R"({"chosen_number": -1})"
                                  << "out_of_range"
                                  << "below the minimum 0";
        QTest::newRow("missing field") << R"({"number": 5})"
                                       << "missing_field"
                                       << "'chosen_number'";
        QTest::newRow("fraction") << R"({"chosen_number": 33.5})"
                                  << "wrong_type"
                                  << "whole number";
        QTest::newRow("word") << R"({"chosen_number": "fifty"})"
                              << "wrong_type"
                              << "\"fifty\"";
        QTest::newRow("no json") << "I choose fifty."
                                 << "no_json"
                                 << "no JSON object";
        QTest::newRow("empty") << "   "
                               << "empty"
                               << "empty";
        QTest::newRow("array not object") << "[42]"
                                          << "no_json"
                                          << "no JSON object";
        QTest::newRow("last relevant error reported") << R"({"x": 1} then {"chosen_number": 500})"
                                                      << "out_of_range"
                                                      << "500";
    }
    void rejectsWithPreciseReasons() {
        QFETCH(QString, reply);
        QFETCH(QString, code);
        QFETCH(QString, mentions);
        auto parsed = parseAnswer(reply.toStdString(), numberSpec());
        QVERIFY(!parsed.ok());
        QCOMPARE(QString::fromStdString(parsed.error().code), code);
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(mentions), parsed.error().message.c_str());
    }

    void enumsAreCaseInsensitive() {
        auto parsed = parseAnswer(R"({"decision": "Go"})", barSpec());
        QVERIFY(parsed.ok());
        QCOMPARE(QString::fromStdString(parsed->action["decision"].get<std::string>()), QStringLiteral("go"));
        auto bad = parseAnswer(R"({"decision": "maybe"})", barSpec());
        QVERIFY(!bad.ok());
        QCOMPARE(QString::fromStdString(bad.error().code), QStringLiteral("not_an_option"));
        QVERIFY(QString::fromStdString(bad.error().message).contains(QStringLiteral("\"go\", \"stay\"")));
    }

    void explanationBecomesReasoning() {
        auto parsed = parseAnswer(R"({"explanation": "2/3 of 50 is 33", "chosen_number": 33})", numberSpec());
        QVERIFY(parsed.ok());
        QCOMPARE(QString::fromStdString(parsed->reasoning), QStringLiteral("2/3 of 50 is 33"));
        QVERIFY(!parsed->action.contains("explanation"));
    }

    void survivesMutatedReplies() {
        // Seeded fuzzing: random edits of real replies never crash the parser, and whatever it
        // accepts is a legal action (an integer in range under the one expected key).
        const std::vector<std::string> seeds = {R"({"chosen_number": 42})", "```json\n{\"chosen_number\": \"7\"}\n```",
                                                R"(Answer: {"explanation": "x {y}", "chosen_number": 100} end)"};
        const std::string alphabet = "{}[]\":,0123456789 -.eE\\`\nabcxyz_";
        nashlab::engine::Rng rng(2024);
        int accepted = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text = seeds[static_cast<std::size_t>(rng.uniformInt(0, 2))];
            const int edits = static_cast<int>(rng.uniformInt(1, 4));
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const auto pos =
                    static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(text.size()) - 1));
                const char c = alphabet[static_cast<std::size_t>(
                    rng.uniformInt(0, static_cast<std::int64_t>(alphabet.size()) - 1))];
                switch (rng.uniformInt(0, 2)) {
                case 0: text[pos] = c; break;
                case 1: text.insert(pos, 1, c); break;
                default: text.erase(pos, 1); break;
                }
            }
            auto parsed = parseAnswer(text, numberSpec());
            if (!parsed) {
                QVERIFY(!parsed.error().message.empty());
                continue;
            }
            ++accepted;
            const Json& v = parsed->action.at("chosen_number");
            QVERIFY(v.is_number_integer());
            QVERIFY(v.get<int>() >= 0 && v.get<int>() <= 100);
            QCOMPARE(parsed->action.size(), std::size_t(1));
        }
        QVERIFY(accepted > 1000);  // many mutations keep a valid answer somewhere
    }

    void findsObjectsInOrder() {
        const auto found = findJsonObjects(R"(a {"a": 1} b {"b": {"c": 2}} c {not json})");
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0]["a"].get<int>(), 1);
        QCOMPARE(found[1]["b"]["c"].get<int>(), 2);
    }
};

QTEST_APPLESS_MAIN(TestAnswerParser)
#include "tst_answer_parser.moc"
