#pragma once
// One game of undercover (LLMArena, seed 004 §1.4). Every seat gets a secret word: the civilians
// the same one, the undercover a related one. A game round has two phases: a clue phase, in which
// each seat still in gives one clue in seat order ({"clue": text}, one engine round per clue; a
// seat reads the clues given before it), then a vote ({"vote": player}, every seat still in at
// once; not oneself, not a player already out). The plurality is voted out (ties drawn from the
// seed). The civilians win when the undercover is voted out (+1 each, −1 the undercover); the
// undercover wins once only three players are left (+1, −1 each civilian).
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rng.h"
#include "engine/game/state.h"
#include "engine/game/talk.h"
#include "engine/games/undercover/undercover_words.h"

namespace nashlab::engine::games {

class UndercoverState final : public State {
public:
    enum class Phase { Clue, Vote };
    enum class End { None, Civilians, Undercover, Cap };
    /// One vote: who voted for whom (-1: no vote), who went out and whether a tie was drawn.
    struct Vote {
        int gameRound = 0;
        std::vector<int> votes;
        std::vector<int> tally;
        int eliminated = -1;
        bool tie = false;
    };

    explicit UndercoverState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return m_end != End::None; }
    Json reference(int /*seat*/) const override { return nullptr; }
    /// randomClue() or randomTarget() as an answer: what the random bot answers.
    Json randomLegalAction(int seat, Rng& rng) const override;
    Json defaultAction(int seat) const override;
    int historyLength(int seat) const override;
    std::vector<PrivateFact> privateFacts() const override;

    // Typed reads for the bots (each reads only its own word), the view's tests and the scorer.
    Phase phase() const { return m_phase; }
    int gameRound() const { return m_gameRound; }
    int undercoverSeat() const { return m_undercover; }
    const std::string& wordOf(int seat) const;
    /// A random legal clue for `seat`: one of the language's table that does not give its word
    /// away, or "(no clue)" when 16 draws find none.
    std::string_view randomClue(int seat, Rng& rng) const;
    /// A random legal vote of `seat`: a player still in other than itself (0-based).
    int randomTarget(int seat, Rng& rng) const;
    /// The table's clues for `seat`'s word (empty for a word of a pair not in the list).
    std::vector<std::string> associationsOf(int seat) const;
    const std::string& language() const { return m_language; }
    bool alive(int seat) const { return m_alive.at(static_cast<std::size_t>(seat)) != 0; }
    int aliveCount() const;
    const TalkLog& talk() const { return m_talk; }
    const std::vector<Vote>& votes() const { return m_votes; }
    End end() const { return m_end; }
    int clueLength() const { return m_clueLength; }
    static Json endName(End end);

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;

    void giveClue(const Json& action);
    void countVotes(const std::map<int, Json>& actions, std::vector<double>& payoffs);
    int nextAlive(int after) const;
    const std::string& foldedWordOf(int seat) const;

    /// The outcome of the round just played (a clue, the last of m_talk, or a vote, the last of
    /// m_votes) besides its payoffs: the actions as given, the reports and the reference.
    void fillOutcome(RoundOutcome& out, const std::map<int, Json>& actions, bool vote, bool passed) const;
    Json reportOf(bool vote, bool passed) const;

    std::string m_language = "en";
    std::span<const undercover::WordPair> m_pairs;  ///< the language's list
    std::string m_undercoverWord, m_civilianWord;
    std::string m_foldedUndercoverWord, m_foldedCivilianWord;  ///< foldCase(): what clues are checked against
    int m_pairIndex = -1;  ///< in the language's list; -1 for a pair given by parameter that is not in it
    int m_undercover = 0;
    int m_clueLength = 120;
    std::vector<char> m_alive;
    Phase m_phase = Phase::Clue;
    int m_gameRound = 1;
    int m_speaker = 0;
    /// Engine rounds (clues and votes) completed before the current game round began.
    int m_stepsBefore = 0;
    TalkLog m_talk;
    std::vector<Vote> m_votes;
    End m_end = End::None;
};

}  // namespace nashlab::engine::games
