#include "engine/tournament/tournament_record.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>

#include "engine/core/atomic_file.h"
#include "engine/core/rng.h"

namespace nashlab::engine {
namespace {

std::int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Json baseEvent(TournamentEventType type, int index) {
    return {{"v", kTournamentRecordVersion}, {"t", nowMs()}, {"type", std::string(toString(type))}, {"game", index}};
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

// The entrant and environment indices an event names, checked against the spec: two different
// entrants for a match, one for a solo environment.
Result<GameAssignment> assignmentOf(const Json& e, const TournamentSpec& spec, int line) {
    const std::string where = "events.jsonl line " + std::to_string(line);
    if (!e.contains("game") || !e["game"].is_number_integer() || e["game"].get<int>() < 0)
        return Error::make("invalid_record", where + ": no valid \"game\" number");
    GameAssignment a;
    a.index = e["game"].get<int>();
    a.environment = spec.environmentIndex(memberText(e, "environment"));
    if (a.environment < 0) return Error::make("invalid_record", where + ": unknown environment");
    const bool solo = spec.environments[static_cast<std::size_t>(a.environment)].solo();
    const std::size_t want = solo ? 1 : 2;
    const auto seats = e.find("seats");
    if (seats == e.end() || !seats->is_array() || seats->size() != want ||
        !std::all_of(seats->begin(), seats->end(), [](const Json& s) { return s.is_string(); }))
        return Error::make("invalid_record",
                           where + ": \"seats\" must name " + (solo ? "one entrant" : "two entrants"));
    a.first = spec.entrantIndex((*seats)[0].get<std::string>());
    a.second = solo ? a.first : spec.entrantIndex((*seats)[1].get<std::string>());
    if (a.first < 0 || a.second < 0 || (!solo && a.first == a.second))
        return Error::make("invalid_record", where + (solo ? ": the seat must be an entrant of the spec"
                                                           : ": seats must be two different entrants of the spec"));
    return a;
}

Json seatNames(const TournamentSpec& spec, const GameAssignment& game) {
    Json names = {spec.entrants.at(static_cast<std::size_t>(game.first)).name};
    if (!spec.environments.at(static_cast<std::size_t>(game.environment)).solo())
        names.push_back(spec.entrants.at(static_cast<std::size_t>(game.second)).name);
    return names;
}

// 1 when `a` beats `b` by more than rounding, 0 when it loses, 0.5 when equal.
double beats(double a, double b) { return a > b + 1e-9 ? 1.0 : (b > a + 1e-9 ? 0.0 : 0.5); }

}  // namespace

std::string_view toString(TournamentEventType type) {
    switch (type) {
    case TournamentEventType::GameStarted: return "game_started";
    case TournamentEventType::GameFinished: return "game_finished";
    case TournamentEventType::GameAborted: return "game_aborted";
    }
    return {};
}

std::optional<TournamentEventType> tournamentEventTypeOf(const Json& event) {
    if (!event.is_object()) return std::nullopt;
    const auto it = event.find("type");
    if (it == event.end() || !it->is_string()) return std::nullopt;
    for (const auto type :
         {TournamentEventType::GameStarted, TournamentEventType::GameFinished, TournamentEventType::GameAborted})
        if (it->get_ref<const std::string&>() == toString(type)) return type;
    return std::nullopt;
}

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
    Json e = baseEvent(TournamentEventType::GameStarted, game.index);
    e["environment"] = spec.environments.at(static_cast<std::size_t>(game.environment)).name;
    e["seats"] = seatNames(spec, game);
    e["seed"] = gameSeed(spec, game.index);
    e["folder"] = gameFolderName(game.index);
    return e;
}

GameResult resultFrom(const TournamentSpec& spec, const GameAssignment& game, const Json& finished) {
    const Environment& env = spec.environments.at(static_cast<std::size_t>(game.environment));
    GameResult r{game.index, game.environment, game.first, game.second, 0.5, env.solo(), 0.0, 0.0};
    const Json payoffs = finished.is_object() ? finished.value("final_payoffs", Json::array()) : Json::array();
    if (!payoffs.is_array() || payoffs.size() != static_cast<std::size_t>(env.seats) ||
        !std::all_of(payoffs.begin(), payoffs.end(), [](const Json& p) { return p.is_number(); }))
        return r;  // no usable payoffs: a draw worth nothing, as an unfinished game would be
    std::vector<double> p;
    for (const auto& v : payoffs) p.push_back(v.get<double>());
    const auto value = [&](double score, double payoff) {
        if (env.metric == Metric::AverageReward) return payoff;
        if (env.metric == Metric::WinRate) return score > 0.5 ? 1.0 : 0.0;
        return score;
    };
    switch (env.format) {
    case Format::Match:
        r.scoreFirst = beats(p[0], p[1]);
        r.valueFirst = value(r.scoreFirst, p[0]);
        r.valueSecond = value(1.0 - r.scoreFirst, p[1]);
        break;
    case Format::SelfPlay: {
        // A team of copies: its score is the mean over its seats (equal in a cooperative game).
        double sum = 0.0;
        for (double x : p) sum += x;
        r.scoreFirst = 0.5;
        r.valueFirst = value(0.5, sum / static_cast<double>(p.size()));
        break;
    }
    case Format::VersusField: {
        const double own = p[static_cast<std::size_t>(env.entrantSeat)];
        double best = -std::numeric_limits<double>::infinity();
        for (std::size_t s = 0; s < p.size(); ++s)
            if (static_cast<int>(s) != env.entrantSeat) best = std::max(best, p[s]);
        r.scoreFirst = beats(own, best);
        r.valueFirst = value(r.scoreFirst, own);
        break;
    }
    }
    return r;
}

Json gameFinishedEvent(const TournamentSpec& spec, const GameResult& r, const Json& finished,
                       const std::vector<int>& lostByIllegalMove) {
    Json e = baseEvent(TournamentEventType::GameFinished, r.index);
    e["environment"] = spec.environments.at(static_cast<std::size_t>(r.environment)).name;
    e["seats"] = seatNames(spec, {r.index, r.environment, r.first, r.second});
    if (r.solo) {
        e["result"] = r.scoreFirst > 0.5 ? "win" : (r.scoreFirst < 0.5 ? "loss" : "draw");
        e["score"] = {r.scoreFirst};
        e["value"] = {r.valueFirst};
    } else {
        e["result"] = r.scoreFirst > 0.5 ? "first" : (r.scoreFirst < 0.5 ? "second" : "draw");
        e["score"] = {r.scoreFirst, 1.0 - r.scoreFirst};
        e["value"] = {r.valueFirst, r.valueSecond};
    }
    e["final_payoffs"] = finished.value("final_payoffs", Json::array());
    e["rounds"] = finished.value("rounds", 0);
    e["invalid_attempts"] = finished.value("invalid_attempts", Json::array());
    e["lost_by_illegal_move"] = lostByIllegalMove;
    e["folder"] = gameFolderName(r.index);
    return e;
}

Json gameAbortedEvent(int index, const std::string& reason) {
    Json e = baseEvent(TournamentEventType::GameAborted, index);
    e["reason"] = reason;
    return e;
}

Standings TournamentRecord::standings() const {
    Standings s(static_cast<int>(spec.entrants.size()), static_cast<int>(spec.environments.size()));
    for (const auto& r : results) s.apply(r);
    return s;
}

namespace {

// A finished game's payoffs in the tournament's record against those in the game's own folder
// (its session_finished line), when the folder is there.
Status sameAsGameFolder(const std::string& dir, const Json& finished, int lineNo) {
    const std::string folder = finished.value("folder", "");
    if (folder.empty() || folder.front() == '/' || folder.find("..") != std::string::npos)
        return okStatus();  // only folders inside the tournament's are read
    std::ifstream in(dir + "/" + folder + "/events.jsonl", std::ios::binary);
    if (!in) return okStatus();
    Json own;
    for (std::string line; std::getline(in, line);)
        if (line.find("\"session_finished\"") != std::string::npos) own = parseJsonOrDiscarded(line);
    if (!own.is_object()) return okStatus();  // the game's record is read (and checked) where it is scored
    if (own.value("final_payoffs", Json()) == finished.value("final_payoffs", Json())) return okStatus();
    return Error::make("mismatch", "events.jsonl line " + std::to_string(lineNo) + ": game " + folder +
                                       "'s final payoffs " + finished.value("final_payoffs", Json()).dump() +
                                       " are not those of its own record " + own.value("final_payoffs", Json()).dump());
}

}  // namespace

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
        const auto type = tournamentEventTypeOf(e.value());
        if (!type)
            return Error::make("invalid_record", "events.jsonl line " + std::to_string(lineNo) +
                                                     ": unknown event type '" + memberText(e.value(), "type") + "'");
        if (*type == TournamentEventType::GameAborted) continue;  // the game is resumed like any started one
        auto a = assignmentOf(e.value(), record.spec, lineNo);
        if (!a) return a.error();
        if (*type == TournamentEventType::GameStarted) {
            record.started.push_back(a.value());
            continue;
        }
        // The score as written is the result applied; the values follow from the payoffs written.
        const bool solo = record.spec.environments[static_cast<std::size_t>(a->environment)].solo();
        const auto score = e->find("score");
        if (score == e->end() || !score->is_array() || score->size() != (solo ? 1u : 2u) || !(*score)[0].is_number() ||
            ((*score)[0] != 0.0 && (*score)[0] != 0.5 && (*score)[0] != 1.0))
            return Error::make("invalid_record", "events.jsonl line " + std::to_string(lineNo) +
                                                     (solo ? ": \"score\" must be [1], [0.5] or [0]"
                                                           : ": \"score\" must be [1, 0], [0.5, 0.5] or [0, 1]"));
        GameResult r = resultFrom(record.spec, a.value(), e.value());
        // What the record says must be what the game's moves gave: its score what its payoffs
        // give, its payoffs those its own folder recorded (a hand-edited result moved ratings).
        if (r.scoreFirst != (*score)[0].get<double>())
            return Error::make("mismatch", "events.jsonl line " + std::to_string(lineNo) + ": game " +
                                               std::to_string(a->index) + "'s score " + score->dump() +
                                               " is not what its final payoffs " +
                                               e->value("final_payoffs", Json()).dump() + " give");
        if (auto same = sameAsGameFolder(dir, e.value(), lineNo); !same) return same.error();
        r.scoreFirst = (*score)[0].get<double>();
        record.results.push_back(r);
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
    std::string text;
    for (const auto& l : lines.value()) text.append(l).push_back('\n');
    if (auto written = writeFileAtomic(path, text); !written) return written.error();
    return okStatus();
}

}  // namespace nashlab::engine
