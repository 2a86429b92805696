#pragma once
// Imports Alympics' published Water Allocation Challenge records (003 §6.2: a JSON object "A".."E",
// each resident's chat history) as NashLab run folders. The days are rebuilt from the messages
// (supply, bids, winners, statuses), replayed through water_allocation with the recorded supplies,
// and every day's recorded balances, HP and winners are checked against the replay: a day where the
// record disagrees with the rules is reported, never "fixed".
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game_registry.h"
#include "engine/record/import/replay_import.h"

namespace nashlab::engine {

/// A resident's status line: NAME:…  BALANCE:…  HEALTH POINT:…  NO_DRINK:…
struct AlympicsStatus {
    double balance = 0;
    double hp = 0;
    int noDrink = 0;
};

/// One day as the record tells it (from the results summary every survivor received).
struct AlympicsDay {
    int day = 0;
    int supply = 0;
    std::array<std::optional<double>, 5> bids;                 ///< per resident; none: did not bid
    std::vector<int> winners;                                  ///< as named, repeats kept
    std::array<std::optional<AlympicsStatus>, 5> statusAfter;  ///< residents listed after allocation
    std::vector<int> eliminated;                               ///< from the elimination notices
};

struct AlympicsRecord {
    bool persona = false;
    int supplyLow = 0, supplyHigh = 0, run = 0;  ///< from WAC_<persona>_<lo>_<hi>_<k>.json
    std::vector<AlympicsDay> days;
    std::vector<std::string> notes;  ///< what the messages themselves disagree on (e.g. two supplies)
};

/// The resident names in seat order, and the keys of the record.
inline constexpr std::array<const char*, 5> kAlympicsResidents = {"Alex", "Bob", "Cindy", "David", "Eric"};

/// Reads a record. `fileName` must follow WAC_<persona|nopersona>_<lo>_<hi>_<k>.json.
Result<AlympicsRecord> parseAlympicsRecord(const Json& file, const std::string& fileName);

/// The spec (replay seats, recorded supplies) and the per-seat bids by (day, 0).
struct AlympicsRun {
    Json spec;
    RecordedActions actions;
};
AlympicsRun alympicsRun(const AlympicsRecord& record, const std::string& fileName);

/// Compares the record with a replay's rounds (publicReport of each day): one note per disagreement.
std::vector<std::string> checkAlympicsDays(const AlympicsRecord& record, const std::vector<Json>& replayedDays);

/// Imports one record file into a new run folder under `runsDir`; its notes name every day where
/// the record disagrees with the rules (also written to the folder's import.json).
Result<ImportResult> importAlympicsFile(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry);

}  // namespace nashlab::engine
