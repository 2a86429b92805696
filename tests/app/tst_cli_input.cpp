// nashlab-cli on input an adversarial user hands it (issue 18): records that do not fit their
// spec, records and specs of a newer NashLab, clashing parameters, model seat settings out of
// range, paths that are not spec files, files past their size limit, imports that fail. Each is
// refused with one line that names the problem, the CLI's exit code for it, and nothing written.
#include <sys/resource.h>
#include <sys/stat.h>
#include <QDir>
#include <QProcess>
#include <QtTest>

#include "engine/core/json.h"
#include "tests/support/temp_dir.h"

using nashlab::engine::Json;
using nashlab::test::readFile;
using nashlab::test::TempDir;
using nashlab::test::writeFile;

namespace {

struct Outcome {
    int code = -1;
    QString out;
    QString err;
    QString lastLine() const { return out.trimmed().split(QLatin1Char('\n')).last(); }
};

// Runs the CLI with `env` added, its address space capped at 1 GiB: a reader that is not
// bounded fails (bad_alloc) instead of taking the machine's memory. A run that does not end
// within a minute is killed and reported as code -1.
Outcome cli(const QStringList& args, const QStringList& env = {}) {
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString& e : env) environment.insert(e.section(QLatin1Char('='), 0, 0), e.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(environment);
    p.setChildProcessModifier([] {
        const rlimit cap{rlim_t{1} << 30, rlim_t{1} << 30};
        setrlimit(RLIMIT_AS, &cap);
    });
    p.start(qEnvironmentVariable("NASHLAB_CLI"), args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString q(const std::string& s) { return QString::fromStdString(s); }

std::vector<Json> readLines(const std::string& path) {
    std::vector<Json> lines;
    const std::string text = readFile(path);
    for (std::size_t pos = 0, end; pos < text.size(); pos = end + 1) {
        end = text.find('\n', pos);
        lines.push_back(Json::parse(text.substr(pos, end - pos)));
    }
    return lines;
}

void writeLines(const std::string& path, const std::vector<Json>& lines) {
    std::string text;
    for (const auto& e : lines) text += e.dump() + "\n";
    writeFile(path, text);
}

// 1-based line of the first event of `type`.
int lineOf(const std::vector<Json>& lines, const char* type) {
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i]["type"] == type) return static_cast<int>(i) + 1;
    return 0;
}

// Copies a run folder (spec.json, events.jsonl) to `to`.
void copyRun(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const char* name : {"spec.json", "events.jsonl"})
        QFile::copy(from + QLatin1Char('/') + QLatin1String(name), to + QLatin1Char('/') + QLatin1String(name));
}

const char* kThreeBots = R"({"name": "three", "game": "guess_average", "rounds": 3, "seed": 3,
  "description": "kept with the run", "seats": [{"type": "bot", "strategy": "random", "count": 3}]})";

bool entryless(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty();
}

}  // namespace

class TestCliInput : public QObject {
    Q_OBJECT

    TempDir m_tmp;
    QString m_run;  // a finished run of kThreeBots, copied and edited by the tests

    QString source(const char* path) const { return qEnvironmentVariable("NASHLAB_SOURCE_DIR") + QLatin1String(path); }

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariable("NASHLAB_CLI").isEmpty(), "run through ctest: NASHLAB_CLI names the binary");
        writeFile(m_tmp.file("three.json"), kThreeBots);
        const Outcome run =
            cli({QStringLiteral("run"), q(m_tmp.file("three.json")), QStringLiteral("--out"), q(m_tmp.file("runs"))});
        QCOMPARE(run.code, 0);
        m_run = run.lastLine();
    }

    // `description` is kept in the run folder's spec.json, as documented.
    void descriptionIsKept() {
        const Json spec = Json::parse(readFile(m_run.toStdString() + "/spec.json"));
        QCOMPARE(q(spec.value("description", "")), QStringLiteral("kept with the run"));
    }

    // score and export of a record that does not fit its spec, or whose fields are not what they
    // should be: exit 2 and one line naming the problem (its line in events.jsonl), never an abort.
    void recordsThatDoNotFitAreRefused_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<bool>("exportRefuses");  // export replays the record too (issue 47): all are refused
        QTest::newRow("more seats") << "more seats"
                                    << "line 1: session 'rep1': it has 5 seats but spec.json lists 3" << true;
        QTest::newRow("fewer spec seats") << "fewer spec seats"
                                          << "line 1: session 'rep1': it has 3 seats but spec.json lists 2" << true;
        QTest::newRow("no session_started") << "no session_started"
                                            << "line 1: session 'rep1': a decision before the session started" << true;
        QTest::newRow("spec of another game")
            << "spec of another game"
            << "line 1: session 'rep1': it is a session of \"guess_average\" but spec.json is of \"tictactoe\"" << true;
        QTest::newRow("another game's params")
            << "another game's params"
            << "session 'rep1' does not fit game 'el_farol': unknown parameter" << true;
        QTest::newRow("params of a wrong type") << "params of a wrong type"
                                                << "parameter 'min' must be an integer, got \"zero\"" << true;
        QTest::newRow("short payoffs") << "short payoffs"
                                       << ": session 'rep1': 'payoffs' must list 3 numbers (one per seat)" << true;
        QTest::newRow("actions not a list") << "actions not a list"
                                            << "'actions' must list 3 entries" << true;
        QTest::newRow("seat as text") << "seat as text"
                                      << "'seat' must be a seat number from 0 to 2, got \"x\"" << true;
        QTest::newRow("step of a seat too many") << "step of a seat too many"
                                                 << "a step names seat '7' of 3 seats" << true;
    }
    void recordsThatDoNotFitAreRefused() {
        QFETCH(QString, edit);
        QFETCH(QString, mentions);
        QFETCH(bool, exportRefuses);
        const QString dir = q(m_tmp.file("edited"));
        QDir(dir).removeRecursively();
        copyRun(m_run, dir);
        const std::string eventsPath = dir.toStdString() + "/events.jsonl";
        const std::string specPath = dir.toStdString() + "/spec.json";
        std::vector<Json> lines = readLines(eventsPath);
        Json spec = Json::parse(readFile(specPath));
        const auto round = static_cast<std::size_t>(lineOf(lines, "round_completed") - 1);
        const auto decision = static_cast<std::size_t>(lineOf(lines, "decision") - 1);
        if (edit == QLatin1String("more seats")) lines[0]["setup"]["seats"] = 5;
        if (edit == QLatin1String("fewer spec seats")) spec["seats"].erase(2);
        if (edit == QLatin1String("no session_started")) lines.erase(lines.begin());
        if (edit == QLatin1String("spec of another game")) spec["game"] = "tictactoe";
        if (edit == QLatin1String("another game's params")) {
            spec["game"] = "el_farol";
            lines[0].erase("game");
        }
        if (edit == QLatin1String("params of a wrong type")) lines[0]["setup"]["params"]["min"] = "zero";
        if (edit == QLatin1String("short payoffs")) lines[round]["payoffs"].erase(0);
        if (edit == QLatin1String("actions not a list")) lines[round]["actions"] = 5;
        if (edit == QLatin1String("seat as text")) lines[decision]["seat"] = "x";
        if (edit == QLatin1String("step of a seat too many")) lines[round]["steps"][0]["7"] = 1;
        writeLines(eventsPath, lines);
        writeFile(specPath, spec.dump());

        const Outcome score = cli({QStringLiteral("score"), dir});
        QCOMPARE(score.code, 2);
        QVERIFY2(score.err.contains(mentions), qPrintable(score.err));
        QCOMPARE(score.err.count(QLatin1Char('\n')), 1);  // one line
        const Outcome exported = cli({QStringLiteral("export"), dir, QStringLiteral("--csv"), QStringLiteral("-")});
        QCOMPARE(exported.code, exportRefuses ? 2 : 0);
        if (exportRefuses) QVERIFY2(exported.err.contains(mentions), qPrintable(exported.err));
    }

    // A record or a spec.json written by a newer NashLab is refused by score, export and resume.
    void newerVersionsAreRefused_data() {
        QTest::addColumn<bool>("inSpec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("events") << false
                                << "events.jsonl line 1 was written by a newer NashLab (record version 99; this "
                                   "build reads up to 1)";
        QTest::newRow("spec.json") << true
                                   << "spec.json was written by a newer NashLab (format version 99; this build reads "
                                      "up to 1)";
    }
    void newerVersionsAreRefused() {
        QFETCH(bool, inSpec);
        QFETCH(QString, mentions);
        const QString dir = q(m_tmp.file("newer"));
        QDir(dir).removeRecursively();
        copyRun(m_run, dir);
        if (inSpec) {
            Json spec = Json::parse(readFile(dir.toStdString() + "/spec.json"));
            spec["v"] = 99;
            writeFile(dir.toStdString() + "/spec.json", spec.dump());
        } else {
            std::vector<Json> lines = readLines(dir.toStdString() + "/events.jsonl");
            for (auto& e : lines) e["v"] = 99;
            writeLines(dir.toStdString() + "/events.jsonl", lines);
        }
        const std::string before = readFile(dir.toStdString() + "/events.jsonl");
        for (const QStringList& args :
             {QStringList{QStringLiteral("score"), dir},
              QStringList{QStringLiteral("export"), dir, QStringLiteral("--csv"), QStringLiteral("-")},
              QStringList{QStringLiteral("run"), QStringLiteral("--resume"), dir}}) {
            const Outcome o = cli(args);
            QCOMPARE(o.code, 2);
            QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
        }
        QCOMPARE(readFile(dir.toStdString() + "/events.jsonl"), before);
    }

    // Parameters that clash are refused when the spec is read: no run folder (issue 18: exit 1 and
    // an empty run folder once the session started).
    void clashingParametersLeaveNoFolder_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("guess_average") << R"({"game": "guess_average", "params": {"min": 50, "max": 10}})"
                                       << "parameter 'min' (50) must be below 'max' (10)";
        QTest::newRow("battle_royale") << R"({"game": "battle_royale", "params": {"base_hit_rate": 90,
            "hit_rate_step": 10}, "seats": [{"type": "bot", "strategy": "random", "count": 3}]})"
                                       << "hit rates would reach 110%";
        QTest::newRow("public_goods")
            << R"({"game": "public_goods", "params": {"endowment": "random", "random_min": 30, "tokens": 20}})"
            << "parameter 'random_min' (30) must not exceed 'tokens' (20)";
        QTest::newRow("water_allocation") << R"({"game": "water_allocation", "params": {"start_hp": 9, "max_hp": 5}})"
                                          << "parameter 'start_hp' (9) must not exceed 'max_hp' (5)";
        QTest::newRow("sealed_bid_auction")
            << R"({"game": "sealed_bid_auction", "params": {"valuation_source": "uniform", "valuation_min": 100,
                  "valuation_max": 50}})"
            << "'valuation_max' must not be below 'valuation_min'";
    }
    void clashingParametersLeaveNoFolder() { refusedWithoutAFolder(); }

    // Model seat settings out of type or range: refused before any folder exists.
    void modelSeatSettingsLeaveNoFolder_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("mentions");
        // An ollama seat on a closed local port: before these checks, such a spec made a folder, then failed.
        const auto seat = [](const char* setting, const char* url = "http://127.0.0.1:9") {
            return QStringLiteral(R"({"game": "guess_average", "seats": [{"type": "bot", "strategy": "ne"},
                {"type": "llm", "provider": "ollama", "base_url": "%1", "model": "m"%2}]})")
                .arg(QLatin1String(url), QLatin1String(setting));
        };
        QTest::newRow("max_concurrent") << seat(R"(, "max_concurrent": "s")")
                                        << "seat entry 2's \"max_concurrent\" must be a whole number from 1 to 1000";
        QTest::newRow("requests_per_minute") << seat(R"(, "requests_per_minute": -1)")
                                             << "\"requests_per_minute\" must be a whole number from 0 to 1000000";
        QTest::newRow("timeout_s") << seat(R"(, "timeout_s": {})") << "\"timeout_s\" must be a number above 0";
        QTest::newRow("max_tokens") << seat(R"(, "max_tokens": -5)") << "\"max_tokens\" must be a whole number";
        QTest::newRow("base_url") << seat("", "file:///etc/passwd")
                                  << "\"base_url\" must be an http:// or https:// URL, got \"file:///etc/passwd\"";
        QTest::newRow("api_key_env") << seat(R"(, "api_key_env": "MY KEY")")
                                     << "\"api_key_env\" must name an environment variable";
    }
    void modelSeatSettingsLeaveNoFolder() { refusedWithoutAFolder(); }

    void seedsSayTheirRange() {
        writeFile(m_tmp.file("seed.json"),
                  R"({"game": "guess_average", "rounds": 1, "seed": 9223372036854775808,
                      "seats": [{"type": "bot", "strategy": "ne", "count": 2}]})");
        const Outcome big = cli(
            {QStringLiteral("run"), q(m_tmp.file("seed.json")), QStringLiteral("--out"), q(m_tmp.file("seed-runs"))});
        QCOMPARE(big.code, 0);
        const Json spec = Json::parse(readFile(big.lastLine().toStdString() + "/spec.json"));
        QCOMPARE(spec["seed"].get<std::uint64_t>(), std::uint64_t(1) << 63);
        for (const char* seed : {"18446744073709551616", "-1", "2.5"}) {
            writeFile(m_tmp.file("seed.json"), std::string(R"({"game": "guess_average", "seed": )") + seed + "}");
            const Outcome o = cli({QStringLiteral("run"), q(m_tmp.file("seed.json"))});
            QCOMPARE(o.code, 2);
            QVERIFY2(o.err.contains(QStringLiteral("'seed' must be a whole number from 0 to 18446744073709551615")),
                     qPrintable(o.err));
        }
    }

    // Paths that are no spec file are refused without being read: a directory says so, a device or
    // a pipe is refused at once (memory stays bounded: cli() caps it at 1 GiB).
    void pathsThatAreNoFileAreRefused() {
        const Outcome dir = cli({QStringLiteral("run"), q(m_tmp.path())});
        QCOMPARE(dir.code, 3);
        QVERIFY2(dir.err.contains(QStringLiteral("is a directory, not a spec file")), qPrintable(dir.err));
        const std::string fifo = m_tmp.file("fifo");
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        for (const QString& path : {QStringLiteral("/dev/zero"), q(fifo)}) {
            const Outcome o = cli({QStringLiteral("run"), path});
            QCOMPARE(o.code, 3);
            QVERIFY2(o.err.contains(QStringLiteral("is not a regular file")), qPrintable(o.err));
            const Outcome imported = cli({QStringLiteral("import"), QStringLiteral("gamabench"), path,
                                          QStringLiteral("--out"), q(m_tmp.file("import-runs"))});
            QCOMPARE(imported.code, 2);  // import: 2 when no file could be imported
            QVERIFY2(imported.err.contains(QStringLiteral("is not a regular file")), qPrintable(imported.err));
        }
        // The same in a run folder: events.jsonl or spec.json that is /dev/zero.
        for (const char* name : {"events.jsonl", "spec.json"}) {
            const QString run = q(m_tmp.file("zero-run"));
            QDir(run).removeRecursively();
            copyRun(m_run, run);
            QFile::remove(run + QLatin1Char('/') + QLatin1String(name));
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), run + QLatin1Char('/') + QLatin1String(name)));
            const Outcome score = cli({QStringLiteral("score"), run});
            QCOMPARE(score.code, 3);
            QVERIFY2(score.err.contains(QStringLiteral("is not a regular file")), qPrintable(score.err));
        }
    }

    // A spec past the limit (4 MiB) is refused, naming the limit and how to raise it.
    void largeSpecsNeedARaisedLimit() {
        Json spec = Json::parse(R"({"game": "guess_average", "rounds": 1,
                                    "seats": [{"type": "bot", "strategy": "ne", "count": 2}]})");
        spec["description"] = std::string(5u << 20, 'x');
        const std::string big = spec.dump();
        writeFile(m_tmp.file("big.json"), big);
        const QStringList args = {QStringLiteral("run"), q(m_tmp.file("big.json")), QStringLiteral("--out"),
                                  q(m_tmp.file("big-runs"))};
        const Outcome refused = cli(args);
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("is %1 bytes; spec files are read up to 4194304 bytes (set "
                                                     "NASHLAB_MAX_SPEC_BYTES to raise the limit)")
                                          .arg(big.size())),
                 qPrintable(refused.err));
        QVERIFY(!QDir(q(m_tmp.file("big-runs"))).exists());
        QCOMPARE(cli(args, {QStringLiteral("NASHLAB_MAX_SPEC_BYTES=8388608")}).code, 0);
        const Outcome badLimit = cli(args, {QStringLiteral("NASHLAB_MAX_SPEC_BYTES=lots")});
        QCOMPARE(badLimit.code, 2);
        QVERIFY2(badLimit.err.contains(QStringLiteral("NASHLAB_MAX_SPEC_BYTES must be a whole number of bytes")),
                 qPrintable(badLimit.err));
        const Outcome smallImport = cli(
            {QStringLiteral("import"), QStringLiteral("gamabench"), source("/tests/data/gamabench/guessing_small.json"),
             QStringLiteral("--out"), q(m_tmp.file("import-runs"))},
            {QStringLiteral("NASHLAB_MAX_IMPORT_BYTES=100")});
        QCOMPARE(smallImport.code, 2);
        QVERIFY2(smallImport.err.contains(QStringLiteral("import files are read up to 100 bytes")),
                 qPrintable(smallImport.err));
    }

    // A γ-Bench value too large for its parameter is reported as written (not wrapped to an int),
    // and a failed import leaves nothing behind: no run folder that looks resumable.
    void failedImportsReportAndLeaveNothing_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("max 1e15") << "max"
                                  << "parameter 'max' 1000000000000000 is above the maximum";
        QTest::newRow("a guess out of range") << "response"
                                              << "do not replay";
    }
    void failedImportsReportAndLeaveNothing() {
        QFETCH(QString, field);
        QFETCH(QString, mentions);
        Json file = Json::parse(readFile(source("/tests/data/gamabench/guessing_small.json").toStdString()));
        if (field == QLatin1String("max")) file["meta"]["max"] = 1e15;
        if (field == QLatin1String("response")) file["round_records"][2]["responses"][0] = 250;
        writeFile(m_tmp.file("bad-import.json"), file.dump());
        const QString runs = q(m_tmp.file("failed-imports"));
        QDir(runs).removeRecursively();
        const Outcome o = cli({QStringLiteral("import"), QStringLiteral("gamabench"), q(m_tmp.file("bad-import.json")),
                               QStringLiteral("--out"), runs});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
        QVERIFY2(!o.err.contains(QStringLiteral("-1530494976")), qPrintable(o.err));
        QVERIFY2(!QDir(runs).exists() || entryless(runs),
                 qPrintable(QDir(runs).entryList(QDir::Hidden | QDir::AllEntries).join(' ')));
    }

private:
    void refusedWithoutAFolder() {
        QFETCH(QString, spec);
        QFETCH(QString, mentions);
        const QString runs = q(m_tmp.file("refused-runs"));
        writeFile(m_tmp.file("refused.json"), spec.toStdString());
        const Outcome o = cli({QStringLiteral("run"), q(m_tmp.file("refused.json")), QStringLiteral("--out"), runs});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
        QVERIFY2(!QDir(runs).exists(), qPrintable(o.out));
    }
};

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cli_input.moc"
