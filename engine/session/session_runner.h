#pragma once
// SessionRunner: drives one session. Asks the acting seats (all at once in a simultaneous step),
// parses and validates answers, retries with feedback under the invalid-answer policy, applies
// the step, emits events, repeats. It never blocks or sleeps: seats may answer synchronously
// (bots: the whole session runs in one tight loop) or later (network, people), and callbacks
// never recurse into the runner. Single-threaded: call everything from one thread.
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game/game.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/session/bot_seat.h"
#include "engine/session/event_sink.h"
#include "engine/session/session_spec.h"

namespace nashlab::engine {

enum class RunState { Idle, Running, Paused, Finished, Aborted, Stopped };
std::string toString(RunState s);

class SessionRunner {
public:
    using Clock = std::function<std::int64_t()>;  ///< UTC milliseconds

    SessionRunner(const Game& game, SessionSpec spec, std::unique_ptr<State> state,
                  std::vector<std::unique_ptr<Seat>> seats, EventSink& sink, const PromptBuilder& prompts);
    ~SessionRunner();
    SessionRunner(const SessionRunner&) = delete;
    SessionRunner& operator=(const SessionRunner&) = delete;

    /// Continue a recorded session: the state already holds its completed rounds; the counters
    /// come from the record. No session_started is written again; a session_resumed is.
    void markResumed(std::vector<int> invalidAttempts, std::vector<int> decisions);

    /// Runs until the session ends, is paused, or waits on a seat.
    void run();
    /// Lets the round in flight finish, then stops asking.
    void pause();
    /// Plays exactly one more round, then pauses.
    void step();
    /// Cancels every request in flight and ends the session as stopped (resumable from its record).
    void stop();

    RunState state() const { return m_runState; }
    const State& gameState() const { return *m_state; }
    const SessionSpec& spec() const { return m_spec; }
    /// Called once when the session finishes, aborts or is stopped, as the last thing the runner
    /// does: the callback may destroy it (the runner touches nothing of its own afterwards).
    void setOnEnded(std::function<void(RunState)> callback) { m_onEnded = std::move(callback); }
    void setClock(Clock clock) { m_clock = std::move(clock); }

    const std::vector<int>& invalidAttempts() const { return m_invalid; }

private:
    struct Pending {
        int attempt = 1;
        std::string feedback;
        bool waiting = false;  ///< a request is out
        std::uint64_t token = 0;
        std::optional<Json> action;     ///< settled action (null Json = forfeit)
        std::vector<Message> messages;  ///< the prompt of the request out, for the record
        ActionSpec spec;                ///< what the seat may answer (asked once per request; not for bots)
        Json recycled;                  ///< a bot's applied action, handed back for it to write into

        void reset() {
            attempt = 1;
            feedback.clear();
            waiting = false;
            token = 0;
            action.reset();
            messages.clear();
        }
    };
    struct Arrival {
        int seat;
        std::uint64_t token;
        DecisionReply reply;
    };

    Pending& slot(int seat) { return m_slots[static_cast<std::size_t>(seat)]; }
    const Pending& slot(int seat) const { return m_slots[static_cast<std::size_t>(seat)]; }
    void cancelStep();  ///< cancels requests in flight and forgets the step
    void pump();
    void advance();
    void beginStep();
    void ask(int seat);
    void handle(Arrival arrival);
    void handleReply(int seat, DecisionReply& reply);
    /// A built-in bot's answer, asked directly: validated and recorded without a reply object.
    void settleBotAnswer(int seat, Json& action);
    /// Writes the decision event of a bot's valid answer and counts it.
    void recordBotAnswer(int seat, const Json& action);
    /// The seat's answer as an action (coerced or parsed), or why it cannot be one.
    Result<Json> readAnswer(int seat, DecisionReply& reply) const;
    void settleAfterFailure(int seat, const std::string& reason);
    void applyStep();
    /// What follows a step applied: the step counter, and the round's event when one completed.
    void afterStep(const AppliedStep& outcome);
    bool settled(int seat) const { return slot(seat).action.has_value(); }
    void finish();
    void abort(const std::string& reason);
    void stopForBudget(const std::string& reason);
    std::string m_budgetStop;  ///< why a seat did not ask (the run's budget); the session stops once the step's answers
                               ///< are in  ///< a seat did not ask: the spending limit is reached
    void end(RunState s);
    void reportEnd();
    Json event(const std::string& type) const;
    /// Adds the set-up (seats, parameters, policy) to a session_started or session_resumed event.
    void describeStart(Json& e) const;
    DecisionEvent decisionEvent(int seat, int attempt) const;
    /// Sets where a decision was given (time, session, round, step, seat, attempt) in `e`.
    void placeDecision(DecisionEvent& e, int seat, int attempt) const;
    std::uint64_t decisionSeed(int seat, int attempt) const;
    std::vector<Message> promptFor(int seat, const Json& observation, const ActionSpec& spec,
                                   const std::string& feedback, std::string* error) const;

    const Game& m_game;
    SessionSpec m_spec;
    std::unique_ptr<State> m_state;
    std::vector<std::unique_ptr<Seat>> m_seats;
    std::vector<const BotSeat*> m_bots;  ///< per seat: the built-in bot, asked directly (null for other seats)
    /// Every seat is a built-in bot: the session's opening and closing events need not reach the
    /// disk at once (EventSink::writeEvent), as its decisions and rounds need not.
    bool m_botsOnly = false;
    std::vector<std::uint64_t>
        m_seatSeeds;  ///< per seat: mixSeed({session seed, seat}), the start of its decision seeds
    EventSink& m_sink;
    const PromptBuilder& m_prompts;
    Clock m_clock;
    std::function<void(RunState)> m_onEnded;

    RunState m_runState = RunState::Idle;
    bool m_started = false;
    bool m_resumed = false;
    bool m_stepMode = false;
    bool m_pumping = false;
    bool m_pumpAgain = false;
    bool m_endPending = false;    ///< ended, and m_onEnded not yet called (see reportEnd())
    int m_stepInRound = 0;        ///< steps applied in the round in flight
    int m_roundsThisStep = 0;     ///< rounds completed since run()/step() in step mode
    bool m_roundBotsOnly = true;  ///< every decision of the round in flight so far came from a built-in bot
    std::uint64_t m_nextToken = 1;
    std::vector<int> m_acting;         ///< seats of the step in flight, in asking order (empty between steps)
    std::vector<Pending> m_slots;      ///< per seat; reused from step to step
    std::int64_t m_stepStartedAt = 0;  ///< clock reading when the step began (bots' decision times)
    std::vector<Arrival> m_arrivals;
    /// The request bots are asked with, refilled per decision: a bot reads only the round, step,
    /// seat, attempt, seed and State, and building a whole request (observation, action spec,
    /// messages) per decision would cost more than the bot's own work.
    DecisionRequest m_botRequest;
    /// The event a bot's valid answer writes, likewise refilled: only where the answer was given
    /// and the action change from one to the next.
    DecisionEvent m_botAnswer;
    std::vector<int> m_invalid;
    std::vector<int> m_decisions;
    /// Lets late callbacks see the runner is gone; made by the first seat asked that is not a
    /// built-in bot (a batch of bots' sessions needs none).
    std::shared_ptr<SessionRunner*> m_alive;
};

}  // namespace nashlab::engine
