// Parallel bots-only batches (ExperimentRunner::setJobs): the record of every session is the one a
// serial run writes, also when resuming; a stop request ends the batch after the sessions in flight.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
using nashlab::test::TempDir;

namespace {

ExperimentSpec batchSpec(const char* game, int repetitions) {
    const Json j = {{"name", "batch"},
                    {"game", game},
                    {"rounds", 5},
                    {"seed", 11},
                    {"repetitions", repetitions},
                    {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 3}},
                                           {{"type", "bot"}, {"strategy", "ne"}, {"count", 2}}})}};
    return parseExperimentSpec(j, GameRegistry::builtin(), 0).value();
}

std::vector<Json> withoutTime(std::vector<Json> events) {
    for (auto& e : events) e.erase("t");
    return events;
}

ExperimentOutcome playInto(const ExperimentSpec& spec, int jobs, EventSink& sink) {
    const PromptBuilder prompts;
    ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), sink, prompts);
    runner.setJobs(jobs);
    runner.start();
    if (!runner.done()) qFatal("the batch did not finish");
    return runner.outcome();
}

std::vector<Json> play(const ExperimentSpec& spec, int jobs, ExperimentOutcome* outcome = nullptr) {
    MemorySink sink;
    const ExperimentOutcome played = playInto(spec, jobs, sink);
    if (outcome) *outcome = played;
    return withoutTime(sink.events);
}

std::vector<Json> fileEvents(const std::string& dir) {
    auto record = readRun(dir);
    if (!record) qFatal("%s", record.error().message.c_str());
    return withoutTime(record->events);
}

}  // namespace

class TestParallelBatch : public QObject {
    Q_OBJECT
private slots:
    void sameEventsAsASerialRun_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("guess_average") << "guess_average";
        QTest::newRow("public_goods") << "public_goods";
        QTest::newRow("divide_dollar") << "divide_dollar";
    }
    void sameEventsAsASerialRun() {
        QFETCH(QString, game);
        const ExperimentSpec spec = batchSpec(game.toStdString().c_str(), 17);
        ExperimentOutcome serialOutcome, parallelOutcome;
        const auto serial = play(spec, 1, &serialOutcome);
        const auto parallel = play(spec, 3, &parallelOutcome);
        QCOMPARE(serialOutcome.finished, 17);
        QCOMPARE(parallelOutcome.finished, 17);
        QCOMPARE(parallel.size(), serial.size());
        for (std::size_t i = 0; i < serial.size(); ++i) QCOMPARE(parallel[i], serial[i]);
        QCOMPARE(serial.back()["type"], Json("session_finished"));
        QCOMPARE(serial.back()["session"], Json("rep17"));  // ids count from 1
    }

    void resumeInParallelAsSerially() {
        const ExperimentSpec spec = batchSpec("guess_average", 9);
        TempDir tmp;
        std::string full;
        {
            auto writer = RunWriter::create(tmp.file("runs"), "batch", spec.toJson()).value();
            const PromptBuilder prompts;
            ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer,
                                    prompts);
            runner.start();
            full = writer->dir();
        }
        // Two copies cut inside the fifth session, after one of its rounds and half a line.
        std::ifstream in(full + "/events.jsonl");
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const std::size_t fifth = text.find("\"session\":\"rep4\"");
        const std::size_t round = text.find("round_completed", fifth);
        const std::size_t cut = text.find('\n', round) + 40;
        for (const char* name : {"serial", "parallel"}) {
            const std::string dir = tmp.file(name);
            std::filesystem::create_directories(dir);
            std::filesystem::copy_file(full + "/spec.json", dir + "/spec.json");
            std::ofstream(dir + "/events.jsonl") << text.substr(0, cut);
            QVERIFY(truncateToCompletedRounds(dir).ok());
            auto record = readRun(dir).value();
            auto writer = RunWriter::append(dir).value();
            const PromptBuilder prompts;
            ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), *writer,
                                    prompts);
            QVERIFY(runner.resumeFrom(record).ok());
            runner.setJobs(std::string(name) == "parallel" ? 2 : 1);
            runner.start();
            QVERIFY(runner.done());
            QCOMPARE(runner.outcome().finished, 9);
        }
        const auto serial = fileEvents(tmp.file("serial"));
        const auto parallel = fileEvents(tmp.file("parallel"));
        QCOMPARE(parallel.size(), serial.size());
        for (std::size_t i = 0; i < serial.size(); ++i) QCOMPARE(parallel[i], serial[i]);
        // Every round of the full run is there, the resumed session's included, and none twice.
        const auto original = fileEvents(full);
        auto rounds = [](const std::vector<Json>& events) {
            std::vector<Json> out;
            for (const auto& e : events)
                if (e["type"] == "round_completed") out.push_back(e);
            return out;
        };
        QCOMPARE(rounds(parallel), rounds(original));
    }

    void aSerialBatchOfBotsAsksForNoFlushOfItsOwn() {
        // As a parallel batch's sessions are written, a serial one's reach the record writer as
        // not worth a flush of their own, openings and closings included: one write per megabyte
        // instead of two per session (a crash loses only sessions resume plays again exactly).
        TextBufferSink sink;
        QCOMPARE(playInto(batchSpec("public_goods", 4), 1, sink).finished, 4);
        int opened = 0, closed = 0;
        for (const auto& line : sink.lines) {
            QVERIFY2(!line.durable, std::string(toString(line.type)).c_str());
            opened += line.type == EventType::SessionStarted;
            closed += line.type == EventType::SessionFinished;
        }
        QCOMPARE(opened, 4);
        QCOMPARE(closed, 4);
    }

    // While the thread that writes is held up (here: the first hand-over waits), the workers play
    // on, but at most 32 MB of record ahead of what is written (a number of sessions bounds it
    // too: 64 per job, more than these large sessions fill). Then every session still arrives, in order.
    void workersPlayAtMost32MegabytesAhead() {
        Json j = batchSpec("guess_average", 140).toJson();
        j["rounds"] = 100;
        j["seats"] = Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 10}}});
        const ExperimentSpec spec = parseExperimentSpec(j, GameRegistry::builtin(), 0).value();
        std::atomic<int> made{0};
        const SeatFactory bots = builtinSeatFactory();
        const SeatFactory counting = [&](const Game& game, const SessionSpec& session, int seat) {
            if (seat == 0) ++made;
            return bots(game, session, seat);
        };
        struct HeldUpSink final : EventSink {
            std::atomic<int>* made = nullptr;
            int madeWhenWritten = -1;  // sessions begun when the first hand-over was done waiting
            std::size_t firstBytes = 0, bytes = 0;
            std::vector<std::string> finished;
            void write(const Json& event) override {
                if (event.value("type", "") == "session_finished") finished.push_back(event.value("session", ""));
            }
            void writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) override {
                if (madeWhenWritten < 0) {
                    // Until the worker stops beginning sessions (on a slow machine too), at most 30 s.
                    for (int still = 0, last = -1, waits = 0; still < 4 && waits < 600; ++waits) {
                        std::this_thread::sleep_for(std::chrono::milliseconds(50));
                        const int now = made->load();
                        still = now == last ? still + 1 : 0;
                        last = now;
                    }
                    madeWhenWritten = made->load();
                    for (const auto& b : blocks) firstBytes += b.text.size();
                }
                for (const auto& b : blocks) bytes += b.text.size();
                EventSink::writeBlocks(blocks, reproducible);
            }
        } sink;
        sink.made = &made;
        const PromptBuilder prompts;
        ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, counting, sink, prompts);
        runner.setJobs(2);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 140);
        QCOMPARE(static_cast<int>(sink.finished.size()), 140);
        for (int i = 0; i < 140; ++i) QCOMPARE(sink.finished[i], "rep" + std::to_string(i + 1));
        const std::size_t perSession = sink.bytes / 140;
        QVERIFY2(perSession > 300000, std::to_string(perSession).c_str());  // 128 of them would be 38 MB
        // Stopped by the bytes: the 32 MB ahead, the first hand-over among them, and the one in play.
        const auto cap = static_cast<int>((std::size_t{32} << 20) / perSession) + 2;
        QVERIFY2(sink.madeWhenWritten <= cap,
                 (std::to_string(sink.madeWhenWritten) + " > " + std::to_string(cap)).c_str());
        QVERIFY2(sink.madeWhenWritten >= cap - 6, std::to_string(sink.madeWhenWritten).c_str());  // it did play on
    }

    // A sink that takes blocks from any thread (a run folder) gets each session from the thread that
    // played it, so its text is written from the core whose cache holds it; one that does not (the
    // window's) gets them all from the thread that runs the batch. Either way in session order,
    // whole, as a serial run writes them.
    void eachThreadWritesTheSessionsItPlayed_data() {
        QTest::addColumn<bool>("anyThread");
        QTest::newRow("a sink for any thread") << true;
        QTest::newRow("a sink for one thread") << false;
    }
    void eachThreadWritesTheSessionsItPlayed() {
        QFETCH(bool, anyThread);
        const ExperimentSpec spec = batchSpec("guess_average", 300);
        std::mutex mutex;
        std::map<std::string, std::thread::id> playedBy;
        const SeatFactory bots = builtinSeatFactory();
        const SeatFactory noting = [&](const Game& game, const SessionSpec& session, int seat) {
            if (seat == 0) {
                std::lock_guard lock(mutex);
                playedBy[session.id] = std::this_thread::get_id();
            }
            return bots(game, session, seat);
        };
        struct ThreadsSink final : EventSink {
            bool anyThread = true;
            std::vector<std::pair<std::string, std::thread::id>> writtenBy;  // by session, in order
            MemorySink events;
            bool writesFromAnyThread() const override { return anyThread; }
            void write(const Json& event) override { events.write(event); }
            void writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) override {
                for (const auto& b : blocks) {
                    const Json first = Json::parse(b.text.substr(0, b.text.find('\n')));
                    writtenBy.emplace_back(first.value("session", ""), std::this_thread::get_id());
                }
                EventSink::writeBlocks(blocks, reproducible);
            }
        } sink;
        sink.anyThread = anyThread;
        const PromptBuilder prompts;
        ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, noting, sink, prompts);
        runner.setJobs(2);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 300);
        QCOMPARE(sink.writtenBy.size(), std::size_t{300});
        std::set<std::thread::id> writers;
        for (std::size_t i = 0; i < 300; ++i) {
            const auto& [session, writer] = sink.writtenBy[i];
            QCOMPARE(session, "rep" + std::to_string(i + 1));
            QCOMPARE(writer, anyThread ? playedBy.at(session) : std::this_thread::get_id());
            writers.insert(writer);
        }
        std::set<std::thread::id> players;
        for (const auto& [session, player] : playedBy) players.insert(player);
        QCOMPARE(players.size(), std::size_t{2});  // both threads played
        QCOMPARE(writers.size(), anyThread ? std::size_t{2} : std::size_t{1});
        QCOMPARE(withoutTime(sink.events.events), play(spec, 1));
    }

    void aStopRequestEndsTheBatchEarly() {
        const ExperimentSpec spec = batchSpec("guess_average", 400);
        MemorySink sink;
        const PromptBuilder prompts;
        ExperimentRunner runner(*GameRegistry::builtin().find(spec.game), spec, builtinSeatFactory(), sink, prompts);
        runner.setJobs(2);
        runner.setOnProgress([&runner](const ExperimentProgress& p) {
            if (p.sessionsEnded == 5) runner.requestStop();
        });
        runner.start();
        QVERIFY(runner.done());
        QVERIFY(runner.outcome().finished >= 5);
        QVERIFY(runner.outcome().finished < 400);
        // What was written is whole sessions, in order.
        int finished = 0;
        for (const auto& e : sink.events)
            if (e["type"] == "session_finished") QCOMPARE(e["session"], Json("rep" + std::to_string(++finished)));
        QCOMPARE(finished, runner.outcome().finished);
    }
};

QTEST_GUILESS_MAIN(TestParallelBatch)
#include "tst_parallel_batch.moc"
