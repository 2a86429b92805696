#include "engine/games/pirate/pirate_state.h"

#include <algorithm>

#include "engine/games/pirate/pirate_game.h"

namespace nashlab::engine::games {
namespace {

const std::string kAccept = "accept";
const std::string kReject = "reject";

bool isVote(const std::string& d) { return d == kAccept || d == kReject; }

// The "decision" of a vote when it is a string, else nullptr.
const std::string* decisionOf(const Json& action) {
    if (!action.is_object()) return nullptr;
    const auto found = action.find("decision");
    return found != action.end() && found->is_string() ? &found->get_ref<const std::string&>() : nullptr;
}

}  // namespace

PirateState::PirateState(GameSetup setup) : State(std::move(setup)) {
    m_gold = m_setup.params.at("gold").get<int>();
    m_names.reserve(static_cast<std::size_t>(std::max(0, m_setup.numSeats)));
    for (int s = 0; s < m_setup.numSeats; ++s) m_names.push_back(pirateName(s));
    m_offers.assign(m_names.size(), 0);
}

std::vector<std::string> PirateState::remainingKeys() const {
    return std::vector<std::string>(m_names.begin() + m_proposer, m_names.end());
}

std::vector<int> PirateState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    if (!voting()) {
        seats.push_back(m_proposer);
        return seats;
    }
    for (int s = m_proposer + 1; s < m_setup.numSeats; ++s) seats.push_back(s);  // the voters
    return seats;
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
    if (m_hasPlan)
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
    // Checked without building the acting seats or the keys: the runner asks this for every vote.
    if (!(proposing(seat) || votingNow(seat)))
        return Error::make("not_your_turn", pirateName(seat) + " does not act now");
    if (!voting()) {
        const auto found = action.is_object() ? action.find("proposal") : action.end();
        const Json* plan = action.is_object() && found != action.end() ? &*found : nullptr;
        if (!plan || !plan->is_object()) return Error::make("invalid_action", "the answer needs an object 'proposal'");
        long long total = 0;
        for (int s = m_proposer; s < m_setup.numSeats; ++s) {
            const std::string& key = name(s);
            const auto coins = plan->find(key);
            if (coins == plan->end() || !coins->is_number_integer())
                return Error::make("invalid_action", "'proposal' needs a whole number of coins for " + key);
            if (coins->get<long long>() < 0)
                return Error::make("out_of_range", "'proposal' gives " + key + " a negative amount");
            total += coins->get<long long>();
        }
        if (plan->size() != static_cast<std::size_t>(remainingCount()))
            return Error::make("invalid_action", "'proposal' must name exactly the " +
                                                     std::to_string(remainingCount()) + " pirates aboard");
        if (total != m_gold)
            return Error::make("wrong_total", "the coins in 'proposal' must add up to exactly " +
                                                  std::to_string(m_gold) + ", yours add up to " +
                                                  std::to_string(total));
        return okStatus();
    }
    const auto found = action.is_object() ? action.find("decision") : action.end();
    const Json* d = action.is_object() && found != action.end() ? &*found : nullptr;
    if (!d || !d->is_string() || !isVote(d->get_ref<const std::string&>()))
        return Error::make("invalid_action", "'decision' must be \"accept\" or \"reject\"");
    return okStatus();
}

std::optional<RoundOutcome> PirateState::doApply(const std::map<int, Json>& actions) {
    if (!voting()) {
        static const Json kNull;
        const auto it = actions.find(m_proposer);
        const Json& action = it == actions.end() ? kNull : it->second;
        const bool usable = action.is_object() && action.contains("proposal") && validate(m_proposer, action).ok();
        if (usable) {
            // A validated plan names every pirate aboard with a whole, non-negative number of coins.
            const Json& plan = action.at("proposal");
            for (int s = m_proposer; s < m_setup.numSeats; ++s)
                m_offers[static_cast<std::size_t>(s)] = plan.at(name(s)).get<int>();
            m_hasPlan = true;
            return std::nullopt;
        }
        return finishRound(nullptr);  // no usable plan: it cannot be accepted
    }
    return finishRound(&actions);
}

RoundOutcome PirateState::finishRound(const std::map<int, Json>* votes) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    const int p = m_proposer;
    const int aboard = remainingCount();
    const bool hasPlan = m_hasPlan;
    int accepts = hasPlan ? 1 : 0;  // the proposer counts as voting for their own plan
    if (votes)
        for (const auto& [s, a] : *votes) {
            const bool voter = s > p && s < m_setup.numSeats;
            const std::string* d = decisionOf(a);
            if (voter && hasPlan && d && *d == kAccept) ++accepts;
        }
    // Accepted at exactly half (γ-Bench: accepts / aboard >= 0.5).
    const bool accepted = hasPlan && 2 * accepts >= aboard;
    out.payoffs.assign(n, 0.0);
    if (accepted) {
        for (int s = p; s < m_setup.numSeats; ++s) out.payoffs[static_cast<std::size_t>(s)] = offer(s);
        m_over = true;
    } else {
        ++m_proposer;
        if (remainingCount() == 1) {  // the last pirate aboard keeps the whole chest
            out.payoffs[static_cast<std::size_t>(m_proposer)] = m_gold;
            m_over = true;
        }
    }
    m_hasPlan = false;

    // The plan voted on ({"pirate_k": coins}), and its coins for `seat` (what offer() read during the round).
    Json plan = nullptr;
    if (hasPlan) {
        plan = Json::object();
        for (int s = p; s < m_setup.numSeats; ++s) plan[name(s)] = m_offers[static_cast<std::size_t>(s)];
    }
    const auto offerOf = [&](int seat) { return hasPlan && seat >= p ? m_offers[static_cast<std::size_t>(seat)] : 0; };
    // A vote's decision as given (null for a forfeit).
    const auto voteOf = [votes](int seat) -> Json {
        if (!votes) return Json();
        const auto it = votes->find(seat);
        if (it == votes->end()) return Json();
        const Json& a = it->second;
        return a.is_object() && a.contains("decision") ? a.at("decision") : Json();
    };
    out.actions = Json::array();
    out.privateReports = Json::array();
    out.reference = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int s = static_cast<int>(i);
        Json action;
        if (s == p) {
            if (hasPlan) action = plan;
        } else if (s > p && hasPlan) {
            action = voteOf(s);
        }
        out.actions.push_back(std::move(action));
        out.privateReports.push_back(
            {{"offer", s >= p && hasPlan ? Json(offerOf(s)) : Json()}, {"offset", s >= p ? Json(s - p) : Json()}});
        // References as they stood during the round: Stewart's plan, and the paper's vote rule.
        if (s == p) {
            out.reference.push_back(proposalReference(p));
        } else if (s > p && hasPlan) {
            out.reference.push_back(
                {{"action", {{"decision", pirateOptimalAccept(offerOf(s), s - p) ? "accept" : "reject"}}},
                 {"payoff", nullptr}});
        } else {
            out.reference.push_back(nullptr);
        }
    }
    out.publicReport = {{"proposer", p},        {"plan", hasPlan ? plan : Json::object()},
                        {"aboard", aboard},     {"accepts", accepts},
                        {"accepted", accepted}, {"thrown_overboard", accepted ? Json() : Json(p)},
                        {"game_over", m_over}};
    return out;
}

Json PirateState::proposalReference(int proposer) const {
    const int remaining = m_setup.numSeats - proposer;
    const auto plan = stewartPlan(remaining, m_gold);
    Json proposal = Json::object();
    for (int s = proposer; s < m_setup.numSeats; ++s)
        proposal[pirateName(s)] = plan[static_cast<std::size_t>(s - proposer)];
    return {{"action", {{"proposal", proposal}}}, {"payoff", plan.front()}};
}

Json PirateState::reference(int seat) const {
    if (finished()) return nullptr;
    if (!voting()) return seat == m_proposer ? proposalReference(m_proposer) : Json();
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
