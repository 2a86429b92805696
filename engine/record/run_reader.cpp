#include "engine/record/run_reader.h"

#include <filesystem>
#include <fstream>
#include <map>

#include "engine/core/atomic_file.h"
#include "engine/record/record_shape.h"
#include "engine/record/run_spec_file.h"
#include "engine/session/session_runner.h"

namespace nashlab::engine {
namespace fs = std::filesystem;
namespace {

// Whether the event fits what its session has recorded so far; the reason when it does not.
std::string structureProblem(const SessionRecord& s, std::optional<EventType> type, const std::string& name,
                             const Json& e) {
    const auto number = [&](const char* key) -> std::optional<long long> {
        const auto it = e.find(key);
        if (it == e.end() || !it->is_number_integer()) return std::nullopt;
        return it->get<long long>();
    };
    const auto inPlay = static_cast<long long>(s.rounds.size()) + 1;  // the round the next events belong to
    const bool started = type == EventType::SessionStarted;
    const bool sessionEvent = type && !started;  // any other known type belongs to a started session
    if (started && !s.started.is_null()) return "a second session_started";
    if (sessionEvent && s.started.is_null()) return "a " + name + " before the session started";
    if ((sessionEvent || started) && s.finished) return "a " + name + " after the session finished";
    if (!type) return {};  // a type this build does not know: kept, not read
    switch (*type) {
    case EventType::RoundCompleted: {
        const auto round = number("round");
        if (round && *round != inPlay)
            return "round " + std::to_string(*round) + " follows round " + std::to_string(inPlay - 1) +
                   " (a round is missing or repeated)";
        break;
    }
    case EventType::Decision: {
        const auto round = number("round");
        if (round && *round != inPlay)
            return "a decision for round " + std::to_string(*round) + " while round " + std::to_string(inPlay) +
                   " is in play";
        break;
    }
    case EventType::SessionResumed: {
        const auto from = number("from_round");
        if (from && *from != inPlay)
            return "resumed from round " + std::to_string(*from) + " after " + std::to_string(inPlay - 1) +
                   " completed rounds";
        break;
    }
    case EventType::SessionFinished: {
        const auto rounds = number("rounds");
        if (rounds && *rounds != inPlay - 1)
            return "finished after " + std::to_string(*rounds) + " rounds, but " + std::to_string(inPlay - 1) +
                   " are recorded";
        break;
    }
    case EventType::SessionStarted:
    case EventType::SessionAborted: break;
    }
    return {};
}

// Adds one event; an empty `problem` on return means it fit, else it was not added.
Status addEvent(RunRecord& run, std::map<std::string, std::size_t>& index, const Json& e, std::size_t lineNo,
                std::string& problem) {
    if (!e.is_object() || !e.contains("type") || !e.contains("session") || !e["type"].is_string() ||
        !e["session"].is_string())
        return Error::make("parse", "events.jsonl line " + std::to_string(lineNo) + " is not an event");
    const std::string line = "events.jsonl line " + std::to_string(lineNo);
    if (const auto v = e.find("v"); v != e.end() && !(v->is_number_integer() && *v <= Json(kRecordVersion)))
        return Error::make("newer_version", line + " was written by a newer NashLab (record version " +
                                                shortJson(*v, 24) + "; this build reads up to " +
                                                std::to_string(kRecordVersion) + ")");
    const std::string id = e["session"].get<std::string>();
    const std::string name = e["type"].get<std::string>();
    const std::optional<EventType> type = eventTypeOf(e);
    auto it = index.find(id);
    static const SessionRecord kNone;
    const SessionRecord& before = it == index.end() ? kNone : run.sessions[it->second];
    problem = structureProblem(before, type, name, e);
    // A session that does not belong to this spec (another game, another seat count) is no damage
    // a repair could cut away: refused like a newer record.
    if (problem.empty() && (type == EventType::SessionStarted || type == EventType::SessionResumed))
        if (const std::string p = sessionStartProblem(e, run.spec); !p.empty())
            return Error::make("mismatch", line + ": session '" + id + "': " + p);
    if (problem.empty() && !before.started.is_null())
        problem = eventShapeProblem(type, e, before.started["setup"]["seats"].get<int>());
    if (!problem.empty()) {
        problem = "session '" + id + "': " + problem;
        return okStatus();
    }
    run.events.push_back(e);
    if (it == index.end()) {
        it = index.emplace(id, run.sessions.size()).first;
        run.sessions.push_back(SessionRecord{});
        run.sessions.back().id = id;
    }
    SessionRecord& s = run.sessions[it->second];
    if (!type) return okStatus();
    switch (*type) {
    case EventType::SessionStarted: s.started = e; break;
    case EventType::SessionResumed: s.aborted.reset(); break;
    case EventType::Decision: s.addDecision(e); break;
    case EventType::RoundCompleted: {
        auto round = RoundOutcome::fromJson(e);
        if (!round) return Error::make("parse", line + ": " + round.error().message);
        s.rounds.push_back(round.value());
        break;
    }
    case EventType::SessionFinished: s.finished = e; break;
    case EventType::SessionAborted: s.aborted = e; break;
    }
    return okStatus();
}

}  // namespace

void SessionRecord::addDecision(Json e) {
    const int seat = e.value("seat", 0);
    const bool fallback = e.value("source", "") == "fallback";
    const bool valid = e.value("valid", false);
    if (seat < 0) return;
    decisions.push_back(std::move(e));
    countDecision(seat, valid, fallback);
}

void SessionRecord::countDecision(int seat, bool valid, bool fallback) {
    if (seat < 0) return;
    const auto n = static_cast<std::size_t>(seat) + 1;
    if (invalidAttempts.size() < n) invalidAttempts.resize(n, 0);
    if (answers.size() < n) answers.resize(n, 0);
    if (fallback) return;
    ++answers[static_cast<std::size_t>(seat)];
    if (!valid) ++invalidAttempts[static_cast<std::size_t>(seat)];
}

namespace {

template <class Record>
PlayedSession playedFrom(Record&& s) {
    PlayedSession p;
    p.params = s.started.value("setup", Json::object()).value("params", Json::object());
    p.numSeats = s.started.value("setup", Json::object()).value("seats", 0);
    p.rounds = std::forward<Record>(s).rounds;
    p.invalidAttempts = std::forward<Record>(s).invalidAttempts;
    p.decisions = std::forward<Record>(s).answers;
    p.decisionEvents = std::forward<Record>(s).decisions;
    p.invalidAttempts.resize(static_cast<std::size_t>(p.numSeats), 0);
    p.decisions.resize(static_cast<std::size_t>(p.numSeats), 0);
    return p;
}

}  // namespace

PlayedSession SessionRecord::played() const& { return playedFrom(*this); }
PlayedSession SessionRecord::played() && { return playedFrom(std::move(*this)); }

const SessionRecord* RunRecord::session(const std::string& id) const {
    for (const auto& s : sessions)
        if (s.id == id) return &s;
    return nullptr;
}

Result<RunRecord> readRun(const std::string& runDir, ReadDamage damage) {
    RunRecord run;
    run.dir = runDir;
    if (!fs::is_directory(runDir)) return Error::make("io", "'" + runDir + "' is not a run folder");
    auto spec = readJsonFile((fs::path(runDir) / "spec.json").string());
    if (!spec) return spec.error();
    run.spec = spec.value();
    if (auto s = checkRunSpec(run.spec, (fs::path(runDir) / "spec.json").string()); !s) return s.error();
    if (auto s = checkRunSpecUnchanged(runDir, run.spec); !s) return s.error();

    const std::string path = (fs::path(runDir) / "events.jsonl").string();
    // Lines are read whole: a device or a pipe in its place (/dev/zero has no line end) would grow
    // without bound, or wait for a writer.
    std::error_code ec;
    if (const auto status = fs::status(path, ec); fs::exists(status) && !fs::is_regular_file(status))
        return Error::make("io", "'" + path + "' is not a regular file (a device, pipe or socket)");
    std::ifstream in(path, std::ios::binary);
    if (!in) return run;  // a run that never started has no events yet
    std::map<std::string, std::size_t> index;
    std::string line;
    std::size_t lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty()) continue;
        const bool last = in.peek() == std::char_traits<char>::eof();
        Json e = parseJsonOrDiscarded(line);
        if (e.is_discarded()) {
            // Only the final line may be torn (written when the process died); anything else is damage.
            if (last) {
                run.tornTail = true;
                break;
            }
            if (damage == ReadDamage::KeepBefore) {
                run.damagedLine = lineNo;
                run.damage = "not valid JSON";
                break;
            }
            return Error::make("parse", "events.jsonl line " + std::to_string(lineNo) + " is not valid JSON");
        }
        std::string problem;
        if (auto s = addEvent(run, index, e, lineNo, problem); !s) {
            // A newer NashLab's record, or one of another spec, is not damage: nothing of it may be cut away.
            if (damage == ReadDamage::Refuse || s.error().code == "newer_version" || s.error().code == "mismatch")
                return s.error();
            run.damagedLine = lineNo;
            run.damage = s.error().message;
            break;
        }
        if (problem.empty()) continue;
        if (damage == ReadDamage::KeepBefore) {
            run.damagedLine = lineNo;
            run.damage = problem;
            break;
        }
        return Error::make("inconsistent", "events.jsonl line " + std::to_string(lineNo) + ": " + problem);
    }
    return run;
}

Result<std::pair<std::size_t, std::string>> repairRun(const std::string& runDir) {
    auto run = readRun(runDir, ReadDamage::KeepBefore);
    if (!run) return run.error();
    if (run->damagedLine == 0) return std::pair<std::size_t, std::string>{0, {}};
    const fs::path path = fs::path(runDir) / "events.jsonl";
    std::error_code ec;
    fs::copy_file(path, fs::path(runDir) / "events.jsonl.damaged", fs::copy_options::overwrite_existing, ec);
    if (ec) return Error::make("io", "cannot keep a copy of '" + path.string() + "': " + ec.message());
    std::string kept;
    {
        std::ifstream in(path, std::ios::binary);
        if (!in) return Error::make("io", "cannot read '" + path.string() + "'");
        std::string line;
        for (std::size_t lineNo = 1; lineNo < run->damagedLine && std::getline(in, line); ++lineNo)
            kept.append(line).push_back('\n');
        if (in.bad()) return Error::make("io", "cannot read '" + path.string() + "'");
    }
    if (auto written = writeFileAtomic(path.string(), kept); !written) return written.error();
    return std::pair<std::size_t, std::string>{run->damagedLine, run->damage};
}

Status truncateToCompletedRounds(const std::string& runDir) {
    auto run = readRun(runDir);
    if (!run) return run.error();
    // For each unfinished session, the number of events to keep: through its last round_completed.
    std::map<std::string, int> roundsKept;
    for (const auto& s : run->sessions)
        if (!s.isFinished()) roundsKept[s.id] = static_cast<int>(s.rounds.size());
    std::map<std::string, int> roundsSeen;
    const std::string path = (fs::path(runDir) / "events.jsonl").string();
    std::string text;
    for (const auto& e : run->events) {
        const std::string id = e["session"].get<std::string>();
        const auto keep = roundsKept.find(id);
        if (keep != roundsKept.end()) {
            const std::optional<EventType> type = eventTypeOf(e);
            const bool header = type == EventType::SessionStarted || type == EventType::SessionResumed;
            if (!header && roundsSeen[id] >= keep->second) continue;  // after the last completed round
            if (type == EventType::RoundCompleted) ++roundsSeen[id];
        }
        text.append(e.dump(-1, ' ', false, Json::error_handler_t::replace)).push_back('\n');
    }
    if (auto written = writeFileAtomic(path, text); !written) return written.error();
    return okStatus();
}

}  // namespace nashlab::engine
