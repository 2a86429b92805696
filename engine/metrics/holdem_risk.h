#pragma once
// LLMArena's risk assessment (seed 004 §2.4, Figure 4): for each flop spot of a holdem_nl run (a
// seat's two hole cards and the three flop cards, at the seat's first decision on the flop), the
// Monte-Carlo chance of beating a random hand, beside the action the seat chose. A player who reads
// risk well raises with strong spots and folds weak ones: the mean win rate rises from fold to
// all-in. Runs from `resources/presets/llmarena_holdem_risk.json` start every hand on the flop,
// 100 seeded spots; any hold'em run with flop decisions works.
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/record/run_reader.h"

namespace nashlab::engine {

struct RiskSpot {
    std::string session;
    int seat = 0;
    std::string seatName;
    std::vector<std::string> hole;  ///< card codes
    std::vector<std::string> flop;
    double winRate = 0;  ///< wins + ½ splits against a random hand, board completed at random
    std::string action;  ///< fold, check_call, raise_half_pot, raise_pot, all_in
};

struct RiskAction {
    std::string action;
    int spots = 0;
    double meanWinRate = 0;
    double standardError = 0;  ///< of the mean (0 with one spot)
};

struct RiskReport {
    int samples = 0;
    std::vector<RiskSpot> spots;
    /// Per seat name, then per action in the five actions' order (only actions chosen).
    std::vector<std::pair<std::string, std::vector<RiskAction>>> bySeat;

    Json toJson() const;
    /// Figure 4 as an SVG bar chart: mean win rate per action, one group of bars per seat, with ±1
    /// standard error whiskers and the count under each bar.
    std::string svgChart() const;
};

/// The flop spots of a holdem_nl run; `samples` deals per spot (seeded per spot from `seed`, so the
/// report is the same on every machine). Errors: not a holdem_nl run, or no flop decision in it.
Result<RiskReport> holdemRisk(const RunRecord& run, int samples, std::uint64_t seed = 2024);

}  // namespace nashlab::engine
