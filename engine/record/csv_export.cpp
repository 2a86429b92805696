#include "engine/record/csv_export.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <string_view>

#include "engine/metrics/treatment_comparison.h"

namespace nashlab::engine {
namespace {

std::string cell(const Json& v) {
    if (v.is_null()) return "";
    if (v.is_string()) return csvField(v.get<std::string>());
    if (v.is_number()) return formatNumber(v.get<double>(), 6);
    return csvField(v.dump());
}

// A record's field when it has the expected type, else `fallback`: the reader checks a record's
// structure, not every field, and an export of a record edited by hand must not abort.
int intField(const Json& object, const char* key, int fallback) {
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_number_integer() ? it->get<int>() : fallback;
}
std::string textField(const Json& object, const char* key) {
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}
bool flagField(const Json& object, const char* key, bool fallback) {
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

}  // namespace

std::string csvField(const std::string& rawText) {
    // Text a spreadsheet would run as a formula (a seat named "=HYPERLINK(…)", a model's answer
    // "+1…") gets a leading apostrophe, as OWASP advises against CSV injection. Numbers are
    // written by cell(), not here, so "-3" as a number stays a number.
    const bool formula =
        !rawText.empty() && std::string_view("=+-@\t\r").find(rawText.front()) != std::string_view::npos;
    const std::string text = formula ? "'" + rawText : rawText;
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string exportRoundsCsv(const RunRecord& run, bool tidy) {
    std::ostringstream out;
    // A design's factors: one column each in the tidy table, from the spec's expanded treatments.
    std::vector<std::string> factors;
    std::map<std::string, Json> levelsOf;  // treatment label -> its levels
    if (tidy)
        for (const auto& arm : designArms(run.spec)) {
            const Json& levels = arm["levels"];
            levelsOf[arm["label"].get<std::string>()] = levels;
            for (const auto& [name, unused] : levels.items())
                if (std::find(factors.begin(), factors.end(), name) == factors.end()) factors.push_back(name);
        }
    if (tidy) {
        out << "session,treatment,";
        for (const auto& f : factors) out << csvField(f) << ',';
    } else {
        out << "session,";
    }
    out << "repetition,round,seat,name,type,action,payoff,cumulative,reference_action,reference_payoff,"
           "invalid_attempts\n";
    const Json specSeats = run.spec.is_object() ? run.spec.value("seats", Json::array()) : Json::array();
    for (const auto& s : run.sessions) {
        std::map<std::pair<int, int>, int> invalid;  // (round, seat) -> rejected answers
        for (const auto& d : s.decisions)
            if (textField(d, "source") != "fallback" && !flagField(d, "valid", true))
                ++invalid[{intField(d, "round", 0), intField(d, "seat", 0)}];
        const int repetition = intField(s.started, "repetition", 0);
        // A session's own seats (a design may change them), else the spec's.
        const Json sessionSeats = s.started.is_object() ? s.started.value("seats", Json()) : Json();
        const Json& seats = sessionSeats.is_array() ? sessionSeats : specSeats;
        std::string prefix = csvField(s.id) + ',';
        if (tidy) {
            const auto colon = s.id.rfind(':');
            const std::string treatment = colon == std::string::npos ? std::string() : s.id.substr(0, colon);
            prefix += csvField(treatment) + ',';
            const auto found = levelsOf.find(treatment);
            for (const auto& f : factors) {
                const Json level =
                    found != levelsOf.end() && found->second.is_object() ? found->second.value(f, Json()) : Json();
                prefix += (level.is_string() ? csvField(level.get<std::string>()) : cell(level)) + ',';
            }
        }
        for (const auto& r : s.rounds) {
            for (std::size_t i = 0; i < r.payoffs.size(); ++i) {
                const Json seat = seats.is_array() && i < seats.size() ? seats[i] : Json::object();
                const Json ref = i < r.reference.size() ? r.reference[i] : Json();
                out << prefix << repetition << ',' << r.round << ',' << i << ',' << csvField(textField(seat, "name"))
                    << ',' << csvField(textField(seat, "type")) << ','
                    << cell(i < r.actions.size() ? r.actions[i] : Json()) << ',' << cell(r.payoffs[i]) << ','
                    << cell(i < r.cumulative.size() ? Json(r.cumulative[i]) : Json()) << ','
                    << cell(ref.is_object() ? ref.value("action", Json()) : Json()) << ','
                    << cell(ref.is_object() ? ref.value("payoff", Json()) : Json()) << ','
                    << invalid[{r.round, static_cast<int>(i)}] << '\n';
            }
        }
    }
    return out.str();
}

}  // namespace nashlab::engine
