// Typed record events: the text they write is exactly what Json::dump writes for their toJson()
// (same keys, same order, same numbers, same escapes), so records written either way are equal.
#include <QtTest>
#include <cstdint>
#include <limits>

#include <functional>

#include "engine/core/sha256.h"
#include "engine/game/game_registry.h"
#include "engine/record/events.h"
#include "engine/record/json_text.h"
#include "engine/session/event_sink.h"

using namespace nashlab::engine;

namespace {

std::string dumped(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string appended(const Json& j) {
    std::string out;
    appendJsonValue(out, j);
    return out;
}

}  // namespace

class TestEvents : public QObject {
    Q_OBJECT
private slots:
    // A reader parses an event's type once: every type the writers name comes back as itself,
    // anything else (missing, not a string, a type of a newer build) as none.
    void eventTypesAreReadOnce() {
        for (const EventType t : {EventType::SessionStarted, EventType::SessionResumed, EventType::Decision,
                                  EventType::RoundCompleted, EventType::SessionFinished, EventType::SessionAborted})
            QCOMPARE(eventTypeOf(Json{{"type", std::string(toString(t))}, {"session", "rep1"}}), std::optional(t));
        QCOMPARE(toString(EventType::RoundCompleted), std::string_view("round_completed"));
        QCOMPARE(eventTypeOf(Json{{"type", "chat"}}), std::optional<EventType>());
        QCOMPARE(eventTypeOf(Json{{"type", 3}}), std::optional<EventType>());
        QCOMPARE(eventTypeOf(Json{{"session", "rep1"}}), std::optional<EventType>());
        QCOMPARE(eventTypeOf(Json::array({"decision"})), std::optional<EventType>());
    }

    void valuesAreWrittenAsDumpWritesThem() {
        const Json values[] = {
            nullptr,
            true,
            0,
            -42,
            std::uint64_t{18446744073709551615ULL},
            1.0,
            -0.0,
            33.333333333333336,
            1e300,
            2.5e-8,
            std::numeric_limits<double>::infinity(),
            "plain",
            "quote \" backslash \\ tab \t newline \n bell \x07",
            "ünïcödé ✓",
            std::string("bad utf-8: \xff\xfe end"),
            Json::array({1, 2.5, "x", nullptr, Json::object()}),
            {{"b", 1}, {"a", {{"z", Json::array()}, {"y", false}}}, {"chosen_number", 42}},
        };
        for (const Json& v : values) QCOMPARE(appended(v), dumped(v));
    }

    void numbersWrittenAgainAreTheSameText() {
        // Fractions' texts are kept and reused: the second pass is read from the kept texts (and
        // collides in their table), the first writes them; both must be what dump writes.
        Rng rng(7);
        std::vector<double> numbers = {0.1, 1.0 / 3.0, -2.5e-8, 123456.789, 1e15 + 0.5, 9.999999999999999e22};
        for (int i = 0; i < 2000; ++i) numbers.push_back(rng.uniformReal(-1e6, 1e6) / 7.0);
        for (int pass = 0; pass < 2; ++pass) {
            std::string line;
            TextWriter w(line);
            for (const double x : numbers) {
                w.number(x);
                w.put(',');
            }
            w.done();  // 2,000 numbers: the room grows many times over
            std::string expected;
            for (const double x : numbers) expected += dumped(Json(x)) + ",";
            QCOMPARE(line, expected);
        }
    }

    void aDecisionWritesWhatItsJsonDumps() {
        const Json action = {{"chosen_number", 42}};
        const Json extra = {{"provider", "openai"}, {"model", "m"}};
        const Json messages = Json::array({{{"role", "user"}, {"content", "Pick \"a\" number\n"}}});
        DecisionEvent e;
        e.t = 1700000000123;
        e.session = "rep3";
        e.round = 7;
        e.step = 1;
        e.seat = 4;
        e.attempt = 2;
        e.messages = &messages;
        e.raw = "{\"chosen_number\": 42} ✓";
        e.latencyMs = 12.5;
        e.promptTokens = 100;
        e.completionTokens = 7;
        e.cost = 0.000123;
        e.cacheHit = true;
        e.extra = &extra;
        e.valid = true;
        e.action = &action;
        e.reasoning = "because";
        std::string text;
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));

        // An invalid answer, with hashed messages and a reason; then an error reply; then a fallback.
        const Json none;
        e.messages = nullptr;
        e.messagesSha256 = "ab12";
        e.valid = false;
        e.action = &none;
        e.reason = "out of range";
        text.clear();
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));

        e.action = nullptr;
        e.reason.reset();
        e.error = "connection refused";
        text.clear();
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));

        DecisionEvent f;
        f.session = "rep0";
        f.fallback = true;
        f.fallbackPolicy = "random_legal";
        f.valid = true;
        f.action = &action;
        f.reason = "no valid answer";
        text.clear();
        f.appendTo(text);
        QCOMPARE(text, dumped(f.toJson()));
        QCOMPARE(f.toJson().value("source", ""), std::string("fallback"));
    }

    void aRunawayAnswerIsKeptUpToTheCapAndHashed() {
        // 70,000 bytes of answer ending in 3-byte characters, and reasoning just under the cap.
        std::string raw = R"({"chosen_number": 5} )";
        while (raw.size() < 70'000) raw += "€";
        const std::string reasoning(DecisionEvent::kRecordedTextBytes, 'r');
        const Json action = {{"chosen_number", 5}};
        DecisionEvent e;
        e.session = "rep0";
        e.raw = raw;
        e.reasoning = reasoning;
        e.valid = true;
        e.action = &action;
        std::string text;
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));
        const Json j = Json::parse(text);
        const std::string kept = j["raw"].get<std::string>();
        QVERIFY(kept.size() <= DecisionEvent::kRecordedTextBytes);
        QVERIFY(kept.size() > DecisionEvent::kRecordedTextBytes - 3);  // cut at the last whole "€"
        QCOMPARE(raw.compare(0, kept.size(), kept), 0);
        QCOMPARE(j["raw_bytes"], Json(raw.size()));
        QCOMPARE(j["raw_sha256"], Json(sha256Hex(raw)));
        QCOMPARE(j["reasoning"].get<std::string>(), reasoning);  // at the cap: whole, no hash
        QVERIFY(!j.contains("reasoning_bytes"));
        // A lower cap cuts the reasoning too.
        e.textCap = 1000;
        text.clear();
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));
        QCOMPARE(Json::parse(text)["reasoning"].get<std::string>().size(), std::size_t{1000});
        QCOMPARE(Json::parse(text)["reasoning_bytes"], Json(reasoning.size()));
        QCOMPARE(Json::parse(text)["reasoning_sha256"], Json(sha256Hex(reasoning)));
    }
    void aBotsPlainAnswerWritesWhatItsJsonDumps() {
        // The short path for a bot's valid answer, and every field that sends it down the long one.
        const Json action = {{"chosen_number", 33}};
        const Json extra = {{"note", "x"}};
        DecisionEvent e;
        e.t = 1700000000123;
        e.session = "rep\"7";
        e.round = 12;
        e.step = 2;
        e.seat = 9;
        e.bot = true;
        e.valid = true;
        e.action = &action;
        std::string text;
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));
        QCOMPARE(Json::parse(text).value("seat", -1), 9);
        const std::vector<std::function<void(DecisionEvent&)>> changes = {
            [](DecisionEvent& d) { d.attempt = 3; },      [](DecisionEvent& d) { d.latencyMs = 0.5; },
            [](DecisionEvent& d) { d.cost = 1e-6; },      [](DecisionEvent& d) { d.cacheHit = true; },
            [](DecisionEvent& d) { d.promptTokens = 4; }, [](DecisionEvent& d) { d.reasoning = "r"; },
            [&](DecisionEvent& d) { d.extra = &extra; },  [](DecisionEvent& d) { d.reason = "why"; },
            [](DecisionEvent& d) { d.raw = "{}"; },       [](DecisionEvent& d) { d.valid = false; },
            [](DecisionEvent& d) { d.bot = false; },      [](DecisionEvent& d) { d.messagesSha256 = "ff"; },
        };
        for (const auto& change : changes) {
            DecisionEvent d = e;
            change(d);
            text.clear();
            d.appendTo(text);
            QCOMPARE(text, dumped(d.toJson()));
        }
    }

    void aBotsNumberAnswerWritesWhatDumpWrites() {
        // A bot's one-number answer is written on the short path of a plain answer and on the long
        // one (an unusual event) exactly as Json::dump writes the action.
        const std::vector<Json> numbers = {0, -42, INT64_MAX, 33.333333333333336, 2.0, -0.0, 1e300, 2.5e-8};
        for (const std::string key : {"chosen_number", "we\"ird ✓"}) {
            for (const Json& number : numbers) {
                const Json action = {{key, number}};
                DecisionEvent asAction;
                asAction.t = 1700000000123;
                asAction.session = "rep1";
                asAction.round = 3;
                asAction.seat = 2;
                asAction.bot = true;
                asAction.valid = true;
                asAction.action = &action;
                for (const bool plain : {true, false}) {
                    asAction.latencyMs = plain ? 0.0 : 0.5;
                    QCOMPARE(asAction.plainBotAnswer(), plain);
                    std::string a;
                    asAction.appendTo(a);
                    QCOMPARE(a, dumped(asAction.toJson()));
                    QCOMPARE(Json::parse(a).at("action").dump(), action.dump());
                }
            }
        }
    }

    void everyShapeOfABotsActionWritesWhatItsJsonDumps() {
        // A bot's plain answer is assembled in a buffer on the stack; small objects of numbers are
        // written there, anything else by the general writer. Both must give Json::dump's text.
        const std::string longKey(40, 'k');
        const std::vector<Json> actions = {
            Json{{"chosen_number", 0}},
            Json{{"chosen_number", -0.0}},
            Json{{"chosen_number", -17}},
            Json{{"chosen_number", 1e300}},
            Json{{"chosen_number", 0.1}},
            Json{{"chosen_number", 2.5e-7}},
            Json{{"chosen_number", std::numeric_limits<double>::quiet_NaN()}},
            Json{{"chosen_number", std::numeric_limits<double>::infinity()}},
            Json{{"chosen_number", std::numeric_limits<std::int64_t>::min()}},
            Json{{"chosen_number", std::numeric_limits<std::uint64_t>::max()}},
            Json{{"a", 1}, {"b", 2.5}, {"c", -3}, {"d", 4}},         // four members: still the short way
            Json{{"a", 1}, {"b", 2}, {"c", 3}, {"d", 4}, {"e", 5}},  // five: the general writer
            Json{{longKey, 1}},                                      // a key too long for the buffer's reckoning
            Json{{"quo\"te", 1}},                                    // a key that needs escaping
            Json{{"ключ", 1}},                                       // a key beyond ASCII
            Json{{"move", "up"}},                                    // a text value
            Json{{"bid", nullptr}},
            Json{{"allocation", {1, 2, 3}}},
            Json::object(),
            Json(42),
            Json("plain"),
        };
        const std::vector<std::string> sessions = {"s0001", std::string(300, 'x'), "é"};
        for (const std::string& session : sessions) {
            for (const Json& action : actions) {
                DecisionEvent e;
                e.t = 1700000000123;
                e.session = session;
                e.round = 12;
                e.seat = 9;
                e.bot = true;
                e.valid = true;
                e.action = &action;
                QVERIFY(e.plainBotAnswer());
                std::string text = "before|";  // appended to, never replaced
                e.appendTo(text);
                const std::string expected = "before|" + dumped(e.toJson());
                QVERIFY2(text == expected, qPrintable(QString::fromStdString(text + "\n" + expected)));
            }
        }
    }

    void aRoundWritesWhatItsJsonDumps() {
        const Game* game = GameRegistry::builtin().find("guess_average");
        auto params = resolveParams(game->params(), Json::object()).value();
        auto state = game->newState(GameSetup{params, 3, 2, 9}).value();
        std::map<int, Json> step;
        for (int i = 0; i < 3; ++i) step[i] = Json{{"chosen_number", 10 * (i + 1)}};
        step[2] = nullptr;  // a forfeit
        const AppliedStep applied = state->apply(step);
        QVERIFY(applied.has_value());
        RoundEvent e{1700000000999, "rep0", state.get(), applied.index()};
        std::string text;
        e.appendTo(text);
        QCOMPARE(text, dumped(e.toJson()));
        const Json back = Json::parse(text);
        QCOMPARE(back["type"], Json("round_completed"));
        QCOMPARE(back["actions"], Json::array({10, 20, nullptr}));
        QCOMPARE(back["public"]["average"].get<double>(), 15.0);
        QCOMPARE(back["public"]["target"].get<double>(), 10.0);
        QCOMPARE(back["payoffs"], Json::array({1.0, 0.0, 0.0}));
        QCOMPARE(back["steps"][0]["2"], Json());
    }

    // A round's line is the text Json::dump gives for its event, whatever the seat count (keys
    // "0", "1", "10", ... sort as text), numbers, forfeits and ties.
    void aRoundsLineIsItsDumpedEvent() {
        const Game* game = GameRegistry::builtin().find("guess_average");
        for (const Json& given : {Json::object(), Json{{"integer_only", false}, {"tie_rule", "first_closest_number"}},
                                  Json{{"scale_group", "M"}, {"ratio", 1.0}}}) {
            auto params = resolveParams(game->params(), given).value();
            for (int seats : {2, 3, 12}) {
                auto state = game->newState(GameSetup{params, seats, 30, 5}).value();
                Rng rng(static_cast<std::uint64_t>(seats));
                for (int round = 0; round < 30; ++round) {
                    std::map<int, Json> step;
                    for (int i = 0; i < seats; ++i) {
                        const bool forfeit = rng.bernoulli(0.1);
                        const bool tie = rng.bernoulli(0.3);  // the same number as seat 0: several winners
                        step[i] = forfeit ? Json() : state->randomLegalAction(i, rng);
                        if (tie && i > 0 && !step[0].is_null() && !forfeit) step[i] = step[0];
                    }
                    const AppliedStep applied = state->apply(step);
                    QVERIFY(applied.has_value());
                    const RoundEvent e{1700000000999, "rep0", state.get(), applied.index()};
                    std::string text;
                    e.appendTo(text);
                    QCOMPARE(text, dumped(e.toJson()));
                }
            }
        }
    }

    void unusualActionsAreRecordedAsApplied_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("divide_dollar") << "divide_dollar"
                                       << "bid_amount"
                                       << "30";
        QTest::newRow("el_farol") << "el_farol"
                                  << "decision"
                                  << "\"go\"";
        QTest::newRow("public_goods") << "public_goods"
                                      << "tokens_contributed"
                                      << "5";
    }
    void unusualActionsAreRecordedAsApplied() {
        // Games that describe rounds later keep an action with an extra field whole, so the
        // recorded step is the one applied (the runner's coercion would have dropped the field).
        QFETCH(QString, game);
        QFETCH(QString, field);
        QFETCH(QString, value);
        const Game* g = GameRegistry::builtin().find(game.toStdString());
        auto state = g->newState(GameSetup{resolveParams(g->params(), Json::object()).value(), 3, 2, 4}).value();
        const Json plain = {{field.toStdString(), Json::parse(value.toStdString())}};
        Json unusual = plain;
        unusual["note"] = "kept";
        const AppliedStep applied = state->apply({{0, unusual}, {1, plain}, {2, nullptr}});
        QVERIFY(!applied.refused());
        QVERIFY(applied.has_value());
        const Json& step = applied->steps.at(0);
        QCOMPARE(step.at("0"), unusual);
        QCOMPARE(step.at("1"), plain);
        QCOMPARE(step.at("2"), Json());
        QCOMPARE(applied->actions.size(), std::size_t{3});
        QCOMPARE(applied->actions.at(2), Json());
    }

    void aTextBufferHandsOnEveryLineInOrder() {
        TextBufferSink buffer;
        buffer.write({{"type", "session_started"}, {"session", "rep0"}});
        const Json action = {{"x", 1}};
        DecisionEvent d;
        d.session = "rep0";
        d.action = &action;
        d.valid = true;
        d.bot = true;
        buffer.writeDecision(d);
        MemorySink memory;
        buffer.replayInto(memory);
        QCOMPARE(memory.events.size(), std::size_t{2});
        QCOMPARE(memory.events[0]["type"], Json("session_started"));
        QCOMPARE(memory.events[1], d.toJson());
        QCOMPARE(buffer.lines[1].durable, false);  // a bot's decision waits for its round's flush
        QCOMPARE(buffer.lines[0].durable, true);
    }
};

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"
