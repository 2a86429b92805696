// Built-in strategies for el_farol. Each reads the game's state through its typed accessors, and
// only what the seat may know (so in implicit mode a bot that stayed home knows no more than a
// model would).
#include <algorithm>
#include <cctype>

#include "engine/games/el_farol/el_farol_game.h"
#include "engine/games/el_farol/el_farol_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

Json answer(bool go) { return {{"decision", go ? "go" : "stay"}}; }

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

}  // namespace

std::vector<StrategyInfo> ElFarolGame::strategies() const {
    return {
        {"ne", "The paper's reference mix: goes with probability R each round.", {}},
        {"random", "Goes or stays with equal probability.", {}},
        {"fixed",
         "Cycles through a given list of decisions by round, like γ-Bench's specified players.",
         {{"values",
           "Decisions to cycle through",
           ParamKind::List,
           Json::array({"go", "stay"}),
           {},
           {},
           {},
           "\"go\" or \"stay\", one per round, repeated."}}},
        {"adaptive",
         "Arthur-style forecaster: predicts attendance as the mean of the last rounds it learned "
         "about and goes if that fits the capacity (goes with probability R before it knows anything).",
         {{"memory",
           "Rounds remembered",
           ParamKind::Int,
           1,
           1,
           100,
           {},
           "How many of the latest informed rounds the forecast averages."}}},
        {"reinforcement",
         "Roth–Erev learner: propensities to go and to stay grow by the payoffs they earned "
         "(with forgetting); it goes with probability q_go / (q_go + q_stay).",
         {{"initial", "Initial propensity", ParamKind::Real, 5.0, 0.01, 1e6, {}, "Starting propensity of each action."},
          {"forgetting",
           "Forgetting",
           ParamKind::Real,
           0.1,
           0.0,
           1.0,
           {},
           "Share of every propensity lost each round."}}},
    };
}

Result<std::unique_ptr<Seat>> ElFarolGame::makeBot(const std::string& strategy, const Json& options,
                                                   const BotContext& /*context*/) const {
    BotSeat::Strategy play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng& rng) {
            return answer(rng.bernoulli(stateOf<ElFarolState>(req).ratio()));
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest&, Rng& rng) { return answer(rng.bernoulli(0.5)); };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        const bool valid = !values.empty() && std::all_of(values.begin(), values.end(), [](const Json& v) {
            return v.is_string() && (lower(v.get<std::string>()) == "go" || lower(v.get<std::string>()) == "stay");
        });
        if (!valid)
            return Error::make("invalid_option",
                               "strategy 'fixed' needs a non-empty list of \"go\"/\"stay\" in 'values'");
        play = [values](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            return answer(lower(values.at(i).get<std::string>()) == "go");
        };
    } else if (strategy == "adaptive") {
        const int memory = options.at("memory").get<int>();
        play = [memory](const DecisionRequest& req, Rng& rng) {
            const auto& s = stateOf<ElFarolState>(req);
            double sum = 0.0;
            int seen = 0;
            const std::vector<int>& goCounts = s.goCounts();
            for (std::size_t k = goCounts.size(); k-- > 0 && seen < memory;) {
                if (!s.informed(k, req.seat)) continue;
                sum += static_cast<double>(goCounts[k]);
                ++seen;
            }
            if (seen == 0) return answer(rng.bernoulli(s.ratio()));
            return answer(sum / seen <= static_cast<double>(s.capacity()));
        };
    } else if (strategy == "reinforcement") {
        const double initial = options.at("initial").get<double>();
        const double forgetting = options.at("forgetting").get<double>();
        play = [initial, forgetting](const DecisionRequest& req, Rng& rng) {
            constexpr double kFloor = 0.01;  // keeps both actions possible when payoffs are zero or negative
            double go = initial;
            double stay = initial;
            const auto& s = stateOf<ElFarolState>(req);
            for (std::size_t k = 0; k < s.roundsCompleted(); ++k) {
                go *= 1.0 - forgetting;
                stay *= 1.0 - forgetting;
                const double payoff = s.payoffsAt(k).at(static_cast<std::size_t>(req.seat));
                const std::string& choice = s.decision(k, req.seat);
                if (choice == "go")
                    go += payoff;
                else if (choice == "stay")
                    stay += payoff;
                go = std::max(go, kFloor);
                stay = std::max(stay, kFloor);
            }
            return answer(rng.bernoulli(go / (go + stay)));
        };
    } else {
        return Error::make("unknown_strategy", "el_farol has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
