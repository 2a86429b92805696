#pragma once
// Shared by the tournament tests: a spec parsed or the test stops, and a bots-only tournament
// played into a folder (created), resuming from its record when it has one.
#include <QtGlobal>
#include <filesystem>
#include <string>

#include "engine/record/run_writer.h"
#include "engine/tournament/tournament_record.h"
#include "engine/tournament/tournament_runner.h"

namespace nashlab::test {

inline engine::TournamentSpec parsedTournament(const engine::Json& j) {
    auto spec = engine::parseTournamentSpec(j, engine::GameRegistry::builtin(), 1);
    if (!spec) qFatal("spec refused: %s", spec.error().message.c_str());
    return spec.value();
}

struct PlayedTournament {
    engine::Standings standings;
    engine::TournamentOutcome outcome;
};

/// Plays `spec` into `dir` on `jobs` threads; `stopAfter` results (if > 0) stop new games.
inline PlayedTournament playTournament(const engine::TournamentSpec& spec, const std::string& dir, int jobs,
                                       int stopAfter = -1) {
    using namespace engine;
    std::filesystem::create_directories(dir);
    (void)writeJsonFileAtomic(dir + "/spec.json", spec.toJson());
    auto record = readTournament(dir, GameRegistry::builtin());
    if (!record) qFatal("record: %s", record.error().message.c_str());
    auto writer = RunWriter::append(dir);
    TournamentRunner runner(spec, GameRegistry::builtin(), builtinSeatFactory(), *writer.value(), dir, jobs);
    runner.resumeFrom(record.value());
    int seen = 0;
    runner.setOnResult([&](const GameResult&, const Standings&) {
        if (++seen == stopAfter) runner.requestStop();
    });
    runner.start();
    if (!runner.done()) qFatal("a bots-only tournament must end inside start()");
    return {runner.standings(), runner.outcome()};
}

}  // namespace nashlab::test
