#include "engine/games/el_farol/el_farol_state.h"

#include "engine/games/el_farol/el_farol_game.h"

namespace nashlab::engine::games {
namespace {

std::string decisionOf(const Json& action) {
    if (action.is_object() && action.contains("decision") && action["decision"].is_string())
        return action["decision"].get<std::string>();
    return {};
}

}  // namespace

ElFarolState::ElFarolState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_ratio = p.at("ratio").get<double>();
    m_min = p.at("min").get<double>();
    m_max = p.at("max").get<double>();
    m_home = p.at("home").get<double>();
    m_implicit = p.at("mode").get<std::string>() == "implicit";
    m_capacity = elFarolCapacity(m_ratio, m_setup.numSeats);
}

std::vector<int> ElFarolState::actingSeats() const {
    if (finished()) return {};
    std::vector<int> seats(static_cast<std::size_t>(m_setup.numSeats));
    for (int i = 0; i < m_setup.numSeats; ++i) seats[static_cast<std::size_t>(i)] = i;
    return seats;
}

ActionSpec ElFarolState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "decision";
    f.kind = FieldKind::Enum;
    f.options = {"go", "stay"};
    f.description = "go to the bar or stay home";
    return ActionSpec{{f}};
}

Json ElFarolState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    const Json& mine = r.privateReports.at(s);
    Json entry = {{"round", r.round},
                  {"your_choice", r.actions.at(s)},
                  {"went", mine.at("decision") == "go"},
                  {"informed", mine.at("informed")},
                  {"payoff", r.payoffs.at(s)},
                  {"cumulative", r.cumulative.at(s)}};
    if (mine.at("informed").get<bool>()) {
        entry["go_count"] = r.publicReport.at("go_count");
        entry["stay_count"] = r.publicReport.at("stay_count");
        entry["crowded"] = r.publicReport.at("crowded");
    }
    return entry;
}

Json ElFarolState::situation(int seat) const {
    return {{"game", "el_farol"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"ratio", m_ratio},
            {"ratio_percent", formatNumber(m_ratio * 100.0, 2) + "%"},
            {"capacity", m_capacity},
            {"min", m_min},
            {"max", m_max},
            {"home", m_home},
            {"mode", m_implicit ? "implicit" : "explicit"},
            {"implicit", m_implicit}};
}

Status ElFarolState::validate(int /*seat*/, const Json& action) const {
    const std::string d = decisionOf(action);
    if (d != "go" && d != "stay") return Error::make("invalid_action", "'decision' must be \"go\" or \"stay\"");
    return okStatus();
}

std::optional<RoundOutcome> ElFarolState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    std::vector<std::string> decisions(n);
    int goers = 0;
    int stayers = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json action = it == actions.end() ? Json() : it->second;
        decisions[i] = decisionOf(action);
        if (decisions[i] == "go")
            ++goers;
        else if (decisions[i] == "stay")
            ++stayers;
        out.actions.push_back(decisions[i].empty() ? Json() : Json(decisions[i]));
    }
    // The share is over all seats (γ-Bench: go_num / player_num ≤ R means fun); a forfeited seat
    // neither goes nor earns anything.
    const bool crowded = goers > m_capacity;
    out.payoffs.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        if (decisions[i] == "go")
            out.payoffs[i] = crowded ? m_min : m_max;
        else if (decisions[i] == "stay")
            out.payoffs[i] = m_home;
        // Implicit feedback: only those who went see how the night turned out.
        const bool informed = !m_implicit || decisions[i] == "go";
        out.privateReports.push_back({{"decision", out.actions.at(i)}, {"informed", informed}});
        out.reference.push_back(reference(static_cast<int>(i)));
    }
    out.publicReport = {{"go_count", goers},
                        {"stay_count", stayers},
                        {"go_share", static_cast<double>(goers) / static_cast<double>(n)},
                        {"capacity", m_capacity},
                        {"crowded", crowded}};
    m_goCounts.push_back(goers);
    m_decisions.push_back(std::move(decisions));
    return out;
}

Json ElFarolState::reference(int /*seat*/) const {
    // γ-Bench's reference is the mixed strategy "go with probability R"; its payoff is that mix's expectation.
    return {{"action", {{"go_probability", m_ratio}}},
            {"payoff", elFarolReferencePayoff(m_ratio, m_setup.numSeats, m_min, m_max, m_home)}};
}

Json ElFarolState::defaultAction(int /*seat*/) const { return {{"decision", "stay"}}; }

}  // namespace nashlab::engine::games
