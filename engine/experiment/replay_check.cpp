#include "engine/experiment/replay_check.h"

#include <tuple>

#include "engine/game/param_spec.h"

namespace nashlab::engine {
namespace {

std::string numbersText(const std::vector<double>& values) { return Json(values).dump(); }

}  // namespace

Status sameAsRecorded(const State& state, const SessionRecord& record) {
    if (state.roundsCompleted() != record.rounds.size())
        return Error::make("mismatch", "session '" + record.id + "': replaying its steps gives " +
                                           std::to_string(state.roundsCompleted()) + " rounds, the record has " +
                                           std::to_string(record.rounds.size()));
    for (std::size_t i = 0; i < record.rounds.size(); ++i) {
        const RoundOutcome& recorded = record.rounds[i];
        for (const auto& [what, replayed, kept] :
             {std::tuple{"payoffs", &state.payoffsAt(i), &recorded.payoffs},
              std::tuple{"cumulative payoffs", &state.cumulativeAt(i), &recorded.cumulative}})
            if (*replayed != *kept)
                return Error::make("mismatch", "session '" + record.id + "' round " + std::to_string(i + 1) +
                                                   ": replaying its steps gives " + what + " " +
                                                   numbersText(*replayed) + ", the record says " + numbersText(*kept));
    }
    return okStatus();
}

Status recordReplays(const RunRecord& run, const Game& game) {
    for (const SessionRecord& session : run.sessions) {
        if (session.started.is_null() || session.rounds.empty()) continue;
        Json setup = session.started.value("setup", Json());
        // The parameters as a spec would give them (missing ones get the game's defaults); ones
        // that are not the game's are named as such, not as a replay that failed.
        if (setup.is_object()) {
            auto params = resolveParams(game.params(), setup.value("params", Json()));
            if (!params)
                return Error::make("mismatch", "session '" + session.id + "' does not fit game '" + game.id() +
                                                   "': " + params.error().message);
            setup["params"] = std::move(params.value());
        }
        Json snapshot = {{"setup", std::move(setup)}, {"rounds", Json::array()}};
        for (const auto& r : session.rounds) snapshot["rounds"].push_back(r.toJson());
        auto restored = game.restoreState(snapshot);
        if (!restored)
            return Error::make("mismatch", "session '" + session.id + "' does not replay under the rules of '" +
                                               game.id() + "': " + restored.error().message);
        if (auto same = sameAsRecorded(*restored.value(), session); !same) return same;
    }
    return okStatus();
}

}  // namespace nashlab::engine
