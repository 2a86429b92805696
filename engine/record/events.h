#pragma once
// Typed record events. The two that come once per decision and once per round are structs,
// serialised once, straight into the record's text (no intermediate Json): the same bytes
// Json::dump would give, keys in the same (sorted) order, so records written either way compare
// equal. Sinks that want Json (the GUI, tests) get toJson().
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/round_outcome.h"

namespace nashlab::engine {

/// The record's schema version, written in every event as "v".
inline constexpr int kRecordVersion = 1;

enum class EventType { SessionStarted, SessionResumed, Decision, RoundCompleted, SessionFinished, SessionAborted };
std::string_view toString(EventType type);
/// An event's "type", read once: none when it is missing or names a type this build does not know
/// (a reader keeps such an event and reads nothing of it).
std::optional<EventType> eventTypeOf(const Json& event);

/// One answer of one seat (or the fallback the invalid-answer policy chose for it).
struct DecisionEvent {
    std::int64_t t = 0;  ///< UTC milliseconds
    std::string_view session;
    int round = 0;
    int step = 0;
    int seat = 0;
    int attempt = 1;
    bool fallback = false;       ///< written by the policy, not answered by the seat
    std::string fallbackPolicy;  ///< with fallback: "random_legal", "default_action", ...
    /// The prompt: full messages, or their SHA-256 when the spec records hashes; both empty for bots.
    const Json* messages = nullptr;
    std::string messagesSha256;
    std::string_view raw;
    double latencyMs = 0.0;
    int promptTokens = 0;
    int completionTokens = 0;
    double cost = 0.0;
    bool cacheHit = false;
    const Json* extra = nullptr;  ///< seat-specific facts (an object), or none
    std::optional<std::string> error;
    bool valid = false;
    const Json* action = nullptr;  ///< null pointer: no action field (an error reply)
    std::optional<std::string> reason;
    std::string_view reasoning;
    bool bot = false;  ///< answered by a built-in bot (a record writer may batch these)
    /// The most bytes of `raw` and of `reasoning` the record keeps; past it the text is cut (at a
    /// character boundary) and "raw_bytes"/"raw_sha256" ("reasoning_…") say how long the whole
    /// was and identify it. A runaway answer must not become a record of hundreds of megabytes.
    std::size_t textCap = kRecordedTextBytes;
    static constexpr std::size_t kRecordedTextBytes = 64 * 1024;

    Json toJson() const;
    /// Appends the event as one line of JSON text (no newline).
    void appendTo(std::string& out) const;
    /// A built-in bot's valid answer with nothing else to say (no fallback, error, text or cost).
    bool plainBotAnswer() const;
};

class State;

/// One completed round, read from the State's history when the event is written.
struct RoundEvent {
    std::int64_t t = 0;
    std::string_view session;
    const State* state = nullptr;
    std::size_t index = 0;  ///< in state->history()
    /// Every decision of the round came from a built-in bot: nothing in it is lost for good if
    /// the process dies before it reaches the disk (a record writer may flush it later).
    bool botsOnly = false;

    Json toJson() const;
    void appendTo(std::string& out) const;
};

/// JSON text helpers that write exactly what Json::dump writes (invalid UTF-8 replaced).
void appendJsonString(std::string& out, std::string_view text);
void appendJsonNumber(std::string& out, double value);
void appendJsonNumber(std::string& out, std::int64_t value);
void appendJsonValue(std::string& out, const Json& value);

}  // namespace nashlab::engine
