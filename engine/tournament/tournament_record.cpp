#include "engine/tournament/tournament_record.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engine/core/rng.h"

namespace nashlab::engine {
namespace {

std::int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Json baseEvent(const char* type, int index) {
    return {{"v", kTournamentRecordVersion}, {"t", nowMs()}, {"type", type}, {"game", index}};
}

Result<std::vector<std::string>> readLines(const std::string& path, bool* tornTail) {
    std::ifstream in(path, std::ios::binary);
    std::vector<std::string> lines;
    if (!in) return lines;  // no events yet
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            *tornTail = true;  // a line without its newline: the writer died mid-line
            break;
        }
        if (end > start) lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// A member read without trusting its type: a record edited by hand (or damaged) may hold a number
// where a name belongs, which is an invalid record, not a crash.
std::string memberText(const Json& e, const char* key) {
    const auto it = e.find(key);
    return it != e.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The entrant and environment indices an event names, checked against the spec.
Result<GameAssignment> assignmentOf(const Json& e, const TournamentSpec& spec, int line) {
    const std::string where = "events.jsonl line " + std::to_string(line);
    if (!e.contains("game") || !e["game"].is_number_integer() || e["game"].get<int>() < 0)
        return Error::make("invalid_record", where + ": no valid \"game\" number");
    if (!e.contains("seats") || !e["seats"].is_array() || e["seats"].size() != 2 || !e["seats"][0].is_string() ||
        !e["seats"][1].is_string())
        return Error::make("invalid_record", where + ": \"seats\" must name two entrants");
    GameAssignment a;
    a.index = e["game"].get<int>();
    a.environment = spec.environmentIndex(memberText(e, "environment"));
    a.first = spec.entrantIndex(e["seats"][0].get<std::string>());
    a.second = spec.entrantIndex(e["seats"][1].get<std::string>());
    if (a.environment < 0) return Error::make("invalid_record", where + ": unknown environment");
    if (a.first < 0 || a.second < 0 || a.first == a.second)
        return Error::make("invalid_record", where + ": seats must be two different entrants of the spec");
    return a;
}

}  // namespace

std::string gameFolderName(int index) {
    char name[32];
    std::snprintf(name, sizeof name, "games/g%06d", index);
    return name;
}

std::uint64_t gameSeed(const TournamentSpec& spec, int index) {
    // Below 2^53 so that it survives any JSON reader as an exact integer.
    return mixSeed({spec.seed, static_cast<std::uint64_t>(index), 0x6761u}) & ((1ULL << 53) - 1);
}

Json gameStartedEvent(const TournamentSpec& spec, const GameAssignment& game) {
    Json e = baseEvent("game_started", game.index);
    e["environment"] = spec.environments.at(static_cast<std::size_t>(game.environment)).name;
    e["seats"] = {spec.entrants.at(static_cast<std::size_t>(game.first)).name,
                  spec.entrants.at(static_cast<std::size_t>(game.second)).name};
    e["seed"] = gameSeed(spec, game.index);
    e["folder"] = gameFolderName(game.index);
    return e;
}

GameResult resultFrom(const GameAssignment& game, const Json& finished) {
    GameResult r{game.index, game.environment, game.first, game.second, 0.5};
    const Json payoffs = finished.value("final_payoffs", Json::array());
    if (payoffs.is_array() && payoffs.size() == 2 && payoffs[0].is_number() && payoffs[1].is_number()) {
        const double a = payoffs[0].get<double>(), b = payoffs[1].get<double>();
        r.scoreFirst = a > b + 1e-9 ? 1.0 : (b > a + 1e-9 ? 0.0 : 0.5);
    }
    return r;
}

Json gameFinishedEvent(const TournamentSpec& spec, const GameResult& r, const Json& finished,
                       const std::vector<int>& lostByIllegalMove) {
    Json e = baseEvent("game_finished", r.index);
    e["environment"] = spec.environments.at(static_cast<std::size_t>(r.environment)).name;
    e["seats"] = {spec.entrants.at(static_cast<std::size_t>(r.first)).name,
                  spec.entrants.at(static_cast<std::size_t>(r.second)).name};
    e["result"] = r.scoreFirst > 0.5 ? "first" : (r.scoreFirst < 0.5 ? "second" : "draw");
    e["score"] = {r.scoreFirst, 1.0 - r.scoreFirst};
    e["final_payoffs"] = finished.value("final_payoffs", Json::array());
    e["rounds"] = finished.value("rounds", 0);
    e["invalid_attempts"] = finished.value("invalid_attempts", Json::array());
    e["lost_by_illegal_move"] = lostByIllegalMove;
    e["folder"] = gameFolderName(r.index);
    return e;
}

Json gameAbortedEvent(int index, const std::string& reason) {
    Json e = baseEvent("game_aborted", index);
    e["reason"] = reason;
    return e;
}

Standings TournamentRecord::standings() const {
    Standings s(static_cast<int>(spec.entrants.size()), static_cast<int>(spec.environments.size()));
    for (const auto& r : results) s.apply(r);
    return s;
}

Result<TournamentRecord> readTournament(const std::string& dir, const GameRegistry& registry) {
    auto specJson = readJsonFile(dir + "/spec.json");
    if (!specJson) return specJson.error();
    if (!isTournamentSpec(specJson.value()))
        return Error::make("invalid_record", dir + "/spec.json is not a tournament's (no \"kind\": \"tournament\")");
    auto spec = parseTournamentSpec(specJson.value(), registry, 0);
    if (!spec) return Error::make(spec.error().code, dir + "/spec.json: " + spec.error().message);
    TournamentRecord record;
    record.dir = dir;
    record.spec = std::move(spec.value());
    auto lines = readLines(dir + "/events.jsonl", &record.tornTail);
    if (!lines) return lines.error();
    int lineNo = 0;
    for (const auto& line : lines.value()) {
        ++lineNo;
        auto e = parseJson(line, "events.jsonl line " + std::to_string(lineNo));
        if (!e) return e.error();
        if (!e->is_object())
            return Error::make("invalid_record", "events.jsonl line " + std::to_string(lineNo) + " is not an object");
        const auto version = e->find("v");
        if (version != e->end() && version->is_number() && version->get<double>() > kTournamentRecordVersion)
            return Error::make("newer_version", "events.jsonl line " + std::to_string(lineNo) +
                                                    " comes from a newer NashLab; update to read it");
        const std::string type = memberText(e.value(), "type");
        if (type == "game_aborted") continue;  // the game is resumed like any started one
        if (type != "game_started" && type != "game_finished")
            return Error::make("invalid_record",
                               "events.jsonl line " + std::to_string(lineNo) + ": unknown event type '" + type + "'");
        auto a = assignmentOf(e.value(), record.spec, lineNo);
        if (!a) return a.error();
        if (type == "game_started") {
            record.started.push_back(a.value());
            continue;
        }
        const Json score = e->value("score", Json());
        if (!score.is_array() || score.size() != 2 || !score[0].is_number() ||
            (score[0] != 0.0 && score[0] != 0.5 && score[0] != 1.0))
            return Error::make("invalid_record", "events.jsonl line " + std::to_string(lineNo) +
                                                     ": \"score\" must be [1, 0], [0.5, 0.5] or [0, 1]");
        record.results.push_back({a->index, a->environment, a->first, a->second, score[0].get<double>()});
        record.finishedEvents.push_back(std::move(e.value()));
    }
    return record;
}

Status dropTornTail(const std::string& dir) {
    bool torn = false;
    const std::string path = dir + "/events.jsonl";
    auto lines = readLines(path, &torn);
    if (!lines) return lines.error();
    if (!torn) return okStatus();
    const std::string temp = path + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        for (const auto& l : lines.value()) out << l << '\n';
        if (!out) return Error::make("io", "cannot write '" + temp + "'");
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) return Error::make("io", "cannot replace '" + path + "': " + ec.message());
    return okStatus();
}

}  // namespace nashlab::engine
