// The rules of undercover (LLMArena's undercover_v1, seed 004 §1.4): the deal of words, clues,
// votes, the count and the win check.
#include "engine/games/undercover/undercover_state.h"

#include <charconv>

#include "engine/games/undercover/undercover_pair.h"

namespace nashlab::engine::games {

using namespace undercover;

namespace {

constexpr const char* kNoClue = "(no clue)";  // a clue that says nothing: never illegal

}  // namespace

UndercoverState::UndercoverState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_language = p.value("language", std::string("en"));
    m_clueLength = p.value("clue_length", 120);
    Rng rng = Rng(m_setup.seed).split("undercover deal");
    m_pairs = wordPairs(m_language);
    if (auto given = parsePair(p.value("pair", std::string())); given && !given->first.empty()) {
        m_undercoverWord = given->first;
        m_civilianWord = given->second;
        for (std::size_t i = 0; i < m_pairs.size(); ++i)
            if (m_pairs[i].undercover == m_undercoverWord && m_pairs[i].civilian == m_civilianWord)
                m_pairIndex = static_cast<int>(i);
    } else if (!m_pairs.empty()) {
        m_pairIndex = static_cast<int>(rng.uniformInt(0, static_cast<std::int64_t>(m_pairs.size()) - 1));
        m_undercoverWord = std::string(m_pairs[static_cast<std::size_t>(m_pairIndex)].undercover);
        m_civilianWord = std::string(m_pairs[static_cast<std::size_t>(m_pairIndex)].civilian);
    }
    const int chosen = p.value("undercover_seat", 0);
    m_undercover = chosen >= 1 && chosen <= numSeats()
                       ? chosen - 1
                       : static_cast<int>(rng.uniformInt(0, static_cast<std::int64_t>(numSeats()) - 1));
    m_alive.assign(static_cast<std::size_t>(numSeats()), 1);
    m_speaker = 0;
    m_foldedUndercoverWord = foldCase(m_undercoverWord);
    m_foldedCivilianWord = foldCase(m_civilianWord);
    m_votes.reserve(static_cast<std::size_t>(numSeats()));  // each vote puts a player out
}

Json UndercoverState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Civilians: return "civilians";
    case End::Undercover: return "undercover";
    case End::Cap: return "cap";
    }
    return nullptr;
}

const std::string& UndercoverState::wordOf(int seat) const {
    return seat == m_undercover ? m_undercoverWord : m_civilianWord;
}

const std::string& UndercoverState::foldedWordOf(int seat) const {
    return seat == m_undercover ? m_foldedUndercoverWord : m_foldedCivilianWord;
}

std::vector<std::string> UndercoverState::associationsOf(int seat) const {
    std::vector<std::string> out;
    if (m_pairIndex < 0 || m_pairIndex >= static_cast<int>(m_pairs.size())) return out;
    const WordPair& pair = m_pairs[static_cast<std::size_t>(m_pairIndex)];
    for (auto clue : seat == m_undercover ? pair.undercoverClues : pair.civilianClues) out.emplace_back(clue);
    return out;
}

int UndercoverState::aliveCount() const { return static_cast<int>(std::count(m_alive.begin(), m_alive.end(), 1)); }

int UndercoverState::nextAlive(int after) const {
    for (int s = after + 1; s < numSeats(); ++s)
        if (alive(s)) return s;
    return -1;
}

std::vector<int> UndercoverState::actingSeats() const {
    if (finished()) return {};
    if (m_phase == Phase::Clue) return {m_speaker};
    std::vector<int> seats;
    for (int s = 0; s < numSeats(); ++s)
        if (alive(s)) seats.push_back(s);
    return seats;
}

ActionSpec UndercoverState::actionSpec(int /*seat*/) const {
    if (m_phase == Phase::Clue)
        return ActionSpec{{{"clue",
                            FieldKind::Text,
                            1.0,
                            static_cast<double>(m_clueLength),
                            {},
                            {},
                            "one short clue about your word, without saying the word",
                            true}}};
    // The guess is LLMArena's opponent-modelling probe (004 §2.4: its vote prompt asks for the
    // others' words first): optional, never shown to another player, scored for the undercover.
    return ActionSpec{{{"vote",
                        FieldKind::Integer,
                        1.0,
                        static_cast<double>(numSeats()),
                        {},
                        {},
                        "the number of the player you vote out: still in, and not yourself",
                        true},
                       {"guess",
                        FieldKind::Text,
                        0.0,
                        {},  // no length limit: a wordy guess must not cost the vote (it just misses)
                        {},
                        {},
                        "optional: the word you believe most of the other players were given",
                        false}}};
}

Status UndercoverState::validate(int seat, const Json& action) const {
    if (finished()) return Error::make("game_over", "the game is over");
    if (m_phase == Phase::Clue) {
        if (seat != m_speaker) return Error::make("not_your_turn", "it is not your turn to give a clue");
        const auto clue = action.is_object() ? action.find("clue") : action.end();
        if (clue == action.end() || !clue->is_string() || clue->get_ref<const std::string&>().empty())
            return Error::make("invalid_action", "the answer needs 'clue', a few words about your word");
        if (clueSaysFoldedWord(clue->get_ref<const std::string&>(), foldedWordOf(seat)))
            return Error::make("clue_says_word", "your clue must not contain your word itself; describe it instead");
        return okStatus();
    }
    if (!alive(seat)) return Error::make("not_your_turn", "you are out of the game and do not vote");
    const auto vote = action.is_object() ? action.find("vote") : action.end();
    if (vote == action.end() || !vote->is_number_integer())
        return Error::make("invalid_action", "the answer needs 'vote', the number of a player");
    const int target = vote->get<int>() - 1;
    if (target < 0 || target >= numSeats())
        return Error::make("no_such_player", "'vote' must be a player from 1 to " + std::to_string(numSeats()));
    if (target == seat) return Error::make("vote_for_self", "you may not vote for yourself");
    if (!alive(target))
        return Error::make("player_out", "player " + std::to_string(target + 1) + " is already out of the game");
    return okStatus();
}

Json UndercoverState::randomLegalAction(int seat, Rng& rng) const {
    if (m_phase == Phase::Clue) return {{"clue", std::string(randomClue(seat, rng))}};
    return {{"vote", randomTarget(seat, rng) + 1}};
}

std::string_view UndercoverState::randomClue(int seat, Rng& rng) const {
    // Any clue of the language's table that does not give the word away.
    for (int attempt = 0; attempt < 16 && !m_pairs.empty(); ++attempt) {
        const auto& pair =
            m_pairs[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(m_pairs.size()) - 1))];
        const auto& clues = rng.uniformInt(0, 1) ? pair.undercoverClues : pair.civilianClues;
        const std::string_view clue = clues[static_cast<std::size_t>(rng.uniformInt(0, 2))];
        if (!clueSaysFoldedWord(clue, foldedWordOf(seat))) return clue;
    }
    return kNoClue;
}

int UndercoverState::randomTarget(int seat, Rng& rng) const {
    // The k-th of the players still in but `seat`, counted without building the list.
    int targets = 0;
    for (int s = 0; s < numSeats(); ++s) targets += s != seat && alive(s) ? 1 : 0;
    auto k = rng.uniformInt(0, targets - 1);
    for (int s = 0; s < numSeats(); ++s)
        if (s != seat && alive(s) && k-- == 0) return s;
    return -1;
}

// Never illegal: a clue that says nothing, or a vote for the next player still in.
Json UndercoverState::defaultAction(int seat) const {
    if (m_phase == Phase::Clue) return {{"clue", kNoClue}};
    for (int k = 1; k < numSeats(); ++k) {
        const int s = (seat + k) % numSeats();
        if (alive(s)) return {{"vote", s + 1}};
    }
    return {{"vote", seat + 1}};
}

void UndercoverState::giveClue(const Json& action) {
    const int seat = m_speaker;
    m_talk.say({seat, m_gameRound, action.is_null() ? std::string() : action.at("clue").get<std::string>(), {}});
    m_speaker = nextAlive(seat);
    if (m_speaker < 0) m_phase = Phase::Vote;
}

void UndercoverState::countVotes(const std::map<int, Json>& actions, std::vector<double>& payoffs) {
    const auto n = static_cast<std::size_t>(numSeats());
    Vote vote;
    vote.gameRound = m_gameRound;
    vote.votes.assign(n, -1);
    vote.tally.assign(n, 0);
    for (const auto& [seat, action] : actions) {
        if (action.is_null()) continue;  // a forfeit abstains
        const int target = action.at("vote").get<int>() - 1;
        vote.votes[static_cast<std::size_t>(seat)] = target;
        ++vote.tally[static_cast<std::size_t>(target)];
    }
    // The plurality goes out; a tie (or no vote at all: a tie of every player still in) is drawn.
    int most = 0, top = 0;
    for (int s = 0; s < numSeats(); ++s)
        if (alive(s)) most = std::max(most, vote.tally[static_cast<std::size_t>(s)]);
    for (int s = 0; s < numSeats(); ++s) top += alive(s) && vote.tally[static_cast<std::size_t>(s)] == most ? 1 : 0;
    vote.tie = top > 1;
    // The draw's stream is "undercover vote <game round>", named without a string on the heap.
    char label[32] = "undercover vote ";
    const std::size_t prefix = std::char_traits<char>::length(label);
    const char* end = std::to_chars(label + prefix, label + sizeof label, m_gameRound).ptr;
    Rng rng = Rng(m_setup.seed).split(std::string_view(label, static_cast<std::size_t>(end - label)));
    auto k = rng.uniformInt(0, top - 1);  // the k-th of the tied, in seat order
    for (int s = 0; s < numSeats() && vote.eliminated < 0; ++s)
        if (alive(s) && vote.tally[static_cast<std::size_t>(s)] == most && k-- == 0) vote.eliminated = s;
    m_alive[static_cast<std::size_t>(vote.eliminated)] = 0;

    if (vote.eliminated == m_undercover)
        m_end = End::Civilians;
    else if (aliveCount() <= 3)
        m_end = End::Undercover;
    if (m_end != End::None)
        for (int s = 0; s < numSeats(); ++s)
            payoffs[static_cast<std::size_t>(s)] = (s == m_undercover) == (m_end == End::Undercover) ? 1.0 : -1.0;
    m_votes.push_back(std::move(vote));
}

std::optional<RoundOutcome> UndercoverState::doApply(const std::map<int, Json>& actions) {
    RoundOutcome out;
    out.payoffs.assign(static_cast<std::size_t>(numSeats()), 0.0);
    const bool vote = m_phase == Phase::Vote;
    bool passed = false;
    if (!vote) {
        static const Json kPassed;
        const auto found = actions.find(m_speaker);
        const Json& action = found != actions.end() ? found->second : kPassed;
        passed = action.is_null();
        giveClue(action);
    } else {
        countVotes(actions, out.payoffs);
        if (m_end == End::None) {
            m_stepsBefore = round();  // this vote is round() and completes the game round
            ++m_gameRound;
            m_phase = Phase::Clue;
            m_speaker = nextAlive(-1);
        }
    }
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) m_end = End::Cap;
    fillOutcome(out, actions, vote, passed);
    return out;
}

int UndercoverState::historyLength(int /*seat*/) const { return finished() ? round() - 1 : m_stepsBefore; }

std::vector<PrivateFact> UndercoverState::privateFacts() const {
    if (finished()) return {};
    std::vector<int> civilians;
    for (int s = 0; s < numSeats(); ++s)
        if (s != m_undercover) civilians.push_back(s);
    return {{"the undercover's word", m_undercoverWord, {m_undercover}},
            {"the civilians' word", m_civilianWord, civilians}};
}

}  // namespace nashlab::engine::games
