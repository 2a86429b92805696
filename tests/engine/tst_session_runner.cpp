// SessionRunner: simultaneous and sequential turns, retries with feedback, every fallback,
// failure counting, pause/step/stop, synchronous and deferred seats.
#include <QtTest>

#include "engine/core/sha256.h"
#include "engine/game/game_registry.h"
#include "engine/session/session_runner.h"
#include "tests/support/scripted_seat.h"

using namespace nashlab::engine;
using nashlab::test::ScriptedSeat;

namespace {

// A tiny sequential game for the runner: each round seat 0 picks 0..10, then seat 1 does.
// Payoff = own pick. The base records both steps in RoundOutcome.steps.
class TurnsState final : public State {
public:
    explicit TurnsState(GameSetup s) : State(std::move(s)) {}
    std::vector<int> actingSeats() const override {
        if (finished()) return {};
        return {m_turn};
    }
    ActionSpec actionSpec(int) const override {
        return ActionSpec{{ActionField{"pick", FieldKind::Integer, 0, 10, {}, {}, "", true}}};
    }
    Status validate(int, const Json&) const override { return okStatus(); }
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int) const override { return nullptr; }
    Json defaultAction(int) const override { return {{"pick", 5}}; }

private:
    Json situation(int seat) const override { return {{"seat", seat}, {"round", round()}}; }
    Json pastRound(const RoundOutcome&, int) const override { return nullptr; }  // no history shown
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override {
        m_picks[static_cast<std::size_t>(m_turn)] =
            actions.at(m_turn).is_null() ? 0 : actions.at(m_turn)["pick"].get<int>();
        if (m_turn == 0) {
            m_turn = 1;
            return std::nullopt;
        }
        m_turn = 0;
        RoundOutcome r;
        r.actions = Json::array({m_picks[0], m_picks[1]});
        r.payoffs = {double(m_picks[0]), double(m_picks[1])};
        r.reference = Json::array({nullptr, nullptr});
        r.privateReports = Json::array({Json::object(), Json::object()});
        return r;
    }

    int m_turn = 0;
    int m_picks[2] = {0, 0};
};

GameInfo turnsInfo() {
    GameInfo info;
    info.id = "turns";
    info.title = "Turns";
    info.source = "test";
    info.summary = "test";
    info.seats = {2, 2, 2};
    info.simultaneous = false;
    return info;
}

class TurnsGame final : public Game {
public:
    TurnsGame() : Game(turnsInfo()) {}
    std::vector<ParamSpec> params() const override { return {}; }
    int defaultRounds(const Json&) const override { return 3; }
    std::vector<StrategyInfo> strategies() const override { return {}; }
    Result<std::unique_ptr<Seat>> makeBot(const std::string&, const Json&, const BotContext&) const override {
        return Error::make("none", "");
    }
    Result<std::unique_ptr<State>> newState(const GameSetup& s) const override {
        return std::unique_ptr<State>(std::make_unique<TurnsState>(s));
    }
    Json score(const PlayedSession&) const override { return {{"scores", Json::object()}}; }
};

// A seat whose transport fails.
class BrokenSeat final : public Seat {
public:
    void decide(const DecisionRequest&, Callback done) override {
        DecisionReply r;
        r.error = Error::make("network", "connection refused by 127.0.0.1:9");
        done(r);
    }
};

// A built-in bot asked as any other seat is (Seat::decide, a JSON action), not directly.
class ForwardingSeat final : public Seat {
public:
    explicit ForwardingSeat(std::unique_ptr<Seat> inner) : m_inner(std::move(inner)) {}
    void decide(const DecisionRequest& request, Callback done) override { m_inner->decide(request, std::move(done)); }

private:
    std::unique_ptr<Seat> m_inner;
};

QString st(RunState s) { return QString::fromStdString(toString(s)); }

const Game& guess() { return *GameRegistry::builtin().find("guess_average"); }

SessionSpec guessSpec(int seats, int rounds, InvalidAnswerPolicy policy = {}) {
    SessionSpec s;
    s.id = "rep1";
    s.game = "guess_average";
    s.setup.params = resolveParams(guess().params(), Json::object()).value();
    s.setup.numSeats = seats;
    s.setup.rounds = rounds;
    s.setup.seed = 42;
    s.policy = policy;
    std::vector<SeatSpec> specs;
    for (int i = 0; i < seats; ++i)
        specs.push_back(SeatSpec{"llm", "seat " + std::to_string(i + 1), "", Json::object(), "", Json::object()});
    s.seats = std::move(specs);
    return s;
}

// A guess_average session of random bots written as text, each bot in `forwarded` asked through a
// ForwardingSeat; every time stamp is blanked, so two runs compare byte for byte. `lines`, if
// given, receives what each line was (its kind, and whether it was worth a flush of its own).
std::string botSessionText(const std::vector<bool>& forwarded, Json params = Json::object(),
                           std::vector<EventLine>* lines = nullptr) {
    const Game& game = guess();
    SessionSpec spec;
    spec.id = "rep0";
    spec.game = "guess_average";
    spec.setup.params = resolveParams(game.params(), params).value();
    spec.setup.numSeats = static_cast<int>(forwarded.size());
    spec.setup.rounds = 6;
    spec.setup.seed = 7;
    std::vector<SeatSpec> specs;
    std::vector<std::unique_ptr<Seat>> seats;
    for (std::size_t i = 0; i < forwarded.size(); ++i) {
        specs.push_back(SeatSpec{"bot", "seat " + std::to_string(i + 1), "random", Json::object(), "", Json::object()});
        auto bot =
            game.makeBotChecked("random", {}, BotContext{static_cast<int>(i), spec.setup.numSeats, spec.setup.params})
                .value();
        seats.push_back(forwarded[i] ? std::make_unique<ForwardingSeat>(std::move(bot)) : std::move(bot));
    }
    spec.seats = std::move(specs);
    TextBufferSink sink;
    PromptBuilder prompts;
    auto state = game.newState(spec.setup).value();
    SessionRunner runner(game, std::move(spec), std::move(state), std::move(seats), sink, prompts);
    runner.setClock([] { return std::int64_t{0}; });
    runner.run();
    if (runner.state() != RunState::Finished) return "not finished: " + toString(runner.state());
    if (lines) *lines = sink.lines;
    return sink.text;
}

struct Harness {
    MemorySink sink;
    PromptBuilder prompts;
    std::vector<ScriptedSeat*> seats;
    std::unique_ptr<SessionRunner> runner;

    Harness(const Game& game, SessionSpec spec, std::vector<std::unique_ptr<ScriptedSeat>> scripted) {
        std::vector<std::unique_ptr<Seat>> owned;
        for (auto& s : scripted) {
            seats.push_back(s.get());
            owned.push_back(std::move(s));
        }
        auto state = game.newState(spec.setup).value();
        runner =
            std::make_unique<SessionRunner>(game, std::move(spec), std::move(state), std::move(owned), sink, prompts);
    }
    std::vector<Json> ofType(const std::string& type) const {
        std::vector<Json> out;
        for (const auto& e : sink.events)
            if (e["type"] == type) out.push_back(e);
        return out;
    }
};

std::vector<std::unique_ptr<ScriptedSeat>> seatsWith(std::vector<std::vector<std::string>> scripts,
                                                     bool deferred = false) {
    std::vector<std::unique_ptr<ScriptedSeat>> out;
    for (auto& s : scripts) out.push_back(std::make_unique<ScriptedSeat>(std::move(s), deferred));
    return out;
}

}  // namespace

class TestSessionRunner : public QObject {
    Q_OBJECT

private slots:
    void retriesWithFeedbackAndCountsFailures() {
        Harness h(guess(), guessSpec(2, 1),
                  seatsWith({{"I pick fifty", R"({"chosen_number": 150})", R"({"chosen_number": 40})"},
                             {R"({"chosen_number": 20})"}}));
        h.runner->run();
        QCOMPARE(st(h.runner->state()), st(RunState::Finished));
        const auto decisions = h.ofType("decision");
        QCOMPARE(decisions.size(), std::size_t(4));
        QCOMPARE(h.seats[0]->requests.size(), std::size_t(3));
        QCOMPARE(h.seats[0]->requests[1].attempt, 2);
        QVERIFY(QString::fromStdString(h.seats[0]->requests[1].feedback).contains(QStringLiteral("no JSON object")));
        QVERIFY(
            QString::fromStdString(h.seats[0]->requests[2].feedback).contains(QStringLiteral("above the maximum 100")));
        QVERIFY(QString::fromStdString(h.seats[0]->requests[2].messages.back().content)
                    .contains(QStringLiteral("Your previous answer was rejected")));
        QCOMPARE(h.runner->invalidAttempts()[0], 2);
        QCOMPARE(h.runner->invalidAttempts()[1], 0);
        const auto rounds = h.ofType("round_completed");
        QCOMPARE(rounds.size(), std::size_t(1));
        QCOMPARE(rounds[0]["actions"][0].get<int>(), 40);
        QCOMPARE(rounds[0]["actions"][1].get<int>(), 20);
        // average 30, target 20: seat 2 wins the whole prize.
        QCOMPARE(rounds[0]["payoffs"][1].get<double>(), 1.0);
        const auto finished = h.ofType("session_finished");
        QCOMPARE(finished[0]["invalid_attempts"][0].get<int>(), 2);
    }

    void feedbackCanBeSwitchedOff() {
        InvalidAnswerPolicy policy;
        policy.feedback = false;
        Harness h(guess(), guessSpec(2, 1, policy),
                  seatsWith({{"no", R"({"chosen_number": 1})"}, {R"({"chosen_number": 2})"}}));
        h.runner->run();
        QCOMPARE(h.seats[0]->requests.size(), std::size_t(2));
        QVERIFY(h.seats[0]->requests[1].feedback.empty());
        QVERIFY(!QString::fromStdString(h.seats[0]->requests[1].messages.back().content)
                     .contains(QStringLiteral("rejected")));
    }

    void fallbacks_data() {
        QTest::addColumn<QString>("fallback");
        QTest::newRow("random_legal") << "random_legal";
        QTest::newRow("default_action") << "default_action";
        QTest::newRow("forfeit") << "forfeit";
        QTest::newRow("abort") << "abort";
    }
    void fallbacks() {
        QFETCH(QString, fallback);
        InvalidAnswerPolicy policy;
        policy.maxAttempts = 2;
        policy.fallback = fallbackFromString(fallback.toStdString()).value();
        Harness h(guess(), guessSpec(2, 1, policy), seatsWith({{"garbage"}, {R"({"chosen_number": 30})"}}));
        h.runner->run();
        QCOMPARE(h.seats[0]->requests.size(), std::size_t(2));
        QCOMPARE(h.runner->invalidAttempts()[0], 2);
        if (fallback == QStringLiteral("abort")) {
            QCOMPARE(st(h.runner->state()), st(RunState::Aborted));
            QVERIFY(h.ofType("round_completed").empty());
            const auto aborted = h.ofType("session_aborted");
            QCOMPARE(aborted.size(), std::size_t(1));
            QVERIFY(QString::fromStdString(aborted[0]["reason"].get<std::string>())
                        .contains(QStringLiteral("no valid answer in 2 attempts")));
            return;
        }
        QCOMPARE(st(h.runner->state()), st(RunState::Finished));
        const auto round = h.ofType("round_completed").at(0);
        const auto decisions = h.ofType("decision");
        QCOMPARE(QString::fromStdString(decisions.back()["source"].get<std::string>()), QStringLiteral("fallback"));
        if (fallback == QStringLiteral("random_legal")) {
            const int a = round["actions"][0].get<int>();
            QVERIFY(a >= 0 && a <= 100);
        } else if (fallback == QStringLiteral("default_action")) {
            QCOMPARE(round["actions"][0].get<int>(), 50);
        } else {
            QVERIFY(round["actions"][0].is_null());
            QCOMPARE(round["payoffs"][0].get<double>(), 0.0);
            QCOMPARE(round["public"]["average"].get<double>(), 30.0);  // the forfeited seat is left out
            QCOMPARE(round["payoffs"][1].get<double>(), 1.0);
        }
    }

    void messagesCanBeRecordedAsHashes() {
        SessionSpec spec = guessSpec(2, 1);
        spec.hashMessages = true;
        Harness h(guess(), spec, seatsWith({{R"({"chosen_number": 10})"}, {R"({"chosen_number": 20})"}}));
        h.runner->run();
        const Json d = h.ofType("decision").at(0);
        QVERIFY(!d.contains("messages"));
        QCOMPARE(QString::fromStdString(d["messages_sha256"].get<std::string>()),
                 QString::fromStdString(canonicalJsonSha256(messagesToJson(h.seats[0]->requests[0].messages))));
        QCOMPARE(d["messages_sha256"].get<std::string>().size(), std::size_t(64));
    }

    void stepAndPause() {
        auto bots = seatsWith({{R"({"chosen_number": 10})"}, {R"({"chosen_number": 20})"}});
        Harness h(guess(), guessSpec(2, 5), std::move(bots));
        h.runner->step();
        QCOMPARE(st(h.runner->state()), st(RunState::Paused));
        QCOMPARE(h.ofType("round_completed").size(), std::size_t(1));
        h.runner->step();
        QCOMPARE(h.ofType("round_completed").size(), std::size_t(2));
        QCOMPARE(h.runner->gameState().round(), 3);
        h.runner->run();
        QCOMPARE(st(h.runner->state()), st(RunState::Finished));
        QCOMPARE(h.ofType("round_completed").size(), std::size_t(5));
        QCOMPARE(h.ofType("session_started").size(), std::size_t(1));
    }

    void onlyABotsOnlySessionLeavesItsOpeningAndClosingToABatch() {
        // Resume plays a session of built-in bots again byte for byte, so its opening and closing,
        // like its decisions and rounds, may wait for the record writer's next batch. A seat that
        // is not a built-in bot (here one that only forwards to a bot) makes them durable.
        for (const bool forwardOne : {false, true}) {
            std::vector<EventLine> lines;
            botSessionText({false, forwardOne, false}, Json::object(), &lines);
            QCOMPARE(lines.size(), std::size_t{1 + 6 * 3 + 6 + 1});
            QCOMPARE(std::string(toString(lines.front().type)), std::string("session_started"));
            QCOMPARE(std::string(toString(lines.back().type)), std::string("session_finished"));
            QCOMPARE(lines.front().durable, forwardOne);
            QCOMPARE(lines.back().durable, forwardOne);
        }
    }

    void botsNumbersAreRecordedAsTheirActions() {
        // The runner asks built-in bots directly (BotSeat::decideInto, no reply object). The record
        // must not tell: asked through Seat::decide, or some of them so, the same bots write the
        // same lines.
        for (const Json& params : {Json::object(), Json{{"integer_only", false}}}) {
            const std::string direct = botSessionText({false, false, false, false}, params);
            QVERIFY2(direct.find("\"chosen_number\":") != std::string::npos, direct.c_str());
            QCOMPARE(std::count(direct.begin(), direct.end(), '\n'),
                     1 + 6 * 4 + 6 + 1);  // start, decisions, rounds, end
            QCOMPARE(botSessionText({true, true, true, true}, params), direct);
            QCOMPARE(botSessionText({false, true, false, false}, params), direct);
        }
        // Whole numbers stay integers, reals stay reals, in the record as in the actions.
        const std::string whole = botSessionText({false, false}, Json::object());
        const std::string real = botSessionText({false, false}, Json{{"integer_only", false}});
        const auto firstChoice = [](const std::string& text) {
            const auto at = text.find("\"chosen_number\":") + 16;
            return text.substr(at, text.find('}', at) - at);
        };
        QVERIFY2(firstChoice(whole).find('.') == std::string::npos, firstChoice(whole).c_str());
        QVERIFY2(firstChoice(real).find('.') != std::string::npos, firstChoice(real).c_str());
    }

    void simultaneousSeatsAreAskedAtOnce() {
        Harness h(guess(), guessSpec(3, 2),
                  seatsWith({{R"({"chosen_number": 10})"}, {R"({"chosen_number": 20})"}, {R"({"chosen_number": 60})"}},
                            true));
        h.runner->run();
        QCOMPARE(st(h.runner->state()), st(RunState::Running));
        for (auto* s : h.seats) QCOMPARE(s->requests.size(), std::size_t(1));  // all three asked before any answered
        QVERIFY(h.seats[2]->deliver());
        QVERIFY(h.seats[0]->deliver());
        QVERIFY(h.ofType("round_completed").empty());
        h.runner->pause();  // the round in flight completes, then the runner pauses
        QVERIFY(h.seats[1]->deliver());
        QCOMPARE(h.ofType("round_completed").size(), std::size_t(1));
        QCOMPARE(st(h.runner->state()), st(RunState::Paused));
        QVERIFY(!h.seats[0]->waiting());
        h.runner->run();
        for (auto* s : h.seats) QVERIFY(s->deliver());
        QCOMPARE(st(h.runner->state()), st(RunState::Finished));
        QCOMPARE(h.ofType("round_completed").size(), std::size_t(2));
    }

    void sequentialTurnsAskOneSeatAtATime() {
        TurnsGame game;
        SessionSpec spec;
        spec.id = "rep1";
        spec.game = "turns";
        spec.setup = GameSetup{Json::object(), 2, 2, 1};
        spec.seats = std::vector<SeatSpec>{SeatSpec{"bot", "a", "", Json::object(), "", Json::object()},
                                           SeatSpec{"bot", "b", "", Json::object(), "", Json::object()}};
        MemorySink sink;
        PromptBuilder prompts;
        auto first = std::make_unique<ScriptedSeat>(std::vector<std::string>{R"({"pick": 3})"}, true, false);
        auto second = std::make_unique<ScriptedSeat>(std::vector<std::string>{R"({"pick": 7})"}, true, false);
        ScriptedSeat* a = first.get();
        ScriptedSeat* b = second.get();
        std::vector<std::unique_ptr<Seat>> seats;
        seats.push_back(std::move(first));
        seats.push_back(std::move(second));
        SessionRunner runner(game, spec, game.newState(spec.setup).value(), std::move(seats), sink, prompts);
        runner.run();
        QCOMPARE(a->requests.size(), std::size_t(1));
        QCOMPARE(b->requests.size(), std::size_t(0));  // seat b waits for its turn
        QVERIFY(a->deliver());
        QCOMPARE(b->requests.size(), std::size_t(1));
        QVERIFY(b->deliver());
        QVERIFY(a->deliver());
        QVERIFY(b->deliver());
        QCOMPARE(st(runner.state()), st(RunState::Finished));
        int rounds = 0;
        for (const auto& e : sink.events) {
            if (e["type"] != "round_completed") continue;
            ++rounds;
            QCOMPARE(e["steps"].size(), std::size_t(2));
            QCOMPARE(e["payoffs"][1].get<double>(), 7.0);
        }
        QCOMPARE(rounds, 2);
        QCOMPARE(runner.gameState().cumulativePayoffs()[0], 6.0);
    }

    void stopCancelsAndIsResumable() {
        Harness h(guess(), guessSpec(2, 3),
                  seatsWith({{R"({"chosen_number": 1})"}, {R"({"chosen_number": 2})"}}, true));
        h.runner->run();
        h.runner->stop();
        QCOMPARE(st(h.runner->state()), st(RunState::Stopped));
        QCOMPARE(h.seats[0]->cancels, 1);
        const auto aborted = h.ofType("session_aborted");
        QCOMPARE(aborted.size(), std::size_t(1));
        QVERIFY(aborted[0]["resumable"].get<bool>());
        QVERIFY(!h.seats[0]->deliver());  // the cancelled request is gone; nothing more happens
        QVERIFY(h.ofType("round_completed").empty());
    }

    void transportErrorAbortsWithReason() {
        MemorySink sink;
        PromptBuilder prompts;
        std::vector<std::unique_ptr<Seat>> seats;
        seats.push_back(std::make_unique<BrokenSeat>());
        seats.push_back(std::make_unique<ScriptedSeat>(std::vector<std::string>{R"({"chosen_number": 2})"}));
        SessionSpec spec = guessSpec(2, 2);
        SessionRunner runner(guess(), spec, guess().newState(spec.setup).value(), std::move(seats), sink, prompts);
        runner.run();
        QCOMPARE(st(runner.state()), st(RunState::Aborted));
        QVERIFY(QString::fromStdString(sink.events.back()["reason"].get<std::string>())
                    .contains(QStringLiteral("connection refused")));
    }

    void promptsReachOnlySeatsThatReadThem() {
        std::vector<std::unique_ptr<ScriptedSeat>> seats;
        seats.push_back(
            std::make_unique<ScriptedSeat>(std::vector<std::string>{R"({"chosen_number": 1})"}, false, true));
        seats.push_back(
            std::make_unique<ScriptedSeat>(std::vector<std::string>{R"({"chosen_number": 2})"}, false, false));
        Harness h(guess(), guessSpec(2, 2), std::move(seats));
        h.runner->run();
        QCOMPARE(h.seats[0]->requests[1].messages.size(), std::size_t(2));
        QVERIFY(QString::fromStdString(h.seats[0]->requests[1].messages[1].content)
                    .contains(QStringLiteral("Round 1: you chose 1")));
        QVERIFY(h.seats[1]->requests[1].messages.empty());
        QVERIFY(h.ofType("decision")[0].contains("messages"));
    }
};

QTEST_APPLESS_MAIN(TestSessionRunner)
#include "tst_session_runner.moc"
