// Built-in strategies for diners_dilemma. Each reads the game's state through its typed accessors,
// and only what the seat may know.
#include <algorithm>
#include <cctype>

#include "engine/games/diners_dilemma/diners_dilemma_game.h"
#include "engine/games/diners_dilemma/diners_dilemma_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

Json answer(const std::string& dish) { return {{"chosen_dish", dish}}; }

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

}  // namespace

std::vector<StrategyInfo> DinersDilemmaGame::strategies() const {
    return {
        {"ne", "Orders the dominant dish with a shared bill (costly under γ-Bench's prices).", {}},
        {"random", "Orders either dish with equal probability.", {}},
        {"fixed",
         "Cycles through a given list of dishes by round, like γ-Bench's specified players.",
         {{"values",
           "Dishes to cycle through",
           ParamKind::List,
           Json::array({"cheap"}),
           {},
           {},
           {},
           "\"costly\" or \"cheap\", one per round, repeated."}}},
        {"reciprocal",
         "Cooperates conditionally: orders cheap in round 1, then cheap again only if at most a "
         "given share of the other diners ordered costly last round.",
         {{"tolerance",
           "Tolerated costly share",
           ParamKind::Real,
           0.5,
           0.0,
           1.0,
           {},
           "Largest share of costly orders among the others it still answers with cheap."}}},
    };
}

Result<std::unique_ptr<Seat>> DinersDilemmaGame::makeBot(const std::string& strategy, const Json& options,
                                                         const BotContext& /*context*/) const {
    BotSeat::Strategy play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&) {
            const auto& s = stateOf<DinersDilemmaState>(req);
            return answer(s.prices().dominantDish(s.numSeats()));
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest&, Rng& rng) { return answer(rng.bernoulli(0.5) ? "costly" : "cheap"); };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        const bool valid = !values.empty() && std::all_of(values.begin(), values.end(), [](const Json& v) {
            return v.is_string() && (lower(v.get<std::string>()) == "costly" || lower(v.get<std::string>()) == "cheap");
        });
        if (!valid)
            return Error::make("invalid_option",
                               "strategy 'fixed' needs a non-empty list of \"costly\"/\"cheap\" in 'values'");
        play = [values](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            return answer(lower(values.at(i).get<std::string>()));
        };
    } else if (strategy == "reciprocal") {
        const double tolerance = options.at("tolerance").get<double>();
        play = [tolerance](const DecisionRequest& req, Rng&) {
            const auto& s = stateOf<DinersDilemmaState>(req);
            if (s.roundsCompleted() == 0) return answer("cheap");
            double othersCostly = static_cast<double>(s.lastCostlyCount());
            double others = othersCostly + static_cast<double>(s.lastCheapCount());
            const std::string mine = s.lastDish(req.seat);
            if (!mine.empty()) {  // leave out its own order
                others -= 1.0;
                if (mine == "costly") othersCostly -= 1.0;
            }
            const bool cooperate = others <= 0.0 || othersCostly / others <= tolerance + 1e-12;
            return answer(cooperate ? "cheap" : "costly");
        };
    } else {
        return Error::make("unknown_strategy", "diners_dilemma has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
