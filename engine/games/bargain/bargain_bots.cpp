// Built-in strategies for bargain. Each reads the table through BargainState's accessors, and of
// the values only its own (values(req.seat)): what the other wants it never knows.
//   random: accepts a standing offer with a set probability, else proposes a uniformly random split.
//   greedy: keeps every item worth something to it, then gives away one item per proposal, the one
//     worth least to it, never going below its floor; accepts an offer worth at least what it would
//     ask next.
//   fair_split: proposes keeping about half its pool (the least value of at least 5, with the fewest
//     items); accepts any offer worth 5 or more to it.
//   accept_threshold: accepts any offer worth at least its threshold; else keeps every item worth
//     something to it.
#include "engine/games/bargain/bargain_game.h"
#include "engine/games/bargain/bargain_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using bargain::Items;
using bargain::kKinds;

// Every item worth something to `seat`.
Items keepValued(const BargainState& s, int seat) {
    Items keep = s.counts();
    for (std::size_t k = 0; k < kKinds; ++k)
        if (s.values(seat)[k] == 0) keep[k] = 0;
    return keep;
}

// keepValued, minus `concessions` items given one at a time, each the one worth least to `seat`
// (hats before balls before apples on a tie), while what it keeps stays worth at least `floor`.
Items greedyKeep(const BargainState& s, int seat, int concessions, int floor) {
    Items keep = keepValued(s, seat);
    const Items& v = s.values(seat);
    for (int c = 0; c < concessions; ++c) {
        int cheapest = -1;
        for (std::size_t k = 0; k < kKinds; ++k)
            if (keep[k] > 0 && (cheapest < 0 || v[k] < v[static_cast<std::size_t>(cheapest)]))
                cheapest = static_cast<int>(k);
        if (cheapest < 0) break;
        Items fewer = keep;
        --fewer[static_cast<std::size_t>(cheapest)];
        if (s.valueOf(seat, fewer) < floor) break;
        keep = fewer;
    }
    return keep;
}

// The least own value of at least half the pool, keeping the fewest items; the first such split
// counting hats, then balls, then apples upwards.
Items fairKeep(const BargainState& s, int seat) {
    const Items& n = s.counts();
    Items best = n;
    int bestValue = s.valueOf(seat, n), bestItems = n[0] + n[1] + n[2];
    for (int h = 0; h <= n[0]; ++h)
        for (int b = 0; b <= n[1]; ++b)
            for (int a = 0; a <= n[2]; ++a) {
                const Items keep{h, b, a};
                const int value = s.valueOf(seat, keep), items = h + b + a;
                if (value < bargain::kPoolValue / 2) continue;
                if (value < bestValue || (value == bestValue && items < bestItems)) {
                    best = keep;
                    bestValue = value;
                    bestItems = items;
                }
            }
    return best;
}

// What the standing offer is worth to `seat`, or −1 without one.
int offerWorth(const BargainState& s, int seat) {
    const auto offer = s.standingOffer(seat);
    return offer ? s.valueOf(seat, s.rest(*offer)) : -1;
}

void proposeWithWords(const BargainState& s, const Items& keep, Json& action) {
    BargainState::writeProposal(
        action, keep,
        "I would like " + bargain::sharesText(keep) + "; you would get " + bargain::sharesText(s.rest(keep)) + ".");
}

}  // namespace

std::vector<StrategyInfo> BargainGame::strategies() const {
    return {
        {"random",
         "Accepts a standing offer with the given probability; otherwise proposes a uniformly random split, "
         "without words.",
         {{"accept_probability",
           "Chance to accept",
           ParamKind::Real,
           0.25,
           0.0,
           1.0,
           {},
           "How likely it accepts when an offer stands."}}},
        {"greedy",
         "Keeps every item worth something to it, then gives away one item per proposal, the one worth least to "
         "it, down to its floor; accepts an offer worth at least what it would ask next.",
         {{"floor",
           "Least value kept",
           ParamKind::Int,
           5,
           0.0,
           10.0,
           {},
           "It stops giving items away before what it keeps is worth less than this to it."}}},
        {"fair_split",
         "Proposes keeping about half of its pool's value (the least of at least 5) and accepts any offer worth 5 "
         "or more to it.",
         {}},
        {"accept_threshold",
         "Accepts any offer worth at least its threshold to it; otherwise proposes keeping every item worth "
         "something to it.",
         {{"threshold", "Threshold", ParamKind::Int, 6, 0.0, 10.0, {}, "The least value of an offer it accepts."}}},
    };
}

Result<std::unique_ptr<Seat>> BargainGame::makeBot(const std::string& strategy, const Json& options,
                                                   const BotContext& /*context*/) const {
    // Each writes into the seat's answer of its earlier turn (BotSeat::Writer): a proposal after
    // a proposal only changes numbers.
    BotSeat::Writer decide;
    if (strategy == "random") {
        const double accept = options.value("accept_probability", 0.25);
        decide = [accept](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& s = stateOf<BargainState>(req);
            if (s.standingOffer(req.seat) && rng.bernoulli(accept)) return BargainState::writeDeal(action);
            const Items& n = s.counts();
            Items keep{};
            for (std::size_t k = 0; k < kKinds; ++k) keep[k] = static_cast<int>(rng.uniformInt(0, n[k]));
            BargainState::writeProposal(action, keep);
        };
    } else if (strategy == "greedy") {
        const int floor = options.value("floor", 5);
        decide = [floor](const DecisionRequest& req, Rng& /*rng*/, Json& action) {
            const auto& s = stateOf<BargainState>(req);
            const Items keep = greedyKeep(s, req.seat, s.proposalsBy(req.seat), floor);
            if (offerWorth(s, req.seat) >= s.valueOf(req.seat, keep)) return BargainState::writeDeal(action);
            proposeWithWords(s, keep, action);
        };
    } else if (strategy == "fair_split") {
        decide = [](const DecisionRequest& req, Rng& /*rng*/, Json& action) {
            const auto& s = stateOf<BargainState>(req);
            if (offerWorth(s, req.seat) >= bargain::kPoolValue / 2) return BargainState::writeDeal(action);
            proposeWithWords(s, fairKeep(s, req.seat), action);
        };
    } else if (strategy == "accept_threshold") {
        const int threshold = options.value("threshold", 6);
        decide = [threshold](const DecisionRequest& req, Rng& /*rng*/, Json& action) {
            const auto& s = stateOf<BargainState>(req);
            if (offerWorth(s, req.seat) >= threshold) return BargainState::writeDeal(action);
            proposeWithWords(s, keepValued(s, req.seat), action);
        };
    } else {
        return Error::make("unknown_strategy", "bargain has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(decide)));
}

}  // namespace nashlab::engine::games
