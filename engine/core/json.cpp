#include "engine/core/json.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace nashlab::engine {

Result<Json> parseJson(const std::string& text, const std::string& what) {
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& e) {
        return Error::make("parse", what + " is not valid JSON: " + e.what());
    } catch (const Json::exception& e) {  // e.g. a number too large for a double (1e400)
        return Error::make("parse", what + " cannot be read: " + e.what());
    }
}

Result<Json> readJsonFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error::make("io", "cannot open '" + path + "'");
    std::stringstream buffer;
    buffer << in.rdbuf();
    return parseJson(buffer.str(), "'" + path + "'");
}

Status writeJsonFileAtomic(const std::string& path, const Json& value) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) return Error::make("io", "cannot write '" + tmp + "'");
        out << value.dump(2) << '\n';
        out.flush();
        if (!out) return Error::make("io", "failed writing '" + tmp + "'");
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) return Error::make("io", "cannot rename '" + tmp + "' to '" + path + "': " + ec.message());
    return okStatus();
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
