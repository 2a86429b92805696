#include "engine/games/guess_average/guess_average_state.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/games/action_fields.h"
#include "engine/games/guess_average/guess_average_game.h"

namespace nashlab::engine::games {
namespace {

// EconArena's scale groups draw the upper bound uniformly from these half-open ranges (000 §1.1).
struct ScaleGroup {
    const char* name;
    std::int64_t lo;
    std::int64_t hi;
};
constexpr ScaleGroup kScaleGroups[] = {{"L", 10, 100}, {"M", 100, 1000}, {"H", 1000, 10000}};

// Distances within this tolerance count as equally close (choices may be reals).
constexpr double kTieTolerance = 1e-9;

}  // namespace

GuessAverageState::GuessAverageState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_min = p.at("min").get<double>();
    m_max = p.at("max").get<double>();
    m_ratio = p.at("ratio").get<double>();
    m_prize = p.at("prize").get<double>();
    m_integer = p.at("integer_only").get<bool>();
    m_revealChoices = p.value("reveal_choices", false);
    m_gamaBenchTies = p.at("tie_rule").get<std::string>() == "first_closest_number";
    const std::string group = p.at("scale_group").get<std::string>();
    for (const auto& g : kScaleGroups) {
        if (group == g.name) {
            Rng rng = Rng(m_setup.seed).split("upper_bound");
            m_max = static_cast<double>(rng.uniformInt(g.lo, g.hi - 1));
        }
    }
    // At the equilibrium everybody ties and the prize is split evenly.
    const auto ne = guessEquilibrium(m_ratio, m_min, m_max);
    m_reference = {{"action", ne ? Json(*ne) : Json()}, {"payoff", m_prize / m_setup.numSeats}};
}

std::vector<int> GuessAverageState::actingSeats() const {
    std::vector<int> seats;
    if (finished()) return seats;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
    return seats;
}

ActionSpec GuessAverageState::actionSpec(int /*seat*/) const {
    ActionField f;
    f.name = "chosen_number";
    f.kind = m_integer ? FieldKind::Integer : FieldKind::Number;
    f.min = m_min;
    f.max = m_max;
    f.description = "your number";
    return ActionSpec{{f}};
}

Json GuessAverageState::pastRound(const RoundOutcome& r, int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    Json past = {{"round", r.round},
                 {"your_choice", r.actions.at(s)},
                 {"average", r.publicReport.at("average")},
                 {"target", r.publicReport.at("target")},
                 {"winning_numbers", r.publicReport.at("winning_numbers")},
                 {"you_won", r.privateReports.at(s).at("won")},
                 {"payoff", r.payoffs.at(s)},
                 {"cumulative", r.cumulative.at(s)}};
    // EconArena's with-history runs show everyone's choices; only then the key exists (a prompt
    // without it reads exactly as before).
    if (m_revealChoices) {
        Json all = Json::array();
        for (std::size_t i = 0; i < r.actions.size(); ++i)
            all.push_back({{"player", static_cast<int>(i) + 1}, {"choice", r.actions.at(i)}, {"you", i == s}});
        past["all_choices"] = std::move(all);
        past["reveal"] = true;
    }
    return past;
}

Json GuessAverageState::situation(int seat) const {
    return {{"game", "guess_average"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"seat", seat},
            {"min", m_min},
            {"max", m_max},
            {"ratio", m_ratio},
            {"ratio_text", formatFraction(m_ratio)},
            {"integer_only", m_integer},
            {"prize", m_prize}};
}

Status GuessAverageState::validate(int /*seat*/, const Json& action) const {
    const Json* v = memberOf(action, "chosen_number");
    if (!v || !v->is_number()) return Error::make("invalid_action", "the answer needs a number in 'chosen_number'");
    return validateChoice(numberValue(*v));
}

Status GuessAverageState::validateChoice(double x) const {
    if (x < m_min || x > m_max)
        return Error::make("out_of_range", "'chosen_number' must lie between " + formatNumber(m_min) + " and " +
                                               formatNumber(m_max) + ", got " + formatNumber(x));
    if (m_integer && std::floor(x) != x)
        return Error::make("wrong_type", "'chosen_number' must be a whole number, got " + formatNumber(x));
    return okStatus();
}

std::vector<int> GuessAverageState::winnersOf(const std::vector<std::optional<double>>& choices, double target) const {
    std::vector<int> winners;
    if (m_gamaBenchTies) {
        // γ-Bench: min() over responses in seat order picks ONE winning number; all who chose it win.
        std::optional<double> best;
        for (const auto& c : choices)
            if (c && (!best || std::fabs(*c - target) < std::fabs(*best - target) - kTieTolerance)) best = c;
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (choices[i] && best && std::fabs(*choices[i] - *best) <= kTieTolerance)
                winners.push_back(static_cast<int>(i));
        return winners;
    }
    // EconArena: every player at the minimal distance shares the prize.
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const auto& c : choices)
        if (c) bestDistance = std::min(bestDistance, std::fabs(*c - target));
    for (std::size_t i = 0; i < choices.size(); ++i)
        if (choices[i] && std::fabs(*choices[i] - target) <= bestDistance + kTieTolerance)
            winners.push_back(static_cast<int>(i));
    return winners;
}

std::optional<RoundOutcome> GuessAverageState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    std::vector<std::optional<double>> choices(n);
    RoundOutcome out;
    // Built member by member (a braced list builds each pair as an array first) into arrays of the
    // right size: a batch builds millions of these rounds.
    Json::array_t& played = out.actions.get_ref<Json::array_t&>();
    played.reserve(n);
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto it = actions.find(static_cast<int>(i));
        const Json* found = it == actions.end() ? nullptr : memberOf(it->second, "chosen_number");  // null: a forfeit
        if (!found || !found->is_number()) {
            played.emplace_back(nullptr);
            continue;
        }
        played.push_back(*found);
        choices[i] = numberValue(*found);
        sum += *choices[i];
    }
    const auto answered =
        static_cast<int>(std::count_if(choices.begin(), choices.end(), [](const auto& c) { return c.has_value(); }));
    const double average = answered ? sum / answered : 0.0;
    const double target = m_ratio * average;
    const std::vector<int> winners = answered ? winnersOf(choices, target) : std::vector<int>{};
    out.payoffs.assign(n, 0.0);
    for (int w : winners) out.payoffs[static_cast<std::size_t>(w)] = m_prize / static_cast<double>(winners.size());
    Json::array_t& privates = out.privateReports.get_ref<Json::array_t&>();
    Json::array_t& references = out.reference.get_ref<Json::array_t&>();
    privates.reserve(n);
    references.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const bool won = std::find(winners.begin(), winners.end(), static_cast<int>(i)) != winners.end();
        Json report = Json::object();
        report["won"] = won;
        privates.push_back(std::move(report));
        references.push_back(m_reference);  // the same for every seat and round
    }
    Json winningNumbers = Json::array();
    for (int w : winners) {
        const Json& value = played[static_cast<std::size_t>(w)];
        if (std::find(winningNumbers.begin(), winningNumbers.end(), value) == winningNumbers.end())
            winningNumbers.push_back(value);
    }
    Json& report = out.publicReport;
    report["answered"] = answered;
    report["average"] = average;
    report["max"] = m_max;
    report["min"] = m_min;
    report["target"] = target;
    report["winners"] = winners;
    report["winning_numbers"] = std::move(winningNumbers);
    m_lastAverage = average;
    return out;
}

Json GuessAverageState::reference(int /*seat*/) const { return m_reference; }

Json GuessAverageState::defaultAction(int /*seat*/) const {
    // The uninformed midpoint, not the equilibrium: a fallback must not play well on a seat's behalf.
    const double mid = (m_min + m_max) / 2.0;
    return {{"chosen_number", m_integer ? Json(static_cast<std::int64_t>(std::floor(mid))) : Json(mid)}};
}

}  // namespace nashlab::engine::games
