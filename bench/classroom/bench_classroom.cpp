// The classroom room under load: 60 WebSocket students on loopback answer at once in every round
// of a 10-round guess game. Reports the server's time per decision: from an answer leaving a
// student's socket to its "accepted" coming back, and from a round's last answer to the next
// question reaching every student. Students and server share one event loop (as a test would), so
// the numbers include the clients' own work: an upper bound on what the room adds.
//   build/bench/bench_classroom [students] [rounds]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <vector>

#include "classroom/room_run.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/room_student.h"

using namespace nashlab;
using engine::Json;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? std::max(1, std::atoi(argv[1])) : 60;
    const int rounds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 10;
    QTemporaryDir runs;
    Json seats = Json::array({{{"type", "human"}, {"name", "student"}, {"count", n}}});
    auto spec = engine::parseExperimentSpec(
        {{"name", "load"}, {"game", "guess_average"}, {"rounds", rounds}, {"seed", 3}, {"seats", seats}},
        engine::GameRegistry::builtin(), 0);
    if (!spec) return std::fprintf(stderr, "spec: %s\n", spec.error().message.c_str()), 2;
    auto made = classroom::RoomRun::create(spec.value(), runs.path(), {}, {});
    if (!made) return std::fprintf(stderr, "room: %s\n", made.error().message.c_str()), 2;
    auto& run = *made.value();
    if (!run.listen(QStringLiteral("127.0.0.1"), 0)) return 2;

    std::vector<std::unique_ptr<test::RoomStudent>> students;
    for (int i = 0; i < n; ++i) students.push_back(std::make_unique<test::RoomStudent>(run.port()));
    for (auto& s : students)
        if (!s->waitConnected()) return std::fprintf(stderr, "a student could not connect\n"), 1;
    for (int i = 0; i < n; ++i) students[static_cast<std::size_t>(i)]->join(run.room().code(), "S" + std::to_string(i));
    for (auto& s : students)
        if (!s->next("welcome")) return std::fprintf(stderr, "a student was not seated\n"), 1;
    (void)run.room().control({{"command", "start"}});

    std::vector<double> accepted;   // ms, per decision
    std::vector<double> nextRound;  // ms, per round: last answer sent → every student has the next question
    QElapsedTimer clock;
    clock.start();
    std::vector<Json> askIds(static_cast<std::size_t>(n));  // each student's open question
    const auto takeQuestions = [&] {
        for (int i = 0; i < n; ++i) {
            const auto ask = students[static_cast<std::size_t>(i)]->next("ask", 10000);
            if (!ask) return false;
            askIds[static_cast<std::size_t>(i)] = (*ask)["ask"];
        }
        return true;
    };
    if (!takeQuestions()) return std::fprintf(stderr, "no question\n"), 1;
    QElapsedTimer total;
    total.start();
    for (int r = 0; r < rounds; ++r) {
        std::vector<qint64> sentAt(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            auto& s = *students[static_cast<std::size_t>(i)];
            s.send({{"type", "answer"},
                    {"ask", askIds[static_cast<std::size_t>(i)]},
                    {"action", {{"chosen_number", (i * 7 + r) % 101}}}});
            sentAt[static_cast<std::size_t>(i)] = clock.nsecsElapsed();
        }
        const qint64 lastSent = clock.nsecsElapsed();
        std::vector<bool> got(static_cast<std::size_t>(n), false);
        int left = n;
        while (left > 0) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            for (int i = 0; i < n; ++i) {
                if (got[static_cast<std::size_t>(i)]) continue;
                auto& pending = const_cast<std::deque<Json>&>(students[static_cast<std::size_t>(i)]->pending());
                for (auto it = pending.begin(); it != pending.end(); ++it)
                    if (it->value("type", "") == "accepted") {
                        accepted.push_back(
                            static_cast<double>(clock.nsecsElapsed() - sentAt[static_cast<std::size_t>(i)]) / 1e6);
                        pending.erase(it);
                        got[static_cast<std::size_t>(i)] = true;
                        --left;
                        break;
                    } else if (it->value("type", "") == "error") {
                        std::fprintf(stderr, "refused: %s\n", it->dump().c_str());
                        return 1;
                    }
            }
        }
        if (r + 1 < rounds) {
            if (!takeQuestions()) return std::fprintf(stderr, "round %d stuck\n", r + 2), 1;
            nextRound.push_back(static_cast<double>(clock.nsecsElapsed() - lastSent) / 1e6);
        }
    }
    const double wall = static_cast<double>(total.nsecsElapsed()) / 1e6;
    QDeadlineTimer deadline(10000);
    while (!run.done() && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    auto record = engine::readRun(run.runDir().toStdString());
    std::size_t decisions = 0;
    std::map<std::pair<int, int>, int> seen;
    for (const auto& e : record->events)
        if (e.value("type", "") == "decision") {
            ++decisions;
            ++seen[{e.value("round", 0), e.value("seat", 0)}];
        }
    const bool twice = std::any_of(seen.begin(), seen.end(), [](const auto& kv) { return kv.second != 1; });
    const double mean = std::accumulate(accepted.begin(), accepted.end(), 0.0) / static_cast<double>(accepted.size());
    std::printf("students %d, rounds %d, decisions recorded %zu (expected %d), answered twice: %s\n", n, rounds,
                decisions, n * rounds, twice ? "yes" : "no");
    std::printf("answer -> accepted: mean %.3f ms, p50 %.3f ms, p95 %.3f ms, max %.3f ms\n", mean,
                percentile(accepted, 0.5), percentile(accepted, 0.95), percentile(accepted, 1.0));
    std::printf("last answer -> next question at all %d students: mean %.3f ms, p95 %.3f ms\n", n,
                nextRound.empty()
                    ? 0.0
                    : std::accumulate(nextRound.begin(), nextRound.end(), 0.0) / static_cast<double>(nextRound.size()),
                percentile(nextRound, 0.95));
    std::printf("wall time for %d rounds: %.1f ms (%.3f ms per decision)\n", rounds, wall,
                wall / static_cast<double>(n * rounds));
    return decisions == static_cast<std::size_t>(n * rounds) && !twice ? 0 : 1;
}
