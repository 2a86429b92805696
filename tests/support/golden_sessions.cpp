#include "tests/support/golden_sessions.h"

#include <algorithm>
#include <set>

#include "engine/core/rng.h"
#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"

namespace nashlab::test {
namespace {

using engine::Json;

// A bot that also reads its prompt, so the runner renders (and records the hash of) the messages
// a model in that seat would get, while the answer stays the bot's.
class PromptReadingBot final : public engine::Seat {
public:
    explicit PromptReadingBot(std::unique_ptr<engine::Seat> bot) : m_bot(std::move(bot)) {}
    void decide(const engine::DecisionRequest& request, Callback done) override { m_bot->decide(request, done); }
    void cancel() override { m_bot->cancel(); }
    bool readsPrompt() const override { return true; }

private:
    std::unique_ptr<engine::Seat> m_bot;
};

// Parameters drawn now and then away from their defaults: choices and booleans only, whose every
// value is legal on its own. A combination the game refuses falls back to the defaults.
Json drawParams(const engine::Game& game, engine::Rng& rng) {
    // Parameters added after tests/data/golden was written are left at their defaults: drawing them
    // would change every later draw. Their games' own tests cover them.
    static const std::set<std::string> kNewerThanGoldens = {"bid_cap", "contribution_cap", "other_answers",
                                                            "dead_target", "reveal_choices"};
    Json params = Json::object();
    for (const auto& p : game.params()) {
        if (kNewerThanGoldens.count(p.key)) continue;
        if (!rng.bernoulli(0.3)) continue;
        if (p.kind == engine::ParamKind::Choice && !p.choices.empty())
            params[p.key] =
                p.choices[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(p.choices.size()) - 1))];
        else if (p.kind == engine::ParamKind::Bool && p.defaultValue.is_boolean())
            params[p.key] = !p.defaultValue.get<bool>();
    }
    return params;
}

}  // namespace

Json goldenSpec(const engine::Game& game, int index) {
    engine::Rng rng(engine::mixSeed({engine::hashString(game.id()), static_cast<std::uint64_t>(index)}));
    const auto range = game.seats();
    const int seats = static_cast<int>(rng.uniformInt(range.min, std::max(range.min, std::min(range.max, 6))));
    // Strategies added after tests/data/golden was written have no golden record: drawing them would
    // change every later draw of that game's specs. They are tested by their game's own tests.
    static const std::set<std::string> kNewerThanGoldens = {"blend_in"};
    std::vector<engine::StrategyInfo> strategies;
    for (const auto& s : game.strategies())
        if (!kNewerThanGoldens.count(s.id)) strategies.push_back(s);
    Json seatList = Json::array();
    for (int i = 0; i < seats; ++i) {
        const auto& s =
            strategies[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(strategies.size()) - 1))];
        seatList.push_back({{"type", "bot"}, {"strategy", s.id}, {"name", "seat " + std::to_string(i + 1)}});
    }
    const int depths[] = {-1, 0, 1, 3};
    Json spec = {{"game", game.id()},
                 {"name", "golden"},
                 {"seed", 1000 + index},
                 {"seats", seatList},
                 {"history_depth", depths[rng.uniformInt(0, 3)]},
                 {"record_messages", "hash"}};
    const Json params = drawParams(game, rng);
    if (!params.empty()) spec["params"] = params;
    // Short sessions keep the files small; games whose default is a long cap (an auction ends by
    // itself) are cut at a few dozen rounds.
    auto resolved = engine::resolveParams(game.params(), params);
    const int defaultRounds = game.defaultRounds(resolved ? resolved.value() : Json::object());
    spec["rounds"] = defaultRounds <= 30 ? rng.uniformInt(1, std::min(defaultRounds, 6)) : rng.uniformInt(5, 30);
    return spec;
}

std::vector<Json> playGoldenSession(const engine::Game& game, int index) {
    Json specJson = goldenSpec(game, index);
    auto spec = engine::parseExperimentSpec(specJson, engine::GameRegistry::builtin(), 0);
    if (!spec && specJson.contains("params")) {  // a drawn combination the game refuses: its defaults
        specJson.erase("params");
        spec = engine::parseExperimentSpec(specJson, engine::GameRegistry::builtin(), 0);
    }
    if (!spec) return {Json{{"error", spec.error().message}}};
    const bool promptSeat = index % 2 == 0;
    auto bots = engine::builtinSeatFactory();
    engine::SeatFactory factory = [bots, promptSeat](const engine::Game& g, const engine::SessionSpec& session,
                                                     int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        auto bot = bots(g, session, seat);
        if (!bot || !promptSeat || seat != 0) return bot;
        return std::unique_ptr<engine::Seat>(std::make_unique<PromptReadingBot>(std::move(bot.value())));
    };
    engine::MemorySink sink;
    const engine::PromptBuilder prompts;
    engine::ExperimentRunner runner(game, spec.value(), factory, sink, prompts);
    runner.start();
    std::vector<Json> events;
    for (auto& e : sink.events) {
        e.erase("t");
        events.push_back(std::move(e));
    }
    if (!runner.done()) events.push_back({{"error", "the session did not finish"}});
    for (const auto& e : runner.outcome().errors) events.push_back({{"error", e}});
    return events;
}

Json goldenLine(const engine::Game& game, int index) {
    return {{"index", index}, {"spec", goldenSpec(game, index)}, {"events", playGoldenSession(game, index)}};
}

}  // namespace nashlab::test
