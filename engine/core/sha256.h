#pragma once
// SHA-256 (FIPS 180-4) for the engine, which has no Qt: hashes of canonical JSON identify prompts
// in records ("messages_sha256") without storing them.
#include <string>
#include <string_view>

#include "engine/core/json.h"

namespace nashlab::engine {

/// Lower-case hex SHA-256 of the bytes.
std::string sha256Hex(std::string_view bytes);

/// SHA-256 of the canonical form of a JSON value (sorted keys, no spaces: nlohmann's dump()).
inline std::string canonicalJsonSha256(const Json& value) { return sha256Hex(value.dump()); }

}  // namespace nashlab::engine
