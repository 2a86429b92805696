#include "engine/game/param_spec.h"

#include <algorithm>
#include <cmath>

namespace nashlab::engine {
namespace {

constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

std::optional<double> parseFraction(const std::string& text) {
    const auto slash = text.find('/');
    try {
        if (slash == std::string::npos) {
            std::size_t used = 0;
            const double v = std::stod(text, &used);
            return used == text.size() ? std::optional<double>(v) : std::nullopt;
        }
        std::size_t usedNum = 0;
        std::size_t usedDen = 0;
        const std::string numText = text.substr(0, slash);
        const std::string denText = text.substr(slash + 1);
        const double num = std::stod(numText, &usedNum);
        const double den = std::stod(denText, &usedDen);
        if (usedNum != numText.size() || usedDen != denText.size() || den == 0.0) return std::nullopt;
        return num / den;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// `what` names the value in an error; a callable, so the happy path builds no text (every bot of
// every session of a batch has its options checked).
template <class What>
Status checkRange(const ParamSpec& spec, double v, const What& what) {
    if (spec.min && v < *spec.min)
        return Error::make("invalid_param",
                           what() + " " + formatNumber(v) + " is below the minimum " + formatNumber(*spec.min));
    if (spec.max && v > *spec.max)
        return Error::make("invalid_param",
                           what() + " " + formatNumber(v) + " is above the maximum " + formatNumber(*spec.max));
    return okStatus();
}

}  // namespace

std::string toString(ParamKind kind) {
    switch (kind) {
    case ParamKind::Int: return "int";
    case ParamKind::Real: return "real";
    case ParamKind::Bool: return "bool";
    case ParamKind::Choice: return "choice";
    case ParamKind::Text: return "text";
    case ParamKind::List: return "list";
    }
    return "unknown";
}

Json ParamSpec::toJson() const {
    Json j = {{"key", key}, {"label", label}, {"kind", toString(kind)}, {"default", defaultValue}, {"help", help}};
    if (min) j["min"] = *min;
    if (max) j["max"] = *max;
    if (!choices.empty()) j["choices"] = choices;
    return j;
}

Result<Json> validateParam(const ParamSpec& spec, const Json& value) {
    const auto what = [&spec] { return "parameter '" + spec.key + "'"; };
    switch (spec.kind) {
    case ParamKind::Int: {
        if (!value.is_number() || (value.is_number_float() && std::floor(value.get<double>()) != value.get<double>()))
            return Error::make("invalid_param", what() + " must be an integer, got " + shortJson(value));
        const auto v = value.get<double>();
        if (auto s = checkRange(spec, v, what); !s) return s.error();
        // Past 2^53 a double is no longer an exact integer (and past 2^63 the cast overflows).
        if (std::fabs(v) > kMaxExactInteger)
            return Error::make("invalid_param", what() + " " + shortJson(value) + " is too large (at most " +
                                                    formatNumber(kMaxExactInteger) + " in size)");
        return Json(static_cast<std::int64_t>(v));
    }
    case ParamKind::Real: {
        std::optional<double> v;
        if (value.is_number())
            v = value.get<double>();
        else if (value.is_string())
            v = parseFraction(value.get<std::string>());
        if (!v || !std::isfinite(*v))
            return Error::make("invalid_param",
                               what() + " must be a number (or a fraction like \"2/3\"), got " + shortJson(value));
        if (auto s = checkRange(spec, *v, what); !s) return s.error();
        return Json(*v);
    }
    case ParamKind::Bool:
        if (!value.is_boolean())
            return Error::make("invalid_param", what() + " must be true or false, got " + shortJson(value));
        return value;
    case ParamKind::Choice: {
        if (!value.is_string() ||
            std::find(spec.choices.begin(), spec.choices.end(), value.get<std::string>()) == spec.choices.end()) {
            std::string list;
            for (const auto& c : spec.choices) list += (list.empty() ? "" : ", ") + c;
            return Error::make("invalid_param", what() + " must be one of " + list + ", got " + shortJson(value));
        }
        return value;
    }
    case ParamKind::Text:
        if (!value.is_string()) return Error::make("invalid_param", what() + " must be text, got " + shortJson(value));
        return value;
    case ParamKind::List: {
        if (!value.is_array()) return Error::make("invalid_param", what() + " must be a list, got " + shortJson(value));
        for (const auto& item : value) {
            if (item.is_number()) {
                if (auto s = checkRange(spec, item.get<double>(), [&what] { return what() + " element"; }); !s)
                    return s.error();
            }
        }
        return value;
    }
    }
    return Error::make("invalid_param", what() + " has an unknown kind");
}

Result<Json> resolveParams(const std::vector<ParamSpec>& specs, const Json& given) {
    if (!given.is_null() && !given.is_object())
        return Error::make("invalid_param", "\"params\" must be an object, got " + shortJson(given));
    Json resolved = Json::object();
    if (given.is_object()) {
        for (const auto& [key, value] : given.items()) {
            // An init-capture: clang 14 (the fuzz build's compiler) cannot capture a structured binding.
            const auto it =
                std::find_if(specs.begin(), specs.end(), [&name = key](const ParamSpec& s) { return s.key == name; });
            if (it == specs.end()) {
                std::string known;
                for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.key;
                return Error::make("unknown_param", "unknown parameter '" + key + "' (known: " + known + ")");
            }
            auto checked = validateParam(*it, value);
            if (!checked) return checked.error();
            resolved[key] = std::move(checked.value());
        }
    }
    for (const auto& spec : specs)
        if (!resolved.contains(spec.key)) resolved[spec.key] = spec.defaultValue;
    return resolved;
}

}  // namespace nashlab::engine
