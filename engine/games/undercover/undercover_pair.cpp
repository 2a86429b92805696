#include "engine/games/undercover/undercover_pair.h"

#include "engine/games/undercover/undercover_words.h"

namespace nashlab::engine::games::undercover {
namespace {

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

constexpr std::size_t kMaxWordBytes = 60;

}  // namespace

Result<std::pair<std::string, std::string>> parsePair(const std::string& text) {
    const std::string all = trimmed(text);
    if (all.empty()) return std::pair<std::string, std::string>{};
    const auto dash = all.find(" - ");
    if (dash == std::string::npos || all.find(" - ", dash + 3) != std::string::npos)
        return Error::make("invalid_params",
                           "'pair' must be two words joined by ' - ', the undercover's first (e.g. 'Sun - Moon')");
    std::pair<std::string, std::string> words{trimmed(all.substr(0, dash)), trimmed(all.substr(dash + 3))};
    if (words.first.empty() || words.second.empty())
        return Error::make("invalid_params", "'pair' needs a word on each side of ' - '");
    if (words.first.size() > kMaxWordBytes || words.second.size() > kMaxWordBytes)
        return Error::make("invalid_params", "each word of 'pair' may have at most 60 bytes");
    for (const auto& w : {words.first, words.second})
        for (char c : w)
            if (static_cast<unsigned char>(c) < 0x20)
                return Error::make("invalid_params", "'pair' holds a control character");
    if (foldCase(words.first) == foldCase(words.second))
        return Error::make("invalid_params", "the two words of 'pair' must differ");
    return words;
}

}  // namespace nashlab::engine::games::undercover
