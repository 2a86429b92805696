#pragma once
// JSON helpers shared by the engine. NashLab uses nlohmann::json, whose object keys are sorted,
// so dump() is already canonical for hashing and comparison.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace nashlab::engine {

using Json = nlohmann::json;

/// How deep arrays and objects may nest in any JSON NashLab reads (specs, records, caches, model
/// answers, server bodies, imports, students' messages). Far deeper than any of them needs; it
/// bounds the recursion of everything that walks a value afterwards (dump(), copies,
/// comparisons), which a 120 KB text nested 50,000 deep would overflow the stack with.
inline constexpr int kMaxJsonDepth = 128;

/// Whether `text`'s arrays and objects nest at most `maxDepth` deep (brackets in strings do not
/// count). Linear, and cheap beside parsing.
bool withinJsonDepth(std::string_view text, int maxDepth = kMaxJsonDepth);

/// Parses text as JSON; the error names the line/byte where parsing stopped, or says the text
/// nests deeper than kMaxJsonDepth.
Result<Json> parseJson(const std::string& text, const std::string& what);

/// Json::parse without exceptions, for input from outside: a discarded value (is_discarded())
/// when `text` is not JSON or nests deeper than kMaxJsonDepth.
Json parseJsonOrDiscarded(std::string_view text);

/// How much of a file a reader takes: a default size that an environment variable may raise.
/// A file past its limit is refused without being read, so memory stays bounded whatever the path
/// names (a huge file, /dev/zero, a pipe that never ends).
struct FileLimit {
    std::size_t defaultBytes;
    const char* envVar;  ///< e.g. NASHLAB_MAX_SPEC_BYTES: a whole number of bytes
    const char* what;    ///< "spec", "import": the kind of file, for messages
};
/// Specs, run folders' spec.json, tournament specs: 4 MiB (the largest preset is a few KiB).
inline constexpr FileLimit kSpecFileLimit{std::size_t{4} << 20, "NASHLAB_MAX_SPEC_BYTES", "spec"};
/// Files brought in by `nashlab-cli import`: 64 MiB (a γ-Bench run of 20 rounds is about 100 KiB).
inline constexpr FileLimit kImportFileLimit{std::size_t{64} << 20, "NASHLAB_MAX_IMPORT_BYTES", "import"};

/// The limit in force: the environment variable's value when it is set, else the default.
Result<std::size_t> byteLimit(const FileLimit& limit);

/// Reads a whole regular file of at most the limit's bytes. A directory, a device, a pipe or a
/// larger file is refused with a message that says which (and how to raise the limit).
Result<std::string> readBoundedFile(const std::string& path, const FileLimit& limit);

/// Reads a whole file as JSON (readBoundedFile); errors name the file, and a key given twice in
/// one object (which JSON would let the last one win) is refused.
Result<Json> readJsonFile(const std::string& path, const FileLimit& limit = kSpecFileLimit);

/// Writes JSON to a file atomically, pretty-printed (writeFileAtomic: whole or not at all).
Status writeJsonFileAtomic(const std::string& path, const Json& value);

/// A short readable rendering of a JSON value for messages ("42", "\"go\"", "{...}").
std::string shortJson(const Json& value, std::size_t maxLen = 60);

/// Number formatting without trailing zeros (2.50 -> "2.5", 3.0 -> "3").
std::string formatNumber(double value, int maxDecimals = 4);

/// "2/3" for 0.666..., "1/2" for 0.5; falls back to formatNumber for non-simple fractions.
std::string formatFraction(double value);

}  // namespace nashlab::engine
