#pragma once
// One game of hanabi_small: two players, one turn per round. The seat to move plays a card, discards
// one or gives its partner a hint ({"action": "play"|"discard"|"hint_colour"|"hint_rank", "position",
// "colour", "rank"}, positions from 1, the oldest card first); a forfeit (null) passes the turn. Both
// seats are paid the change of the team score each round, so a game's payoffs add up to its score:
// the sum of the fireworks' heights, or 0 once the lives are gone (PettingZoo hanabi_v5's reward).
#include <array>
#include <optional>
#include <vector>

#include "engine/game/state.h"
#include "engine/games/fixed_list.h"
#include "engine/games/hanabi_small/hanabi_small_cards.h"

namespace nashlab::engine::games {

class HanabiSmallState final : public State {
public:
    static constexpr int kMaxHandSize = 5;
    enum class Kind : signed char { Play, Discard, HintColour, HintRank, Pass };
    /// One move; `position` 0-based (play, discard), `value` a colour index or a rank (hints).
    struct Move {
        Kind kind = Kind::Pass;
        int position = -1;
        int value = -1;
        friend bool operator==(const Move&, const Move&) = default;
    };
    /// Every move a turn may offer: play or discard each of five cards, hint each colour or rank.
    using MoveList = FixedList<Move, 2 * kMaxHandSize + hanabi::kMaxColours + hanabi::kRanks>;
    /// A seat's cards, the oldest first.
    using Hand = FixedList<hanabi::Slot, kMaxHandSize>;
    /// How the game ended (None while it goes on): out of lives, every firework complete, the
    /// final round after the deck ran out, or the round cap.
    enum class End { None, Lives, Fireworks, Deck, Cap };
    /// What one turn did and how the table stood after it, as a seat's history reads it (public:
    /// no hand is in it).
    struct Turn {
        int seat = 0;
        Move move;
        hanabi::Card card;         ///< the card played or discarded
        bool fits = false;         ///< a play that extended its firework
        std::uint8_t touched = 0;  ///< a hint: bit p for each position it pointed at
        bool drew = false;
        int infoTokens = 0, lifeTokens = 0, deckSize = 0, score = 0;
    };

    explicit HanabiSmallState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int /*seat*/) const override { return nullptr; }  // no solver for the cooperative game
    Json randomLegalAction(int seat, Rng& rng) const override;
    /// Each seat's own cards, as its partner reads them ("partner_hand"), kept from the seat itself.
    std::vector<PrivateFact> privateFacts() const override;
    Json defaultAction(int seat) const override;

    /// The answer for `move` ({"action": "play", "position": 1}, …).
    Json moveAction(const Move& move) const;
    /// The same answer written into `action`, reusing its members when it already has this shape
    /// (a bot writes into its previous answer: no allocation for a move like the last).
    void writeMove(const Move& move, Json& action) const;
    /// The move an answer (already coerced by the action spec) names, or why it names none.
    Result<Move> parseMove(const Json& action) const;
    /// Whether `seat` may make `move` now, with the reason a model can read when not.
    Status check(int seat, const Move& move) const;
    /// Every legal move of `seat` now, plays first, then discards, colour hints, rank hints.
    MoveList legalMoves(int seat) const;
    /// A uniformly random legal move of `seat` (one draw from `rng`), or a pass when there is none.
    Move randomLegalMove(int seat, Rng& rng) const;
    /// Whether a card of whom `known` is all one knows is sure to extend its firework now.
    bool knownPlayable(const hanabi::Knowledge& known) const;
    bool playable(const hanabi::Card& card) const;
    static Json endName(End end);

    // Typed reads for the bots, the view's tests and the rules tests.
    int colours() const { return m_colours; }
    int handSize() const { return m_handSize; }
    int maxInfoTokens() const { return m_maxInfo; }
    int maxLifeTokens() const { return m_maxLives; }
    int toMove() const { return m_toMove; }
    int infoTokens() const { return m_info; }
    int lifeTokens() const { return m_lives; }
    int deckSize() const { return static_cast<int>(m_deck.size() - m_next); }
    /// The sum of the fireworks' heights, 0 once the lives are gone.
    int score() const;
    int firework(int colour) const { return m_fireworks.at(static_cast<std::size_t>(colour)); }
    const Hand& hand(int seat) const { return m_hands.at(static_cast<std::size_t>(seat)); }
    const std::vector<hanabi::Card>& discards() const { return m_discards; }
    /// The deck in dealing order (both hands first), for tests that replay a game on their own.
    const std::vector<hanabi::Card>& deck() const { return m_deck; }
    const std::vector<Turn>& turns() const { return m_turns; }
    End end() const { return m_end; }

    /// Tests only: the card at `position` of `seat`'s hand becomes `card` (knowledge unchanged),
    /// to check that a seat's observation does not depend on its own cards.
    void replaceCardForTest(int seat, int position, hanabi::Card card);

private:
    /// Why check() refuses a move, found without building any text (legalMoves asks it ~20 times a turn).
    enum class Refusal {
        None,
        NotYourTurn,
        NoSuchCard,
        DiscardAtMax,
        NoToken,
        BadValue,
        TouchesNothing,
        Pass,
        Unknown
    };
    Refusal refusal(int seat, const Move& move) const;

    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// The round of turn `t`, just played: the table standing as it left it.
    RoundOutcome roundOf(const Turn& t) const;

    void draw(int seat);
    Json handSeenByPartner(int holder) const;
    void applyMove(int seat, const Move& move, Turn& turn);
    /// A turn as a seat reads it in its prompt (its own hand never named).
    Json turnView(const Turn& turn, int index, int seat) const;

    int m_colours = 2, m_handSize = 2, m_maxInfo = 3, m_maxLives = 1;
    std::vector<hanabi::Card> m_deck;
    std::size_t m_next = 0;  ///< the next card to draw
    std::array<Hand, 2> m_hands;
    std::array<int, hanabi::kMaxColours> m_fireworks{};
    std::vector<hanabi::Card> m_discards;
    int m_info = 3, m_lives = 1;
    int m_toMove = 0;
    /// Turns still to play once the deck is empty (HLE: every player one more, the drawer included).
    int m_finalTurns = 2;
    End m_end = End::None;
    std::vector<Turn> m_turns;
};

}  // namespace nashlab::engine::games
