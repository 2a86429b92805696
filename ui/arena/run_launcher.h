#pragma once
// RunLauncher: what happens between pressing Run and the first round — the API keys the model
// seats use are looked up (asynchronously: the keychain answers later), every seat is made once
// with the factory to refuse what cannot be played before a folder exists, a budget is checked
// against the price table, and the run folder is created. ArenaController then drives the run.
// The seat factory, the key lookup and the prices come from SeatServices, composed by the program.
#include <QString>
#include <functional>
#include <memory>

#include "engine/experiment/experiment_spec.h"
#include "engine/record/run_writer.h"
#include "ui/common/seat_services.h"

namespace nashlab::ui {

/// A run ready to play: its folder open for writing and the factory of its seats.
struct LaunchedRun {
    std::unique_ptr<engine::RunWriter> writer;
    engine::SeatFactory seats;  ///< bots, replays and models; models spend into the folder's ledger
    double budget = 0;          ///< the spec's spending limit (0: none)
    QString currency;           ///< the price table's
};

class RunLauncher {
public:
    void setSeatServices(SeatServices services) { m_services = std::move(services); }
    const SeatServices& services() const { return m_services; }

    /// Whether some seat of the spec (of any treatment) uses an API key that must be looked up first.
    static bool needsKeys(const engine::ExperimentSpec& spec);
    /// Looks the keys up; `done` is called from the event loop (not once `context` is gone).
    void lookUpKeys(const engine::ExperimentSpec& spec, QObject* context,
                    std::function<void(std::shared_ptr<const providers::ResolvedKeys>)> done) const;
    /// Checks the seats and the budget, then creates the run folder under `runsDir`. `onWarning`
    /// hears of trouble during the run a person must learn of (from the event loop).
    engine::Result<LaunchedRun> prepare(const engine::ExperimentSpec& spec, const QString& runsDir,
                                        std::shared_ptr<const providers::ResolvedKeys> keys,
                                        std::function<void(const std::string&)> onWarning) const;

private:
    SeatServices m_services;
};

}  // namespace nashlab::ui
