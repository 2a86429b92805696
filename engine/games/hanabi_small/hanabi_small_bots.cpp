// Built-in strategies for hanabi_small, reading the table through HanabiSmallState's accessors.
// random_legal: a uniformly random legal move. rule_based (the baseline): play the oldest card
// its hints prove playable; else, with a token, hint the partner's oldest playable card that the
// partner cannot yet be sure of (its rank first, then its colour); else discard its oldest card;
// else (every token at hand, so no discard) hint the partner's oldest card's rank.
#include "engine/games/hanabi_small/hanabi_small_game.h"
#include "engine/games/hanabi_small/hanabi_small_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using Move = HanabiSmallState::Move;
using Kind = HanabiSmallState::Kind;

Move ruleBasedMove(const HanabiSmallState& s, int seat) {
    const auto& mine = s.hand(seat);
    for (std::size_t p = 0; p < mine.size(); ++p)
        if (s.knownPlayable(mine[p].known)) return {Kind::Play, static_cast<int>(p), -1};
    const auto& theirs = s.hand(1 - seat);
    if (s.infoTokens() > 0) {
        for (const auto& slot : theirs) {
            if (!s.playable(slot.card) || s.knownPlayable(slot.known)) continue;
            if (slot.known.rank == 0) return {Kind::HintRank, -1, slot.card.rank};
            return {Kind::HintColour, -1, slot.card.colour};
        }
    }
    if (s.check(seat, {Kind::Discard, 0, -1}).ok()) return {Kind::Discard, 0, -1};
    return {Kind::HintRank, -1, theirs.front().card.rank};  // at full tokens a hint is always affordable
}

}  // namespace

std::vector<StrategyInfo> HanabiSmallGame::strategies() const {
    return {
        {"random_legal", "Makes a uniformly random legal move: a play, a discard or a hint.", {}},
        // Every game has a `random` bot (benches and the composer's first choice play it).
        {"random", "The same as random_legal.", {}},
        {"rule_based",
         "Plays a card its hints prove playable; else hints a playable card of its partner (rank first, then "
         "colour); else discards its oldest card, or hints when it may not discard.",
         {}},
    };
}

Result<std::unique_ptr<Seat>> HanabiSmallGame::makeBot(const std::string& strategy, const Json& /*options*/,
                                                       const BotContext& /*context*/) const {
    BotSeat::Writer writer;
    if (strategy == "random_legal" || strategy == "random") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& s = stateOf<HanabiSmallState>(req);
            s.writeMove(s.randomLegalMove(req.seat, rng), action);
        };
    } else if (strategy == "rule_based") {
        writer = [](const DecisionRequest& req, Rng& /*rng*/, Json& action) {
            const auto& s = stateOf<HanabiSmallState>(req);
            s.writeMove(ruleBasedMove(s, req.seat), action);
        };
    } else {
        return Error::make("unknown_strategy", "hanabi_small has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(writer)));
}

}  // namespace nashlab::engine::games
