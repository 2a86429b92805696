#include "engine/record/import/alympics_import.h"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>

#include "engine/games/water_allocation/water_allocation_game.h"
#include "engine/record/run_reader.h"

namespace nashlab::engine {
namespace {

const char* const kKeys[] = {"A", "B", "C", "D", "E"};
// Quantifiers are bounded: libstdc++'s regex recurses per character and a long run would
// exhaust the stack (GCC PR 86164); no number or gap in a record is longer.
const std::string kNumber = R"((-?\d{1,15}(?:\.\d{1,15})?))";

int residentOf(const std::string& name) {
    for (std::size_t i = 0; i < kAlympicsResidents.size(); ++i)
        if (name == kAlympicsResidents[i]) return static_cast<int>(i);
    return -1;
}

std::string nameOf(int seat) { return kAlympicsResidents.at(static_cast<std::size_t>(seat)); }

std::string namesOf(const std::vector<int>& seats) {
    std::string out;
    for (int s : seats) out += (out.empty() ? "" : ", ") + nameOf(s);
    return out.empty() ? "nobody" : out;
}

// The text between `from` and `to` (both excluded), or nothing when either is missing.
std::optional<std::string> between(const std::string& text, const std::string& from, const std::string& to) {
    const auto a = text.find(from);
    if (a == std::string::npos) return std::nullopt;
    const auto b = text.find(to, a + from.size());
    if (b == std::string::npos) return std::nullopt;
    return text.substr(a + from.size(), b - a - from.size());
}

// Status lines: "NAME:Alex\tBALANCE:30\tHEALTH POINT:10\tNO_DRINK:1", or the older
// "NAME:Alex\nBALANCE:70\HEALTH POINT:7\nNO_DRINK:2" (a stray backslash in the original).
std::map<int, AlympicsStatus> statusesIn(const std::string& text) {
    static const std::regex kStatus("NAME:\\s{0,8}(\\w{1,32})[\\s\\\\]{0,8}BALANCE:\\s{0,8}\\$?" + kNumber +
                                    "[\\s\\\\]{0,8}HEALTH POINT:\\s{0,8}" + kNumber +
                                    "[\\s\\\\]{0,8}NO_DRINK:\\s{0,8}(-?\\d{1,9})");
    std::map<int, AlympicsStatus> out;
    for (std::sregex_iterator it(text.begin(), text.end(), kStatus), end; it != end; ++it) {
        const int seat = residentOf((*it)[1]);
        if (seat >= 0) out[seat] = {std::stod((*it)[2]), std::stod((*it)[3]), std::stoi((*it)[4])};
    }
    return out;
}

// One results summary: "Thank you all for participating in Round d. In this round, Alex bid 40, …
// Total water resource supply is S. … {winners} won this auction … information is as follows: …"
Result<AlympicsDay> parseSummary(const std::string& text, int day) {
    AlympicsDay d;
    d.day = day;
    const auto supplyAt = text.find("Total water resource supply is");
    if (supplyAt == std::string::npos)
        return Error::make("import", "day " + std::to_string(day) + ": the results name no total supply");
    // The whole token after "bid", then checked: a number the pattern stopped inside ("1e308",
    // "12345678901234567") would otherwise be read as its first digits without a word.
    static const std::regex kBid("\\b(Alex|Bob|Cindy|David|Eric) bid \\$?([^\\s,;]{1,64})");
    static const std::regex kWholeNumber("^" + kNumber + "\\.?$");
    const std::string bidsPart = text.substr(0, supplyAt);
    for (std::sregex_iterator it(bidsPart.begin(), bidsPart.end(), kBid), end; it != end; ++it) {
        const std::string token = (*it)[2];
        std::smatch number;
        if (!std::isdigit(static_cast<unsigned char>(token[0])) && token[0] != '-' && token[0] != '.')
            continue;  // words
        if (!std::regex_match(token, number, kWholeNumber))
            return Error::make("import", "day " + std::to_string(day) + ": " + std::string((*it)[1]) + "'s bid '" +
                                             token + "' is not a plain number of at most 15 digits");
        d.bids[static_cast<std::size_t>(residentOf((*it)[1]))] = std::stod(number[1]);
    }
    static const std::regex kSupply("Total water resource supply is\\s{1,8}(\\d{1,9})");
    std::smatch m;
    const std::string rest = text.substr(supplyAt);
    if (!std::regex_search(rest, m, kSupply))
        return Error::make("import", "day " + std::to_string(day) + ": the total supply is not a whole number");
    d.supply = std::stoi(m[1]);
    // The winners stand between the tie rule's sentence and "won this auction" ("Bob, Bob" kept).
    auto winners = between(rest, "is tied,", "won this auction");
    if (!winners) winners = between(rest, "highest bidder", "won this auction");
    if (!winners)
        return Error::make("import", "day " + std::to_string(day) + ": the results do not say who won the auction");
    static const std::regex kName("\\b(Alex|Bob|Cindy|David|Eric)\\b");
    for (std::sregex_iterator it(winners->begin(), winners->end(), kName), end; it != end; ++it)
        d.winners.push_back(residentOf((*it)[1]));
    const auto listed = text.find("as follows:");
    if (listed != std::string::npos)
        for (const auto& [seat, status] : statusesIn(text.substr(listed)))
            d.statusAfter[static_cast<std::size_t>(seat)] = status;
    return d;
}

// "WAC_<persona|nopersona>_<lo>_<hi>_<k>.json"
bool readFileName(const std::string& name, AlympicsRecord& r) {
    static const std::regex kName(R"(WAC_(persona|nopersona)_(\d{1,7})_(\d{1,7})_(\d{1,7})\.json)");
    std::smatch m;
    if (!std::regex_match(name, m, kName)) return false;
    r.persona = m[1] == "persona";
    r.supplyLow = std::stoi(m[2]);
    r.supplyHigh = std::stoi(m[3]);
    r.run = std::stoi(m[4]);
    return r.supplyLow <= r.supplyHigh;
}

std::string number(double v) { return formatNumber(v, 4); }

}  // namespace

namespace {
Result<AlympicsRecord> parseRecordChecked(const Json& file, const std::string& fileName);
}  // namespace

Result<AlympicsRecord> parseAlympicsRecord(const Json& file, const std::string& fileName) {
    // A number too long for its type (std::stod / std::stoi) is the record's fault, not a crash.
    try {
        return parseRecordChecked(file, fileName);
    } catch (const std::exception& e) {
        return Error::make("import", std::string("the record has a number NashLab cannot read (") + e.what() + ")");
    }
}

namespace {

Result<AlympicsRecord> parseRecordChecked(const Json& file, const std::string& fileName) {
    AlympicsRecord r;
    if (!readFileName(fileName, r))
        return Error::make("import",
                           "an Alympics record is named WAC_<persona|nopersona>_<lo>_<hi>_<k>.json (supply "
                           "range lo–hi), got '" +
                               fileName + "'");
    if (!file.is_object())
        return Error::make("import",
                           "an Alympics record is a JSON object with the keys A to E, got " + shortJson(file));
    std::map<int, std::string> summaries;  // day -> the first copy of its results
    std::map<int, std::string> summaryOwner;
    std::map<int, int> inquirySupply;
    std::map<int, std::vector<int>> eliminated;
    static const std::regex kRound(R"(participating in Round\s{1,8}(\d{1,9}))");
    static const std::regex kInquiry(
        R"(Day\s{1,8}(\d{1,9}) of the Water Allocation Challenge, with a quantity of\s{1,8}(\d{1,9}))");
    static const std::regex kOut(R"(\b(Alex|Bob|Cindy|David|Eric)'s hp is below 0, so \w{1,32} has been eliminated)");
    for (std::size_t seat = 0; seat < 5; ++seat) {
        const std::string who = std::string(kKeys[seat]) + " (" + nameOf(static_cast<int>(seat)) + ")";
        if (!file.contains(kKeys[seat]) || !file.at(kKeys[seat]).is_array())
            return Error::make("import", "the record has no message list under \"" + std::string(kKeys[seat]) + "\" (" +
                                             nameOf(static_cast<int>(seat)) + ")");
        int current = 0;  // the day whose results this resident read last
        for (const auto& message : file.at(kKeys[seat])) {
            if (!message.is_object() || !message.contains("content") || !message.at("content").is_string())
                return Error::make("import", who + ": a message without text content: " + shortJson(message));
            if (message.value("role", std::string()) != "system") continue;  // the resident's own reply
            const std::string& text = message.at("content").get_ref<const std::string&>();
            std::smatch m;
            if (std::regex_search(text, m, kRound)) {
                current = std::stoi(m[1]);
                if (current < 1 || current > 10000)
                    return Error::make("import", who + ": a results message for round " + m[1].str());
                auto [it, added] = summaries.emplace(current, text);
                if (added)
                    summaryOwner[current] = nameOf(static_cast<int>(seat));
                else if (it->second != text)
                    r.notes.push_back("day " + std::to_string(current) + ": " + nameOf(static_cast<int>(seat)) +
                                      "'s copy of the results differs from " + summaryOwner[current] +
                                      "'s (the first is used)");
            } else if (std::regex_search(text, m, kInquiry)) {
                const int day = std::stoi(m[1]);
                const int supply = std::stoi(m[2]);
                const auto [it, added] = inquirySupply.emplace(day, supply);
                if (!added && it->second != supply)
                    r.notes.push_back("day " + std::to_string(day) + ": the residents were told different supplies (" +
                                      std::to_string(it->second) + " and " + std::to_string(supply) + ")");
            } else {
                for (std::sregex_iterator it(text.begin(), text.end(), kOut), end; it != end; ++it) {
                    auto& out = eliminated[current];
                    const int s = residentOf((*it)[1]);
                    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
                }
            }
        }
    }
    // Days 1, 2, … each with its results; a record that stops inside a day ends before it.
    for (int day = 1; summaries.count(day); ++day) {
        auto parsed = parseSummary(summaries.at(day), day);
        if (!parsed) return parsed.error();
        parsed->eliminated = eliminated[day];
        if (const auto told = inquirySupply.find(day); told != inquirySupply.end() && told->second != parsed->supply)
            r.notes.push_back("day " + std::to_string(day) + ": the residents were told a supply of " +
                              std::to_string(told->second) + " units but the results say " +
                              std::to_string(parsed->supply));
        r.days.push_back(std::move(parsed.value()));
    }
    if (r.days.empty()) return Error::make("import", "the record holds no day with results");
    if (summaries.size() != r.days.size())
        return Error::make("import", "the record's results skip a day after day " + std::to_string(r.days.size()));
    if (inquirySupply.count(static_cast<int>(r.days.size()) + 1))
        r.notes.push_back("the record stops in day " + std::to_string(r.days.size() + 1) +
                          " before its results: imported through day " + std::to_string(r.days.size()));
    return r;
}

}  // namespace

AlympicsRun alympicsRun(const AlympicsRecord& record, const std::string& fileName) {
    AlympicsRun run;
    Json params = {{"supply_sequence", Json::array()}};
    // The Alympics setting whose range and persona flag the file name gives, else a custom range.
    int setting = 0;
    for (int s = 1; s <= 6; ++s)
        if (const auto range = games::waterSettingRange(s); range && range->first == record.supplyLow &&
                                                            range->second == record.supplyHigh &&
                                                            (s > 3) == record.persona)
            setting = s;
    params["setting"] = setting;
    if (setting == 0) {
        params["supply_min"] = record.supplyLow;
        params["supply_max"] = record.supplyHigh;
    }
    run.actions.resize(5);
    for (const auto& day : record.days) {
        params["supply_sequence"].push_back(day.supply);
        for (std::size_t seat = 0; seat < 5; ++seat) {
            const auto& bid = day.bids[seat];
            // A resident the rules still ask but the record has no bid from answers with a note that is
            // not a bid: it is recorded as an invalid answer and the seat sits the day out (forfeit).
            run.actions[seat][{day.day, 0}] = bid ? Json{{"bid", *bid}}
                                                  : Json("(no bid from " + nameOf(static_cast<int>(seat)) + " on day " +
                                                         std::to_string(day.day) + " in the record)");
        }
    }
    const std::string stem = std::filesystem::path(fileName).stem().string();
    Json seats = Json::array();
    for (int seat = 0; seat < 5; ++seat)
        seats.push_back({{"type", "replay"}, {"name", nameOf(seat)}, {"model", "gpt-4"}, {"source", fileName}});
    run.spec = {{"name", "alympics-" + stem},
                {"description", "Imported from the Alympics Water Allocation Challenge record " + fileName + " (" +
                                    (record.persona ? "with" : "without") + " personas, supply " +
                                    std::to_string(record.supplyLow) + "–" + std::to_string(record.supplyHigh) +
                                    ", run " + std::to_string(record.run) +
                                    "; the paper's residents were GPT-4). The recorded bids and supplies are "
                                    "replayed under NashLab's rules; import.json lists any day where the record "
                                    "disagrees with them."},
                {"game", "water_allocation"},
                {"params", params},
                {"rounds", static_cast<int>(record.days.size())},
                {"repetitions", 1},
                {"seed", 0},
                {"history_depth", 0},
                {"invalid_answers", {{"max_attempts", 1}, {"feedback", false}, {"fallback", "forfeit"}}},
                {"seats", seats}};
    return run;
}

std::vector<std::string> checkAlympicsDays(const AlympicsRecord& record, const std::vector<Json>& replayedDays) {
    std::vector<std::string> notes;
    for (const auto& day : record.days) {
        const std::string at = "day " + std::to_string(day.day) + ": ";
        const auto index = static_cast<std::size_t>(day.day - 1);
        if (index >= replayedDays.size()) {
            notes.push_back(at + "the record goes on, but by the rules nobody was left");
            continue;
        }
        const Json& rep = replayedDays[index];
        std::vector<int> ruled;
        for (const auto& w : rep.at("winners")) ruled.push_back(w.get<int>());
        auto recorded = day.winners;
        auto sortedRuled = ruled;
        std::sort(recorded.begin(), recorded.end());
        std::sort(sortedRuled.begin(), sortedRuled.end());
        if (recorded != sortedRuled)
            notes.push_back(at + "the record's winners are " + namesOf(day.winners) + "; the rules give " +
                            namesOf(ruled));
        for (std::size_t seat = 0; seat < 5; ++seat) {
            const std::string name = nameOf(static_cast<int>(seat));
            const bool tookPart = rep.at("took_part").at(seat).get<bool>();
            if (day.bids[seat] && !tookPart) notes.push_back(at + name + " bid, but by the rules " + name + " was out");
            const auto& status = day.statusAfter[seat];
            if (!status) {
                if (tookPart)
                    notes.push_back(at + "the record lists no status for " + name + ", still in by the rules");
                continue;
            }
            if (!tookPart) {
                notes.push_back(at + "the record lists " + name + ", who by the rules was out");
                continue;
            }
            const double balance = rep.at("balance").at(seat).get<double>();
            const double hp = rep.at("hp").at(seat).get<double>();
            const int noDrink = rep.at("dry_days").at(seat).get<int>() + 1;  // Alympics shows dry days + 1
            if (std::fabs(status->balance - balance) > 1e-6)
                notes.push_back(at + name + "'s balance is " + number(status->balance) + " in the record, " +
                                number(balance) + " by the rules");
            if (std::fabs(status->hp - hp) > 1e-6)
                notes.push_back(at + name + "'s HP is " + number(status->hp) + " in the record, " + number(hp) +
                                " by the rules");
            if (status->noDrink != noDrink)
                notes.push_back(at + name + "'s NO_DRINK is " + std::to_string(status->noDrink) + " in the record, " +
                                std::to_string(noDrink) + " by the rules");
        }
        std::vector<int> out;
        for (const auto& e : rep.at("eliminated")) out.push_back(e.get<int>());
        auto recordedOut = day.eliminated;
        std::sort(recordedOut.begin(), recordedOut.end());
        std::sort(out.begin(), out.end());
        if (recordedOut != out)
            notes.push_back(at + "the record eliminates " + namesOf(recordedOut) + "; the rules eliminate " +
                            namesOf(out));
    }
    return notes;
}

namespace {

// The record's own account of each day, kept beside the replay in import.json.
Json recordedDays(const AlympicsRecord& record) {
    Json days = Json::array();
    for (const auto& d : record.days) {
        Json bids = Json::array(), statuses = Json::array();
        for (std::size_t s = 0; s < 5; ++s) {
            bids.push_back(d.bids[s] ? Json(*d.bids[s]) : Json());
            const auto& st = d.statusAfter[s];
            statuses.push_back(st ? Json{{"balance", st->balance}, {"hp", st->hp}, {"no_drink", st->noDrink}} : Json());
        }
        days.push_back({{"day", d.day},
                        {"supply", d.supply},
                        {"bids", bids},
                        {"winners", d.winners},
                        {"status_after", statuses},
                        {"eliminated", d.eliminated}});
    }
    return days;
}

}  // namespace

Result<ImportResult> importAlympicsFile(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry) {
    auto file = readJsonFile(path, kImportFileLimit);
    if (!file) return file.error();
    const std::string name = std::filesystem::path(path).filename().string();
    auto record = parseAlympicsRecord(file.value(), name);
    if (!record) return Error::make(record.error().code, path + ": " + record.error().message);
    const AlympicsRun run = alympicsRun(record.value(), name);
    auto dir = replayIntoRunFolder(path, run.spec, run.actions, runsDir, registry);
    if (!dir) return dir.error();
    auto replayed = readRun(dir.value());
    if (!replayed || replayed->sessions.empty()) return Error::make("io", "cannot read back the imported run " + *dir);
    std::vector<Json> days;
    for (const auto& round : replayed->sessions.front().rounds) days.push_back(round.publicReport);
    ImportResult result;
    result.runDir = dir.value();
    result.notes = record->notes;
    for (auto& note : checkAlympicsDays(record.value(), days)) result.notes.push_back(std::move(note));
    const Json report = {{"format", "alympics"},
                         {"source", name},
                         {"days", record->days.size()},
                         {"disagreements", result.notes},
                         {"recorded_days", recordedDays(record.value())}};
    if (auto s = writeJsonFileAtomic((std::filesystem::path(dir.value()) / "import.json").string(), report); !s)
        return s.error();
    return result;
}

}  // namespace nashlab::engine
