// What a seat of undercover reads: its own word (never another's), who is still in, the clues of
// this game round so far, and the earlier rounds' clues and votes (its history). Nothing here
// names the undercover before the game is over. And how a round is recorded.
#include "engine/games/undercover/undercover_state.h"

namespace nashlab::engine::games {
namespace {

// "1, 2, 4" for the prompts' lists of players.
std::string numbersText(const Json& numbers) {
    std::string text;
    for (const auto& n : numbers) text += (text.empty() ? "" : ", ") + n.dump();
    return text;
}

std::string languageName(const std::string& code) {
    if (code == "de") return "German";
    if (code == "zh_CN") return "Chinese";
    return "English";
}

}  // namespace

Json UndercoverState::situation(int seat) const {
    Json alivePlayers = Json::array(), out = Json::array(), clues = Json::array(), options = Json::array();
    for (int s = 0; s < numSeats(); ++s) {
        (alive(s) ? alivePlayers : out).push_back(s + 1);
        if (alive(s) && s != seat) options.push_back(s + 1);
    }
    for (const auto& u : m_talk.all())
        if (u.round == m_gameRound && u.heardBy(seat))
            clues.push_back(
                {{"player", u.seat + 1}, {"clue", u.text}, {"by_you", u.seat == seat}, {"passed", u.text.empty()}});
    Json obs = {{"you", seat + 1},
                {"players", numSeats()},
                {"your_word", wordOf(seat)},
                {"alive", alivePlayers},
                {"out", out},
                {"game_round", m_gameRound},
                {"phase", m_phase == Phase::Clue ? "clue" : "vote"},
                {"clues_this_round", clues},
                {"clue_length", m_clueLength},
                {"language", m_language},
                {"language_name", languageName(m_language)},
                {"alive_text", numbersText(alivePlayers)},
                {"out_text", numbersText(out)},
                {"voting", m_phase == Phase::Vote},
                {"any_clues", !clues.empty()}};
    if (m_phase == Phase::Vote) {
        obs["vote_options"] = options;
        obs["vote_options_text"] = numbersText(options);
    }
    if (m_phase == Phase::Clue) obs["first_to_speak"] = clues.empty();
    return obs;
}

// Only rounds of the game before the current one: this round's clues are in the situation.
Json UndercoverState::pastRound(const RoundOutcome& round, int seat) const {
    const Json& report = round.publicReport;
    const int gameRound = report.value("game_round", 0);
    if (!finished() && gameRound >= m_gameRound) return nullptr;
    if (report.value("step", std::string()) == "clue") {
        const int speaker = report.value("seat", 0);
        return {{"game_round", gameRound},
                {"step", "clue"},
                {"is_clue", true},
                {"player", speaker + 1},
                {"by_you", speaker == seat},
                {"clue", report.value("clue", std::string())},
                {"passed", report.value("passed", false)}};
    }
    Json votes = Json::array();
    std::string votesText;
    const Json& cast = report.contains("votes") ? report["votes"] : Json::array();
    for (std::size_t s = 0; s < cast.size(); ++s)
        if (cast[s].is_number_integer()) {
            votes.push_back({{"player", static_cast<int>(s) + 1}, {"voted_for", cast[s].get<int>() + 1}});
            votesText += (votesText.empty() ? "player " : ", player ") + std::to_string(s + 1) + " voted for " +
                         std::to_string(cast[s].get<int>() + 1);
        }
    const int eliminated = report.value("eliminated", -1);
    return {{"game_round", gameRound},
            {"step", "vote"},
            {"is_vote", true},
            {"votes", votes},
            {"votes_text", votesText.empty() ? std::string("no votes") : votesText},
            {"eliminated", eliminated + 1},
            {"you_are_out", eliminated == seat},
            {"tie", report.value("tie", false)}};
}

Json UndercoverState::reportOf(bool vote, bool passed) const {
    Json report;
    if (!vote) {
        const Utterance& said = m_talk.all().back();
        report = {
            {"step", "clue"}, {"game_round", said.round}, {"seat", said.seat}, {"clue", said.text}, {"passed", passed}};
        if (m_end != End::None) report["end"] = endName(m_end);
    } else {
        const Vote& cast = m_votes.back();
        Json votes = Json::array();
        for (int target : cast.votes) votes.push_back(target < 0 ? Json() : Json(target));
        report = {{"step", "vote"},       {"game_round", cast.gameRound},  {"votes", votes},
                  {"tally", cast.tally},  {"eliminated", cast.eliminated}, {"tie", cast.tie},
                  {"end", endName(m_end)}};
    }
    if (m_end != End::None) {
        // The secret is out once the game is: the audience, the record and the seats' last view.
        report["undercover"] = m_undercover;
        report["words"] = {{"undercover", m_undercoverWord}, {"civilian", m_civilianWord}};
    }
    return report;
}

void UndercoverState::fillOutcome(RoundOutcome& out, const std::map<int, Json>& actions, bool vote, bool passed) const {
    const auto n = static_cast<std::size_t>(numSeats());
    out.actions = Json::array();
    out.privateReports = Json::array();
    out.reference = Json::array();
    for (std::size_t s = 0; s < n; ++s) {
        const auto acted = actions.find(static_cast<int>(s));
        out.actions.push_back(acted != actions.end() ? acted->second : Json());
        out.privateReports.push_back({{"word", wordOf(static_cast<int>(s))}});  // for the record's audience
        out.reference.push_back(nullptr);
    }
    out.publicReport = reportOf(vote, passed);
}

}  // namespace nashlab::engine::games
