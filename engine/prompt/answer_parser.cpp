#include "engine/prompt/answer_parser.h"

namespace nashlab::engine {
namespace {

std::optional<Json> tryObject(const std::string& text) {
    Json j = parseJsonOrDiscarded(text);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    return j;
}

// The index one past the '}' matching the '{' at `start`, honouring strings and escapes; npos if unbalanced.
std::size_t matchBrace(const std::string& s, std::size_t start) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = start; i < s.size(); ++i) {
        const char c = s[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{')
            ++depth;
        else if (c == '}' && --depth == 0)
            return i + 1;
    }
    return std::string::npos;
}

void scanBalanced(const std::string& text, std::vector<Json>& out) {
    std::size_t pos = text.find('{');
    while (pos != std::string::npos) {
        const std::size_t end = matchBrace(text, pos);
        if (end != std::string::npos) {
            if (auto j = tryObject(text.substr(pos, end - pos))) {
                out.push_back(*j);
                pos = text.find('{', end);
                continue;
            }
        }
        pos = text.find('{', pos + 1);  // not an object here: an inner brace may still start one
    }
}

void scanFences(const std::string& text, std::vector<Json>& out) {
    std::size_t pos = text.find("```");
    while (pos != std::string::npos) {
        const std::size_t bodyStart = text.find('\n', pos + 3);
        if (bodyStart == std::string::npos) return;
        const std::size_t close = text.find("```", bodyStart);
        if (close == std::string::npos) return;
        scanBalanced(text.substr(bodyStart + 1, close - bodyStart - 1), out);
        pos = text.find("```", close + 3);
    }
}

}  // namespace

std::vector<Json> findJsonObjects(const std::string& text) {
    std::vector<Json> found;
    if (auto whole = tryObject(text)) {
        found.push_back(*whole);
        return found;
    }
    scanFences(text, found);
    if (found.empty()) scanBalanced(text, found);
    return found;
}

Result<ParsedAnswer> parseAnswer(const std::string& text, const ActionSpec& spec) {
    const std::vector<Json> candidates = findJsonObjects(text);
    if (candidates.empty()) {
        if (text.find_first_not_of(" \t\r\n") == std::string::npos) return Error::make("empty", "the reply was empty");
        return Error::make("no_json", "the reply holds no JSON object; answer with " + spec.formatHint());
    }
    std::optional<Error> firstError;
    std::optional<Error> relevantError;  // from an object that names at least one expected field
    for (auto it = candidates.rbegin(); it != candidates.rend(); ++it) {
        auto coerced = spec.coerce(*it);
        if (coerced) {
            ParsedAnswer answer{coerced.value(), ""};
            if (it->contains("explanation") && (*it)["explanation"].is_string())
                answer.reasoning = (*it)["explanation"].get<std::string>();
            return answer;
        }
        bool relevant = false;
        for (const auto& f : spec.fields) relevant = relevant || it->contains(f.name);
        if (relevant && !relevantError) relevantError = coerced.error();  // the latest relevant object
        if (!firstError) firstError = coerced.error();
    }
    return relevantError ? *relevantError : *firstError;
}

}  // namespace nashlab::engine
