// Parallel bots-only batches (ExperimentRunner::setJobs): the record of every session is the one a
// serial run writes, also when resuming; a stop request ends the batch after the sessions in flight.
#include <QtTest>

#include <filesystem>
#include <fstream>

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
