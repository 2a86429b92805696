#pragma once
// Internal to providers/clients: the four wire formats and small JSON helpers they share.
#include "providers/clients/wire.h"

namespace nashlab::providers {

template <typename T>
using Result = engine::Result<T>;

const WireFormat& openAiWire();
const WireFormat& anthropicWire();
const WireFormat& geminiWire();
const WireFormat& ollamaWire();

namespace wire {
/// Parses a JSON object body, turning {"error": ...} and non-JSON into errors naming `what`.
Result<Json> parseObject(const std::string& body, const std::string& what);
/// Lenient accessors: missing or mistyped fields read as empty, 0 or null.
std::string str(const Json& j, const char* key);
int num(const Json& j, const char* key);
const Json& at(const Json& j, const char* key);
const Json& first(const Json& j);
}  // namespace wire

}  // namespace nashlab::providers
