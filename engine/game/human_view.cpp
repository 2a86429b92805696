#include "engine/game/human_view.h"

#include <algorithm>
#include <cmath>

namespace nashlab::engine {
namespace {

// Keys whose integer values are seats (0-based in the record).
bool namesSeats(const std::string& key) {
    static const char* const kSeatKeys[] = {"winner", "winners", "loser",   "survivors", "eliminated",
                                            "target", "seat",    "shooter", "proposer",  "thrown_overboard",
                                            "leader", "buyer",   "voters"};
    return std::any_of(std::begin(kSeatKeys), std::end(kSeatKeys), [&](const char* k) { return key == k; });
}

Phrase single(PhraseArg arg) { return Phrase{"%1", {std::move(arg)}}; }

}  // namespace

const Json& memberAt(const Json& j, const char* key) {
    static const Json none;
    if (!j.is_object()) return none;
    const auto it = j.find(key);
    return it == j.end() ? none : *it;
}

double numberAt(const Json& j, const char* key, double otherwise) {
    const Json& v = memberAt(j, key);
    return v.is_number() ? v.get<double>() : otherwise;
}

int intAt(const Json& j, const char* key, int otherwise) {
    const Json& v = memberAt(j, key);
    return v.is_number() ? static_cast<int>(v.get<double>()) : otherwise;
}

std::string textAt(const Json& j, const char* key) {
    const Json& v = memberAt(j, key);
    return v.is_string() ? v.get<std::string>() : std::string();
}

bool flagAt(const Json& j, const char* key) {
    const Json& v = memberAt(j, key);
    return v.is_boolean() && v.get<bool>();
}

PhraseArg numberOrDash(const Json& value, int decimals) {
    if (value.is_number() && std::isfinite(value.get<double>())) return num(value.get<double>(), decimals);
    return nested(Phrase{"—", {}});
}

PhraseArg num(double value, int decimals) {
    PhraseArg a;
    a.kind = PhraseArg::Kind::Number;
    a.number = value;
    a.decimals = decimals;
    return a;
}

PhraseArg seatOf(int seat) {
    PhraseArg a;
    a.kind = PhraseArg::Kind::Seat;
    a.seat = seat;
    return a;
}

PhraseArg verbatim(std::string text) {
    PhraseArg a;
    a.kind = PhraseArg::Kind::Verbatim;
    a.text = std::move(text);
    return a;
}

PhraseArg nested(Phrase phrase) {
    PhraseArg a;
    a.kind = PhraseArg::Kind::Nested;
    a.nested.push_back(std::move(phrase));
    return a;
}

Phrase listOf(const std::vector<PhraseArg>& items, Phrase none) {
    if (items.empty()) return none;
    Phrase p;
    for (std::size_t i = 0; i < items.size(); ++i) p.text += (i ? ", %" : "%") + std::to_string(i + 1);
    p.args = items;
    return p;
}

std::string Phrase::english() const {
    // One pass, so an argument holding "%1" is never read again; "%12" is the twelfth argument.
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        std::size_t j = i + 1, n = 0;
        while (text[i] == '%' && j < text.size() && text[j] >= '0' && text[j] <= '9')
            n = n * 10 + static_cast<std::size_t>(text[j++] - '0');
        if (j == i + 1 || n == 0 || n > args.size()) {
            out += text[i];
            continue;
        }
        const PhraseArg& a = args[n - 1];
        switch (a.kind) {
        case PhraseArg::Kind::Number: out += formatNumber(a.number, a.decimals); break;
        case PhraseArg::Kind::Seat: out += "seat " + std::to_string(a.seat + 1); break;
        case PhraseArg::Kind::Verbatim: out += a.text; break;
        case PhraseArg::Kind::Nested:
            if (!a.nested.empty()) out += a.nested.front().english();
            break;
        }
        i = j - 1;
    }
    return out;
}

std::string HumanView::humanKey(const std::string& key) {
    std::string out = key;
    std::replace(out.begin(), out.end(), '_', ' ');
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

Phrase HumanView::genericValue(const std::string& key, const Json& value) {
    if (value.is_null()) return Phrase{"—", {}};
    if (value.is_boolean()) return value.get<bool>() ? Phrase{NL_TR("yes"), {}} : Phrase{NL_TR("no"), {}};
    if (value.is_number_integer() && namesSeats(key)) return single(seatOf(value.get<int>()));
    if (value.is_number()) return single(num(value.get<double>()));
    if (value.is_string()) return single(verbatim(value.get<std::string>()));
    std::vector<PhraseArg> items;
    if (value.is_array()) {
        for (const auto& item : value) items.push_back(nested(genericValue(key, item)));
        return listOf(items);
    }
    for (const auto& [k, v] : value.items())
        items.push_back(nested(Phrase{"%1: %2", {verbatim(humanKey(k)), nested(genericValue(k, v))}}));
    return listOf(items);
}

FormField HumanView::genericField(const ActionField& field) {
    FormField f;
    f.name = field.name;
    f.label = Phrase{"%1", {verbatim(field.description.empty() ? humanKey(field.name) : field.description)}};
    switch (field.kind) {
    case FieldKind::Integer:
    case FieldKind::Number:
        f.kind = InputKind::Number;
        f.min = field.min.value_or(0);
        f.max = field.max.value_or(std::max(f.min, 1e9));
        f.step = field.kind == FieldKind::Integer ? 1 : 0.01;
        f.decimals = field.kind == FieldKind::Integer ? 0 : 2;
        f.help = Phrase{NL_TR("from %1 to %2"), {num(f.min), num(f.max)}};
        break;
    case FieldKind::Enum:
        f.kind = InputKind::Choice;
        for (const auto& option : field.options)
            f.choices.push_back({Json(option), single(verbatim(humanKey(option)))});
        break;
    case FieldKind::Bool: f.kind = InputKind::Toggle; break;
    case FieldKind::IntMap:
        f.kind = InputKind::Split;
        f.min = field.min.value_or(0);
        f.max = field.max.value_or(1e9);
        f.keys = field.keys;
        for (const auto& key : field.keys) f.keyLabels.push_back(single(verbatim(humanKey(key))));
        break;
    case FieldKind::Text:
        f.kind = InputKind::Text;
        f.max = field.max.value_or(0);  // 0: no limit
        if (field.max) f.help = Phrase{NL_TR("at most %1 characters"), {num(*field.max, 0)}};
        break;
    case FieldKind::Object: f.kind = InputKind::Text; break;
    }
    return f;
}

std::vector<Phrase> HumanView::situation(const Json& observation, int /*seat*/) const {
    std::vector<Phrase> lines;
    if (observation.contains("round") && observation.contains("rounds") && observation["rounds"].is_number() &&
        observation["rounds"].get<double>() > 0)
        lines.push_back({NL_TR("Round %1 of %2."),
                         {num(observation["round"].get<double>(), 0), num(observation["rounds"].get<double>(), 0)}});
    const Json& history = observation.contains("history") ? observation["history"] : Json();
    if (history.is_array() && !history.empty() && history.back().is_object()) {
        std::vector<PhraseArg> facts;
        for (const auto& [key, value] : history.back().items()) {
            if (key == "round" || value.is_object()) continue;
            facts.push_back(nested(Phrase{"%1 %2", {verbatim(humanKey(key)), nested(genericValue(key, value))}}));
        }
        lines.push_back({NL_TR("Last round: %1."), {nested(listOf(facts))}});
    }
    lines.push_back({NL_TR("Make your choice below."), {}});
    return lines;
}

std::vector<FormField> HumanView::form(const ActionSpec& spec, const Json& /*observation*/, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) fields.push_back(genericField(f));
    return fields;
}

Phrase HumanView::action(const Json& action, int /*seat*/) const {
    if (action.is_object() && action.size() == 1) return genericValue(action.begin().key(), action.begin().value());
    return genericValue("", action);
}

std::vector<HeaderField> HumanView::roundHeader(const RoundOutcome& round) const {
    std::vector<HeaderField> fields;
    if (!round.publicReport.is_object()) return fields;
    for (const auto& [key, value] : round.publicReport.items()) {
        if (value.is_object()) continue;
        fields.push_back({single(verbatim(humanKey(key))), genericValue(key, value)});
    }
    return fields;
}

}  // namespace nashlab::engine
