#pragma once
// The word pairs of undercover, written for NashLab in three languages: the undercover seat gets
// the first word of a pair, the civilians the second (LLMArena's order). Each word comes with three
// clues, the association table the built-in clue-givers and voters read: related to the word,
// never containing either word of its pair.
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nashlab::engine::games::undercover {

struct WordPair {
    std::string_view undercover;
    std::string_view civilian;
    std::array<std::string_view, 3> undercoverClues;
    std::array<std::string_view, 3> civilianClues;
};

/// The languages with a list: "en", "de", "zh_CN".
const std::vector<std::string>& languages();
/// The list of `language` (empty for an unknown one).
std::span<const WordPair> wordPairs(std::string_view language);

std::span<const WordPair> englishPairs();
std::span<const WordPair> germanPairs();
std::span<const WordPair> chinesePairs();

/// Lower case for comparing words: ASCII letters and the German umlauts (other text is unchanged).
std::string foldCase(std::string_view text);
/// Whether `clue` gives away `word`: contains it (case folded). A Latin word of up to three letters
/// ("Ei", "Ant") counts only at the start of a word ("Eier", "ants"), so that it does not forbid
/// every clue that happens to spell it ("klein", "giant").
bool clueSaysWord(std::string_view clue, std::string_view word);
/// clueSaysWord() for a word already folded (foldCase(word)), for a caller checking many clues
/// against one word.
bool clueSaysFoldedWord(std::string_view clue, std::string_view foldedWord);

}  // namespace nashlab::engine::games::undercover
