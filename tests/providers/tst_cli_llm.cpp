// nashlab-cli against the fake server: `models`, a run of openai seats on a loopback
// OpenAI-compatible server that answers gibberish (it must still finish), the cache on a re-run,
// and bad --cache values.
#include <QProcess>
#include <QtTest>

#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::CliResult;

// Runs the CLI while this process's event loop keeps serving the fake server.
CliResult cli(const QStringList& args, const QString& cacheDir) { return test::runCli(args, cacheDir, 60000); }

}  // namespace

class TstCliLlm : public QObject {
    Q_OBJECT
private slots:
    void models() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        test::TempDir dir;
        for (const char* provider : {"openai", "ollama", "gemini"}) {
            const auto r =
                cli({"models", "--provider", provider, "--base-url", QString::fromStdString(server.baseUrl(provider))},
                    QString::fromStdString(dir.path()));
            QCOMPARE(r.code, 0);
            QCOMPARE(r.out, QStringLiteral("fake-small\nfake-large\n"));
        }
        const auto bad = cli({"models", "--provider", "nope"}, QString::fromStdString(dir.path()));
        QCOMPARE(bad.code, 2);
    }
    void runFinishesOnGibberishAndReplaysFromCache() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        int n = 0;
        server.setResponder([&n](const test::ReceivedRequest&) {
            ++n;
            return n % 3 == 0 ? std::string(R"({"chosen_number": 44})") : std::string("purple monkey dishwasher");
        });
        test::TempDir dir;
        const Json spec = {{"name", "cli-llm"},
                           {"game", "guess_average"},
                           {"rounds", 3},
                           {"seed", 77},
                           {"seats", Json::array({{{"type", "llm"},
                                                   {"provider", "openai"},
                                                   {"base_url", server.baseUrl("openai")},
                                                   {"model", "fake-small"},
                                                   {"count", 3}}})}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString cache = QString::fromStdString(dir.file("cache"));
        // A user price table: 1 per prompt token, nothing for completions, so cost = prompt tokens.
        QDir().mkpath(cache + QStringLiteral("/data"));
        test::writeFile((cache + QStringLiteral("/data/prices.json")).toStdString(),
                        R"({"currency": "EUR", "models": {"openai/fake-small": {"input": 1000000, "output": 0}}})");
        const QStringList args = {"run", QString::fromStdString(dir.file("spec.json")), "--out",
                                  QString::fromStdString(dir.file("runs"))};
        const auto first = cli(args, cache);
        QVERIFY2(first.code == 0, qPrintable(first.err));
        QVERIFY(first.err.contains(QStringLiteral("cost")));
        const int sent = server.chatRequests();
        QVERIFY(sent >= 9);
        QVERIFY2(first.err.contains(QStringLiteral("EUR")), qPrintable(first.err));
        const QString firstRun = first.out.trimmed().split(QLatin1Char('\n')).last();
        const auto firstScore = cli({"score", firstRun, "--json"}, cache);
        const Json paid = Json::parse(firstScore.out.toStdString())["model_calls"];
        QCOMPARE(paid["cache_misses"], Json(sent));
        QCOMPARE(paid["per_seat"].size(), std::size_t{3});
        QVERIFY(paid["prompt_tokens"].get<double>() > 0);
        QCOMPARE(paid["cost"].get<double>(), paid["prompt_tokens"].get<double>());
        const auto again = cli(args + QStringList{"--cache", "readwrite"}, cache);
        QCOMPARE(again.code, 0);
        QCOMPARE(server.chatRequests(), sent);  // a cached re-run sends no request
        QVERIFY2(again.err.contains(QStringLiteral("%1 from the cache").arg(sent)), qPrintable(again.err));
        // score shows the hits and misses from the record.
        const QString runDir = again.out.trimmed().split(QLatin1Char('\n')).last();
        const auto score = cli({"score", runDir, "--json"}, cache);
        QCOMPARE(score.code, 0);
        const Json calls = Json::parse(score.out.toStdString())["model_calls"];
        QCOMPARE(calls["decisions"], Json(sent));
        QCOMPARE(calls["cache_hits"], Json(sent));
        QCOMPARE(calls["cache_misses"], Json(0));
        QCOMPARE(calls["cost"], Json(0.0));  // replayed answers cost nothing
        const auto off = cli(args + QStringList{"--cache", "off"}, cache);
        QCOMPARE(off.code, 0);
        QVERIFY(server.chatRequests() > sent);
        const auto bad = cli(args + QStringList{"--cache", "sometimes"}, cache);
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QStringLiteral("off, read or readwrite")));
    }
};

QTEST_GUILESS_MAIN(TstCliLlm)
#include "tst_cli_llm.moc"
