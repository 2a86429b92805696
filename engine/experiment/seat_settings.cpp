#include "engine/experiment/seat_settings.h"

#include <cctype>
#include <cmath>

namespace nashlab::engine {
namespace {

std::string got(const Json& value) { return ", got " + shortJson(value, 40); }

// A whole number in [lo, hi]. Numbers past 2^63 are read as unsigned, so a huge value is reported
// as itself instead of wrapping around to a negative one.
Status wholeNumber(const Json& seat, const char* key, std::int64_t lo, std::int64_t hi, const std::string& where,
                   const char* meaning = "") {
    if (!seat.contains(key)) return okStatus();
    const Json& v = seat.at(key);
    const bool inRange = v.is_number_unsigned()
                             ? v.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi) &&
                                   (lo <= 0 || v.get<std::uint64_t>() >= static_cast<std::uint64_t>(lo))
                             : v.is_number_integer() && v.get<std::int64_t>() >= lo && v.get<std::int64_t>() <= hi;
    if (inRange) return okStatus();
    return Error::make("invalid_value", where + "'s \"" + key + "\" must be a whole number from " + std::to_string(lo) +
                                            " to " + std::to_string(hi) + meaning + got(v));
}

// A finite number in [lo, hi], or (lo, hi] when `aboveLo`.
Status number(const Json& seat, const char* key, double lo, double hi, bool aboveLo, const std::string& where,
              const char* meaning = "") {
    if (!seat.contains(key)) return okStatus();
    const Json& v = seat.at(key);
    const bool inRange = v.is_number() && std::isfinite(v.get<double>()) &&
                         (aboveLo ? v.get<double>() > lo : v.get<double>() >= lo) && v.get<double>() <= hi;
    if (inRange) return okStatus();
    return Error::make("invalid_value", where + "'s \"" + key + "\" must be a number " +
                                            (aboveLo ? "above " : "from ") + formatNumber(lo) +
                                            (aboveLo ? " and at most " : " to ") + formatNumber(hi) + meaning + got(v));
}

Status flag(const Json& seat, const char* key, const std::string& where) {
    if (!seat.contains(key) || seat.at(key).is_boolean()) return okStatus();
    return Error::make("invalid_value", where + "'s \"" + key + "\" must be true or false" + got(seat.at(key)));
}

}  // namespace

bool isHttpUrl(const std::string& url) {
    std::string lower;
    for (char c : url) {
        // Spaces and control characters have no place in a URL (a header could be smuggled in).
        if (std::iscntrl(static_cast<unsigned char>(c)) || c == ' ') return false;
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    for (const std::string scheme : {"http://", "https://"})
        if (lower.rfind(scheme, 0) == 0) {
            const std::string rest = lower.substr(scheme.size());
            return !rest.empty() && rest.front() != '/' && rest.front() != '?' && rest.front() != '#';
        }
    return false;
}

bool isEnvVarName(const std::string& name) {
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front()))) return false;
    for (char c : name)
        if (c != '_' && !std::isalnum(static_cast<unsigned char>(c))) return false;
    return true;
}

Status checkLlmSettings(const Json& seat, const std::string& where) {
    // Limits of the request scheduler and the wire: they are ints there, and a negative or zero
    // value would stall the seat or mean nothing.
    if (auto s = wholeNumber(seat, "max_concurrent", 1, 1000, where); !s) return s;
    if (auto s = wholeNumber(seat, "requests_per_minute", 0, 1000000, where, " (0: no limit)"); !s) return s;
    if (auto s = wholeNumber(seat, "tokens_per_minute", 0, 1000000000, where, " (0: no limit)"); !s) return s;
    if (auto s = wholeNumber(seat, "max_tokens", 1, 10000000, where); !s) return s;
    if (auto s = wholeNumber(seat, "max_response_bytes", 1024, std::int64_t{1} << 34, where, " bytes"); !s) return s;
    if (auto s = number(seat, "timeout_s", 0.0, kMaxTimeoutS, true, where, " seconds"); !s) return s;
    if (auto s = number(seat, "temperature", 0.0, 2.0, false, where); !s) return s;
    if (auto s = flag(seat, "stream", where); !s) return s;
    if (auto s = flag(seat, "structured_output", where); !s) return s;
    // The seat's prompts (and its key) go to base_url: only the web's schemes, never a local file.
    if (seat.contains("base_url") && !isHttpUrl(seat.at("base_url").get<std::string>()))
        return Error::make("invalid_value",
                           where + "'s \"base_url\" must be an http:// or https:// URL" + got(seat.at("base_url")));
    if (seat.contains("api_key_env") && !isEnvVarName(seat.at("api_key_env").get<std::string>()))
        return Error::make("invalid_value", where +
                                                "'s \"api_key_env\" must name an environment variable (letters, "
                                                "digits and '_', not starting with a digit)" +
                                                got(seat.at("api_key_env")));
    return okStatus();
}

Status checkHumanSettings(const Json& seat, const std::string& where) {
    return number(seat, "timeout_s", 0.0, kMaxTimeoutS, false, where, " seconds (0: the window's limit)");
}

}  // namespace nashlab::engine
