#include "engine/experiment/treatment_design.h"

#include <cctype>
#include <set>

namespace nashlab::engine {
namespace {

constexpr std::size_t kMaxArms = 10000;
constexpr std::size_t kMaxLabel = 120;

bool plainLabel(const std::string& s) {
    if (s.empty() || s.size() > kMaxLabel) return false;
    for (unsigned char c : s)
        if (!std::isalnum(c) && std::string("-_.=+,").find(static_cast<char>(c)) == std::string::npos) return false;
    return true;
}

// A level's label: its key in a {label: value} map, else the value itself when that is a plain
// word or number, else its position.
std::string levelLabel(const Json& value, std::size_t index) {
    if (value.is_number() || value.is_boolean()) return value.dump();
    if (value.is_string() && plainLabel(value.get<std::string>())) return value.get<std::string>();
    return "L" + std::to_string(index + 1);
}

struct Factor {
    std::string name;
    std::string field;
    std::vector<std::pair<std::string, Json>> levels;  ///< (label, value)
};

Result<std::vector<Factor>> readCrossed(const Json& crossed) {
    if (!crossed.is_object() || crossed.empty())
        return Error::make("invalid_spec",
                           "\"treatments\".\"crossed\" must name at least one factor: "
                           "{\"NAME\": {\"field\": \"params.KEY\", \"levels\": [...]}}");
    std::vector<Factor> factors;
    for (const auto& [name, f] : crossed.items()) {
        const std::string where = "treatment factor '" + name + "'";
        if (!plainLabel(name)) return Error::make("invalid_spec", where + ": a factor name is a plain word");
        if (!f.is_object() || !f.contains("field") || !f["field"].is_string() || !f.contains("levels"))
            return Error::make("invalid_spec", where + " needs \"field\" (a spec field) and \"levels\"");
        for (const auto& [key, unused] : f.items())
            if (key != "field" && key != "levels")
                return Error::make("invalid_spec", where + " has an unknown key '" + key + "'");
        Factor factor{name, f["field"].get<std::string>(), {}};
        const Json& levels = f["levels"];
        if (levels.is_array()) {
            for (std::size_t i = 0; i < levels.size(); ++i)
                factor.levels.emplace_back(levelLabel(levels[i], i), levels[i]);
        } else if (levels.is_object()) {
            for (const auto& [label, value] : levels.items()) {
                if (!plainLabel(label))
                    return Error::make("invalid_spec", where + ": level label '" + label +
                                                           "' must be letters, digits and - _ . = + , only");
                factor.levels.emplace_back(label, value);
            }
        } else {
            return Error::make("invalid_spec", where + ": \"levels\" is a list of values or {label: value}");
        }
        if (factor.levels.empty()) return Error::make("invalid_spec", where + " has no levels");
        std::set<std::string> seen;
        for (const auto& [label, value] : factor.levels)
            if (!seen.insert(label).second)
                return Error::make("invalid_spec", where + " has the level label '" + label + "' twice");
        factors.push_back(std::move(factor));
    }
    return factors;
}

}  // namespace

Status setSpecField(Json& spec, const std::string& path, const Json& value) {
    static const std::set<std::string> kTop = {"rounds", "history_depth", "chain_of_thought", "invalid_answers"};
    if (kTop.count(path)) {
        spec[path] = value;
        return okStatus();
    }
    const auto dot = path.find('.');
    const std::string head = path.substr(0, dot);
    const std::string rest = dot == std::string::npos ? std::string() : path.substr(dot + 1);
    if ((head == "params" || head == "invalid_answers") && !rest.empty() && rest.find('.') == std::string::npos) {
        if (!spec.contains(head) || !spec[head].is_object()) spec[head] = Json::object();
        spec[head][rest] = value;
        return okStatus();
    }
    if (head.rfind("seats[", 0) == 0 && head.back() == ']' && !rest.empty() && rest.find('.') == std::string::npos) {
        Json& seats = spec["seats"];
        if (!seats.is_array() || seats.empty())
            return Error::make("invalid_spec", "field '" + path + "': the spec lists no seats to set");
        const std::string index = head.substr(6, head.size() - 7);
        if (index == "*") {
            for (auto& seat : seats) seat[rest] = value;
            return okStatus();
        }
        std::size_t i = 0;
        bool digits = !index.empty() && index.size() < 6;
        for (char c : index) digits = digits && std::isdigit(static_cast<unsigned char>(c));
        if (digits) i = std::stoul(index);
        if (!digits || i >= seats.size())
            return Error::make("invalid_spec", "field '" + path + "': the spec's seat list has entries 0 to " +
                                                   std::to_string(seats.size() - 1) + " (or * for every entry)");
        seats[i][rest] = value;
        return okStatus();
    }
    return Error::make("invalid_spec", "field '" + path +
                                           "' cannot be a treatment factor; use params.KEY, rounds, history_depth, "
                                           "chain_of_thought, invalid_answers[.KEY] or seats[I|*].FIELD");
}

Result<TreatmentDesign> expandTreatments(const Json& spec) {
    const Json& block = spec.at("treatments");
    if (!block.is_object())
        return Error::make("invalid_spec", "\"treatments\" must be an object with \"crossed\" or \"listed\"");
    for (const auto& [key, unused] : block.items())
        if (key != "crossed" && key != "listed" && key != "common_random_numbers" && key != "expanded" && key != "base")
            return Error::make("invalid_spec", "\"treatments\" has an unknown key '" + key +
                                                   "' (crossed, listed, common_random_numbers)");
    if (block.contains("crossed") == block.contains("listed"))
        return Error::make("invalid_spec", "\"treatments\" needs exactly one of \"crossed\" and \"listed\"");
    TreatmentDesign design;
    if (block.contains("common_random_numbers")) {
        if (!block["common_random_numbers"].is_boolean())
            return Error::make("invalid_value", "\"treatments\".\"common_random_numbers\" must be true or false");
        design.commonRandomNumbers = block["common_random_numbers"].get<bool>();
    }
    Json base = spec;
    base.erase("treatments");
    if (block.contains("crossed")) {
        auto factors = readCrossed(block["crossed"]);
        if (!factors) return factors.error();
        std::size_t total = 1;
        for (const auto& f : factors.value()) {
            design.factors.push_back(f.name);
            total *= f.levels.size();
            if (total > kMaxArms)
                return Error::make("invalid_spec",
                                   "the crossed design has more than " + std::to_string(kMaxArms) + " treatments");
        }
        // Full factorial, the last factor changing fastest.
        for (std::size_t k = 0; k < total; ++k) {
            TreatmentArm arm;
            arm.spec = base;
            std::size_t rest = k;
            std::vector<std::string> parts(factors->size());
            for (std::size_t f = factors->size(); f-- > 0;) {
                const Factor& factor = factors.value()[f];
                const auto& [label, value] = factor.levels[rest % factor.levels.size()];
                rest /= factor.levels.size();
                arm.levels[factor.name] = label;
                parts[f] = factor.name + "=" + label;
                if (auto s = setSpecField(arm.spec, factor.field, value); !s)
                    return Error::make(s.error().code, "treatment factor '" + factor.name + "': " + s.error().message);
            }
            for (const auto& p : parts) arm.label += (arm.label.empty() ? "" : ",") + p;
            if (arm.label.size() > kMaxLabel) arm.label = "T" + std::to_string(k + 1);
            design.arms.push_back(std::move(arm));
        }
    } else {
        const Json& listed = block["listed"];
        if (!listed.is_array() || listed.empty() || listed.size() > kMaxArms)
            return Error::make("invalid_spec", "\"treatments\".\"listed\" must be a list of 1 to " +
                                                   std::to_string(kMaxArms) + " {\"label\", \"set\"} entries");
        std::set<std::string> fields;
        for (std::size_t i = 0; i < listed.size(); ++i) {
            const Json& entry = listed[i];
            const std::string where = "listed treatment " + std::to_string(i + 1);
            if (!entry.is_object() || !entry.contains("label") || !entry["label"].is_string() ||
                !plainLabel(entry["label"].get<std::string>()))
                return Error::make("invalid_spec",
                                   where + " needs a \"label\" of letters, digits and - _ . = + , (at most 120)");
            const Json set = entry.value("set", Json::object());
            if (!set.is_object()) return Error::make("invalid_spec", where + ": \"set\" is {field: value}");
            TreatmentArm arm{entry["label"].get<std::string>(), Json::object(), base};
            for (const auto& [field, value] : set.items()) {
                if (auto s = setSpecField(arm.spec, field, value); !s)
                    return Error::make(s.error().code, "treatment '" + arm.label + "': " + s.error().message);
                arm.levels[field] = value.is_string() ? value.get<std::string>() : value.dump();
                if (fields.insert(field).second) design.factors.push_back(field);
            }
            design.arms.push_back(std::move(arm));
        }
    }
    std::set<std::string> labels;
    for (const auto& arm : design.arms)
        if (!labels.insert(arm.label).second)
            return Error::make("invalid_spec", "two treatments are labelled '" + arm.label + "'");
    return design;
}

}  // namespace nashlab::engine
