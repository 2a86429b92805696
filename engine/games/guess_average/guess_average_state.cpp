#include "engine/games/guess_average/guess_average_state.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "engine/games/action_fields.h"
#include "engine/games/guess_average/guess_average_game.h"
#include "engine/record/events.h"
#include "engine/record/json_text.h"

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
    const auto n = static_cast<std::size_t>(std::max(0, m_setup.numSeats));
    m_seatKeyOrder.resize(n);
    // Room for the planned rounds, when that is modest: a long session never moves its rounds.
    const auto planned = static_cast<std::size_t>(std::clamp(m_setup.rounds, 0, 100000));
    if (planned * n <= (std::size_t{1} << 20)) {
        m_values.reserve(planned * n);
        m_winners.reserve(planned);
        m_played.reserve(planned);
    }
    for (std::size_t i = 0; i < m_seatKeyOrder.size(); ++i) m_seatKeyOrder[i] = i;
    std::sort(m_seatKeyOrder.begin(), m_seatKeyOrder.end(),
              [](std::size_t a, std::size_t b) { return std::to_string(a) < std::to_string(b); });
    const std::string group = p.at("scale_group").get<std::string>();
    for (const auto& g : kScaleGroups) {
        if (group == g.name) {
            Rng rng = Rng(m_setup.seed).split("upper_bound");
            m_max = static_cast<double>(rng.uniformInt(g.lo, g.hi - 1));
        }
    }
}

void GuessAverageState::fillActingSeats(std::vector<int>& seats) const {
    seats.clear();
    if (finished()) return;
    for (int i = 0; i < m_setup.numSeats; ++i) seats.push_back(i);
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

Status GuessAverageState::validateNumber(int /*seat*/, const NumberAnswer& answer) const {
    return validateChoice(answer.value());
}

Status GuessAverageState::validateChoice(double x) const {
    if (x < m_min || x > m_max)
        return Error::make("out_of_range", "'chosen_number' must lie between " + formatNumber(m_min) + " and " +
                                               formatNumber(m_max) + ", got " + formatNumber(x));
    if (m_integer && std::floor(x) != x)
        return Error::make("wrong_type", "'chosen_number' must be a whole number, got " + formatNumber(x));
    return okStatus();
}

void GuessAverageState::appendWinners(const std::vector<std::optional<double>>& choices, double target) {
    if (m_gamaBenchTies) {
        // γ-Bench: min() over responses in seat order picks ONE winning number; all who chose it win.
        std::optional<double> best;
        for (const auto& c : choices)
            if (c && (!best || std::fabs(*c - target) < std::fabs(*best - target) - kTieTolerance)) best = c;
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (choices[i] && best && std::fabs(*choices[i] - *best) <= kTieTolerance)
                m_winners.push_back(static_cast<int>(i));
        return;
    }
    // EconArena: every player at the minimal distance shares the prize.
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const auto& c : choices)
        if (c) bestDistance = std::min(bestDistance, std::fabs(*c - target));
    for (std::size_t i = 0; i < choices.size(); ++i)
        if (choices[i] && std::fabs(*choices[i] - target) <= bestDistance + kTieTolerance)
            m_winners.push_back(static_cast<int>(i));
}

std::span<const Json> GuessAverageState::valuesOf(std::size_t index) const {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    if (index >= m_played.size()) throw std::out_of_range("guess_average: no completed round " + std::to_string(index));
    return std::span<const Json>(m_values).subspan(index * n, n);
}

std::span<const int> GuessAverageState::winnersOf(std::size_t index) const {
    const PlayedRound& played = m_played.at(index);
    return std::span<const int>(m_winners).subspan(played.winnersFrom, played.winnerCount);
}

std::optional<RoundOutcome> GuessAverageState::doApply(const std::map<int, Json>& actions) {
    // The rules on typed values; the round's JSON is written only when read (describeRound).
    const std::size_t base = m_values.size();
    m_choices.assign(static_cast<std::size_t>(m_setup.numSeats), std::nullopt);  // scratch, reused
    double sum = 0.0;
    for (const auto& [seat, action] : actions) {
        const Json* found = memberOf(action, "chosen_number");  // null for a forfeit
        if (!found || !found->is_number()) continue;
        const auto i = static_cast<std::size_t>(seat);
        // Built in place, in seat order (the map's), nulls for seats without a number: assigning
        // into a default Json would build and destroy a temporary per answer.
        m_values.resize(base + i);
        m_values.emplace_back(*found);
        m_choices[i] = numberValue(*found);
        sum += *m_choices[i];
    }
    return settleRound(sum);
}

std::optional<RoundOutcome> GuessAverageState::doApplyNumbers(const NumberStep& step) {
    // The same as doApply() with the numbers as they came: no answer object to look into.
    const std::size_t base = m_values.size();
    m_choices.assign(static_cast<std::size_t>(m_setup.numSeats), std::nullopt);
    double sum = 0.0;
    for (const auto& [seat, answer] : step) {
        const auto i = static_cast<std::size_t>(seat);
        m_values.resize(base + i);
        if (answer.whole)
            m_values.emplace_back(answer.integer);
        else
            m_values.emplace_back(answer.real);
        m_choices[i] = answer.value();
        sum += *m_choices[i];
    }
    return settleRound(sum);
}

RoundOutcome GuessAverageState::settleRound(double sum) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_values.resize(m_played.size() * n + n);  // nulls for the seats after the last that answered
    PlayedRound played;
    played.answered = static_cast<int>(
        std::count_if(m_choices.begin(), m_choices.end(), [](const auto& c) { return c.has_value(); }));
    played.average = played.answered ? sum / played.answered : 0.0;
    played.target = m_ratio * played.average;
    played.winnersFrom = m_winners.size();
    if (played.answered) appendWinners(m_choices, played.target);
    played.winnerCount = m_winners.size() - played.winnersFrom;
    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(n, 0.0);
    for (std::size_t k = played.winnersFrom; k < m_winners.size(); ++k)
        out.payoffs[static_cast<std::size_t>(m_winners[k])] = m_prize / static_cast<double>(played.winnerCount);
    m_lastAverage = played.average;
    m_played.push_back(played);
    return out;
}

void GuessAverageState::describeRound(RoundOutcome& out) const { describeRoundParts(out, kAllRoundParts); }

void GuessAverageState::describeRoundParts(RoundOutcome& out, unsigned parts) const {
    const auto index = static_cast<std::size_t>(out.round - 1);
    const PlayedRound& played = m_played.at(index);
    const std::span<const Json> values = valuesOf(index);
    const std::span<const int> winners = winnersOf(index);
    const auto n = values.size();
    if (parts & kRoundActions) out.actions = Json::array();
    if (parts & kRoundSteps) out.steps = Json::array({Json::object()});
    if (parts & kRoundPrivate) out.privateReports = Json::array();
    if (parts & kRoundReference) out.reference = Json::array();
    const Json ref = parts & kRoundReference ? reference(0) : Json();  // the same for every seat and round
    for (std::size_t i = 0; i < n; ++i) {
        const Json& value = values[i];
        if (parts & kRoundActions) out.actions.push_back(value);
        if (parts & kRoundSteps)
            out.steps[0][std::to_string(i)] = value.is_null() ? Json() : Json{{"chosen_number", value}};
        if (parts & kRoundPrivate) {
            const bool isWinner = std::find(winners.begin(), winners.end(), static_cast<int>(i)) != winners.end();
            out.privateReports.push_back({{"won", isWinner}});
        }
        if (parts & kRoundReference) out.reference.push_back(ref);
    }
    if (!(parts & kRoundPublic)) return;
    Json winningNumbers = Json::array();
    for (int w : winners) {
        const Json& value = values[static_cast<std::size_t>(w)];
        if (std::find(winningNumbers.begin(), winningNumbers.end(), value) == winningNumbers.end())
            winningNumbers.push_back(value);
    }
    out.publicReport = {{"average", played.average},
                        {"target", played.target},
                        {"winners", std::vector<int>(winners.begin(), winners.end())},
                        {"winning_numbers", winningNumbers},
                        {"answered", played.answered},
                        {"min", m_min},
                        {"max", m_max}};
}

namespace {

// A recorded choice: a number as answered, or null for a forfeit.
void writeChoice(TextWriter& w, const Json& value) {
    if (const auto* whole = value.get_ptr<const Json::number_integer_t*>()) return w.integer(*whole);
    if (const auto* real = value.get_ptr<const Json::number_float_t*>()) return w.number(*real);
    if (value.is_null()) return w.literal("null");
    std::string text;  // an unsigned number past int64's range, the one other form a number takes
    appendJsonValue(text, value);
    w.raw(text);
}

}  // namespace

void GuessAverageState::appendRoundPart(std::size_t index, RoundPart part, std::string& out) const {
    // The text describeRoundParts() + dump would give, written from the typed round.
    const PlayedRound& played = m_played.at(index);
    const std::span<const Json> values = valuesOf(index);
    const std::span<const int> winners = winnersOf(index);
    const std::size_t n = values.size();
    const auto isWinner = [&](std::size_t i) {
        return std::find(winners.begin(), winners.end(), static_cast<int>(i)) != winners.end();
    };
    TextWriter w(out);
    switch (part) {
    case kRoundActions:
        w.put('[');
        for (std::size_t i = 0; i < n; ++i) {
            if (i) w.put(',');
            writeChoice(w, values[i]);
        }
        w.put(']');
        return;
    case kRoundSteps:
        w.literal("[{");
        for (std::size_t k = 0; k < n; ++k) {  // the keys "0", "1", "10", "2", ... in the order a JSON object keeps
            const std::size_t i = m_seatKeyOrder[k];
            if (k) w.put(',');
            w.put('"');
            w.integer(static_cast<std::int64_t>(i));
            w.literal("\":");
            if (values[i].is_null()) {
                w.literal("null");
                continue;
            }
            w.literal("{\"chosen_number\":");
            writeChoice(w, values[i]);
            w.put('}');
        }
        w.literal("}]");
        return;
    case kRoundPrivate:
        w.put('[');
        for (std::size_t i = 0; i < n; ++i) {
            if (i) w.put(',');
            if (isWinner(i))
                w.literal("{\"won\":true}");
            else
                w.literal("{\"won\":false}");
        }
        w.put(']');
        return;
    case kRoundReference: {
        if (m_referenceText.empty())
            appendJsonValue(m_referenceText, reference(0));  // the same for every seat and round
        w.put('[');
        for (std::size_t i = 0; i < n; ++i) {
            if (i) w.put(',');
            w.raw(m_referenceText);
        }
        w.put(']');
        return;
    }
    case kRoundPublic: {
        w.literal("{\"answered\":");
        w.integer(played.answered);
        w.literal(",\"average\":");
        w.number(played.average);
        w.literal(",\"max\":");
        w.number(m_max);
        w.literal(",\"min\":");
        w.number(m_min);
        w.literal(",\"target\":");
        w.number(played.target);
        w.literal(",\"winners\":[");
        for (std::size_t k = 0; k < winners.size(); ++k) {
            if (k) w.put(',');
            w.integer(winners[k]);
        }
        w.literal("],\"winning_numbers\":[");
        bool first = true;
        for (std::size_t k = 0; k < winners.size(); ++k) {
            const Json& value = values[static_cast<std::size_t>(winners[k])];
            const auto same = [&](int earlier) { return values[static_cast<std::size_t>(earlier)] == value; };
            if (std::any_of(winners.begin(), winners.begin() + static_cast<std::ptrdiff_t>(k), same)) continue;
            if (!first) w.put(',');
            first = false;
            writeChoice(w, value);
        }
        w.literal("]}");
        return;
    }
    default: return;
    }
}

Json GuessAverageState::reference(int /*seat*/) const {
    const auto ne = guessEquilibrium(m_ratio, m_min, m_max);
    // At the equilibrium everybody ties and the prize is split evenly.
    return {{"action", ne ? Json(*ne) : Json()}, {"payoff", m_prize / m_setup.numSeats}};
}

Json GuessAverageState::defaultAction(int /*seat*/) const {
    // The uninformed midpoint, not the equilibrium: a fallback must not play well on a seat's behalf.
    const double mid = (m_min + m_max) / 2.0;
    return {{"chosen_number", m_integer ? Json(static_cast<std::int64_t>(std::floor(mid))) : Json(mid)}};
}

}  // namespace nashlab::engine::games
