#pragma once
// API keys: from an environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY, or
// the one a seat names in "api_key_env"), else from the OS keychain (service "NashLab", entry =
// the provider id). A key only ever goes into a request header: it is never written to a file,
// a record or a log, and redact() scrubs it from any text that leaves a seat.
#include <string>

namespace nashlab::providers {

struct ApiKey {
    std::string value;   ///< empty: none found
    std::string source;  ///< "env:NAME" or "keychain:NashLab/provider" — safe to show
};

/// The environment variable a provider's key is read from by default ("" for ollama).
std::string defaultKeyEnv(const std::string& provider);

/// Looks the key up; `keyEnv` overrides the default variable. The keychain is asked only when
/// the variable is unset, a session bus exists and NASHLAB_NO_KEYCHAIN is not set.
ApiKey findApiKey(const std::string& provider, const std::string& keyEnv);

/// Stores a key in the keychain (used by the settings dialog). Returns an error text or "".
std::string storeApiKeyInKeychain(const std::string& provider, const std::string& key);

/// Replaces every occurrence of `key` in `text` with "[redacted]".
std::string redact(std::string text, const std::string& key);

}  // namespace nashlab::providers
