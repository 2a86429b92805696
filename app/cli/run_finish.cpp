#include "app/cli/run_finish.h"

#include <cstdio>
#include <random>
#include <string>

#include "app/cli/exit_codes.h"
#include "app/cli/progress_bar.h"
#include "app/cli/report_table.h"
#include "engine/core/json.h"

namespace nashlab::cli {
namespace {

int fail(int code, const std::string& message) {
    std::string shown;  // a NUL would end the line where "%s" meets it: shown as \0
    for (char c : message) shown += c == '\0' ? std::string("\\0") : std::string(1, c);
    std::fprintf(stderr, "nashlab-cli: %s\n", shown.c_str());
    return code;
}

}  // namespace

std::uint64_t freshSeed() {
    std::random_device device;
    return ((static_cast<std::uint64_t>(device()) << 32) | device()) & ((1ULL << 53) - 1);
}

int finishRun(engine::ExperimentRunner& runner, engine::RunWriter& writer, int jobs,
              std::chrono::steady_clock::time_point startedAt) {
    writer.flush();  // bots' lines are held back a little: learn whether they reached the disk
    if (!writer.writeError().empty()) return fail(kIo, writer.writeError());
    // The batch's own time, without the program's start, the summary and its exit: what --jobs changes.
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - startedAt).count();
    std::fprintf(stderr, "nashlab-cli: sessions played and written in %s (--jobs %d)\n",
                 seconds < 10 ? (engine::formatNumber(seconds * 1000, 1) + " ms").c_str()
                              : (engine::formatNumber(seconds, 1) + " s").c_str(),
                 jobs);
    const auto& outcome = runner.outcome();
    for (const auto& e : outcome.errors) std::fprintf(stderr, "nashlab-cli: session %s\n", e.c_str());
    if (!outcome.budgetReached.empty())
        std::fprintf(stderr,
                     "nashlab-cli: stopped before the next request: %s\nnashlab-cli: %d of %d sessions finished; "
                     "go on with: nashlab-cli run --resume %s --budget <higher>\n",
                     outcome.budgetReached.c_str(), outcome.finished, runner.progress().sessionsTotal,
                     writer.dir().c_str());
    std::vector<engine::SessionScore> scores = runner.takeScores();
    const std::optional<engine::GatheredScores> gathered = runner.takeGathered();  // after takeScores()
    auto spec = engine::readJsonFile(writer.dir() + "/spec.json");
    if (!spec) return fail(kIo, spec.error().message);
    // Written whole by this process: no torn last line.
    printReport(writer.dir(), spec.value(), std::move(scores), false, false, gathered ? &*gathered : nullptr);
    std::printf("%s\n", writer.dir().c_str());  // last line: the run folder, for scripts
    return outcome.aborted + outcome.stopped > 0 ? kSessionsFailed : kOk;
}

}  // namespace nashlab::cli
