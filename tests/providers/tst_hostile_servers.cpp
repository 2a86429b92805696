// Servers that misbehave on purpose: answers that never end (streamed or plain) are cut at the
// byte limit with memory bounded, the deadline covers the whole stream, a body shorter than its
// Content-Length is a broken connection (not the answer), a server that echoes the key never gets
// it into the cache, the record or a message (not even after the key changes), a full disk under
// the cache is said once, and a model seat asks for the game's token budget by default.
#include <sys/resource.h>
#include <unistd.h>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>
#include <csignal>
#include <cstdio>
#include <filesystem>

#include "engine/core/redact.h"
#include "engine/core/sha256.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_writer.h"
#include "providers/config/app_paths.h"
#include "tests/support/fake_server_thread.h"
#include "tests/support/llm_test_session.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using namespace nashlab::providers;
using namespace nashlab::test;
using engine::Json;

namespace {

// Keys of no known shape: only knowing them as this run's keys can scrub them.
const char* kKey = "hostile-9c21e47f3a-local";
const char* kNewKey = "rotated-0b5d8e1c77-local";

long maxRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;  // kilobytes on Linux
}

// Resident memory now (not the peak: an earlier test's peak would hide this one's growth).
long residentMb() {
    long pages = 0, resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        std::fclose(f);
    }
    return resident * sysconf(_SC_PAGESIZE) / (1024 * 1024);
}

QString cacheFile() { return AppPaths::resolve().cache + QStringLiteral("/responses.sqlite"); }

// Every value the cache holds, joined.
std::string cacheContents() {
    std::string all;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(cacheFile());
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT value FROM responses"));
            while (q.next()) all += q.value(0).toString().toStdString() + "\n";
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return all;
}

// Everything written under `dir`, joined.
std::string folderContents(const std::string& dir) {
    std::string all;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
        if (entry.is_regular_file()) all += readFile(entry.path().string());
    return all;
}

}  // namespace

class TstHostileServers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("NASHLAB_NO_KEYCHAIN", "1"); }
    void init() { QFile::remove(cacheFile()); }

    void endlessAnswerStopsAtTheByteLimit_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<bool>("stream");
        QTest::newRow("openai stream") << "openai" << true;
        QTest::newRow("anthropic stream") << "anthropic" << true;
        QTest::newRow("gemini stream") << "gemini" << true;
        QTest::newRow("ollama stream") << "ollama" << true;
        QTest::newRow("plain body") << "openai" << false;
    }
    void endlessAnswerStopsAtTheByteLimit() {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({Scripted{stream ? Fault::EndlessStream : Fault::EndlessBody, "", -1, ""}});
        const long before = maxRssMb();
        // The default limit (8 MiB), a timeout far away: only the byte limit can end this.
        auto seat = directSeat(server, provider.toStdString(), {{"stream", stream}, {"timeout_s", 60}}, fastContext());
        QElapsedTimer clock;
        clock.start();
        const auto reply = askOnce(*seat, 60000);
        QVERIFY2(reply.error.has_value(), reply.rawText.substr(0, 200).c_str());
        QVERIFY2(reply.error->message.find("response size limit of 8388608 bytes") != std::string::npos,
                 reply.error->message.c_str());
        QVERIFY(reply.error->message.find("max_response_bytes") != std::string::npos);
        QCOMPARE(reply.extra["attempts"], Json(1));  // not retried: the server would do it again
        QCOMPARE(server.chatRequests(), 1);
        QVERIFY(clock.elapsed() < 30000);
        // Bounded memory: the body is held up to the limit (and once more decoded), no further.
        const long grown = maxRssMb() - before;
        QVERIFY2(grown < 160, qPrintable(QStringLiteral("max RSS grew by %1 MB").arg(grown)));
        const std::int64_t sent = server.endlessBytes();
        QTRY_COMPARE_WITH_TIMEOUT(server.endlessBytes(), sent, 500);  // the client hung up: nothing more is sent
    }

    // One byte per chunk, as fast as the client reads, from a server on a thread of its own (as
    // a real server is): Qt's network thread must hand the pieces over, so the deadline ends each
    // attempt, memory stays bounded through the retries, and the server is hung up on.
    void tinyChunksStayBoundedThroughRetries() {
        FakeServerThread thread;
        Json settings;
        thread.with([&](FakeLlmServer& s) {
            s.script(std::vector<Scripted>(3, Scripted{Fault::EndlessTinyChunks, "", -1, ""}));
            settings = llmSeat(s, "openai", {{"timeout_s", 2}});
        });
        auto config = LlmSeatConfig::fromSettings(settings, "seat 1");
        QVERIFY(config.ok());
        auto context = fastContext();
        context->scheduler.setRetryPolicy({2, 10, 20});
        LlmSeat seat(config.value(), context);
        const long before = residentMb();
        long peak = before;
        QTimer sampler;
        connect(&sampler, &QTimer::timeout, this, [&] { peak = std::max(peak, residentMb()); });
        sampler.start(50);
        const auto reply = askOnce(seat, 30000);
        sampler.stop();
        QVERIFY(reply.error.has_value());
        QVERIFY2(reply.error->message.find("no complete answer within 2 s") != std::string::npos,
                 reply.error->message.c_str());
        QCOMPARE(reply.extra["attempts"], Json(3));
        QVERIFY2(peak - before < 64, qPrintable(QStringLiteral("resident memory grew by %1 MB").arg(peak - before)));
        // Qt's thread finishes the read it is in before it takes the abort: then nothing more is
        // sent (every connection was dropped), which shows as a count that stops for 500 ms.
        std::int64_t sent = -1;
        QElapsedTimer unchanged;
        const auto stopped = [&] {
            std::int64_t now = 0;
            thread.with([&](FakeLlmServer& s) { now = s.endlessBytes(); });
            if (now != sent) {
                sent = now;
                unchanged.start();
            }
            return unchanged.elapsed() >= 500;
        };
        QTRY_VERIFY_WITH_TIMEOUT(stopped(), 10000);
        QVERIFY(sent > 0);
        QVERIFY2(residentMb() - before < 32, "the attempts' memory was freed");
    }

    void aRaisedLimitTakesALargeAnswer() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        const std::string big = R"({"chosen_number": 21} )" + std::string(3'000'000, 'x');
        server.script({Scripted{Fault::None, big, -1, ""}, Scripted{Fault::None, big, -1, ""}});
        auto small = directSeat(server, "openai", {{"max_response_bytes", 1'000'000}}, fastContext());
        const auto refused = askOnce(*small);
        QVERIFY(refused.error.has_value());
        QVERIFY(refused.error->message.find("limit of 1000000 bytes") != std::string::npos);
        auto large = directSeat(server, "openai", {{"max_response_bytes", 4'000'000}}, fastContext());
        const auto taken = askOnce(*large);
        QVERIFY(!taken.error.has_value());
        QCOMPARE(taken.rawText, big);
    }

    void deadlineCoversTheWholeStream() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.setStreamEventDelayMs(20);  // a slow stream that never ends: the byte limit is far off
        server.script({Scripted{Fault::EndlessStream, "", -1, ""}, Scripted{Fault::EndlessStream, "", -1, ""}});
        auto context = fastContext();
        context->scheduler.setRetryPolicy({1, 20, 50});
        auto seat = directSeat(server, "openai", {{"stream", true}, {"timeout_s", 1}}, context);
        QElapsedTimer clock;
        clock.start();
        const auto reply = askOnce(*seat, 20000);
        QVERIFY(reply.error.has_value());
        QVERIFY2(reply.error->message.find("no complete answer within 1 s") != std::string::npos,
                 reply.error->message.c_str());
        QCOMPARE(reply.extra["attempts"], Json(2));  // a timeout is retried (once, by this policy)
        QVERIFY(clock.elapsed() >= 1800);            // two attempts of 1 s (Qt's coarse timers may be 5 % early)
        QVERIFY(clock.elapsed() < 10000);
    }

    void bodyShorterThanItsContentLengthIsNoAnswer() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        server.script(
            {Scripted{Fault::ShortBody, R"({"chosen_number": 1})"}, Scripted{Fault::None, R"({"chosen_number": 2})"}});
        auto seat = directSeat(server, "openai", Json::object(), fastContext());
        const auto reply = askOnce(*seat);
        QVERIFY(!reply.error.has_value());
        QCOMPARE(reply.rawText, std::string(R"({"chosen_number": 2})"));  // the fragment was not taken
        QCOMPARE(reply.extra["attempts"], Json(2));
        const std::string why = reply.extra["retried"][0].get<std::string>();
        QVERIFY2(why.find("Content-Length") != std::string::npos, why.c_str());
        // Every attempt short: the seat fails (the session ends resumable); the fragment is not
        // handed to the answer parser as if the model had said it.
        server.script(std::vector<Scripted>(4, Scripted{Fault::ShortBody, R"({"chosen_number": 1})"}));
        const auto failed = askOnce(*seat);
        QVERIFY(failed.error.has_value());
        QVERIFY(failed.rawText.empty());
        QVERIFY2(failed.error->message.find("Content-Length declared") != std::string::npos,
                 failed.error->message.c_str());
    }

    void aRedirectNeverTakesTheKeyElsewhere() {
        FakeLlmServer server;
        FakeLlmServer elsewhere;  // another origin: another port
        QVERIFY(server.listen());
        QVERIFY(elsewhere.listen());
        qputenv("NASHLAB_HOSTILE_KEY", kKey);
        server.script({Scripted{Fault::Redirect, elsewhere.baseUrl("openai") + "/chat/completions"}});
        auto seat = directSeat(server, "openai", {{"api_key_env", "NASHLAB_HOSTILE_KEY"}}, fastContext());
        const auto reply = askOnce(*seat);
        QVERIFY(reply.error.has_value());
        QCOMPARE(elsewhere.requests.size(), std::size_t{0});  // the key's header went nowhere else
        QCOMPARE(server.chatRequests(), 1);
        // The same origin may redirect (a moved path): followed, key and all.
        server.script({Scripted{Fault::Redirect, server.baseUrl("openai") + "/chat/completions?moved=1"}});
        const auto moved = askOnce(*seat);
        QVERIFY2(!moved.error.has_value(), moved.error ? moved.error->message.c_str() : "");
        QCOMPARE(server.requests.back().path, std::string("/v1/chat/completions?moved=1"));
        QCOMPARE(server.requests.back().headers.at("authorization"), std::string("Bearer ") + kKey);
    }

    void echoedKeyNeverStored_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<bool>("stream");
        QTest::addColumn<bool>("reasoning");
        QTest::newRow("openai plain") << "openai" << false << false;
        QTest::newRow("openai stream") << "openai" << true << false;
        QTest::newRow("openai reasoning") << "openai" << false << true;
        QTest::newRow("anthropic stream") << "anthropic" << true << false;
        QTest::newRow("anthropic thinking") << "anthropic" << false << true;
        QTest::newRow("gemini thought") << "gemini" << false << true;
    }
    void echoedKeyNeverStored() {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        QFETCH(bool, reasoning);
        TempDir dir;
        FakeLlmServer server;
        QVERIFY(server.listen());
        // A server that hands back every header it was sent, in the answer or in its reasoning,
        // along with a key of someone else's that no seat of this run holds.
        const auto echo = [](const ReceivedRequest& r) {
            std::string headers;
            for (const auto& [name, value] : r.headers) headers += name + ": " + value + "; ";
            return headers + " other: sk-proj-abcdefghijklmnopqrstuvwxyz012345";
        };
        if (reasoning) {
            // The echo goes into the reasoning (scripted up front: the key the seat will send).
            ReceivedRequest sent;
            sent.headers["x-api-key"] = kKey;
            std::vector<Scripted> answers;
            for (int i = 0; i < 6; ++i) answers.push_back({Fault::None, R"({"chosen_number": 7})", -1, echo(sent)});
            server.script(answers);
        } else {
            server.setResponder([&](const ReceivedRequest& r) { return R"({"chosen_number": 7} )" + echo(r); });
        }
        const std::string p = provider.toStdString();
        qputenv("NASHLAB_HOSTILE_KEY", kKey);
        const auto spec = makeSpec(
            Json::array(
                {llmSeat(server, p, {{"count", 2}, {"stream", stream}, {"api_key_env", "NASHLAB_HOSTILE_KEY"}})}),
            3, 4242);
        auto writer = engine::RunWriter::create(dir.path(), "echo", spec.toJson());
        QVERIFY(writer.ok());
        const auto first = play(spec, fastOptions(CacheMode::ReadWrite), writer.value().get());
        writer.value().reset();
        QCOMPARE(first.outcome.finished, 1);
        QCOMPARE(server.chatRequests(), 6);
        bool keySent = false;  // the key went where it belongs: into a header
        for (const auto& [name, value] : server.requests.front().headers)
            keySent = keySent || value.find(kKey) != std::string::npos;
        QVERIFY(keySent);
        const std::string stored = folderContents(dir.path()) + cacheContents();
        QVERIFY(stored.find(kKey) == std::string::npos);
        QVERIFY(stored.find("sk-proj-abcdefghijklmnopqrstuvwxyz012345") == std::string::npos);
        QVERIFY(stored.find("[redacted]") != std::string::npos);
        QVERIFY(cacheContents().find("[redacted]") != std::string::npos);  // stored scrubbed

        // The key changes; the re-run replays from the cache and still shows neither key.
        qputenv("NASHLAB_HOSTILE_KEY", kNewKey);
        TempDir again;
        auto second = engine::RunWriter::create(again.path(), "echo", spec.toJson());
        const auto replay = play(spec, fastOptions(CacheMode::ReadWrite), second.value().get());
        second.value().reset();
        QCOMPARE(server.chatRequests(), 6);  // all from the cache
        QCOMPARE(ofType(replay.events, "decision").front()["cache_hit"], Json(true));
        const std::string replayed = folderContents(again.path());
        QVERIFY(replayed.find(kKey) == std::string::npos);
        QVERIFY(replayed.find(kNewKey) == std::string::npos);
    }

    void oldCacheWithAKeyIsScrubbedOnTheWayOut() {
        // A cache filled by an earlier version, before scrubbing: the key is in its value.
        FakeLlmServer server;
        QVERIFY(server.listen());
        auto context = std::make_shared<ProviderContext>(CacheMode::ReadWrite);
        auto seat = directSeat(server, "openai", Json::object(), context);
        ChatRequest request;  // the request askOnce() makes, for its cache key
        request.provider = "openai";
        request.baseUrl = server.baseUrl("openai");
        request.model = "fake-small";
        request.messages = {{"system", "rules"}, {"user", "pick"}};
        request.seed = 99;
        request.maxTokens = 512;
        ChatResponse polluted;
        polluted.text = std::string(R"({"chosen_number": 3} Bearer )") + kKey;
        QVERIFY(context->cache->store(ResponseCache::keyFor(request, 99), polluted));
        const auto reply = askOnce(*seat, 20000, 512);
        QVERIFY(reply.cacheHit);
        QCOMPARE(reply.rawText, std::string(R"({"chosen_number": 3} Bearer [redacted])"));
        QCOMPARE(server.chatRequests(), 0);
    }

    void fullDiskUnderTheCacheIsSaidOnce() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        const std::string big = R"({"chosen_number": 9} )" + std::string(200'000, 'y');
        server.setResponder([&](const ReceivedRequest&) { return big; });
        std::vector<std::string> warnings;
        ProviderOptions options = fastOptions(CacheMode::ReadWrite);
        options.onWarning = [&](const std::string& w) { warnings.push_back(w); };
        // Nothing this process writes may grow past what exists now: the cache file is full.
        // (SIGXFSZ ignored: the write fails with EFBIG, as on a full disk it fails with ENOSPC.)
        {
            auto warm = ResponseCache::open(cacheFile(), CacheMode::ReadWrite);  // the file exists first
        }
        const auto spec = makeSpec(Json::array({llmSeat(server, "openai", {{"count", 2}})}), 3, 777);
        signal(SIGXFSZ, SIG_IGN);
        rlimit saved{};
        getrlimit(RLIMIT_FSIZE, &saved);
        const rlimit tight{static_cast<rlim_t>(QFileInfo(cacheFile()).size() + 4096), saved.rlim_max};
        setrlimit(RLIMIT_FSIZE, &tight);
        const auto run = play(spec, options);
        setrlimit(RLIMIT_FSIZE, &saved);
        QCOMPARE(run.outcome.finished, 1);  // the run went on
        QCOMPARE(ofType(run.events, "decision").size(), std::size_t{6});
        QCOMPARE(warnings.size(), std::size_t{1});  // said once, not six times
        QVERIFY2(warnings.front().find("could not store an answer") != std::string::npos, warnings.front().c_str());
        QVERIFY(warnings.front().find("pay again") != std::string::npos);
    }

    void theRecordKeepsACappedAnswer() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        const std::string answer = R"({"chosen_number": 12} )" + std::string(5000, 'z');
        server.setResponder([&](const ReceivedRequest&) { return answer; });
        Json j = {{"name", "cap"},
                  {"game", "guess_average"},
                  {"rounds", 1},
                  {"seed", 6},
                  {"record_text_bytes", 1024},
                  {"seats", Json::array({llmSeat(server, "openai", {{"count", 2}})})}};
        auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 1);
        QVERIFY(spec.ok());
        const auto run = play(spec.value(), fastOptions());
        const auto decisions = ofType(run.events, "decision");
        QCOMPARE(decisions.size(), std::size_t{2});
        for (const auto& d : decisions) {
            QCOMPARE(d["raw"].get<std::string>(), answer.substr(0, 1024));
            QCOMPARE(d["raw_bytes"], Json(answer.size()));
            QCOMPARE(d["raw_sha256"], Json(engine::sha256Hex(answer)));
            QCOMPARE(d["action"]["chosen_number"], Json(12));  // parsed from the whole answer
        }
    }

    void seatsAskForTheGamesTokenBudget() {
        FakeLlmServer server;
        QVERIFY(server.listen());
        const auto budget = [&](Json seatExtra, bool chainOfThought, const std::string& provider) {
            server.requests.clear();
            seatExtra["count"] = 2;
            Json j = {{"name", "budget"},
                      {"game", "guess_average"},
                      {"rounds", 1},
                      {"seed", 5},
                      {"chain_of_thought", chainOfThought},
                      {"seats", Json::array({llmSeat(server, provider, seatExtra)})}};
            auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 1);
            if (!spec) qFatal("%s", spec.error().message.c_str());
            (void)play(spec.value(), fastOptions());
            const Json& body = server.requests.at(0).json;
            if (provider == "gemini") return body["generationConfig"].value("maxOutputTokens", -1);
            if (provider == "ollama") return body["options"].value("num_predict", -1);
            return body.value("max_tokens", -1);  // a compatible server's name, for openai too
        };
        QCOMPARE(budget(Json::object(), false, "anthropic"), engine::Game::kAnswerTokens);
        QCOMPARE(budget(Json::object(), true, "anthropic"), engine::Game::kCotAnswerTokens);
        QCOMPARE(budget({{"max_tokens", 64}}, false, "anthropic"), 64);  // the seat's own setting wins
        QVERIFY(budget(Json::object(), false, "openai") == engine::Game::kAnswerTokens);
        QVERIFY(budget(Json::object(), false, "gemini") == engine::Game::kAnswerTokens);
        QVERIFY(budget(Json::object(), false, "ollama") == engine::Game::kAnswerTokens);
    }

    void keyShapesAreRedacted_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("openai project key") << "key sk-proj-AbCdEfGhIjKlMnOpQrStUv12 end"
                                            << "key [redacted] end";
        // Made of repeated letters, so the sources hold nothing a secret scanner takes for a key.
        QTest::newRow("anthropic key") << QStringLiteral("sk-ant-api03-") + QString(26, QLatin1Char('q'))
                                       << "[redacted]";
        QTest::newRow("google key") << QStringLiteral("AIzaSy") + QString(33, QLatin1Char('Q')) << "[redacted]";
        QTest::newRow("bearer header") << "authorization: Bearer abc.def-ghi_jkl0123456789"
                                       << "authorization: Bearer [redacted]";
        QTest::newRow("short sk- word stays") << "a task-list and sk-short"
                                              << "a task-list and sk-short";
        QTest::newRow("inside a word stays") << "risk-assessment-of-the-bidding-strategy"
                                             << "risk-assessment-of-the-bidding-strategy";
        QTest::newRow("plain answer stays") << R"({"chosen_number": 33})"
                                            << R"({"chosen_number": 33})";
    }
    void keyShapesAreRedacted() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(engine::redactSecrets(text.toStdString())), expected);
        QCOMPARE(engine::holdsSecret(text.toStdString()), text != expected);
        // A configured key goes whatever its shape.
        QCOMPARE(engine::redactSecrets("x my-own-local-key-1 y", {"my-own-local-key-1"}),
                 std::string("x [redacted] y"));
    }
};

QTEST_GUILESS_MAIN(TstHostileServers)
#include "tst_hostile_servers.moc"
