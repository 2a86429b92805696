#include "classroom/room_text.h"

#include <cmath>

#include "engine/core/json.h"

namespace nashlab::classroom {
namespace {

std::string argText(const engine::PhraseArg& a, const SeatNames& names) {
    switch (a.kind) {
    case engine::PhraseArg::Kind::Number: return engine::formatNumber(a.number, a.decimals);
    case engine::PhraseArg::Kind::Seat: return names ? names(a.seat) : "Player " + std::to_string(a.seat + 1);
    case engine::PhraseArg::Kind::Verbatim: return a.text;
    case engine::PhraseArg::Kind::Nested:
        return a.nested.empty() ? std::string() : renderPhrase(a.nested.front(), names);
    }
    return {};
}

// Length of the UTF-8 sequence starting with byte `c` (1 for a stray continuation byte).
std::size_t sequenceLength(unsigned char c) {
    if (c >= 0xF0) return 4;
    if (c >= 0xE0) return 3;
    if (c >= 0xC0) return 2;
    return 1;
}

}  // namespace

std::string renderPhrase(const engine::Phrase& phrase, const SeatNames& names) {
    std::string out;
    const std::string& t = phrase.text;
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '%' && i + 1 < t.size() && t[i + 1] >= '1' && t[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(t[i + 1] - '1');
            if (index < phrase.args.size()) {
                out += argText(phrase.args[index], names);
                ++i;
                continue;
            }
        }
        out += t[i];
    }
    return out;
}

Json renderLines(const std::vector<engine::Phrase>& lines, const SeatNames& names) {
    Json out = Json::array();
    for (const auto& line : lines)
        if (!line.empty()) out.push_back(renderPhrase(line, names));
    return out;
}

Json fieldToJson(const engine::FormField& field, const SeatNames& names) {
    static const char* const kKinds[] = {"number", "choice", "seat", "split", "text", "toggle"};
    Json j = {{"name", field.name},
              {"kind", kKinds[static_cast<int>(field.kind)]},
              {"label", renderPhrase(field.label, names)},
              {"help", renderPhrase(field.help, names)}};
    switch (field.kind) {
    case engine::InputKind::Number:
    case engine::InputKind::Split:
        j["min"] = field.min;
        j["max"] = field.max;
        j["step"] = field.step;
        j["decimals"] = field.decimals;
        break;
    default: break;
    }
    if (!field.choices.empty()) {
        Json choices = Json::array();
        for (const auto& c : field.choices)
            choices.push_back({{"value", c.value}, {"label", renderPhrase(c.label, names)}});
        j["choices"] = std::move(choices);
    }
    if (field.kind == engine::InputKind::Split) {
        j["keys"] = field.keys;
        Json labels = Json::array();
        for (std::size_t i = 0; i < field.keys.size(); ++i)
            labels.push_back(i < field.keyLabels.size() ? renderPhrase(field.keyLabels[i], names) : field.keys[i]);
        j["key_labels"] = std::move(labels);
        if (field.total) j["total"] = *field.total;
    }
    j["initial"] = field.initial;
    return j;
}

Json formToJson(const std::vector<engine::FormField>& form, const SeatNames& names) {
    Json out = Json::array();
    for (const auto& f : form) out.push_back(fieldToJson(f, names));
    return out;
}

Json headerToJson(const std::vector<engine::HeaderField>& header, const SeatNames& names) {
    Json out = Json::array();
    for (const auto& h : header)
        out.push_back({{"label", renderPhrase(h.label, names)}, {"value", renderPhrase(h.value, names)}});
    return out;
}

std::string cleanName(const std::string& typed) {
    std::string out;
    std::size_t chars = 0;
    bool space = false;
    for (std::size_t i = 0; i < typed.size() && chars < 40;) {
        const auto c = static_cast<unsigned char>(typed[i]);
        const std::size_t n = sequenceLength(c);
        if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xC0) || i + n > typed.size()) {  // control or broken
            i += (c >= 0x80 && c < 0xC0) ? 1 : n;
            continue;
        }
        if (c == ' ') {
            space = !out.empty();
            ++i;
            continue;
        }
        if (space) {
            out += ' ';
            ++chars;
            space = false;
        }
        out.append(typed, i, n);
        ++chars;
        i += n;
    }
    return out;
}

}  // namespace nashlab::classroom
