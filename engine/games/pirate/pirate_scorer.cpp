// Scores of pirate (001 §1.8, §7, §8.6). Per round j with proposer P and m pirates aboard:
//   L1_j = Σ_i |g_ij·100/G − NE_j,i| against Stewart's plan on a 100-coin basis;
//   acc  = correct votes / votes over all rounds (the proposer does not vote);
//   score = (200 − mean_j L1_j)/200·50 + acc·50.
// The two modes differ only in crediting a 1-coin offer at an odd offset: the paper counts
// "reject" as correct there, the released code counts nothing (the vote stays in the denominator).
// A round without a usable plan (forfeited proposal) has no L1 and no votes.
#include <cmath>
#include <stdexcept>

#include "engine/games/pirate/pirate_game.h"

namespace nashlab::engine::games {

Json PirateGame::score(const PlayedSession& session) const {
    const auto n = static_cast<std::size_t>(session.numSeats);
    const double gold = session.params.at("gold").get<double>();
    double l1Sum = 0.0;
    int planRounds = 0, votes = 0, correctPaper = 0, correctRepo = 0;
    std::vector<double> payoff(n, 0.0);
    std::vector<int> proposals(n, 0), seatVotes(n, 0), seatCorrect(n, 0);
    std::vector<bool> thrown(n, false);
    Json l1PerRound = Json::array(), accuracyPaper = Json::array(), accuracyRepo = Json::array();

    for (const auto& r : session.rounds) {
        const Json& pub = r.publicReport;
        for (std::size_t i = 0; i < n; ++i) payoff[i] += r.payoffs.at(i);
        const int proposer = pub.at("proposer").get<int>();
        const int aboard = pub.at("aboard").get<int>();
        // A record edited by hand may name a pirate who is not aboard: an error, not a stray write
        // (nor a plan for a billion pirates).
        if (proposer < 0 || aboard < 1 || static_cast<std::size_t>(proposer) + static_cast<std::size_t>(aboard) > n)
            throw std::out_of_range("round " + std::to_string(r.round) + " names a crew that is not aboard");
        ++proposals[static_cast<std::size_t>(proposer)];
        if (!pub.at("thrown_overboard").is_null()) thrown.at(pub.at("thrown_overboard").get<std::size_t>()) = true;
        const Json& plan = pub.at("plan");
        if (plan.empty()) {
            l1PerRound.push_back(nullptr);
            accuracyPaper.push_back(nullptr);
            accuracyRepo.push_back(nullptr);
            continue;
        }
        const auto ne = stewartPlan(aboard, 100);
        double l1 = 0.0;
        for (int offset = 0; offset < aboard; ++offset)
            l1 += std::fabs(plan.value(pirateName(proposer + offset), 0) * 100.0 / gold -
                            ne[static_cast<std::size_t>(offset)]);
        l1Sum += l1;
        ++planRounds;
        l1PerRound.push_back(l1);

        int roundVotes = 0, roundPaper = 0, roundRepo = 0;
        for (int offset = 1; offset < aboard; ++offset) {
            const auto s = static_cast<std::size_t>(proposer + offset);
            const Json& vote = r.actions.at(s);
            if (!vote.is_string()) continue;  // a forfeited vote is no vote
            const int offered = plan.value(pirateName(proposer + offset), 0);
            const bool accepted = vote == "accept";
            const bool paper = pirateVoteCorrect(offered, offset, accepted, VoteCredit::Paper);
            ++roundVotes;
            roundPaper += paper ? 1 : 0;
            roundRepo += pirateVoteCorrect(offered, offset, accepted, VoteCredit::Repo) ? 1 : 0;
            ++seatVotes[s];
            seatCorrect[s] += paper ? 1 : 0;
        }
        votes += roundVotes;
        correctPaper += roundPaper;
        correctRepo += roundRepo;
        accuracyPaper.push_back(roundVotes ? Json(static_cast<double>(roundPaper) / roundVotes) : Json());
        accuracyRepo.push_back(roundVotes ? Json(static_cast<double>(roundRepo) / roundVotes) : Json());
    }

    Json scores = Json::object();
    if (planRounds > 0) {
        const double proposalPart = (200.0 - l1Sum / planRounds) / 200.0 * 50.0;
        const double paperAcc = votes ? static_cast<double>(correctPaper) / votes : 0.0;
        const double repoAcc = votes ? static_cast<double>(correctRepo) / votes : 0.0;
        scores["gamabench_repo"] = proposalPart + repoAcc * 50.0;
        scores["gamabench_paper"] = proposalPart + paperAcc * 50.0;
    }
    Json perSeat = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const int invalid = i < session.invalidAttempts.size() ? session.invalidAttempts[i] : 0;
        const int decisions = i < session.decisions.size() ? session.decisions[i] : 0;
        perSeat.push_back(
            {{"seat", i},
             {"payoff", payoff[i]},
             {"survived", thrown[i] ? 0 : 1},
             {"proposals", proposals[i]},
             {"votes", seatVotes[i]},
             {"correct_votes", seatCorrect[i]},
             {"vote_accuracy", seatVotes[i] ? Json(static_cast<double>(seatCorrect[i]) / seatVotes[i]) : Json()},
             {"invalid_attempts", invalid},
             {"rule_breaking_rate", decisions > 0 ? static_cast<double>(invalid) / decisions : 0.0}});
    }
    return {{"scores", scores},
            {"metrics",
             {{"rounds", session.rounds.size()},
              {"mean_l1", planRounds ? Json(l1Sum / planRounds) : Json()},
              {"l1", l1PerRound},
              {"votes", votes},
              {"vote_accuracy_paper", votes ? Json(static_cast<double>(correctPaper) / votes) : Json()},
              {"vote_accuracy_repo", votes ? Json(static_cast<double>(correctRepo) / votes) : Json()},
              {"vote_accuracy_paper_per_round", accuracyPaper},
              {"vote_accuracy_repo_per_round", accuracyRepo}}},
            {"per_seat", perSeat}};
}

}  // namespace nashlab::engine::games
