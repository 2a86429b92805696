#include "engine/experiment/resume_plan.h"

#include <filesystem>
#include <fstream>
#include <string_view>

#include "engine/experiment/replay_check.h"
#include "engine/experiment/shard.h"
#include "engine/game/game_registry.h"

namespace nashlab::engine {
namespace {

// A shard's folder plays its shard of the spec's sessions (shard.json beside spec.json); none otherwise.
Result<std::optional<std::vector<int>>> shardOf(const std::string& dir, const ExperimentSpec& spec) {
    const std::string shardFile = dir + "/" + kShardFile;
    if (!std::filesystem::exists(shardFile)) return std::optional<std::vector<int>>{};
    auto written = readJsonFile(shardFile);
    if (!written) return written.error();
    auto shard = shardFromJson(written.value());
    if (!shard) return Error::make(shard.error().code, shardFile + ": " + shard.error().message);
    auto sessions = shardSessions(spec, shard.value(), *GameRegistry::builtin().find(spec.game));
    if (!sessions) return sessions.error();
    return std::optional<std::vector<int>>(std::move(sessions.value()));
}

int finishedSessions(const RunRecord& record) {
    int n = 0;
    for (const auto& s : record.sessions) n += s.isFinished() ? 1 : 0;
    return n;
}

}  // namespace

bool ResumePlan::allFinished() const {
    const int expected = shard ? static_cast<int>(shard->size()) : spec.sessionCount();
    return !before.sessions.empty() && static_cast<int>(before.sessions.size()) == expected &&
           finishedSessions(before) == expected;
}

Result<ResumePlan> planResume(const std::string& runDir, bool repair) {
    ResumePlan plan;
    plan.dir = std::filesystem::absolute(runDir).lexically_normal().string();
    if (!plan.dir.empty() && plan.dir.back() == '/') plan.dir.pop_back();
    auto lock = RunLock::acquire(plan.dir);
    if (!lock) return lock.error();
    plan.lock = std::move(lock.value());
    if (repair) {
        auto repaired = repairRun(plan.dir);
        if (!repaired) return repaired.error();
        plan.repaired = repaired.value();
    }
    auto before = readRun(plan.dir);
    if (!before) return before.error();
    plan.before = std::move(before.value());
    const GameRegistry& games = GameRegistry::builtin();
    // Finished sessions too: their payoffs go into the resumed run's scores.
    if (const Game* game = games.find(plan.before.spec.value("game", "")))
        if (auto replayed = recordReplays(plan.before, *game); !replayed) return replayed.error();
    auto spec = parseExperimentSpec(plan.before.spec, games, 0);
    if (!spec) return Error::make(spec.error().code, plan.dir + "/spec.json: " + spec.error().message);
    plan.spec = std::move(spec.value());
    auto shard = shardOf(plan.dir, plan.spec);
    if (!shard) return shard.error();
    plan.shard = std::move(shard.value());
    return plan;
}

Result<OpenedResume> openForResume(ResumePlan& plan) {
    if (auto s = truncateToCompletedRounds(plan.dir); !s) return s.error();
    auto record = readRun(plan.dir);
    if (!record) return record.error();
    auto writer = RunWriter::append(plan.dir, std::move(plan.lock));
    if (!writer) return writer.error();
    return OpenedResume{std::move(record.value()), std::move(writer.value())};
}

RunCompletion runCompletion(const std::string& runDir) {
    // A list of runs asks this of every folder it shows, and a batch's record runs to hundreds of
    // megabytes: the finished sessions are counted from the lines' event types, not parsed.
    RunCompletion c;
    auto written = readJsonFile(runDir + "/spec.json");
    if (!written) {
        c.problem = written.error().message;
        return c;
    }
    auto spec = parseExperimentSpec(written.value(), GameRegistry::builtin(), 0);
    if (!spec) {
        c.problem = spec.error().message;
        return c;
    }
    auto shard = shardOf(runDir, spec.value());
    if (!shard) {
        c.problem = shard.error().message;
        return c;
    }
    c.expected = shard.value() ? static_cast<int>(shard.value()->size()) : spec->sessionCount();
    std::ifstream events(runDir + "/events.jsonl", std::ios::binary);
    constexpr std::string_view kFinished = R"("type":"session_finished")";
    std::string chunk(std::size_t{1} << 20, '\0');
    std::string carry;  // a chunk's last bytes, which may begin the pattern the next one ends
    while (events) {
        events.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        const auto got = static_cast<std::size_t>(events.gcount());
        if (got == 0) break;
        const std::string text = carry + chunk.substr(0, got);
        for (std::size_t at = text.find(kFinished); at != std::string::npos; at = text.find(kFinished, at + 1))
            ++c.finished;
        carry = text.substr(text.size() - std::min(text.size(), kFinished.size() - 1));
    }
    return c;
}

}  // namespace nashlab::engine
