#include "engine/games/bargain/bargain_game.h"

#include "engine/games/bargain/bargain_instance.h"
#include "engine/games/bargain/bargain_state.h"
#include "engine/games/bargain/bargain_view.h"

namespace nashlab::engine::games {
namespace {

GameInfo bargainInfo() {
    GameInfo info;
    info.id = "bargain";
    info.title = "Bargain (deal or no deal)";
    info.source =
        "LLMArena, Chen et al. 2024, 'Bargain' (THU-BPM/LLMArena, bargain_v1), after Lewis et al. 2017, 'Deal or "
        "No Deal? End-to-End Learning for Negotiation Dialogues'";
    info.summary =
        "Two players share a few hats, balls and apples. Each knows what the items are worth to itself (10 in "
        "all) but not to the other. In turn they propose what they keep, with a message, or accept the other's "
        "latest proposal; after 10 rounds without a deal both get nothing. A deal pays each its own value of its "
        "share minus the other's value of theirs.";
    info.seats = {2, 2, 2};
    info.simultaneous = false;
    info.roundsAreALimit = true;
    // Moves are splits and acceptances, not one number: the payoff path is the chart that reads.
    info.charts = kPayoffPaths;
    info.scoringModes = {"agreement"};
    info.supportsLoseGame = true;
    return info;
}

}  // namespace

BargainGame::BargainGame() : Game(bargainInfo()) {}

std::vector<ParamSpec> BargainGame::params() const {
    return {
        {"max_rounds",
         "Bargaining rounds",
         ParamKind::Int,
         10,
         1.0,
         50.0,
         {},
         "Rounds before the negotiation fails (LLMArena: 10). A round is the first player's turn, then the "
         "second's; as in LLMArena's code, the second player's turn of the last round is never played."},
        {"instance",
         "Fixed instance",
         ParamKind::Text,
         "",
         std::nullopt,
         std::nullopt,
         {},
         "Empty: drawn from the session's seed. Otherwise counts and values as \"1,2,3 8,1,0 4,0,2\" (hats, balls, "
         "apples; the first player's values; the second's): counts 1 to 5, 5 to 7 items, each pool worth 10."},
    };
}

// One turn per round, at most two per bargaining round but the last.
int BargainGame::defaultRounds(const Json& params) const { return 2 * params.value("max_rounds", 10) - 1; }

Status BargainGame::checkParams(const Json& params, int numSeats) const {
    if (numSeats != 2)
        return Error::make("invalid_seats", "bargain needs exactly 2 seats, got " + std::to_string(numSeats));
    const std::string fixed = params.value("instance", std::string());
    if (!fixed.empty())
        if (auto parsed = bargain::parseInstance(fixed); !parsed) return parsed.error();
    return okStatus();
}

Result<std::unique_ptr<State>> BargainGame::newState(const GameSetup& setup) const {
    if (auto ok = checkParams(setup.params, setup.numSeats); !ok) return ok.error();
    return std::unique_ptr<State>(std::make_unique<BargainState>(setup));
}

const HumanView& BargainGame::humanView() const {
    static const BargainView view;
    return view;
}

}  // namespace nashlab::engine::games
