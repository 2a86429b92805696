#pragma once
// A progress bar on standard error for nashlab-cli run, redrawn in place, only when it is a terminal.
#include <chrono>
#include <string>

#include "engine/experiment/experiment_runner.h"

namespace nashlab::cli {

class ProgressBar {
public:
    ProgressBar();
    /// With a budget, the bar says what was spent of it.
    void setBudget(double budget, std::string currency) {
        m_budget = budget;
        m_currency = std::move(currency);
    }
    void setSpent(double spent) { m_spent = spent; }
    void update(const engine::ExperimentProgress& p);
    void finish();

private:
    // "  ~3m 20s left", from the pace of the rounds played since this invocation started.
    std::string remaining(const engine::ExperimentProgress& p, std::chrono::steady_clock::time_point now) const;

    bool m_enabled;
    std::chrono::steady_clock::time_point m_last{};
    std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
    long long m_firstRound = -1;
    double m_budget = 0;
    double m_spent = 0;
    std::string m_currency;
};

}  // namespace nashlab::cli
