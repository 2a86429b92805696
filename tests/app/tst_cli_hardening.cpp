// nashlab-cli against what an adversarial probe tried (issue 47): a disk that fills while a
// command writes its output, two merges into one folder, an empty --shard, a spec that names PATH
// as its key variable, and a server that echoes the key and escape codes back as model names.
// A full disk is a file size limit here (ulimit -f: writes past it fail, the first one short,
// as on a disk that fills), so the test needs no root and no mount.
#include <QProcess>
#include <QtTest>

#include <filesystem>
#include <functional>

#include "engine/core/json.h"
#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using nashlab::engine::Json;
using nashlab::test::readFile;
using nashlab::test::TempDir;
using nashlab::test::writeFile;
namespace fs = std::filesystem;

namespace {

// What a command gave, and its last line (a run's folder).
struct Outcome : nashlab::test::CliResult {
    QString lastLine() const { return out.trimmed().split(QLatin1Char('\n')).last(); }
};

// The CLI through sh, with `limitBlocks` of 512 bytes as the most any file it writes may hold
// (0: no limit) and standard output sent to `stdoutFile` when given.
Outcome cli(const QStringList& args, int limitBlocks = 0, const QString& stdoutFile = {}) {
    QString script = QStringLiteral("trap '' XFSZ; ");
    if (limitBlocks > 0) script += QStringLiteral("ulimit -f %1; ").arg(limitBlocks);
    script += QStringLiteral("exec \"$0\" \"$@\"");
    if (!stdoutFile.isEmpty()) script += QStringLiteral(" > \"$NASHLAB_TEST_STDOUT\"");
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NASHLAB_TEST_STDOUT"), stdoutFile);
    env.insert(QStringLiteral("NASHLAB_NO_KEYCHAIN"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("sh"),
            QStringList{QStringLiteral("-c"), script, qEnvironmentVariable("NASHLAB_CLI")} + args);
    p.waitForFinished(300000);
    return {{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())}};
}

std::vector<std::string> namesIn(const QString& dir) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir.toStdString())) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// The spec played as shards 1/2 and 2/2 into tmp/shards: their folders (fewer when one failed).
QStringList playedShards(const TempDir& tmp, const QString& spec) {
    QStringList shards;
    for (const char* shard : {"1/2", "2/2"}) {
        const Outcome r =
            cli({QStringLiteral("run"), spec, QStringLiteral("--shard"), QLatin1String(shard), QStringLiteral("--out"),
                 QString::fromStdString(tmp.path()) + QStringLiteral("/shards")});
        if (r.code == 0) shards << r.lastLine();
    }
    return shards;
}

// `specJson` played into tmp/runs (with --jobs 1): its run folder.
QString runOf(const TempDir& tmp, const char* specJson) {
    const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/spec.json");
    writeFile(spec.toStdString(), specJson);
    const Outcome run = cli({QStringLiteral("run"), spec, QStringLiteral("--out"),
                             QString::fromStdString(tmp.path()) + QStringLiteral("/runs"), QStringLiteral("--jobs"),
                             QStringLiteral("1")});
    if (run.code != 0) qFatal("run failed: %s", qPrintable(run.err));
    return run.lastLine();
}

// A run of bots big enough that its CSV is hundreds of kilobytes.
QString playedRun(const TempDir& tmp) {
    return runOf(tmp, R"({"name": "big", "game": "guess_average", "rounds": 20, "repetitions": 40,
      "seed": 3, "seats": [{"type": "bot", "strategy": "random", "count": 10}]})");
}

// Rewrites a record line by line: `edit` may change an event, or return false to drop it.
void editRecord(const std::string& path, const std::function<bool(Json&)>& edit) {
    const std::string events = readFile(path);
    std::string edited;
    for (std::size_t pos = 0; pos < events.size();) {
        const std::size_t end = events.find('\n', pos);
        Json e = Json::parse(events.substr(pos, end - pos));
        if (edit(e)) edited += e.dump() + "\n";
        pos = end + 1;
    }
    writeFile(path, edited);
}

}  // namespace

class TestCliHardening : public QObject {
    Q_OBJECT

private slots:
    void anExportThatDoesNotFitFailsAndKeepsTheOldFile() {
        TempDir tmp;
        const QString run = playedRun(tmp);
        const QString outDir = QString::fromStdString(tmp.path()) + QStringLiteral("/out");
        QDir().mkpath(outDir);
        const QString csv = outDir + QStringLiteral("/rounds.csv");
        const Outcome whole = cli({QStringLiteral("export"), run, QStringLiteral("--csv"), csv});
        QCOMPARE(whole.code, 0);
        const std::string good = readFile(csv.toStdString());
        QVERIFY(good.size() > 100000);

        writeFile(csv.toStdString(), "id,old\n1,2\n");
        const Outcome cut = cli({QStringLiteral("export"), run, QStringLiteral("--csv"), csv}, 100);  // 50 KB
        QCOMPARE(cut.code, 3);
        QVERIFY2(cut.err.contains(QStringLiteral("cannot write")) && cut.err.contains(QStringLiteral("rounds.csv")),
                 qPrintable(cut.err));
        QVERIFY(!cut.err.contains(QStringLiteral("wrote ")));
        QCOMPARE(readFile(csv.toStdString()), std::string("id,old\n1,2\n"));  // not emptied, not cut
        QCOMPARE(namesIn(outDir), std::vector<std::string>{"rounds.csv"});    // no temporary left
    }

    void printedOutputThatDoesNotFitExitsWithThree() {
        TempDir tmp;
        const QString run = playedRun(tmp);
        const QString file = QString::fromStdString(tmp.path()) + QStringLiteral("/rounds.csv");
        // `export --csv -` and `score --json` to a file on a full disk: what was printed was lost.
        const Outcome exported =
            cli({QStringLiteral("export"), run, QStringLiteral("--csv"), QStringLiteral("-")}, 20, file);
        QCOMPARE(exported.code, 3);
        QVERIFY2(exported.err.contains(QStringLiteral("cannot write the output")), qPrintable(exported.err));
        const Outcome scored = cli({QStringLiteral("score"), run, QStringLiteral("--json")}, 1, file);
        QCOMPARE(scored.code, 3);
        const Outcome fits = cli({QStringLiteral("score"), run, QStringLiteral("--json")}, 0, file);
        QCOMPARE(fits.code, 0);
        QVERIFY(Json::parse(readFile(file.toStdString())).contains("scores"));
    }

    void anEmptyShardIsRefused() {
        TempDir tmp;
        const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/spec.json");
        writeFile(spec.toStdString(), R"({"game": "guess_average", "rounds": 2, "repetitions": 4, "seed": 1,
          "seats": [{"type": "bot", "strategy": "random", "count": 3}]})");
        const QString runs = QString::fromStdString(tmp.path()) + QStringLiteral("/runs");
        const Outcome r =
            cli({QStringLiteral("run"), spec, QStringLiteral("--shard"), QString(), QStringLiteral("--out"), runs});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("missing its value")), qPrintable(r.err));
        QVERIFY(!QDir(runs).exists() || QDir(runs).isEmpty());
    }

    void aSpecCannotSendAnyVariableAsItsKey() {
        TempDir tmp;
        const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/spec.json");
        // (The URL in a literal of its own: moc reads "//" inside a raw string as a comment.)
        writeFile(spec.toStdString(), std::string(R"({"game": "guess_average", "rounds": 1, "seed": 1,
          "seats": [{"type": "llm", "provider": "openai", "model": "m", "base_url": )") +
                                          "\"http://127.0.0.1:9/v1\"" + R"(, "api_key_env": "PATH", "count": 2}]})");
        const Outcome r = cli({QStringLiteral("run"), spec, QStringLiteral("--out"),
                               QString::fromStdString(tmp.path()) + QStringLiteral("/runs")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("NASHLAB_")) && r.err.contains(QStringLiteral("'PATH'")),
                 qPrintable(r.err));
    }

    void twoMergesIntoOneFolderDoNotBothLand() {
        TempDir tmp;
        const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/spec.json");
        writeFile(spec.toStdString(), R"({"name": "m", "game": "guess_average", "rounds": 3, "repetitions": 4,
          "seed": 5, "seats": [{"type": "bot", "strategy": "random", "count": 3}]})");
        const QStringList shards = playedShards(tmp, spec);
        QCOMPARE(shards.size(), 2);
        const QString out = QString::fromStdString(tmp.path()) + QStringLiteral("/merged");
        // Both started at once: one lands, the other says why; no event is there twice.
        QProcess first, second;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("NASHLAB_NO_KEYCHAIN"), QStringLiteral("1"));
        for (QProcess* p : {&first, &second}) {
            p->setProcessEnvironment(env);
            p->start(qEnvironmentVariable("NASHLAB_CLI"),
                     QStringList{QStringLiteral("merge")} + shards + QStringList{QStringLiteral("--out"), out});
        }
        first.waitForFinished(60000);
        second.waitForFinished(60000);
        const int landed = (first.exitCode() == 0) + (second.exitCode() == 0);
        QCOMPARE(landed, 1);
        const Outcome again =
            cli(QStringList{QStringLiteral("merge")} + shards + QStringList{QStringLiteral("--out"), out});
        QCOMPARE(again.code, 3);
        QVERIFY2(again.err.contains(QStringLiteral("not an empty folder")), qPrintable(again.err));
        int started = 0;
        const std::string events = readFile(out.toStdString() + "/events.jsonl");
        for (std::size_t at = 0; (at = events.find("\"session_started\"", at)) != std::string::npos; ++at) ++started;
        QCOMPARE(started, 4);
        // Nothing half-written beside it.
        QCOMPARE(namesIn(QString::fromStdString(tmp.path())),
                 (std::vector<std::string>{"merged", "shards", "spec.json"}));
    }

    void aMergeThatDoesNotFitLeavesNoFolder() {
        TempDir tmp;
        const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/spec.json");
        writeFile(spec.toStdString(), R"({"name": "m", "game": "guess_average", "rounds": 20, "repetitions": 6,
          "seed": 5, "seats": [{"type": "bot", "strategy": "random", "count": 10}]})");
        const QStringList shards = playedShards(tmp, spec);
        QCOMPARE(shards.size(), 2);
        const QString out = QString::fromStdString(tmp.path()) + QStringLiteral("/merged");
        const Outcome r =
            cli(QStringList{QStringLiteral("merge")} + shards + QStringList{QStringLiteral("--out"), out}, 100);
        QCOMPARE(r.code, 3);
        QVERIFY(!QDir(out).exists());
        QCOMPARE(namesIn(QString::fromStdString(tmp.path())), (std::vector<std::string>{"shards", "spec.json"}));
        // With room, the same merge lands.
        QCOMPARE(cli(QStringList{QStringLiteral("merge")} + shards + QStringList{QStringLiteral("--out"), out}).code,
                 0);
    }

    void anEditedSpecIsRefusedOnResumeAndScore() {
        TempDir tmp;
        const QString dir = runOf(tmp, R"({"name": "e", "game": "guess_average", "rounds": 3, "repetitions": 2,
          "seed": 5, "seats": [{"type": "bot", "strategy": "random", "count": 3}]})");
        QCOMPARE(cli({QStringLiteral("score"), dir}).code, 0);
        Json edited = Json::parse(readFile(dir.toStdString() + "/spec.json"));
        edited["rounds"] = 5;
        writeFile(dir.toStdString() + "/spec.json", edited.dump(2));
        for (const QStringList& args : {QStringList{QStringLiteral("run"), QStringLiteral("--resume"), dir},
                                        QStringList{QStringLiteral("score"), dir}}) {
            const Outcome r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("not the spec this run was played from")), qPrintable(r.err));
        }
        // Put back as it was (any layout), it is read again.
        edited["rounds"] = 3;
        writeFile(dir.toStdString() + "/spec.json", edited.dump());
        QCOMPARE(cli({QStringLiteral("score"), dir}).code, 0);
    }

    // A one-digit change to a payoff moved every score read from the record without a word.
    void aHandEditedPayoffIsRefused() {
        TempDir tmp;
        const QString dir = runOf(tmp, R"({"name": "p", "game": "public_goods", "rounds": 3, "repetitions": 2,
          "seed": 5, "seats": [{"type": "bot", "strategy": "random", "count": 4}]})");
        const QString csv = QString::fromStdString(tmp.path()) + QStringLiteral("/rounds.csv");
        QCOMPARE(cli({QStringLiteral("export"), dir, QStringLiteral("--csv"), csv}).code, 0);
        bool changed = false;
        editRecord(dir.toStdString() + "/events.jsonl", [&changed](Json& e) {
            if (!changed && e.value("type", "") == "round_completed" && e.value("session", "") == "rep2") {
                e["payoffs"][1] = e["payoffs"][1].get<double>() + 1;
                e["cumulative"][1] = e["cumulative"][1].get<double>() + 1;
                changed = true;
            }
            return true;
        });
        QVERIFY(changed);
        for (const QStringList& args : {QStringList{QStringLiteral("score"), dir},
                                        QStringList{QStringLiteral("export"), dir, QStringLiteral("--csv"), csv},
                                        QStringList{QStringLiteral("run"), QStringLiteral("--resume"), dir}}) {
            const Outcome r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("session 'rep2' round 1: replaying its steps gives payoffs")),
                     qPrintable(r.err));
        }
    }

    void aHandEditedTournamentResultIsRefused() {
        TempDir tmp;
        const QString spec = QString::fromStdString(tmp.path()) + QStringLiteral("/t.json");
        writeFile(spec.toStdString(), R"({"kind": "tournament", "name": "t", "seed": 3,
          "entrants": [{"name": "minimax", "type": "bot", "strategy": "minimax"},
                       {"name": "random", "type": "bot", "strategy": "random"}],
          "environments": [{"game": "tictactoe"}], "pairing": "round_robin", "games_per_pair": 4})");
        const QString dir = QString::fromStdString(tmp.path()) + QStringLiteral("/t");
        QCOMPARE(cli({QStringLiteral("tournament"), spec, QStringLiteral("--out"), dir}).code, 0);
        QCOMPARE(cli({QStringLiteral("score"), dir}).code, 0);
        const std::string events = readFile(dir.toStdString() + "/events.jsonl");
        // Changes the first decided game of the record as it was.
        const auto rewrite = [&](const std::function<void(Json&)>& change) {
            writeFile(dir.toStdString() + "/events.jsonl", events);
            bool done = false;
            editRecord(dir.toStdString() + "/events.jsonl", [&](Json& e) {
                if (!done && e.value("type", "") == "game_finished" && e["score"][0] != Json(0.5)) {
                    change(e);
                    done = true;
                }
                return true;
            });
        };
        // The result turned round, its payoffs left: refused.
        rewrite([](Json& e) { e["score"] = {e["score"][1], e["score"][0]}; });
        Outcome r = cli({QStringLiteral("score"), dir});
        QVERIFY2(r.code == 2 && r.err.contains(QStringLiteral("is not what its final payoffs")), qPrintable(r.err));
        // Result and payoffs turned round together: the game's own folder says otherwise.
        rewrite([](Json& e) {
            e["score"] = {e["score"][1], e["score"][0]};
            e["final_payoffs"] = {e["final_payoffs"][1], e["final_payoffs"][0]};
        });
        r = cli({QStringLiteral("score"), dir});
        QVERIFY2(r.code == 2 && r.err.contains(QStringLiteral("are not those of its own record")), qPrintable(r.err));
    }

    void scoreSaysWhichSessionsNeverStarted() {
        TempDir tmp;
        const QString dir = runOf(tmp, R"({"name": "n", "game": "guess_average", "rounds": 2, "repetitions": 5,
          "seed": 5, "seats": [{"type": "bot", "strategy": "random", "count": 3}]})");
        // As if killed after three sessions: the record holds rep1..rep3 only.
        editRecord(dir.toStdString() + "/events.jsonl", [](Json& e) {
            const std::string id = e.value("session", "");
            return id != "rep4" && id != "rep5";
        });
        const Outcome text = cli({QStringLiteral("score"), dir});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("2 session(s) of the spec never started: these numbers are of 3")),
                 qPrintable(text.out));
        const Outcome json = cli({QStringLiteral("score"), dir, QStringLiteral("--json")});
        QCOMPARE(Json::parse(json.out.toStdString()).value("sessions_not_started", -1), 2);
    }

    void modelNamesFromAServerAreScrubbed() {
        nashlab::test::FakeLlmServer server;
        QVERIFY(server.listen());
        const std::string key = "NashLabTestKey-0123456789abcdef";
        server.setModels({"fake-small", "echo-" + key, "\x1b]0;owned\x07title",
                          "spaced " + std::string("N a s h L a b T e s t K e y - 0 1 2 3 4 5 6 7 8 9 a b c d e f")});
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("NASHLAB_NO_KEYCHAIN"), QStringLiteral("1"));
        env.insert(QStringLiteral("NASHLAB_TEST_KEY"), QString::fromStdString(key));
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("NASHLAB_CLI"),
                {QStringLiteral("models"), QStringLiteral("--provider"), QStringLiteral("openai"),
                 QStringLiteral("--base-url"), QString::fromStdString(server.baseUrl("openai")),
                 QStringLiteral("--api-key-env"), QStringLiteral("NASHLAB_TEST_KEY")});
        QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 20000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("fake-small")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("0123456789abcdef")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("a b c d e f")), qPrintable(out));
        QVERIFY2(!out.contains(QChar(0x1b)) && !out.contains(QChar(0x07)), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("echo-[redacted]")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("?]0;owned?title")), qPrintable(out));
        // A provider's own variable is not sent to another host.
        const Outcome refused = cli({QStringLiteral("models"), QStringLiteral("--provider"), QStringLiteral("openai"),
                                     QStringLiteral("--base-url"), QString::fromStdString(server.baseUrl("openai")),
                                     QStringLiteral("--api-key-env"), QStringLiteral("OPENAI_API_KEY")});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("official API")), qPrintable(refused.err));
    }
};

QTEST_GUILESS_MAIN(TestCliHardening)
#include "tst_cli_hardening.moc"
