#pragma once
// RunLauncher: what happens between pressing Run and the first round — the API keys the model
// seats use are looked up (asynchronously: the keychain answers later), every seat is made once
// with the factory to refuse what cannot be played before a folder exists, a budget is checked
// against the price table, and the run folder is created. ArenaController then drives the run.
// The seat factory, the key lookup and the prices come from SeatServices, composed by the program.
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <memory>

#include "engine/experiment/experiment_spec.h"
#include "engine/experiment/resume_plan.h"
#include "engine/record/run_writer.h"
#include "ui/common/seat_services.h"

namespace nashlab::ui {

/// A run ready to play: its folder open for writing and the factory of its seats; a resumed run
/// also its record so far.
struct LaunchedRun {
    std::unique_ptr<engine::RunWriter> writer;
    engine::SeatFactory seats;                    ///< bots, replays and models; models spend into the folder's ledger
    double budget = 0;                            ///< the spec's spending limit (0: none)
    QString currency;                             ///< the price table's
    std::optional<engine::RunRecord> resumeFrom;  ///< up to the last completed round of each session
    std::optional<std::vector<int>> only;         ///< a shard's sessions
};

class RunLauncher {
    Q_DECLARE_TR_FUNCTIONS(RunLauncher)

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

    /// Resuming (as `nashlab-cli run --resume`), step 1: the folder's lock, its record checked and
    /// replayed, its spec. Refused: a room's folder, a run with every session finished, a budget
    /// with a model the price table does not know.
    engine::Result<engine::ResumePlan> planResume(const QString& runDir) const;
    /// Step 2, once the keys are in: the same checks of the seats as prepare(), then the record is
    /// cut back to its last completed round and opened for appending.
    engine::Result<LaunchedRun> openResume(engine::ResumePlan& plan,
                                           std::shared_ptr<const providers::ResolvedKeys> keys,
                                           std::function<void(const std::string&)> onWarning) const;

private:
    /// Makes every seat of the spec once (people aside), to refuse what cannot be played.
    engine::Status checkSeats(const engine::ExperimentSpec& spec, const providers::ProviderOptions& options) const;
    /// The run's factory: models spend into the ledger in `runDir`.
    engine::SeatFactory seatsOfRun(providers::ProviderOptions options, const std::string& runDir) const;
    /// A budget counts what requests cost: every model needs a price.
    engine::Status budgetPriced(const engine::ExperimentSpec& spec, const providers::PriceTable& prices) const;

    SeatServices m_services;
};

}  // namespace nashlab::ui
