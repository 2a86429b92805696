#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"

#include <algorithm>
#include <cmath>

#include "engine/games/sealed_bid_auction/sealed_bid_auction_state.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_view.h"

namespace nashlab::engine::games {

namespace {

GameInfo sealedBidAuctionInfo() {
    GameInfo info;
    info.id = "sealed_bid_auction";
    info.title = "Sealed-bid auction";
    info.source =
        "GAMA(γ)-Bench, Huang et al. 2025, 'Sealed-Bid Auction' (CUHK-ARISE/GAMABench); EconArena, Guo et al. "
        "2024, second-price auction with assets; LLMArena, Chen et al. 2024, 'Bid'";
    info.summary =
        "Each round every bidder learns a private value for one item and submits a sealed bid. The highest bid "
        "wins and pays its own bid (first price) or the second-highest bid (second price). In the second-price "
        "auction bidding one's value is a dominant strategy; in the first-price one bidders shade their bids.";
    info.seats = {2, 20, 10};
    info.scoringModes = {"gamabench_repo", "gamabench_paper"};
    return info;
}

}  // namespace

SealedBidAuctionGame::SealedBidAuctionGame() : Game(sealedBidAuctionInfo()) {}

std::vector<ParamSpec> SealedBidAuctionGame::params() const {
    return {
        {"price_rule",
         "Price rule",
         ParamKind::Choice,
         "first_price",
         {},
         {},
         {"first_price", "second_price"},
         "The winner pays the highest bid (first price, γ-Bench's scored game) or the second-highest (Vickrey, "
         "EconArena)."},
        {"valuation_source",
         "Valuations",
         ParamKind::Choice,
         "gamabench",
         {},
         {},
         {"gamabench", "uniform", "econarena_normal"},
         "gamabench: distinct values drawn as γ-Bench does (Python random.seed(42 + round − 1), sample of the grid), "
         "reproducing its table; uniform: independent draws on the grid from the session seed; econarena_normal: "
         "integer values from a normal distribution, 0 < v ≤ assets (EconArena)."},
        {"valuation_min",
         "Lowest value",
         ParamKind::Real,
         0.0,
         0.0,
         1e9,
         {},
         "Lower end of the value grid (γ-Bench 0)."},
        {"valuation_max",
         "Highest value",
         ParamKind::Real,
         200.0,
         0.0,
         1e9,
         {},
         "Upper end of the value grid (γ-Bench 200; Table 9 uses 100, 200, 400, 800). Also V_MAX of the paper score."},
        {"valuation_step",
         "Value step",
         ParamKind::Real,
         10.0,
         0.01,
         1e9,
         {},
         "Spacing of the value grid (γ-Bench 10)."},
        {"gamabench_seed",
         "γ-Bench seed",
         ParamKind::Int,
         42,
         0,
         1e9,
         {},
         "Round r uses Python's random.seed(seed + r − 1), as γ-Bench does (42)."},
        {"scale_group",
         "Scale group",
         ParamKind::Choice,
         "M",
         {},
         {},
         {"L", "M", "H", "custom"},
         "EconArena's groups for normal values: L N(50,10) with assets 100, M N(500,100) with 1000, H N(5000,1000) "
         "with 10000; custom uses the three settings below."},
        {"normal_mean",
         "Value mean",
         ParamKind::Real,
         500.0,
         0.0,
         1e9,
         {},
         "Mean of normal values (scale group custom)."},
        {"normal_sd",
         "Value sd",
         ParamKind::Real,
         100.0,
         0.0,
         1e9,
         {},
         "Standard deviation of normal values (custom)."},
        {"assets",
         "Assets",
         ParamKind::Real,
         0.0,
         0.0,
         1e9,
         {},
         "Units of assets per bidder (0 = none). With assets a bid may not exceed them and the payoff is assets − "
         "price + value for the winner, assets for the others (EconArena); econarena_normal takes them from the "
         "scale group unless it is custom."},
        {"overbidding",
         "Overbidding",
         ParamKind::Choice,
         "allowed",
         {},
         {},
         {"allowed", "illegal"},
         "illegal: a bid above one's own value is rejected (LLMArena's Bid); γ-Bench allows it."},
        {"tie_rule",
         "Tie rule",
         ParamKind::Choice,
         "random",
         {},
         {},
         {"random", "lowest_seat"},
         "random: a tied winner drawn from the session seed (γ-Bench); lowest_seat: the smallest seat id wins "
         "(EconArena)."},
        {"integer_bids",
         "Whole-number bids",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "γ-Bench asks for integers; EconArena allows reals."},
        {"redraw_values",
         "New values each round",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "false keeps round 1's values all session (EconArena's runs with history: values stay unchanged); the "
         "gamabench source always redraws."},
        {"reveal_bids",
         "Reveal all bids",
         ParamKind::Bool,
         false,
         {},
         {},
         {},
         "Show everyone's bids, values and payoffs after each round (EconArena's history); γ-Bench shows only the "
         "winning bid and price."},
        {"tell_opponents_rational",
         "Say opponents are rational",
         ParamKind::Bool,
         false,
         {},
         {},
         {},
         "Tell bidders the others are perfectly rational (EconArena's rational environment)."},
    };
}

int SealedBidAuctionGame::defaultRounds(const Json& /*params*/) const { return 20; }

Status SealedBidAuctionGame::checkParams(const Json& params, int numSeats) const {
    // Building the configuration is the check (the valuation range and grid against the bidders).
    if (auto config = SealedBidConfig::fromParams(params, numSeats); !config) return config.error();
    return okStatus();
}

Result<std::unique_ptr<State>> SealedBidAuctionGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "sealed_bid_auction needs between 2 and 20 seats, got " + std::to_string(setup.numSeats));
    auto config = SealedBidConfig::fromParams(setup.params, setup.numSeats);
    if (!config) return config.error();
    return std::unique_ptr<State>(std::make_unique<SealedBidAuctionState>(setup, config.value()));
}

double auctionEquilibriumBid(bool secondPrice, double value, double lo, int players) {
    if (secondPrice) return value;
    return lo + (value - lo) * static_cast<double>(players - 1) / static_cast<double>(players);
}

double gamaBenchAuctionCellRepo(double value, double bid) {
    return std::max(0.0, (value - bid) / std::max(value, 1.0));
}

double gamaBenchAuctionCellPaper(double value, double bid, double vMax) { return (value - bid) / vMax; }

const HumanView& SealedBidAuctionGame::humanView() const {
    static const SealedBidAuctionView view;
    return view;
}

}  // namespace nashlab::engine::games
