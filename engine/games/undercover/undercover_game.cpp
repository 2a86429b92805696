#include "engine/games/undercover/undercover_game.h"

#include "engine/games/undercover/undercover_pair.h"
#include "engine/games/undercover/undercover_state.h"
#include "engine/games/undercover/undercover_view.h"
#include "engine/games/undercover/undercover_words.h"

namespace nashlab::engine::games {

namespace {

GameInfo undercoverInfo() {
    GameInfo info;
    info.id = "undercover";
    info.title = "Undercover";
    info.source = "LLMArena, Chen et al. 2024, 'Undercover' (THU-BPM/LLMArena, undercover_v1)";
    info.summary =
        "Every player gets a secret word: all share one, except the undercover, whose word is related but "
        "different. In turn each player gives a short clue about their word without saying it, then everyone "
        "votes a player out. The others win when the undercover is voted out; the undercover wins by surviving "
        "until only three players are left.";
    info.seats = {4, 8, 5};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    // Clues are words and votes are players: the payoff path (who won) is the chart that reads.
    info.charts = kPayoffPaths;
    info.scoringModes = {"undercover_win"};
    return info;
}

}  // namespace

UndercoverGame::UndercoverGame() : Game(undercoverInfo()) {}

std::vector<ParamSpec> UndercoverGame::params() const {
    return {
        {"language",
         "Word list",
         ParamKind::Choice,
         "en",
         {},
         {},
         {"en", "de", "zh_CN"},
         "The list the pair is drawn from (65 pairs each, written for NashLab): English, German or Chinese."},
        {"pair",
         "Fixed pair",
         ParamKind::Text,
         "",
         {},
         {},
         {},
         "A pair to play instead of one drawn from the list: the undercover's word, ' - ', the others' word "
         "(e.g. 'Sun - Moon'). Bots know clues only for the listed pairs."},
        {"undercover_seat",
         "Undercover seat",
         ParamKind::Int,
         0,
         0.0,
         8.0,
         {},
         "Which player is the undercover, from 1; 0 draws it from the seed. LLMArena's code always makes the last "
         "player the undercover."},
        {"clue_length", "Clue length", ParamKind::Int, 120, 10.0, 500.0, {}, "The most characters a clue may have."},
    };
}

int UndercoverGame::maxSteps(int numSeats) {
    int steps = 0;
    for (int alive = numSeats; alive > 3; --alive) steps += alive + 1;
    return steps;
}

int UndercoverGame::defaultRounds(const Json& /*params*/) const { return maxSteps(8); }

Status UndercoverGame::checkParams(const Json& params, int numSeats) const {
    if (numSeats < 4 || numSeats > 8)
        return Error::make("invalid_seats", "undercover needs 4 to 8 seats, got " + std::to_string(numSeats));
    if (auto pair = undercover::parsePair(params.value("pair", std::string())); !pair) return pair.error();
    const int seat = params.value("undercover_seat", 0);
    if (seat > numSeats)
        return Error::make("invalid_params", "'undercover_seat' is " + std::to_string(seat) + " but there are only " +
                                                 std::to_string(numSeats) + " seats");
    if (undercover::wordPairs(params.value("language", std::string("en"))).empty())
        return Error::make("invalid_params", "'language' must be en, de or zh_CN");
    return okStatus();
}

Result<std::unique_ptr<State>> UndercoverGame::newState(const GameSetup& setup) const {
    if (auto ok = checkParams(setup.params, setup.numSeats); !ok) return ok.error();
    return std::unique_ptr<State>(std::make_unique<UndercoverState>(setup));
}

const HumanView& UndercoverGame::humanView() const {
    static const UndercoverView view;
    return view;
}

}  // namespace nashlab::engine::games
