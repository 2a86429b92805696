#include "engine/core/redact.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <utility>

namespace nashlab::engine {
namespace {

// Characters provider keys are made of (base64url and friends).
bool keyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}
bool tokenChar(char c) { return keyChar(c) || c == '.' || c == '~' || c == '+' || c == '/' || c == '='; }

struct Shape {
    std::string_view prefix;
    std::size_t minBody;  ///< key characters that must follow the prefix
    bool bearer;          ///< the token after it (any token characters), not the prefix itself
};

// OpenAI and Anthropic ("sk-ant-…", "sk-proj-…"), Groq, xAI, Hugging Face, Google, and any
// Authorization header value that made it into text.
constexpr std::array<Shape, 6> kShapes{{{"sk-", 20, false},
                                        {"gsk_", 20, false},
                                        {"xai-", 20, false},
                                        {"hf_", 20, false},
                                        {"AIza", 30, false},
                                        {"Bearer ", 16, true}}};

// The end of a key-shaped token starting at `at`, or `at` when none starts there.
std::size_t shapedTokenEnd(std::string_view text, std::size_t at) {
    // A key starts at a token boundary: "task-…" is not "sk-…".
    if (at > 0 && keyChar(text[at - 1])) return at;
    for (const Shape& s : kShapes) {
        if (text.compare(at, s.prefix.size(), s.prefix) != 0) continue;
        std::size_t end = at + s.prefix.size();
        while (end < text.size() && (s.bearer ? tokenChar(text[end]) : keyChar(text[end]))) ++end;
        if (end - at - s.prefix.size() >= s.minBody) return end;
    }
    return at;
}

bool usable(const std::string& secret) { return secret.size() >= 8; }

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Where `secret` occurs from `from` on with spaces, tabs or line breaks between any of its
// characters (a server that echoes "s k - a b c …"): [start, end), or npos.
std::pair<std::size_t, std::size_t> findSpaced(std::string_view text, std::string_view secret, std::size_t from) {
    for (std::size_t start = text.find(secret[0], from); start != std::string_view::npos;
         start = text.find(secret[0], start + 1)) {
        std::size_t at = start + 1, matched = 1;
        while (matched < secret.size() && at < text.size()) {
            if (text[at] == secret[matched]) {
                ++matched;
                ++at;
            } else if (space(text[at])) {
                ++at;
            } else {
                break;
            }
        }
        if (matched == secret.size()) return {start, at};
    }
    return {std::string_view::npos, std::string_view::npos};
}

std::string base64(std::string_view bytes, bool urlSafe) {
    const char* table = urlSafe ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                                : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t i = 0; i + 2 < bytes.size(); i += 3) {  // whole groups only: see base64Cores
        const auto b = [&](std::size_t k) { return static_cast<unsigned char>(bytes[i + k]); };
        const unsigned v = (b(0) << 16) | (b(1) << 8) | b(2);
        for (int shift = 18; shift >= 0; shift -= 6) out += table[(v >> shift) & 63];
    }
    return out;
}

// What any base64 text holding `secret` must contain, whatever came before it ("Bearer ",
// "user:"): for each of the three alignments, the characters that only the secret's bytes decide.
std::vector<std::string> base64Cores(const std::string& secret) {
    std::vector<std::string> cores;
    for (std::size_t lead = 0; lead < 3; ++lead) {
        const std::string aligned = std::string(lead, '\0') + secret;
        const std::size_t skip = lead == 0 ? 0 : lead + 1;  // characters the filler bytes touch
        for (bool urlSafe : {false, true}) {
            const std::string encoded = base64(aligned, urlSafe);
            if (encoded.size() >= skip + 12) cores.push_back(encoded.substr(skip));
        }
    }
    return cores;
}

void replaceAll(std::string& out, const std::string& needle) {
    for (std::size_t pos = 0; (pos = out.find(needle, pos)) != std::string::npos; pos += kRedacted.size())
        out.replace(pos, needle.size(), kRedacted);
}

}  // namespace

std::string redactSecrets(std::string_view text, const std::vector<std::string>& given) {
    std::string out(text);
    // Longest first: a key that is a prefix of another would otherwise leave the longer one's tail.
    std::vector<std::string> secrets;
    for (const auto& s : given)
        if (usable(s)) secrets.push_back(s);
    std::sort(secrets.begin(), secrets.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const auto& secret : secrets) {
        replaceAll(out, secret);
        for (auto [start, end] = findSpaced(out, secret, 0); start != std::string::npos;
             std::tie(start, end) = findSpaced(out, secret, start + kRedacted.size()))
            out.replace(start, end - start, kRedacted);
        for (const auto& core : base64Cores(secret)) replaceAll(out, core);
    }
    std::string shaped;
    shaped.reserve(out.size());
    for (std::size_t at = 0; at < out.size();) {
        const std::size_t end = shapedTokenEnd(out, at);
        if (end == at) {
            shaped += out[at++];
            continue;
        }
        // "Bearer " stays readable; the token after it goes.
        if (out.compare(at, 7, "Bearer ") == 0) shaped += "Bearer ";
        shaped += kRedacted;
        at = end;
    }
    return shaped;
}

bool holdsSecret(std::string_view text, const std::vector<std::string>& secrets) {
    for (const auto& secret : secrets) {
        if (!usable(secret)) continue;
        if (findSpaced(text, secret, 0).first != std::string_view::npos) return true;  // plain ones too
        for (const auto& core : base64Cores(secret))
            if (text.find(core) != std::string_view::npos) return true;
    }
    for (std::size_t at = 0; at < text.size(); ++at)
        if (shapedTokenEnd(text, at) != at) return true;
    return false;
}

}  // namespace nashlab::engine
