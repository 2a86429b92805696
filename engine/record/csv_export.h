#pragma once
// CSV export of a run: one row per seat per round, for spreadsheets and R/pandas.
#include <string>

#include "engine/record/run_reader.h"

namespace nashlab::engine {

/// Columns: session,repetition,round,seat,name,type,action,payoff,cumulative,reference_action,
/// reference_payoff,invalid_attempts (rejected answers of that seat in that round).
/// `tidy` adds, after the session, its treatment and one column per factor of a design (its
/// level label), ready for R, Stata or pandas.
std::string exportRoundsCsv(const RunRecord& run, bool tidy = false);

/// Quotes a CSV field when it needs it (RFC 4180).
std::string csvField(const std::string& text);

}  // namespace nashlab::engine
