#include "engine/experiment/seat_settings.h"

#include <cctype>
#include <cmath>
#include <string_view>

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

namespace {

// The authority of a URL (what is between "scheme://" and the path): an optional "user@", a host
// name, an IPv4 address or a bracketed IPv6 address, and an optional port from 1 to 65535.
bool validAuthority(std::string_view authority) {
    if (const std::size_t at = authority.rfind('@'); at != std::string_view::npos) authority.remove_prefix(at + 1);
    std::string_view host = authority, port;
    if (!authority.empty() && authority.front() == '[') {
        const std::size_t close = authority.find(']');
        if (close == std::string_view::npos || close < 3) return false;  // "[::1" or "[]"
        for (char c : authority.substr(1, close - 1))
            if (!std::isxdigit(static_cast<unsigned char>(c)) && c != ':' && c != '.') return false;
        const std::string_view rest = authority.substr(close + 1);
        if (!rest.empty() && rest.front() != ':') return false;
        port = rest.empty() ? rest : rest.substr(1);
        host = authority.substr(0, close + 1);
        if (!rest.empty() && port.empty()) return false;
    } else {
        const std::size_t colon = authority.find(':');
        if (colon != std::string_view::npos) {
            host = authority.substr(0, colon);
            port = authority.substr(colon + 1);
            if (port.empty()) return false;
        }
        if (host.empty()) return false;
        for (char c : host)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.' && c != '_') return false;
    }
    if (!port.empty()) {
        if (port.size() > 5) return false;
        int value = 0;
        for (char c : port) {
            if (!std::isdigit(static_cast<unsigned char>(c))) return false;
            value = value * 10 + (c - '0');
        }
        if (value < 1 || value > 65535) return false;
    }
    return true;
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
            return validAuthority(std::string_view(rest).substr(0, rest.find_first_of("/?#")));
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
    // An answer costs several times its size while it is decoded and recorded (8-11x measured):
    // 64 MiB is what a process with a few of them in flight still holds.
    if (auto s = wholeNumber(seat, "max_response_bytes", 1024, kMaxResponseBytes, where, " bytes"); !s) return s;
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
    if (seat.contains("api_key_env")) {
        const std::string problem = keyEnvProblem(
            seat.value("provider", "openai"), seat.at("api_key_env").get<std::string>(), seat.value("base_url", ""));
        if (!problem.empty()) return Error::make("invalid_value", where + ": " + problem);
    }
    return okStatus();
}

std::string providerKeyEnv(const std::string& provider) {
    if (provider == "openai") return "OPENAI_API_KEY";
    if (provider == "anthropic") return "ANTHROPIC_API_KEY";
    if (provider == "gemini") return "GEMINI_API_KEY";
    return "";
}

bool isOfficialEndpoint(const std::string& provider, const std::string& baseUrl) {
    std::string url = baseUrl;
    while (!url.empty() && (url.back() == '/' || url.back() == ' ')) url.pop_back();
    if (url.empty()) return true;
    const std::string home = provider == "openai"      ? "https://api.openai.com"
                             : provider == "anthropic" ? "https://api.anthropic.com"
                             : provider == "gemini"    ? "https://generativelanguage.googleapis.com"
                                                       : "";
    return !home.empty() && (url == home || url.rfind(home + "/", 0) == 0);
}

std::string keyEnvProblem(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl) {
    if (keyEnv.empty()) return {};
    constexpr std::string_view kOwnPrefix = "NASHLAB_";
    if (keyEnv.size() > kOwnPrefix.size() && keyEnv.compare(0, kOwnPrefix.size(), kOwnPrefix) == 0) return {};
    const std::string own = providerKeyEnv(provider);
    if (!own.empty() && keyEnv == own) {
        if (isOfficialEndpoint(provider, baseUrl)) return {};
        return "\"api_key_env\" " + keyEnv + " is " + provider + "'s own key, which is sent only to " + provider +
               "'s official API, not to " + baseUrl + ": to send a key there, put it in a variable of your own, " +
               "NASHLAB_<NAME> (e.g. NASHLAB_SERVER_KEY), and name that";
    }
    return "\"api_key_env\" may name " +
           (own.empty() ? std::string() : own + " (for " + provider + "'s official API) or ") +
           "a variable of your own whose name starts with NASHLAB_ (e.g. NASHLAB_SERVER_KEY), got '" + keyEnv +
           "': a spec must not be able to send any variable of the environment to its base_url";
}

Status checkHumanSettings(const Json& seat, const std::string& where) {
    return number(seat, "timeout_s", 0.0, kMaxTimeoutS, false, where, " seconds (0: the window's limit)");
}

}  // namespace nashlab::engine
