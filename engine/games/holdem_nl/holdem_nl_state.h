#pragma once
// One hand of heads-up no-limit hold'em as LLMArena plays it (PettingZoo texas_holdem_no_limit_v6,
// RLCard's rules): each action is a round. The seat to act answers {"action": one of fold,
// check_call, raise_half_pot, raise_pot, all_in}; the action spec offers exactly the legal ones, by
// RLCard's legality rules. A forfeit (null) checks when that is free and folds otherwise;
// {"concede": true} (the lose_game fallback) folds and marks the hand conceded. Payoffs come in
// the last round, in chips: the winner gains what the loser put in; a split pot pays 0 each.
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/fixed_list.h"
#include "engine/games/holdem_nl/cards.h"
#include "engine/games/holdem_nl/hand_eval.h"

namespace nashlab::engine::games {

namespace holdem {

/// LLMArena's five abstract actions, in its order (Discrete(5): 0 … 4).
enum class Move : signed char { Fold, CheckCall, RaiseHalfPot, RaisePot, AllIn };
inline constexpr std::array<Move, 5> kMoves = {Move::Fold, Move::CheckCall, Move::RaiseHalfPot, Move::RaisePot,
                                               Move::AllIn};
/// The legal moves of a turn: at most all five, held in place.
using MoveList = FixedList<Move, kMoves.size()>;
const char* moveName(Move move);  ///< "fold", "check_call", "raise_half_pot", "raise_pot", "all_in"
std::optional<Move> moveFromName(std::string_view name);

enum class Street : signed char { Preflop, Flop, Turn, River };
const char* streetName(Street street);  ///< "preflop", "flop", "turn", "river"

}  // namespace holdem

class HoldemState final : public State {
public:
    explicit HoldemState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int /*seat*/) const override { return nullptr; }
    Json randomLegalAction(int seat, Rng& rng) const override;
    /// Each hole card, known only to its holder until the showdown.
    std::vector<PrivateFact> privateFacts() const override;
    Json defaultAction(int seat) const override;
    Json concession(int seat) const override;

    /// How the hand ended (None while it goes on).
    enum class End { None, Fold, Showdown, Conceded, Cap };
    static Json endName(End end);

    // Typed reads for the bots, the view and tests. A bot reads only its own holeCards().
    std::vector<holdem::Card> holeCards(int seat) const;
    /// The community cards dealt so far (0, 3, 4 or 5).
    std::vector<holdem::Card> board() const;
    int toAct() const { return m_toAct; }
    holdem::Street street() const { return m_street; }
    int smallBlindSeat() const { return m_smallBlind; }
    int bigBlindSeat() const { return 1 - m_smallBlind; }
    int pot() const { return m_inChips[0] + m_inChips[1]; }
    int chipsIn(int seat) const { return m_inChips.at(static_cast<std::size_t>(seat)); }
    int stack(int seat) const { return m_stackSize - chipsIn(seat); }
    /// What `seat` must put in to match the other's bet on this street.
    int toCall(int seat) const;
    /// The legal moves of the seat to act, in LLMArena's order.
    holdem::MoveList legalMoves() const;
    /// The chips `move` puts in now for the seat to act.
    int chipsFor(holdem::Move move) const;
    End end() const { return m_end; }
    /// The winning seat, or −1 (a split pot, a capped hand, or not over).
    int winner() const { return m_winner; }
    /// Each seat's best hand at a showdown (0 before or without one).
    holdem::HandValue handValue(int seat) const;

private:
    enum class SeatStatus : signed char { Alive, Folded, AllIn };
    /// One action as it was played.
    struct Step {
        int seat = 0;
        holdem::Move move = holdem::Move::CheckCall;
        bool forfeited = false;
        bool conceded = false;
        holdem::Street street = holdem::Street::Preflop;
        int chips = 0;  ///< put in by this action
    };

    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// The round of the action just played, the hand standing as it left it.
    RoundOutcome roundOf(const Step& step) const;

    /// Plays `move` for the seat to act; the chips it put in.
    int play(holdem::Move move);
    void endStreetIfDone();
    /// The best hand of `seat` with all five community cards.
    holdem::HandValue handValueAt(int seat) const;
    Json actionJson(holdem::Move move) const;
    std::vector<holdem::Card> boardOf(int count) const;

    int m_stackSize = 100;
    int m_smallBlind = 0;  ///< the seat that posts the small blind and acts first on every street
    std::array<holdem::Card, holdem::kDeckSize> m_deck{};
    std::array<std::array<holdem::Card, 2>, 2> m_hole{};
    std::array<int, 2> m_inChips{};  ///< over the hand
    std::array<int, 2> m_raised{};   ///< on this street
    std::array<SeatStatus, 2> m_status{SeatStatus::Alive, SeatStatus::Alive};
    int m_notRaised = 0;      ///< RLCard's not_raise_num
    int m_notPlaying = 0;     ///< RLCard's not_playing_num (folded or all in; kept over streets)
    int m_streetCounter = 0;  ///< RLCard's round_counter: 4 ends the hand
    int m_boardCount = 0;
    holdem::Street m_street = holdem::Street::Preflop;
    int m_toAct = 0;
    End m_end = End::None;
    int m_winner = -1;
};

}  // namespace nashlab::engine::games
