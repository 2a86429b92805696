// The instructor's controls: one member function per command, found by name in one table, so a
// command's checks and effects read on their own and adding one is one line in the table.
#include <algorithm>
#include <string_view>

#include "classroom/room.h"
#include "engine/core/json.h"

namespace nashlab::classroom {
namespace {

engine::Error refusal(const std::string& why) { return engine::Error::make("invalid_control", why); }

}  // namespace

engine::Status Room::control(const Json& m) {
    using Command = engine::Status (Room::*)(const Json&);
    struct Entry {
        std::string_view name;
        Command run;
    };
    static constexpr Entry kCommands[] = {
        {"start", &Room::startCommand},      {"pause", &Room::pauseCommand},   {"resume", &Room::resumeCommand},
        {"extend", &Room::extendCommand},    {"kick", &Room::kickCommand},     {"to_bot", &Room::toBotCommand},
        {"to_human", &Room::toHumanCommand}, {"reveal", &Room::revealCommand}, {"next_game", &Room::nextGameCommand},
        {"assign", &Room::assignCommand},
    };
    const std::string name = m.contains("command") && m["command"].is_string() ? m["command"].get<std::string>() : "";
    const auto* entry =
        std::find_if(std::begin(kCommands), std::end(kCommands), [&](const Entry& e) { return e.name == name; });
    if (entry == std::end(kCommands)) return refusal("Unknown command '" + name.substr(0, 32) + "'");
    if (auto done = (this->*entry->run)(m); !done) return done;
    emit changed();
    toInstructors(snapshot());
    return engine::okStatus();
}

engine::Result<int> Room::humanSeatOf(const Json& m) const {
    if (!m.contains("seat") || !m["seat"].is_number_integer()) return refusal("Say which seat (\"seat\": 0-based)");
    const int seat = m["seat"].get<int>();
    if (seat < 0 || seat >= static_cast<int>(m_seats.size()) || !m_seats[static_cast<std::size_t>(seat)].human)
        return refusal("Seat " + std::to_string(seat + 1) + " is not a human seat");
    return seat;
}

engine::Status Room::startCommand(const Json&) {
    if (m_phase != RoomPhase::Lobby) return refusal("The room has started already");
    setPhase(RoomPhase::Playing);
    log("the instructor started the game");
    if (m_onStart) m_onStart();
    releaseHeld();
    return engine::okStatus();
}

engine::Status Room::pauseCommand(const Json&) {
    if (m_phase != RoomPhase::Playing && m_phase != RoomPhase::WaitingReveal) return refusal("Nothing is playing");
    m_phaseBeforePause = m_phase;
    for (auto& [k, a] : m_asks)
        if (a.deadline >= 0) {
            a.frozenLeft = std::max<std::int64_t>(0, a.deadline - now());
            a.deadline = -1;
        }
    setPhase(RoomPhase::Paused);
    log("the instructor paused the game");
    return engine::okStatus();
}

engine::Status Room::resumeCommand(const Json&) {
    if (m_phase != RoomPhase::Paused) return refusal("The game is not paused");
    setPhase(m_phaseBeforePause);
    log("the instructor resumed the game");
    // Questions shown before the pause get their countdown back.
    for (auto& [k, a] : m_asks)
        if (a.shown && a.frozenLeft >= 0) {
            a.deadline = now() + a.frozenLeft;
            a.frozenLeft = -1;
            if (auto* c = m_seats[static_cast<std::size_t>(k)].client)
                c->send({{"type", "deadline"}, {"ask", a.id}, {"deadline_ms", a.deadline - now()}});
        }
    releaseHeld();
    return engine::okStatus();
}

engine::Status Room::extendCommand(const Json& m) {
    const double seconds = m.contains("seconds") && m["seconds"].is_number() ? m["seconds"].get<double>() : 0;
    if (!(seconds > 0 && seconds <= 3600)) return refusal("Extend by 1 to 3600 seconds");
    const auto extra = static_cast<std::int64_t>(seconds * 1000.0);
    int extended = 0;
    for (auto& [k, a] : m_asks) {
        if (a.deadline >= 0) {
            a.deadline += extra;
            ++extended;
            if (auto* c = m_seats[static_cast<std::size_t>(k)].client; c && a.shown)
                c->send({{"type", "deadline"}, {"ask", a.id}, {"deadline_ms", a.deadline - now()}});
        } else if (a.frozenLeft >= 0) {
            a.frozenLeft += extra;
            ++extended;
        }
    }
    if (extended == 0) return refusal("No open question has a time limit");
    log("the instructor gave " + engine::formatNumber(seconds, 0) + " s more");
    return engine::okStatus();
}

engine::Status Room::kickCommand(const Json& m) {
    const auto seat = humanSeatOf(m);
    if (!seat) return seat.error();
    auto& st = m_seats[static_cast<std::size_t>(*seat)];
    if (st.tokenHash.empty()) return refusal("Seat " + std::to_string(*seat + 1) + " has no student");
    if (st.client) {
        RoomClient* old = st.client;
        old->send({{"type", "kicked"}, {"message", "The instructor gave your seat to someone else"}});
        if (auto o = m_clients.find(old); o != m_clients.end()) o->second.role = Client::Role::None;
        old->close("kicked");
    }
    log("the instructor took seat " + std::to_string(*seat + 1) + " from " + st.student);
    st.client = nullptr;
    st.student.clear();
    st.tokenHash.clear();
    st.lastResult = nullptr;
    st.goneSince = now();
    // The first student waiting for a seat takes it.
    for (auto& [client, c] : m_clients)
        if (c.role == Client::Role::Waiting) {
            seatStudent(client, c, *seat, c.name);
            break;
        }
    save();
    return engine::okStatus();
}

engine::Status Room::toBotCommand(const Json& m) { return switchSeat(m, true); }
engine::Status Room::toHumanCommand(const Json& m) { return switchSeat(m, false); }

engine::Status Room::switchSeat(const Json& m, bool toBot) {
    const auto seat = humanSeatOf(m);
    if (!seat) return seat.error();
    auto& st = m_seats[static_cast<std::size_t>(*seat)];
    if (st.asBot == toBot) return refusal(toBot ? "A bot plays that seat already" : "That seat is not a bot's");
    st.asBot = toBot;
    log(toBot ? "a bot plays seat " + std::to_string(*seat + 1)
              : "seat " + std::to_string(*seat + 1) + " is a student's again");
    if (st.client)
        st.client->send(
            {{"type", "state"},
             {"phase", toString(m_phase)},
             {"round", m_round},
             {"rounds", m_spec.rounds},
             {"total", st.total},
             {"message", toBot ? "The instructor lets a bot play your seat for now" : "Your seat is yours again"}});
    if (toBot) release(*seat);
    return engine::okStatus();
}

engine::Status Room::revealCommand(const Json&) {
    if (m_phase != RoomPhase::WaitingReveal) return refusal("No results are waiting to be shown");
    for (int s : m_humanSeats) {
        auto& st = m_seats[static_cast<std::size_t>(s)];
        if (st.client && !st.lastResult.is_null()) st.client->send(st.lastResult);
    }
    setPhase(m_afterReveal);
    m_afterReveal = RoomPhase::Playing;
    log("the instructor showed the results of round " + std::to_string(m_round));
    releaseHeld();
    return engine::okStatus();
}

engine::Status Room::nextGameCommand(const Json&) {
    if (m_phase != RoomPhase::BetweenGames) return refusal("The next game starts when this one is over");
    m_session.clear();
    for (const auto& [k, a] : m_asks) {  // the next session's questions wait already
        m_session = a.request.session;
        break;
    }
    m_round = 0;
    setPhase(RoomPhase::Playing);
    log("the instructor started game " + std::to_string(m_sessionsEnded + 1));
    releaseHeld();
    return engine::okStatus();
}

engine::Status Room::assignCommand(const Json& m) {
    const auto seat = humanSeatOf(m);
    if (!seat) return seat.error();
    // A free seat, or one whose student has gone: the waiting student takes it over.
    if (m_seats[static_cast<std::size_t>(*seat)].client)
        return refusal("Seat " + std::to_string(*seat + 1) + " is taken by a student who is here: kick first");
    const int waiting = m.contains("student") && m["student"].is_number_integer() ? m["student"].get<int>() : -1;
    for (auto& [client, c] : m_clients)
        if (c.role == Client::Role::Waiting && c.waitingId == waiting) {
            seatStudent(client, c, *seat, c.name);
            return engine::okStatus();
        }
    return refusal("No student with that number is waiting");
}

}  // namespace nashlab::classroom
