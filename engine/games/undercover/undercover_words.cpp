#include "engine/games/undercover/undercover_words.h"

#include <cctype>

namespace nashlab::engine::games::undercover {

const std::vector<std::string>& languages() {
    static const std::vector<std::string> list = {"en", "de", "zh_CN"};
    return list;
}

std::span<const WordPair> wordPairs(std::string_view language) {
    if (language == "en") return englishPairs();
    if (language == "de") return germanPairs();
    if (language == "zh_CN") return chinesePairs();
    return {};
}

std::string foldCase(std::string_view text) {
    std::string out(text);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto c = static_cast<unsigned char>(out[i]);
        if (c < 0x80) {
            // ASCII by hand: std::tolower reads the process's locale (and costs a call per byte).
            if (c >= 'A' && c <= 'Z') out[i] = static_cast<char>(c + ('a' - 'A'));
        } else if (c == 0xC3 && i + 1 < out.size()) {
            // Ä Ö Ü (C3 84, C3 96, C3 9C) to ä ö ü (C3 A4, C3 B6, C3 BC).
            auto& next = reinterpret_cast<unsigned char&>(out[i + 1]);
            if (next == 0x84 || next == 0x96 || next == 0x9C) next = static_cast<unsigned char>(next + 0x20);
            ++i;
        }
    }
    return out;
}

namespace {

bool isLetter(unsigned char c) { return std::isalnum(c) || c >= 0x80; }

}  // namespace

bool clueSaysWord(std::string_view clue, std::string_view word) { return clueSaysFoldedWord(clue, foldCase(word)); }

bool clueSaysFoldedWord(std::string_view clue, std::string_view w) {
    if (w.empty()) return false;
    const std::string c = foldCase(clue);
    const bool shortLatin = w.size() <= 3 && static_cast<unsigned char>(w[0]) < 0x80;
    for (std::size_t at = c.find(w); at != std::string::npos; at = c.find(w, at + 1))
        if (!shortLatin || at == 0 || !isLetter(static_cast<unsigned char>(c[at - 1]))) return true;
    return false;
}

}  // namespace nashlab::engine::games::undercover
