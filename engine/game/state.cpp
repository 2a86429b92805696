#include "engine/game/state.h"

#include <algorithm>
#include <stdexcept>
#include <type_traits>

namespace nashlab::engine {

// The history grows by doubling: each round must move, not copy, its JSON parts when it does.
static_assert(std::is_nothrow_move_constructible_v<RoundOutcome>);

const RoundOutcome& AppliedStep::value() const {
    if (!m_state) throw std::logic_error("the step did not complete a round");
    return m_state->roundAt(m_index);
}

State::State(GameSetup setup)
    : m_setup(std::move(setup)), m_cumulative(static_cast<std::size_t>(std::max(0, m_setup.numSeats)), 0.0) {
    // Room for the planned rounds (within reason): a long session does not move its history as it
    // grows. A short game's cap (a hand of hold'em plans 100 rounds, plays 2 or 3) costs one
    // unused block, which the allocator (mimalloc) makes and frees cheaply (see docs/architecture.md); room for
    // only the first rounds made a 10,000-round session 1.8 times slower.
    const auto planned = static_cast<std::size_t>(std::clamp(m_setup.rounds, 0, 100000));
    m_history.reserve(planned);
    m_undescribed.reserve(planned);
}

int State::historyLength(int /*seat*/) const { return static_cast<int>(m_history.size()); }

const RoundOutcome& State::roundAt(std::size_t index) const {
    RoundOutcome& r = m_history.at(index);
    if (m_undescribedCount > 0 && m_undescribed[index]) {
        describeRound(r);
        m_undescribed[index] = 0;
        --m_undescribedCount;
    }
    return r;
}

const RoundOutcome& State::describedRound(std::size_t index, RoundOutcome& scratch, unsigned parts) const {
    const RoundOutcome& stored = m_history.at(index);
    if (m_undescribedCount == 0 || !m_undescribed[index]) return stored;
    scratch.round = stored.round;
    scratch.payoffs = stored.payoffs;
    scratch.cumulative = stored.cumulative;
    for (Json* part :
         {&scratch.actions, &scratch.steps, &scratch.publicReport, &scratch.privateReports, &scratch.reference})
        *part = nullptr;  // as DescribedLater leaves them: nothing of the round read before survives
    if (parts == kAllRoundParts)
        describeRound(scratch);
    else
        describeRoundParts(scratch, parts);
    return scratch;
}

RoundsView RoundsView::of(const State& state, unsigned parts) {
    RoundsView view;
    view.m_state = &state;
    view.m_parts = parts;
    return view;
}

std::size_t RoundsView::size() const { return m_state ? m_state->roundsCompleted() : m_rounds.size(); }

const RoundOutcome& RoundsView::operator[](std::size_t index) const {
    return m_state ? m_state->roundAt(index) : m_rounds[index];
}

const RoundOutcome& RoundsView::at(std::size_t index) const {
    return m_state ? m_state->roundAt(index) : m_rounds.at(index);
}

const RoundOutcome& RoundsView::Iterator::operator*() const {
    if (!m_view->m_state) return m_view->m_rounds[m_index];
    return m_view->m_state->describedRound(m_index, m_scratch, m_view->m_parts);
}

const std::vector<RoundOutcome>& State::history() const {
    for (std::size_t i = 0; m_undescribedCount > 0 && i < m_history.size(); ++i) (void)roundAt(i);
    return m_history;
}

Json State::observation(int seat, int historyDepth) const {
    Json obs = situation(seat);
    // Walk back from the newest round and stop after `historyDepth` entries: the cost depends on
    // the depth asked for, not on the length of the session.
    std::vector<Json> recent;
    const std::size_t wanted = historyDepth < 0 ? m_history.size() : static_cast<std::size_t>(historyDepth);
    for (std::size_t i = m_history.size(); i-- > 0 && recent.size() < wanted;) {
        Json entry = pastRound(roundAt(i), seat);
        if (!entry.is_null()) recent.push_back(std::move(entry));
    }
    Json history = Json::array();
    for (auto it = recent.rbegin(); it != recent.rend(); ++it) history.push_back(std::move(*it));
    obs["history"] = std::move(history);
    return obs;
}

Status State::checkStep(const std::map<int, Json>& actions, StepCheck check) const {
    if (check == StepCheck::Checked) return okStatus();
    const std::vector<int> acting = actingSeats();
    if (acting.empty()) return Error::make("invalid_step", "no seat acts now: the game is over");
    std::size_t matched = 0;
    for (int seat : acting) {
        const auto it = actions.find(seat);
        if (it == actions.end())
            return Error::make("invalid_step", "seat " + std::to_string(seat + 1) + " must act in this step");
        ++matched;
        if (it->second.is_null()) continue;  // a forfeit
        if (auto legal = legalInStep(seat, it->second); !legal)
            return Error::make("invalid_action", "seat " + std::to_string(seat + 1) + ": " + legal.error().message);
    }
    if (matched != actions.size())
        for (const auto& [seat, action] : actions)
            if (std::find(acting.begin(), acting.end(), seat) == acting.end())
                return Error::make("invalid_step", "seat " + std::to_string(seat + 1) + " does not act in this step");
    return okStatus();
}

AppliedStep State::apply(const std::map<int, Json>& actions, StepCheck check) {
    if (auto ok = checkStep(actions, check); !ok) return AppliedStep(ok.error());
    const bool later = describesRoundsLater();
    if (!later) {
        Json step = Json::object();
        for (const auto& [seat, action] : actions) step[std::to_string(seat)] = action;
        m_steps.push_back(std::move(step));
    }
    return recordRound(doApply(actions), later);
}

AppliedStep State::applyNumbers(const NumberStep& step) {
    // A game that writes its steps' JSON as it goes keeps them in the round: the general path.
    if (!describesRoundsLater()) return apply(actionsOf(step, numberKey()), StepCheck::Checked);
    return recordRound(doApplyNumbers(step), true);
}

std::optional<RoundOutcome> State::doApplyNumbers(const NumberStep& step) {
    return doApply(actionsOf(step, numberKey()));
}

std::map<int, Json> State::actionsOf(const NumberStep& step, std::string_view key) {
    std::map<int, Json> actions;
    for (const auto& [seat, answer] : step) actions.emplace(seat, answer.toAction(key));
    return actions;
}

AppliedStep State::recordRound(std::optional<RoundOutcome> outcome, bool describedLater) {
    if (!outcome) return AppliedStep();
    outcome->round = round();
    if (!describedLater) {
        outcome->steps = std::move(m_steps);
        m_steps = Json::array();
    }
    for (std::size_t i = 0; i < m_cumulative.size() && i < outcome->payoffs.size(); ++i)
        m_cumulative[i] += outcome->payoffs[i];
    outcome->cumulative = m_cumulative;
    m_history.push_back(std::move(*outcome));
    m_undescribed.push_back(describedLater ? 1 : 0);
    if (describedLater) ++m_undescribedCount;
    roundRecorded(m_history.back());
    return AppliedStep(this, m_history.size() - 1);
}

Json State::toJson() const {
    Json rounds = Json::array();
    for (const auto& r : history()) rounds.push_back(r.toJson());
    return {{"setup", m_setup.toJson()}, {"rounds", rounds}};
}

}  // namespace nashlab::engine
