#pragma once
// API keys: from an environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY, or
// the one a seat names in "api_key_env"), else from the OS keychain (service "NashLab"). A key
// only ever goes into a request header: it is never written to a file, a record or a log, and
// redact() scrubs it from any text that leaves a seat.
//
// Keychain entries: the provider id ("openai") for a provider's public endpoint; "openai
// http://host:8000/v1" for a key set in Settings for one particular server (base URL), so a
// local server's key is never sent to the public API and the other way round.
//
// The keychain answers asynchronously (QtKeychain over D-Bus). Nothing here waits for it in a
// nested event loop: resolveKeys() reads every entry a run needs once, before the run, and calls
// back from the event loop; findApiKey() then reads the answers it was given, never the keychain.
#include <functional>
#include <map>
#include <string>
#include <vector>

class QObject;

namespace nashlab::providers {

struct ApiKey {
    std::string value;   ///< empty: none found
    std::string source;  ///< "env:NAME" or "keychain:NashLab/<entry>" — safe to show
};

/// Where one seat (or one endpoint) looks for its key.
struct KeyQuery {
    std::string provider;
    std::string keyEnv;   ///< the variable the seat names ("api_key_env"), or ""
    std::string baseUrl;  ///< "" for the provider's public endpoint
};

/// What the keychain held for the entries a run needs, read once by resolveKeys(). Looking a key
/// up in it never waits. In memory only: never written anywhere.
struct ResolvedKeys {
    std::map<std::string, std::string> keychain;  ///< entry → key ("" when the entry holds none)
    /// Why the keychain gave no answer (it did not answer in time, or refused), "" when it answered
    /// or was not asked. Said along with "no API key", so a person knows where to look.
    std::string problem;
};

/// How long resolveKeys() and the store/clear calls wait for the keychain daemon.
constexpr int kKeychainTimeoutMs = 3000;

/// The values of the environment's key variables (every NAME_API_KEY and NAME_KEY set to 8 or more
/// characters): secrets to scrub from stored text, whether or not a seat sends them.
std::vector<std::string> environmentKeys();

/// The environment variable a provider's key is read from by default ("" for ollama).
std::string defaultKeyEnv(const std::string& provider);
/// True when `baseUrl` is empty or the provider's own API (api.openai.com, api.anthropic.com,
/// generativelanguage.googleapis.com): the only places its default key variable and keychain entry
/// are sent. Any other server gets a key only from the seat's api_key_env or its own keychain entry.
bool officialEndpoint(const std::string& provider, const std::string& baseUrl);

/// The keychain entry of an endpoint: the provider id, or "provider base_url" for another server.
std::string keychainEntry(const std::string& provider, const std::string& baseUrl = {});

/// Whether the keychain is asked at all: a session bus exists and NASHLAB_NO_KEYCHAIN is not set.
bool keychainUsable();

/// The keychain entries findApiKey() may read for `query`, in order, given the environment now:
/// none when the seat's own variable holds a key; the base URL's entry (when set); the provider's
/// entry, unless the provider's default variable holds a key first. Empty when the keychain is
/// not usable.
std::vector<std::string> keychainEntriesFor(const KeyQuery& query);

/// Looks the key up, in order: the variable `keyEnv` names; the keychain entry of this base URL
/// (when set); the provider's default variable (only when `keyEnv` is empty); the provider's
/// keychain entry. Keychain entries come from `keys` (see resolveKeys), so this never waits; an
/// entry `keys` does not hold counts as empty.
ApiKey findApiKey(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl,
                  const ResolvedKeys& keys);

/// Reads every keychain entry the queries may need (keychainEntriesFor), one job per distinct
/// entry, and calls `done` from the event loop once all have answered or `timeoutMs` has passed;
/// an entry that did not answer holds no key and ResolvedKeys::problem says why. `done` is never
/// called before this returns, and not at all once `context` (when given) is destroyed. Needs the
/// caller's event loop to run (the application's own loop: no nested one is started).
void resolveKeys(const std::vector<KeyQuery>& queries, QObject* context, std::function<void(ResolvedKeys)> done,
                 int timeoutMs = kKeychainTimeoutMs);

/// Stores a key in the keychain (the settings dialog); `done` gets an error text or "" from the
/// event loop (not after `context` is destroyed).
void storeApiKeyInKeychain(const std::string& provider, const std::string& key, const std::string& baseUrl,
                           QObject* context, std::function<void(std::string error)> done);

/// Removes the endpoint's key from the keychain; `done` gets "" when done or when there was none.
void clearApiKeyInKeychain(const std::string& provider, const std::string& baseUrl, QObject* context,
                           std::function<void(std::string error)> done);

/// Replaces every occurrence of `key` in `text`, and every token shaped like a provider key
/// (engine::redactSecrets), with "[redacted]".
std::string redact(std::string text, const std::string& key);

}  // namespace nashlab::providers
