#pragma once
// Room: the people side of a classroom session. It seats students who join with the room's code
// (each seat bound to an unguessable token), sends each one only what their seat may see — the
// game's HumanView, never a model's prompt —, checks every answer against the seat's ActionSpec
// and the game's rules before the engine hears of it, runs the countdowns, answers for students who
// have gone under the dropout policy, and carries out the instructor's controls.
//
// It knows nothing of sockets: the server hands it clients (RoomClient) and their parsed
// messages, so the same logic is driven by tests directly. Single-threaded (the event loop's).
#include <QObject>
#include <QTimer>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "classroom/room_options.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/game/game.h"
#include "engine/session/seat.h"

namespace nashlab::classroom {

/// One connected page, as the room sees it. The server owns it; the room never deletes one.
class RoomClient {
public:
    virtual ~RoomClient() = default;
    virtual void send(const Json& message) = 0;
    /// Ends the connection (after the messages sent so far).
    virtual void close(const std::string& why) = 0;
    /// For the log: where it connects from.
    virtual std::string peer() const { return {}; }
};

enum class RoomPhase { Lobby, Playing, Paused, WaitingReveal, BetweenGames, Finished };
std::string toString(RoomPhase phase);

class Room final : public QObject {
    Q_OBJECT

public:
    using Clock = std::function<std::int64_t()>;  ///< milliseconds, monotonic

    Room(const engine::Game& game, engine::ExperimentSpec spec, RoomOptions options, QObject* parent = nullptr);
    ~Room() override;

    // --- identity ---------------------------------------------------------------------------
    const std::string& code() const { return m_code; }
    /// The instructor's secret for the controls and the projector (a fresh one per opening).
    const std::string& instructorToken() const { return m_instructorToken; }
    void setJoinUrl(std::string url) { m_joinUrl = std::move(url); }
    const std::string& joinUrl() const { return m_joinUrl; }
    const RoomOptions& options() const { return m_options; }
    const engine::ExperimentSpec& spec() const { return m_spec; }

    // --- persistence: room.json in the run folder (tokens only as SHA-256) -----------------------
    /// Written again after every change of who holds which seat (empty: not kept).
    void setStateFile(std::string path) { m_stateFile = std::move(path); }
    Json toJson() const;
    /// A reopened room (run --resume): its code, options and every seat's token hash.
    engine::Status restore(const Json& saved);

    // --- connections (from the server) ---------------------------------------------------------
    void connected(RoomClient* client);
    void received(RoomClient* client, const Json& message);
    void disconnected(RoomClient* client);
    /// A message broke the protocol before it was parsed (too large, not JSON): say so to the
    /// client; after repeated abuse the room closes it.
    void refused(RoomClient* client, const std::string& code, const std::string& message);

    // --- the session's side (RemoteSeat, the run) ------------------------------------------------
    /// A human seat is asked. `fallback` answers for it under the dropout policy (may be null).
    void ask(int seat, const engine::DecisionRequest& request, engine::Seat::Callback done, engine::Seat* fallback);
    void withdraw(int seat);
    /// Every event the sessions write (round_completed, session_started, session_finished ...).
    void eventWritten(const Json& event);
    /// The experiment is over (every session ended).
    void experimentDone();

    // --- the instructor ----------------------------------------------------------------------
    /// One control command as the instructor's socket sends it ({"command": "start", ...}).
    engine::Status control(const Json& command);
    RoomPhase phase() const { return m_phase; }
    /// The instructor's view: the "room" message.
    Json snapshot() const;
    /// The projector's last "live" and "paths" messages.
    const Json& live() const { return m_live; }
    const Json& paths() const { return m_paths; }
    /// The last round's public result as the projector shows it ({"round", "header": [...]}), or null.
    const Json& lastResult() const { return m_lastHeader; }
    /// Called once on "start": the run begins playing.
    void setOnStart(std::function<void()> start) { m_onStart = std::move(start); }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    /// How many sessions the run plays, and how many of them ended before this room opened.
    void setSessions(int total, int endedBefore) {
        m_sessionsTotal = total;
        m_sessionsEnded = endedBefore;
    }
    /// The bot strategy that answers under the Bot policy (for the record).
    void setFallbackStrategy(std::string strategy) { m_fallbackStrategy = std::move(strategy); }
    /// Checks countdowns and grace periods now (the room's timer does it four times a second).
    void tick();
    /// The human seats (0-based), in order.
    const std::vector<int>& humanSeats() const { return m_humanSeats; }
    int connectedStudents() const;

signals:
    /// Anything the instructor's view shows changed.
    void changed();
    /// A line for the log (also kept in the snapshot).
    void logged(const QString& line);

private:
    struct SeatState {
        int seat = -1;
        bool human = false;
        std::string kind;     ///< "human", "bot", "llm"
        std::string name;     ///< the spec's name
        std::string student;  ///< the name of the student who holds it (empty: free)
        std::string tokenHash;
        RoomClient* client = nullptr;
        std::int64_t goneSince = -1;  ///< when its student went (or since asked without one); -1: here
        bool asBot = false;           ///< the instructor switched it to the bot
        double total = 0;             ///< cumulative payoff in the session in flight
        double timeLimitS = 0;        ///< the seat's own timeout_s (0: the room's)
        Json lastResult;              ///< the last "result" message, for a page that comes back
    };
    struct Ask {
        int id = 0;
        engine::DecisionRequest request;
        engine::Seat::Callback done;
        engine::Seat* fallback = nullptr;
        std::int64_t askedAt = 0;
        std::int64_t deadline = -1;    ///< clock time, -1: none (or not running)
        std::int64_t frozenLeft = -1;  ///< the countdown not yet started, or stopped by a pause
        bool shown = false;            ///< sent to the student
    };
    struct Client {
        enum class Role { None, Student, Waiting, Instructor, Projector } role = Role::None;
        int seat = -1;
        int waitingId = 0;
        std::string name;
        int strikes = 0;  ///< protocol breaches; the client is closed at kMaxStrikes
    };

    std::int64_t now() const;
    void hello(RoomClient* client, Client& c, const Json& m);
    void answer(RoomClient* client, Client& c, const Json& m);
    void strike(RoomClient* client, const std::string& code, const std::string& message, const Json& extra = nullptr);
    void seatStudent(RoomClient* client, Client& c, int seat, const std::string& name);
    void welcome(RoomClient* client, const SeatState& s, const std::string& token);
    void showAsk(SeatState& s, Ask& a);
    bool holding() const;           ///< new questions wait (lobby, paused, waiting for a reveal, between games)
    bool held(const Ask& a) const;  ///< this question waits (holding, or it belongs to the next game)
    void release(int seat);         ///< shows the seat's question, or lets its bot answer, unless held
    void releaseHeld();
    double timeLimitFor(int seat) const;
    void settle(int seat, engine::DecisionReply reply);
    void answerForGone(int seat, const std::string& why, bool instructor);
    void sendState(SeatState& s);
    std::string phaseMessage() const;
    void toInstructors(const Json& message);
    Json projectorSnapshot() const;
    void setPhase(RoomPhase phase);
    void log(const std::string& line);
    void save();
    void roundCompleted(const Json& event);
    void pushLive();
    Json runningMarks() const;
    std::string seatNameFor(int viewer, int seat) const;
    int freeSeat() const;

    // The instructor's commands (room_controls.cpp), each checked before it changes anything.
    engine::Result<int> humanSeatOf(const Json& command) const;
    engine::Status startCommand(const Json& command);
    engine::Status pauseCommand(const Json& command);
    engine::Status resumeCommand(const Json& command);
    engine::Status extendCommand(const Json& command);
    engine::Status kickCommand(const Json& command);
    engine::Status toBotCommand(const Json& command);
    engine::Status toHumanCommand(const Json& command);
    engine::Status switchSeat(const Json& command, bool toBot);
    engine::Status revealCommand(const Json& command);
    engine::Status nextGameCommand(const Json& command);
    engine::Status assignCommand(const Json& command);

    const engine::Game& m_game;
    engine::ExperimentSpec m_spec;
    RoomOptions m_options;
    std::string m_code;
    std::string m_instructorToken;
    std::string m_instructorHash;
    std::string m_joinUrl;
    std::string m_stateFile;
    RoomPhase m_phase = RoomPhase::Lobby;
    RoomPhase m_phaseBeforePause = RoomPhase::Playing;
    RoomPhase m_afterReveal = RoomPhase::Playing;  ///< where a reveal leads (the game may have ended meanwhile)
    std::vector<SeatState> m_seats;
    std::vector<int> m_humanSeats;
    std::map<int, Ask> m_asks;  ///< by seat
    std::map<RoomClient*, Client> m_clients;
    std::deque<std::string> m_log;
    std::function<void()> m_onStart;
    Clock m_clock;
    QTimer m_timer;
    int m_nextAsk = 1;
    int m_nextWaiting = 1;
    int m_round = 0;
    int m_sessionsEnded = 0;
    int m_sessionsTotal = 1;
    std::string m_session;  ///< the session students play now (empty: the next one asked)
    std::string m_fallbackStrategy;
    std::vector<bool> m_answered;  ///< per seat: answered in the round in flight
    Json m_live;
    Json m_paths;
    Json m_lastHeader;                              ///< the last round's "result" for the projector
    std::optional<double> m_targetRatio;            ///< the guess game's R: its live target is R × the average
    std::vector<std::vector<double>> m_cumulative;  ///< per seat, per round (the projector's paths)
};

}  // namespace nashlab::classroom
