#include "engine/record/events.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

#include "engine/core/sha256.h"
#include "engine/game/state.h"
#include "engine/record/json_text.h"

namespace nashlab::engine {

std::string_view toString(EventType type) {
    switch (type) {
    case EventType::SessionStarted: return "session_started";
    case EventType::SessionResumed: return "session_resumed";
    case EventType::Decision: return "decision";
    case EventType::RoundCompleted: return "round_completed";
    case EventType::SessionFinished: return "session_finished";
    case EventType::SessionAborted: return "session_aborted";
    }
    return "unknown";
}

std::optional<EventType> eventTypeOf(const Json& event) {
    if (!event.is_object()) return std::nullopt;
    const auto it = event.find("type");
    if (it == event.end() || !it->is_string()) return std::nullopt;
    const std::string& name = it->get_ref<const std::string&>();
    for (const EventType type : {EventType::SessionStarted, EventType::SessionResumed, EventType::Decision,
                                 EventType::RoundCompleted, EventType::SessionFinished, EventType::SessionAborted})
        if (name == toString(type)) return type;
    return std::nullopt;
}

void appendJsonString(std::string& out, std::string_view text) {
    // Plain ASCII is escaped here, runs of ordinary characters appended at once; anything else
    // goes through the library, which also replaces invalid UTF-8 the way the rest of the record does.
    for (const char c : text)
        if (static_cast<unsigned char>(c) >= 0x80) {
            out += Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
            return;
        }
    out += '"';
    std::size_t run = 0;  // start of the ordinary characters not yet appended
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) continue;
        out.append(text.substr(run, i - run));
        run = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[(c >> 4) & 0xF];
            out += kHex[c & 0xF];
        }
        }
    }
    out.append(text.substr(run));
    out += '"';
}

void appendJsonNumber(std::string& out, double value) {
    char buffer[kJsonNumberChars];
    out.append(buffer, writeJsonNumber(buffer, value));
}

void appendJsonNumber(std::string& out, std::int64_t value) {
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void appendJsonValue(std::string& out, const Json& value) {
    // The same text Json::dump(-1, ' ', false, replace) writes, without its per-call set-up.
    switch (value.type()) {
    case Json::value_t::null: out += "null"; return;
    case Json::value_t::boolean: out += value.get<bool>() ? "true" : "false"; return;
    case Json::value_t::number_integer: return appendJsonNumber(out, value.get<std::int64_t>());
    case Json::value_t::number_unsigned: {
        char buffer[24];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value.get<std::uint64_t>());
        out.append(buffer, result.ptr);
        return;
    }
    case Json::value_t::number_float: return appendJsonNumber(out, value.get<double>());
    case Json::value_t::string: return appendJsonString(out, value.get_ref<const std::string&>());
    case Json::value_t::array: {
        out += '[';
        bool first = true;
        for (const auto& item : value) {
            if (!first) out += ',';
            first = false;
            appendJsonValue(out, item);
        }
        out += ']';
        return;
    }
    case Json::value_t::object: {
        out += '{';
        bool first = true;
        for (const auto& [key, item] : value.get_ref<const Json::object_t&>()) {
            if (!first) out += ',';
            first = false;
            appendJsonString(out, key);
            out += ':';
            appendJsonValue(out, item);
        }
        out += '}';
        return;
    }
    default: {  // binary and discarded values never reach a record; let the library decide
        out += value.dump(-1, ' ', false, Json::error_handler_t::replace);
        return;
    }
    }
}

namespace {

// Keys are written in the order std::map keeps them (bytewise), as Json::dump does.
class ObjectWriter {
public:
    explicit ObjectWriter(std::string& out) : m_out(out) { m_out += '{'; }
    ~ObjectWriter() { m_out += '}'; }
    ObjectWriter(const ObjectWriter&) = delete;
    ObjectWriter& operator=(const ObjectWriter&) = delete;

    std::string& key(std::string_view k) {
        if (!m_first) m_out += ',';
        m_first = false;
        m_out += '"';
        m_out += k;
        m_out += "\":";
        return m_out;
    }
    void boolean(std::string_view k, bool v) { key(k) += v ? "true" : "false"; }
    void integer(std::string_view k, std::int64_t v) { appendJsonNumber(key(k), v); }
    void real(std::string_view k, double v) { appendJsonNumber(key(k), v); }
    void text(std::string_view k, std::string_view v) { appendJsonString(key(k), v); }
    void value(std::string_view k, const Json& v) { appendJsonValue(key(k), v); }

private:
    std::string& m_out;
    bool m_first = true;
};

}  // namespace

namespace {

bool plainAscii(std::string_view text) {
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x80 || c == '"' || c == '\\') return false;
    }
    return true;
}

// A JSON string: plain ASCII copied between quotes, anything else escaped by appendJsonString.
void writeText(TextWriter& w, std::string_view value) {
    if (!plainAscii(value)) return w.through([&](std::string& out) { appendJsonString(out, value); });
    w.room(value.size() + 2);
    w.put('"');
    w.raw(value);
    w.put('"');
}

// A bot's answer: a small object of plain keys and numbers is written here, anything else by
// appendJsonValue (the same text either way).
void writeBotAction(TextWriter& w, const Json& v) {
    const auto* members = v.get_ptr<const Json::object_t*>();
    const auto plainMember = [](const auto& member) { return plainAscii(member.first) && member.second.is_number(); };
    if (!members || members->size() > 4 || !std::all_of(members->begin(), members->end(), plainMember))
        return w.through([&](std::string& out) { appendJsonValue(out, v); });
    w.put('{');
    bool first = true;
    for (const auto& [key, item] : *members) {
        if (!first) w.put(',');
        first = false;
        writeText(w, key);
        w.put(':');
        // Unsigned first: the library's pointer to a signed integer is also given for an unsigned one.
        if (const auto* natural = item.get_ptr<const Json::number_unsigned_t*>())
            w.natural(*natural);
        else if (const auto* whole = item.get_ptr<const Json::number_integer_t*>())
            w.integer(*whole);
        else
            w.number(item.get_ref<const Json::number_float_t&>());
    }
    w.put('}');
}

// The time of a bot's answer: the same for every bot of a step, so its text is kept while it is.
void writeTime(TextWriter& w, std::int64_t t) {
    thread_local std::int64_t last = -1;
    thread_local char text[24];
    thread_local std::size_t size = 0;
    if (t != last || size == 0) {
        size = static_cast<std::size_t>(std::to_chars(text, text + sizeof text, t).ptr - text);
        last = t;
    }
    w.raw(std::string_view(text, size));
}

// A built-in bot's valid answer carries nothing but its action and where it was given: the fields
// in between are the same in every such line, written at once (the bytes ObjectWriter would write).
void appendPlainBotAnswer(const DecisionEvent& e, std::string& out) {
    TextWriter line(out);
    line.literal("{\"action\":");
    writeBotAction(line, *e.action);
    line.literal(",\"attempt\":");
    line.integer(e.attempt);
    line.literal(",\"cache_hit\":false,\"cost\":0.0,\"latency_ms\":0.0,\"raw\":\"\",\"round\":");
    line.integer(e.round);
    line.literal(",\"seat\":");
    line.integer(e.seat);
    line.literal(",\"session\":");
    writeText(line, e.session);
    line.literal(",\"step\":");
    line.integer(e.step);
    line.literal(",\"t\":");
    writeTime(line, e.t);
    line.literal(",\"type\":\"decision\",\"usage\":{\"completion_tokens\":0,\"prompt_tokens\":0},\"v\":");
    line.integer(kRecordVersion);
    line.literal(",\"valid\":true}");
}

}  // namespace

bool DecisionEvent::plainBotAnswer() const {
    const DecisionEvent& e = *this;
    return e.bot && e.valid && !e.fallback && !e.error && !e.reason && e.reasoning.empty() && e.raw.empty() &&
           !e.messages && e.messagesSha256.empty() && (!e.extra || !e.extra->is_object() || e.extra->empty()) &&
           e.latencyMs == 0.0 && e.cost == 0.0 && e.promptTokens == 0 && e.completionTokens == 0 && !e.cacheHit &&
           e.action;
}

namespace {

// The part of `text` the record keeps: all of it up to `cap` bytes, else the longest prefix that
// ends on a UTF-8 character boundary.
std::string_view keptText(std::string_view text, std::size_t cap) {
    if (text.size() <= cap) return text;
    std::size_t end = cap;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return text.substr(0, end);
}

}  // namespace

void DecisionEvent::appendTo(std::string& out) const {
    if (plainBotAnswer()) return appendPlainBotAnswer(*this, out);
    ObjectWriter w(out);
    if (action) w.value("action", *action);
    w.integer("attempt", attempt);
    if (!fallback) {
        w.boolean("cache_hit", cacheHit);
        w.real("cost", cost);
        if (error) w.text("error", *error);
        if (extra && extra->is_object() && !extra->empty()) w.value("extra", *extra);
    }
    if (fallback) w.text("fallback", fallbackPolicy);
    if (!fallback) {
        w.real("latency_ms", latencyMs);
        if (messages) w.value("messages", *messages);
        if (!messagesSha256.empty()) w.text("messages_sha256", messagesSha256);
        const std::string_view kept = keptText(raw, textCap);
        w.text("raw", kept);
        if (kept.size() < raw.size()) {
            w.integer("raw_bytes", static_cast<std::int64_t>(raw.size()));
            w.text("raw_sha256", sha256Hex(raw));
        }
    }
    if (reason) w.text("reason", *reason);
    if (!reasoning.empty()) {
        const std::string_view kept = keptText(reasoning, textCap);
        w.text("reasoning", kept);
        if (kept.size() < reasoning.size()) {
            w.integer("reasoning_bytes", static_cast<std::int64_t>(reasoning.size()));
            w.text("reasoning_sha256", sha256Hex(reasoning));
        }
    }
    w.integer("round", round);
    w.integer("seat", seat);
    w.text("session", session);
    if (fallback) w.text("source", "fallback");
    w.integer("step", step);
    w.integer("t", t);
    w.text("type", "decision");
    if (!fallback) {
        std::string& u = w.key("usage");
        u += "{\"completion_tokens\":";
        appendJsonNumber(u, std::int64_t{completionTokens});
        u += ",\"prompt_tokens\":";
        appendJsonNumber(u, std::int64_t{promptTokens});
        u += '}';
    }
    w.integer("v", kRecordVersion);
    w.boolean("valid", valid);
}

Json DecisionEvent::toJson() const {
    Json e = {{"v", kRecordVersion},
              {"t", t},
              {"session", std::string(session)},
              {"type", "decision"},
              {"round", round},
              {"step", step},
              {"seat", seat},
              {"attempt", attempt},
              {"valid", valid}};
    if (action) e["action"] = *action;
    if (reason) e["reason"] = *reason;
    if (!reasoning.empty()) {
        e["reasoning"] = std::string(keptText(reasoning, textCap));
        if (e["reasoning"].get_ref<const std::string&>().size() < reasoning.size()) {
            e["reasoning_bytes"] = reasoning.size();
            e["reasoning_sha256"] = sha256Hex(reasoning);
        }
    }
    if (fallback) {
        e["source"] = "fallback";
        e["fallback"] = fallbackPolicy;
        return e;
    }
    if (messages) e["messages"] = *messages;
    if (!messagesSha256.empty()) e["messages_sha256"] = messagesSha256;
    e["raw"] = std::string(keptText(raw, textCap));
    if (e["raw"].get_ref<const std::string&>().size() < raw.size()) {
        e["raw_bytes"] = raw.size();
        e["raw_sha256"] = sha256Hex(raw);
    }
    e["latency_ms"] = latencyMs;
    e["usage"] = {{"prompt_tokens", promptTokens}, {"completion_tokens", completionTokens}};
    e["cost"] = cost;
    e["cache_hit"] = cacheHit;
    if (extra && extra->is_object() && !extra->empty()) e["extra"] = *extra;
    if (error) e["error"] = *error;
    return e;
}

namespace {

void appendNumbers(TextWriter& w, const std::vector<double>& values) {
    w.put('[');
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) w.put(',');
        w.number(values[i]);
    }
    w.put(']');
}

}  // namespace

void RoundEvent::appendTo(std::string& out) const {
    const RoundOutcome& r = state->roundAt(index);
    ObjectWriter w(out);
    w.value("actions", r.actions);
    {
        TextWriter numbers(w.key("cumulative"));
        appendNumbers(numbers, r.cumulative);
    }
    {
        TextWriter numbers(w.key("payoffs"));
        appendNumbers(numbers, r.payoffs);
    }
    w.value("private", r.privateReports);
    w.value("public", r.publicReport);
    w.value("reference", r.reference);
    w.integer("round", r.round);
    w.text("session", session);
    w.value("steps", r.steps);
    w.integer("t", t);
    w.text("type", "round_completed");
    w.integer("v", kRecordVersion);
}

Json RoundEvent::toJson() const {
    Json e = state->roundAt(index).toJson();
    e["v"] = kRecordVersion;
    e["t"] = t;
    e["session"] = std::string(session);
    e["type"] = "round_completed";
    return e;
}

}  // namespace nashlab::engine
