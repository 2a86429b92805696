#pragma once
// Checks of a seat entry's settings for type and range (docs/spec-format.md, "Seats"), so that a
// spec whose model seat could not be played is refused when it is read, before any run folder
// exists, with a message naming the field. The provider layer then reads settings it can trust.
#include <string>

#include "engine/core/json.h"

namespace nashlab::engine {

/// Longest wait for one answer a spec may ask for (`timeout_s`), in seconds: one day.
inline constexpr double kMaxTimeoutS = 86400.0;

/// The settings of an "llm" seat entry: max_concurrent, requests_per_minute, tokens_per_minute,
/// timeout_s, max_tokens, temperature, stream, structured_output, base_url (http or https only)
/// and api_key_env (an environment variable's name). `where` names the entry ("seat entry 2").
Status checkLlmSettings(const Json& seat, const std::string& where);

/// The settings of a "human" seat entry: timeout_s (0: the window's own limit).
Status checkHumanSettings(const Json& seat, const std::string& where);

/// Whether `url` is an absolute http:// or https:// URL with a host (the only schemes a model
/// seat may be sent to: file://, ftp:// and the like are refused).
bool isHttpUrl(const std::string& url);

/// Whether `name` can name an environment variable: a letter or '_', then letters, digits or '_'.
bool isEnvVarName(const std::string& name);

}  // namespace nashlab::engine
