#include "engine/core/redact.h"

#include <algorithm>
#include <array>

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

}  // namespace

std::string redactSecrets(std::string_view text, const std::vector<std::string>& secrets) {
    std::string out(text);
    for (const auto& secret : secrets) {
        if (!usable(secret)) continue;
        for (std::size_t pos = 0; (pos = out.find(secret, pos)) != std::string::npos; pos += kRedacted.size())
            out.replace(pos, secret.size(), kRedacted);
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
    for (const auto& secret : secrets)
        if (usable(secret) && text.find(secret) != std::string_view::npos) return true;
    for (std::size_t at = 0; at < text.size(); ++at)
        if (shapedTokenEnd(text, at) != at) return true;
    return false;
}

}  // namespace nashlab::engine
