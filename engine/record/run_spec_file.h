#pragma once
// A run folder's spec.json and its checksum. The spec a run was played from is read again by
// `run --resume`, `score`, `export` and the window; edited between a kill and a resume, it would
// give one record of two specs. So spec.sha256 beside it holds the SHA-256 of the spec as written
// (canonical JSON), and a folder whose spec no longer matches is refused by name. Folders written
// before the checksum existed have none and are read as before.
#include <string>

#include "engine/core/json.h"

namespace nashlab::engine {

inline constexpr const char* kSpecChecksumFile = "spec.sha256";

/// Writes `spec` as the folder's spec.json (pretty-printed, or compact where the pretty form would
/// pass the spec size limit every later command reads it with) and its checksum, both atomically.
Status writeRunSpec(const std::string& runDir, const Json& spec);

/// Refuses a spec.json that is not the one written with writeRunSpec (when the folder has a checksum).
Status checkRunSpecUnchanged(const std::string& runDir, const Json& spec);

}  // namespace nashlab::engine
