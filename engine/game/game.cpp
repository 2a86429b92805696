#include "engine/game/game.h"

#include <algorithm>
#include <array>

namespace nashlab::engine {

namespace {

// The last bot options resolved on this thread. A batch asks for the same few bots session after
// session (a hand of bargaining spent a tenth of its time resolving its two bots' options again);
// an entry is used only when game, strategy and options all compare equal, so it gives exactly
// what resolveParams would.
struct ResolvedOptions {
    const Game* game = nullptr;
    std::string gameId;
    std::string strategy;
    Json options;
    Json resolved;
};
constexpr std::size_t kKeptResolutions = 8;

const Json* keptResolution(const Game& game, const std::string& strategy, const Json& options,
                           std::array<ResolvedOptions, kKeptResolutions>& kept) {
    for (const auto& k : kept)
        if (k.game == &game && k.strategy == strategy && k.gameId == game.id() && k.options == options)
            return &k.resolved;
    return nullptr;
}

}  // namespace

const HumanView& Game::humanView() const {
    static const HumanView generic;
    return generic;
}

Result<std::unique_ptr<State>> Game::restoreState(const Json& snapshot) const {
    try {
        GameSetup setup;
        setup.params = snapshot.at("setup").at("params");
        setup.numSeats = snapshot.at("setup").at("seats").get<int>();
        setup.rounds = snapshot.at("setup").at("rounds").get<int>();
        setup.seed = snapshot.at("setup").at("seed").get<std::uint64_t>();
        setup.carryIn = snapshot.at("setup").value("carry_in", Json());
        auto state = newState(setup);
        if (!state) return state.error();
        for (const auto& round : snapshot.at("rounds")) {
            for (const auto& step : round.at("steps")) {
                std::map<int, Json> actions;
                for (const auto& [seat, action] : step.items()) actions[std::stoi(seat)] = action;
                const AppliedStep applied = state.value()->apply(actions);
                if (applied.refused())
                    return Error::make("mismatch",
                                       "round " + round.value("round", Json()).dump() +
                                           " of the record cannot be replayed: " + applied.error()->message);
            }
        }
        return state;
    } catch (const std::exception& e) {
        return Error::make("parse", std::string("malformed state snapshot: ") + e.what());
    }
}

Result<std::unique_ptr<Seat>> Game::makeBotChecked(const std::string& strategy, const Json& options,
                                                   const BotContext& context) const {
    const auto& all = strategyList();
    const auto it = std::find_if(all.begin(), all.end(), [&](const StrategyInfo& s) { return s.id == strategy; });
    if (it == all.end()) {
        std::string known;
        for (const auto& s : all) known += (known.empty() ? "" : ", ") + s.id;
        return Error::make("unknown_strategy",
                           "game '" + id() + "' has no bot strategy '" + strategy + "' (known: " + known + ")");
    }
    thread_local std::array<ResolvedOptions, kKeptResolutions> kept;
    thread_local std::size_t next = 0;
    if (const Json* known = keptResolution(*this, strategy, options, kept)) return makeBot(strategy, *known, context);
    auto resolved = resolveParams(it->options, options);
    if (!resolved)
        return Error::make(resolved.error().code, "strategy '" + strategy + "': " + resolved.error().message);
    ResolvedOptions& slot = kept[next++ % kept.size()];
    slot = {this, id(), strategy, options, std::move(resolved.value())};
    return makeBot(strategy, slot.resolved, context);
}

const std::vector<StrategyInfo>& Game::strategyList() const {
    std::call_once(m_strategiesOnce, [this] { m_strategies = strategies(); });
    return m_strategies;
}

Json Game::describe() const {
    Json params = Json::array();
    for (const auto& p : this->params()) params.push_back(p.toJson());
    Json strategies = Json::array();
    for (const auto& s : this->strategies()) {
        Json options = Json::array();
        for (const auto& o : s.options) options.push_back(o.toJson());
        strategies.push_back({{"id", s.id}, {"description", s.description}, {"options", options}});
    }
    const auto range = seats();
    return {{"id", id()},
            {"title", title()},
            {"source", source()},
            {"summary", summary()},
            {"seats", {{"min", range.min}, {"max", range.max}, {"default", range.defaultCount}}},
            {"simultaneous", simultaneous()},
            {"default_rounds", defaultRounds(resolveParams(this->params(), Json::object()).value())},
            {"params", params},
            {"strategies", strategies},
            {"scoring_modes", scoringModes()}};
}

}  // namespace nashlab::engine
