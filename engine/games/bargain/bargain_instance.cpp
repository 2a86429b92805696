// Bargaining instances: the rules they keep, the generator, and the fixed-instance reader.
#include "engine/games/bargain/bargain_instance.h"

#include <sstream>

namespace nashlab::engine::games::bargain {
namespace {

// The count vectors the rules allow, each with its value vectors (valueVectors()), built once: a
// session draws its instance from them.
struct AllowedCounts {
    Items counts;
    std::vector<Items> values;
};

const std::vector<AllowedCounts>& allowedCounts() {
    static const std::vector<AllowedCounts> counts = [] {
        std::vector<AllowedCounts> out;
        for (int h = kMinCount; h <= kMaxCount; ++h)
            for (int b = kMinCount; b <= kMaxCount; ++b)
                for (int a = kMinCount; a <= kMaxCount; ++a)
                    if (h + b + a >= kMinItems && h + b + a <= kMaxItems)
                        out.push_back({{h, b, a}, valueVectors({h, b, a})});
        return out;
    }();
    return counts;
}

template <class T>
const T& pick(const std::vector<T>& items, Rng& rng) {
    return items[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(items.size()) - 1))];
}

// Three whole numbers separated by commas, e.g. "8,1,0".
Result<Items> readTriple(const std::string& text, const std::string& what) {
    Items out{};
    std::stringstream in(text);
    std::string part;
    int k = 0;
    while (std::getline(in, part, ',')) {
        if (k >= kKinds || part.empty() || part.find_first_not_of("0123456789") != std::string::npos || part.size() > 3)
            return Error::make("invalid_params", what + " must be three whole numbers like 1,2,3, got '" + text + "'");
        out[static_cast<std::size_t>(k++)] = std::stoi(part);
    }
    if (k != kKinds)
        return Error::make("invalid_params", what + " must be three whole numbers like 1,2,3, got '" + text + "'");
    return out;
}

Result<Items> readTriple(const Json& j, const std::string& what) {
    if (!j.is_array() || j.size() != kKinds)
        return Error::make("invalid_params", what + " must be a list of three whole numbers");
    Items out{};
    for (std::size_t k = 0; k < kKinds; ++k) {
        if (!j[k].is_number_integer()) return Error::make("invalid_params", what + " must hold whole numbers");
        out[k] = j[k].get<int>();
    }
    return out;
}

Result<Instance> parseObject(const std::string& text) {
    const Json j = parseJsonOrDiscarded(text);
    if (j.is_discarded() || !j.is_object() || !j.contains("counts") || !j.contains("values") ||
        !j["values"].is_array() || j["values"].size() != 2)
        return Error::make("invalid_params",
                           "'instance' as JSON must be {\"counts\": [h, b, a], \"values\": [[...], [...]]}");
    Instance inst;
    auto counts = readTriple(j["counts"], "'instance' counts");
    if (!counts) return counts.error();
    inst.counts = counts.value();
    for (std::size_t s = 0; s < 2; ++s) {
        auto values = readTriple(j["values"][s], "'instance' values of seat " + std::to_string(s + 1));
        if (!values) return values.error();
        inst.values[s] = values.value();
    }
    return inst;
}

}  // namespace

const char* pluralName(int kind) {
    static const char* const names[kKinds] = {"hats", "balls", "apples"};
    return names[kind];
}

const char* singularName(int kind) {
    static const char* const names[kKinds] = {"hat", "ball", "apple"};
    return names[kind];
}

int Instance::valueOf(int seat, const Items& share) const {
    int sum = 0;
    for (std::size_t k = 0; k < kKinds; ++k) sum += values.at(static_cast<std::size_t>(seat))[k] * share[k];
    return sum;
}

Items Instance::rest(const Items& share) const {
    Items out{};
    for (std::size_t k = 0; k < kKinds; ++k) out[k] = counts[k] - share[k];
    return out;
}

bool Instance::fits(const Items& share) const {
    for (std::size_t k = 0; k < kKinds; ++k)
        if (share[k] < 0 || share[k] > counts[k]) return false;
    return true;
}

std::string Instance::text() const {
    auto triple = [](const Items& x) {
        return std::to_string(x[0]) + "," + std::to_string(x[1]) + "," + std::to_string(x[2]);
    };
    return triple(counts) + " " + triple(values[0]) + " " + triple(values[1]);
}

Status checkInstance(const Instance& inst) {
    int items = 0;
    for (std::size_t k = 0; k < kKinds; ++k) {
        if (inst.counts[k] < kMinCount || inst.counts[k] > kMaxCount)
            return Error::make("invalid_params", std::string("'instance': the number of ") + pluralName(int(k)) +
                                                     " must be 1 to 5, got " + std::to_string(inst.counts[k]));
        items += inst.counts[k];
    }
    if (items < kMinItems || items > kMaxItems)
        return Error::make("invalid_params",
                           "'instance': there must be 5 to 7 items in all, got " + std::to_string(items));
    for (int s = 0; s < 2; ++s) {
        for (std::size_t k = 0; k < kKinds; ++k) {
            const int v = inst.values[static_cast<std::size_t>(s)][k];
            if (v < 0 || v > kMaxValue)
                return Error::make("invalid_params", "'instance': seat " + std::to_string(s + 1) + "'s value of a " +
                                                         singularName(int(k)) + " must be 0 to 10, got " +
                                                         std::to_string(v));
        }
        const int pool = inst.valueOf(s, inst.counts);
        if (pool != kPoolValue)
            return Error::make("invalid_params", "'instance': all the items must be worth 10 to seat " +
                                                     std::to_string(s + 1) + ", got " + std::to_string(pool));
    }
    return okStatus();
}

std::vector<Items> valueVectors(const Items& c) {
    std::vector<Items> out;
    for (int h = 0; h * c[0] <= kPoolValue; ++h)
        for (int b = 0; h * c[0] + b * c[1] <= kPoolValue; ++b) {
            const int left = kPoolValue - h * c[0] - b * c[1];
            if (left % c[2] == 0 && left / c[2] <= kMaxValue) out.push_back({h, b, left / c[2]});
        }
    return out;
}

Instance generateInstance(Rng& rng) {
    Instance inst;
    const AllowedCounts& drawn = pick(allowedCounts(), rng);
    inst.counts = drawn.counts;
    const std::vector<Items>& vectors = drawn.values;
    const auto first = rng.uniformInt(0, static_cast<std::int64_t>(vectors.size()) - 1);
    inst.values[0] = vectors[static_cast<std::size_t>(first)];
    // Seat 2's: uniform among the other vectors (all distinct), drawn as an index that skips seat
    // 1's. Every allowed count vector has several value vectors (each has a count of 1, 2 or 5 or
    // sums to 9+).
    inst.values[1] = inst.values[0];
    if (vectors.size() > 1) {
        const auto other = rng.uniformInt(0, static_cast<std::int64_t>(vectors.size()) - 2);
        inst.values[1] = vectors[static_cast<std::size_t>(other < first ? other : other + 1)];
    }
    return inst;
}

Result<Instance> parseInstance(const std::string& text) {
    Instance inst;
    if (text.find('{') != std::string::npos) {
        auto parsed = parseObject(text);
        if (!parsed) return parsed.error();
        inst = parsed.value();
    } else {
        std::stringstream in(text);
        std::vector<std::string> parts;
        for (std::string part; in >> part;) parts.push_back(part);
        if (parts.size() != 3)
            return Error::make("invalid_params",
                               "'instance' must read like \"1,2,3 8,1,0 4,0,2\" (counts of hats, "
                               "balls, apples; seat 1's values; seat 2's values), got '" +
                                   text + "'");
        auto counts = readTriple(parts[0], "'instance' counts");
        if (!counts) return counts.error();
        inst.counts = counts.value();
        for (std::size_t s = 0; s < 2; ++s) {
            auto values = readTriple(parts[s + 1], "'instance' values of seat " + std::to_string(s + 1));
            if (!values) return values.error();
            inst.values[s] = values.value();
        }
    }
    if (auto ok = checkInstance(inst); !ok) return ok.error();
    return inst;
}

Json sharesJson(const Items& share) { return {{"hats", share[0]}, {"balls", share[1]}, {"apples", share[2]}}; }

Json valuesJson(const Items& values) { return {{"hat", values[0]}, {"ball", values[1]}, {"apple", values[2]}}; }

std::string sharesText(const Items& share) {
    static const char* const singular[kKinds] = {"hat", "ball", "apple"};
    std::string out;
    for (int k = 0; k < kKinds; ++k) {
        const int n = share[static_cast<std::size_t>(k)];
        out += (k == 0   ? ""
                : k == 2 ? " and "
                         : ", ") +
               std::to_string(n) + " " + (n == 1 ? singular[k] : pluralName(k));
    }
    return out;
}

}  // namespace nashlab::engine::games::bargain
