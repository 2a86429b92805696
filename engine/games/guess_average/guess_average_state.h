#pragma once
#include <span>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of guess_average. Every round all seats answer at once.
class GuessAverageState final : public State {
public:
    explicit GuessAverageState(GameSetup setup);

    void fillActingSeats(std::vector<int>& seats) const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::string_view numberKey() const override { return "chosen_number"; }
    Status validateNumber(int seat, const NumberAnswer& answer) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    // Typed reads for the bots.
    double lower() const { return m_min; }
    double upper() const { return m_max; }
    double ratio() const { return m_ratio; }
    bool integerOnly() const { return m_integer; }
    bool writesRoundText() const override { return true; }
    void appendRoundPart(std::size_t index, RoundPart part, std::string& out) const override;

    /// The average of the last completed round, if there was one.
    std::optional<double> lastAverage() const { return m_lastAverage; }
    /// Typed reads for the scorer: what `seat` answered in completed round `index` (0-based), as
    /// recorded (a number, or null for a forfeit), and the seats that won it.
    const Json& choiceAt(std::size_t index, std::size_t seat) const { return valuesOf(index)[seat]; }
    std::span<const int> winnersAt(std::size_t index) const { return winnersOf(index); }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    std::optional<RoundOutcome> doApplyNumbers(const NumberStep& step) override;
    /// Checks one number as validate() checks the answer's 'chosen_number'.
    Status validateChoice(double x) const;
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override;
    void describeRoundParts(RoundOutcome& round, unsigned parts) const override;
    /// Appends the seats that win with these choices to m_winners.
    void appendWinners(const std::vector<std::optional<double>>& choices, double target);

    double m_min = 0;
    double m_max = 100;  ///< drawn from the scale group when one is set
    double m_ratio = 2.0 / 3.0;
    double m_prize = 1.0;
    bool m_integer = true;
    bool m_revealChoices = false;  ///< reveal_choices: past rounds list every player's number
    bool m_gamaBenchTies = false;
    std::optional<double> m_lastAverage;
    /// What each completed round needs to be described later, in typed form. Every round's numbers
    /// and winners lie end to end in m_values and m_winners, so a round allocates nothing of its own.
    struct PlayedRound {
        std::size_t winnersFrom = 0;  ///< where its winners start in m_winners
        std::size_t winnerCount = 0;
        double average = 0.0;
        double target = 0.0;
        int answered = 0;
    };
    std::vector<PlayedRound> m_played;
    std::vector<Json> m_values;  ///< numSeats per round: the chosen number as answered, or null (forfeit)
    std::vector<int> m_winners;
    std::span<const Json> valuesOf(std::size_t index) const;
    std::span<const int> winnersOf(std::size_t index) const;
    /// The rules, once the round's numbers are at the end of m_values and in m_choices (seat order).
    RoundOutcome settleRound(double sum);
    std::vector<std::optional<double>> m_choices;  ///< scratch for doApply()
    std::vector<std::size_t> m_seatKeyOrder;       ///< seats in the order their keys ("0", "1", "10", ...) sort
    mutable std::string m_referenceText;           ///< a round's reference entry as text, once written
};

}  // namespace nashlab::engine::games
