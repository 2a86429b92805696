#include "engine/tournament/tournament_spec.h"

#include <algorithm>
#include <set>

namespace nashlab::engine {
namespace {

const std::set<std::string> kTopLevelKeys = {"v",
                                             "kind",
                                             "name",
                                             "description",
                                             "entrants",
                                             "environments",
                                             "pairing",
                                             "games_per_pair",
                                             "swap_seats",
                                             "stop",
                                             "seed",
                                             "bootstrap_resamples",
                                             "reference",
                                             "history_depth",
                                             "invalid_answers",
                                             "chain_of_thought",
                                             "record_messages",
                                             "nashlab_version"};
const std::set<std::string> kSessionKeys = {"history_depth", "invalid_answers", "chain_of_thought", "record_messages"};
const std::set<std::string> kEnvironmentKeys = {
    "name",  "game",  "params",        "rounds",          "format",           "metric",         "entrant_seat",
    "field", "seats", "history_depth", "invalid_answers", "chain_of_thought", "record_messages"};
const std::set<std::string> kStopKeys = {"max_games", "sigma_below"};

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
    const auto n = v.get<std::int64_t>();
    if (n < lo || n > hi)
        return Error::make("invalid_value", where + " '" + key + "' must be between " + std::to_string(lo) + " and " +
                                                std::to_string(hi) + ", got " + std::to_string(n));
    return static_cast<int>(n);
}

Result<Pairing> pairingFrom(const Json& j) {
    if (!j.is_string()) return Error::make("invalid_value", "'pairing' must be text");
    const std::string p = j.get<std::string>();
    if (p == "round_robin") return Pairing::RoundRobin;
    if (p == "random") return Pairing::Random;
    if (p == "adaptive") return Pairing::Adaptive;
    return Error::make("invalid_value", "'pairing' must be round_robin, random or adaptive, got " + shortJson(j));
}

Result<Format> formatFrom(const Json& j, const std::string& where) {
    if (j == "match") return Format::Match;
    if (j == "self_play") return Format::SelfPlay;
    if (j == "versus_field") return Format::VersusField;
    return Error::make("invalid_value",
                       where + " 'format' must be match, self_play or versus_field, got " + shortJson(j));
}

Result<Metric> metricFrom(const Json& j, const std::string& where) {
    if (j == "trueskill") return Metric::TrueSkill;
    if (j == "average_reward") return Metric::AverageReward;
    if (j == "win_rate") return Metric::WinRate;
    return Error::make("invalid_value",
                       where + " 'metric' must be trueskill, average_reward or win_rate, got " + shortJson(j));
}

// Who sits where: a match takes two seats; self-play and versus_field take the game's default
// count unless "seats" says otherwise; versus_field puts the entrant in "entrant_seat" (from 1,
// default the last seat, where LLMArena's code seats the undercover) and "field" everywhere else.
Status parseTable(const Json& j, const SeatRange& range, const std::string& game, Environment& env,
                  const std::string& where) {
    if (j.contains("format")) {
        auto f = formatFrom(j["format"], where);
        if (!f) return f.error();
        env.format = f.value();
    }
    env.metric = env.format == Format::Match      ? Metric::TrueSkill
                 : env.format == Format::SelfPlay ? Metric::AverageReward
                                                  : Metric::WinRate;
    if (j.contains("metric")) {
        auto m = metricFrom(j["metric"], where);
        if (!m) return m.error();
        env.metric = m.value();
    }
    if (env.format == Format::SelfPlay && env.metric == Metric::WinRate)
        return Error::make("invalid_value", where +
                                                ": a self_play team plays only itself, so it never beats another "
                                                "seat: score it by average_reward");
    if (env.solo() && env.metric == Metric::TrueSkill)
        return Error::make("invalid_value", where + ": 'metric' trueskill rates two entrants against each other; a " +
                                                toString(env.format) +
                                                " game has one (use average_reward or win_rate)");
    if (env.format == Format::Match) {
        if (j.contains("seats") || j.contains("entrant_seat") || j.contains("field"))
            return Error::make("invalid_value",
                               where + ": 'seats', 'entrant_seat' and 'field' belong to self_play and versus_field");
        if (range.min > 2 || range.max < 2)
            return Error::make("invalid_value", where + ": game '" + game +
                                                    "' is not a two-seat game; a match pairs two entrants (use "
                                                    "\"format\": \"self_play\" or \"versus_field\")");
        env.seats = 2;
        return okStatus();
    }
    auto seats = intField(j, "seats", range.defaultCount, range.min, range.max, where);
    if (!seats) return seats.error();
    env.seats = seats.value();
    if (env.format == Format::SelfPlay) {
        if (j.contains("entrant_seat") || j.contains("field"))
            return Error::make("invalid_value", where + ": 'entrant_seat' and 'field' belong to versus_field");
        return okStatus();
    }
    auto seat = intField(j, "entrant_seat", env.seats, 1, env.seats, where);
    if (!seat) return seat.error();
    env.entrantSeat = seat.value() - 1;
    if (!j.contains("field") || !j["field"].is_object())
        return Error::make("invalid_value",
                           where +
                               ": versus_field needs a \"field\": the seat of every other player, e.g. "
                               "{\"type\": \"bot\", \"strategy\": \"associations\"}");
    if (j["field"].contains("name") &&
        (!j["field"]["name"].is_string() || j["field"]["name"].get<std::string>().empty()))
        return Error::make("invalid_value", where + " 'field' 'name' must be non-empty text");
    if (j["field"].contains("type") && !j["field"]["type"].is_string())
        return Error::make("invalid_value", where + " 'field' 'type' must be text (bot or llm)");
    if (j["field"].contains("count"))
        return Error::make("invalid_value",
                           where + " 'field': 'count' has no meaning (the field fills every other seat)");
    env.field = j["field"];
    return okStatus();
}

Result<Environment> parseEnvironment(const Json& j, const GameRegistry& registry, const std::string& where) {
    if (!j.is_object()) return Error::make("invalid_value", where + " must be an object");
    if (auto s = refuseUnknown(j, kEnvironmentKeys, where); !s) return s.error();
    if (!j.contains("game") || !j["game"].is_string())
        return Error::make("invalid_value", where + " needs a \"game\" (see `nashlab-cli games`)");
    auto game = registry.get(j["game"].get<std::string>());
    if (!game) return Error::make(game.error().code, where + ": " + game.error().message);
    Environment env;
    env.game = game.value()->id();
    if (auto s = parseTable(j, game.value()->seats(), env.game, env, where); !s) return s.error();
    if (j.contains("name") && (!j["name"].is_string() || j["name"].get<std::string>().empty()))
        return Error::make("invalid_value", where + " 'name' must be non-empty text");
    env.name = j.value("name", env.game);
    if (j.contains("params") && !j["params"].is_object())
        return Error::make("invalid_value", where + " 'params' must be an object");
    env.params = j.value("params", Json::object());
    auto rounds = intField(j, "rounds", 0, 1, 100000, where);
    if (!rounds) return rounds.error();
    env.rounds = rounds.value();
    for (const auto& key : kSessionKeys)
        if (j.contains(key)) env.session[key] = j[key];
    return env;
}

Result<Entrant> parseEntrant(const Json& j, const std::string& where) {
    if (!j.is_object()) return Error::make("invalid_value", where + " must be an object");
    if (!j.contains("name") || !j["name"].is_string() || j["name"].get<std::string>().empty())
        return Error::make("invalid_value", where + " needs a \"name\" (unique in the tournament)");
    if (j.contains("count"))
        return Error::make("invalid_value", where + ": 'count' has no meaning for an entrant (list each one)");
    Entrant e;
    e.name = j["name"].get<std::string>();
    e.seat = j;
    e.seat.erase("name");
    if (j.contains("per_environment")) {
        if (!j["per_environment"].is_object())
            return Error::make("invalid_value", where + " 'per_environment' must map environment names to fields");
        for (const auto& [env, fields] : j["per_environment"].items())
            if (!fields.is_object())
                return Error::make("invalid_value", where + " 'per_environment' '" + env + "' must be an object");
        e.perEnvironment = j["per_environment"];
        e.seat.erase("per_environment");
    }
    return e;
}

Status parseStop(const Json& j, TournamentSpec& spec) {
    if (j.is_null()) return okStatus();
    if (!j.is_object()) return Error::make("invalid_value", "'stop' must be an object");
    if (auto s = refuseUnknown(j, kStopKeys, "'stop'"); !s) return s;
    auto maxGames = intField(j, "max_games", 0, 1, static_cast<int>(kMaxTournamentGames), "'stop'");
    if (!maxGames) return maxGames.error();
    spec.maxGames = maxGames.value();
    if (j.contains("sigma_below")) {
        if (!j["sigma_below"].is_number() || j["sigma_below"].get<double>() <= 0)
            return Error::make("invalid_value",
                               "'stop' 'sigma_below' must be a positive number, got " + shortJson(j["sigma_below"]));
        spec.sigmaBelow = j["sigma_below"].get<double>();
    }
    return okStatus();
}

// Every entrant in every environment, as seat 0 against itself: all that an experiment checks.
Status checkEntrants(const TournamentSpec& spec, const GameRegistry& registry) {
    for (std::size_t e = 0; e < spec.environments.size(); ++e) {
        for (std::size_t i = 0; i < spec.entrants.size(); ++i) {
            auto built = gameExperiment(spec, registry, static_cast<int>(e), static_cast<int>(i), static_cast<int>(i),
                                        spec.seed, "check");
            if (!built) {
                // The experiment names the seat by its place ("seat entry 5"); here the entrant (or
                // the environment's field) says it.
                const Environment& env = spec.environments[e];
                const std::string own = "seat entry " + std::to_string(env.entrantSeat + 1);
                std::string why = built.error().message;
                std::string who = "entrant '" + spec.entrants[i].name + "' in environment '" + env.name + "'";
                if (why.rfind(own + ": ", 0) == 0) {
                    why = why.substr(own.size() + 2);
                } else if (why.rfind(own + " ", 0) == 0) {
                    why = "the seat " + why.substr(own.size() + 1);
                } else if (why.rfind("seat entry ", 0) == 0 && env.format == Format::VersusField) {
                    who = "environment '" + env.name + "' 'field'";
                    why = why.substr(why.find(' ', 11) + 1);
                }
                return Error::make(built.error().code, who + ": " + why);
            }
        }
    }
    for (const auto& entrant : spec.entrants)
        for (const auto& [envName, _] : entrant.perEnvironment.items())
            if (spec.environmentIndex(envName) < 0)
                return Error::make("invalid_value", "entrant '" + entrant.name + "' 'per_environment' names '" +
                                                        envName + "', which is not an environment of the tournament");
    return okStatus();
}

}  // namespace

std::string toString(Pairing p) {
    switch (p) {
    case Pairing::RoundRobin: return "round_robin";
    case Pairing::Random: return "random";
    case Pairing::Adaptive: return "adaptive";
    }
    return "round_robin";
}

std::string toString(Format f) {
    switch (f) {
    case Format::Match: return "match";
    case Format::SelfPlay: return "self_play";
    case Format::VersusField: return "versus_field";
    }
    return "match";
}

std::string toString(Metric m) {
    switch (m) {
    case Metric::TrueSkill: return "trueskill";
    case Metric::AverageReward: return "average_reward";
    case Metric::WinRate: return "win_rate";
    }
    return "trueskill";
}

bool isTournamentSpec(const Json& spec) {
    // Compared as JSON: value("kind", "") throws on a "kind" that is not text.
    return spec.is_object() && spec.contains("kind") && spec["kind"] == "tournament";
}

int TournamentSpec::entrantIndex(const std::string& n) const {
    for (std::size_t i = 0; i < entrants.size(); ++i)
        if (entrants[i].name == n) return static_cast<int>(i);
    return -1;
}

int TournamentSpec::environmentIndex(const std::string& n) const {
    for (std::size_t i = 0; i < environments.size(); ++i)
        if (environments[i].name == n) return static_cast<int>(i);
    return -1;
}

bool TournamentSpec::allBots() const {
    if (std::any_of(entrants.begin(), entrants.end(), [](const Entrant& e) { return e.type() != "bot"; })) return false;
    // A model field (the paper's civilians) makes every game of its environment wait on the network.
    for (const auto& env : environments)
        if (env.format == Format::VersusField && env.field.value("type", std::string()) != "bot") return false;
    for (const auto& e : entrants)
        for (const auto& [_, fields] : e.perEnvironment.items())
            if (fields.contains("type") && fields["type"] != "bot") return false;
    return true;
}

std::vector<bool> TournamentSpec::soloEnvironments() const {
    std::vector<bool> solo;
    for (const auto& e : environments) solo.push_back(e.solo());
    return solo;
}

Json TournamentSpec::toJson() const {
    Json list = Json::array();
    for (const auto& e : entrants) {
        Json j = e.seat;
        j["name"] = e.name;
        if (!e.perEnvironment.empty()) j["per_environment"] = e.perEnvironment;
        list.push_back(j);
    }
    Json envs = Json::array();
    for (const auto& e : environments) {
        Json j = {{"name", e.name}, {"game", e.game}, {"params", e.params}};
        if (e.rounds > 0) j["rounds"] = e.rounds;
        // A plain match is written as before this field existed, so older folders compare equal.
        if (e.format != Format::Match || e.metric != Metric::TrueSkill) {
            j["format"] = toString(e.format);
            j["metric"] = toString(e.metric);
        }
        if (e.solo()) j["seats"] = e.seats;
        if (e.format == Format::VersusField) {
            j["entrant_seat"] = e.entrantSeat + 1;
            j["field"] = e.field;
        }
        for (const auto& [key, value] : e.session.items()) j[key] = value;
        envs.push_back(j);
    }
    Json stop = Json::object();
    if (maxGames > 0) stop["max_games"] = maxGames;
    if (sigmaBelow > 0) stop["sigma_below"] = sigmaBelow;
    Json out = {{"v", kTournamentSpecVersion},
                {"kind", "tournament"},
                {"name", name},
                {"entrants", list},
                {"environments", envs},
                {"pairing", toString(pairing)},
                {"games_per_pair", gamesPerPair},
                {"swap_seats", swapSeats},
                {"stop", stop},
                {"seed", seed},
                {"bootstrap_resamples", bootstrapResamples}};
    if (!reference.empty()) out["reference"] = reference;
    for (const auto& [key, value] : session.items()) out[key] = value;
    return out;
}

Result<TournamentSpec> parseTournamentSpec(const Json& j, const GameRegistry& registry, std::uint64_t defaultSeed) {
    if (!j.is_object()) return Error::make("invalid_spec", "a tournament spec must be a JSON object");
    if (!isTournamentSpec(j)) return Error::make("invalid_spec", "a tournament spec needs \"kind\": \"tournament\"");
    if (j.contains("v") && (!j["v"].is_number_integer() || j["v"].get<int>() > kTournamentSpecVersion))
        return Error::make("newer_version", "this tournament spec has format version " + shortJson(j["v"]) +
                                                "; this NashLab reads up to version " +
                                                std::to_string(kTournamentSpecVersion));
    if (auto s = refuseUnknown(j, kTopLevelKeys, "the tournament spec"); !s) return s.error();
    TournamentSpec spec;
    if (j.contains("name") && !j["name"].is_string()) return Error::make("invalid_value", "'name' must be text");
    if (j.contains("description") && !j["description"].is_string())
        return Error::make("invalid_value", "'description' must be text");
    spec.name = j.value("name", "tournament");

    if (!j.contains("entrants") || !j["entrants"].is_array() || j["entrants"].size() < 2)
        return Error::make("invalid_spec", "\"entrants\" must list at least two entrants");
    for (std::size_t i = 0; i < j["entrants"].size(); ++i) {
        auto e = parseEntrant(j["entrants"][i], "entrant " + std::to_string(i + 1));
        if (!e) return e.error();
        if (spec.entrantIndex(e->name) >= 0)
            return Error::make("invalid_value", "two entrants are named '" + e->name + "'; names must be unique");
        spec.entrants.push_back(std::move(e.value()));
    }
    if (!j.contains("environments") || !j["environments"].is_array() || j["environments"].empty())
        return Error::make("invalid_spec", "\"environments\" must list at least one game");
    for (std::size_t i = 0; i < j["environments"].size(); ++i) {
        auto env = parseEnvironment(j["environments"][i], registry, "environment " + std::to_string(i + 1));
        if (!env) return env.error();
        if (spec.environmentIndex(env->name) >= 0)
            return Error::make("invalid_value",
                               "two environments are named '" + env->name + "'; give each a distinct \"name\"");
        spec.environments.push_back(std::move(env.value()));
    }
    if (j.contains("pairing")) {
        auto p = pairingFrom(j["pairing"]);
        if (!p) return p.error();
        spec.pairing = p.value();
    }
    auto perPair = intField(j, "games_per_pair", 2, 1, 100000, "the tournament's");
    if (!perPair) return perPair.error();
    spec.gamesPerPair = perPair.value();
    if (j.contains("swap_seats")) {
        if (!j["swap_seats"].is_boolean()) return Error::make("invalid_value", "'swap_seats' must be true or false");
        spec.swapSeats = j["swap_seats"].get<bool>();
    }
    if (auto s = parseStop(j.value("stop", Json()), spec); !s) return s.error();
    if (spec.pairing != Pairing::RoundRobin && spec.maxGames == 0)
        return Error::make("invalid_value", "pairing '" + toString(spec.pairing) +
                                                "' never runs out of pairs: give \"stop\": {\"max_games\": N}");
    if (spec.sigmaBelow > 0 && spec.maxGames == 0)
        return Error::make("invalid_value",
                           "'stop' 'sigma_below' needs 'max_games' too, as a cap should σ never get that low");
    if (spec.sigmaBelow > 0 &&
        std::all_of(spec.environments.begin(), spec.environments.end(), [](const Environment& e) { return e.solo(); }))
        return Error::make("invalid_value",
                           "'stop' 'sigma_below' needs a match environment: self-play and "
                           "versus_field games rate no one");
    spec.seed = defaultSeed;
    if (j.contains("seed")) {
        if (!j["seed"].is_number_integer() || j["seed"].get<std::int64_t>() < 0)
            return Error::make("invalid_value", "'seed' must be a non-negative integer");
        spec.seed = j["seed"].get<std::uint64_t>();
    }
    auto resamples = intField(j, "bootstrap_resamples", 200, 0, 100000, "the tournament's");
    if (!resamples) return resamples.error();
    spec.bootstrapResamples = resamples.value();
    for (const auto& key : kSessionKeys)
        if (j.contains(key)) spec.session[key] = j[key];
    if (j.contains("reference")) {
        if (!j["reference"].is_string() || spec.entrantIndex(j["reference"].get<std::string>()) < 0)
            return Error::make("invalid_value",
                               "'reference' must name an entrant (the one the normalised table "
                               "divides by), got " +
                                   shortJson(j["reference"]));
        spec.reference = j["reference"].get<std::string>();
    }
    // A round robin's size grows with the square of its entrants: 10,001 of them would be 10^8
    // games and fill the disk. Refused with its size, before anything is written.
    if (spec.pairing == Pairing::RoundRobin && spec.maxGames == 0) {
        const double n = static_cast<double>(spec.entrants.size());
        double games = 0;
        for (const auto& env : spec.environments) games += (env.solo() ? n : n * (n - 1) / 2) * spec.gamesPerPair;
        if (games > static_cast<double>(kMaxTournamentGames))
            return Error::make("invalid_value", "this round robin would play " + formatNumber(games, 0) + " games (" +
                                                    std::to_string(spec.entrants.size()) +
                                                    " entrants); a tournament plays at most " +
                                                    std::to_string(kMaxTournamentGames) +
                                                    ": give fewer entrants, or \"stop\": {\"max_games\": N}");
    }
    if (auto s = checkEntrants(spec, registry); !s) return s.error();
    return spec;
}

Result<ExperimentSpec> gameExperiment(const TournamentSpec& spec, const GameRegistry& registry, int environment,
                                      int first, int second, std::uint64_t seed, const std::string& name) {
    const Environment& env = spec.environments.at(static_cast<std::size_t>(environment));
    const auto entrantSeat = [&](int index) {
        const Entrant& e = spec.entrants.at(static_cast<std::size_t>(index));
        Json seat = e.seat;
        if (e.perEnvironment.contains(env.name))
            for (const auto& [key, value] : e.perEnvironment[env.name].items()) seat[key] = value;
        seat["name"] = e.name;
        return seat;
    };
    Json seats = Json::array();
    switch (env.format) {
    case Format::Match:
        seats.push_back(entrantSeat(first));
        seats.push_back(entrantSeat(second));
        break;
    case Format::SelfPlay:
        // Copies of one entrant: each seat named apart, as a person reading the game needs.
        for (int s = 0; s < env.seats; ++s) {
            Json seat = entrantSeat(first);
            seat["name"] = seat["name"].get<std::string>() + " " + std::to_string(s + 1);
            seats.push_back(seat);
        }
        break;
    case Format::VersusField: {
        const std::string fieldName = env.field.value("name", std::string("field"));
        for (int s = 0, k = 0; s < env.seats; ++s) {
            if (s == env.entrantSeat) {
                seats.push_back(entrantSeat(first));
                continue;
            }
            Json seat = env.field;
            seat["name"] = fieldName + " " + std::to_string(++k);
            seats.push_back(seat);
        }
        break;
    }
    }
    Json j = {{"name", name}, {"game", env.game}, {"params", env.params},
              {"seed", seed}, {"repetitions", 1}, {"seats", seats}};
    if (env.rounds > 0) j["rounds"] = env.rounds;
    for (const auto& [key, value] : spec.session.items()) j[key] = value;
    for (const auto& [key, value] : env.session.items()) j[key] = value;
    return parseExperimentSpec(j, registry, seed);
}

}  // namespace nashlab::engine
