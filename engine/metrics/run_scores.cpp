#include "engine/metrics/run_scores.h"

#include <algorithm>
#include <future>
#include <map>

#include "engine/experiment/replay_check.h"
#include "engine/game/state.h"
#include "engine/metrics/summary_stats.h"
#include "engine/metrics/treatment_comparison.h"
#include "engine/metrics/trueskill.h"

namespace nashlab::engine {

namespace {

// The result's numbers, in its order: what scoreReport() gathers. Their names are compared with
// the last list this thread made, and shared with it when they are the same.
SessionNumbers numbersOf(const Json& result) {
    thread_local std::shared_ptr<const NumberNames> last;
    thread_local std::vector<std::string_view> names;  // of this result, while it lives
    thread_local std::vector<std::size_t> seatEnds;
    SessionNumbers out;
    if (!result.is_object()) return out;
    names.clear();
    seatEnds.clear();
    if (last) out.values.reserve(last->names.size());
    if (const auto scores = result.find("scores"); scores != result.end() && scores->is_object())
        for (const auto& [mode, value] : scores->items())
            if (value.is_number()) {
                names.push_back(mode);
                out.values.push_back(value.get<double>());
            }
    const std::size_t scoreCount = names.size();
    if (const auto perSeat = result.find("per_seat"); perSeat != result.end() && perSeat->is_array()) {
        for (const Json& seat : *perSeat) {
            if (seat.is_object())
                for (const auto& [metric, value] : seat.items())
                    if (value.is_number() && metric != "seat") {
                        names.push_back(metric);
                        out.values.push_back(value.get<double>());
                    }
            seatEnds.push_back(names.size());
        }
    }
    const bool same = last && last->scoreCount == scoreCount && last->seatEnds == seatEnds &&
                      std::equal(names.begin(), names.end(), last->names.begin(), last->names.end());
    if (!same) {
        auto made = std::make_shared<NumberNames>();
        made->names.assign(names.begin(), names.end());
        made->scoreCount = scoreCount;
        made->seatEnds = seatEnds;
        last = std::move(made);
    }
    out.names = last;
    return out;
}

// `live`: the session's State, which holds its rounds (then `s.rounds` is not read). `given`: the
// result of Game::score() for it, made already. `keepResult` false: the numbers only.
template <class Record>
SessionScore scored(const Game& game, Record&& s, bool scoresOnly, const State* live = nullptr,
                    const Json* given = nullptr, bool keepResult = true) {
    SessionScore out;
    out.id = s.id;
    out.started = !s.started.is_null();
    out.finished = s.isFinished();
    out.rounds = live ? live->roundsCompleted() : s.rounds.size();
    for (const auto& d : s.decisions)
        if (auto call = modelCall(d)) out.modelCalls.push_back(*call);
    if (!out.started) return out;
    // Who sat where matters to a design's model ranks only, which read the result too.
    if (const auto seats = s.started.find("seats"); keepResult && seats != s.started.end() && seats->is_array())
        for (const auto& seat : *seats) out.players.push_back(rankedPlayerOf(seat));
    if (out.finished && out.rounds > 0)
        out.finalPayoffs = live ? live->cumulativeAt(out.rounds - 1) : s.rounds.back().cumulative;
    if (given) {
        out.numbers = numbersOf(*given);
        if (!keepResult) return out;
        out.result = Json::object();
        for (const auto& [key, value] : given->items())
            if (!scoresOnly || key != "per_seat") out.result[key] = value;  // as erased below
        return out;
    }
    PlayedSession played = std::forward<Record>(s).played();
    if (live) played.rounds = RoundsView::of(*live);
    played.scoresOnly = scoresOnly;
    out.result = game.score(played);
    out.numbers = numbersOf(out.result);
    // A summary's caller reads the seats' numbers only: their objects go here, on the thread that
    // scored them, not at the end of a batch with every other session's.
    if (!keepResult)
        out.result = Json();
    else if (scoresOnly && out.result.is_object())
        out.result.erase("per_seat");
    return out;
}

}  // namespace

SessionScore scoreSession(const Game& game, const SessionRecord& s, bool scoresOnly) {
    return scored(game, s, scoresOnly);
}
SessionScore scoreSession(const Game& game, SessionRecord&& s, bool scoresOnly, bool keepResult) {
    return scored(game, std::move(s), scoresOnly, nullptr, nullptr, keepResult);
}
SessionScore scoreSession(const Game& game, SessionRecord&& s, const State& state, bool scoresOnly, const Json* result,
                          bool keepResult) {
    return scored(game, std::move(s), scoresOnly, &state, result, keepResult);
}

std::vector<double>& NamedColumns::column(std::size_t position, const std::string& name) {
    if (position >= m_byPosition.size()) m_byPosition.resize(position + 1);
    auto& [known, column] = m_byPosition[position];
    if (!column || *known != name) {
        const auto it = m_values.try_emplace(name).first;
        known = &it->first;
        column = &it->second;
    }
    return *column;
}

void GatheredScores::add(const SessionScore& s) {
    // Read where the session was scored; a score made otherwise gives them from its result now.
    const SessionNumbers unread = s.numbers.names ? SessionNumbers{} : numbersOf(s.result);
    const SessionNumbers& numbers = s.numbers.names ? s.numbers : unread;
    if (!numbers.names) return;
    if (numbers.names != m_names) {
        const NumberNames& n = *numbers.names;
        m_columns.clear();
        for (std::size_t i = 0; i < n.scoreCount; ++i) m_columns.push_back(&scores.column(i, n.names[i]));
        if (seats.size() < n.seatEnds.size()) seats.resize(n.seatEnds.size());
        std::size_t begin = n.scoreCount;
        for (std::size_t seat = 0; seat < n.seatEnds.size(); ++seat) {
            for (std::size_t i = begin; i < n.seatEnds[seat]; ++i)
                m_columns.push_back(&seats[seat].column(i - begin, n.names[i]));
            begin = n.seatEnds[seat];
        }
        m_names = numbers.names;
    }
    for (std::size_t i = 0; i < numbers.values.size(); ++i) m_columns[i]->push_back(numbers.values[i]);
}

namespace {

// A design's comparison (treatment_comparison.h) from the sessions' scores and numeric metrics,
// and the ranks of its models when two of them meet (model_ranks.h); a session's treatment is its
// id's prefix ("LABEL:rep3"). Null for a spec without treatments.
Json designOf(const Json& spec, const std::vector<SessionScore>& all) {
    const Json arms = designArms(spec);
    if (arms.empty()) return nullptr;
    std::vector<std::pair<std::string, Json>> order;
    for (const auto& arm : arms) order.emplace_back(arm["label"].get<std::string>(), arm["levels"]);
    std::map<std::string, std::string> treatmentOf;
    Json sessions = Json::array();
    std::vector<RankedSession> played;
    for (const auto& s : all) {
        if (!s.started) continue;
        const auto colon = s.id.rfind(':');
        if (colon == std::string::npos) continue;
        treatmentOf[s.id] = s.id.substr(0, colon);
        if (s.finished && s.finalPayoffs) played.push_back({s.id.substr(0, colon), s.players, *s.finalPayoffs});
        Json metrics = Json::object();
        const Json sessionMetrics =
            s.result.is_object() && s.result.contains("metrics") && s.result["metrics"].is_object()
                ? s.result["metrics"]
                : Json::object();
        for (const auto& [name, value] : sessionMetrics.items())  // items() of a living object
            if (value.is_number()) metrics[name] = value;
        sessions.push_back(
            {{"session", s.id},
             {"finished", s.finished},
             {"scores", s.result.is_object() ? s.result.value("scores", Json::object()) : Json::object()},
             {"metrics", metrics}});
    }
    Json design = compareTreatments({{"sessions", sessions}}, treatmentOf, order);
    std::vector<std::string> labels;
    for (const auto& [label, levels] : order) labels.push_back(label);
    if (Json models = rankModels(played, labels); !models.is_null()) design["models"] = std::move(models);
    return design;
}

}  // namespace

Json scoreReport(const std::string& runDir, const Json& spec, std::vector<SessionScore>&& all, bool tornTail,
                 bool perSession, const GatheredScores* gatheredAlready) {
    static const Json noObject = Json::object();
    static const Json noArray = Json::array();
    Json sessions = Json::array();
    GatheredScores own;
    const GatheredScores& gathered = gatheredAlready ? *gatheredAlready : own;
    int incomplete = 0;
    // TrueSkill rates the sessions one after another and needs nothing else: on a thread of its
    // own while the scores are gathered (for a batch of thousands of sessions both take a while),
    // unless both were done as the sessions ended.
    std::vector<std::vector<double>> finalPayoffs;  // per finished session, in run order: one TrueSkill match each
    std::future<std::vector<TrueSkillRating>> rated;
    if (!gatheredAlready || !gatheredAlready->ratings) {
        // Copied, not moved: a design's model ranks read them too (a few numbers per session).
        for (const auto& s : all)
            if (s.started && s.finalPayoffs) finalPayoffs.push_back(*s.finalPayoffs);
        int numSeats = 0;
        for (const auto& p : finalPayoffs) numSeats = std::max(numSeats, static_cast<int>(p.size()));
        rated =
            std::async(std::launch::async, [&finalPayoffs, numSeats] { return rateMatches(numSeats, finalPayoffs); });
    }
    const Json design = designOf(spec, all);
    for (auto& s : all) {
        if (!s.started) continue;
        if (!s.finished) ++incomplete;
        if (!gatheredAlready) own.add(s);
        if (!perSession) {
            s.result = Json();  // freed here, while the ratings are computed
            continue;
        }
        // Moved, not copied, into the report: a batch has thousands of sessions.
        Json entry = {{"session", s.id}, {"finished", s.finished}, {"rounds", s.rounds}};
        entry["scores"] =
            s.result.is_object() && s.result.contains("scores") ? std::move(s.result["scores"]) : noObject;
        entry["metrics"] =
            s.result.is_object() && s.result.contains("metrics") ? std::move(s.result["metrics"]) : noObject;
        entry["per_seat"] =
            s.result.is_object() && s.result.contains("per_seat") ? std::move(s.result["per_seat"]) : noArray;
        sessions.push_back(std::move(entry));
    }

    Json scores = Json::object();
    Json stats = Json::object();
    for (const auto& [mode, values] : gathered.scores.values()) {
        const Summary sum = summarize(values);
        scores[mode] = sum.mean;
        stats[mode] = sum.toJson();
    }
    const std::vector<TrueSkillRating> ratings =
        gatheredAlready && gatheredAlready->ratings ? *gatheredAlready->ratings : rated.get();
    Json seats = Json::array();
    const Json specSeats = spec.value("seats", Json::array());
    for (std::size_t seat = 0; seat < gathered.seats.size(); ++seat) {
        const auto& metrics = gathered.seats[seat].values();
        if (metrics.empty()) continue;  // a seat no session gave a number for
        Json entry = {{"seat", seat}};
        if (seat < specSeats.size()) {
            entry["name"] = specSeats[seat].value("name", "");
            entry["type"] = specSeats[seat].value("type", "");
            if (specSeats[seat].contains("strategy")) entry["strategy"] = specSeats[seat]["strategy"];
            if (specSeats[seat].contains("model")) entry["model"] = specSeats[seat]["model"];
        }
        for (const auto& [metric, values] : metrics) entry[metric] = summarize(values).toJson();
        // Free-for-all TrueSkill over the finished sessions, ranked by final payoff (ties = draws).
        if (seat < ratings.size()) {
            entry["mu"] = ratings[seat].mu;
            entry["sigma"] = ratings[seat].sigma;
        }
        seats.push_back(std::move(entry));
    }
    // Member by member: a braced list copies its values, and `sessions` holds every session's metrics.
    Json report = Json::object();
    report["run"] = runDir;
    report["game"] = spec.value("game", "");
    if (perSession) report["sessions"] = std::move(sessions);
    report["scores"] = std::move(scores);
    report["score_stats"] = std::move(stats);
    report["seats"] = std::move(seats);
    report["incomplete_sessions"] = incomplete;
    if (!design.is_null()) report["design"] = design;
    report["torn_tail"] = tornTail;
    return report;
}

Result<SessionScore> scoreRecordedSession(const Game& game, const SessionRecord& session) {
    SessionRecord checked = session;
    if (!checked.started.is_null()) {
        // The record's parameters must be the game's (readRun has checked they are an object):
        // a spec.json naming another game, or a parameter edited out, would otherwise reach a
        // scorer that reads them unchecked. Missing ones get the game's defaults, as in a spec.
        Json& params = checked.started["setup"]["params"];
        auto resolved = resolveParams(game.params(), params);
        if (!resolved)
            return Error::make("mismatch", "session '" + session.id + "' does not fit game '" + game.id() +
                                               "': " + resolved.error().message);
        params = std::move(resolved.value());
    }
    // Every field a scorer reads has been checked for its type by readRun; should a scorer still
    // meet one it cannot read, the record is reported, never the program ended.
    try {
        return scoreSession(game, std::move(checked));
    } catch (const std::exception& e) {
        return Error::make("parse", "session '" + session.id + "' cannot be scored: " + e.what());
    }
}

Result<Json> scoreRun(const RunRecord& run, const GameRegistry& registry) {
    auto game = registry.get(run.spec.value("game", ""));
    if (!game) return game.error();
    // Numbers a person edited into the record are not scored (the window's Results too).
    if (auto replayed = recordReplays(run, *game.value()); !replayed) return replayed.error();
    std::vector<SessionScore> sessions;
    sessions.reserve(run.sessions.size());
    for (const auto& s : run.sessions) {
        auto scored = scoreRecordedSession(*game.value(), s);
        if (!scored) return scored.error();
        sessions.push_back(std::move(scored.value()));
    }
    return scoreReport(run.dir, run.spec, std::move(sessions), run.tornTail);
}

}  // namespace nashlab::engine
