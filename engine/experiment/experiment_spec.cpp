#include "engine/experiment/experiment_spec.h"

#include <algorithm>
#include <limits>
#include <set>

#include "engine/experiment/seat_settings.h"
#include "engine/experiment/treatment_design.h"

namespace nashlab::engine {
namespace {

const std::set<std::string> kTopLevelKeys = {"v",
                                             "name",
                                             "description",
                                             "game",
                                             "params",
                                             "rounds",
                                             "repetitions",
                                             "seed",
                                             "history_depth",
                                             "invalid_answers",
                                             "chain_of_thought",
                                             "seats",
                                             "record_messages",
                                             "record_text_bytes",
                                             "nashlab_version",
                                             "treatments",
                                             "budget_usd"};
const std::set<std::string> kPolicyKeys = {"max_attempts", "feedback", "fallback"};
const std::set<std::string> kCommonSeatKeys = {"type", "name", "count"};
const std::set<std::string> kBotKeys = {"strategy", "options", "persona"};  // persona: kept for a later swap to llm
const std::set<std::string> kLlmKeys = {"provider",
                                        "base_url",
                                        "model",
                                        "temperature",
                                        "max_tokens",
                                        "persona",
                                        "api_key_env",
                                        "structured_output",
                                        "stream",
                                        "timeout_s",
                                        "api_version",
                                        "max_concurrent",
                                        "requests_per_minute",
                                        "tokens_per_minute",
                                        "max_response_bytes"};
const std::set<std::string> kHumanKeys = {"persona", "timeout_s"};
const std::set<std::string> kReplayKeys = {"model", "source"};
const std::set<std::string> kProviders = {"openai", "anthropic", "gemini", "ollama"};

Status refuseUnknown(const Json& object, const std::set<std::string>& allowed, const std::string& where) {
    for (const auto& [key, _] : object.items()) {
        if (allowed.count(key)) continue;
        std::string list;
        for (const auto& k : allowed) list += (list.empty() ? "" : ", ") + k;
        return Error::make("unknown_field", "unknown field '" + key + "' in " + where + " (allowed: " + list + ")");
    }
    return okStatus();
}

Result<int> intField(const Json& j, const std::string& key, int fallback, int lo, int hi, const std::string& where) {
    if (!j.contains(key)) return fallback;
    const Json& v = j.at(key);
    if (!v.is_number_integer())
        return Error::make("invalid_value", where + " '" + key + "' must be an integer, got " + shortJson(v));
    // A number past 2^63 is unsigned in JSON: read as signed it would wrap to a negative one.
    const bool inRange = !v.is_number_unsigned() || v.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi);
    const auto n = inRange ? v.get<std::int64_t>() : std::int64_t{hi} + 1;
    if (n < lo || n > hi)
        return Error::make("invalid_value", where + " '" + key + "' must be between " + std::to_string(lo) + " and " +
                                                std::to_string(hi) + ", got " + v.dump());
    return static_cast<int>(n);
}

Result<InvalidAnswerPolicy> parsePolicy(const Json& j) {
    InvalidAnswerPolicy policy;
    if (j.is_null()) return policy;
    if (!j.is_object()) return Error::make("invalid_value", "\"invalid_answers\" must be an object");
    if (auto s = refuseUnknown(j, kPolicyKeys, "\"invalid_answers\""); !s) return s.error();
    auto attempts = intField(j, "max_attempts", policy.maxAttempts, 1, 100, "\"invalid_answers\"");
    if (!attempts) return attempts.error();
    policy.maxAttempts = attempts.value();
    if (j.contains("feedback")) {
        if (!j["feedback"].is_boolean())
            return Error::make("invalid_value", "\"invalid_answers\" 'feedback' must be true or false");
        policy.feedback = j["feedback"].get<bool>();
    }
    if (j.contains("fallback")) {
        if (!j["fallback"].is_string())
            return Error::make("invalid_value", "\"invalid_answers\" 'fallback' must be text");
        auto f = fallbackFromString(j["fallback"].get<std::string>());
        if (!f) return f.error();
        policy.fallback = f.value();
    }
    return policy;
}

// Fields that must be text or a yes/no: checked before they are read, so a wrong type is named
// (`"type": 1`, `"provider": 5`, `"stream": "yes"`) instead of ending the program.
Status checkSeatFieldTypes(const Json& j, const std::string& where) {
    for (const char* key : {"type", "name", "strategy", "model", "provider", "base_url", "api_key_env", "api_version",
                            "persona", "source"})
        if (j.contains(key) && !j[key].is_string())
            return Error::make("invalid_value",
                               where + "'s \"" + key + "\" must be text, got " + shortJson(j[key], 40));
    if (j.contains("stream") && !j["stream"].is_boolean())
        return Error::make("invalid_value",
                           where + "'s \"stream\" must be true or false, got " + shortJson(j["stream"], 40));
    return okStatus();
}

Result<SeatSpec> parseSeat(const Json& j, const Game& game, const std::string& where) {
    if (!j.is_object()) return Error::make("invalid_value", where + " must be an object");
    if (auto s = checkSeatFieldTypes(j, where); !s) return s.error();
    const std::string type = j.value("type", "");
    SeatSpec seat;
    seat.type = type;
    std::set<std::string> allowed = kCommonSeatKeys;
    if (type == "bot")
        allowed.insert(kBotKeys.begin(), kBotKeys.end());
    else if (type == "llm")
        allowed.insert(kLlmKeys.begin(), kLlmKeys.end());
    else if (type == "human")
        allowed.insert(kHumanKeys.begin(), kHumanKeys.end());
    else if (type == "replay")
        allowed.insert(kReplayKeys.begin(), kReplayKeys.end());
    else
        return Error::make("invalid_value", where + " has unknown type " + shortJson(j.value("type", Json())) +
                                                " (use bot, llm, human or replay)");
    if (auto s = refuseUnknown(j, allowed, where); !s) return s.error();
    if (j.contains("name") && !j["name"].is_string())
        return Error::make("invalid_value", where + " 'name' must be text");
    seat.name = j.value("name", "");
    if (j.contains("persona") && !j["persona"].is_string())
        return Error::make("invalid_value", where + " 'persona' must be text");
    seat.persona = j.value("persona", "");

    if (type == "bot") {
        if (!j.contains("strategy") || !j["strategy"].is_string())
            return Error::make("invalid_value", where + " needs a \"strategy\" (one of the game's bots)");
        seat.strategy = j["strategy"].get<std::string>();
        const auto strategies = game.strategies();
        const auto it = std::find_if(strategies.begin(), strategies.end(),
                                     [&](const StrategyInfo& s) { return s.id == seat.strategy; });
        if (it == strategies.end()) {
            std::string known;
            for (const auto& s : strategies) known += (known.empty() ? "" : ", ") + s.id;
            return Error::make("unknown_strategy", where + ": game '" + game.id() + "' has no bot strategy '" +
                                                       seat.strategy + "' (known: " + known + ")");
        }
        if (j.contains("options") && !j["options"].is_object())
            return Error::make("invalid_value",
                               where + "'s \"options\" must be an object, got " + shortJson(j["options"], 40));
        auto options = resolveParams(it->options, j.value("options", Json::object()));
        if (!options)
            return Error::make(options.error().code,
                               where + " strategy '" + seat.strategy + "': " + options.error().message);
        seat.options = options.value();
    } else if (type == "llm") {
        const std::string provider = j.value("provider", "openai");
        if (!kProviders.count(provider))
            return Error::make("invalid_value", where + " has unknown provider '" + provider +
                                                    "' (use openai, anthropic, gemini or ollama)");
        if (!j.contains("model") || !j["model"].is_string() || j["model"].get<std::string>().empty())
            return Error::make("invalid_value", where + " needs a \"model\"");
        if (auto s = checkLlmSettings(j, where); !s) return s.error();
        for (const auto& [key, value] : j.items())
            if (kLlmKeys.count(key) && key != "persona") seat.settings[key] = value;
        seat.settings["provider"] = provider;
        if (!seat.settings.contains("temperature")) seat.settings["temperature"] = 1.0;
    } else {
        if (type == "human")
            if (auto s = checkHumanSettings(j, where); !s) return s.error();
        for (const auto& key : {"timeout_s", "model", "source"})
            if (j.contains(key)) seat.settings[key] = j[key];
    }
    return seat;
}

std::string defaultSeatName(const SeatSpec& seat, int index) {
    const std::string n = std::to_string(index + 1);
    if (seat.type == "bot") return seat.strategy + " " + n;
    if (seat.type == "llm" || seat.type == "replay") return seat.settings.value("model", seat.type) + " " + n;
    return "Human " + n;
}

}  // namespace

Json ExperimentSpec::toJson() const {
    Json seatList = Json::array();
    for (const auto& s : seats) seatList.push_back(s.toJson());
    Json j = {{"v", kSpecVersion},
              {"name", name},
              {"game", game},
              {"params", params},
              {"rounds", rounds},
              {"repetitions", repetitions},
              {"seed", seed},
              {"history_depth", historyDepth},
              {"chain_of_thought", chainOfThought},
              {"invalid_answers", policy.toJson()},
              {"record_messages", hashMessages ? "hash" : "full"},
              {"seats", seatList}};
    if (!description.empty()) j["description"] = description;
    if (!treatments.empty()) {
        // The block as written (re-parsable) and the design it expands to, for the record.
        Json block = treatmentsBlock;
        Json expanded = Json::array();
        for (const auto& t : treatments)
            expanded.push_back({{"label", t.label}, {"levels", t.levels}, {"sessions", repetitions}});
        block["expanded"] = expanded;
        j["treatments"] = block;
    }
    if (recordTextBytes != kDefaultRecordTextBytes) j["record_text_bytes"] = recordTextBytes;
    if (budgetUsd > 0) j["budget_usd"] = budgetUsd;
    return j;
}

namespace {
Result<ExperimentSpec> parseCheckedSpec(const Json& j, const GameRegistry& registry, std::uint64_t defaultSeed);
}  // namespace

Result<ExperimentSpec> parseExperimentSpec(const Json& j, const GameRegistry& registry, std::uint64_t defaultSeed) {
    if (!j.is_object()) return Error::make("invalid_spec", "a spec must be a JSON object");
    for (const char* key : {"name", "description"})
        if (j.contains(key) && !j[key].is_string())
            return Error::make("invalid_value",
                               std::string("the spec's \"") + key + "\" must be text, got " + shortJson(j[key], 40));
    // Every field is checked where it is read; a wrong type that slips past a check is still an
    // error message, never an abort.
    try {
        if (!j.contains("treatments")) return parseCheckedSpec(j, registry, defaultSeed);
        Json base = j;
        base.erase("treatments");
        auto spec = parseCheckedSpec(base, registry, defaultSeed);
        if (!spec) return spec.error();
        // Treatments are the spec *as written* with their levels set: factors name seat entries
        // ("seats[0]" may have a count) and defaults (rounds) follow each treatment's parameters.
        // A spec.json, whose fields are resolved, keeps that spec in the block's "base".
        Json source = j;
        if (j["treatments"].is_object() && j["treatments"].contains("base")) {
            if (!j["treatments"]["base"].is_object())
                return Error::make("invalid_spec", "\"treatments\".\"base\" must be the spec as written");
            source = j["treatments"]["base"];
            source["treatments"] = j["treatments"];
            source["treatments"].erase("base");
        }
        auto design = expandTreatments(source);
        if (!design) return design.error();
        // Each treatment is parsed like a spec of its own: a level the game refuses names its treatment.
        for (const auto& arm : design->arms) {
            auto parsed = parseCheckedSpec(arm.spec, registry, spec->seed);
            if (!parsed)
                return Error::make(parsed.error().code, "treatment '" + arm.label + "': " + parsed.error().message);
            // One seat list for the whole run: the record and its readers hold every session to it.
            if (parsed->seats.size() != spec->seats.size())
                return Error::make("invalid_spec", "treatment '" + arm.label + "' has " +
                                                       std::to_string(parsed->seats.size()) +
                                                       " seats; every treatment of a design has the spec's " +
                                                       std::to_string(spec->seats.size()));
            spec->treatments.push_back({arm.label, arm.levels, std::move(parsed.value())});
        }
        spec->factors = design->factors;
        spec->commonRandomNumbers = design->commonRandomNumbers;
        spec->treatmentsBlock = source["treatments"];
        spec->treatmentsBlock.erase("expanded");
        spec->treatmentsBlock["base"] = source;
        spec->treatmentsBlock["base"].erase("treatments");
        const long long sessions = static_cast<long long>(spec->treatments.size()) * spec->repetitions;
        if (sessions > 1000000)
            return Error::make("invalid_spec", "the design plays " + std::to_string(sessions) +
                                                   " sessions; at most 1000000 fit in one run");
        return spec;
    } catch (const Json::exception& e) {
        return Error::make("invalid_value", std::string("a field of the spec has the wrong type: ") + e.what());
    }
}

namespace {

Result<ExperimentSpec> parseCheckedSpec(const Json& j, const GameRegistry& registry, std::uint64_t defaultSeed) {
    const auto tooNew = [](const Json& v) {
        return !v.is_number_integer() ||
               (v.is_number_unsigned() ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(kSpecVersion)
                                       : v.get<std::int64_t>() > kSpecVersion);
    };
    if (j.contains("v") && tooNew(j["v"]))
        return Error::make("newer_version", "this spec has format version " + shortJson(j["v"]) +
                                                "; this NashLab reads up to version " + std::to_string(kSpecVersion));
    if (auto s = refuseUnknown(j, kTopLevelKeys, "the spec"); !s) return s.error();
    if (!j.contains("game") || !j["game"].is_string())
        return Error::make("invalid_spec", "the spec needs a \"game\" (see `nashlab-cli games`)");
    auto game = registry.get(j["game"].get<std::string>());
    if (!game) return game.error();
    const Game& g = *game.value();

    ExperimentSpec spec;
    spec.game = g.id();
    spec.name = j.value("name", g.id());
    spec.description = j.value("description", "");
    auto params = resolveParams(g.params(), j.value("params", Json::object()));
    if (!params) return params.error();
    spec.params = params.value();

    auto rounds = intField(j, "rounds", g.defaultRounds(spec.params), 1, 100000, "the spec's");
    if (!rounds) return rounds.error();
    spec.rounds = rounds.value();
    auto reps = intField(j, "repetitions", 1, 1, 1000000, "the spec's");
    if (!reps) return reps.error();
    spec.repetitions = reps.value();
    auto depth = intField(j, "history_depth", -1, -1, 100000, "the spec's");
    if (!depth) return depth.error();
    spec.historyDepth = depth.value();
    spec.seed = defaultSeed;
    if (j.contains("seed")) {
        // Any 64-bit unsigned number: JSON readers keep it as such up to 2^64 − 1 (larger ones,
        // negative ones and fractions become other kinds of number and are refused here).
        const Json& seed = j["seed"];
        if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0))
            return Error::make("invalid_value", "the spec's 'seed' must be a whole number from 0 to " +
                                                    std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                                                    ", got " + shortJson(seed, 40));
        spec.seed = seed.get<std::uint64_t>();
    }
    if (j.contains("chain_of_thought")) {
        if (!j["chain_of_thought"].is_boolean())
            return Error::make("invalid_value", "the spec's 'chain_of_thought' must be true or false");
        spec.chainOfThought = j["chain_of_thought"].get<bool>();
    }
    if (j.contains("record_messages")) {
        const Json& mode = j["record_messages"];
        if (mode != "full" && mode != "hash")
            return Error::make("invalid_value",
                               "the spec's 'record_messages' must be \"full\" or \"hash\", got " + shortJson(mode));
        spec.hashMessages = mode == "hash";
    }
    if (j.contains("record_text_bytes")) {
        // How much of one answer (and of its reasoning) the record keeps; the rest is hashed.
        const Json& cap = j["record_text_bytes"];
        if (!cap.is_number_integer() || cap.get<std::int64_t>() < 1024 ||
            cap.get<std::int64_t>() > ExperimentSpec::kMaxRecordTextBytes)
            return Error::make("invalid_value", "the spec's 'record_text_bytes' must be a whole number from 1024 to " +
                                                    std::to_string(ExperimentSpec::kMaxRecordTextBytes) + ", got " +
                                                    shortJson(cap));
        spec.recordTextBytes = cap.get<std::int64_t>();
    }
    if (j.contains("budget_usd")) {
        const Json& budget = j["budget_usd"];
        if (!budget.is_number() || !(budget.get<double>() >= 0) || budget.get<double>() > 1e9)
            return Error::make(
                "invalid_value",
                "the spec's 'budget_usd' must be a number from 0 (no limit) to 1e9, got " + shortJson(budget, 40));
        spec.budgetUsd = budget.get<double>();
    }
    auto policy = parsePolicy(j.value("invalid_answers", Json()));
    if (!policy) return policy.error();
    spec.policy = policy.value();
    if (spec.policy.fallback == Fallback::LoseGame && !g.supportsLoseGame())
        return Error::make("invalid_value", "\"invalid_answers\" 'fallback' lose_game needs a game with a loser; '" +
                                                g.id() +
                                                "' has none (use random_legal, default_action, forfeit or abort)");

    Json seats = j.value("seats", Json());
    if (seats.is_null())
        seats = Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", g.seats().defaultCount}}});
    if (!seats.is_array()) return Error::make("invalid_spec", "\"seats\" must be a list");
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string where = "seat entry " + std::to_string(i + 1);
        auto seat = parseSeat(seats[i], g, where);
        if (!seat) return seat.error();
        auto count = intField(seats[i], "count", 1, 1, 1000, where);
        if (!count) return count.error();
        for (int c = 0; c < count.value(); ++c) {
            SeatSpec copy = seat.value();
            const int index = static_cast<int>(spec.seats.size());
            if (copy.name.empty())
                copy.name = defaultSeatName(copy, index);
            else if (count.value() > 1)
                copy.name += " " + std::to_string(c + 1);
            spec.seats.push_back(std::move(copy));
        }
    }
    const auto range = g.seats();
    const auto n = static_cast<int>(spec.seats.size());
    if (n < range.min || n > range.max)
        return Error::make("invalid_seats", "game '" + g.id() + "' takes " + std::to_string(range.min) + " to " +
                                                std::to_string(range.max) + " seats; the spec has " +
                                                std::to_string(n));
    // Constraints between parameters (and the seat count) are refused now, not when a session starts.
    if (auto s = g.checkParams(spec.params, n); !s) return s.error();
    return spec;
}

}  // namespace

std::string sessionId(int repetition) { return "rep" + std::to_string(repetition + 1); }

bool carriesOver(const Game& game, const ExperimentSpec& spec) {
    return game.carriesOver(spec.params) ||
           std::any_of(spec.treatments.begin(), spec.treatments.end(),
                       [&](const Treatment& t) { return game.carriesOver(t.spec.params); });
}

int ExperimentSpec::sessionCount() const {
    return treatments.empty() ? repetitions : static_cast<int>(treatments.size()) * repetitions;
}

std::string sessionId(const ExperimentSpec& spec, int index) {
    if (spec.treatments.empty()) return sessionId(index);
    const int reps = std::max(1, spec.repetitions);
    return spec.treatments.at(static_cast<std::size_t>(index / reps)).label + ":" + sessionId(index % reps);
}

namespace {
SessionSpec plainSessionSpec(const ExperimentSpec& spec, int r, const SharedSessionParts* shared);
}  // namespace

std::vector<SharedSessionParts> sharedSessionParts(const ExperimentSpec& spec) {
    std::vector<SharedSessionParts> parts;
    if (spec.treatments.empty()) parts.push_back({spec.params, spec.seats});
    for (const auto& t : spec.treatments) parts.push_back({t.spec.params, t.spec.seats});
    return parts;
}

SessionSpec sessionSpec(const ExperimentSpec& spec, int index) { return sessionSpec(spec, index, {}); }

SessionSpec sessionSpec(const ExperimentSpec& spec, int index, const std::vector<SharedSessionParts>& shared) {
    const auto sharedAt = [&](std::size_t configuration) {
        return configuration < shared.size() ? &shared[configuration] : nullptr;
    };
    if (spec.treatments.empty()) return plainSessionSpec(spec, index, sharedAt(0));
    const int reps = std::max(1, spec.repetitions);
    const auto t = static_cast<std::size_t>(index / reps);
    const int r = index % reps;
    const Treatment& arm = spec.treatments.at(t);
    SessionSpec s = plainSessionSpec(arm.spec, r, sharedAt(t));
    // Common random numbers: repetition r draws the same chance in every treatment, so a difference
    // between treatments is the treatment's, not the dice's.
    s.setup.seed = spec.commonRandomNumbers
                       ? mixSeed({spec.seed, static_cast<std::uint64_t>(r)})
                       : mixSeed({spec.seed, static_cast<std::uint64_t>(t + 1), static_cast<std::uint64_t>(r)});
    s.id = sessionId(spec, index);
    s.treatment = arm.label;
    s.treatmentLevels = arm.levels;
    return s;
}

namespace {

SessionSpec plainSessionSpec(const ExperimentSpec& spec, int r, const SharedSessionParts* shared) {
    SessionSpec s;
    s.id = sessionId(r);
    s.repetition = r;
    s.game = spec.game;
    s.setup.params = shared ? shared->params : Shared<Json>(spec.params);
    s.setup.numSeats = static_cast<int>(spec.seats.size());
    s.setup.rounds = spec.rounds;
    s.setup.seed = mixSeed({spec.seed, static_cast<std::uint64_t>(r)});
    s.seats = shared ? shared->seats : Shared<std::vector<SeatSpec>>(spec.seats);
    s.historyDepth = spec.historyDepth;
    s.chainOfThought = spec.chainOfThought;
    s.hashMessages = spec.hashMessages;
    s.recordTextBytes = static_cast<std::size_t>(spec.recordTextBytes);
    s.policy = spec.policy;
    return s;
}

}  // namespace

std::vector<SeatSpec> everySeat(const ExperimentSpec& spec) {
    std::vector<SeatSpec> seats = spec.seats;
    for (const auto& t : spec.treatments) seats.insert(seats.end(), t.spec.seats.begin(), t.spec.seats.end());
    return seats;
}

std::vector<SessionSpec> firstSessions(const ExperimentSpec& spec) {
    std::vector<SessionSpec> firsts;
    const std::size_t arms = std::max<std::size_t>(1, spec.treatments.size());
    for (std::size_t t = 0; t < arms; ++t)
        firsts.push_back(sessionSpec(spec, static_cast<int>(t) * std::max(1, spec.repetitions)));
    return firsts;
}

std::vector<SessionSpec> expandSessions(const ExperimentSpec& spec) {
    std::vector<SessionSpec> sessions;
    sessions.reserve(static_cast<std::size_t>(std::max(spec.sessionCount(), 0)));
    const auto shared = sharedSessionParts(spec);
    for (int i = 0; i < spec.sessionCount(); ++i) sessions.push_back(sessionSpec(spec, i, shared));
    return sessions;
}

}  // namespace nashlab::engine
