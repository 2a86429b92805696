#include "classroom/room.h"

#include <QDebug>
#include <algorithm>
#include <cmath>

#include "classroom/room_text.h"
#include "classroom/room_tokens.h"
#include "engine/core/json.h"
#include "engine/game/human_view.h"
#include "engine/game/round_outcome.h"
#include "engine/game/state.h"
#include "engine/record/events.h"

namespace nashlab::classroom {
namespace {

constexpr int kMaxStrikes = 10;  // protocol breaches before a client is closed
constexpr std::size_t kLogLines = 50;
constexpr std::size_t kMaxTokenLength = 64;

// Numbers a round's public report may hold that the projector marks on the distribution.
constexpr const char* kMarkKeys[] = {"average", "target", "mean", "median", "price", "clearing_price"};

Json errorMessage(const std::string& code, const std::string& message) {
    return {{"type", "error"}, {"code", code}, {"message", message}};
}

// The first number in an action object (the guess, the bid, the contribution), if any.
std::optional<double> firstNumber(const Json& action) {
    if (action.is_number()) return action.get<double>();
    if (!action.is_object()) return std::nullopt;
    for (const auto& [key, value] : action.items())
        if (value.is_number()) return value.get<double>();
    return std::nullopt;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

}  // namespace

std::string toString(RoomPhase phase) {
    switch (phase) {
    case RoomPhase::Lobby: return "lobby";
    case RoomPhase::Playing: return "playing";
    case RoomPhase::Paused: return "paused";
    case RoomPhase::WaitingReveal: return "waiting_reveal";
    case RoomPhase::BetweenGames: return "between_games";
    case RoomPhase::Finished: return "finished";
    }
    return "lobby";
}

Room::Room(const engine::Game& game, engine::ExperimentSpec spec, RoomOptions options, QObject* parent)
    : QObject(parent),
      m_game(game),
      m_spec(std::move(spec)),
      m_options(std::move(options)),
      m_code(newJoinCode()),
      m_instructorToken(newToken()),
      m_instructorHash(tokenHash(m_instructorToken)) {
    const auto first = engine::firstSessions(m_spec);
    const auto& seats = first.front().seats;
    for (int i = 0; i < static_cast<int>(seats.size()); ++i) {
        SeatState s;
        s.seat = i;
        s.kind = seats[static_cast<std::size_t>(i)].type;
        s.human = s.kind == "human";
        s.name = seats[static_cast<std::size_t>(i)].name;
        const Json& limit = engine::memberAt(seats[static_cast<std::size_t>(i)].settings, "timeout_s");
        s.timeLimitS = limit.is_number() ? limit.get<double>() : 0;  // the seat's own limit wins
        if (s.human) m_humanSeats.push_back(i);
        m_seats.push_back(std::move(s));
    }
    m_answered.assign(m_seats.size(), false);
    // A game whose round has a target (a ratio of the average) has it drawn on the histogram.
    if (const std::string param = m_game.humanView().presentation().targetRatioParam; !param.empty())
        if (const Json& ratio = engine::memberAt(first.front().setup.params, param.c_str()); ratio.is_number())
            m_targetRatio = ratio.get<double>();
    m_cumulative.assign(m_seats.size(), {});
    m_paths = {{"type", "paths"}, {"names", Json::array()}, {"cumulative", Json::array()}};
    for (int i = 0; i < static_cast<int>(m_seats.size()); ++i) m_paths["names"].push_back(seatNameFor(-1, i));
    m_live = {{"type", "live"},          {"round", 0},
              {"answered", 0},           {"of", m_humanSeats.size()},
              {"values", Json::array()}, {"marks", Json::array()}};
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &Room::tick);
    m_timer.start();
}

Room::~Room() = default;

std::int64_t Room::now() const {
    if (m_clock) return m_clock();
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// --- persistence ------------------------------------------------------------------------------

Json Room::toJson() const {
    Json seats = Json::array();
    for (const auto& s : m_seats) {
        if (!s.human) continue;
        seats.push_back({{"seat", s.seat},
                         {"student", s.student.empty() ? Json() : Json(s.student)},
                         {"token_sha256", s.tokenHash.empty() ? Json() : Json(s.tokenHash)}});
    }
    return {{"version", 1}, {"code", m_code}, {"options", m_options.toJson()}, {"seats", seats}};
}

engine::Status Room::restore(const Json& saved) {
    const auto bad = [](const std::string& why) { return engine::Error::make("invalid_room", "room.json: " + why); };
    if (!saved.is_object() || saved.value("version", 0) != 1) return bad("not a room file of this version");
    const std::string code = saved.value("code", "");
    if (code.size() != 6) return bad("the join code is missing");
    auto options = RoomOptions::fromJson(saved.value("options", Json::object()));
    if (!options) return bad(options.error().message);
    if (!saved.contains("seats") || !saved["seats"].is_array()) return bad("the seats are missing");
    for (const auto& entry : saved["seats"]) {
        const int seat = entry.is_object() && entry.contains("seat") && entry["seat"].is_number_integer()
                             ? entry["seat"].get<int>()
                             : -1;
        if (seat < 0 || seat >= static_cast<int>(m_seats.size()) || !m_seats[static_cast<std::size_t>(seat)].human)
            return bad("seat " + std::to_string(seat + 1) + " is not a human seat of this spec");
        auto& s = m_seats[static_cast<std::size_t>(seat)];
        const Json& hash = entry.contains("token_sha256") ? entry["token_sha256"] : Json();
        const Json& student = entry.contains("student") ? entry["student"] : Json();
        if (hash.is_string() && hash.get<std::string>().size() == 64 && student.is_string()) {
            s.tokenHash = hash.get<std::string>();
            s.student = cleanName(student.get<std::string>());
            s.goneSince = now();  // until the student's page comes back
        }
    }
    m_code = code;
    m_options = options.value();
    return engine::okStatus();
}

void Room::save() {
    if (m_stateFile.empty()) return;
    if (auto s = engine::writeJsonFileAtomic(m_stateFile, toJson()); !s)
        log("could not save the room's seats: " + s.error().message);
}

// --- connections ------------------------------------------------------------------------------

void Room::connected(RoomClient* client) { m_clients[client] = Client{}; }

void Room::disconnected(RoomClient* client) {
    const auto it = m_clients.find(client);
    if (it == m_clients.end()) return;
    const Client c = it->second;
    m_clients.erase(it);
    if (c.role == Client::Role::Student) {
        auto& s = m_seats[static_cast<std::size_t>(c.seat)];
        if (s.client == client) {
            s.client = nullptr;
            s.goneSince = now();
            log(s.student + " left seat " + std::to_string(c.seat + 1));
        }
    } else if (c.role == Client::Role::Waiting) {
        log(c.name + " left the waiting list");
    }
    emit changed();
}

void Room::refused(RoomClient* client, const std::string& code, const std::string& message) {
    strike(client, code, message);
}

void Room::strike(RoomClient* client, const std::string& code, const std::string& message, const Json& extra) {
    Json e = errorMessage(code, message);
    if (extra.is_object())
        for (const auto& [k, v] : extra.items()) e[k] = v;
    client->send(e);
    const auto it = m_clients.find(client);
    qWarning().noquote() << "classroom: refused a message from" << QString::fromStdString(client->peer())
                         << QString::fromStdString(code) << QString::fromStdString(message);
    if (it != m_clients.end() && ++it->second.strikes >= kMaxStrikes) {
        log("closed a connection from " + client->peer() + " after " + std::to_string(kMaxStrikes) +
            " refused messages");
        client->close("too many refused messages");
    }
}

void Room::received(RoomClient* client, const Json& m) {
    auto it = m_clients.find(client);
    if (it == m_clients.end()) return;
    Client& c = it->second;
    if (!m.is_object() || !m.contains("type") || !m["type"].is_string())
        return strike(client, "bad_message", "A message is a JSON object with a \"type\"");
    const std::string type = m["type"].get<std::string>();
    if (type == "ping") return client->send({{"type", "pong"}});
    if (type == "hello") return hello(client, c, m);
    if (type == "answer") {
        if (c.role != Client::Role::Student) return strike(client, "forbidden", "Only a seated student answers");
        return answer(client, c, m);
    }
    if (type == "control") {
        if (c.role != Client::Role::Instructor)
            return strike(client, "forbidden", "The room's controls are the instructor's");
        if (auto s = control(m); !s) client->send(errorMessage("invalid_control", s.error().message));
        return;
    }
    strike(client, "bad_message", "Unknown message type '" + type.substr(0, 32) + "'");
}

void Room::hello(RoomClient* client, Client& c, const Json& m) {
    if (c.role != Client::Role::None) return strike(client, "bad_message", "This connection has said hello already");
    const std::string role = m.contains("role") && m["role"].is_string() ? m["role"].get<std::string>() : "";
    const std::string token = m.contains("token") && m["token"].is_string() ? m["token"].get<std::string>() : "";
    if (token.size() > kMaxTokenLength) return strike(client, "unknown_token", "This link is not valid");
    if (role == "instructor" || role == "projector") {
        if (token.empty() || !sameSecret(tokenHash(token), m_instructorHash))
            return strike(client, "unknown_token", "This link is not valid for this room");
        c.role = role == "instructor" ? Client::Role::Instructor : Client::Role::Projector;
        client->send(c.role == Client::Role::Instructor ? snapshot() : projectorSnapshot());  // no names on a beamer
        client->send(m_live);
        client->send(m_paths);
        if (!m_lastHeader.is_null()) client->send(m_lastHeader);
        return;
    }
    if (role != "student") return strike(client, "bad_message", "Unknown role");
    if (!token.empty()) {
        const std::string hash = tokenHash(token);
        for (auto& s : m_seats) {
            if (!s.human || s.tokenHash.empty() || !sameSecret(s.tokenHash, hash)) continue;
            if (s.client && s.client != client) {
                // The same student in a new tab (or back before the old connection was noticed gone).
                RoomClient* old = s.client;
                old->send(errorMessage("replaced", "Your seat was opened in another window"));
                if (auto o = m_clients.find(old); o != m_clients.end()) o->second.role = Client::Role::None;
                old->close("seat opened elsewhere");
            }
            c.role = Client::Role::Student;
            c.seat = s.seat;
            c.name = s.student;
            s.client = client;
            s.goneSince = -1;
            log(s.student + " is back in seat " + std::to_string(s.seat + 1));
            welcome(client, s, token);
            sendState(s);
            // The last result, unless this round's answer is in already (the page then waits).
            if (!s.lastResult.is_null() && !m_answered[static_cast<std::size_t>(s.seat)]) client->send(s.lastResult);
            if (auto a = m_asks.find(s.seat); a != m_asks.end() && !held(a->second) && !s.asBot) showAsk(s, a->second);
            emit changed();
            return;
        }
        return strike(client, "unknown_token", "This seat is not known here any more: join again with the code");
    }
    const std::string code = m.contains("code") && m["code"].is_string() ? m["code"].get<std::string>() : "";
    std::string upper;
    for (char ch : code.substr(0, 16))
        if (ch != ' ' && ch != '-') upper += static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
    if (!sameSecret(upper, m_code)) return strike(client, "bad_code", "That is not this room's code");
    const std::string name = cleanName(m.contains("name") && m["name"].is_string() ? m["name"].get<std::string>() : "");
    if (name.empty()) return client->send(errorMessage("bad_name", "Type the name the others should see"));
    if (m_phase == RoomPhase::Finished) return client->send(errorMessage("room_full", "This room's games are over"));
    const int seat = freeSeat();
    if (seat < 0) {
        c.role = Client::Role::Waiting;
        c.name = name;
        c.waitingId = m_nextWaiting++;
        client->send({{"type", "state"},
                      {"phase", "waiting_seat"},
                      {"round", m_round},
                      {"rounds", m_spec.rounds},
                      {"total", 0},
                      {"message", "Every seat is taken. The instructor can give you one."}});
        log(name + " is waiting for a seat");
        emit changed();
        return;
    }
    seatStudent(client, c, seat, name);
}

void Room::seatStudent(RoomClient* client, Client& c, int seat, const std::string& name) {
    auto& s = m_seats[static_cast<std::size_t>(seat)];
    const std::string token = newToken();
    s.tokenHash = tokenHash(token);
    s.student = name;
    s.client = client;
    s.goneSince = -1;
    s.lastResult = nullptr;
    c.role = Client::Role::Student;
    c.seat = seat;
    c.name = name;
    welcome(client, s, token);
    sendState(s);
    if (auto a = m_asks.find(seat); a != m_asks.end() && !held(a->second) && !s.asBot) showAsk(s, a->second);
    log(name + " took seat " + std::to_string(seat + 1));
    save();
    emit changed();
}

void Room::welcome(RoomClient* client, const SeatState& s, const std::string& token) {
    client->send({{"type", "welcome"},
                  {"seat", s.seat},
                  {"token", token},
                  {"name", s.student},
                  {"seat_name", "Player " + std::to_string(s.seat + 1)},
                  {"title", m_game.title()},
                  {"rounds", m_spec.rounds}});
}

int Room::freeSeat() const {
    for (int seat : m_humanSeats) {
        const auto& s = m_seats[static_cast<std::size_t>(seat)];
        if (s.tokenHash.empty()) return seat;
    }
    return -1;
}

int Room::connectedStudents() const {
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [](const SeatState& s) { return s.client; }));
}

std::string Room::seatNameFor(int viewer, int seat) const {
    if (viewer >= 0 && seat == viewer) return "you";
    return "Player " + std::to_string(seat + 1);
}

// --- questions and answers --------------------------------------------------------------------

bool Room::holding() const {
    return m_phase == RoomPhase::Lobby || m_phase == RoomPhase::Paused || m_phase == RoomPhase::WaitingReveal ||
           m_phase == RoomPhase::BetweenGames;
}

bool Room::held(const Ask& a) const { return holding() || (!m_session.empty() && a.request.session != m_session); }

double Room::timeLimitFor(int seat) const {
    const double own = m_seats[static_cast<std::size_t>(seat)].timeLimitS;
    return own > 0 ? own : m_options.timeLimitS;
}

void Room::ask(int seat, const engine::DecisionRequest& request, engine::Seat::Callback done, engine::Seat* fallback) {
    if (m_session.empty()) m_session = request.session;
    Ask a;
    a.id = m_nextAsk++;
    a.request = request;
    a.done = std::move(done);
    a.fallback = fallback;
    a.askedAt = now();
    const double limit = timeLimitFor(seat);
    if (limit > 0) a.frozenLeft = static_cast<std::int64_t>(limit * 1000.0);  // the countdown starts when shown
    auto& s = m_seats[static_cast<std::size_t>(seat)];
    // Nobody is at the seat: the grace period runs from this question (a student who went in an
    // earlier round gets the same time to come back for each new one).
    if (!s.client) s.goneSince = now();
    // The projector's scale: the range of the first number a person answers.
    if (!m_live.contains("min"))
        for (const auto& field : request.actionSpec.fields)
            if (field.min && field.max) {
                m_live["min"] = *field.min;
                m_live["max"] = *field.max;
                break;
            }
    m_asks[seat] = std::move(a);
    if (m_round < request.round) {
        m_round = request.round;
        std::fill(m_answered.begin(), m_answered.end(), false);
        m_live["round"] = m_round;
        m_live["answered"] = 0;
        m_live["values"] = Json::array();
        m_live["marks"] = Json::array();
        m_live["complete"] = false;
        pushLive();
    }
    release(seat);
    emit changed();
}

void Room::release(int seat) {
    auto it = m_asks.find(seat);
    if (it == m_asks.end() || held(it->second)) return;
    Ask& a = it->second;
    if (a.frozenLeft >= 0) {
        a.deadline = now() + a.frozenLeft;
        a.frozenLeft = -1;
    }
    auto& s = m_seats[static_cast<std::size_t>(seat)];
    if (s.asBot) return answerForGone(seat, "the instructor switched the seat to a bot", true);
    if (s.client) showAsk(s, a);
}

void Room::releaseHeld() {
    std::vector<int> seats;
    for (const auto& [seat, a] : m_asks) seats.push_back(seat);
    for (int seat : seats) release(seat);  // an answer may complete the round and ask anew
}

void Room::showAsk(SeatState& s, Ask& a) {
    if (!s.client) return;
    const engine::HumanView& view = m_game.humanView();
    const int seat = s.seat;
    const SeatNames names = [this, seat](int k) { return seatNameFor(seat, k); };
    Json situation = renderLines(view.situation(a.request.observation, seat), names);
    for (auto& line : situation) line = capitalised(line.get<std::string>());
    s.client->send({{"type", "ask"},
                    {"ask", a.id},
                    {"round", a.request.round},
                    {"situation", std::move(situation)},
                    {"form", formToJson(view.form(a.request.actionSpec, a.request.observation, seat), names)},
                    {"deadline_ms", a.deadline >= 0 ? Json(std::max<std::int64_t>(0, a.deadline - now())) : Json()},
                    {"feedback", a.request.feedback}});
    a.shown = true;
}

void Room::answer(RoomClient* client, Client& c, const Json& m) {
    const Json& askId = m.contains("ask") ? m["ask"] : Json();
    const Json& action = m.contains("action") ? m["action"] : Json();
    if (!askId.is_number_integer() || !action.is_object())
        return strike(client, "bad_message", "An answer names its question (\"ask\") and holds an \"action\" object");
    const auto it = m_asks.find(c.seat);
    if (it == m_asks.end() || it->second.id != askId.get<int>() ||
        !it->second.shown)  // shown: answerable, paused or not
        return client->send(
            {{"type", "error"}, {"code", "stale_ask"}, {"message", "This question is closed"}, {"ask", askId}});
    Ask& a = it->second;
    auto coerced = a.request.actionSpec.coerce(action);
    engine::Status legal =
        coerced ? a.request.state ? a.request.state->validate(c.seat, coerced.value()) : engine::okStatus()
                : engine::Status(coerced.error());
    if (!legal) {
        qInfo().noquote() << "classroom: seat" << c.seat + 1
                          << "sent an answer the rules refuse:" << QString::fromStdString(legal.error().message);
        return client->send({{"type", "error"},
                             {"code", "invalid_answer"},
                             {"message", capitalised(legal.error().message)},
                             {"ask", a.id}});
    }
    engine::DecisionReply reply;
    reply.action = coerced.value();
    reply.rawText = coerced->dump();
    reply.latencyMs = static_cast<double>(now() - a.askedAt);
    reply.extra = {{"input", "classroom"}, {"student", c.name}};
    const int id = a.id;
    client->send({{"type", "accepted"}, {"ask", id}});
    settle(c.seat, std::move(reply));
}

void Room::settle(int seat, engine::DecisionReply reply) {
    auto node = m_asks.extract(seat);
    if (node.empty()) return;
    m_answered[static_cast<std::size_t>(seat)] = true;
    if (reply.action)  // the projector's distribution: students' answers and those given for them
        if (const auto value = firstNumber(*reply.action)) {
            m_live["values"].push_back(*value);
            m_live["marks"] = runningMarks();
        }
    m_live["answered"] = std::count(m_answered.begin(), m_answered.end(), true);
    pushLive();
    emit changed();
    node.mapped().done(std::move(reply));  // may complete the round, and ask this seat anew
}

void Room::answerForGone(int seat, const std::string& why, bool instructor) {
    const auto it = m_asks.find(seat);
    if (it == m_asks.end()) return;
    Ask& a = it->second;
    auto& s = m_seats[static_cast<std::size_t>(seat)];
    const Json input = instructor ? "instructor_bot" : "dropout";
    if (s.client && a.shown)  // a page still showing the question: it is answered for them
        s.client->send({{"type", "withdrawn"}, {"ask", a.id}, {"reason", "A bot answered for this seat"}});
    const bool bot = instructor || m_options.dropout == Dropout::Bot;
    if (bot && a.fallback) {
        engine::DecisionReply answered;
        bool got = false;
        a.fallback->decide(a.request, [&](engine::DecisionReply r) {
            answered = std::move(r);
            got = true;
        });
        if (got && answered.action) {
            answered.extra = {{"input", input}, {"policy", "bot"}, {"strategy", m_fallbackStrategy}, {"why", why}};
            log("seat " + std::to_string(seat + 1) + ": the bot answered (" + why + ")");
            return settle(seat, std::move(answered));
        }
    }
    engine::DecisionReply reply;
    reply.action = a.request.state ? a.request.state->defaultAction(seat) : Json();
    reply.extra = {{"input", input}, {"policy", "default_action"}, {"why", why}};
    log("seat " + std::to_string(seat + 1) + ": the game's default action answered (" + why + ")");
    settle(seat, std::move(reply));
}

void Room::withdraw(int seat) {
    const auto it = m_asks.find(seat);
    if (it == m_asks.end()) return;
    const int id = it->second.id;
    m_asks.erase(it);
    auto& s = m_seats[static_cast<std::size_t>(seat)];
    if (s.client) s.client->send({{"type", "withdrawn"}, {"ask", id}, {"reason", "The round was stopped"}});
    emit changed();
}

void Room::tick() {
    if (m_asks.empty()) return;
    const std::int64_t t = now();
    std::vector<int> seats;
    for (const auto& [seat, a] : m_asks) seats.push_back(seat);
    for (int seat : seats) {
        const auto it = m_asks.find(seat);
        if (it == m_asks.end() || held(it->second)) continue;
        Ask& a = it->second;
        auto& s = m_seats[static_cast<std::size_t>(seat)];
        if (a.deadline >= 0 && t >= a.deadline) {
            const double limit = static_cast<double>(a.deadline - a.askedAt) / 1000.0;
            engine::DecisionReply reply;
            reply.timedOut = "no answer within " + engine::formatNumber(std::max(0.0, limit), 0) + " s";
            reply.extra = {{"input", "classroom"}, {"timed_out", true}};
            if (s.client) s.client->send({{"type", "withdrawn"}, {"ask", a.id}, {"reason", "Time ran out"}});
            log("seat " + std::to_string(seat + 1) + ": time ran out");
            settle(seat, std::move(reply));
            continue;
        }
        if (!s.client && m_options.dropout != Dropout::Wait && s.goneSince >= 0 &&
            t - s.goneSince >= static_cast<std::int64_t>(m_options.graceS * 1000.0))
            answerForGone(seat, s.student.empty() ? "nobody holds the seat" : s.student + " is gone", false);
    }
}

// --- what the sessions write ------------------------------------------------------------------

void Room::eventWritten(const Json& e) {
    using engine::EventType;
    const std::optional<EventType> type = engine::eventTypeOf(e);
    if (type == EventType::SessionStarted || type == EventType::SessionResumed) {
        m_round = 0;
        for (auto& s : m_seats) s.total = 0;
        for (auto& c : m_cumulative) c.clear();
        m_paths["cumulative"] = Json::array();
        if (type == EventType::SessionResumed && e.contains("rounds_done")) m_round = e.value("rounds_done", 0);
    } else if (type == EventType::RoundCompleted) {
        roundCompleted(e);
    } else if (type == EventType::SessionFinished || type == EventType::SessionAborted) {
        ++m_sessionsEnded;
        if (m_sessionsEnded < m_sessionsTotal && m_phase != RoomPhase::Finished) {
            m_session.clear();
            // Held results are shown first; the break between games follows the reveal.
            if (m_phase == RoomPhase::WaitingReveal)
                m_afterReveal = RoomPhase::BetweenGames;
            else
                setPhase(RoomPhase::BetweenGames);
            log("game " + std::to_string(m_sessionsEnded) + " of " + std::to_string(m_sessionsTotal) + " is over");
        }
    }
}

void Room::roundCompleted(const Json& e) {
    auto outcome = engine::RoundOutcome::fromJson(e);
    if (!outcome) return;
    const engine::RoundOutcome& r = outcome.value();
    m_round = r.round;
    const engine::HumanView& view = m_game.humanView();
    const SeatNames anonymous = [this](int k) { return seatNameFor(-1, k); };
    // The projector: every action of the round, and the report's reference numbers.
    Json values = Json::array();
    for (const auto& action : r.actions)
        if (const auto v = firstNumber(action)) values.push_back(*v);
    Json marks = Json::array();
    for (const char* key : kMarkKeys)
        if (r.publicReport.is_object() && r.publicReport.contains(key) && r.publicReport[key].is_number())
            marks.push_back({{"label", engine::HumanView::humanKey(key)}, {"value", r.publicReport[key]}});
    m_live["values"] = std::move(values);
    m_live["marks"] = std::move(marks);
    m_live["complete"] = true;
    for (std::size_t i = 0; i < m_seats.size() && i < r.cumulative.size(); ++i)
        m_cumulative[i].push_back(r.cumulative[i]);
    m_paths["cumulative"] = m_cumulative;
    m_lastHeader = {{"type", "result"}, {"round", r.round}, {"header", headerToJson(view.roundHeader(r), anonymous)}};
    toInstructors(m_live);
    toInstructors(m_paths);
    toInstructors(m_lastHeader);
    for (int seat : m_humanSeats) {
        auto& s = m_seats[static_cast<std::size_t>(seat)];
        const auto i = static_cast<std::size_t>(seat);
        s.total = i < r.cumulative.size() ? r.cumulative[i] : 0;
        const SeatNames names = [this, seat](int k) { return seatNameFor(seat, k); };
        s.lastResult = {
            {"type", "result"},
            {"round", r.round},
            {"header", headerToJson(view.roundHeader(r), names)},
            {"your_action",
             renderPhrase(view.action(r.actions.is_array() && i < r.actions.size() ? r.actions[i] : Json(), seat),
                          names)},
            {"your_payoff", i < r.payoffs.size() ? r.payoffs[i] : 0.0},
            {"total", s.total}};
        if (!m_options.holdResults && s.client) s.client->send(s.lastResult);
    }
    if (m_options.holdResults && m_phase == RoomPhase::Playing) {
        setPhase(RoomPhase::WaitingReveal);
    }
    emit changed();
}

void Room::experimentDone() {
    m_asks.clear();
    if (m_phase == RoomPhase::WaitingReveal)
        m_afterReveal = RoomPhase::Finished;  // the last results wait for the instructor too
    else
        setPhase(RoomPhase::Finished);
    log("the room's games are over");
    emit changed();
}

void Room::pushLive() { toInstructors(m_live); }

// While a round is open the marks move with the answers in so far: their average, and for the
// guess game its target (R × the average, the game's rule). The round's report replaces them.
Json Room::runningMarks() const {
    const Json& values = m_live["values"];
    if (!values.is_array() || values.empty()) return Json::array();
    double sum = 0;
    for (const auto& v : values) sum += v.get<double>();
    const double mean = sum / static_cast<double>(values.size());
    Json marks = Json::array({{{"label", "Average so far"}, {"value", mean}}});
    if (m_targetRatio) marks.push_back({{"label", "Target so far"}, {"value", *m_targetRatio * mean}});
    return marks;
}

void Room::setPhase(RoomPhase phase) {
    if (m_phase == phase) return;
    m_phase = phase;
    for (auto& s : m_seats)
        if (s.human && s.client) sendState(s);
    toInstructors(snapshot());
}

std::string Room::phaseMessage() const {
    switch (m_phase) {
    case RoomPhase::Lobby: return "Waiting for the instructor to start";
    case RoomPhase::Paused: return "The instructor paused the game";
    case RoomPhase::WaitingReveal: return "Waiting for the instructor to show the results";
    case RoomPhase::BetweenGames: return "This game is over. The next one starts when the instructor says so";
    case RoomPhase::Finished: return "The game is over. Thank you for playing!";
    case RoomPhase::Playing: break;
    }
    return {};
}

void Room::sendState(SeatState& s) {
    if (!s.client) return;
    s.client->send({{"type", "state"},
                    {"phase", toString(m_phase)},
                    {"round", m_round},
                    {"rounds", m_spec.rounds},
                    {"total", s.total},
                    {"message", phaseMessage()}});
}

void Room::toInstructors(const Json& message) {
    for (auto& [client, c] : m_clients) {
        if (c.role == Client::Role::Instructor)
            client->send(message);
        else if (c.role == Client::Role::Projector && message.value("type", "") != "room")
            client->send(message);
        else if (c.role == Client::Role::Projector)
            client->send(projectorSnapshot());
    }
}

Json Room::projectorSnapshot() const {
    Json j = snapshot();
    // The projector shows seats by number only: no student names, no log.
    for (auto& s : j["seats"])
        s["student"] = s["student"].is_null() ? Json() : Json("Player " + std::to_string(s.value("seat", 0) + 1));
    j["log"] = Json::array();
    j["waiting"] = Json::array();
    return j;
}

void Room::log(const std::string& line) {
    m_log.push_back(line);
    while (m_log.size() > kLogLines) m_log.pop_front();
    qInfo().noquote() << "classroom:" << QString::fromStdString(line);
    emit logged(QString::fromStdString(line));
}

Json Room::snapshot() const {
    Json seats = Json::array();
    const std::int64_t t = now();
    for (const auto& s : m_seats) {
        const auto a = m_asks.find(s.seat);
        const bool asked = a != m_asks.end() && !held(a->second);
        Json deadline;
        if (a != m_asks.end() && a->second.deadline >= 0)
            deadline = std::max<std::int64_t>(0, a->second.deadline - t);
        else if (a != m_asks.end() && a->second.frozenLeft >= 0 && a->second.shown)
            deadline = a->second.frozenLeft;
        seats.push_back({{"seat", s.seat},
                         {"kind", s.kind},
                         {"name", s.name},
                         {"student", s.student.empty() ? Json() : Json(s.student)},
                         {"connected", s.client != nullptr},
                         {"asked", asked},
                         {"answered", m_answered[static_cast<std::size_t>(s.seat)]},
                         {"as_bot", s.asBot},
                         {"deadline_ms", deadline}});
    }
    Json waiting = Json::array();
    for (const auto& [client, c] : m_clients)
        if (c.role == Client::Role::Waiting) waiting.push_back({{"student", c.waitingId}, {"name", c.name}});
    return {{"type", "room"},
            {"phase", toString(m_phase)},
            {"title", m_game.title()},
            {"game", m_game.id()},
            {"code", m_code},
            {"join_url", m_joinUrl},
            {"round", m_round},
            {"rounds", m_spec.rounds},
            {"session", m_sessionsEnded + (m_phase == RoomPhase::Finished ? 0 : 1)},
            {"sessions", m_sessionsTotal},
            {"hold_results", m_options.holdResults},
            {"dropout", dropoutText(m_options)},
            {"seats", std::move(seats)},
            {"waiting", std::move(waiting)},
            {"log", Json(std::vector<std::string>(m_log.begin(), m_log.end()))}};
}

}  // namespace nashlab::classroom
