// SessionRunner: a seat whose time ran out (DecisionReply::timedOut, a person's countdown) gets
// the invalid-answer policy's fallback at once — no retry, no invalid attempt counted — recorded
// as a fallback decision with the reason; under "abort" the session aborts.
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/session/session_runner.h"

using namespace nashlab::engine;

namespace {

// Answers every request with a fixed number, or lets its time run out.
class ClockSeat final : public Seat {
public:
    explicit ClockSeat(bool timesOut) : m_timesOut(timesOut) {}
    void decide(const DecisionRequest& request, Callback done) override {
        ++asked;
        DecisionReply reply;
        if (m_timesOut)
            reply.timedOut = "no answer within 30 s";
        else
            reply.action = Json{{"chosen_number", 10 * (request.seat + 1)}};
        done(std::move(reply));
    }
    int asked = 0;

private:
    bool m_timesOut;
};

struct Played {
    MemorySink sink;
    RunState state = RunState::Idle;
    int askedLate = 0;
};

void play(Played& out, Fallback fallback) {
    const Game& game = *GameRegistry::builtin().find("guess_average");
    SessionSpec spec;
    spec.id = "rep1";
    spec.game = "guess_average";
    spec.setup.params = resolveParams(game.params(), Json::object()).value();
    spec.setup.numSeats = 2;
    spec.setup.rounds = 2;
    spec.setup.seed = 1;
    spec.policy.maxAttempts = 3;
    spec.policy.fallback = fallback;
    std::vector<SeatSpec> specs;
    for (int i = 0; i < 2; ++i) {
        SeatSpec seat;
        seat.type = "human";
        seat.name = "p" + std::to_string(i + 1);
        specs.push_back(seat);
    }
    spec.seats = std::move(specs);
    std::vector<std::unique_ptr<Seat>> seats;
    auto late = std::make_unique<ClockSeat>(true);
    ClockSeat* lateSeat = late.get();
    seats.push_back(std::move(late));
    seats.push_back(std::make_unique<ClockSeat>(false));
    PromptBuilder prompts;
    auto state = game.newState(spec.setup).value();
    SessionRunner runner(game, spec, std::move(state), std::move(seats), out.sink, prompts);
    runner.run();
    out.state = runner.state();
    out.askedLate = lateSeat->asked;
}

}  // namespace

class TestSeatTimeout : public QObject {
    Q_OBJECT

private slots:
    void fallbackAtOnce() {
        Played p;
        play(p, Fallback::DefaultAction);
        QCOMPARE(toString(p.state), std::string("finished"));
        QCOMPARE(p.askedLate, 2);  // once per round: a timeout is not retried
        int fallbacks = 0;
        for (const auto& e : p.sink.events) {
            if (e["type"] != "decision" || e["seat"] != 0) continue;
            ++fallbacks;
            QCOMPARE(e["source"], Json("fallback"));
            QCOMPARE(e["fallback"], Json("default_action"));
            QCOMPARE(e["action"], Json({{"chosen_number", 50}}));  // the midpoint of 0..100
            QCOMPARE(e["reason"], Json("no answer within 30 s"));
            QCOMPARE(e["attempt"], Json(1));
        }
        QCOMPARE(fallbacks, 2);
        const Json& finished = p.sink.events.back();
        QCOMPARE(finished["type"], Json("session_finished"));
        QCOMPARE(finished["invalid_attempts"], Json({0, 0}));
    }

    void abortPolicyAborts() {
        Played p;
        play(p, Fallback::Abort);
        QCOMPARE(toString(p.state), std::string("aborted"));
        const Json& aborted = p.sink.events.back();
        QCOMPARE(aborted["type"], Json("session_aborted"));
        QVERIFY(aborted["reason"].get<std::string>().find("no answer within 30 s") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSeatTimeout)
#include "tst_seat_timeout.moc"
