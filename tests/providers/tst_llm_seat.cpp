// LLM seats against the fake server: retries on every injected fault, limits, sessions that
// survive gibberish, the response cache, a clean resumable abort when the server is gone, the
// four wire formats end to end, and API keys that never reach a run folder or an error message.
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>
#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/llm_test_session.h"
#include "tests/support/temp_dir.h"
#include "tests/support/waits.h"

using namespace nashlab;
using namespace nashlab::providers;
using engine::Json;
using test::FakeLlmServer;
using test::Fault;
using test::Scripted;
using namespace nashlab::test;

namespace {

const char* kKey = "sk-test-SECRET-7f3a9c21e4";

}  // namespace

class TstLlmSeat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("NASHLAB_NO_KEYCHAIN", "1"); }  // never prompt a developer's keychain
    void recoversFromEachFault_data() {
        QTest::addColumn<int>("fault");
        QTest::addColumn<bool>("stream");
        QTest::newRow("429 without Retry-After") << int(Fault::TooMany429) << false;
        QTest::newRow("500") << int(Fault::Error500) << false;
        QTest::newRow("503") << int(Fault::Unavailable503) << false;
        QTest::newRow("html error page") << int(Fault::HtmlPage502) << false;
        QTest::newRow("reset connection") << int(Fault::Reset) << false;
        QTest::newRow("malformed json") << int(Fault::MalformedJson) << false;
        QTest::newRow("stream cut mid-way") << int(Fault::StreamCut) << true;
        QTest::newRow("timeout") << int(Fault::Hang) << false;
    }
    void recoversFromEachFault() {
        QFETCH(int, fault);
        QFETCH(bool, stream);
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script(
            {Scripted{static_cast<Fault>(fault), "", -1}, Scripted{Fault::None, R"({"chosen_number": 12})", -1}});
        auto ctx = fastContext();
        // The timeout is generous so that a loaded machine never times out the good answer after the hang.
        auto seat = directSeat(server, "openai", {{"stream", stream}, {"timeout_s", 2.0}}, ctx);
        const auto reply = askOnce(*seat);
        QVERIFY2(!reply.error, reply.error ? reply.error->message.c_str() : "");
        QCOMPARE(reply.rawText, std::string(R"({"chosen_number": 12})"));
        QCOMPARE(server.chatRequests(), 2);  // one failure, one retry, nothing more
        if (static_cast<Fault>(fault) != Fault::Reset) {
            QCOMPARE(reply.extra["attempts"], Json(2));
            QCOMPARE(reply.extra["retried"].size(), std::size_t{1});
        }  // else Qt itself resends once when a connection drops before any byte of the reply
        QCOMPARE(reply.extra["provider"], Json("openai"));
        QCOMPARE(reply.extra["model"], Json("fake-small"));
        QVERIFY(reply.usage.promptTokens > 0);
        QVERIFY(reply.latencyMs > 0);
    }
    void honoursRetryAfter() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({Scripted{Fault::TooMany429, "", 1}});
        auto ctx = fastContext();
        auto seat = directSeat(server, "openai", Json::object(), ctx);
        QElapsedTimer clock;
        clock.start();
        const auto reply = askOnce(*seat);
        QVERIFY(!reply.error);
        QVERIFY2(clock.elapsed() >= 950, qPrintable(QString::number(clock.elapsed())));  // waited the 1 s asked for
        QCOMPARE(server.chatRequests(), 2);
    }
    void givesUpAfterRetriesAndOnClientErrors() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script(std::vector<Scripted>(6, Scripted{Fault::Error500, "", -1}));
        auto ctx = fastContext();
        auto seat = directSeat(server, "openai", Json::object(), ctx);
        auto reply = askOnce(*seat);
        QVERIFY(reply.error.has_value());
        QCOMPARE(server.chatRequests(), 4);  // 1 + maxRetries 3
        QVERIFY(reply.error->message.find("HTTP 500") != std::string::npos);
        QVERIFY(reply.error->message.find("after 4 attempts") != std::string::npos);
        // 401 is not retried.
        FakeLlmServer other;
        QVERIFY(other.listen());
        other.script({Scripted{Fault::EchoKey401, "", -1}});
        auto seat2 = directSeat(other, "openai", Json::object(), ctx);
        reply = askOnce(*seat2);
        QVERIFY(reply.error.has_value());
        QCOMPARE(other.chatRequests(), 1);
    }
    void gibberishAfterRetriesBecomesAnInvalidAnswer() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script(std::vector<Scripted>(4, Scripted{Fault::MalformedJson, "", -1}));
        auto seat = directSeat(server, "openai", Json::object(), fastContext());
        const auto reply = askOnce(*seat);
        QVERIFY(!reply.error);  // the session's invalid-answer policy deals with it
        QVERIFY(reply.extra.contains("transport_error"));
        QCOMPARE(server.chatRequests(), 4);
    }
    void concurrencyAndRateLimits() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.setLatencyMs(100);
        auto ctx = fastContext();
        std::vector<std::unique_ptr<LlmSeat>> seats;
        for (int i = 0; i < 6; ++i) seats.push_back(directSeat(server, "openai", {{"max_concurrent", 2}}, ctx));
        int answered = 0;
        engine::DecisionRequest request;
        request.messages = {{"user", "pick"}};
        for (auto& s : seats) s->decide(request, [&](engine::DecisionReply r) { answered += r.error ? 0 : 1; });
        QTRY_COMPARE_WITH_TIMEOUT(answered, 6, 10000);
        QCOMPARE(server.maxParallel(), 2);

        // Requests per minute (window shortened to 400 ms): 4 requests at 2 per window take > 1 window.
        RequestScheduler scheduler;
        scheduler.setWindowMs(400);
        scheduler.setLimits("e", EndpointLimits{8, 2, 0});
        ChatRequest chat;
        chat.provider = "openai";
        chat.baseUrl = server.baseUrl("openai");
        chat.model = "m";
        chat.messages = {{"user", "x"}};
        const HttpRequest http = wireFormat("openai")->buildRequest(chat, "");
        server.setLatencyMs(0);
        int done = 0;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 4; ++i)
            scheduler.submit(http, SubmitOptions{"e", 5000, 0, {}, {}}, [&](HttpResult) { ++done; });
        QTRY_COMPARE_WITH_TIMEOUT(done, 4, 5000);
        QVERIFY2(clock.elapsed() >= 390, qPrintable(QString::number(clock.elapsed())));
        // Tokens per minute: two requests of 60 estimated tokens under a limit of 100 cannot share a window.
        scheduler.setLimits("t", EndpointLimits{8, 0, 100});
        done = 0;
        clock.restart();
        for (int i = 0; i < 2; ++i)
            scheduler.submit(http, SubmitOptions{"t", 5000, 60, {}, {}}, [&](HttpResult) { ++done; });
        QTRY_COMPARE_WITH_TIMEOUT(done, 2, 5000);
        QVERIFY2(clock.elapsed() >= 390, qPrintable(QString::number(clock.elapsed())));
        // Cancelled requests never call back.
        bool called = false;
        server.setLatencyMs(300);
        const auto ticket =
            scheduler.submit(http, SubmitOptions{"e", 5000, 0, {}, {}}, [&](HttpResult) { called = true; });
        QTRY_COMPARE(scheduler.inFlight(), 1);  // sent: the answer is on its way
        scheduler.cancel(ticket);
        QVERIFY(test::holdsFor([&] { return !called; }, 500));
        QCOMPARE(scheduler.inFlight(), 0);
    }
    void sessionSurvivesBadAnswers() {
        // Seat 1 answers prose, then a wrong field, then out of range: three rejections -> fallback.
        // Seat 2 answers prose once, then a valid number. Seats 3-4 answer well.
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder([](const test::ReceivedRequest& r) {
            const std::string user = r.json["messages"].back()["content"].get<std::string>();
            const std::string system = r.json["messages"].front()["content"].get<std::string>();
            const bool first = system.find("Alpha") != std::string::npos;
            const bool second = system.find("Beta") != std::string::npos;
            const bool retry = user.find("rejected") != std::string::npos || user.find("previous") != std::string::npos;
            if (first) {
                static int n = 0;
                const char* bad[] = {"I think around forty would be wise.", R"({"number": 40})",
                                     R"({"chosen_number": 400})"};
                return std::string(bad[n++ % 3]);
            }
            if (second && !retry) return std::string("Let me think... maybe 20?");
            return std::string(R"({"chosen_number": 25})");
        });
        Json seats = Json::array({llmSeat(server, "openai", {{"persona", "You are Alpha."}}),
                                  llmSeat(server, "openai", {{"persona", "You are Beta."}}),
                                  llmSeat(server, "openai", {{"count", 2}})});
        const auto spec =
            makeSpec(seats, 2, 5, {{"max_attempts", 3}, {"feedback", true}, {"fallback", "random_legal"}});
        const auto run = play(spec, fastOptions());
        QCOMPARE(run.outcome.finished, 1);
        const auto decisions = ofType(run.events, "decision");
        const auto rounds = ofType(run.events, "round_completed");
        QCOMPARE(rounds.size(), std::size_t{2});
        // Exactly one final valid decision per seat per round: no duplicate, none lost.
        std::map<std::pair<int, int>, int> finals;
        for (const auto& d : decisions)
            if (d["valid"].get<bool>()) ++finals[{d["round"].get<int>(), d["seat"].get<int>()}];
        QCOMPARE(finals.size(), std::size_t{8});
        for (const auto& [k, n] : finals) QCOMPARE(n, 1);
        int fallbacks = 0, seat1Attempts = 0;
        for (const auto& d : decisions) {
            if (d.value("source", "") == "fallback") ++fallbacks;
            if (d["seat"] == 0 && !d.contains("source")) ++seat1Attempts;
        }
        QCOMPARE(fallbacks, 2);      // seat 1, both rounds
        QCOMPARE(seat1Attempts, 6);  // 3 attempts x 2 rounds
        // Requests: seat 1: 6, seat 2: 2 x 2, seats 3-4: 2 each.
        QCOMPARE(server.chatRequests(), 6 + 4 + 4);
        const auto finished = ofType(run.events, "session_finished");
        QCOMPARE(finished[0]["invalid_attempts"], Json({6, 2, 0, 0}));
        for (const auto& d : decisions)
            if (!d.contains("source")) QCOMPARE(d["extra"]["provider"], Json("openai"));
    }
    void cacheReplaysSameSeedOnly() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        int counter = 0;
        server.setResponder([&](const test::ReceivedRequest&) {
            return R"({"chosen_number": )" + std::to_string(10 + counter++ % 50) + "}";
        });
        const Json seats = Json::array({llmSeat(server, "openai", {{"count", 3}})});
        const auto spec = makeSpec(seats, 3, 11);
        const auto first = play(spec, fastOptions(CacheMode::ReadWrite));
        QCOMPARE(first.outcome.finished, 1);
        QCOMPARE(server.chatRequests(), 9);
        const auto again = play(spec, fastOptions(CacheMode::ReadWrite));
        QCOMPARE(server.chatRequests(), 9);  // nothing sent
        const auto d1 = ofType(first.events, "decision");
        const auto d2 = ofType(again.events, "decision");
        QCOMPARE(d2.size(), d1.size());
        for (std::size_t i = 0; i < d1.size(); ++i) {
            QCOMPARE(d2[i]["cache_hit"], Json(true));
            QCOMPARE(d1[i]["cache_hit"], Json(false));
            QCOMPARE(d2[i]["raw"], d1[i]["raw"]);
        }
        QCOMPARE(ofType(again.events, "round_completed").back()["actions"],
                 ofType(first.events, "round_completed").back()["actions"]);
        // A new seed samples afresh; mode "read" uses but never fills the cache; "off" ignores it.
        (void)play(makeSpec(seats, 3, 12), fastOptions(CacheMode::Read));
        QCOMPARE(server.chatRequests(), 18);
        (void)play(makeSpec(seats, 3, 12), fastOptions(CacheMode::ReadWrite));
        QCOMPARE(server.chatRequests(), 27);
        (void)play(spec, fastOptions(CacheMode::Off));
        QCOMPARE(server.chatRequests(), 36);
    }
    void corruptCacheIsSetAside() {
        test::TempDir dir;
        const QString file = QString::fromStdString(dir.file("responses.sqlite"));
        test::writeFile(file.toStdString(),
                        "this is not a database, just some text that is long enough to be read as a header....");
        std::string warning;
        auto cache = ResponseCache::open(file, CacheMode::ReadWrite, &warning);
        QVERIFY2(warning.find("was moved to") != std::string::npos, warning.c_str());
        QVERIFY(cache->mode() == CacheMode::ReadWrite);
        ChatResponse r;
        r.text = "hello";
        cache->store("k", r);
        QCOMPARE(cache->lookup("k")->text, std::string("hello"));
        int aside = 0;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
            if (entry.path().filename().string().find(".corrupt-") != std::string::npos) ++aside;
        QCOMPARE(aside, 1);
    }
    // One malformed row (edited, or a disk that lied) is a miss that the next answer replaces,
    // never a crash of every run that reads it (issue 18).
    void malformedCacheRowIsAMiss() {
        test::TempDir dir;
        const QString file = QString::fromStdString(dir.file("responses.sqlite"));
        auto cache = ResponseCache::open(file, CacheMode::ReadWrite);
        ChatResponse r;
        r.text = "hello";
        cache->store("k", r);
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE responses SET value = '{\"text\":12345,\"model\":[]}'")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
        QVERIFY(!cache->lookup("k").has_value());
        cache->store("k", r);
        QCOMPARE(cache->lookup("k")->text, std::string("hello"));
        QVERIFY(!ChatResponse::fromJson(Json::parse(R"({"text": "a", "prompt_tokens": -3})")).has_value());
        QVERIFY(!ChatResponse::fromJson(Json::parse(R"({"model": "m"})")).has_value());
        QCOMPARE(
            ChatResponse::fromJson(Json::parse(R"({"text": "a", "completion_tokens": 4})"))->usage.completionTokens, 4);
    }
    void fourFormatsEndToEnd_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<bool>("stream");
        for (const char* p : {"openai", "anthropic", "gemini", "ollama"}) {
            QTest::newRow((std::string(p) + " plain").c_str()) << QString(p) << false;
            QTest::newRow((std::string(p) + " stream").c_str()) << QString(p) << true;
        }
    }
    void fourFormatsEndToEnd() {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        FakeLlmServer server;
        QVERIFY(server.listen());
        qputenv("NASHLAB_TEST_KEY", kKey);
        const auto spec = makeSpec(
            Json::array({llmSeat(
                server, provider.toStdString(),
                {{"stream", stream}, {"count", 3}, {"api_key_env", "NASHLAB_TEST_KEY"}, {"structured_output", true}})}),
            2, 3);
        const auto run = play(spec, fastOptions());
        QCOMPARE(run.outcome.finished, 1);
        QCOMPARE(server.chatRequests(), 6);
        for (const auto& r : server.requests) {
            QCOMPARE(r.format, provider.toStdString());
            QCOMPARE(r.stream, stream);
            QVERIFY(r.body.find("chosen_number") != std::string::npos);  // the schema went out
            QVERIFY(r.path.find(kKey) == std::string::npos);
        }
        for (const auto& d : ofType(run.events, "decision")) {
            QCOMPARE(d["action"], Json({{"chosen_number", 33}}));
            QVERIFY(d["usage"]["completion_tokens"].get<int>() > 0);
        }
    }
    void serverGoneAbortsCleanlyAndResumes() {
        test::TempDir dir;
        auto server = std::make_unique<FakeLlmServer>();
        QVERIFY(server->listen());
        const quint16 port = server->port();
        const auto spec = makeSpec(Json::array({llmSeat(*server, "openai", {{"count", 3}})}), 4, 21);
        auto writer = engine::RunWriter::create(dir.path(), "gone", spec.toJson());
        QVERIFY(writer.ok());
        // Two rounds answered, then the server disappears.
        int asked = 0;
        FakeLlmServer* raw = server.get();
        server->setResponder([&](const test::ReceivedRequest&) {
            if (++asked == 6) QTimer::singleShot(0, raw, [raw] { raw->shutDown(); });
            return std::string(R"({"chosen_number": 30})");
        });
        const auto run = play(spec, fastOptions(), writer.value().get());
        QCOMPARE(run.outcome.aborted, 1);
        const auto aborted = ofType(run.events, "session_aborted");
        QCOMPARE(aborted.size(), std::size_t{1});
        QCOMPARE(aborted[0]["resumable"], Json(true));
        const std::string reason = aborted[0]["reason"];
        QVERIFY2(reason.find("could not answer") != std::string::npos && reason.find("127.0.0.1") != std::string::npos,
                 reason.c_str());
        QCOMPARE(ofType(run.events, "round_completed").size(), std::size_t{2});
        const std::string runDir = writer.value()->dir();
        writer.value().reset();

        // The server is back: resume from the record; completed rounds are not asked again.
        server = std::make_unique<FakeLlmServer>();
        QVERIFY(server->listen(port));
        QVERIFY(engine::truncateToCompletedRounds(runDir).ok());
        auto record = engine::readRun(runDir);
        QVERIFY(record.ok());
        auto appender = engine::RunWriter::append(runDir);
        QVERIFY(appender.ok());
        const auto resumed = play(spec, fastOptions(), appender.value().get(), &record.value());
        QCOMPARE(resumed.outcome.finished, 1);
        QCOMPARE(server->chatRequests(), 6);  // rounds 3 and 4 only
        appender.value().reset();
        auto final = engine::readRun(runDir);
        QVERIFY(final.ok());
        QCOMPARE(final->sessions.front().rounds.size(), std::size_t{4});
    }
    void stopCancelsRequestsInFlight() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.setLatencyMs(400);
        const auto spec = makeSpec(Json::array({llmSeat(server, "openai", {{"count", 3}})}), 3, 4);
        engine::MemorySink sink;
        const engine::PromptBuilder prompts;
        auto runner =
            std::make_unique<engine::ExperimentRunner>(*engine::GameRegistry::builtin().find("guess_average"), spec,
                                                       applicationSeatFactory(fastOptions()), sink, prompts);
        runner->start();
        QTRY_COMPARE_WITH_TIMEOUT(server.chatRequests(), 3, 5000);
        runner->stop();
        QVERIFY(runner->done());
        QCOMPARE(runner->outcome().stopped, 1);
        // The answers would have come by now: none may reach the record.
        QVERIFY(test::holdsFor([&] { return ofType(sink.events, "decision").empty(); }, 700));
        QCOMPARE(ofType(sink.events, "session_aborted").front()["resumable"], Json(true));
        runner.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);  // the cancelled replies go
    }
    void keyNeverLeaks() {
        test::TempDir dir;
        FakeLlmServer server;
        QVERIFY(server.listen());
        qputenv("NASHLAB_TEST_KEY", kKey);
        // Round 1 fine, then the server rejects the key and echoes it back in its error.
        server.script(
            {Scripted{}, Scripted{}, Scripted{Fault::EchoKey401, "", -1}, Scripted{Fault::EchoKey401, "", -1}});
        server.setResponder([](const test::ReceivedRequest& r) {
            // A hostile server that puts the key it received into the answer text.
            return R"({"chosen_number": 5} )" + r.headers.at("authorization");
        });
        const auto spec = makeSpec(
            Json::array({llmSeat(server, "openai", {{"count", 2}, {"api_key_env", "NASHLAB_TEST_KEY"}})}), 3, 8);
        auto writer = engine::RunWriter::create(dir.path(), "keys", spec.toJson());
        QVERIFY(writer.ok());
        QtMessageHandler previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& msg) {
                if (msg.contains(QString::fromLatin1(kKey))) qFatal("a log line carried the key");
            });
        const auto run = play(spec, fastOptions(), writer.value().get());
        qInstallMessageHandler(previous);
        QCOMPARE(server.requests.front().headers.at("authorization"),
                 std::string("Bearer ") + kKey);  // the key was used
        QCOMPARE(run.outcome.aborted, 1);
        for (const auto& e : run.outcome.errors) QVERIFY(e.find(kKey) == std::string::npos);
        QVERIFY(run.outcome.errors.front().find("[redacted]") != std::string::npos);
        const std::string runDir = writer.value()->dir();
        writer.value().reset();
        int files = 0;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(dir.path())) {
            if (!entry.is_regular_file()) continue;
            ++files;
            QVERIFY2(test::readFile(entry.path().string()).find(kKey) == std::string::npos, entry.path().c_str());
        }
        QVERIFY(files >= 2);
        // A missing key is refused up front, naming the variable, not the value.
        qunsetenv("NASHLAB_MISSING_KEY");
        const auto missing = LlmSeatConfig::fromSettings(
            {{"provider", "anthropic"}, {"model", "x"}, {"api_key_env", "NASHLAB_MISSING_KEY"}}, "seat 2");
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.find("NASHLAB_MISSING_KEY") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TstLlmSeat)
#include "tst_llm_seat.moc"
