#include "engine/games/el_farol/el_farol_state.h"

#include "engine/games/el_farol/el_farol_game.h"

namespace nashlab::engine::games {
namespace {

const std::string kDecision = "decision";
const std::string kGo = "go";
const std::string kStay = "stay";
const std::string kNone;

// The decision field of an action, or null when there is none (a forfeit, or no string there).
const std::string* decisionOf(const Json& action) {
    if (!action.is_object()) return nullptr;
    const auto found = action.find(kDecision);
    if (found == action.end() || !found->is_string()) return nullptr;
    return &found->get_ref<const std::string&>();
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
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
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

const std::string& ElFarolState::decision(std::size_t roundIndex, int seat) const {
    switch (choiceAt(roundIndex, seat)) {
    case Choice::Go: return kGo;
    case Choice::Stay: return kStay;
    case Choice::None: break;
    }
    return kNone;
}

Status ElFarolState::validate(int /*seat*/, const Json& action) const {
    const std::string* d = decisionOf(action);
    if (!d || (*d != kGo && *d != kStay)) return Error::make("invalid_action", "'decision' must be \"go\" or \"stay\"");
    return okStatus();
}

std::optional<RoundOutcome> ElFarolState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const std::size_t base = m_choices.size();
    m_choices.resize(base + n, Choice::None);
    Choice* choices = m_choices.data() + base;
    int goers = 0;
    int stayers = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const std::string* d = it == actions.end() ? nullptr : decisionOf(it->second);  // null: a forfeit
        if (d && *d == kGo) {
            choices[i] = Choice::Go;
            ++goers;
        } else if (d && *d == kStay) {
            choices[i] = Choice::Stay;
            ++stayers;
        }
    }
    // The share is over all seats (γ-Bench: go_num / player_num ≤ R means fun); a forfeited seat
    // neither goes nor earns anything.
    const bool crowded = goers > m_capacity;
    RoundOutcome out;
    out.actions = Json::array();
    out.payoffs.assign(n, 0.0);
    out.privateReports = Json::array();
    out.reference = Json::array();
    const Json ref = reference(0);  // the same for every seat and round
    for (std::size_t i = 0; i < n; ++i) {
        if (choices[i] == Choice::Go)
            out.payoffs[i] = crowded ? m_min : m_max;
        else if (choices[i] == Choice::Stay)
            out.payoffs[i] = m_home;
        out.actions.push_back(choices[i] == Choice::None ? Json() : Json(choices[i] == Choice::Go ? kGo : kStay));
        // Implicit feedback: only those who went see how the night turned out.
        const bool informed = !m_implicit || choices[i] == Choice::Go;
        out.privateReports.push_back({{"decision", out.actions.at(i)}, {"informed", informed}});
        out.reference.push_back(ref);
    }
    out.publicReport = {{"go_count", goers},
                        {"stay_count", stayers},
                        {"go_share", static_cast<double>(goers) / static_cast<double>(n)},
                        {"capacity", m_capacity},
                        {"crowded", crowded}};
    m_goCounts.push_back(goers);
    return out;
}

Json ElFarolState::reference(int /*seat*/) const {
    // γ-Bench's reference is the mixed strategy "go with probability R"; its payoff is that mix's expectation.
    return {{"action", {{"go_probability", m_ratio}}},
            {"payoff", elFarolReferencePayoff(m_ratio, m_setup.numSeats, m_min, m_max, m_home)}};
}

Json ElFarolState::defaultAction(int /*seat*/) const { return {{"decision", "stay"}}; }

}  // namespace nashlab::engine::games
