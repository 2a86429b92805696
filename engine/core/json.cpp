#include "engine/core/json.h"

#include "engine/core/atomic_file.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <vector>

namespace nashlab::engine {

bool withinJsonDepth(std::string_view text, int maxDepth) {
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {  // skip the string, escapes included
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return false;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return true;
}

Json parseJsonOrDiscarded(std::string_view text) {
    if (!withinJsonDepth(text)) return Json(Json::value_t::discarded);
    return Json::parse(text, nullptr, /*allow_exceptions=*/false);
}

namespace {

// Json::parse with its errors as messages naming `what`; `watch` (may be empty) sees every event.
Result<Json> parseNamed(const std::string& text, const std::string& what, const Json::parser_callback_t& watch) {
    if (!withinJsonDepth(text))
        return Error::make("parse", what + " is not read: its arrays and objects nest more than " +
                                        std::to_string(kMaxJsonDepth) + " deep");
    try {
        return Json::parse(text, watch);
    } catch (const Json::parse_error& e) {
        return Error::make("parse", what + " is not valid JSON: " + e.what());
    } catch (const Json::exception& e) {  // e.g. a number too large for a double (1e400)
        return Error::make("parse", what + " cannot be read: " + e.what());
    }
}

}  // namespace

Result<Json> parseJson(const std::string& text, const std::string& what) { return parseNamed(text, what, nullptr); }

Result<std::size_t> byteLimit(const FileLimit& limit) {
    const char* text = std::getenv(limit.envVar);
    if (!text || !*text) return limit.defaultBytes;
    char* end = nullptr;
    errno = 0;
    const unsigned long long n = std::strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || n == 0 || !std::isdigit(static_cast<unsigned char>(*text)))
        return Error::make("invalid_value",
                           std::string(limit.envVar) + " must be a whole number of bytes above 0, got '" + text + "'");
    return static_cast<std::size_t>(n);
}

Result<std::string> readBoundedFile(const std::string& path, const FileLimit& limit) {
    auto maxBytes = byteLimit(limit);
    if (!maxBytes) return maxBytes.error();
    const auto tooLarge = [&](const std::string& size) {
        return Error::make("too_large", "'" + path + "' is " + size + " bytes; " + limit.what +
                                            " files are read up to " + std::to_string(*maxBytes) + " bytes (set " +
                                            limit.envVar + " to raise the limit)");
    };
    // Asked before opening: opening a FIFO would wait for a writer, and reading a device never ends.
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) return Error::make("io", "cannot open '" + path + "'");
    if (std::filesystem::is_directory(status))
        return Error::make("io", "'" + path + "' is a directory, not a " + limit.what + " file");
    if (!std::filesystem::is_regular_file(status))
        return Error::make("io", "'" + path + "' is not a regular file (a device, pipe or socket); " + limit.what +
                                     " files are read only from regular files");
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > *maxBytes) return tooLarge(std::to_string(size));
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error::make("io", "cannot open '" + path + "'");
    // At most one byte past the limit, in case the file grew since it was measured.
    std::string text;
    if (!ec) text.reserve(static_cast<std::size_t>(size) + 1);
    char chunk[1 << 16];
    while (in && text.size() <= *maxBytes) {
        in.read(chunk, static_cast<std::streamsize>(std::min<std::size_t>(sizeof chunk, *maxBytes + 1 - text.size())));
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
    }
    if (text.size() > *maxBytes) return tooLarge("more than " + std::to_string(*maxBytes));
    if (in.bad()) return Error::make("io", "cannot read '" + path + "'");
    return text;
}

Result<Json> readJsonFile(const std::string& path, const FileLimit& limit) {
    auto text = readBoundedFile(path, limit);
    if (!text) return text.error();
    // A file a person wrote: a key given twice in one object is a mistake JSON hides (the last one
    // wins), so the second "rounds" of a spec would silently replace the first. Seen while parsing.
    std::vector<std::set<std::string>> open;
    std::string twice;
    const auto watch = [&](int, Json::parse_event_t event, Json& parsed) {
        if (event == Json::parse_event_t::object_start) open.emplace_back();
        if (event == Json::parse_event_t::object_end && !open.empty()) open.pop_back();
        if (event == Json::parse_event_t::key && !open.empty() && twice.empty() &&
            !open.back().insert(parsed.get<std::string>()).second)
            twice = parsed.get<std::string>();
        return true;
    };
    const std::string what = "'" + path + "'";
    auto parsed = parseNamed(text.value(), what, watch);
    if (parsed && !twice.empty())
        return Error::make("parse", what + " gives the key \"" + twice +
                                        "\" twice in one object; JSON keeps only the last, so give it once");
    return parsed;
}

Status writeJsonFileAtomic(const std::string& path, const Json& value) {
    return writeFileAtomic(path, value.dump(2) + "\n");
}

std::string shortJson(const Json& value, std::size_t maxLen) {
    std::string text = value.dump();
    if (text.size() > maxLen) text = text.substr(0, maxLen - 3) + "...";
    return text;
}

std::string formatNumber(double value, int maxDecimals) {
    if (!std::isfinite(value)) return value != value ? "nan" : (value > 0 ? "inf" : "-inf");
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", maxDecimals, value);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0') s.pop_back();
        if (!s.empty() && s.back() == '.') s.pop_back();
    }
    if (s == "-0") s = "0";
    return s;
}

std::string formatFraction(double value) {
    for (int den = 1; den <= 12; ++den) {
        const double num = value * den;
        if (std::fabs(num - std::round(num)) < 1e-9) {
            const long n = std::lround(num);
            if (den == 1) return std::to_string(n);
            return std::to_string(n) + "/" + std::to_string(den);
        }
    }
    return formatNumber(value);
}

}  // namespace nashlab::engine
