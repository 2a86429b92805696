#include "engine/games/diners_dilemma/diners_dilemma_state.h"

#include <cctype>

namespace nashlab::engine::games {
namespace {

const std::string kField = "chosen_dish";
const std::string kCostly = "costly";
const std::string kCheap = "cheap";

std::string dishOf(const Json& action) {
    if (!action.is_object()) return {};
    const auto found = action.find(kField);
    return found != action.end() && found->is_string() ? found->get<std::string>() : std::string();
}

bool saysCheap(const std::string& said) {
    if (said.size() != kCheap.size()) return false;
    for (std::size_t i = 0; i < said.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(said[i])) != kCheap[i]) return false;
    return true;
}

}  // namespace

DinersDilemmaState::DinersDilemmaState(GameSetup setup)
    : State(std::move(setup)), m_prices(DinerPrices::fromParams(m_setup.params)) {
    m_otherIsCostly = m_setup.params->value("other_answers", std::string("refused")) == "costly";
}

std::string DinersDilemmaState::ruleDish(const std::string& said) const {
    // γ-Bench's rule (other_answers costly): "cheap" in any case is cheap, any other answer costly.
    if (!m_otherIsCostly || said.empty() || said == kCostly || said == kCheap) return said;
    return saysCheap(said) ? kCheap : kCostly;
}

std::vector<int> DinersDilemmaState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
    return seats;
}

ActionSpec DinersDilemmaState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "chosen_dish";
    // γ-Bench counts any answer but "cheap" as costly; NashLab asks for one of the two words unless
    // the spec asks for γ-Bench's rule (other_answers costly), where any text is an order.
    f.kind = m_otherIsCostly ? FieldKind::Text : FieldKind::Enum;
    f.options = {"costly", "cheap"};
    f.description = m_otherIsCostly ? "the dish you order: \"costly\" or \"cheap\" (any other answer counts as costly)"
                                    : "the dish you order";
    return ActionSpec{{f}};
}

Json DinersDilemmaState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    return {{"round", r.round},
            {"your_dish", r.actions.at(s)},
            {"costly_count", r.publicReport.at("costly_count")},
            {"cheap_count", r.publicReport.at("cheap_count")},
            {"total_cost", r.publicReport.at("total_cost")},
            {"bill_share", r.publicReport.at("bill_share")},
            {"dish_utility", r.privateReports.at(s).at("dish_utility")},
            {"payoff", r.payoffs.at(s)},
            {"cumulative", r.cumulative.at(s)}};
}

Json DinersDilemmaState::situation(int seat) const {
    return {{"game", "diners_dilemma"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"costly_price", m_prices.costlyPrice},
            {"costly_utility", m_prices.costlyUtility},
            {"cheap_price", m_prices.cheapPrice},
            {"cheap_utility", m_prices.cheapUtility}};
}

Status DinersDilemmaState::validate(int /*seat*/, const Json& action) const {
    const auto found = action.is_object() ? action.find(kField) : action.end();
    const std::string* d = action.is_object() && found != action.end() && found->is_string()
                               ? found->get_ptr<const std::string*>()
                               : nullptr;
    if (d && m_otherIsCostly) return okStatus();
    if (!d || (*d != kCostly && *d != kCheap))
        return Error::make("invalid_action", "'chosen_dish' must be \"costly\" or \"cheap\"");
    return okStatus();
}

std::optional<RoundOutcome> DinersDilemmaState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    out.payoffs.assign(n, 0.0);
    // The dish each seat ate, as the rules see it ("" for a forfeit: no order).
    std::vector<std::string> dishes(n);
    int costly = 0;
    int cheap = 0;
    for (const auto& [seat, action] : actions) {
        const auto i = static_cast<std::size_t>(seat);
        if (i >= n || action.is_null()) continue;  // a forfeit
        dishes[i] = ruleDish(dishOf(action));
        if (dishes[i] == kCostly)
            ++costly;
        else if (dishes[i] == kCheap)
            ++cheap;
    }
    const double total = costly * m_prices.costlyPrice + cheap * m_prices.cheapPrice;
    // The bill is split among those who ate (all N in γ-Bench); a forfeited seat orders and pays nothing.
    const int diners = costly + cheap;
    const double billShare = diners > 0 ? total / diners : 0.0;
    out.actions = Json::array();
    out.privateReports = Json::array();
    out.reference = Json::array();
    const Json ref = reference(0);  // the same for every seat and round
    for (std::size_t i = 0; i < n; ++i) {
        double utility = 0.0;
        if (dishes[i] == kCostly)
            utility = m_prices.costlyUtility;
        else if (dishes[i] == kCheap)
            utility = m_prices.cheapUtility;
        if (!dishes[i].empty()) out.payoffs[i] = utility - billShare;
        out.actions.push_back(dishes[i].empty() ? Json() : Json(dishes[i]));
        out.privateReports.push_back({{"dish", out.actions.at(i)}, {"dish_utility", utility}});
        out.reference.push_back(ref);
    }
    out.publicReport = {
        {"costly_count", costly}, {"cheap_count", cheap}, {"total_cost", total}, {"bill_share", billShare}};
    m_lastCostly = costly;
    m_lastCheap = cheap;
    return out;
}

std::string DinersDilemmaState::lastDish(int seat) const {
    if (roundsCompleted() == 0) return {};
    const Json& dish = history().back().actions.at(static_cast<std::size_t>(seat));
    return dish.is_string() ? dish.get<std::string>() : std::string();
}

Json DinersDilemmaState::reference(int /*seat*/) const {
    // Everyone orders the dominant dish, so each pays exactly its price.
    const std::string dish = m_prices.dominantDish(m_setup.numSeats);
    const double payoff =
        dish == "costly" ? m_prices.costlyUtility - m_prices.costlyPrice : m_prices.cheapUtility - m_prices.cheapPrice;
    return {{"action", dish}, {"payoff", payoff}};
}

Json DinersDilemmaState::defaultAction(int /*seat*/) const {
    // The cheap dish: a fallback does not play the equilibrium on a seat's behalf.
    return {{"chosen_dish", "cheap"}};
}

}  // namespace nashlab::engine::games
