// Built-in strategies for undercover. Each reads only its own word and its table of associations
// (UndercoverState::associationsOf for its own seat) and the clues said aloud.
// random: a clue drawn from the whole list (never one's own word) and a random legal vote.
// associations: a clue of its own word's associations no one has said yet; a vote for the player
// whose clues are least related to its own word (fewest of them among its associations).
#include <algorithm>
#include <set>

#include "engine/games/bot_answer.h"
#include "engine/games/undercover/undercover_game.h"
#include "engine/games/undercover/undercover_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using undercover::foldCase;

int pick(const std::vector<int>& options, Rng& rng) {
    return options[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(options.size()) - 1))];
}

Json associationClue(const UndercoverState& state, int seat, Rng& rng) {
    std::set<std::string> said;
    for (const auto& u : state.talk().all()) said.insert(foldCase(u.text));
    const auto mine = state.associationsOf(seat);
    std::vector<int> fresh;
    for (std::size_t i = 0; i < mine.size(); ++i)
        if (!said.count(foldCase(mine[i]))) fresh.push_back(static_cast<int>(i));
    if (fresh.empty()) {
        if (mine.empty()) return state.defaultAction(seat);  // a pair the table does not know
        for (std::size_t i = 0; i < mine.size(); ++i) fresh.push_back(static_cast<int>(i));
    }
    return {{"clue", mine[static_cast<std::size_t>(pick(fresh, rng))]}};
}

// How related each player's clues are to the voter's own word: the number of them among its
// associations. The voter votes for the least related player still in (ties drawn).
Json relatednessVote(const UndercoverState& state, int seat, Rng& rng) {
    std::set<std::string> mine;
    for (const auto& clue : state.associationsOf(seat)) mine.insert(foldCase(clue));
    std::vector<int> related(static_cast<std::size_t>(state.numSeats()), 0);
    for (const auto& u : state.talk().all())
        if (mine.count(foldCase(u.text))) ++related[static_cast<std::size_t>(u.seat)];
    int least = 1 << 30;
    for (int s = 0; s < state.numSeats(); ++s)
        if (s != seat && state.alive(s)) least = std::min(least, related[static_cast<std::size_t>(s)]);
    std::vector<int> suspects;
    for (int s = 0; s < state.numSeats(); ++s)
        if (s != seat && state.alive(s) && related[static_cast<std::size_t>(s)] == least) suspects.push_back(s);
    return {{"vote", pick(suspects, rng) + 1}};
}

}  // namespace

std::vector<StrategyInfo> UndercoverGame::strategies() const {
    return {
        {"random", "A clue drawn from the whole word list (never its own word) and a random vote.", {}},
        {"associations",
         "Gives a clue from its word's associations that no one has said yet, and votes for the player whose clues "
         "are least related to its own word.",
         {}},
    };
}

Result<std::unique_ptr<Seat>> UndercoverGame::makeBot(const std::string& strategy, const Json& /*options*/,
                                                      const BotContext& /*context*/) const {
    BotSeat::Strategy play;
    if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            return stateOf<UndercoverState>(req).randomLegalAction(req.seat, rng);
        };
    } else if (strategy == "associations") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto& state = stateOf<UndercoverState>(req);
            return state.phase() == UndercoverState::Phase::Clue ? associationClue(state, req.seat, rng)
                                                                 : relatednessVote(state, req.seat, rng);
        };
    } else {
        return Error::make("unknown_strategy", "undercover has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
