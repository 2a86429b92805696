#include "engine/games/hanabi_small/hanabi_small_game.h"

#include "engine/games/hanabi_small/hanabi_small_state.h"
#include "engine/games/hanabi_small/hanabi_small_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo hanabiSmallInfo() {
    GameInfo info;
    info.id = "hanabi_small";
    info.title = "Hanabi (small)";
    info.source =
        "LLMArena, Chen et al. 2024, 'Hanabi' (THU-BPM/LLMArena, PettingZoo hanabi_v5, Hanabi Learning "
        "Environment)";
    info.summary =
        "Two players build fireworks together, one per colour, from 1 to 5. Each sees the other's cards but not "
        "their own; on a turn a player plays a card, discards one to regain an information token, or spends a "
        "token to point out the partner's cards of one colour or rank. A wrong play costs a life; the team "
        "scores the height of its fireworks.";
    info.seats = {2, 2, 2};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    // Moves are choices, not numbers: the payoff path (the team score growing) is the chart that reads.
    info.charts = kPayoffPaths;
    info.scoringModes = {"team_score"};
    return info;
}

}  // namespace

HanabiSmallGame::HanabiSmallGame() : Game(hanabiSmallInfo()) {}

std::vector<ParamSpec> HanabiSmallGame::params() const {
    return {
        {"colours",
         "Colours",
         ParamKind::Int,
         2,
         1.0,
         5.0,
         {},
         "Colours in the deck, ten cards each (Red, Yellow, then Green, White, Blue); LLMArena plays 2."},
        {"hand_size", "Cards in hand", ParamKind::Int, 2, 2.0, 5.0, {}, "Cards each player holds; LLMArena plays 2."},
        {"info_tokens",
         "Information tokens",
         ParamKind::Int,
         3,
         1.0,
         8.0,
         {},
         "Tokens the team starts with and may hold at most; a hint costs one (LLMArena: 3)."},
        {"life_tokens",
         "Life tokens",
         ParamKind::Int,
         1,
         1.0,
         3.0,
         {},
         "Wrong plays the team survives minus one; losing the last ends the game with score 0 (LLMArena: 1)."},
    };
}

// One turn per round. Plays and discards use up the cards, hints the tokens (which discards and
// finished fireworks give back): at most 21 turns per colour plus the starting tokens. Twice that
// leaves room for passes (forfeited turns), so the cap never cuts a game that forfeits play out.
int HanabiSmallGame::defaultRounds(const Json& params) const {
    return 2 * (21 * params.value("colours", 2) + params.value("info_tokens", 3));
}

Status HanabiSmallGame::checkParams(const Json& params, int numSeats) const {
    if (numSeats != 2)
        return Error::make("invalid_seats", "hanabi_small needs exactly 2 seats, got " + std::to_string(numSeats));
    const int colours = params.value("colours", 2), handSize = params.value("hand_size", 2);
    if (2 * handSize >= colours * 10)
        return Error::make("invalid_params", "'hand_size' " + std::to_string(handSize) +
                                                 " leaves no card to draw from " + std::to_string(colours * 10) +
                                                 " cards ('colours' " + std::to_string(colours) + ")");
    return okStatus();
}

Result<std::unique_ptr<State>> HanabiSmallGame::newState(const GameSetup& setup) const {
    if (auto ok = checkParams(setup.params, setup.numSeats); !ok) return ok.error();
    return std::unique_ptr<State>(std::make_unique<HanabiSmallState>(setup));
}

const HumanView& HanabiSmallGame::humanView() const {
    static const HanabiSmallView view;
    return view;
}

}  // namespace nashlab::engine::games
