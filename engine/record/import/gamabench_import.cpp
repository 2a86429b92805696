#include "engine/record/import/gamabench_import.h"

#include <filesystem>

#include "engine/experiment/experiment_runner.h"
#include "engine/record/run_writer.h"
#include "engine/session/replay_seat.h"

namespace nashlab::engine {
namespace {

using Actions = std::vector<std::map<std::pair<int, int>, Json>>;

// One γ-Bench game: how to recognise its files, its NashLab id, its parameters, its actions.
struct Adapter {
    const char* recordField;  ///< a field only this game's round records have
    const char* gameId;
    Result<Json> (*params)(const Json& meta);
    Result<Actions> (*actions)(const Json& file, int players);
};

Result<Json> guessParams(const Json& meta) {
    // γ-Bench picks one winning number in response order: its tie rule is first_closest_number.
    return Json{{"min", meta.value("min", 0)}, {"max", meta.value("max", 100)},
                {"ratio", meta.value("ratio", 2.0 / 3.0)}, {"tie_rule", "first_closest_number"}};
}

// Simultaneous games: round j's action of player i is round_records[j].responses[i] in `field`.
Result<Actions> responsesAs(const Json& file, int players, const char* field) {
    Actions out(static_cast<std::size_t>(players));
    int round = 0;
    for (const auto& record : file.at("round_records")) {
        ++round;
        const Json& responses = record.at("responses");
        if (!responses.is_array() || static_cast<int>(responses.size()) != players)
            return Error::make("import", "round " + std::to_string(round) + " has " + std::to_string(responses.size()) +
                                             " responses for " + std::to_string(players) + " players");
        for (int i = 0; i < players; ++i) out[static_cast<std::size_t>(i)][{round, 0}] = Json{{field, responses[static_cast<std::size_t>(i)]}};
    }
    return out;
}

Result<Actions> guessActions(const Json& file, int players) { return responsesAs(file, players, "chosen_number"); }

const Adapter kAdapters[] = {
    {"mean_ratio", "guess_average", guessParams, guessActions},
};

const Adapter* adapterFor(const Json& file) {
    if (!file.is_object() || !file.contains("round_records") || !file["round_records"].is_array() || file["round_records"].empty())
        return nullptr;
    const Json& first = file["round_records"][0];
    for (const auto& a : kAdapters)
        if (first.contains(a.recordField)) return &a;
    return nullptr;
}

}  // namespace

Result<std::string> detectGamaBenchGame(const Json& file) {
    if (const Adapter* a = adapterFor(file)) return std::string(a->gameId);
    return Error::make("import", "not a γ-Bench result file NashLab can import (expected {meta, round_records, "
                                 "player_data} of a supported game)");
}

Result<GamaBenchRun> convertGamaBench(const Json& file, const std::string& sourceName, const GameRegistry& registry) {
    const Adapter* adapter = adapterFor(file);
    if (!adapter) return detectGamaBenchGame(file).error();
    if (!registry.find(adapter->gameId))
        return Error::make("import", std::string("γ-Bench game '") + adapter->gameId + "' is not available in this build");
    try {
        const Json& meta = file.at("meta");
        const Json& players = file.at("player_data");
        const int n = meta.value("player_num", static_cast<int>(players.size()));
        if (n != static_cast<int>(players.size()))
            return Error::make("import", "meta.player_num is " + std::to_string(n) + " but player_data lists " + std::to_string(players.size()));
        auto params = adapter->params(meta);
        if (!params) return params.error();
        auto actions = adapter->actions(file, n);
        if (!actions) return actions.error();
        Json seats = Json::array();
        for (const auto& p : players)
            seats.push_back({{"type", "replay"}, {"name", p.value("id", "player")}, {"model", p.value("model", "unknown")},
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

Result<std::string> importGamaBenchFile(const std::string& path, const std::string& runsDir, const GameRegistry& registry) {
    auto file = readJsonFile(path);
    if (!file) return file.error();
    const std::string source = std::filesystem::path(path).filename().string();
    auto converted = convertGamaBench(file.value(), source, registry);
    if (!converted) return Error::make(converted.error().code, path + ": " + converted.error().message);
    auto spec = parseExperimentSpec(converted->spec, registry, 0);
    if (!spec) return Error::make(spec.error().code, path + ": " + spec.error().message);
    auto writer = RunWriter::create(runsDir, spec->name, spec->toJson());
    if (!writer) return writer.error();

    const Actions actions = converted->actions;
    SeatFactory replay = [actions](const Game&, const SessionSpec&, int seat) -> Result<std::unique_ptr<Seat>> {
        return std::unique_ptr<Seat>(std::make_unique<ReplaySeat>(actions.at(static_cast<std::size_t>(seat))));
    };
    const PromptBuilder prompts;
    ExperimentRunner runner(*registry.find(spec->game), spec.value(), replay, *writer.value(), prompts);
    runner.start();
    if (!runner.done() || runner.outcome().finished != 1) {
        const std::string why = runner.outcome().errors.empty() ? "unknown reason" : runner.outcome().errors.front();
        return Error::make("import", path + ": the recorded actions do not replay under NashLab's rules: " + why);
    }
    return writer.value()->dir();
}

}  // namespace nashlab::engine
