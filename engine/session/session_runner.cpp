#include "engine/session/session_runner.h"

#include <algorithm>

#include "engine/core/sha256.h"
#include "engine/prompt/answer_parser.h"

namespace nashlab::engine {
namespace {

std::int64_t systemClockMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// Seeds for fallback draws live on their own stream, apart from the seats' own decisions.
constexpr std::uint64_t kFallbackStream = 0xFA11BACCULL;

}  // namespace

std::string toString(RunState s) {
    switch (s) {
    case RunState::Idle: return "idle";
    case RunState::Running: return "running";
    case RunState::Paused: return "paused";
    case RunState::Finished: return "finished";
    case RunState::Aborted: return "aborted";
    case RunState::Stopped: return "stopped";
    }
    return "idle";
}

SessionRunner::SessionRunner(const Game& game, SessionSpec spec, std::unique_ptr<State> state,
                             std::vector<std::unique_ptr<Seat>> seats, EventSink& sink, const PromptBuilder& prompts)
    : m_game(game),
      m_spec(std::move(spec)),
      m_state(std::move(state)),
      m_seats(std::move(seats)),
      m_sink(sink),
      m_prompts(prompts),
      m_clock(systemClockMs),
      m_invalid(m_seats.size(), 0),
      m_decisions(m_seats.size(), 0) {
    m_slots.resize(m_seats.size());
    m_bots.reserve(m_seats.size());
    m_seatSeeds.reserve(m_seats.size());
    for (const auto& seat : m_seats) m_bots.push_back(dynamic_cast<const BotSeat*>(seat.get()));
    m_botsOnly = std::all_of(m_bots.begin(), m_bots.end(), [](const BotSeat* b) { return b != nullptr; });
    for (std::size_t i = 0; i < m_seats.size(); ++i) m_seatSeeds.push_back(mixSeed({m_spec.setup.seed, i}));
}

SessionRunner::~SessionRunner() {
    if (m_alive) *m_alive = nullptr;
    for (int seat : m_acting)
        if (slot(seat).waiting) m_seats[static_cast<std::size_t>(seat)]->cancel();
}

void SessionRunner::markResumed(std::vector<int> invalidAttempts, std::vector<int> decisions) {
    m_resumed = true;
    if (invalidAttempts.size() == m_seats.size()) m_invalid = std::move(invalidAttempts);
    if (decisions.size() == m_seats.size()) m_decisions = std::move(decisions);
}

DecisionEvent SessionRunner::decisionEvent(int seat, int attempt) const {
    DecisionEvent e;
    placeDecision(e, seat, attempt);
    return e;
}

void SessionRunner::placeDecision(DecisionEvent& e, int seat, int attempt) const {
    // Bots answer within microseconds of the step's start: one clock reading serves them all.
    e.t = m_bots[static_cast<std::size_t>(seat)] ? m_stepStartedAt : m_clock();
    e.session = m_spec.id;
    e.round = m_state->round();
    e.step = m_stepInRound;
    e.seat = seat;
    e.attempt = attempt;
}

Json SessionRunner::event(const std::string& type) const {
    return {{"v", kRecordVersion}, {"t", m_clock()}, {"session", m_spec.id}, {"type", type}};
}

void SessionRunner::run() {
    if (m_runState == RunState::Finished || m_runState == RunState::Aborted || m_runState == RunState::Stopped) return;
    m_stepMode = false;
    m_roundsThisStep = 0;
    m_runState = RunState::Running;
    pump();
}

void SessionRunner::step() {
    if (m_runState == RunState::Finished || m_runState == RunState::Aborted || m_runState == RunState::Stopped) return;
    m_stepMode = true;
    m_roundsThisStep = 0;
    m_runState = RunState::Running;
    pump();
}

void SessionRunner::pause() {
    if (m_runState != RunState::Running) return;
    m_stepMode = true;  // the round in flight completes, then the runner pauses
    if (m_acting.empty()) m_runState = RunState::Paused;
}

void SessionRunner::stop() {
    if (m_runState == RunState::Finished || m_runState == RunState::Aborted || m_runState == RunState::Stopped) return;
    cancelStep();
    Json e = event("session_aborted");
    e["reason"] = "stopped by the user";
    e["round"] = m_state->round();
    e["resumable"] = true;
    m_sink.write(e);
    end(RunState::Stopped);
    reportEnd();
}

void SessionRunner::stopForBudget(const std::string& reason) {
    // The refused seat asked nothing: no decision is written for it. The round is played again on resume.
    cancelStep();
    Json e = event("session_aborted");
    e["reason"] = reason;
    e["round"] = m_state->round();
    e["resumable"] = true;
    e["budget_reached"] = true;
    m_sink.write(e);
    end(RunState::Stopped);
}

void SessionRunner::cancelStep() {
    for (int seat : m_acting) {
        Pending& p = slot(seat);
        if (p.waiting) m_seats[static_cast<std::size_t>(seat)]->cancel();
        p.waiting = false;
    }
    m_acting.clear();
    m_arrivals.clear();
}

void SessionRunner::pump() {
    // Seats may answer synchronously from inside decide(); such callbacks only queue their
    // answer and return here, so a bots-only session runs as a loop, not as a recursion.
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    m_pumping = true;
    do {
        m_pumpAgain = false;
        advance();
    } while (m_pumpAgain && m_runState == RunState::Running);
    m_pumping = false;
    reportEnd();
}

void SessionRunner::describeStart(Json& e) const {
    e["setup"] = m_spec.setup.toJson();
    Json seats = Json::array();
    for (const auto& s : *m_spec.seats) seats.push_back(s.toJson());
    e["seats"] = seats;
    e["history_depth"] = m_spec.historyDepth;
    e["chain_of_thought"] = m_spec.chainOfThought;
    e["record_messages"] = m_spec.hashMessages ? "hash" : "full";
    e["invalid_answers"] = m_spec.policy.toJson();
    if (m_resumed) e["from_round"] = m_state->round();
}

void SessionRunner::advance() {
    if (!m_started) {
        m_started = true;
        // The opening event is for a record; a sink that keeps nothing (a bots-only batch in memory) is spared it.
        if (m_sink.recording()) {
            Json e = event(m_resumed ? "session_resumed" : "session_started");
            e["game"] = m_spec.game;
            e["repetition"] = m_spec.repetition;
            if (!m_spec.treatment.empty()) {  // a design's session: its treatment and levels
                e["treatment"] = m_spec.treatment;
                e["levels"] = m_spec.treatmentLevels;
            }
            describeStart(e);
            m_sink.writeEvent(e, !m_botsOnly);
        }
    }
    while (m_runState == RunState::Running) {
        if (!m_arrivals.empty()) {
            Arrival a = std::move(m_arrivals.front());
            m_arrivals.erase(m_arrivals.begin());
            handle(std::move(a));
            continue;
        }
        if (!m_budgetStop.empty() &&
            std::none_of(m_acting.begin(), m_acting.end(), [this](int seat) { return slot(seat).waiting; }))
            return stopForBudget(m_budgetStop);
        if (m_acting.empty()) {
            if (m_state->finished()) return finish();
            if (m_stepMode && m_stepInRound == 0 && m_roundsThisStep > 0) {
                m_runState = RunState::Paused;
                m_roundsThisStep = 0;
                return;
            }
            beginStep();
            continue;
        }
        const bool settled =
            std::all_of(m_acting.begin(), m_acting.end(), [this](int seat) { return this->settled(seat); });
        if (!settled) return;  // wait for seats still deciding
        applyStep();
    }
}

void SessionRunner::beginStep() {
    m_acting = m_state->actingSeats();
    if (m_acting.empty()) return abort("the game has no seat to act but is not finished");
    // A sink that reads no event content reads no times either: no clock reading per step.
    m_stepStartedAt = m_sink.recording() ? m_clock() : 0;
    for (int seat : m_acting) slot(seat).reset();
    for (std::size_t i = 0; i < m_acting.size(); ++i) {  // by index: an abort inside ask() empties it
        ask(m_acting[i]);
        if (m_runState != RunState::Running) return;
    }
}

std::uint64_t SessionRunner::decisionSeed(int seat, int attempt) const {
    // mixSeed({session seed, seat, round, step, attempt}), its first two parts mixed once per session.
    return mixSeedMore(m_seatSeeds[static_cast<std::size_t>(seat)],
                       {static_cast<std::uint64_t>(m_state->round()), static_cast<std::uint64_t>(m_stepInRound),
                        static_cast<std::uint64_t>(attempt)});
}

std::vector<Message> SessionRunner::promptFor(int seat, const Json& observation, const ActionSpec& spec,
                                              const std::string& feedback, std::string* error) const {
    PromptOptions options;
    options.persona = m_spec.seats[static_cast<std::size_t>(seat)].persona;
    options.historyDepth = m_spec.historyDepth;
    options.chainOfThought = m_spec.chainOfThought;
    options.feedback = feedback;
    options.historyTotal = m_state->historyLength(seat);
    auto messages = m_prompts.build(m_spec.game, observation, spec, options);
    if (!messages) {
        *error = messages.error().message;
        return {};
    }
    return messages.value();
}

void SessionRunner::ask(int seat) {
    Pending& p = slot(seat);
    p.token = m_nextToken++;
    p.waiting = true;
    const auto fill = [&](DecisionRequest& request) {
        request.round = m_state->round();
        request.step = m_stepInRound;
        request.seat = seat;
        request.attempt = p.attempt;
        request.state = m_state.get();
        request.seed = decisionSeed(seat, p.attempt);
    };
    if (const BotSeat* bot = m_bots[static_cast<std::size_t>(seat)]) {
        // Bots read the State: no observation, no action spec, no callback and, unless answers of
        // earlier seats wait in the queue (which keeps the record in asking order), no queue.
        fill(m_botRequest);
        Json& action = p.recycled;  // the seat's action object of an earlier step, if any
        bot->decideInto(m_botRequest, action);
        if (!m_arrivals.empty()) {
            DecisionReply reply;
            reply.action = std::move(action);
            m_arrivals.push_back({seat, p.token, std::move(reply)});
            return;
        }
        p.waiting = false;
        return settleBotAnswer(seat, action);
    }
    Seat& target = *m_seats[static_cast<std::size_t>(seat)];
    DecisionRequest request;
    fill(request);
    request.session = m_spec.id;
    request.feedback = p.feedback;
    request.answerTokens = m_game.answerTokens(m_spec.chainOfThought);
    // One observation (only the rounds the prompt shows) and one action spec per request.
    request.actionSpec = m_state->actionSpec(seat);
    if (target.readsObservation()) request.observation = m_state->observation(seat, m_spec.historyDepth);
    if (target.readsPrompt()) {
        std::string error;
        request.messages = promptFor(seat, request.observation, request.actionSpec, p.feedback, &error);
        if (!error.empty()) return abort(error);
        p.messages = request.messages;
    }
    p.spec = request.actionSpec;
    if (!m_alive) m_alive = std::make_shared<SessionRunner*>(this);  // made once a seat answers later
    std::weak_ptr<SessionRunner*> alive = m_alive;
    const std::uint64_t token = p.token;
    target.decide(request, [alive, seat, token](DecisionReply reply) {
        const auto self = alive.lock();
        if (!self || !*self) return;
        (*self)->m_arrivals.push_back({seat, token, std::move(reply)});
        (*self)->pump();
    });
}

void SessionRunner::handle(Arrival arrival) {
    if (arrival.seat < 0 || static_cast<std::size_t>(arrival.seat) >= m_slots.size()) return;
    Pending& p = slot(arrival.seat);
    if (!p.waiting || p.token != arrival.token) return;  // stale
    p.waiting = false;
    handleReply(arrival.seat, arrival.reply);
}

Result<Json> SessionRunner::readAnswer(int seat, DecisionReply& reply) const {
    // A built-in bot answers in the game's own form; anything else is checked and normalised.
    if (reply.action && m_bots[static_cast<std::size_t>(seat)]) return std::move(*reply.action);
    const ActionSpec& spec = slot(seat).spec;
    if (reply.action) return spec.coerce(*reply.action);
    auto parsed = parseAnswer(reply.rawText, spec);
    if (!parsed) return parsed.error();
    if (reply.reasoning.empty()) reply.reasoning = parsed->reasoning;
    return std::move(parsed->action);
}

void SessionRunner::settleBotAnswer(int seat, Json& action) {
    if (!m_state->validate(seat, action)) {  // a bot bug: the general path records it and applies the policy
        DecisionReply reply;
        reply.action = std::move(action);
        return handleReply(seat, reply);
    }
    recordBotAnswer(seat, action);
    slot(seat).action = std::move(action);
}

void SessionRunner::recordBotAnswer(int seat, const Json& action) {
    ++m_decisions[static_cast<std::size_t>(seat)];
    // The same event handleReply() writes for a bot's valid answer, in the one object kept for them.
    DecisionEvent& e = m_botAnswer;
    placeDecision(e, seat, slot(seat).attempt);
    e.bot = true;
    e.valid = true;
    e.action = &action;
    m_sink.writeDecision(e);
    e.action = nullptr;
}

void SessionRunner::handleReply(int seat, DecisionReply& reply) {
    Pending& p = slot(seat);
    const auto s = static_cast<std::size_t>(seat);
    // Time ran out (a person's countdown): there is no answer to record or retry; the fallback
    // event carries the reason.
    if (reply.timedOut) return settleAfterFailure(seat, *reply.timedOut);

    DecisionEvent e = decisionEvent(seat, p.attempt);
    Json messages;
    if (!p.messages.empty()) {
        messages = messagesToJson(p.messages);
        if (m_spec.hashMessages)
            e.messagesSha256 = canonicalJsonSha256(messages);
        else
            e.messages = &messages;
    }
    e.raw = reply.rawText;
    e.textCap = m_spec.recordTextBytes;
    e.latencyMs = reply.latencyMs;
    e.promptTokens = reply.usage.promptTokens;
    e.completionTokens = reply.usage.completionTokens;
    e.cost = reply.cost;
    e.cacheHit = reply.cacheHit;
    e.extra = &reply.extra;
    e.bot = m_bots[s] != nullptr;
    m_roundBotsOnly = m_roundBotsOnly && e.bot;

    if (reply.error && reply.error->code == kBudgetReached) {
        // Seats of this step already asked are paid for: their answers are awaited (and recorded,
        // and cached for the resume) before the session stops; see advance().
        if (m_budgetStop.empty()) m_budgetStop = reply.error->message;
        return;
    }
    if (reply.error) {
        e.valid = false;
        e.error = reply.error->message;
        m_sink.writeDecision(e);
        return abort("seat " + std::to_string(seat + 1) + " (" + m_spec.seats[s].name +
                     ") could not answer: " + reply.error->message);
    }

    std::string& reasoning = reply.reasoning;
    Result<Json> action = readAnswer(seat, reply);
    if (action) {
        if (auto legal = m_state->validate(seat, action.value()); !legal) action = legal.error();
    }
    ++m_decisions[s];
    static const Json kNoAction;
    e.valid = action.ok();
    e.action = action ? &action.value() : &kNoAction;
    if (!action) e.reason = action.error().message;
    e.reasoning = reasoning;
    m_sink.writeDecision(e);

    if (action) {
        p.action = std::move(action).value();
        return;
    }
    ++m_invalid[s];
    if (p.attempt < m_spec.policy.maxAttempts) {
        ++p.attempt;
        p.feedback = m_spec.policy.feedback ? action.error().message : std::string();
        return ask(seat);
    }
    settleAfterFailure(seat, action.error().message);
}

void SessionRunner::settleAfterFailure(int seat, const std::string& reason) {
    Pending& p = slot(seat);
    Json fallback;
    switch (m_spec.policy.fallback) {
    case Fallback::Abort:
        return abort("seat " + std::to_string(seat + 1) + " gave no valid answer in " + std::to_string(p.attempt) +
                     " attempts: " + reason);
    case Fallback::RandomLegal: {
        Rng rng(mixSeed({decisionSeed(seat, 0), kFallbackStream}));
        fallback = m_state->randomLegalAction(seat, rng);
        break;
    }
    case Fallback::DefaultAction: fallback = m_state->defaultAction(seat); break;
    case Fallback::Forfeit: fallback = nullptr; break;
    case Fallback::LoseGame:
        fallback = m_state->concession(seat);
        if (fallback.is_null())  // a spec check keeps this from happening; a runner built by hand may not
            return abort("game '" + m_spec.game + "' has no way to lose at once (fallback lose_game)");
        break;
    }
    p.action = fallback;
    DecisionEvent e = decisionEvent(seat, p.attempt);
    e.fallback = true;
    e.fallbackPolicy = toString(m_spec.policy.fallback);
    m_roundBotsOnly = false;  // a fallback stands for an answer that never came: keep it at once
    e.valid = true;
    e.action = &*p.action;
    e.reason = reason;
    m_sink.writeDecision(e);
}

void SessionRunner::applyStep() {
    std::map<int, Json> actions;
    for (int seat : m_acting) actions.emplace(seat, std::move(*slot(seat).action));
    m_acting.clear();
    const AppliedStep outcome = m_state->apply(actions);
    // Bots write their next answer into the action object they gave (BotSeat::Writer).
    for (auto& [seat, action] : actions) slot(seat).recycled = std::move(action);
    afterStep(outcome);
}

void SessionRunner::afterStep(const AppliedStep& outcome) {
    if (outcome.refused()) return abort("the game refused a step: " + outcome.error()->message);
    ++m_stepInRound;
    if (!outcome) return;
    m_stepInRound = 0;
    ++m_roundsThisStep;
    const std::int64_t t = m_sink.recording() ? m_clock() : 0;
    m_sink.writeRound(RoundEvent{t, m_spec.id, m_state.get(), outcome.index(), m_roundBotsOnly});
    m_roundBotsOnly = true;
}

void SessionRunner::finish() {
    // A sink that reads no event content (a bots-only batch in memory) needs no closing event.
    if (!m_sink.recording()) return end(RunState::Finished);
    const std::vector<double> finalPayoffs = m_state->cumulativePayoffs();
    std::vector<int> winners;
    if (!finalPayoffs.empty()) {
        const double best = *std::max_element(finalPayoffs.begin(), finalPayoffs.end());
        for (std::size_t i = 0; i < finalPayoffs.size(); ++i)
            if (finalPayoffs[i] >= best - 1e-9) winners.push_back(static_cast<int>(i));
    }
    Json e = event("session_finished");
    e["rounds"] = m_state->roundsCompleted();
    e["final_payoffs"] = finalPayoffs;
    e["winners"] = winners;
    e["invalid_attempts"] = m_invalid;
    e["decisions"] = m_decisions;
    // A sink that keeps nothing (a benchmark, a caller reading the State) needs no scores.
    PlayedSession played{m_spec.setup.params, static_cast<int>(m_seats.size()), RoundsView::of(*m_state), m_invalid,
                         m_decisions};
    played.scoresOnly = true;
    const Json result = m_game.score(played);
    e["scores"] = result.value("scores", Json::object());
    m_sink.writeFinished(e, result, !m_botsOnly);  // a tally takes the seats' numbers from it: scored once
    end(RunState::Finished);
}

void SessionRunner::abort(const std::string& reason) {
    cancelStep();
    Json e = event("session_aborted");
    e["reason"] = reason;
    e["round"] = m_state->round();
    e["resumable"] = true;
    m_sink.write(e);
    end(RunState::Aborted);
}

void SessionRunner::end(RunState s) {
    m_runState = s;
    m_endPending = true;  // told once the runner's own frames are done with it: reportEnd()
}

// The owner's callback may destroy this runner (an experiment frees a session that ended and
// launches the next). So it is called only as the last step of a public entry point, after every
// loop of pump(), and nothing of the runner is touched after it. It used to run inside pump():
// the experiment freed the runner and started the next session, whose first request body could
// take the freed block, and pump() then wrote `m_pumping = false` into it — a NUL in a body
// waiting to be sent (issue 47).
void SessionRunner::reportEnd() {
    if (m_pumping || !m_endPending) return;
    m_endPending = false;
    const RunState s = m_runState;
    if (std::function<void(RunState)> onEnded = m_onEnded) onEnded(s);  // a copy: ours may go with us
}

}  // namespace nashlab::engine
