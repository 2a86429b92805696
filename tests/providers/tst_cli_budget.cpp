// A run's spending limit against the fake server with a price table: `run --budget` stops before
// the exact request that would pass it (nothing past it is sent), says so, and `run --resume
// --budget <higher>` goes on from the record, counting what was spent already, until it finishes.
#include <QDir>
#include <QtTest>

#include "engine/core/json.h"
#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

namespace {

test::CliResult cli(const QStringList& args, const QString& cacheDir) { return test::runCli(args, cacheDir, 60000); }

QString lastLine(const test::CliResult& r) { return r.out.trimmed().split(QLatin1Char('\n')).last(); }

struct Spend {
    int decisions = 0;
    double cost = 0;
};

// What the record says was spent, and how many model decisions it keeps.
Spend spendIn(const QString& dir) {
    Spend s;
    const std::string text = test::readFile(dir.toStdString() + "/events.jsonl");
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = text.find('\n', pos);
        const Json e = Json::parse(text.substr(pos, end - pos));
        if (e["type"] == "decision" && e.contains("extra") && e["extra"].contains("provider")) {
            ++s.decisions;
            s.cost += e.value("cost", 0.0);
        }
        pos = end + 1;
    }
    return s;
}

}  // namespace

class TstCliBudget : public QObject {
    Q_OBJECT
private slots:
    void stopsAtTheExactRequestAndResumesWithMore() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        // 21 characters: the fake server reports 21 / 4 + 1 = 6 completion tokens for it.
        server.setResponder([](const test::ReceivedRequest&) { return std::string(R"({"chosen_number": 40})"); });
        test::TempDir dir;
        const QString cache = QString::fromStdString(dir.file("cache"));
        // Prompts are free, each answer token costs 1: with max_tokens 6 a request costs at most 6,
        // and every one costs exactly 6.
        QDir().mkpath(cache + QStringLiteral("/data"));
        test::writeFile((cache + QStringLiteral("/data/prices.json")).toStdString(),
                        R"({"currency": "USD", "models": {"openai/fake-small": {"input": 0, "output": 1000000}}})");
        const Json spec = {{"name", "budget"},
                           {"game", "guess_average"},
                           {"rounds", 3},
                           {"repetitions", 2},
                           {"seed", 4},
                           {"seats", Json::array({{{"type", "llm"},
                                                   {"provider", "openai"},
                                                   {"base_url", server.baseUrl("openai")},
                                                   {"model", "fake-small"},
                                                   {"max_tokens", 6},
                                                   {"count", 2}},
                                                  {{"type", "bot"}, {"strategy", "random"}}})}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString specFile = QString::fromStdString(dir.file("spec.json"));

        // 20 allows three requests (18); the fourth would make 24.
        const auto first =
            cli({"run", specFile, "--budget", "20", "--out", QString::fromStdString(dir.file("runs"))}, cache);
        QVERIFY2(first.code == 1, qPrintable(first.err));  // sessions stopped
        QCOMPARE(server.chatRequests(), 3);
        QVERIFY2(first.err.contains(QStringLiteral("stopped before the next request: the budget of 20 USD is reached")),
                 qPrintable(first.err));
        QVERIFY2(first.err.contains(QStringLiteral("run --resume")), qPrintable(first.err));
        const QString run = lastLine(first);
        QCOMPARE(Json::parse(test::readFile(run.toStdString() + "/spec.json"))["budget_usd"], Json(20.0));
        QCOMPARE(spendIn(run).cost, 18.0);
        QCOMPARE(spendIn(run).decisions, 3);

        // Resumed under the same limit: nothing more can be asked.
        const auto same = cli({"run", "--resume", run}, cache);
        QCOMPARE(same.code, 1);
        QCOMPARE(server.chatRequests(), 3);

        // 50: the 18 spent count; five more requests fit (48), the sixth would make 54.
        const auto more = cli({"run", "--resume", run, "--budget", "50"}, cache);
        QCOMPARE(more.code, 1);
        QCOMPARE(server.chatRequests(), 8);
        QCOMPARE(Json::parse(test::readFile(run.toStdString() + "/spec.json"))["budget_usd"], Json(50.0));

        // Enough for the rest: 2 sessions × 3 rounds × 2 model seats = 12 requests in all, each
        // asked once (rounds cut short are replayed from the response cache, for nothing).
        const auto rest = cli({"run", "--resume", run, "--budget", "100"}, cache);
        QVERIFY2(rest.code == 0, qPrintable(rest.err));
        QCOMPARE(server.chatRequests(), 12);
        QCOMPARE(spendIn(run).decisions, 12);
        const Json report = Json::parse(cli({"score", run, "--json"}, cache).out.toStdString());
        QCOMPARE(report["sessions"].size(), std::size_t{2});
    }

    void aBudgetNeedsPricesAndAPositiveAmount() {
        test::TempDir dir;
        const QString cache = QString::fromStdString(dir.file("cache"));
        const Json spec = {{"game", "guess_average"},
                           {"rounds", 1},
                           {"seats", Json::array({{{"type", "llm"},
                                                   {"provider", "openai"},
                                                   {"base_url", "http://127.0.0.1:9"},
                                                   {"model", "no-such-model"},
                                                   {"count", 2}}})}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString specFile = QString::fromStdString(dir.file("spec.json"));
        const auto unpriced = cli({"run", specFile, "--budget", "5"}, cache);
        QCOMPARE(unpriced.code, 2);
        QVERIFY2(unpriced.err.contains(QStringLiteral("openai/no-such-model has none")), qPrintable(unpriced.err));
        for (const char* bad : {"0", "-3", "lots"}) {
            const auto r = cli({"run", specFile, "--budget", bad}, cache);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("--budget must be an amount above 0")), qPrintable(r.err));
        }
        Json withBudget = spec;
        withBudget["budget_usd"] = "ten";
        test::writeFile(dir.file("bad.json"), withBudget.dump());
        const auto badSpec = cli({"run", QString::fromStdString(dir.file("bad.json"))}, cache);
        QCOMPARE(badSpec.code, 2);
        QVERIFY2(badSpec.err.contains(QStringLiteral("'budget_usd' must be a number")), qPrintable(badSpec.err));
    }
};

QTEST_GUILESS_MAIN(TstCliBudget)
#include "tst_cli_budget.moc"
