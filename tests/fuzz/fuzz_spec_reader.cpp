// The spec reader as `nashlab-cli run` and `nashlab-cli tournament` use it: text -> JSON ->
// ExperimentSpec (or TournamentSpec). An accepted spec is then taken as far as a run takes it
// before playing: the resolved spec written to spec.json must read back, the first session's
// state and bots must be made (or refused) without a crash.
#include <cstdint>

#include "engine/experiment/experiment_spec.h"
#include "engine/tournament/tournament_spec.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::engine;
using nashlab::fuzz::require;

namespace {

constexpr std::uint64_t kSeed = 7;

void startFirstSession(const ExperimentSpec& spec, const GameRegistry& registry) {
    const Game* game = registry.find(spec.game);
    require(game != nullptr, "an accepted spec names a known game", spec.game);
    const SessionSpec session = sessionSpec(spec, 0);
    auto state = game->newState(session.setup);
    if (!state) return;
    for (int i = 0; i < static_cast<int>(session.seats.size()); ++i) {
        const SeatSpec& seat = session.seats[static_cast<std::size_t>(i)];
        if (seat.type != "bot") continue;
        const BotContext context{i, session.setup.numSeats, session.setup.params};
        (void)game->makeBotChecked(seat.strategy, seat.options, context);
    }
    for (int seat : state.value()->actingSeats()) (void)state.value()->actionSpec(seat).toJsonSchema();
}

void readTournament(const Json& json, const GameRegistry& registry) {
    auto spec = parseTournamentSpec(json, registry, kSeed);
    if (!spec) return;
    auto again = parseTournamentSpec(spec->toJson(), registry, kSeed);
    require(again.ok(), "a resolved tournament spec reads back", again ? "" : again.error().message);
    if (spec->entrants.size() < 2 || spec->environments.empty()) return;
    auto game = gameExperiment(spec.value(), registry, 0, 0, 1, kSeed, "fuzz");
    if (game) startFirstSession(game.value(), registry);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto json = parseJson(nashlab::fuzz::textOf(data, size), "spec");
    if (!json) return 0;
    const GameRegistry& registry = GameRegistry::builtin();
    if (isTournamentSpec(json.value())) {
        readTournament(json.value(), registry);
        return 0;
    }
    auto spec = parseExperimentSpec(json.value(), registry, kSeed);
    if (!spec) return 0;
    auto again = parseExperimentSpec(spec->toJson(), registry, kSeed);
    require(again.ok(), "a resolved spec reads back", again ? "" : again.error().message);
    startFirstSession(spec.value(), registry);
    return 0;
}
