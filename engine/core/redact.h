#pragma once
// Secrets out of everything NashLab stores: answers, reasoning, errors, cache values, exports.
// A server may echo the key it was sent (in an error, in the answer itself); a record written by
// an older version or a cache filled before a key changed may hold one. Known keys are replaced
// wherever they occur, and so is any token shaped like a provider key, known or not.
#include <string>
#include <string_view>
#include <vector>

namespace nashlab::engine {

inline constexpr std::string_view kRedacted = "[redacted]";

/// `text` with every occurrence of each of `secrets` (empty ones and ones shorter than 8
/// characters are skipped: too short to be keys, too likely to be words) — as it is, with spaces
/// or line breaks between its characters, or inside base64 text (standard or URL-safe, at any
/// offset: "Basic …" of "user:key") — and every key-shaped
/// token replaced by "[redacted]": "sk-…", "gsk_…", "xai-…" and "hf_…" tokens of 20 or more
/// key characters after the prefix, Google's "AIza…" keys, and the token after "Bearer ".
std::string redactSecrets(std::string_view text, const std::vector<std::string>& secrets = {});

/// Whether redactSecrets would change `text` (cheap check for the common case of nothing).
bool holdsSecret(std::string_view text, const std::vector<std::string>& secrets = {});

}  // namespace nashlab::engine
