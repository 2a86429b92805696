#pragma once
// Checks of a seat entry's settings for type and range (docs/spec-format.md, "Seats"), so that a
// spec whose model seat could not be played is refused when it is read, before any run folder
// exists, with a message naming the field. The provider layer then reads settings it can trust.
#include <cstdint>
#include <string>

#include "engine/core/json.h"

namespace nashlab::engine {

/// Longest wait for one answer a spec may ask for (`timeout_s`), in seconds: one day.
inline constexpr double kMaxTimeoutS = 86400.0;

/// The largest `max_response_bytes` a seat may set: 64 MiB.
inline constexpr std::int64_t kMaxResponseBytes = std::int64_t{64} << 20;

/// The settings of an "llm" seat entry: max_concurrent, requests_per_minute, tokens_per_minute,
/// timeout_s, max_tokens, temperature, stream, structured_output, base_url (http or https only)
/// and api_key_env (an environment variable's name). `where` names the entry ("seat entry 2").
Status checkLlmSettings(const Json& seat, const std::string& where);

/// The settings of a "human" seat entry: timeout_s (0: the window's own limit).
Status checkHumanSettings(const Json& seat, const std::string& where);

/// Whether `url` is an absolute http:// or https:// URL with a host (a name, IPv4, or a closed
/// [IPv6] address) and, if it has one, a port from 1 to 65535 (the only schemes a model seat may
/// be sent to: file://, ftp:// and the like are refused).
bool isHttpUrl(const std::string& url);

/// Whether `name` can name an environment variable: a letter or '_', then letters, digits or '_'.
bool isEnvVarName(const std::string& name);

/// The environment variable a provider's key is read from by default ("" for ollama and others).
std::string providerKeyEnv(const std::string& provider);

/// True when `baseUrl` is empty or the provider's own API (api.openai.com, api.anthropic.com,
/// generativelanguage.googleapis.com, over https): the only hosts its default variable is sent to.
bool isOfficialEndpoint(const std::string& provider, const std::string& baseUrl);

/// Why a seat may not read its key from `keyEnv` (empty when it may). A spec names the variable,
/// and the variable's value goes to the spec's base_url: so only a variable made for NashLab
/// (NASHLAB_…, which a person sets on purpose) may go to any host, and a provider's own variable
/// (OPENAI_API_KEY, …) only to that provider's official endpoint. Anything else (PATH,
/// AWS_SECRET_ACCESS_KEY) would hand out whatever the environment holds to whoever wrote the spec.
std::string keyEnvProblem(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl);

}  // namespace nashlab::engine
