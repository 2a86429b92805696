// A researcher's model run under load: 100 sessions of guess 2/3 side by side, 10 model seats each,
// 20 rounds (history_depth 3), against an OpenAI-compatible server that answers at once and, like a
// real API, refuses with 400 any body that is not valid JSON. 20,000 requests, every one must be
// valid and every session must finish.
//
// Issue 47: a session that ended inside a seat's callback was freed by the experiment while its
// runner still had a flag to write; the freed block held the next session's first request body
// by then, and 13-15 of 20,000 bodies went out with a NUL at byte 487. The sanitizer tree
// (cmake/Fuzz.cmake) builds this test too, where the same fault is a heap-use-after-free.
#include <QEventLoop>
#include <QTest>
#include <QTimer>

#include "engine/game/game_registry.h"
#include "tests/support/fake_server_thread.h"
#include "tests/support/llm_test_session.h"

using namespace nashlab;
using engine::Json;

namespace {

constexpr int kSessions = 100;
constexpr int kSeats = 10;
constexpr int kRounds = 20;

}  // namespace

class TestRequestLoad : public QObject {
    Q_OBJECT

private slots:
    // The CLI's default (8 side by side: sessions end while others start, the case that broke)
    // and a hundred at once.
    void everyRequestBodyIsValidJson_data() {
        QTest::addColumn<int>("atOnce");
        QTest::newRow("8 at once") << 8;
        QTest::newRow("100 at once") << kSessions;
    }

    void everyRequestBodyIsValidJson() {
        QFETCH(int, atOnce);
        // On its own thread, as a server is a process of its own: the client's heap is its own.
        test::FakeServerThread server;
        server.with([](test::FakeLlmServer& s) {
            s.setStrictJson(true);
            s.setKeptRequests(16);  // 20,000 bodies kept would be 30 MB the test never reads
        });
        const Json seat = {{"type", "llm"},   {"provider", "openai"}, {"base_url", server.baseUrl()},
                           {"model", "fake"}, {"count", kSeats},      {"max_concurrent", 64}};
        Json j = {{"name", "load"},
                  {"game", "guess_average"},
                  {"params", {{"min", 0}, {"max", 100}, {"ratio", "2/3"}}},
                  {"rounds", kRounds},
                  {"repetitions", kSessions},
                  {"history_depth", 3},
                  {"seed", 7},
                  {"seats", Json::array({seat})}};
        auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec ? "" : spec.error().message.c_str());

        engine::MemorySink sink;
        const engine::PromptBuilder prompts;
        const engine::Game* game = engine::GameRegistry::builtin().find("guess_average");
        engine::ExperimentRunner runner(*game, spec.value(), providers::applicationSeatFactory(test::fastOptions()),
                                        sink, prompts, atOnce);
        QEventLoop loop;
        runner.setOnDone([&loop](const engine::ExperimentOutcome&) { loop.quit(); });
        QTimer::singleShot(400000, &loop, &QEventLoop::quit);
        runner.start();
        if (!runner.done()) loop.exec();
        QVERIFY(runner.done());

        int invalid = -1, requests = -1, parallel = -1;
        server.with([&](test::FakeLlmServer& s) {
            invalid = s.invalidBodies();
            requests = s.chatRequests();
            parallel = s.maxParallel();
        });
        QCOMPARE(invalid, 0);
        QCOMPARE(requests, kSessions * kSeats * kRounds);
        const engine::ExperimentOutcome& outcome = runner.outcome();
        QCOMPARE(outcome.finished, kSessions);
        QCOMPARE(outcome.aborted, 0);
        QVERIFY(parallel > 1);
        // Every answer the server gave (33) was read as the seat's action; all sessions had
        // started before the first one finished.
        int decisions = 0;
        int startedBeforeFirstEnd = -1;
        int started = 0;
        for (const Json& e : sink.events) {
            const std::string type = e.value("type", "");
            if (type == "session_started") ++started;
            if (type == "session_finished" && startedBeforeFirstEnd < 0) startedBeforeFirstEnd = started;
            if (type == "decision") {
                ++decisions;
                QCOMPARE(e.at("action").value("chosen_number", -1), 33);
            }
        }
        QCOMPARE(startedBeforeFirstEnd, atOnce);
        QCOMPARE(decisions, kSessions * kSeats * kRounds);
    }
};

QTEST_GUILESS_MAIN(TestRequestLoad)
#include "tst_request_load.moc"
