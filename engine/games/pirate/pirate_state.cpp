#include "engine/games/pirate/pirate_state.h"

#include <algorithm>

#include "engine/games/pirate/pirate_game.h"

namespace nashlab::engine::games {

PirateState::PirateState(GameSetup setup) : State(std::move(setup)) { m_gold = m_setup.params.at("gold").get<int>(); }

std::vector<std::string> PirateState::remainingKeys() const {
    std::vector<std::string> keys;
    for (int s = m_proposer; s < m_setup.numSeats; ++s) keys.push_back(pirateName(s));
    return keys;
}

int PirateState::offer(int seat) const {
    if (!m_plan || seat < m_proposer) return 0;
    return m_plan->value(pirateName(seat), 0);
}

std::vector<int> PirateState::actingSeats() const {
    if (finished()) return {};
    if (!voting()) return {m_proposer};
    std::vector<int> voters;
    for (int s = m_proposer + 1; s < m_setup.numSeats; ++s) voters.push_back(s);
    return voters;
}

ActionSpec PirateState::actionSpec(int seat) const {
    ActionField f;
    if (!voting() && seat == m_proposer) {
        f.name = "proposal";
        f.kind = FieldKind::IntMap;
        f.keys = remainingKeys();
        f.min = 0.0;
        f.max = m_gold;
        f.description = "coins for every pirate aboard, yourself included, adding up to " + std::to_string(m_gold);
    } else {
        f.name = "decision";
        f.kind = FieldKind::Enum;
        f.options = {"accept", "reject"};
        f.description = "your vote on the proposed plan";
    }
    return ActionSpec{{f}};
}

Json PirateState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    const auto s = static_cast<std::size_t>(seat);
    Json shown = Json::array();
    for (const auto& [name, gold] : pub.at("plan").items()) shown.push_back({{"name", name}, {"gold", gold}});
    std::sort(shown.begin(), shown.end(), [](const Json& a, const Json& b) {
        return std::stoi(a.at("name").get<std::string>().substr(7)) <
               std::stoi(b.at("name").get<std::string>().substr(7));
    });
    const Json& proposerSeat = pub.at("proposer");
    const Json& vote = r.actions.at(s);
    return {{"round", r.round},
            {"proposer", pirateName(proposerSeat.get<int>())},
            {"you_proposed", proposerSeat.get<int>() == seat},
            {"plan", shown},
            {"accepts", pub.at("accepts")},
            {"aboard", pub.at("aboard")},
            {"accepted", pub.at("accepted")},
            {"your_vote", vote.is_string() ? vote : Json()},
            {"thrown",
             pub.at("thrown_overboard").is_null() ? Json() : Json(pirateName(pub.at("thrown_overboard").get<int>()))},
            {"payoff", r.payoffs.at(s)}};
}

Json PirateState::situation(int seat) const {
    Json aboard = Json::array();
    for (int s = m_proposer; s < m_setup.numSeats; ++s)
        aboard.push_back(
            {{"name", pirateName(s)}, {"rank", s + 1}, {"is_you", s == seat}, {"is_proposer", s == m_proposer}});
    Json plan = Json::array();
    if (m_plan)
        for (int s = m_proposer; s < m_setup.numSeats; ++s)
            plan.push_back({{"name", pirateName(s)}, {"gold", offer(s)}, {"is_you", s == seat}});
    const int remaining = remainingCount();
    return {{"game", "pirate"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"name", pirateName(seat)},
            {"rank", seat + 1},
            {"gold", m_gold},
            {"aboard", aboard},
            {"aboard_count", remaining},
            {"votes_needed", (remaining + 1) / 2},
            {"proposer", pirateName(m_proposer)},
            {"is_proposer", proposing(seat)},
            {"is_voter", !finished() && voting() && seat > m_proposer},
            {"overboard", seat < m_proposer},
            {"plan", plan},
            {"your_offer", offer(seat)},
            {"offset", seat - m_proposer}};
}

Status PirateState::validate(int seat, const Json& action) const {
    const auto acting = actingSeats();
    if (std::find(acting.begin(), acting.end(), seat) == acting.end())
        return Error::make("not_your_turn", pirateName(seat) + " does not act now");
    if (!voting()) {
        const Json* plan = action.is_object() && action.contains("proposal") ? &action.at("proposal") : nullptr;
        if (!plan || !plan->is_object()) return Error::make("invalid_action", "the answer needs an object 'proposal'");
        long long total = 0;
        for (const auto& key : remainingKeys()) {
            if (!plan->contains(key) || !plan->at(key).is_number_integer())
                return Error::make("invalid_action", "'proposal' needs a whole number of coins for " + key);
            if (plan->at(key).get<long long>() < 0)
                return Error::make("out_of_range", "'proposal' gives " + key + " a negative amount");
            total += plan->at(key).get<long long>();
        }
        if (plan->size() != remainingKeys().size())
            return Error::make("invalid_action", "'proposal' must name exactly the " +
                                                     std::to_string(remainingCount()) + " pirates aboard");
        if (total != m_gold)
            return Error::make("wrong_total", "the coins in 'proposal' must add up to exactly " +
                                                  std::to_string(m_gold) + ", yours add up to " +
                                                  std::to_string(total));
        return okStatus();
    }
    const Json* d = action.is_object() && action.contains("decision") ? &action.at("decision") : nullptr;
    if (!d || !d->is_string() || (*d != "accept" && *d != "reject"))
        return Error::make("invalid_action", "'decision' must be \"accept\" or \"reject\"");
    return okStatus();
}

std::optional<RoundOutcome> PirateState::doApply(const std::map<int, Json>& actions) {
    if (!voting()) {
        const auto it = actions.find(m_proposer);
        const Json action = it == actions.end() ? Json() : it->second;
        if (action.is_object() && action.contains("proposal") && validate(m_proposer, action).ok()) {
            m_plan = action.at("proposal");
            return std::nullopt;
        }
        return finishRound({});  // no usable plan: it cannot be accepted
    }
    return finishRound(actions);
}

RoundOutcome PirateState::finishRound(const std::map<int, Json>& votes) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    const int aboard = remainingCount();
    const bool hasPlan = m_plan.has_value();
    int accepts = hasPlan ? 1 : 0;  // the proposer counts as voting for their own plan
    for (std::size_t i = 0; i < n; ++i) {
        const int s = static_cast<int>(i);
        Json action;
        if (s == m_proposer) {
            action = hasPlan ? *m_plan : Json();
        } else if (s > m_proposer && hasPlan) {
            const auto it = votes.find(s);
            if (it != votes.end() && it->second.is_object() && it->second.contains("decision"))
                action = it->second.at("decision");
            if (action == "accept") ++accepts;
        }
        out.actions.push_back(action);
        out.privateReports.push_back({{"offer", s >= m_proposer && hasPlan ? Json(offer(s)) : Json()},
                                      {"offset", s >= m_proposer ? Json(s - m_proposer) : Json()}});
        // References as they stood during the round: Stewart's plan, and the paper's vote rule.
        if (s == m_proposer) {
            out.reference.push_back(proposalReference());
        } else if (s > m_proposer && hasPlan) {
            out.reference.push_back(
                {{"action", {{"decision", pirateOptimalAccept(offer(s), s - m_proposer) ? "accept" : "reject"}}},
                 {"payoff", nullptr}});
        } else {
            out.reference.push_back(nullptr);
        }
    }
    // Accepted at exactly half (γ-Bench: accepts / aboard >= 0.5).
    const bool accepted = hasPlan && 2 * accepts >= aboard;
    const int thrown = accepted ? -1 : m_proposer;
    out.payoffs.assign(n, 0.0);
    if (accepted) {
        for (int s = m_proposer; s < m_setup.numSeats; ++s) out.payoffs[static_cast<std::size_t>(s)] = offer(s);
        m_over = true;
    } else {
        ++m_proposer;
        if (remainingCount() == 1) {  // the last pirate aboard keeps the whole chest
            out.payoffs[static_cast<std::size_t>(m_proposer)] = m_gold;
            m_over = true;
        }
    }
    out.publicReport = {{"proposer", thrown >= 0 ? thrown : m_proposer},
                        {"plan", hasPlan ? *m_plan : Json::object()},
                        {"aboard", aboard},
                        {"accepts", accepts},
                        {"accepted", accepted},
                        {"thrown_overboard", thrown >= 0 ? Json(thrown) : Json()},
                        {"game_over", m_over}};
    m_plan.reset();
    return out;
}

Json PirateState::proposalReference() const {
    const auto plan = stewartPlan(remainingCount(), m_gold);
    Json proposal = Json::object();
    for (int s = m_proposer; s < m_setup.numSeats; ++s)
        proposal[pirateName(s)] = plan[static_cast<std::size_t>(s - m_proposer)];
    return {{"action", {{"proposal", proposal}}}, {"payoff", plan.front()}};
}

Json PirateState::reference(int seat) const {
    if (finished()) return nullptr;
    if (!voting()) return seat == m_proposer ? proposalReference() : Json();
    if (seat <= m_proposer) return nullptr;
    return {{"action", {{"decision", pirateOptimalAccept(offer(seat), seat - m_proposer) ? "accept" : "reject"}}},
            {"payoff", nullptr}};
}

Json PirateState::randomLegalAction(int seat, Rng& rng) const {
    if (voting() || seat != m_proposer) return actionSpec(seat).randomAction(rng);
    // A uniformly random way to cut the coins into one share per pirate aboard (cut points in [0, G]).
    const int m = remainingCount();
    std::vector<std::int64_t> cuts;
    for (int i = 0; i < m - 1; ++i) cuts.push_back(rng.uniformInt(0, m_gold));
    std::sort(cuts.begin(), cuts.end());
    cuts.push_back(m_gold);
    Json proposal = Json::object();
    std::int64_t previous = 0;
    for (int i = 0; i < m; ++i) {
        proposal[pirateName(m_proposer + i)] = cuts[static_cast<std::size_t>(i)] - previous;
        previous = cuts[static_cast<std::size_t>(i)];
    }
    return {{"proposal", proposal}};
}

Json PirateState::defaultAction(int seat) const {
    if (voting() || seat != m_proposer) return {{"decision", "accept"}};
    // An equal split (the remainder to the proposer): uninformed, not the equilibrium.
    const int m = remainingCount();
    Json proposal = Json::object();
    for (int i = 0; i < m; ++i) proposal[pirateName(m_proposer + i)] = m_gold / m + (i == 0 ? m_gold % m : 0);
    return {{"proposal", proposal}};
}

}  // namespace nashlab::engine::games
