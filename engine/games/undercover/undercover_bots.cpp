// Built-in strategies for undercover. Each reads only its own word and its table of associations
// (UndercoverState::associationsOf for its own seat) and the clues said aloud.
// random: a clue drawn from the whole list (never one's own word) and a random legal vote.
// associations: a clue of its own word's associations no one has said yet; a vote for the player
// whose clues are least related to its own word (fewest of them among its associations).
// blend_in: as associations, until the clues it heard fit the other word of a pair holding its
// own word better than its own word: then it takes itself for the undercover, gives clues of the
// others' word and votes as if that word were its own (what a good undercover player does). Its
// vote carries its guess of the others' word.
#include <algorithm>
#include <set>

#include "engine/games/bot_answer.h"
#include "engine/games/undercover/undercover_game.h"
#include "engine/games/undercover/undercover_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using undercover::foldCase;

// `action` as {key: ...} with one member, whose value is returned. A seat's answer of its earlier
// step (a clue before a vote, a vote before a clue) is reused: its one member is renamed in place.
Json& onlyMember(Json& action, const char* key) {
    if (action.is_object() && action.size() == 1) {
        auto& members = action.get_ref<Json::object_t&>();
        if (members.begin()->first != key) {
            auto node = members.extract(members.begin());
            node.key() = key;
            members.insert(std::move(node));
        }
        return members.begin()->second;
    }
    action = Json::object();
    return action[key];
}

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

// How related each player's clues are to a word (the voter's own, or the one it plays): the number
// of them among its associations `clues`. The voter votes for the least related player still in
// (ties drawn).
Json relatednessVote(const UndercoverState& state, int seat, const std::vector<std::string>& clues, Rng& rng) {
    std::set<std::string> mine;
    for (const auto& clue : clues) mine.insert(foldCase(clue));
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

// The word the table seems to share, with its associations: the seat's own, or, when the clues
// the others gave match the other word of a listed pair holding the seat's word more often, that word.
struct PlayedWord {
    std::string word;
    std::vector<std::string> clues;
};

PlayedWord wordToPlay(const UndercoverState& state, int seat) {
    std::set<std::string> heard;
    for (const auto& u : state.talk().all())
        if (u.seat != seat) heard.insert(foldCase(u.text));
    const auto hits = [&](const auto& clues) {
        int n = 0;
        for (const auto& c : clues) n += static_cast<int>(heard.count(foldCase(c)));
        return n;
    };
    PlayedWord best{state.wordOf(seat), state.associationsOf(seat)};
    int bestHits = hits(best.clues);
    const std::string own = foldCase(state.wordOf(seat));
    for (const auto& pair : undercover::wordPairs(state.language())) {
        const bool first = foldCase(pair.undercover) == own, second = foldCase(pair.civilian) == own;
        if (!first && !second) continue;
        const auto& other = first ? pair.civilianClues : pair.undercoverClues;
        if (hits(other) <= bestHits) continue;
        bestHits = hits(other);
        best.word = std::string(first ? pair.civilian : pair.undercover);
        best.clues.assign(other.begin(), other.end());
    }
    return best;
}

Json blendClue(const UndercoverState& state, int seat, const std::vector<std::string>& clues, Rng& rng) {
    std::set<std::string> said;
    for (const auto& u : state.talk().all()) said.insert(foldCase(u.text));
    std::vector<int> fresh;
    for (std::size_t i = 0; i < clues.size(); ++i)
        if (!said.count(foldCase(clues[i])) && !undercover::clueSaysWord(clues[i], state.wordOf(seat)))
            fresh.push_back(static_cast<int>(i));
    if (fresh.empty())  // all said: echo one, rather than give itself away with its own word's
        for (std::size_t i = 0; i < clues.size(); ++i)
            if (!undercover::clueSaysWord(clues[i], state.wordOf(seat))) fresh.push_back(static_cast<int>(i));
    if (fresh.empty()) return associationClue(state, seat, rng);
    return {{"clue", clues[static_cast<std::size_t>(pick(fresh, rng))]}};
}

}  // namespace

std::vector<StrategyInfo> UndercoverGame::strategies() const {
    return {
        {"random", "A clue drawn from the whole word list (never its own word) and a random vote.", {}},
        {"associations",
         "Gives a clue from its word's associations that no one has said yet, and votes for the player whose clues "
         "are least related to its own word.",
         {}},
        {"blend_in",
         "Plays as associations until the clues it hears fit the other word of its pair better than its own; then it "
         "takes itself for the undercover, gives clues of the others' word and votes as if that word were its own.",
         {}},
    };
}

Result<std::unique_ptr<Seat>> UndercoverGame::makeBot(const std::string& strategy, const Json& /*options*/,
                                                      const BotContext& /*context*/) const {
    if (strategy == "random") {
        // randomLegalAction(), written into the seat's earlier answer (BotSeat::Writer).
        BotSeat::Writer play = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& state = stateOf<UndercoverState>(req);
            if (state.phase() == UndercoverState::Phase::Vote)
                return setNumber(onlyMember(action, "vote"), std::int64_t{state.randomTarget(req.seat, rng) + 1});
            Json& clue = onlyMember(action, "clue");
            const std::string_view text = state.randomClue(req.seat, rng);
            if (clue.is_string())
                clue.get_ref<std::string&>().assign(text);
            else
                clue = std::string(text);
        };
        return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
    }
    BotSeat::Strategy play;
    if (strategy == "associations") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto& state = stateOf<UndercoverState>(req);
            return state.phase() == UndercoverState::Phase::Clue
                       ? associationClue(state, req.seat, rng)
                       : relatednessVote(state, req.seat, state.associationsOf(req.seat), rng);
        };
    } else if (strategy == "blend_in") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto& state = stateOf<UndercoverState>(req);
            const PlayedWord played = wordToPlay(state, req.seat);
            if (state.phase() == UndercoverState::Phase::Clue) return blendClue(state, req.seat, played.clues, rng);
            Json vote = relatednessVote(state, req.seat, played.clues, rng);
            vote["guess"] = played.word;  // what it takes the others' word to be
            return vote;
        };
    } else {
        return Error::make("unknown_strategy", "undercover has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
