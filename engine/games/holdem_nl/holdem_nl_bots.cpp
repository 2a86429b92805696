// Built-in strategies for holdem_nl, reading the hand through HoldemState's accessors (only the
// bot's own hole cards and the board: never the opponent's cards or the deck).
// random: a uniformly random legal action. calling_station: always checks or calls.
// equity: estimates its chance of beating a random hand by Monte Carlo and bets by it.
#include "engine/games/bot_answer.h"
#include "engine/games/holdem_nl/equity.h"
#include "engine/games/holdem_nl/holdem_nl_game.h"
#include "engine/games/holdem_nl/holdem_nl_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

using namespace holdem;

void answer(Move move, Json& action) { setText(answerField(action, "action"), moveName(move)); }

struct EquityOptions {
    int samples = 300;
    double raiseAt = 0.6;
    double potRaiseAt = 0.8;
};

// Raises when ahead: the whole pot from `potRaiseAt`, half of it from `raiseAt` (the larger raise
// when the smaller one is not allowed). Otherwise checks when free, calls when the pot pays for
// the risk (equity at least the call's share of the pot after calling), and folds.
Move equityMove(const HoldemState& state, int seat, const EquityOptions& o, Rng& rng) {
    const auto legal = state.legalMoves();
    const double e = monteCarloEquity(state.holeCards(seat), state.board(), o.samples, rng).winRate;
    if (e >= o.potRaiseAt) {
        if (legal.contains(Move::RaisePot)) return Move::RaisePot;
        if (legal.contains(Move::AllIn)) return Move::AllIn;
    }
    if (e >= o.raiseAt) {
        if (legal.contains(Move::RaiseHalfPot)) return Move::RaiseHalfPot;
        if (legal.contains(Move::RaisePot)) return Move::RaisePot;
    }
    const int call = state.toCall(seat);
    if (call == 0) return Move::CheckCall;
    const double price = static_cast<double>(call) / (state.pot() + call);
    return e >= price ? Move::CheckCall : Move::Fold;
}

}  // namespace

std::vector<StrategyInfo> HoldemGame::strategies() const {
    return {
        {"random", "A uniformly random legal action.", {}},
        {"calling_station", "Always checks or calls; never raises, never folds.", {}},
        {"equity",
         "Estimates its chance of beating a random hand (Monte Carlo over the unseen cards). Raises the pot when "
         "the chance is at least 'pot_raise_at', half the pot from 'raise_at'; otherwise checks when free, calls "
         "when the chance covers the price of the call, and folds.",
         {{"samples",
           "Samples",
           ParamKind::Int,
           300,
           10.0,
           100000.0,
           {},
           "Deals per estimate: more are steadier and slower."},
          {"raise_at",
           "Raise from",
           ParamKind::Real,
           0.6,
           0.0,
           1.0,
           {},
           "Win chance from which it raises half the pot."},
          {"pot_raise_at",
           "Pot raise from",
           ParamKind::Real,
           0.8,
           0.0,
           1.0,
           {},
           "Win chance from which it raises the whole pot (or goes all in)."}}},
    };
}

Result<std::unique_ptr<Seat>> HoldemGame::makeBot(const std::string& strategy, const Json& options,
                                                  const BotContext& /*context*/) const {
    BotSeat::Writer writer;
    if (strategy == "random") {
        writer = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto legal = stateOf<HoldemState>(req).legalMoves();
            if (legal.empty()) return answer(Move::CheckCall, action);
            answer(legal[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(legal.size()) - 1))],
                   action);
        };
    } else if (strategy == "calling_station") {
        writer = [](const DecisionRequest&, Rng&, Json& action) { answer(Move::CheckCall, action); };
    } else if (strategy == "equity") {
        EquityOptions o;
        o.samples = options.value("samples", o.samples);
        o.raiseAt = options.value("raise_at", o.raiseAt);
        o.potRaiseAt = options.value("pot_raise_at", o.potRaiseAt);
        writer = [o](const DecisionRequest& req, Rng& rng, Json& action) {
            answer(equityMove(stateOf<HoldemState>(req), req.seat, o, rng), action);
        };
    } else {
        return Error::make("unknown_strategy", "holdem_nl has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(writer)));
}

}  // namespace nashlab::engine::games
