// A design split over machines, as a cluster user runs it: `run --shard I/N` into separate
// folders, `merge` into the run one machine would have written, a dead shard resumed alone, and
// `cache merge` joining the shards' response caches so the whole design replays without a request.
#include <QDir>
#include <QtTest>

#include <algorithm>

#include "engine/core/json.h"
#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::CliResult;

CliResult cli(const QStringList& args, const QString& cacheDir) { return test::runCli(args, cacheDir, 120000); }

QString lastLine(const CliResult& r) { return r.out.trimmed().split(QLatin1Char('\n')).last(); }

// Every event of a run folder without its wall-clock time, in file order.
std::vector<Json> eventsOf(const QString& dir) {
    std::vector<Json> out;
    const std::string text = test::readFile(dir.toStdString() + "/events.jsonl");
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = text.find('\n', pos);
        Json e = Json::parse(text.substr(pos, end - pos));
        e.erase("t");
        out.push_back(std::move(e));
        pos = end + 1;
    }
    return out;
}

std::vector<std::string> sessionIdsOf(const QString& dir) {
    std::vector<std::string> ids;
    for (const auto& e : eventsOf(dir))
        if (e["type"] == "session_started") ids.push_back(e["session"].get<std::string>());
    return ids;
}

// 2 × 2 × 2 treatments × 3 repetitions = 24 sessions of bots.
const char* kDesign = R"({"name": "shards", "game": "public_goods", "rounds": 4, "repetitions": 3, "seed": 11,
  "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "ne"}],
  "treatments": {"crossed": {
    "ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
    "first": {"field": "seats[0].strategy", "levels": ["random", "ne"]},
    "len": {"field": "rounds", "levels": [3, 5]}}}})";

}  // namespace

class TstCliShards : public QObject {
    Q_OBJECT
private slots:
    void shardsMergeIntoTheOneMachineRun() {
        test::TempDir dir;
        const QString cache = QString::fromStdString(dir.file("cache"));
        test::writeFile(dir.file("design.json"), kDesign);
        const QString spec = QString::fromStdString(dir.file("design.json"));
        const auto whole = cli({"run", spec, "--out", QString::fromStdString(dir.file("whole"))}, cache);
        QVERIFY2(whole.code == 0, qPrintable(whole.err));
        const std::vector<std::string> allIds = sessionIdsOf(lastLine(whole));
        QCOMPARE(allIds.size(), std::size_t{24});

        QStringList shards;
        for (int i = 1; i <= 4; ++i) {
            const auto r = cli({"run", spec, "--shard", QStringLiteral("%1/4").arg(i), "--out",
                                QString::fromStdString(dir.file("shards")), "--jobs", "1"},
                               cache);
            QVERIFY2(r.code == 0, qPrintable(r.err));
            shards << lastLine(r);
            QVERIFY2(shards.last().endsWith(QStringLiteral("_shards_shard%1of4").arg(i)), qPrintable(shards.last()));
            // Shard i plays sessions i-1, i+3, i+7, ... of the run: round-robin over treatment × repetition.
            std::vector<std::string> want;
            for (std::size_t k = static_cast<std::size_t>(i - 1); k < allIds.size(); k += 4) want.push_back(allIds[k]);
            QCOMPARE(sessionIdsOf(shards.last()), want);
        }

        // Refused with the culprit named, before anything is written.
        const QString out = QString::fromStdString(dir.file("merged"));
        auto missing = cli({"merge", shards[0], shards[1], shards[3], "--out", out}, cache);
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("shard 3/4 is missing")), qPrintable(missing.err));
        auto twice = cli({"merge", shards[0], shards[0], shards[1], shards[2], shards[3], "--out", out}, cache);
        QVERIFY2(twice.err.contains(QStringLiteral("shard 1/4 is given twice")), qPrintable(twice.err));
        QVERIFY(!QDir(out).exists());

        // Shard 2 "dies" inside its second session; the merge names it; resumed alone, it merges.
        const std::string events = test::readFile(shards[1].toStdString() + "/events.jsonl");
        std::size_t cut = 0;
        for (int line = 0; line < 40; ++line) cut = events.find('\n', cut) + 1;
        test::writeFile(shards[1].toStdString() + "/events.jsonl", events.substr(0, cut));
        auto unfinished = cli({"merge", shards[0], shards[1], shards[2], shards[3], "--out", out}, cache);
        QCOMPARE(unfinished.code, 2);
        QVERIFY2(unfinished.err.contains(QStringLiteral("shard 2/4")) &&
                     unfinished.err.contains(QStringLiteral("run --resume %1").arg(shards[1])),
                 qPrintable(unfinished.err));
        const auto resumed = cli({"run", "--resume", shards[1]}, cache);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));

        const auto merged = cli({"merge", shards[3], shards[1], shards[0], shards[2], "--out", out}, cache);
        QVERIFY2(merged.code == 0, qPrintable(merged.err));
        QCOMPARE(lastLine(merged), out);
        QVERIFY2(merged.err.contains(QStringLiteral("merged 4 shards: 24 sessions")), qPrintable(merged.err));
        // Event for event the one-machine run (times aside; the resumed shard says it was resumed).
        std::vector<Json> got = eventsOf(out);
        std::erase_if(got, [](const Json& e) { return e["type"] == "session_resumed"; });
        QCOMPARE(got.size(), eventsOf(lastLine(whole)).size());
        QVERIFY(got == eventsOf(lastLine(whole)));
        QCOMPARE(Json::parse(test::readFile(out.toStdString() + "/spec.json")),
                 Json::parse(test::readFile(lastLine(whole).toStdString() + "/spec.json")));
        // The merged run scores like the one-machine run.
        const auto scored = [&](const QString& folder) {
            Json report = Json::parse(cli({"score", folder, "--json"}, cache).out.toStdString());
            report.erase("run");  // the folder's own path
            return report;
        };
        QCOMPARE(scored(out), scored(lastLine(whole)));

        auto again = cli({"merge", shards[0], shards[1], shards[2], shards[3], "--out", out}, cache);
        QCOMPARE(again.code, 3);
        QVERIFY2(again.err.contains(QStringLiteral("not an empty folder")), qPrintable(again.err));
    }

    void shardOptionsAreChecked() {
        test::TempDir dir;
        const QString cache = QString::fromStdString(dir.file("cache"));
        test::writeFile(dir.file("design.json"), kDesign);
        const QString spec = QString::fromStdString(dir.file("design.json"));
        for (const char* bad : {"0/4", "5/4", "2", "a/b", "1/0"}) {
            const auto r = cli({"run", spec, "--shard", bad}, cache);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("a shard is I/N")), qPrintable(r.err));
        }
        // Without a seed each shard would draw its own: refused.
        test::writeFile(dir.file("seedless.json"), R"({"game": "guess_average", "rounds": 2, "repetitions": 4})");
        const auto seedless = cli({"run", QString::fromStdString(dir.file("seedless.json")), "--shard", "1/2"}, cache);
        QCOMPARE(seedless.code, 2);
        QVERIFY2(seedless.err.contains(QStringLiteral("needs a spec with a \"seed\"")), qPrintable(seedless.err));
        // A learning English auction hands each repetition on: shards hold whole treatments.
        test::writeFile(dir.file("learning.json"), R"({"game": "english_auction", "repetitions": 3, "seed": 2,
            "params": {"learning": true}})");
        const auto learning = cli({"run", QString::fromStdString(dir.file("learning.json")), "--shard", "1/2"}, cache);
        QCOMPARE(learning.code, 2);
        QVERIFY2(learning.err.contains(QStringLiteral("at most 1 shard, not 2")), qPrintable(learning.err));
        // A folder that is not a shard's is refused by merge.
        const auto plain = cli({"run", spec, "--out", QString::fromStdString(dir.file("plain"))}, cache);
        const auto notShard = cli({"merge", lastLine(plain), "--out", QString::fromStdString(dir.file("m"))}, cache);
        QCOMPARE(notShard.code, 2);
        QVERIFY2(notShard.err.contains(QStringLiteral("is not a shard's run folder")), qPrintable(notShard.err));
        const auto noOut = cli({"merge", lastLine(plain)}, cache);
        QVERIFY2(noOut.code == 2 && noOut.err.contains(QStringLiteral("--out")), qPrintable(noOut.err));
    }

    // Model seats: each shard fills its own cache on its own "machine"; the caches merged into a
    // third replay the whole design there without a single request, and the merged shards hold
    // the same answers as that replay.
    void shardCachesMergeAndReplayTheDesign() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        int n = 0;
        server.setResponder([&n](const test::ReceivedRequest&) {
            ++n;
            return std::string(R"({"chosen_number": )") + std::to_string(10 + n % 80) + "}";
        });
        test::TempDir dir;
        const Json spec = {
            {"name", "llm-shards"},
            {"game", "guess_average"},
            {"rounds", 2},
            {"repetitions", 2},
            {"seed", 5},
            {"seats", Json::array({{{"type", "llm"},
                                    {"provider", "openai"},
                                    {"base_url", server.baseUrl("openai")},
                                    {"model", "fake-small"},
                                    {"count", 2}},
                                   {{"type", "bot"}, {"strategy", "random"}}})},
            {"treatments", {{"crossed", {{"ratio", {{"field", "params.ratio"}, {"levels", {0.5, 0.8}}}}}}}}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString specFile = QString::fromStdString(dir.file("spec.json"));
        QStringList shards, caches;
        for (int i = 1; i <= 2; ++i) {
            caches << QString::fromStdString(dir.file("cache" + std::to_string(i)));
            const auto r = cli({"run", specFile, "--shard", QStringLiteral("%1/2").arg(i), "--out",
                                QString::fromStdString(dir.file("shards"))},
                               caches.last());
            QVERIFY2(r.code == 0, qPrintable(r.err));
            shards << lastLine(r);
        }
        const int sent = server.chatRequests();
        QCOMPARE(sent, 4 * 2 * 2);  // 4 sessions × 2 rounds × 2 model seats, each asked once

        const QString home = QString::fromStdString(dir.file("home"));
        const auto merged = cli({"cache", "merge", caches[0], caches[1]}, home);
        QVERIFY2(merged.code == 0, qPrintable(merged.err));
        QVERIFY2(merged.err.contains(QStringLiteral("16 answers added, 0 already in")), qPrintable(merged.err));
        const auto twice = cli({"cache", "merge", caches[0]}, home);
        QVERIFY2(twice.err.contains(QStringLiteral("0 answers added, 8 already in")), qPrintable(twice.err));
        const auto notCache = cli({"cache", "merge", specFile}, home);
        QCOMPARE(notCache.code, 2);
        QVERIFY2(notCache.err.contains(QStringLiteral("is not a NashLab response cache")), qPrintable(notCache.err));

        const auto replay =
            cli({"run", specFile, "--cache", "read", "--out", QString::fromStdString(dir.file("whole"))}, home);
        QVERIFY2(replay.code == 0, qPrintable(replay.err));
        QCOMPARE(server.chatRequests(), sent);  // every answer came from the merged cache
        const auto run =
            cli({"merge", shards[0], shards[1], "--out", QString::fromStdString(dir.file("merged"))}, home);
        QVERIFY2(run.code == 0, qPrintable(run.err));
        const auto tidy = [&](const QString& folder) {
            return cli({"export", folder, "--csv", "-", "--tidy"}, home).out;
        };
        QCOMPARE(tidy(lastLine(run)), tidy(lastLine(replay)));
        QVERIFY(tidy(lastLine(run)).count(QLatin1Char('\n')) == 1 + 4 * 2 * 3);
    }

    // With model seats, --jobs is the number of sessions in flight at once; their requests share
    // one scheduler, so an endpoint's max_concurrent holds across every session.
    void jobsSetSessionsInFlightSharingEndpointLimits() {
        const auto maxInFlight = [](int jobs, int maxConcurrent) {
            test::FakeLlmServer server;
            if (!server.listen()) return -1;
            server.setLatencyMs(150);  // requests of sessions in flight overlap
            test::TempDir dir;
            Json seat = {{"type", "llm"},
                         {"provider", "openai"},
                         {"base_url", server.baseUrl("openai")},
                         {"model", "fake-small"},
                         {"count", 2}};
            if (maxConcurrent > 0) seat["max_concurrent"] = maxConcurrent;
            const Json spec = {{"game", "guess_average"},
                               {"rounds", 2},
                               {"repetitions", 4},
                               {"seed", 3},
                               {"seats", Json::array({seat})}};
            test::writeFile(dir.file("spec.json"), spec.dump());
            const auto r = cli({"run", QString::fromStdString(dir.file("spec.json")), "--jobs", QString::number(jobs),
                                "--out", QString::fromStdString(dir.file("runs"))},
                               QString::fromStdString(dir.file("cache")));
            if (r.code != 0 || server.chatRequests() != 4 * 2 * 2) return -2;
            return server.maxParallel();
        };
        QCOMPARE(maxInFlight(1, 0), 2);  // one session: its two seats
        QCOMPARE(maxInFlight(2, 0), 4);  // two sessions × two seats
        QCOMPARE(maxInFlight(4, 3), 3);  // four sessions, but the endpoint takes three at a time
    }
};

QTEST_GUILESS_MAIN(TstCliShards)
#include "tst_cli_shards.moc"
