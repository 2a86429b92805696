#pragma once
// JSON helpers shared by the engine. NashLab uses nlohmann::json, whose object keys are sorted,
// so dump() is already canonical for hashing and comparison.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "engine/core/result.h"

namespace nashlab::engine {

using Json = nlohmann::json;

/// Parses text as JSON; the error names the line/byte where parsing stopped.
Result<Json> parseJson(const std::string& text, const std::string& what);

/// Reads a whole file as JSON; errors name the file.
Result<Json> readJsonFile(const std::string& path);

/// Writes JSON to a file atomically (temp file + rename), pretty-printed.
Status writeJsonFileAtomic(const std::string& path, const Json& value);

/// A short readable rendering of a JSON value for messages ("42", "\"go\"", "{...}").
std::string shortJson(const Json& value, std::size_t maxLen = 60);

/// Number formatting without trailing zeros (2.50 -> "2.5", 3.0 -> "3").
std::string formatNumber(double value, int maxDecimals = 4);

/// "2/3" for 0.666..., "1/2" for 0.5; falls back to formatNumber for non-simple fractions.
std::string formatFraction(double value);

}  // namespace nashlab::engine
