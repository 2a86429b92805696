// The answer parser on a model's reply, against the action specs of real games: every built-in
// game in its default setup, at its first steps (a pirate's plan, then the vote). The first
// byte picks the spec, the rest is the reply. An accepted action is what the session then
// judges: it must coerce to itself (it is already normalised) and the game's validate() must
// answer for it without a crash.
#include <cstdint>
#include <memory>
#include <set>
#include <vector>

#include "engine/game/game_registry.h"
#include "engine/prompt/answer_parser.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::engine;
using nashlab::fuzz::require;

namespace {

struct Decision {
    std::shared_ptr<const State> state;
    int seat = 0;
    ActionSpec spec;
};

constexpr int kStepsPerGame = 3;

// Each game's decisions over its first steps (random legal play), one per distinct action spec.
std::vector<Decision> decisions() {
    std::vector<Decision> all;
    std::set<std::string> seen;  // one decision per distinct spec of a game (seats often share one)
    Rng rng(11);
    for (const Game* game : GameRegistry::builtin().games()) {
        const Json params = resolveParams(game->params(), Json::object()).value();
        const GameSetup setup(params, game->seats().defaultCount, game->defaultRounds(params), 5);
        auto made = game->newState(setup);
        require(made.ok(), "a game starts in its default setup", game->id());
        std::unique_ptr<State> state = std::move(made.value());
        for (int step = 0; step < kStepsPerGame && !state->finished(); ++step) {
            std::map<int, Json> actions;
            for (int seat : state->actingSeats()) actions[seat] = state->randomLegalAction(seat, rng);
            // The state is kept as it is now for these decisions; play goes on in a copy.
            auto next = game->restoreState(state->toJson());
            require(next.ok(), "a state restores from its snapshot", game->id());
            std::shared_ptr<const State> kept(std::move(state));
            for (const auto& [seat, action] : actions) {
                ActionSpec spec = kept->actionSpec(seat);
                if (seen.insert(game->id() + spec.toJson().dump()).second) all.push_back({kept, seat, std::move(spec)});
            }
            state = std::move(next.value());
            (void)state->apply(actions);
        }
    }
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<Decision> kDecisions = decisions();
    if (size == 0) return 0;
    const Decision& d = kDecisions[data[0] % kDecisions.size()];
    const std::string reply = nashlab::fuzz::textOf(data + 1, size - 1);
    auto answer = parseAnswer(reply, d.spec);
    if (!answer) return 0;
    auto again = d.spec.coerce(answer->action);
    require(again.ok() && again.value() == answer->action, "a parsed action coerces to itself",
            answer->action.dump(-1, ' ', false, Json::error_handler_t::replace));
    (void)d.state->validate(d.seat, answer->action);
    return 0;
}
