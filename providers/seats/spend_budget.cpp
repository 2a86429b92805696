#include "providers/seats/spend_budget.h"

#include <algorithm>

#include "engine/core/json.h"
#include "engine/record/events.h"

namespace nashlab::providers {

namespace {
// Costs are sums of products of token counts and prices: allow for the rounding of those sums,
// so a budget of exactly N requests' cost lets the N-th through.
constexpr double kSlack = 1e-9;
}  // namespace

bool SpendBudget::reserve(double estimate) {
    if (m_spent + m_reserved + estimate > m_limit * (1 + kSlack) + kSlack) return false;
    m_reserved += estimate;
    return true;
}

void SpendBudget::settle(double estimate, double actual) {
    m_reserved = std::max(0.0, m_reserved - estimate);
    m_spent += actual;
    // Written before the answer is recorded: a crash can leave the ledger ahead of the record
    // (a request paid), never behind it.
    if (actual > 0 && !m_ledger.empty()) (void)engine::writeJsonFileAtomic(m_ledger, engine::Json{{"spent", m_spent}});
}

std::vector<std::string> modelsWithoutPrice(const std::vector<engine::SeatSpec>& seats, const PriceTable& prices) {
    std::vector<std::string> missing;
    for (const auto& seat : seats) {
        if (seat.type != "llm") continue;
        const std::string provider = seat.settings.value("provider", "openai");
        const std::string model = seat.settings.value("model", "");
        const std::string name = provider + "/" + model;
        if (!prices.cost(provider, model, engine::Usage{1, 1}) &&
            std::find(missing.begin(), missing.end(), name) == missing.end())
            missing.push_back(name);
    }
    return missing;
}

std::optional<double> spentInLedger(const std::string& ledger) {
    auto j = engine::readJsonFile(ledger);
    if (!j || !j->is_object() || !(*j)["spent"].is_number()) return std::nullopt;
    const double spent = (*j)["spent"].get<double>();
    if (!(spent >= 0) || spent > 1e12) return std::nullopt;
    return spent;
}

double spentBeforeResume(const engine::RunRecord& record) {
    double spent = 0;
    for (const auto& e : record.events)
        if (engine::eventTypeOf(e) == engine::EventType::Decision) spent += e.value("cost", 0.0);
    return std::max(spent, spentInLedger(record.dir + "/" + kSpendLedger).value_or(0.0));
}

std::string SpendBudget::refusal(double estimate, const std::string& currency) const {
    using engine::formatNumber;
    return "the budget of " + formatNumber(m_limit, 6) + " " + currency + " is reached: " + formatNumber(m_spent, 6) +
           " spent" + (m_reserved > 0 ? ", " + formatNumber(m_reserved, 6) + " in requests under way" : std::string()) +
           ", and the next request would cost about " + formatNumber(estimate, 6) +
           " (resume with a higher budget to go on)";
}

}  // namespace nashlab::providers
