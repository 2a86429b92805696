// The rules of undercover (LLMArena's undercover_v1, seed 004 §1.4): the deal of words, clues,
// votes, the count and the win check.
#include "engine/games/undercover/undercover_state.h"

#include "engine/games/undercover/undercover_pair.h"

namespace nashlab::engine::games {

using namespace undercover;

UndercoverState::UndercoverState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_language = p.value("language", std::string("en"));
    m_clueLength = p.value("clue_length", 120);
    Rng rng = Rng(m_setup.seed).split("undercover deal");
    const auto list = wordPairs(m_language);
    if (auto given = parsePair(p.value("pair", std::string())); given && !given->first.empty()) {
        m_undercoverWord = given->first;
        m_civilianWord = given->second;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i].undercover == m_undercoverWord && list[i].civilian == m_civilianWord)
                m_pairIndex = static_cast<int>(i);
    } else if (!list.empty()) {
        m_pairIndex = static_cast<int>(rng.uniformInt(0, static_cast<std::int64_t>(list.size()) - 1));
        m_undercoverWord = std::string(list[static_cast<std::size_t>(m_pairIndex)].undercover);
        m_civilianWord = std::string(list[static_cast<std::size_t>(m_pairIndex)].civilian);
    }
    const int chosen = p.value("undercover_seat", 0);
    m_undercover = chosen >= 1 && chosen <= numSeats()
                       ? chosen - 1
                       : static_cast<int>(rng.uniformInt(0, static_cast<std::int64_t>(numSeats()) - 1));
    m_alive.assign(static_cast<std::size_t>(numSeats()), 1);
    m_speaker = 0;
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

std::vector<std::string> UndercoverState::associationsOf(int seat) const {
    std::vector<std::string> out;
    const auto list = wordPairs(m_language);
    if (m_pairIndex < 0 || m_pairIndex >= static_cast<int>(list.size())) return out;
    const WordPair& pair = list[static_cast<std::size_t>(m_pairIndex)];
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
        const Json* clue = action.is_object() && action.contains("clue") ? &action["clue"] : nullptr;
        if (!clue || !clue->is_string() || clue->get<std::string>().empty())
            return Error::make("invalid_action", "the answer needs 'clue', a few words about your word");
        if (clueSaysWord(clue->get<std::string>(), wordOf(seat)))
            return Error::make("clue_says_word", "your clue must not contain your word itself; describe it instead");
        return okStatus();
    }
    if (!alive(seat)) return Error::make("not_your_turn", "you are out of the game and do not vote");
    const Json* vote = action.is_object() && action.contains("vote") ? &action["vote"] : nullptr;
    if (!vote || !vote->is_number_integer())
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
    if (m_phase == Phase::Clue) {
        // Any clue of the language's table that does not give the word away.
        const auto list = wordPairs(m_language);
        for (int attempt = 0; attempt < 16 && !list.empty(); ++attempt) {
            const auto& pair =
                list[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(list.size()) - 1))];
            const auto& clues = rng.uniformInt(0, 1) ? pair.undercoverClues : pair.civilianClues;
            const std::string clue(clues[static_cast<std::size_t>(rng.uniformInt(0, 2))]);
            if (!clueSaysWord(clue, wordOf(seat))) return {{"clue", clue}};
        }
        return defaultAction(seat);
    }
    std::vector<int> targets;
    for (int s = 0; s < numSeats(); ++s)
        if (s != seat && alive(s)) targets.push_back(s);
    return {{"vote",
             targets[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(targets.size()) - 1))] + 1}};
}

// Never illegal: a clue that says nothing, or a vote for the next player still in.
Json UndercoverState::defaultAction(int seat) const {
    if (m_phase == Phase::Clue) return {{"clue", "(no clue)"}};
    for (int k = 1; k < numSeats(); ++k) {
        const int s = (seat + k) % numSeats();
        if (alive(s)) return {{"vote", s + 1}};
    }
    return {{"vote", seat + 1}};
}

RoundOutcome UndercoverState::blankRound() const {
    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(static_cast<std::size_t>(numSeats()), 0.0);
    return out;
}

void UndercoverState::describeRound(RoundOutcome& out) const {
    const RoundFacts& facts = m_facts.at(static_cast<std::size_t>(out.round - 1));
    const auto n = static_cast<std::size_t>(numSeats());
    out.actions = Json::array();
    out.privateReports = Json::array();
    out.reference = Json::array();
    for (std::size_t s = 0; s < n; ++s) {
        const auto acted = facts.step.find(std::to_string(s));
        out.actions.push_back(acted != facts.step.end() ? *acted : Json());
        out.privateReports.push_back({{"word", wordOf(static_cast<int>(s))}});  // for the record's audience
        out.reference.push_back(nullptr);
    }
    out.steps = Json::array({facts.step});
    out.publicReport = facts.publicReport;
}

RoundOutcome UndercoverState::giveClue(const Json& action) {
    RoundOutcome out = blankRound();
    const int seat = m_speaker;
    const bool passed = action.is_null();
    const std::string text = passed ? std::string() : action.at("clue").get<std::string>();
    m_talk.say({seat, m_gameRound, text, {}});
    out.publicReport = {
        {"step", "clue"}, {"game_round", m_gameRound}, {"seat", seat}, {"clue", text}, {"passed", passed}};
    m_speaker = nextAlive(seat);
    if (m_speaker < 0) m_phase = Phase::Vote;
    return out;
}

RoundOutcome UndercoverState::countVotes(const std::map<int, Json>& actions) {
    RoundOutcome out = blankRound();
    const auto n = static_cast<std::size_t>(numSeats());
    Vote vote;
    vote.gameRound = m_gameRound;
    vote.votes.assign(n, -1);
    vote.tally.assign(n, 0);
    Json votes = Json::array();
    for (std::size_t s = 0; s < n; ++s) votes.push_back(nullptr);
    for (const auto& [seat, action] : actions) {
        if (action.is_null()) continue;  // a forfeit abstains
        const int target = action.at("vote").get<int>() - 1;
        vote.votes[static_cast<std::size_t>(seat)] = target;
        ++vote.tally[static_cast<std::size_t>(target)];
        votes[static_cast<std::size_t>(seat)] = target;
    }
    // The plurality goes out; a tie (or no vote at all: a tie of every player still in) is drawn.
    int most = 0;
    for (int s = 0; s < numSeats(); ++s)
        if (alive(s)) most = std::max(most, vote.tally[static_cast<std::size_t>(s)]);
    std::vector<int> top;
    for (int s = 0; s < numSeats(); ++s)
        if (alive(s) && vote.tally[static_cast<std::size_t>(s)] == most) top.push_back(s);
    vote.tie = top.size() > 1;
    Rng rng = Rng(m_setup.seed).split("undercover vote " + std::to_string(m_gameRound));
    vote.eliminated = top[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(top.size()) - 1))];
    m_alive[static_cast<std::size_t>(vote.eliminated)] = 0;

    if (vote.eliminated == m_undercover)
        m_end = End::Civilians;
    else if (aliveCount() <= 3)
        m_end = End::Undercover;
    if (m_end != End::None)
        for (int s = 0; s < numSeats(); ++s)
            out.payoffs[static_cast<std::size_t>(s)] = (s == m_undercover) == (m_end == End::Undercover) ? 1.0 : -1.0;

    out.publicReport = {{"step", "vote"},       {"game_round", m_gameRound},     {"votes", votes},
                        {"tally", vote.tally},  {"eliminated", vote.eliminated}, {"tie", vote.tie},
                        {"end", endName(m_end)}};
    m_votes.push_back(std::move(vote));
    return out;
}

std::optional<RoundOutcome> UndercoverState::doApply(const std::map<int, Json>& actions) {
    RoundOutcome out;
    if (m_phase == Phase::Clue) {
        const auto found = actions.find(m_speaker);
        out = giveClue(found == actions.end() ? Json() : found->second);
    } else {
        out = countVotes(actions);
        if (m_end == End::None) {
            m_stepsBefore = round();  // this vote is round() and completes the game round
            ++m_gameRound;
            m_phase = Phase::Clue;
            m_speaker = nextAlive(-1);
        }
    }
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) {
        m_end = End::Cap;
        out.publicReport["end"] = endName(m_end);
    }
    if (m_end != End::None) {
        // The secret is out once the game is: the audience, the record and the seats' last view.
        out.publicReport["undercover"] = m_undercover;
        out.publicReport["words"] = {{"undercover", m_undercoverWord}, {"civilian", m_civilianWord}};
    }
    RoundFacts facts{Json::object(), std::move(out.publicReport)};
    for (const auto& [seat, action] : actions) facts.step[std::to_string(seat)] = action;
    m_facts.push_back(std::move(facts));
    out.publicReport = nullptr;  // described when read (describeRound)
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
