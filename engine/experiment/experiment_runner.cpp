#include "engine/experiment/experiment_runner.h"

#include <algorithm>
#include <optional>

#include "engine/experiment/replay_check.h"
#include "engine/record/events.h"

namespace nashlab::engine {

SeatFactory builtinSeatFactory() {
    return [](const Game& game, const SessionSpec& session, int seat) -> Result<std::unique_ptr<Seat>> {
        const SeatSpec& spec = session.seats.at(static_cast<std::size_t>(seat));
        if (spec.type == "bot") {
            BotContext context{seat, session.setup.numSeats, session.setup.params};
            return game.makeBotChecked(spec.strategy, spec.options, context);
        }
        if (spec.type == "replay")
            return Error::make("unsupported_seat", "seat " + std::to_string(seat + 1) + " ('" + spec.name +
                                                       "') replays an imported record; that run is complete already");
        if (spec.type == "human")
            return Error::make("unsupported_seat",
                               "seat " + std::to_string(seat + 1) + " ('" + spec.name +
                                   "') is a human seat: play it in the NashLab window, not the command line");
        return Error::make("unsupported_seat", "seat " + std::to_string(seat + 1) + " ('" + spec.name + "') of type '" +
                                                   spec.type + "' is not available in this build");
    };
}

ExperimentRunner::ExperimentRunner(const Game& game, ExperimentSpec spec, SeatFactory factory, EventSink& sink,
                                   const PromptBuilder& prompts, int maxConcurrent)
    : m_game(game),
      m_spec(std::move(spec)),
      m_shared(sharedSessionParts(m_spec)),
      m_factory(std::move(factory)),
      m_sink(sink),
      m_prompts(prompts),
      m_maxConcurrent(std::max(1, maxConcurrent)),
      m_sessionCount(static_cast<std::size_t>(std::max(0, m_spec.sessionCount()))),
      m_sequential(carriesOver(game, m_spec)) {
    countTotals();
}

ExperimentRunner::~ExperimentRunner() = default;

void ExperimentRunner::playOnly(std::vector<int> sessions) {
    m_plan = std::move(sessions);
    m_sessionCount = m_plan.size();
    countTotals();
}

void ExperimentRunner::countTotals() {
    m_progress.sessionsTotal = static_cast<int>(m_sessionCount);
    m_progress.roundsTotal = 0;
    const int reps = std::max(1, m_spec.repetitions);
    for (std::size_t i = 0; i < m_sessionCount; ++i) {  // "rounds" may be a factor of a design
        const int index = specIndex(i);
        m_progress.roundsTotal += m_spec.treatments.empty()
                                      ? m_spec.rounds
                                      : m_spec.treatments.at(static_cast<std::size_t>(index / reps)).spec.rounds;
    }
}

namespace {

Json snapshotOf(const SessionSpec& session, const SessionRecord& record) {
    Json snapshot = {{"setup", session.setup.toJson()}, {"rounds", Json::array()}};
    for (const auto& r : record.rounds) snapshot["rounds"].push_back(r.toJson());
    return snapshot;
}

}  // namespace

Status ExperimentRunner::resumeFrom(const RunRecord& record) {
    m_resumed = &record;
    for (const auto& s : record.sessions) m_resume[s.id] = &s;
    for (std::size_t i = 0; i < m_sessionCount; ++i) {
        const auto it = m_resume.find(idAt(i));
        if (it == m_resume.end()) continue;
        const SessionSpec s = sessionAt(i);
        const SessionRecord& r = *it->second;
        if (r.started.is_null())
            return Error::make("parse", "session '" + s.id + "' has events but no session_started in the record");
        Json recorded = r.started.value("setup", Json());
        if (recorded.is_object()) recorded.erase("carry_in");  // handed on at launch, not part of the spec
        if (recorded != s.setup.toJson())
            return Error::make("mismatch",
                               "session '" + s.id + "' in the record was set up differently from spec.json");
        m_progress.roundsDone += static_cast<long long>(r.rounds.size());
        if (r.rounds.empty()) continue;
        // Checked now, before anything runs: its recorded steps must replay under the rules into
        // exactly its recorded rounds — what will be continued, and what is finished (its payoffs
        // go into the resumed run's scores: an edited one is refused, not counted).
        Json setup = s.setup.toJson();
        if (const Json carried = r.started.value("setup", Json()).value("carry_in", Json()); !carried.is_null())
            setup["carry_in"] = carried;
        Json snapshot = snapshotOf(s, r);
        snapshot["setup"] = setup;
        auto restored = m_game.restoreState(snapshot);
        if (!restored) return Error::make(restored.error().code, "session '" + s.id + "': " + restored.error().message);
        if (auto same = sameAsRecorded(*restored.value(), r); !same) return same.error();
    }
    return okStatus();
}

void ExperimentRunner::start() {
    if (m_tally && m_resumed) m_tally->seed(*m_resumed);  // the record's sessions come first, in its order
    if (parallel()) return runParallel();
    pump();
}

bool ExperimentRunner::parallel() const {
    // Only sessions that never wait (bots) can be handed to threads; carried-over sessions must
    // run in order.
    if (m_jobs <= 1 || m_sequential || m_sessionCount < 2) return false;
    const auto seats = everySeat(m_spec);  // a design's treatments may seat models
    return std::all_of(seats.begin(), seats.end(), [](const SeatSpec& s) { return s.type == "bot"; });
}

void ExperimentRunner::stop() {
    m_stopping = true;
    std::vector<SessionRunner*> running;
    for (auto& [i, r] : m_running) running.push_back(r.get());
    for (auto* r : running) r->stop();
    pump();
}

Result<std::unique_ptr<SessionRunner>> ExperimentRunner::makeSession(SessionSpec session, const SessionRecord* record,
                                                                     EventSink& sink) const {
    std::unique_ptr<State> state;
    if (record) {
        auto restored = m_game.restoreState(snapshotOf(session, *record));
        if (!restored) return restored.error();
        state = std::move(restored.value());
    } else {
        auto fresh = m_game.newState(session.setup);
        if (!fresh) return fresh.error();
        state = std::move(fresh.value());
    }
    std::vector<std::unique_ptr<Seat>> seats;
    for (int i = 0; i < session.setup.numSeats; ++i) {
        auto seat = m_factory(m_game, session, i);
        if (!seat) return seat.error();
        seats.push_back(std::move(seat.value()));
    }
    auto runner = std::make_unique<SessionRunner>(m_game, std::move(session), std::move(state), std::move(seats), sink,
                                                  m_prompts);
    if (record) runner->markResumed(record->invalidAttempts, record->answers);
    return runner;
}

const SessionRecord* ExperimentRunner::resumeRecord(const std::string& sessionId) const {
    const auto it = m_resume.find(sessionId);
    return it == m_resume.end() ? nullptr : it->second;
}

Status ExperimentRunner::launch(std::size_t index) {
    const SessionRecord* record = resumeRecord(idAt(index));
    if (record && record->isFinished()) {
        if (m_sequential) m_carry = m_game.carryOver(record->played());
        return Error::make("skip", "");
    }
    SessionSpec session = sessionAt(index);
    // A resumed session keeps what it was handed when it started; a new one gets the last finished one's.
    if (m_sequential) {
        // A design's treatment starts afresh: what carries over stays within one treatment.
        const Json carry = session.repetition == 0 ? Json() : m_carry;
        session.setup.carryIn = record ? record->started.value("setup", Json()).value("carry_in", Json()) : carry;
        m_runningSpecs[index] = session;  // read when it ends, to hand on what it carries over
    }

    EventSink& sink = *this;  // sessions report through us: we count progress, then forward
    auto made = makeSession(std::move(session), record, sink);
    if (!made) {
        m_runningSpecs.erase(index);
        return made.error();
    }
    auto runner = std::move(made.value());
    runner->setOnEnded([this, index](RunState s) { sessionEnded(index, s); });
    SessionRunner* raw = runner.get();
    m_running[index] = std::move(runner);
    raw->run();
    return okStatus();
}

void ExperimentRunner::sessionEnded(std::size_t index, RunState state) {
    if (state == RunState::Finished)
        ++m_outcome.finished;
    else if (state == RunState::Stopped)
        ++m_outcome.stopped;
    else
        ++m_outcome.aborted;
    ++m_progress.sessionsEnded;
    const auto it = m_running.find(index);
    if (it != m_running.end() && m_sequential && state == RunState::Finished) {
        const SessionRunner& r = *it->second;
        const SessionSpec& spec = m_runningSpecs.at(index);
        m_carry = m_game.carryOver(PlayedSession{
            spec.setup.params, spec.setup.numSeats, RoundsView::of(r.gameState()), r.invalidAttempts(), {}, {}});
    }
    m_runningSpecs.erase(index);
    if (m_tally) m_tally->settle(idAt(index));  // its State goes with it
    // Called from inside the runner, as the last thing it does (SessionRunner::setOnEnded): it
    // may go now.
    if (it != m_running.end()) m_running.erase(it);
    if (m_onProgress) m_onProgress(m_progress);
    pump();
}

void ExperimentRunner::pump() {
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    m_pumping = true;
    do {
        m_pumpAgain = false;
        const int limit = m_sequential ? 1 : m_maxConcurrent;  // carried-over sessions wait for the previous one
        // requestStop() from another thread (a window's batch played here on its worker) launches
        // nothing more; the session in flight ends as it would.
        while (!m_stopping && !m_stopRequested && m_outcome.budgetReached.empty() && m_next < m_sessionCount &&
               static_cast<int>(m_running.size()) < limit) {
            const std::size_t index = m_next++;
            auto launched = launch(index);
            if (!launched && launched.error().code == "skip") {
                ++m_progress.sessionsEnded;
                ++m_outcome.finished;
                continue;
            }
            if (!launched) {
                m_outcome.errors.push_back(idAt(index) + ": " + launched.error().message);
                ++m_outcome.aborted;
                ++m_progress.sessionsEnded;
            }
        }
    } while (m_pumpAgain);
    m_pumping = false;
    const bool allLaunched =
        m_stopping || m_stopRequested || !m_outcome.budgetReached.empty() || m_next >= m_sessionCount;
    if (!m_done && allLaunched && m_running.empty()) {
        m_done = true;
        if (m_onDone) m_onDone(m_outcome);
    }
}

// Events from sessions played on this thread; the tally sees them typed, as the sink does.
void ExperimentRunner::forward(const Json& event, const Json* result, bool durable) {
    if (result) {
        m_sink.writeFinished(event, *result, durable);
        if (m_tally) m_tally->writeFinished(event, *result, durable);
    } else {
        m_sink.writeEvent(event, durable);
        if (m_tally) m_tally->write(event);
    }
    const std::optional<EventType> type = eventTypeOf(event);
    if (type == EventType::RoundCompleted) {
        ++m_progress.roundsDone;
        if (m_onProgress) m_onProgress(m_progress);
    } else if (type == EventType::SessionAborted && event.value("budget_reached", false)) {
        if (m_outcome.budgetReached.empty()) m_outcome.budgetReached = event.value("reason", "");
    } else if (type == EventType::SessionAborted) {
        m_outcome.errors.push_back(event.value("session", "") + ": " + event.value("reason", ""));
    }
    if (m_onEvent) m_onEvent(event);
}

// Text comes only from sessions played on worker threads (runParallel), tallied there already.
void ExperimentRunner::writeText(std::string_view line, EventType type, bool durable) {
    m_sink.writeText(line, type, durable);
    if (type == EventType::RoundCompleted) {
        ++m_progress.roundsDone;
        if (m_onProgress) m_onProgress(m_progress);
    }
    if (type != EventType::SessionAborted && !m_onEvent) return;
    const Json event = Json::parse(line);
    if (type == EventType::SessionAborted)
        m_outcome.errors.push_back(event.value("session", "") + ": " + event.value("reason", ""));
    if (m_onEvent) m_onEvent(event);
}

// A session played on a worker thread, whole: one hand-off to the sink, and progress counted
// from the lines' kinds (runParallel reports it once the session is written). Live views read
// every event, so with one the lines go one by one.
void ExperimentRunner::writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) {
    if (m_onEvent) return EventSink::writeBlock(text, lines, reproducible);
    m_sink.writeBlock(text, lines, reproducible);
    countBlock(text, lines);
}

void ExperimentRunner::writeBlocks(const std::vector<EventBlock>& blocks, bool reproducible) {
    if (m_onEvent) return EventSink::writeBlocks(blocks, reproducible);
    m_sink.writeBlocks(blocks, reproducible);
    for (const auto& b : blocks) countBlock(b.text, *b.lines);
}

ExperimentRunner::BlockCounts ExperimentRunner::countLines(std::string_view text, const std::vector<EventLine>& lines) {
    BlockCounts counts;
    for (const auto& l : lines) {
        if (l.type == EventType::RoundCompleted) {
            ++counts.rounds;
        } else if (l.type == EventType::SessionAborted) {
            const Json event = Json::parse(text.substr(l.offset, l.length));
            counts.errors.push_back(event.value("session", "") + ": " + event.value("reason", ""));
        }
    }
    return counts;
}

void ExperimentRunner::addCounts(BlockCounts&& counts) {
    m_progress.roundsDone += counts.rounds;
    for (auto& e : counts.errors) m_outcome.errors.push_back(std::move(e));
}

void ExperimentRunner::writeDecision(const DecisionEvent& event) {
    m_sink.writeDecision(event);
    if (m_tally) m_tally->writeDecision(event);
    if (m_onEvent) m_onEvent(event.toJson());
}

void ExperimentRunner::writeRound(const RoundEvent& event) {
    m_sink.writeRound(event);
    if (m_tally) m_tally->writeRound(event);
    ++m_progress.roundsDone;
    if (m_onProgress) m_onProgress(m_progress);
    if (m_onEvent) m_onEvent(event.toJson());
}

}  // namespace nashlab::engine
