#pragma once
// One negotiation of bargain: two players share hats, balls and apples; each knows only what one
// item of each kind is worth to itself. One turn per round. The seat to move answers
// {"move": "propose", "hats": x, "balls": y, "apples": z, "message": "..."} (what the proposer
// keeps, the rest going to the other, with words for the other to read) or {"move": "deal"}, which
// accepts the other's latest proposal and ends the game. A forfeit (null) repeats the seat's last
// proposal, or keeps everything when it has made none; {"concede": true} (the lose_game fallback)
// ends the game without a deal, the conceding seat losing: −1 to it, +1 to the other, LLMArena's
// penalty for an illegal move. On a deal each seat is paid its own value of its share minus the
// other's value of theirs (zero-sum); without a deal both get 0.
#include <optional>
#include <string>
#include <vector>

#include "engine/game/state.h"
#include "engine/game/talk.h"
#include "engine/games/bargain/bargain_instance.h"

namespace nashlab::engine::games {

class BargainState final : public State {
public:
    enum class Kind : signed char { Propose, Deal, Concede };
    /// How the game ended (None while it goes on): a deal, the round limit, a concession, or the
    /// session's own cap on rounds.
    enum class End : signed char { None, Deal, NoDeal, Conceded, Cap };
    struct Turn {
        int seat = 0;
        Kind kind = Kind::Propose;
        bargain::Items keep{};  ///< a proposal: what the proposer keeps
        std::string message;    ///< what the seat said with it ("" for none)
        bool forfeited = false;
        int bargainingRound = 1;
    };

    explicit BargainState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int /*seat*/) const override { return nullptr; }  // no equilibrium under private values
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    Json concession(int seat) const override;
    std::vector<PrivateFact> privateFacts() const override;

    /// The answer proposing to keep `keep`, with `message`.
    static Json proposal(const bargain::Items& keep, const std::string& message = "");
    /// The answer accepting the standing offer.
    static Json deal();
    /// proposal(keep, message) and deal() written into `action`, reusing the members it holds
    /// when it already has that form (a bot's answer of its earlier turn): no allocation.
    static void writeProposal(Json& action, const bargain::Items& keep, const std::string& message = "");
    static void writeDeal(Json& action);
    static Json endName(End end);

    // Typed reads. A bot reads only its own values(seat) (never the other seat's).
    const bargain::Items& counts() const { return m_instance.counts; }
    const bargain::Items& values(int seat) const { return m_instance.values.at(static_cast<std::size_t>(seat)); }
    /// What `share` is worth to `seat`.
    int valueOf(int seat, const bargain::Items& share) const { return m_instance.valueOf(seat, share); }
    bargain::Items rest(const bargain::Items& share) const { return m_instance.rest(share); }
    int toMove() const { return m_toMove; }
    /// 1-based: the first player's turn and then the second's make one bargaining round.
    int bargainingRound() const { return static_cast<int>(m_turns.size()) / 2 + 1; }
    int maxRounds() const { return m_maxRounds; }
    /// Turns the game allows at most: the second player's turn of the last round is never played.
    int maxTurns() const { return 2 * m_maxRounds - 1; }
    /// What `seat` last proposed to keep, if it has proposed.
    std::optional<bargain::Items> lastProposal(int seat) const;
    /// The offer `seat` may accept: what its opponent last proposed to keep.
    std::optional<bargain::Items> standingOffer(int seat) const { return lastProposal(1 - seat); }
    int proposalsBy(int seat) const;
    const std::vector<Turn>& turns() const { return m_turns; }
    const TalkLog& talk() const { return m_talk; }
    End end() const { return m_end; }
    /// After a deal: what each seat secured, worth to itself (0 for both without one).
    int valueSecured(int seat) const;
    /// After a deal: the items `seat` takes home.
    bargain::Items shareOf(int seat) const;

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;

    /// The turn an answer names (already checked), or the forfeit's proposal for null.
    Turn turnOf(int seat, const Json& action) const;
    /// Fills the round of the turn just played (the last of turns()): `action` as given (null for
    /// a forfeit), the reports and the reference; `out.payoffs` are already set.
    void fillOutcome(RoundOutcome& out, const Json& action) const;

    bargain::Instance m_instance;
    int m_maxRounds = 10;
    int m_toMove = 0;
    End m_end = End::None;
    int m_dealTurn = -1;  ///< index of the accepted proposal's turn
    std::vector<Turn> m_turns;
    TalkLog m_talk;
};

}  // namespace nashlab::engine::games
