#include "engine/record/import/gamabench_import.h"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <optional>

#include "engine/games/pirate/pirate_game.h"
#include "engine/games/sealed_bid_auction/python_random.h"

namespace nashlab::engine {
namespace {

using Actions = RecordedActions;

// One γ-Bench game: how to recognise its files, its NashLab id, its parameters, its actions.
struct Adapter {
    const char* recordField;  ///< a field only this game's round records have
    const char* gameId;
    Result<Json> (*params)(const Json& meta);
    Result<Actions> (*actions)(const Json& file, int players);
};

Result<Json> guessParams(const Json& meta) {
    // γ-Bench picks one winning number in response order: its tie rule is first_closest_number.
    return Json{{"min", meta.value("min", Json(0))},
                {"max", meta.value("max", Json(100))},
                {"ratio", meta.value("ratio", Json(2.0 / 3.0))},
                {"tie_rule", "first_closest_number"}};
}

// γ-Bench saves a response either bare or, in its processed release, as {"player_id", "response"}.
const Json& bare(const Json& item, const char* field = "response") {
    return item.is_object() && item.contains(field) ? item.at(field) : item;
}

Error countError(int round, std::size_t got, int want, const char* what = "responses", const char* who = "players") {
    return Error::make("import", "round " + std::to_string(round) + " has " + std::to_string(got) + " " + what +
                                     " for " + std::to_string(want) + " " + who);
}

// Simultaneous games: round j's action of player i is round_records[j].responses[i] in `field`,
// after `map` turns γ-Bench's accepted spelling into NashLab's.
Result<Actions> responsesAs(const Json& file, int players, const char* field, Json (*map)(const Json&) = nullptr) {
    Actions out(static_cast<std::size_t>(players));
    int round = 0;
    for (const auto& record : file.at("round_records")) {
        ++round;
        const Json& responses = record.at("responses");
        if (!responses.is_array() || static_cast<int>(responses.size()) != players)
            return countError(round, responses.size(), players);
        for (int i = 0; i < players; ++i) {
            const Json& r = bare(responses[static_cast<std::size_t>(i)]);
            out[static_cast<std::size_t>(i)][{round, 0}] = Json{{field, map ? map(r) : r}};
        }
    }
    return out;
}

std::string lowered(const Json& v) {
    std::string s = v.is_string() ? v.get<std::string>() : v.dump();
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

Result<Actions> guessActions(const Json& file, int players) { return responsesAs(file, players, "chosen_number"); }

// El Farol: γ-Bench accepts go/stay in any case (an early version asked yes/no).
Result<Json> barParams(const Json& meta) {
    return Json{{"ratio", meta.value("ratio", Json(0.6))},
                {"min", meta.value("min", Json(0.0))},
                {"max", meta.value("max", Json(10.0))},
                {"home", meta.value("home", Json(5.0))},
                {"mode", meta.value("mode", std::string("implicit")) == "explicit" ? "explicit" : "implicit"}};
}
Json barDecision(const Json& r) {
    const std::string s = lowered(r);
    return s == "yes" ? Json("go") : s == "no" ? Json("stay") : Json(s);
}
Result<Actions> barActions(const Json& file, int players) {
    return responsesAs(file, players, "decision", barDecision);
}

// γ-Bench takes int(bid_amount) without a range check: bid_cap none replays a bid above G as it counted.
Result<Json> dollarParams(const Json& meta) {
    return Json{{"golds", meta.value("golds", Json(100))}, {"bid_cap", "none"}};
}
Result<Actions> dollarActions(const Json& file, int players) { return responsesAs(file, players, "bid_amount"); }

Result<Json> goodsParams(const Json& meta) {
    // Random endowments were drawn unseeded in γ-Bench: they cannot be reproduced, so refuse them.
    if (meta.value("token_initialization", std::string("fixed")) != "fixed")
        return Error::make(
            "import", "public goods runs with random initial tokens cannot be replayed (γ-Bench drew them unseeded)");
    return Json{{"tokens", meta.value("tokens", Json(20))},
                {"ratio", meta.value("ratio", Json(2.0))},
                {"reset", meta.value("reset", Json(true))},
                {"endowment", "fixed"},
                {"contribution_cap", "none"}};  // γ-Bench's int() without a range check
}
Result<Actions> goodsActions(const Json& file, int players) { return responsesAs(file, players, "tokens_contributed"); }

Result<Json> dinerParams(const Json& meta) {
    return Json{{"costly_price", meta.value("exp_cost", Json(20.0))},
                {"costly_utility", meta.value("exp_utility", Json(20.0))},
                {"cheap_price", meta.value("cheap_cost", Json(10.0))},
                {"cheap_utility", meta.value("cheap_utility", Json(15.0))},
                {"other_answers", "costly"}};
}
// γ-Bench validates nothing here and counts every answer but "cheap" as the costly dish: the game's
// other_answers costly does the same, so the answer is replayed as written (a number as its text).
Json dinerDish(const Json& r) { return Json(r.is_string() ? r.get<std::string>() : r.dump()); }
Result<Actions> dinerActions(const Json& file, int players) {
    return responsesAs(file, players, "chosen_dish", dinerDish);
}

// Sealed-bid auction: NashLab re-draws γ-Bench's valuations itself (valuation_source gamabench), so
// the file's recorded valuations must be exactly those; the game has no parameter for explicit ones.
Result<Json> sbaParams(const Json& meta) {
    const std::string mode = meta.value("mode", std::string("highest bid"));
    if (mode != "highest bid" && mode != "second highest bid")
        return Error::make("import", "unknown sealed-bid auction mode '" + mode + "'");
    return Json{{"price_rule", mode == "highest bid" ? "first_price" : "second_price"},
                {"valuation_source", "gamabench"},
                {"valuation_min", meta.value("valuation_min", Json(0.0))},
                {"valuation_max", meta.value("valuation_max", Json(200.0))},
                {"valuation_step", meta.value("interval", Json(10.0))},
                {"gamabench_seed", 42},
                {"overbidding", "allowed"},
                {"tie_rule", "random"},
                {"integer_bids", true}};
}
Result<Actions> sbaActions(const Json& file, int players) {
    const Json& meta = file.at("meta");
    const Json& records = file.at("round_records");
    // The draws divide by the step and count from min to max: a file's odd meta is refused, named.
    const auto whole = [&](const char* key, double fallback) -> std::optional<long long> {
        const Json v = meta.value(key, Json(fallback));
        if (!v.is_number() || !std::isfinite(v.get<double>()) || std::fabs(v.get<double>()) > 1e12) return std::nullopt;
        return std::llround(v.get<double>());
    };
    const auto lo = whole("valuation_min", 0.0), hi = whole("valuation_max", 200.0), step = whole("interval", 10.0);
    if (!lo || !hi || !step)
        return Error::make("import", "the file's meta needs numbers for valuation_min, valuation_max and interval");
    if (*step <= 0)
        return Error::make("import", "the file's meta.interval must be a positive whole number, got " +
                                         meta.value("interval", Json(10.0)).dump());
    if (*lo > *hi)
        return Error::make("import", "the file's meta.valuation_min (" + std::to_string(*lo) +
                                         ") is greater than its valuation_max (" + std::to_string(*hi) + ")");
    // γ-Bench samples distinct values from the grid: it needs a point per player (with fewer,
    // Python's random.sample raises; a loop that waited for enough distinct draws would not end),
    // and a grid past a billion points is no γ-Bench setting (its count would not fit the draw).
    const long long points = (*hi - *lo) / *step + 1;
    if (points < players)
        return Error::make("import", "the file's value grid (" + std::to_string(*lo) + " to " + std::to_string(*hi) +
                                         " in steps of " + std::to_string(*step) + ") has " + std::to_string(points) +
                                         " points for " + std::to_string(players) +
                                         " players; γ-Bench draws a distinct value for each, so it needs at least " +
                                         std::to_string(players));
    if (points > 1'000'000'000)
        return Error::make("import", "the file's value grid has " + std::to_string(points) +
                                         " points; γ-Bench's grids have at most a billion");
    const int rounds = static_cast<int>(records.size());
    for (int r = 1; r <= rounds; ++r) {
        const Json& recorded = records[static_cast<std::size_t>(r - 1)].at("valuations");
        if (!recorded.is_array() || static_cast<int>(recorded.size()) != players)
            return countError(r, recorded.size(), players, "valuations");
        const auto drawn = games::gamaBenchValuations(42, r, *lo, *hi, *step, players);
        for (int i = 0; i < players; ++i)
            if (std::llround(bare(recorded[static_cast<std::size_t>(i)]).get<double>()) !=
                drawn[static_cast<std::size_t>(i)])
                return Error::make(
                    "import",
                    "round " + std::to_string(r) + " valuation of player " + std::to_string(i) + " is " +
                        recorded[static_cast<std::size_t>(i)].dump() +
                        " but γ-Bench's seeding (42 + round − 1) gives " +
                        std::to_string(drawn[static_cast<std::size_t>(i)]) +
                        "; NashLab's auction cannot take explicit valuations, so this file cannot be replayed");
    }
    return responsesAs(file, players, "bid");
}

// Pirate: round j's proposer is the j-th most senior pirate (each rejection throws the proposer
// overboard). Step 0 is the plan (gold_distribution over the pirates aboard), step 1 the votes of
// the others; γ-Bench also lists the proposer's automatic accept first, which NashLab does not ask.
Result<Json> pirateParams(const Json& meta) { return Json{{"gold", meta.value("gold", Json(100))}}; }
Json pirateVote(const Json& r) {
    const std::string s = lowered(r);
    if (s.find("accept") != std::string::npos || s == "yes") return "accept";  // γ-Bench tests accept first
    if (s.find("reject") != std::string::npos || s == "no") return "reject";
    return r;
}
Result<Actions> pirateActions(const Json& file, int players) {
    Actions out(static_cast<std::size_t>(players));
    int round = 0;
    for (const auto& record : file.at("round_records")) {
        ++round;
        const int proposer = round - 1;
        const int aboard = players - proposer;
        if (aboard < 2)
            return Error::make("import", "round " + std::to_string(round) + " has fewer than two pirates aboard");
        const Json& plan = record.at("gold_distribution");
        if (!plan.is_array() || static_cast<int>(plan.size()) != aboard)
            return countError(round, plan.size(), aboard, "shares", "pirates aboard");
        Json proposal = Json::object();
        for (int k = 0; k < aboard; ++k) {
            Json g = bare(plan[static_cast<std::size_t>(k)], "amount");
            if (g.is_string()) g = parseJsonOrDiscarded(g.get<std::string>());
            if (g.is_number_float() && g.get<double>() == std::floor(g.get<double>()) &&
                std::fabs(g.get<double>()) < 9007199254740992.0)  // exact as an integer: no overflow
                g = static_cast<long long>(g.get<double>());
            proposal[games::pirateName(proposer + k)] = g;
        }
        out[static_cast<std::size_t>(proposer)][{round, 0}] = Json{{"proposal", proposal}};
        const Json& votes = record.at("responses");
        const int skip = static_cast<int>(votes.size()) == aboard ? 1 : 0;
        if (!votes.is_array() || static_cast<int>(votes.size()) - skip != aboard - 1)
            return countError(round, votes.size(), aboard, "votes", "pirates aboard");
        for (int k = 1; k < aboard; ++k)
            out[static_cast<std::size_t>(proposer + k)][{round, 1}] =
                Json{{"decision", pirateVote(bare(votes[static_cast<std::size_t>(k - 1 + skip)]))}};
    }
    return out;
}

// Battle Royale: γ-Bench's hits came from unseeded draws, so the importer hands the recorded
// outcomes ("out") to the game's hit_outcomes parameter and the replay reproduces the run.
// Each round is one turn: player_shooting shoots at shot_player ("null" or action "miss": on purpose).
Result<Json> battleParams(const Json& meta) {
    return Json{{"base_hit_rate", meta.value("base_hit_rate", Json(35))},
                {"hit_rate_step", meta.value("interval", Json(5))},
                {"order", "ascending"},
                {"allow_self_target", true},
                {"dead_target", "wasted_shot"}};  // γ-Bench fires a shot at a player already out, wasted
}

std::string playerId(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

Result<Actions> battleActions(const Json& file, int players) {
    Actions out(static_cast<std::size_t>(players));
    int round = 0;
    for (const auto& record : file.at("round_records")) {
        ++round;
        int shooter = -1;
        try {
            shooter = std::stoi(playerId(record.at("player_shooting")));
        } catch (const std::exception&) {}
        if (shooter < 0 || shooter >= players)
            return Error::make("import", "round " + std::to_string(round) + " names an unknown shooter " +
                                             shortJson(record.at("player_shooting")));
        const std::string target = playerId(record.value("shot_player", Json("null")));
        // null, "null", "None" and "-1" were γ-Bench's intentional misses; "player_3" and "3" name a player.
        const bool onPurpose = lowered(record.value("action", Json("shoot"))) == "miss" || target == "null" ||
                               target == "None" || target == "-1";
        const bool named = target.rfind("player_", 0) == 0;
        out[static_cast<std::size_t>(shooter)][{round, 0}] = Json{{"target", onPurpose ? std::string("none")
                                                                             : named   ? target
                                                                                       : "player_" + target}};
    }
    return out;
}

// The recorded outcome of every turn: 1 when the shot target was eliminated.
Json battleHitOutcomes(const Json& file) {
    Json outcomes = Json::array();
    for (const auto& record : file.at("round_records")) outcomes.push_back(record.value("out", false) ? 1 : 0);
    return outcomes;
}

const Adapter kAdapters[] = {
    {"mean_ratio", "guess_average", guessParams, guessActions},
    {"go_num", "el_farol", barParams, barActions},
    {"total_proposal", "divide_dollar", dollarParams, dollarActions},
    {"total_tokens", "public_goods", goodsParams, goodsActions},
    {"cheap_player", "diners_dilemma", dinerParams, dinerActions},
    {"valuations", "sealed_bid_auction", sbaParams, sbaActions},
    {"gold_distribution", "pirate", pirateParams, pirateActions},
    {"player_shooting", "battle_royale", battleParams, battleActions},
};

const Adapter* adapterFor(const Json& file) {
    if (!file.is_object() || !file.contains("round_records") || !file["round_records"].is_array() ||
        file["round_records"].empty())
        return nullptr;
    const Json& first = file["round_records"][0];
    for (const auto& a : kAdapters)
        if (first.contains(a.recordField)) return &a;
    return nullptr;
}

}  // namespace

Result<std::string> detectGamaBenchGame(const Json& file) {
    if (const Adapter* a = adapterFor(file)) return std::string(a->gameId);
    return Error::make("import",
                       "not a γ-Bench result file NashLab can import (expected {meta, round_records, "
                       "player_data} of a supported game)");
}

Result<GamaBenchRun> convertGamaBench(const Json& file, const std::string& sourceName, const GameRegistry& registry) {
    const Adapter* adapter = adapterFor(file);
    if (!adapter) return detectGamaBenchGame(file).error();
    if (!registry.find(adapter->gameId))
        return Error::make("import",
                           std::string("γ-Bench game '") + adapter->gameId + "' is not available in this build");
    try {
        const Json& meta = file.at("meta");
        const Json& players = file.at("player_data");
        // Compared as JSON numbers: a huge or fractional player_num is reported as written.
        if (!players.is_array())
            return Error::make("import", "the file's player_data must be a list, got " + shortJson(players));
        const Json declared = meta.value("player_num", Json(players.size()));
        if (!declared.is_number() || declared != Json(players.size()))
            return Error::make("import", "meta.player_num is " + shortJson(declared) + " but player_data lists " +
                                             std::to_string(players.size()));
        const int n = static_cast<int>(players.size());
        auto params = adapter->params(meta);
        if (!params) return params.error();
        if (std::string(adapter->gameId) == "battle_royale") params.value()["hit_outcomes"] = battleHitOutcomes(file);
        auto actions = adapter->actions(file, n);
        if (!actions) return actions.error();
        Json seats = Json::array();
        for (const auto& p : players)
            seats.push_back({{"type", "replay"},
                             {"name", p.value("id", "player")},
                             {"model", p.value("model", "unknown")},
                             {"source", sourceName}});
        GamaBenchRun run;
        run.spec = {{"name", meta.value("name_exp", "gamabench-import")},
                    {"description", "Imported from the γ-Bench result file " + sourceName},
                    {"game", adapter->gameId},
                    {"params", params.value()},
                    {"rounds", static_cast<int>(file.at("round_records").size())},
                    {"repetitions", 1},
                    {"seed", 0},
                    {"invalid_answers", {{"max_attempts", 1}, {"fallback", "abort"}}},
                    {"seats", seats}};
        run.actions = std::move(actions.value());
        return run;
    } catch (const Json::exception& e) {
        return Error::make("import", std::string("malformed γ-Bench file: ") + e.what());
    }
}

Result<std::string> importGamaBenchFile(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry) {
    auto file = readJsonFile(path, kImportFileLimit);
    if (!file) return file.error();
    const std::string source = std::filesystem::path(path).filename().string();
    auto converted = convertGamaBench(file.value(), source, registry);
    if (!converted) return Error::make(converted.error().code, path + ": " + converted.error().message);
    return replayIntoRunFolder(path, converted->spec, converted->actions, runsDir, registry);
}

Result<ImportResult> importGamaBenchRun(const std::string& path, const std::string& runsDir,
                                        const GameRegistry& registry) {
    auto dir = importGamaBenchFile(path, runsDir, registry);
    if (!dir) return dir.error();
    return ImportResult{dir.value(), {}};
}

}  // namespace nashlab::engine
