// Built-in strategies for pirate. Each reads the game's state through its typed accessors: as
// proposer it sees who is aboard and the gold; as voter it sees its offer and its offset from the
// proposer.
#include <algorithm>
#include <cmath>

#include "engine/games/bot_answer.h"
#include "engine/games/pirate/pirate_game.h"
#include "engine/games/pirate/pirate_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

struct View {
    const PirateState& state;
    int gold;
    int aboard;
    int offer;
    int offset;
    bool proposing;
};

View viewOf(const DecisionRequest& req) {
    const auto& s = stateOf<PirateState>(req);
    const int seat = req.seat;
    return View{s, s.gold(), s.aboardCount(), s.offer(seat), seat - s.proposer(), s.proposing(seat)};
}

// Shares by offset from the proposer -> the answer object.
void propose(const View& v, const std::vector<int>& shares, Json& action) {
    static const std::string kProposal = "proposal";
    Json plan = Json::object();
    for (int i = 0; i < v.aboard; ++i)
        plan[v.state.name(v.state.proposer() + i)] = shares.at(static_cast<std::size_t>(i));
    answerField(action, kProposal) = std::move(plan);
}

// A vote, written into the seat's action object of its earlier vote: nothing is allocated.
void vote(bool accept, Json& action) {
    static const std::string kDecision = "decision";
    static const std::string kAccept = "accept";
    static const std::string kReject = "reject";
    setText(answerField(action, kDecision), accept ? kAccept : kReject);
}

// The proposer keeps `keep` of the gold; the rest is split evenly among the others.
std::vector<int> keepAndSplit(const View& v, double keep) {
    std::vector<int> shares(static_cast<std::size_t>(v.aboard), 0);
    const int others = v.aboard - 1;
    const int given = others > 0 ? static_cast<int>(std::floor(v.gold * (1.0 - keep) + 1e-9)) : 0;
    for (int i = 1; i <= others; ++i) shares[static_cast<std::size_t>(i)] = given / others;
    shares[0] = v.gold - (others > 0 ? (given / others) * others : 0);
    return shares;
}

}  // namespace

std::vector<StrategyInfo> PirateGame::strategies() const {
    return {
        {"ne",
         "Stewart's equilibrium: proposes one coin to every pirate at an even offset and keeps the rest; "
         "votes accept for 2+ coins, reject for 0, and for 1 coin accepts only at an even offset.",
         {}},
        {"random", "Proposes a uniformly random split and votes at random.", {}},
        {"fixed",
         "Keeps a fixed share as proposer (the rest split evenly) and always casts the same vote.",
         {{"keep", "Share kept", ParamKind::Real, 1.0, 0.0, 1.0, {}, "Fraction of the gold the proposer keeps."},
          {"vote", "Vote", ParamKind::Choice, "reject", {}, {}, {"accept", "reject"}, "The vote it always casts."}}},
        {"fair", "Proposes an equal split; accepts any plan giving it at least an equal share.", {}},
        {"myopic",
         "Buys the fewest votes it needs with one coin each from the pirates right after it and keeps "
         "the rest; accepts any plan that gives it at least one coin.",
         {}},
    };
}

Result<std::unique_ptr<Seat>> PirateGame::makeBot(const std::string& strategy, const Json& options,
                                                  const BotContext& /*context*/) const {
    BotSeat::Writer play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&, Json& action) {
            const View v = viewOf(req);
            if (v.proposing) return propose(v, stewartPlan(v.aboard, v.gold), action);
            vote(pirateOptimalAccept(v.offer, v.offset), action);
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const View v = viewOf(req);
            if (!v.proposing) return vote(rng.bernoulli(0.5), action);
            std::vector<std::int64_t> cuts;
            for (int i = 0; i < v.aboard - 1; ++i) cuts.push_back(rng.uniformInt(0, v.gold));
            std::sort(cuts.begin(), cuts.end());
            cuts.push_back(v.gold);
            std::vector<int> shares;
            std::int64_t previous = 0;
            for (auto c : cuts) {
                shares.push_back(static_cast<int>(c - previous));
                previous = c;
            }
            propose(v, shares, action);
        };
    } else if (strategy == "fixed") {
        const double keep = options.at("keep").get<double>();
        const bool accept = options.at("vote") == "accept";
        play = [keep, accept](const DecisionRequest& req, Rng&, Json& action) {
            const View v = viewOf(req);
            if (v.proposing) return propose(v, keepAndSplit(v, keep), action);
            vote(accept, action);
        };
    } else if (strategy == "fair") {
        play = [](const DecisionRequest& req, Rng&, Json& action) {
            const View v = viewOf(req);
            if (!v.proposing) return vote(v.offer >= v.gold / v.aboard, action);
            std::vector<int> shares(static_cast<std::size_t>(v.aboard), v.gold / v.aboard);
            shares[0] += v.gold % v.aboard;
            propose(v, shares, action);
        };
    } else if (strategy == "myopic") {
        play = [](const DecisionRequest& req, Rng&, Json& action) {
            const View v = viewOf(req);
            if (!v.proposing) return vote(v.offer >= 1, action);
            std::vector<int> shares(static_cast<std::size_t>(v.aboard), 0);
            const int needed = std::min((v.aboard + 1) / 2 - 1, v.gold);  // votes to buy besides its own
            for (int i = 1; i <= needed; ++i) shares[static_cast<std::size_t>(i)] = 1;
            shares[0] = v.gold - needed;
            propose(v, shares, action);
        };
    } else {
        return Error::make("unknown_strategy", "pirate has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
