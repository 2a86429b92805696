#pragma once
// RoundOutcome: everything one completed round produced. It is written to the record as the
// `round_completed` event and is all that metrics, charts and scorers need.
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct RoundOutcome {
    /// Tag: the JSON parts are left null, to be filled by State::describeRound() when read.
    struct DescribedLater {};
    RoundOutcome() = default;
    explicit RoundOutcome(DescribedLater)
        : actions(nullptr), steps(nullptr), publicReport(nullptr), privateReports(nullptr), reference(nullptr) {}

    int round = 0;                 ///< 1-based
    Json actions = Json::array();  ///< per seat: the applied action, or null (did not act / forfeited)
    Json steps = Json::array();  ///< applied steps in order, each {"<seat>": action}; replaying them restores the state
    std::vector<double> payoffs;          ///< per seat, this round
    std::vector<double> cumulative;       ///< per seat, after this round
    Json publicReport = Json::object();   ///< what every seat learns (average, winner, ...)
    Json privateReports = Json::array();  ///< per seat: what only that seat learns
    Json reference = Json::array();       ///< per seat: {"action": ..., "payoff": ...} from theory, or null

    Json toJson() const;
    static Result<RoundOutcome> fromJson(const Json& j);
};

/// The JSON parts of a round (RoundOutcome's fields beyond round, payoffs and cumulative), as a
/// bit set: a reader that needs only some of them (a scorer) may have only those described.
enum RoundPart : unsigned {
    kRoundActions = 1u << 0,
    kRoundSteps = 1u << 1,
    kRoundPublic = 1u << 2,
    kRoundPrivate = 1u << 3,
    kRoundReference = 1u << 4,
    kAllRoundParts = (1u << 5) - 1,
};

class State;

/// The rounds of a session as a scorer reads them: either held (read from a record, built by a
/// test) or a live State's history, each round described only while it is being read. Walking a
/// live session's rounds (range-for) therefore never holds more than one described round, so
/// scoring a 10,000-round session costs no more memory than playing it. Indexing a live view
/// describes that round for good (State::roundAt).
class RoundsView {
public:
    RoundsView() = default;
    RoundsView(std::vector<RoundOutcome> rounds) : m_rounds(std::move(rounds)) {}  // NOLINT: implicit by design
    /// A live session's rounds; walking them describes only `parts` of each (those left out stay null).
    static RoundsView of(const State& state, unsigned parts = kAllRoundParts);

    std::size_t size() const;
    bool empty() const { return size() == 0; }
    const RoundOutcome& operator[](std::size_t index) const;
    const RoundOutcome& at(std::size_t index) const;
    const RoundOutcome& front() const { return at(0); }
    const RoundOutcome& back() const { return at(size() - 1); }
    /// The live session behind the view (null when the rounds are held): a scorer may read the
    /// game's typed rounds from it instead of having each round described as JSON.
    const State* liveState() const { return m_state; }

    /// Reads rounds in order; what it refers to stays valid until it moves on.
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = RoundOutcome;
        using difference_type = std::ptrdiff_t;
        using pointer = const RoundOutcome*;
        using reference = const RoundOutcome&;

        Iterator(const RoundsView* view, std::size_t index) : m_view(view), m_index(index) {}
        const RoundOutcome& operator*() const;
        const RoundOutcome* operator->() const { return &**this; }
        Iterator& operator++() {
            ++m_index;
            return *this;
        }
        Iterator operator++(int) {
            Iterator before = *this;
            ++m_index;
            return before;
        }
        bool operator==(const Iterator& other) const { return m_index == other.m_index; }
        bool operator!=(const Iterator& other) const { return m_index != other.m_index; }

    private:
        const RoundsView* m_view;
        std::size_t m_index;
        mutable RoundOutcome m_scratch;  ///< the round being read, when the State describes it on demand
    };
    Iterator begin() const { return {this, 0}; }
    Iterator end() const { return {this, size()}; }

private:
    std::vector<RoundOutcome> m_rounds;
    const State* m_state = nullptr;
    unsigned m_parts = kAllRoundParts;
};

/// A finished (or partial) play-through as scorers see it.
struct PlayedSession {
    PlayedSession() = default;
    // A constructor (not aggregate initialisation), so the short form keeps compiling as members are added.
    PlayedSession(Json resolvedParams, int seats, RoundsView played, std::vector<int> invalid = {},
                  std::vector<int> answers = {}, std::vector<Json> decisionRecords = {})
        : params(std::move(resolvedParams)),
          numSeats(seats),
          rounds(std::move(played)),
          invalidAttempts(std::move(invalid)),
          decisions(std::move(answers)),
          decisionEvents(std::move(decisionRecords)) {}

    Json params;  ///< resolved parameters
    int numSeats = 0;
    RoundsView rounds;
    std::vector<int> invalidAttempts;  ///< per seat: rejected answers over the whole session
    std::vector<int> decisions;        ///< per seat: answers given (valid or not)
    /// The record's decision events ({"round", "seat", "valid", "source", ...}) when scored from a
    /// record; empty when scored live. Lets a game count answers per kind of round.
    std::vector<Json> decisionEvents;
    /// The caller reads only the result's "scores" (a session_finished event): a scorer may leave
    /// out its per-round metrics, which for a long session cost more than the scores themselves.
    bool scoresOnly = false;
};

}  // namespace nashlab::engine
