#include "engine/game/action_spec.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace nashlab::engine {
namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

// Code points in valid UTF-8 (continuation bytes are not counted).
std::size_t utf8Length(const std::string& s) {
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// Free text with ASCII control characters (newlines included) turned into spaces, trimmed.
std::string cleanText(std::string s) {
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    return trim(s);
}

// Reads a number from a JSON number or a numeric string ("42", " 41.5 ").
std::optional<double> asNumber(const Json& v) {
    if (v.is_number()) return v.get<double>();
    if (!v.is_string()) return std::nullopt;
    const std::string text = trim(v.get<std::string>());
    if (text.empty()) return std::nullopt;
    try {
        std::size_t used = 0;
        const double d = std::stod(text, &used);
        if (used != text.size() || !std::isfinite(d)) return std::nullopt;
        return d;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string rangeText(const ActionField& f) {
    if (f.min && f.max) return "from " + formatNumber(*f.min) + " to " + formatNumber(*f.max);
    if (f.min) return "at least " + formatNumber(*f.min);
    if (f.max) return "at most " + formatNumber(*f.max);
    return "";
}

Result<Json> coerceNumber(const ActionField& f, const Json& v, const std::string& where) {
    const auto d = asNumber(v);
    const bool integer = f.kind == FieldKind::Integer || f.kind == FieldKind::IntMap;
    const std::string want = integer ? "an integer" : "a number";
    if (!d) return Error::make("wrong_type", where + " must be " + want + ", got " + shortJson(v));
    if (integer && std::fabs(*d - std::round(*d)) > 1e-9)
        return Error::make("wrong_type", where + " must be a whole number, got " + formatNumber(*d));
    if (f.min && *d < *f.min)
        return Error::make("out_of_range",
                           where + " is " + formatNumber(*d) + ", below the minimum " + formatNumber(*f.min));
    if (f.max && *d > *f.max)
        return Error::make("out_of_range",
                           where + " is " + formatNumber(*d) + ", above the maximum " + formatNumber(*f.max));
    // Past 2^53 a double is no exact whole number, and past 2^63 llround has no answer (it gave
    // -2^63, which then passed for a bid "at least 0").
    if (integer && std::fabs(*d) > 9007199254740992.0)
        return Error::make("out_of_range", where + " is " + formatNumber(*d) + ", too large for a whole number");
    if (integer) return Json(static_cast<std::int64_t>(std::llround(*d)));
    return Json(*d);
}

Result<Json> coerceField(const ActionField& f, const Json& v) {
    const std::string where = "'" + f.name + "'";
    switch (f.kind) {
    case FieldKind::Integer:
    case FieldKind::Number: return coerceNumber(f, v, where);
    case FieldKind::Enum: {
        if (!v.is_string())
            return Error::make("wrong_type", where + " must be one of the listed words, got " + shortJson(v));
        const std::string given = lower(trim(v.get<std::string>()));
        for (const auto& option : f.options)
            if (lower(option) == given) return Json(option);
        std::string list;
        for (const auto& o : f.options) list += (list.empty() ? "\"" : ", \"") + o + "\"";
        return Error::make("not_an_option", where + " must be one of " + list + ", got " + shortJson(v));
    }
    case FieldKind::Text: {
        if (!v.is_string()) return Error::make("wrong_type", where + " must be text, got " + shortJson(v));
        // Talk travels from one seat's answer into other seats' prompts and windows: control
        // characters become spaces, and min/max bound its length in characters (not bytes).
        const std::string text = cleanText(v.get<std::string>());
        const double length = static_cast<double>(utf8Length(text));
        if (f.max && length > *f.max)
            return Error::make("too_long", where + " has " + formatNumber(length) + " characters; at most " +
                                               formatNumber(*f.max) + " are allowed");
        if (f.min && length < *f.min)
            return Error::make("too_short", where + " must have at least " + formatNumber(*f.min) +
                                                (*f.min == 1 ? " character" : " characters"));
        return Json(text);
    }
    case FieldKind::Bool:
        if (v.is_boolean()) return v;
        if (v.is_string()) {
            const std::string s = lower(trim(v.get<std::string>()));
            if (s == "true" || s == "yes") return Json(true);
            if (s == "false" || s == "no") return Json(false);
        }
        return Error::make("wrong_type", where + " must be true or false, got " + shortJson(v));
    case FieldKind::IntMap: {
        if (!v.is_object()) return Error::make("wrong_type", where + " must be an object, got " + shortJson(v));
        Json out = Json::object();
        for (const auto& key : f.keys) {
            if (!v.contains(key)) return Error::make("missing_field", where + " is missing the key '" + key + "'");
            auto n = coerceNumber(f, v.at(key), where + "['" + key + "']");
            if (!n) return n.error();
            out[key] = n.value();
        }
        for (const auto& [key, _] : v.items())
            if (std::find(f.keys.begin(), f.keys.end(), key) == f.keys.end())
                return Error::make("unknown_key", where + " has an unexpected key '" + key + "'");
        return out;
    }
    case FieldKind::Object:
        if (!v.is_object()) return Error::make("wrong_type", where + " must be a JSON object, got " + shortJson(v));
        return v;
    }
    return Error::make("wrong_type", where + " has an unknown kind");
}

std::string fieldHint(const ActionField& f) {
    switch (f.kind) {
    case FieldKind::Integer: return "<integer " + rangeText(f) + ">";
    case FieldKind::Number: return "<number " + rangeText(f) + ">";
    case FieldKind::Enum: {
        std::string s;
        for (const auto& o : f.options) s += (s.empty() ? "" : " or ") + ("\"" + o + "\"");
        return s;
    }
    case FieldKind::Text:
        return "\"<" + (f.description.empty() ? std::string("text") : f.description) +
               (f.max ? ", at most " + formatNumber(*f.max) + " characters" : std::string()) + ">\"";
    case FieldKind::Bool: return "<true or false>";
    case FieldKind::IntMap: {
        std::string s = "{";
        for (std::size_t i = 0; i < f.keys.size(); ++i) s += (i ? ", \"" : "\"") + f.keys[i] + "\": <integer>";
        return s + "}";
    }
    case FieldKind::Object: return f.description.empty() ? std::string("{...}") : f.description;
    }
    return "?";
}

}  // namespace

std::string toString(FieldKind kind) {
    switch (kind) {
    case FieldKind::Integer: return "integer";
    case FieldKind::Number: return "number";
    case FieldKind::Enum: return "enum";
    case FieldKind::Text: return "text";
    case FieldKind::Bool: return "bool";
    case FieldKind::IntMap: return "int_map";
    case FieldKind::Object: return "object";
    }
    return "unknown";
}

const ActionField* ActionSpec::field(const std::string& name) const {
    const auto it = std::find_if(fields.begin(), fields.end(), [&](const ActionField& f) { return f.name == name; });
    return it == fields.end() ? nullptr : &*it;
}

Json ActionSpec::toJsonSchema() const {
    Json props = Json::object();
    Json required = Json::array();
    for (const auto& f : fields) {
        Json p;
        switch (f.kind) {
        case FieldKind::Integer: p = {{"type", "integer"}}; break;
        case FieldKind::Number: p = {{"type", "number"}}; break;
        case FieldKind::Enum: p = {{"type", "string"}, {"enum", f.options}}; break;
        case FieldKind::Text:
            p = {{"type", "string"}};
            if (f.min) p["minLength"] = static_cast<int>(*f.min);
            if (f.max) p["maxLength"] = static_cast<int>(*f.max);
            break;
        case FieldKind::Bool: p = {{"type", "boolean"}}; break;
        case FieldKind::IntMap: {
            Json inner = Json::object();
            Json item = {{"type", "integer"}};
            if (f.min) item["minimum"] = *f.min;
            if (f.max) item["maximum"] = *f.max;
            for (const auto& k : f.keys) inner[k] = item;
            p = {{"type", "object"}, {"properties", inner}, {"required", f.keys}, {"additionalProperties", false}};
            break;
        }
        case FieldKind::Object: p = {{"type", "object"}}; break;
        }
        if (f.kind == FieldKind::Integer || f.kind == FieldKind::Number) {
            if (f.min) p["minimum"] = *f.min;
            if (f.max) p["maximum"] = *f.max;
        }
        if (!f.description.empty()) p["description"] = f.description;
        props[f.name] = p;
        if (f.required) required.push_back(f.name);
    }
    return {{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}};
}

std::string ActionSpec::formatHint() const {
    std::string s = "{";
    for (std::size_t i = 0; i < fields.size(); ++i)
        s += (i ? ", \"" : "\"") + fields[i].name + "\": " + fieldHint(fields[i]);
    return s + "}";
}

Json ActionSpec::toJson() const {
    Json list = Json::array();
    for (const auto& f : fields) {
        Json j = {{"name", f.name}, {"kind", toString(f.kind)}, {"required", f.required}};
        if (f.min) j["min"] = *f.min;
        if (f.max) j["max"] = *f.max;
        if (!f.options.empty()) j["options"] = f.options;
        if (!f.keys.empty()) j["keys"] = f.keys;
        if (!f.description.empty()) j["description"] = f.description;
        list.push_back(j);
    }
    return {{"fields", list}};
}

Result<ActionSpec> ActionSpec::fromJson(const Json& j) {
    if (!j.is_object() || !j.contains("fields") || !j["fields"].is_array())
        return Error::make("parse", "an action spec needs a \"fields\" list");
    ActionSpec spec;
    for (const auto& fj : j["fields"]) {
        ActionField f;
        f.name = fj.value("name", "");
        const std::string kind = fj.value("kind", "");
        bool known = false;
        for (auto k : {FieldKind::Integer, FieldKind::Number, FieldKind::Enum, FieldKind::Text, FieldKind::Bool,
                       FieldKind::IntMap, FieldKind::Object})
            if (toString(k) == kind) {
                f.kind = k;
                known = true;
            }
        if (f.name.empty() || !known)
            return Error::make("parse", "action field " + shortJson(fj) + " needs a name and a known kind");
        if (fj.contains("min")) f.min = fj["min"].get<double>();
        if (fj.contains("max")) f.max = fj["max"].get<double>();
        f.options = fj.value("options", std::vector<std::string>{});
        f.keys = fj.value("keys", std::vector<std::string>{});
        f.description = fj.value("description", "");
        f.required = fj.value("required", true);
        spec.fields.push_back(f);
    }
    return spec;
}

Result<Json> ActionSpec::coerce(const Json& answer) const {
    if (!answer.is_object())
        return Error::make("not_an_object", "the answer must be a JSON object, got " + shortJson(answer));
    Json out = Json::object();
    for (const auto& f : fields) {
        if (!answer.contains(f.name) || answer.at(f.name).is_null()) {
            if (!f.required) continue;
            return Error::make("missing_field",
                               "the answer has no field '" + f.name + "' (expected " + formatHint() + ")");
        }
        auto v = coerceField(f, answer.at(f.name));
        if (!v) return v.error();
        out[f.name] = std::move(v.value());
    }
    return out;
}

Json ActionSpec::randomAction(Rng& rng) const {
    Json out = Json::object();
    for (const auto& f : fields) {
        const double lo = f.min.value_or(0.0);
        const double hi = f.max.value_or(lo + 100.0);
        switch (f.kind) {
        case FieldKind::Integer:
            out[f.name] =
                rng.uniformInt(static_cast<std::int64_t>(std::ceil(lo)), static_cast<std::int64_t>(std::floor(hi)));
            break;
        case FieldKind::Number: out[f.name] = rng.uniformReal(lo, hi); break;
        case FieldKind::Enum:
            out[f.name] = f.options.empty() ? ""
                                            : f.options[static_cast<std::size_t>(
                                                  rng.uniformInt(0, static_cast<std::int64_t>(f.options.size()) - 1))];
            break;
        case FieldKind::Text: out[f.name] = std::string(static_cast<std::size_t>(f.min.value_or(0)), '.'); break;
        case FieldKind::Bool: out[f.name] = rng.bernoulli(0.5); break;
        case FieldKind::IntMap: {
            Json m = Json::object();
            for (const auto& k : f.keys)
                m[k] =
                    rng.uniformInt(static_cast<std::int64_t>(std::ceil(lo)), static_cast<std::int64_t>(std::floor(hi)));
            out[f.name] = m;
            break;
        }
        case FieldKind::Object: out[f.name] = Json::object(); break;
        }
    }
    return out;
}

}  // namespace nashlab::engine
