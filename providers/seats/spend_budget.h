#pragma once
// SpendBudget: the most a run may spend on model requests (a spec's budget_usd, the CLI's
// --budget), shared by every model seat of the run. A request reserves its estimated cost before
// it is sent and settles at its real cost when answered; a request whose reservation would take
// spent + reserved past the limit is not sent: the run stops there, resumable with a higher limit.
#include <optional>
#include <string>
#include <vector>

#include "engine/record/run_reader.h"
#include "engine/session/session_spec.h"
#include "providers/seats/price_table.h"

namespace nashlab::providers {

class SpendBudget {
public:
    /// `spentBefore`: what the run being resumed has spent already. `ledger` (may be empty): a file
    /// kept up to date with the total spent after every paid request — the record alone cannot
    /// say, since a resume drops the answers of rounds cut short (paid, but played again).
    SpendBudget(double limit, double spentBefore, std::string ledger = {})
        : m_limit(limit), m_spent(spentBefore), m_ledger(std::move(ledger)) {}

    /// Reserves `estimate` for a request about to be sent; false (nothing reserved) when it would
    /// pass the limit.
    bool reserve(double estimate);
    /// The request that reserved `estimate` is over and cost `actual` (0 when nothing was spent).
    void settle(double estimate, double actual);

    double limit() const { return m_limit; }
    double spent() const { return m_spent; }
    /// Why a request of `estimate` is not sent, for the record and the person running it.
    std::string refusal(double estimate, const std::string& currency) const;

private:
    double m_limit;
    double m_spent;
    double m_reserved = 0;
    std::string m_ledger;
};

/// "provider/model" of each model seat among `seats` the price table has no price for, once each,
/// in seat order: a run with a budget refuses them (their spending could not be counted).
std::vector<std::string> modelsWithoutPrice(const std::vector<engine::SeatSpec>& seats, const PriceTable& prices);

/// The total a run has spent, from its ledger file (SpendBudget); none when there is no such file
/// or it does not hold a sensible amount.
std::optional<double> spentInLedger(const std::string& ledger);

/// The run folder's ledger file, SpendBudget's record of what the run's requests cost.
inline constexpr const char* kSpendLedger = "spend.json";

/// What a run spent on model requests before a resume, which its budget counts: its ledger's
/// total, or its recorded decisions' costs when there is no ledger (a run that had no budget).
double spentBeforeResume(const engine::RunRecord& record);

}  // namespace nashlab::providers
