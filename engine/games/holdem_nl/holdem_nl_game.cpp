#include "engine/games/holdem_nl/holdem_nl_game.h"

#include "engine/games/holdem_nl/cards.h"
#include "engine/games/holdem_nl/holdem_nl_state.h"
#include "engine/games/holdem_nl/holdem_nl_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo holdemInfo() {
    GameInfo info;
    info.id = "holdem_nl";
    info.title = "Texas Hold'em (heads-up, no limit)";
    info.source =
        "LLMArena, Chen et al. 2024, 'Texas Hold'em' (THU-BPM/LLMArena, PettingZoo texas_holdem_no_limit_v6 "
        "on RLCard)";
    info.summary =
        "Two players each get two private cards and share five community cards, dealt as the flop, the turn and "
        "the river, with a round of betting before each and after the last. Each acts by folding, checking or "
        "calling, raising half the pot or the whole pot, or going all in. Whoever is left alone, or shows the "
        "best five-card hand, wins the pot.";
    info.seats = {2, 2, 2};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    info.charts = kPayoffPaths;
    info.supportsLoseGame = true;
    return info;
}

}  // namespace

HoldemGame::HoldemGame() : Game(holdemInfo()) {}

std::vector<ParamSpec> HoldemGame::params() const {
    return {
        {"stack",
         "Starting chips",
         ParamKind::Int,
         100,
         10.0,
         100000.0,
         {},
         "Chips each player starts the hand with (LLMArena: 100)."},
        {"small_blind",
         "Small blind",
         ParamKind::Int,
         1,
         1.0,
         1000.0,
         {},
         "The forced bet of the small blind; the big blind posts twice as much (LLMArena: 1 and 2)."},
        {"small_blind_seat",
         "Who posts the small blind",
         ParamKind::Choice,
         "random",
         {},
         {},
         {"random", "first", "second"},
         "Which seat posts the small blind and acts first on every street: drawn from the seed (LLMArena, as "
         "RLCard), or fixed."},
        {"start",
         "Start",
         ParamKind::Choice,
         "preflop",
         {},
         {},
         {"preflop", "flop"},
         "Where the hand starts: with the blinds (a whole hand), or on the flop after the small blind called "
         "and the big blind checked (the spots of LLMArena's risk assessment)."},
        {"deal",
         "Fixed cards",
         ParamKind::Text,
         "",
         {},
         {},
         {},
         "Cards to deal instead of shuffled ones, in dealing order: the first seat's first card, the second "
         "seat's first card, the first seat's second card, the second seat's second card, then the flop, turn "
         "and river (up to 9 codes such as 'Ah Kd Ac Kc 2s 7h 9d Jc 3c'). Empty: everything from the seed."},
    };
}

Status HoldemGame::checkParams(const Json& params, int /*numSeats*/) const {
    const int stack = params.value("stack", 100);
    const int small = params.value("small_blind", 1);
    // Checked for every new hand, so the usual empty 'deal' is not parsed.
    if (const std::string text = params.value("deal", std::string()); !text.empty()) {
        const auto deal = holdem::parseCodes(text);
        if (!deal) return Error::make("invalid_params", "'deal': " + deal.error().message);
        if (deal->size() > 9)
            return Error::make("invalid_params",
                               "'deal' names " + std::to_string(deal->size()) +
                                   " cards; a hand deals at most 9 (4 hole cards and 5 on the board)");
    }
    if (stack < 4 * small)
        return Error::make("invalid_params", "'stack' (" + std::to_string(stack) +
                                                 ") must be at least twice the big blind (2 × 'small_blind' = " +
                                                 std::to_string(2 * small) + ")");
    return okStatus();
}

// One action per round. A hand of the five abstract actions has at most a few dozen (each raise
// grows the pot by half at least); the cap only stops a record edited by hand.
int HoldemGame::defaultRounds(const Json& /*params*/) const { return 100; }

Result<std::unique_ptr<State>> HoldemGame::newState(const GameSetup& setup) const {
    if (setup.numSeats != 2)
        return Error::make("invalid_seats", "holdem_nl needs exactly 2 seats, got " + std::to_string(setup.numSeats));
    if (auto ok = checkParams(setup.params, setup.numSeats); !ok) return ok.error();
    return std::unique_ptr<State>(std::make_unique<HoldemState>(setup));
}

const HumanView& HoldemGame::humanView() const {
    static const HoldemView view;
    return view;
}

}  // namespace nashlab::engine::games
