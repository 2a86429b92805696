#include "engine/game/state.h"

#include <algorithm>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace nashlab::engine {

// The history grows by doubling: each round must move, not copy, its JSON parts when it does.
static_assert(std::is_nothrow_move_constructible_v<RoundOutcome>);

const RoundOutcome& AppliedStep::value() const {
    if (!m_state) throw std::logic_error("the step did not complete a round");
    return m_state->roundAt(m_index);
}

State::State(GameSetup setup)
    : m_setup(std::move(setup)), m_cumulative(static_cast<std::size_t>(std::max(0, m_setup.numSeats)), 0.0) {
    // Room for the planned rounds (within reason): a long session does not move its history as it grows.
    m_history.reserve(static_cast<std::size_t>(std::clamp(m_setup.rounds, 0, 100000)));
}

int State::historyLength(int /*seat*/) const { return static_cast<int>(m_history.size()); }

RoundsView RoundsView::of(const State& state) {
    RoundsView view;
    view.m_live = &state.history();
    return view;
}

Json State::observation(int seat, int historyDepth) const {
    Json obs = situation(seat);
    // Walk back from the newest round and stop after `historyDepth` entries: the cost depends on
    // the depth asked for, not on the length of the session.
    std::vector<Json> recent;
    const std::size_t wanted = historyDepth < 0 ? m_history.size() : static_cast<std::size_t>(historyDepth);
    for (std::size_t i = m_history.size(); i-- > 0 && recent.size() < wanted;) {
        Json entry = pastRound(m_history[i], seat);
        if (!entry.is_null()) recent.push_back(std::move(entry));
    }
    Json history = Json::array();
    for (auto it = recent.rbegin(); it != recent.rend(); ++it) history.push_back(std::move(*it));
    obs["history"] = std::move(history);
    return obs;
}

Status State::checkStep(const std::map<int, Json>& actions) const {
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

AppliedStep State::apply(const std::map<int, Json>& actions) {
    if (auto ok = checkStep(actions); !ok) return AppliedStep(ok.error());
    Json step = Json::object();
    for (const auto& [seat, action] : actions) step[std::to_string(seat)] = action;
    m_steps.push_back(std::move(step));
    std::optional<RoundOutcome> outcome = doApply(actions);
    if (!outcome) return AppliedStep();
    outcome->round = round();
    outcome->steps = std::exchange(m_steps, Json::array());
    for (std::size_t i = 0; i < m_cumulative.size() && i < outcome->payoffs.size(); ++i)
        m_cumulative[i] += outcome->payoffs[i];
    outcome->cumulative = m_cumulative;
    m_history.push_back(std::move(*outcome));
    return AppliedStep(this, m_history.size() - 1);
}

Json State::toJson() const {
    Json rounds = Json::array();
    for (const auto& r : history()) rounds.push_back(r.toJson());
    return {{"setup", m_setup.toJson()}, {"rounds", rounds}};
}

}  // namespace nashlab::engine
