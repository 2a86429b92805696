#pragma once
// API keys: from an environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY, or
// the one a seat names in "api_key_env"), else from the OS keychain (service "NashLab"). A key
// only ever goes into a request header: it is never written to a file, a record or a log, and
// redact() scrubs it from any text that leaves a seat.
//
// Keychain entries: the provider id ("openai") for a provider's public endpoint; "openai
// http://host:8000/v1" for a key set in Settings for one particular server (base URL), so a
// local server's key is never sent to the public API and the other way round.
#include <string>

namespace nashlab::providers {

struct ApiKey {
    std::string value;   ///< empty: none found
    std::string source;  ///< "env:NAME" or "keychain:NashLab/<entry>" — safe to show
};

/// The environment variable a provider's key is read from by default ("" for ollama).
std::string defaultKeyEnv(const std::string& provider);

/// The keychain entry of an endpoint: the provider id, or "provider base_url" for another server.
std::string keychainEntry(const std::string& provider, const std::string& baseUrl = {});

/// Looks the key up, in order: the variable `keyEnv` names; the keychain entry of this base URL
/// (when set); the provider's default variable; the provider's keychain entry. The keychain is
/// asked only when a session bus exists and NASHLAB_NO_KEYCHAIN is not set.
ApiKey findApiKey(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl = {});

/// Whether the keychain holds a key for exactly this endpoint's entry (the key is not returned).
bool keychainHasKey(const std::string& provider, const std::string& baseUrl = {});

/// Stores a key in the keychain (used by the settings dialog). Returns an error text or "".
std::string storeApiKeyInKeychain(const std::string& provider, const std::string& key, const std::string& baseUrl = {});

/// Removes the endpoint's key from the keychain; "" when done or when there was none.
std::string clearApiKeyInKeychain(const std::string& provider, const std::string& baseUrl = {});

/// Replaces every occurrence of `key` in `text` with "[redacted]".
std::string redact(std::string text, const std::string& key);

}  // namespace nashlab::providers
