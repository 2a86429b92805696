#include "engine/record/csv_export.h"

#include <map>
#include <sstream>
#include <string_view>

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

std::string exportRoundsCsv(const RunRecord& run) {
    std::ostringstream out;
    out << "session,repetition,round,seat,name,type,action,payoff,cumulative,reference_action,reference_payoff,"
           "invalid_attempts\n";
    const Json seats = run.spec.is_object() ? run.spec.value("seats", Json::array()) : Json::array();
    for (const auto& s : run.sessions) {
        std::map<std::pair<int, int>, int> invalid;  // (round, seat) -> rejected answers
        for (const auto& d : s.decisions)
            if (textField(d, "source") != "fallback" && !flagField(d, "valid", true))
                ++invalid[{intField(d, "round", 0), intField(d, "seat", 0)}];
        const int repetition = intField(s.started, "repetition", 0);
        for (const auto& r : s.rounds) {
            for (std::size_t i = 0; i < r.payoffs.size(); ++i) {
                const Json seat = seats.is_array() && i < seats.size() ? seats[i] : Json::object();
                const Json ref = i < r.reference.size() ? r.reference[i] : Json();
                out << csvField(s.id) << ',' << repetition << ',' << r.round << ',' << i << ','
                    << csvField(textField(seat, "name")) << ',' << csvField(textField(seat, "type")) << ','
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
