#include "engine/games/diners_dilemma/diners_dilemma_state.h"

namespace nashlab::engine::games {
namespace {

std::string dishOf(const Json& action) {
    if (action.is_object() && action.contains("chosen_dish") && action["chosen_dish"].is_string())
        return action["chosen_dish"].get<std::string>();
    return {};
}

}  // namespace

DinersDilemmaState::DinersDilemmaState(GameSetup setup)
    : State(std::move(setup)), m_prices(DinerPrices::fromParams(m_setup.params)) {}

std::vector<int> DinersDilemmaState::actingSeats() const {
    if (finished()) return {};
    std::vector<int> seats(static_cast<std::size_t>(m_setup.numSeats));
    for (int i = 0; i < m_setup.numSeats; ++i) seats[static_cast<std::size_t>(i)] = i;
    return seats;
}

ActionSpec DinersDilemmaState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "chosen_dish";
    f.kind = FieldKind::Enum;
    // γ-Bench counts any answer but "cheap" as costly; NashLab asks for one of the two words.
    f.options = {"costly", "cheap"};
    f.description = "the dish you order";
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
    const std::string d = dishOf(action);
    if (d != "costly" && d != "cheap")
        return Error::make("invalid_action", "'chosen_dish' must be \"costly\" or \"cheap\"");
    return okStatus();
}

std::optional<RoundOutcome> DinersDilemmaState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    RoundOutcome out;
    std::vector<std::string> dishes(n);
    int costly = 0;
    int cheap = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json action = it == actions.end() ? Json() : it->second;
        dishes[i] = dishOf(action);
        if (dishes[i] == "costly")
            ++costly;
        else if (dishes[i] == "cheap")
            ++cheap;
        out.actions.push_back(dishes[i].empty() ? Json() : Json(dishes[i]));
    }
    const double total = costly * m_prices.costlyPrice + cheap * m_prices.cheapPrice;
    // The bill is split among those who ate (all N in γ-Bench); a forfeited seat orders and pays nothing.
    const int diners = costly + cheap;
    const double billShare = diners > 0 ? total / diners : 0.0;
    out.payoffs.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        double utility = 0.0;
        if (dishes[i] == "costly")
            utility = m_prices.costlyUtility;
        else if (dishes[i] == "cheap")
            utility = m_prices.cheapUtility;
        if (!dishes[i].empty()) out.payoffs[i] = utility - billShare;
        out.privateReports.push_back({{"dish", out.actions.at(i)}, {"dish_utility", utility}});
        out.reference.push_back(reference(static_cast<int>(i)));
    }
    out.publicReport = {
        {"costly_count", costly}, {"cheap_count", cheap}, {"total_cost", total}, {"bill_share", billShare}};
    m_lastCostly = costly;
    m_lastCheap = cheap;
    m_lastDishes = std::move(dishes);
    return out;
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
