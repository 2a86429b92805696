// Run folders: write/read round trip, a torn last line, damage elsewhere, newer versions,
// and resume: a run cut after round 10 finishes with rounds 11–20 identical to an uninterrupted one.
#include <sys/stat.h>
#include <QtTest>

#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/csv_export.h"
#include "engine/record/run_lock.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
using nashlab::test::readFile;
using nashlab::test::TempDir;
using nashlab::test::writeFile;

namespace {

const Json kSpec = Json::parse(R"({
  "name": "resume test", "game": "guess_average", "rounds": 20, "repetitions": 2, "seed": 7,
  "seats": [{"type": "bot", "strategy": "random", "count": 5}, {"type": "bot", "strategy": "ne", "count": 3},
            {"type": "bot", "strategy": "adaptive", "count": 2}]})");

std::string runFresh(const std::string& runsDir) {
    const auto spec = parseExperimentSpec(kSpec, GameRegistry::builtin(), 0).value();
    auto writer = RunWriter::create(runsDir, spec.name, spec.toJson()).value();
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer, prompts);
    runner.start();
    if (!runner.done() || runner.outcome().finished != 2) qFatal("fresh run did not finish");
    return writer->dir();
}

void resume(const std::string& dir) {
    auto before = readRun(dir).value();
    const auto spec = parseExperimentSpec(before.spec, GameRegistry::builtin(), 0).value();
    if (!truncateToCompletedRounds(dir)) qFatal("truncate failed");
    auto record = readRun(dir).value();
    auto writer = RunWriter::append(dir).value();
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer, prompts);
    if (!runner.resumeFrom(record)) qFatal("resumeFrom failed");
    runner.start();
    if (!runner.done()) qFatal("resumed run did not finish");
}

// The events of one type without their wall-clock fields.
std::vector<std::string> stripped(const RunRecord& run, const std::string& type) {
    std::vector<std::string> out;
    for (Json e : run.events) {
        if (e["type"] != type) continue;
        e.erase("t");
        out.push_back(e.dump());
    }
    return out;
}

// Keeps the lines of events.jsonl up to the 10th round_completed of session rep1 and half of the next line.
std::string cutAfterRound10(const std::string& events) {
    std::string out;
    std::size_t pos = 0;
    int rounds = 0;
    while (pos < events.size()) {
        const std::size_t end = events.find('\n', pos);
        const std::string line = events.substr(pos, end - pos);
        if (rounds == 10) return out + line.substr(0, line.size() / 2);
        out += line + "\n";
        if (line.find("\"round_completed\"") != std::string::npos && line.find("\"rep1\"") != std::string::npos)
            ++rounds;
        pos = end + 1;
    }
    return out;
}

// The lines of a record (without their newlines).
std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        out.push_back(text.substr(pos, end - pos));
        pos = end == std::string::npos ? text.size() : end + 1;
    }
    return out;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

// Index (0-based) of the line holding rep1's round_completed for `round`.
std::size_t roundLine(const std::vector<std::string>& lines, int round) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Json e = Json::parse(lines[i]);
        if (e["type"] == "round_completed" && e["session"] == "rep1" && e["round"] == round) return i;
    }
    qFatal("no such round");
    return 0;
}

// A copy of a finished run cut after rep1's round 10 (rep1 unfinished, rep2 not begun).
std::string unfinishedCopy(const std::string& full, const std::string& into) {
    std::filesystem::create_directories(into);
    std::filesystem::copy_file(full + "/spec.json", into + "/spec.json");
    auto lines = linesOf(readFile(full + "/events.jsonl"));
    lines.resize(roundLine(lines, 10) + 1);
    writeFile(into + "/events.jsonl", joined(lines));
    return into;
}

Status resumeChecked(const std::string& dir) {
    auto record = readRun(dir);
    if (!record) return record.error();
    const auto spec = parseExperimentSpec(record->spec, GameRegistry::builtin(), 0).value();
    const PromptBuilder prompts;
    MemorySink sink;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), sink, prompts);
    return runner.resumeFrom(record.value());
}

// The threads of this process (Linux: /proc/self/task).
int threadCount() {
    int n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/task")) ++n;
    return n;
}

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void writeReadRoundTrip() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        auto run = readRun(dir);
        QVERIFY(run.ok());
        QVERIFY(!run->tornTail);
        QCOMPARE(run->sessions.size(), std::size_t(2));
        for (const auto& s : run->sessions) {
            QVERIFY(s.isFinished());
            QCOMPARE(s.rounds.size(), std::size_t(20));
            QCOMPARE(s.decisions.size(), std::size_t(200));
            QCOMPARE(s.rounds.back().cumulative.size(), std::size_t(10));
            QCOMPARE(s.finished->at("final_payoffs").get<std::vector<double>>(), s.rounds.back().cumulative);
        }
        QCOMPARE(run->spec["seed"].get<int>(), 7);
        // Every event carries the schema version, a time, its session and a type.
        for (const auto& e : run->events) {
            QCOMPARE(e["v"].get<int>(), 1);
            QVERIFY(e.contains("t") && e.contains("session") && e.contains("type"));
        }
        // Sessions of one spec differ by seed, so the random bots play differently.
        QVERIFY(run->sessions[0].rounds[0].actions != run->sessions[1].rounds[0].actions);
        // The CSV has one row per seat per round plus a header.
        const std::string csv = exportRoundsCsv(run.value());
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 1L + 2 * 20 * 10);
        QVERIFY(csv.rfind("session,repetition,round,seat,name,type,action,payoff", 0) == 0);
    }

    // CSV text a spreadsheet would run as a formula starts with an apostrophe (OWASP); quoting as before.
    void csvFieldsNeverRunAsFormulas() {
        QCOMPARE(csvField("=HYPERLINK(\"http://x\")"), std::string("\"'=HYPERLINK(\"\"http://x\"\")\""));
        QCOMPARE(csvField("+1"), std::string("'+1"));
        QCOMPARE(csvField("-2+3"), std::string("'-2+3"));
        QCOMPARE(csvField("@SUM(A1)"), std::string("'@SUM(A1)"));
        QCOMPARE(csvField("random 1"), std::string("random 1"));
        QCOMPARE(csvField("a,b"), std::string("\"a,b\""));
        QCOMPARE(csvField(""), std::string(""));
    }

    // Bots-only lines go through the writer thread in chunks, durable ones are written at once:
    // the file keeps the order the lines were given (blocks of lines included), a durable line
    // finds everything older on disk, and closing the writer writes the rest.
    void linesKeepTheirOrderAcrossTheWriterThread() {
        TempDir tmp;
        auto writer = RunWriter::create(tmp.path(), "order", Json::object()).value();
        const std::string path = writer->dir() + "/events.jsonl";
        std::string want;
        for (int i = 0; i < 60000; ++i) {  // several megabytes: several hand-offs to the thread
            const bool durable = i % 9999 == 0;
            const std::string line = "{\"i\":" + std::to_string(i) + ",\"pad\":\"" + std::string(40, 'x') + "\"}";
            writer->writeText(line, EventType::Decision, durable);
            want += line + "\n";
            if (durable) QCOMPARE(readFile(path), want);  // on disk when writeText returns
            if (i % 7001 == 0) {
                // A session of a parallel batch, whole: a small one joins the lines held back, a
                // large one is written where it lies, after them (on disk when writeBlock returns).
                const bool large = i % 2 == 0;
                std::string block;
                std::vector<EventLine> lines;
                for (int k = 0; k < (large ? 2000 : 3); ++k) {  // 130 KB or 200 bytes
                    const std::string l = "{\"block\":" + std::to_string(i) + ",\"k\":" + std::to_string(k) +
                                          ",\"pad\":\"" + std::string(40, 'y') + "\"}";
                    lines.push_back({block.size(), l.size(), EventType::Decision, false});
                    block += l + "\n";
                }
                writer->writeBlock(block, lines, true);
                want += block;
                if (large) QCOMPARE(readFile(path), want);
            }
            if (i % 11003 == 0) {
                // Sessions handed over together: 70 (more than one writev takes) of 2 KB each, in
                // one call and on disk when writeBlocks returns; or 20, which join the lines held back.
                const bool large = i % 2 == 0;
                std::vector<std::string> texts(large ? 70 : 20);
                std::vector<std::vector<EventLine>> lines(texts.size());
                std::vector<EventBlock> blocks;
                for (std::size_t b = 0; b < texts.size(); ++b) {
                    for (int k = 0; k < 40; ++k) {
                        const std::string l = "{\"blocks\":" + std::to_string(i) + ",\"b\":" + std::to_string(b) +
                                              ",\"k\":" + std::to_string(k) + ",\"pad\":\"" + std::string(30, 'z') +
                                              "\"}";
                        lines[b].push_back({texts[b].size(), l.size(), EventType::Decision, false});
                        texts[b] += l + "\n";
                    }
                    blocks.push_back({texts[b], &lines[b]});
                    want += texts[b];
                }
                writer->writeBlocks(blocks, true);
                if (large) QCOMPARE(readFile(path), want);
            }
        }
        QVERIFY(readFile(path).size() <= want.size());
        writer.reset();
        QCOMPARE(readFile(path), want);
    }

    // A writer whose owner promised one thread (nashlab-cli run --jobs 1) starts none: each
    // hand-off of bots' lines is written by the thread that gives them, on disk when the line that
    // made it due returns. Other writers start their thread at the first hand-off, not before.
    void aWriterOnTheCallingThreadStartsNoThread() {
        TempDir tmp;
        const std::string line = "{\"pad\":\"" + std::string(1000, 'x') + "\"}";
        const int toHandOff = static_cast<int>((std::size_t{1} << 20) / (line.size() + 1)) + 1;  // past 1 MB
        for (const bool callingThread : {true, false}) {
            auto writer = RunWriter::create(tmp.path(), callingThread ? "one" : "two", Json::object()).value();
            const std::string path = writer->dir() + "/events.jsonl";
            if (callingThread) writer->writeOnCallingThread();
            const int before = threadCount();
            writer->writeText(line, EventType::Decision, false);
            QCOMPARE(threadCount(), before);  // nothing handed off yet: no thread either way
            for (int i = 1; i < toHandOff; ++i) writer->writeText(line, EventType::Decision, false);
            if (callingThread) {
                QCOMPARE(readFile(path).size(), static_cast<std::size_t>(toHandOff) * (line.size() + 1));
                QCOMPARE(threadCount(), before);
            } else {
                QCOMPARE(threadCount(), before + 1);
            }
            writer.reset();
            QCOMPARE(readFile(path).size(), static_cast<std::size_t>(toHandOff) * (line.size() + 1));
        }
    }

    // Blocks handed over together after the record was closed are not lost without a word.
    void blocksAfterCloseAreAnError() {
        TempDir tmp;
        auto writer = RunWriter::create(tmp.path(), "closed", Json::object()).value();
        writer->close();
        const std::string text(100000, 'x');
        const std::vector<EventLine> lines = {{0, text.size() - 1, EventType::Decision, false}};
        writer->writeBlocks({{text, &lines}, {text, &lines}}, true);
        QVERIFY(QString::fromStdString(writer->writeError()).contains(QStringLiteral("closed")));
    }

    // The record's blocks are reserved 8 MB ahead of its writes (fallocate; the size readers see
    // is the written one), and what is past its end is given back when the writer closes: the
    // folder takes on disk what it holds. Also after a resume, whose writer reserves anew.
    void reservedBlocksAreGivenBackOnClose() {
        TempDir tmp;
        auto writer = RunWriter::create(tmp.path(), "reserve", Json::object()).value();
        const std::string dir = writer->dir();
        const std::string path = dir + "/events.jsonl";
        const std::string line = "{\"pad\":\"" + std::string(1000, 'x') + "\"}";
        const auto written = [&](int lines) { return static_cast<off_t>(lines) * static_cast<off_t>(line.size() + 1); };
        const auto onDisk = [&] {
            struct stat st {};
            if (::stat(path.c_str(), &st) != 0) qFatal("cannot stat %s", path.c_str());
            return st;
        };
        for (int i = 0; i < 3000; ++i) writer->writeText(line, EventType::Decision, true);  // each on disk at once
        const struct stat open = onDisk();
        QCOMPARE(open.st_size, written(3000));
        // Where the file system takes fallocate (ext4, tmpfs, xfs, btrfs), 8 MB are taken already.
        const bool reserved = open.st_blocks * 512 >= (8 << 20);
        writer->close();
        QCOMPARE(onDisk().st_size, written(3000));
        QVERIFY2(onDisk().st_blocks * 512 < written(3000) + (64 << 10),
                 qPrintable(QString::number(onDisk().st_blocks)));
        auto resumed = RunWriter::append(dir).value();
        for (int i = 0; i < 1000; ++i) resumed->writeText(line, EventType::Decision, true);
        resumed.reset();
        QCOMPARE(onDisk().st_size, written(4000));
        QVERIFY2(onDisk().st_blocks * 512 < written(4000) + (64 << 10),
                 qPrintable(QString::number(onDisk().st_blocks)));
        QCOMPARE(readFile(path).substr(0, line.size()), line);
        qInfo("blocks reserved ahead: %s", reserved ? "yes" : "no (this file system does not take fallocate)");
    }

    void tornLastLineIsTolerated() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        const std::string events = readFile(dir + "/events.jsonl");
        writeFile(dir + "/events.jsonl", cutAfterRound10(events));
        auto run = readRun(dir);
        QVERIFY(run.ok());
        QVERIFY(run->tornTail);
        QCOMPARE(run->session("rep1")->rounds.size(), std::size_t(10));
        QVERIFY(!run->session("rep1")->isFinished());
        QVERIFY(run->session("rep2") == nullptr);
    }

    void damageInsideIsAnErrorNamingTheLine() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        std::string events = readFile(dir + "/events.jsonl");
        events.insert(events.find('\n') + 1, "{not json\n");
        writeFile(dir + "/events.jsonl", events);
        auto run = readRun(dir);
        QVERIFY(!run.ok());
        QVERIFY(QString::fromStdString(run.error().message).contains(QStringLiteral("line 2")));
    }

    void newerRecordVersionIsRefused() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        writeFile(dir + "/events.jsonl", R"({"v": 99, "t": 0, "session": "rep1", "type": "session_started"})"
                                         "\n");
        auto run = readRun(dir);
        QVERIFY(!run.ok());
        QVERIFY(QString::fromStdString(run.error().message).contains(QStringLiteral("newer NashLab")));
    }

    void resumeEqualsUninterrupted() {
        TempDir tmp;
        const std::string full = runFresh(tmp.path() + "/a");
        const std::string cut = tmp.path() + "/b";
        std::filesystem::create_directories(cut);
        std::filesystem::copy_file(full + "/spec.json", cut + "/spec.json");
        writeFile(cut + "/events.jsonl", cutAfterRound10(readFile(full + "/events.jsonl")));

        resume(cut);
        auto a = readRun(full).value();
        auto b = readRun(cut).value();
        QVERIFY(!b.tornTail);
        QCOMPARE(b.sessions.size(), std::size_t(2));
        QVERIFY(b.session("rep1")->isFinished() && b.session("rep2")->isFinished());
        // Rounds and decisions are identical (wall-clock times aside); nothing was asked twice.
        QCOMPARE(stripped(b, "round_completed"), stripped(a, "round_completed"));
        QCOMPARE(stripped(b, "decision"), stripped(a, "decision"));
        QCOMPARE(stripped(b, "session_finished"), stripped(a, "session_finished"));
        int resumed = 0;
        for (const auto& e : b.events) resumed += e["type"] == "session_resumed" ? 1 : 0;
        QCOMPARE(resumed, 1);
    }

    void resumeOfAFinishedRunChangesNothing() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        const std::string before = readFile(dir + "/events.jsonl");
        resume(dir);
        QCOMPARE(readFile(dir + "/events.jsonl"), before);
    }

    void aMissingOrRepeatedRoundIsRefusedNamingTheLine() {
        TempDir tmp;
        const std::string dir = unfinishedCopy(runFresh(tmp.path() + "/a"), tmp.path() + "/b");
        const auto lines = linesOf(readFile(dir + "/events.jsonl"));
        const std::size_t five = roundLine(lines, 5);

        auto missing = lines;
        missing.erase(missing.begin() + static_cast<std::ptrdiff_t>(five));
        writeFile(dir + "/events.jsonl", joined(missing));
        auto run = readRun(dir);
        QVERIFY(!run.ok());
        QCOMPARE(run.error().code, std::string("inconsistent"));
        // Round 6's first decision now sits where round 5's end was.
        const QString message = QString::fromStdString(run.error().message);
        QVERIFY2(message.contains(QStringLiteral("line %1:").arg(five + 1)), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("decision for round 6 while round 5 is in play")),
                 qPrintable(message));

        auto repeated = lines;
        repeated.insert(repeated.begin() + static_cast<std::ptrdiff_t>(five), lines[five]);
        writeFile(dir + "/events.jsonl", joined(repeated));
        run = readRun(dir);
        QVERIFY(!run.ok());
        const QString again = QString::fromStdString(run.error().message);
        QVERIFY2(again.contains(QStringLiteral("line %1:").arg(five + 2)), qPrintable(again));
        QVERIFY2(again.contains(QStringLiteral("round 5 follows round 5")), qPrintable(again));

        // Events after a session finished, and before one started, are refused too.
        const std::string full = runFresh(tmp.path() + "/c");
        auto finished = linesOf(readFile(full + "/events.jsonl"));
        finished.push_back(finished[roundLine(finished, 3)]);
        writeFile(full + "/events.jsonl", joined(finished));
        run = readRun(full);
        QVERIFY(!run.ok());
        QVERIFY(QString::fromStdString(run.error().message).contains(QStringLiteral("after the session finished")));
    }

    void repairKeepsTheRecordBeforeTheDamageAndResumeFinishesIt() {
        TempDir tmp;
        const std::string full = runFresh(tmp.path() + "/a");
        const std::string dir = unfinishedCopy(full, tmp.path() + "/b");
        auto lines = linesOf(readFile(dir + "/events.jsonl"));
        const std::size_t seven = roundLine(lines, 7);
        lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(seven));
        const std::string damaged = joined(lines);
        writeFile(dir + "/events.jsonl", damaged);

        auto repaired = repairRun(dir);
        QVERIFY(repaired.ok());
        QCOMPARE(repaired->first, seven + 1);
        QVERIFY(QString::fromStdString(repaired->second).contains(QStringLiteral("round 8")));
        QCOMPARE(readFile(dir + "/events.jsonl.damaged"), damaged);
        lines.resize(seven);
        QCOMPARE(readFile(dir + "/events.jsonl"), joined(lines));
        QCOMPARE(readRun(dir)->session("rep1")->rounds.size(), std::size_t(6));
        QCOMPARE(repairRun(dir)->first, std::size_t(0));  // nothing more to cut

        resume(dir);
        const auto a = readRun(full).value();
        const auto b = readRun(dir).value();
        QCOMPARE(stripped(b, "round_completed"), stripped(a, "round_completed"));
        QCOMPARE(stripped(b, "session_finished"), stripped(a, "session_finished"));
    }

    void editedPayoffsAreRefusedOnResume() {
        TempDir tmp;
        const std::string dir = unfinishedCopy(runFresh(tmp.path() + "/a"), tmp.path() + "/b");
        QVERIFY(resumeChecked(dir).ok());  // as written, it replays
        auto lines = linesOf(readFile(dir + "/events.jsonl"));
        const std::size_t three = roundLine(lines, 3);
        Json round = Json::parse(lines[three]);
        round["payoffs"][0] = round["payoffs"][0].get<double>() + 1.0;
        lines[three] = round.dump();
        writeFile(dir + "/events.jsonl", joined(lines));
        const Status checked = resumeChecked(dir);
        QVERIFY(!checked.ok());
        QCOMPARE(checked.error().code, std::string("mismatch"));
        const QString message = QString::fromStdString(checked.error().message);
        QVERIFY2(message.contains(QStringLiteral("session 'rep1' round 3: replaying its steps gives payoffs")),
                 qPrintable(message));
    }

    void aSecondWriterOfAFolderIsRefused() {
        TempDir tmp;
        const std::string dir = runFresh(tmp.path());
        auto first = RunWriter::append(dir);
        QVERIFY(first.ok());
        auto second = RunWriter::append(dir);
        QVERIFY(!second.ok());
        QCOMPARE(second.error().code, std::string("busy"));
        QVERIFY(QString::fromStdString(second.error().message).contains(QStringLiteral("another NashLab process")));
        QCOMPARE(RunLock::acquire(dir).error().code, std::string("busy"));
        first.value().reset();  // the first writer is done: the folder is free again
        auto lock = RunLock::acquire(dir);
        QVERIFY(lock.ok());
        auto handed = RunWriter::append(dir, std::move(lock.value()));  // a lock taken before is handed on
        QVERIFY(handed.ok());
        QCOMPARE(RunLock::acquire(dir).error().code, std::string("busy"));
        // A writer kept after its run ended (the window's) closes: the folder is free, and a line
        // that still comes is not written but reported.
        const std::string before = readFile(dir + "/events.jsonl");
        handed.value()->close();
        QVERIFY(RunLock::acquire(dir).ok());
        handed.value()->write(Json{{"type", "late"}, {"session", "rep1"}});
        QVERIFY(!handed.value()->writeError().empty());
        QCOMPARE(readFile(dir + "/events.jsonl"), before);
    }

    void folderNamesAreSortableAndSafe() {
        QCOMPARE(QString::fromStdString(runFolderName("my run/1", 0)), QStringLiteral("1970-01-01T000000Z_my_run_1"));
    }
};

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
