// API keys through the OS keychain (QtKeychain over the Secret Service of a private, unlocked
// gnome-keyring started by tests/support/with_keyring.sh): stored, found when the environment has
// none, overridden by the environment, resolved once before a run and handed to its seats without
// any nested event loop, and never written to NashLab's own folders.
#include <QDirIterator>
#include <QFile>
#include <QTimer>
#include <QtTest>
#include <memory>
#include <optional>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "providers/seats/key_store.h"
#include "providers/seats/llm_seat.h"
#include "providers/seats/seat_factory.h"
#include "tests/support/fake_llm_server.h"

using namespace nashlab;
using namespace nashlab::providers;
using engine::Json;

namespace {
const std::string kKey = "fake-keychain-test-value-42";  // not key-shaped: house checks flag real-looking keys
const std::string kServerKey = "fake-keychain-server-value-7";

// What a run does before it starts: the keychain's answers, from the event loop.
ResolvedKeys resolved(const std::vector<KeyQuery>& queries) {
    auto out = std::make_shared<std::optional<ResolvedKeys>>();
    resolveKeys(queries, nullptr, [out](ResolvedKeys keys) { *out = std::move(keys); });
    if (!QTest::qWaitFor([&] { return out->has_value(); }, kKeychainTimeoutMs + 5000))
        qFatal("resolveKeys never called back");
    return out->value();
}

std::string store(const std::string& provider, const std::string& key, const std::string& baseUrl = {}) {
    auto out = std::make_shared<std::optional<std::string>>();
    storeApiKeyInKeychain(provider, key, baseUrl, nullptr, [out](std::string error) { *out = std::move(error); });
    if (!QTest::qWaitFor([&] { return out->has_value(); }, kKeychainTimeoutMs + 5000))
        qFatal("storeApiKeyInKeychain never called back");
    return out->value();
}

}  // namespace

class TestKeychain : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"), "run through tests/support/with_keyring.sh");
        qunsetenv("NASHLAB_NO_KEYCHAIN");
        qunsetenv("ANTHROPIC_API_KEY");
        qunsetenv("OPENAI_API_KEY");
    }

    void storesAndFindsAKey() {
        QCOMPARE(QString::fromStdString(store("anthropic", kKey)), QString());
        const ResolvedKeys keys = resolved({{"anthropic", "", ""}, {"gemini", "", ""}});
        QVERIFY(keys.problem.empty());
        const ApiKey found = findApiKey("anthropic", "", "", keys);
        QCOMPARE(QString::fromStdString(found.value), QString::fromStdString(kKey));
        QCOMPARE(QString::fromStdString(found.source), QStringLiteral("keychain:NashLab/anthropic"));
        QVERIFY(findApiKey("gemini", "", "", keys).value.empty());  // nothing stored for another provider
        // Without the keychain's answers a lookup reads the environment only: it never asks itself.
        QVERIFY(findApiKey("anthropic", "", "", ResolvedKeys{}).value.empty());
    }

    void environmentWins() {
        qputenv("ANTHROPIC_API_KEY", "sk-ant-from-env");
        // The environment answers: the keychain is not even asked.
        QVERIFY(keychainEntriesFor({"anthropic", "", ""}).empty());
        const ApiKey found = findApiKey("anthropic", "", "", resolved({{"anthropic", "", ""}}));
        qunsetenv("ANTHROPIC_API_KEY");
        QCOMPARE(QString::fromStdString(found.value), QStringLiteral("sk-ant-from-env"));
        QCOMPARE(QString::fromStdString(found.source), QStringLiteral("env:ANTHROPIC_API_KEY"));
    }

    void precedence() {
        // The base URL's own entry comes before the provider's default variable; a variable the
        // seat names comes first of all; the provider's entry last.
        const std::string url = "http://127.0.0.1:9/v1";
        QCOMPARE(QString::fromStdString(store("openai", "fake-url-value", url)), QString());
        QCOMPARE(QString::fromStdString(store("openai", "fake-provider-value")), QString());
        qputenv("OPENAI_API_KEY", "fake-default-env");
        qputenv("NASHLAB_SEAT_KEY", "fake-seat-env");
        const ResolvedKeys keys = resolved({{"openai", "", url}, {"openai", "", ""}, {"openai", "NASHLAB_UNSET", ""}});
        QCOMPARE(QString::fromStdString(findApiKey("openai", "", url, keys).value), QStringLiteral("fake-url-value"));
        QCOMPARE(QString::fromStdString(findApiKey("openai", "", "", keys).value), QStringLiteral("fake-default-env"));
        QCOMPARE(QString::fromStdString(findApiKey("openai", "NASHLAB_SEAT_KEY", url, keys).value),
                 QStringLiteral("fake-seat-env"));
        // A named variable that is empty: the default variable is not used, the keychain is.
        QCOMPARE(QString::fromStdString(findApiKey("openai", "NASHLAB_UNSET", "", keys).value),
                 QStringLiteral("fake-provider-value"));
        // Another server (someone else's spec) never gets the provider's default variable or its
        // keychain entry — only its own entry or a variable the seat names (issue 18).
        const std::string other = "http://127.0.0.1:8/v1";
        const ResolvedKeys otherKeys = resolved({{"openai", "", other}});
        QVERIFY(findApiKey("openai", "", other, otherKeys).value.empty());
        QCOMPARE(QString::fromStdString(findApiKey("openai", "NASHLAB_SEAT_KEY", other, otherKeys).value),
                 QStringLiteral("fake-seat-env"));
        // The official endpoint, written out, is the provider's own: its default variable goes there.
        QCOMPARE(QString::fromStdString(findApiKey("openai", "", "https://api.openai.com/v1/", keys).value),
                 QStringLiteral("fake-default-env"));
        QVERIFY(officialEndpoint("anthropic", "https://api.anthropic.com"));
        QVERIFY(!officialEndpoint("openai", "https://api.openai.com.evil.example/v1"));
        QVERIFY(!officialEndpoint("ollama", "http://localhost:11434"));
        qunsetenv("OPENAI_API_KEY");
        qunsetenv("NASHLAB_SEAT_KEY");
    }

    // The resolver reads the keychain before the run; the seat factory then hands the key to the
    // seat at once, without running the event loop inside it (no nested QEventLoop).
    void resolvedKeyReachesTheSeatWithoutANestedLoop() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setRequiredKey(kServerKey);
        const std::string url = server.baseUrl("openai");
        QCOMPARE(QString::fromStdString(store("openai", kServerKey, url)), QString());

        Json spec = {
            {"game", "guess_average"},
            {"rounds", 1},
            {"seed", 5},
            {"seats",
             Json::array({{{"type", "llm"}, {"provider", "openai"}, {"model", "fake-small"}, {"base_url", url}},
                          {{"type", "bot"}, {"strategy", "ne"}},
                          {{"type", "bot"}, {"strategy", "ne"}}})}};
        auto parsed = engine::parseExperimentSpec(spec, engine::GameRegistry::builtin(), 1);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        const std::vector<KeyQuery> queries = keyQueries(parsed->seats);
        QCOMPARE(static_cast<int>(queries.size()), 1);

        ProviderOptions options;
        options.cache = CacheMode::Off;
        options.keys = std::make_shared<const ResolvedKeys>(resolved(queries));
        QVERIFY(options.keys->problem.empty());
        const engine::Game* game = engine::GameRegistry::builtin().find("guess_average");
        const auto sessions = engine::expandSessions(parsed.value());

        // A zero timer fires only when the event loop runs: had the factory waited for the
        // keychain in a nested loop, it would have fired inside.
        bool insideFactory = true, loopRanInside = false, fired = false;
        QTimer::singleShot(0, [&] {
            loopRanInside = insideFactory;
            fired = true;
        });
        auto seat = applicationSeatFactory(options)(*game, sessions.front(), 0);
        insideFactory = false;
        QVERIFY2(seat, seat ? "" : seat.error().message.c_str());
        QVERIFY(!loopRanInside);
        QVERIFY(dynamic_cast<LlmSeat*>(seat.value().get()));
        auto config = LlmSeatConfig::fromSettings(parsed->seats[0].settings, "seat 1", *options.keys);
        QVERIFY(config);
        QCOMPARE(QString::fromStdString(config->apiKey), QString::fromStdString(kServerKey));
        QTRY_VERIFY(fired);  // the zero timer went, after the factory had returned

        // And a whole run with those seats: the server refuses any request without the key.
        engine::MemorySink sink;
        const engine::PromptBuilder prompts;
        engine::ExperimentRunner runner(*game, parsed.value(), applicationSeatFactory(options), sink, prompts);
        runner.start();
        QTRY_VERIFY_WITH_TIMEOUT(runner.done(), 20000);
        QCOMPARE(runner.outcome().finished, 1);
        QCOMPARE(server.chatRequests(), 1);
        QCOMPARE(QString::fromStdString(server.requests.back().headers.at("authorization")),
                 QString::fromStdString("Bearer " + kServerKey));
        for (const Json& e : sink.events) QVERIFY(e.dump().find(kServerKey) == std::string::npos);
    }

    void keyNeverLandsInNashLabFolders() {
        for (const char* var : {"NASHLAB_DATA_DIR", "NASHLAB_CACHE_DIR", "NASHLAB_RUNS_DIR"}) {
            QDirIterator it(qEnvironmentVariable(var), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray text = f.readAll();
                QVERIFY2(!text.contains(QByteArray::fromStdString(kKey)), qPrintable(f.fileName()));
                QVERIFY2(!text.contains(QByteArray::fromStdString(kServerKey)), qPrintable(f.fileName()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"
