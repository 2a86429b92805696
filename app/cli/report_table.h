#pragma once
// The report of a run as nashlab-cli prints it (run, score).
#include <string>
#include <vector>

#include "engine/metrics/run_scores.h"

namespace nashlab::cli {

/// Prints the per-seat table, the game's other metrics, the scores, a design's treatments and model
/// ranks and the model calls of a run's sessions (or the report as JSON): the same for a run just
/// played (scored as it went; `gathered`: its numbers, gathered as the sessions ended) and for
/// `nashlab-cli score` (scored from the record).
/// `notStarted`: sessions the spec plans that the record has not begun (an interrupted run).
void printReport(const std::string& runDir, const engine::Json& spec, std::vector<engine::SessionScore>&& sessions,
                 bool tornTail, bool asJson, const engine::GatheredScores* gathered = nullptr, int notStarted = 0);

}  // namespace nashlab::cli
