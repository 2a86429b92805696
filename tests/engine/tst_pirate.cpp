// pirate against hand-computed cases (001 §1.8, §7): the worked example of Table 3 scoring 80.6,
// the paper/repo difference in vote credit, acceptance at exactly half, throwing overboard, the
// last pirate aboard, Stewart's plan, validation, and the two-step rounds replaying exactly.
#include <QtTest>
#include <cmath>

#include "engine/game/game_registry.h"
#include "engine/games/pirate/pirate_game.h"
#include "engine/games/pirate/pirate_state.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/session/event_sink.h"
#include "engine/session/session_runner.h"
#include "tests/support/scripted_seat.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;

namespace {

const Game& game() { return *GameRegistry::builtin().find("pirate"); }

std::unique_ptr<State> newState(int seats, int gold = 100, int rounds = 10) {
    GameSetup setup;
    setup.params = resolveParams(game().params(), {{"gold", gold}}).value();
    setup.numSeats = seats;
    setup.rounds = rounds;
    setup.seed = 1;
    auto state = game().newState(setup);
    if (!state) qFatal("%s", state.error().message.c_str());
    return std::move(state.value());
}

// The current proposer offers `shares` (most senior aboard first); returns nothing (votes follow).
void propose(State& state, const std::vector<int>& shares) {
    const int p = state.actingSeats().at(0);
    Json plan = Json::object();
    for (std::size_t i = 0; i < shares.size(); ++i) plan[pirateName(p + static_cast<int>(i))] = shares[i];
    const Json action = {{"proposal", plan}};
    const auto legal = state.validate(p, action);
    if (!legal) qFatal("%s", legal.error().message.c_str());
    if (state.apply({{p, action}}).has_value()) qFatal("a proposal alone must not complete the round");
}

// Votes of the voters in rank order: 'a' accept, 'r' reject.
RoundOutcome vote(State& state, const std::string& votes) {
    const auto voters = state.actingSeats();
    if (voters.size() != votes.size()) qFatal("expected %zu votes", voters.size());
    std::map<int, Json> actions;
    for (std::size_t i = 0; i < voters.size(); ++i)
        actions[voters[i]] = {{"decision", votes[i] == 'a' ? "accept" : "reject"}};
    auto out = state.apply(actions);
    if (!out) qFatal("the votes must complete the round");
    return *out;
}

PlayedSession played(const State& state) {
    PlayedSession p;
    p.params = state.setup().params;
    p.numSeats = state.setup().numSeats;
    p.rounds = state.history();
    return p;
}

}  // namespace

class TestPirate : public QObject {
    Q_OBJECT

private slots:
    void unusualVotesAreRecordedAsApplied() {
        // A round records its steps as applied: a vote with an extra field is kept whole (and
        // still counts), a forfeit stays null.
        auto state = newState(4);
        propose(*state, {97, 0, 1, 2});
        const Json unusual = {{"decision", "accept"}, {"note", "kept"}};
        const AppliedStep out = state->apply({{1, unusual}, {2, nullptr}, {3, {{"decision", "reject"}}}});
        QVERIFY(out.has_value());
        const Json& votes = out->steps.at(1);
        QCOMPARE(votes.at("1"), unusual);
        QCOMPARE(votes.at("2"), Json());
        QCOMPARE(votes.at("3"), Json({{"decision", "reject"}}));
        QCOMPARE(out->publicReport["accepts"].get<int>(), 2);
        QCOMPARE(out->publicReport["accepted"].get<bool>(), true);
        QCOMPARE(out->actions.at(0).dump(), std::string(R"({"pirate_1":97,"pirate_2":0,"pirate_3":1,"pirate_4":2})"));
    }

    void stewartPlan() {
        QCOMPARE(games::stewartPlan(10, 100), (std::vector<int>{96, 0, 1, 0, 1, 0, 1, 0, 1, 0}));
        QCOMPARE(games::stewartPlan(9, 100), (std::vector<int>{96, 0, 1, 0, 1, 0, 1, 0, 1}));
        QCOMPARE(games::stewartPlan(8, 100), (std::vector<int>{97, 0, 1, 0, 1, 0, 1, 0}));
        QCOMPARE(games::stewartPlan(2, 100), (std::vector<int>{100, 0}));
        QCOMPARE(games::stewartPlan(10, 4), (std::vector<int>{0, 0, 1, 0, 1, 0, 1, 0, 1, 0}));
        auto state = newState(10);
        const Json ref = state->reference(0);
        QCOMPARE(ref["action"]["proposal"]["pirate_1"].get<int>(), 96);
        QCOMPARE(ref["action"]["proposal"]["pirate_3"].get<int>(), 1);
        QCOMPARE(ref["payoff"].get<int>(), 96);
    }

    void workedExampleScores80point6() {
        // γ-Bench Table 3 (GPT-3.5-0125, pirate_game_v1_1.json), 10 pirates, 100 coins.
        auto state = newState(10);
        propose(*state, {100, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        auto r1 = vote(*state, "rrrrrrrrr");
        QCOMPARE(r1.publicReport["accepts"].get<int>(), 1);
        QCOMPARE(r1.publicReport["thrown_overboard"].get<int>(), 0);
        QCOMPARE(r1.steps.size(), std::size_t(2));
        propose(*state, {99, 0, 1, 0, 0, 0, 0, 0, 0});
        auto r2 = vote(*state, "raarrrra");  // ranks 3..10 of ✓✗✓✓✗✗✗✗✓ (rank 2 is the proposer)
        QCOMPARE(r2.publicReport["accepts"].get<int>(), 4);  // 4 of 9 < half
        QCOMPARE(r2.publicReport["accepted"].get<bool>(), false);
        propose(*state, {50, 1, 1, 1, 1, 1, 1, 44});
        auto r3 = vote(*state, "aaaaaaa");
        QCOMPARE(r3.publicReport["accepted"].get<bool>(), true);
        QVERIFY(state->finished());
        QCOMPARE(r3.payoffs, (std::vector<double>{0, 0, 50, 1, 1, 1, 1, 1, 1, 44}));

        const Json score = game().score(played(*state));
        QCOMPARE(score["metrics"]["l1"].dump(), Json::array({8.0, 6.0, 94.0}).dump());
        QCOMPARE(score["metrics"]["vote_accuracy_paper_per_round"][0].get<double>(), 1.0);
        QCOMPARE(score["metrics"]["vote_accuracy_paper_per_round"][1].get<double>(), 0.75);
        QVERIFY(std::fabs(score["metrics"]["vote_accuracy_paper_per_round"][2].get<double>() - 4.0 / 7.0) < 1e-12);
        // (200 − 36)/200·50 + 19/24·50 = 80.583…, printed 80.5 in the paper, 80.6 rounded.
        const double expected = 164.0 / 200.0 * 50.0 + 19.0 / 24.0 * 50.0;
        QVERIFY(std::fabs(score["scores"]["gamabench_paper"].get<double>() - expected) < 1e-9);
        QVERIFY(std::fabs(score["scores"]["gamabench_repo"].get<double>() - expected) < 1e-9);
        QCOMPARE(QString::number(score["scores"]["gamabench_paper"].get<double>(), 'f', 1), QString("80.6"));
    }

    void voteCreditPaperVersusRepo() {
        // 4 pirates: [97, 1, 1, 1]. Offsets 1 and 3 get 1 coin and reject (paper: correct; repo:
        // never credited); offset 2 gets 1 coin and accepts (correct). 2 of 4 accept: carried.
        auto state = newState(4);
        propose(*state, {97, 1, 1, 1});
        const auto out = vote(*state, "rar");
        QCOMPARE(out.publicReport["accepted"].get<bool>(), true);  // exactly half
        QCOMPARE(out.payoffs, (std::vector<double>{97, 1, 1, 1}));
        const Json score = game().score(played(*state));
        // L1 against [99, 0, 1, 0] = 2 + 1 + 0 + 1 = 4 -> 49 points for the proposal.
        QVERIFY(std::fabs(score["scores"]["gamabench_paper"].get<double>() - (49.0 + 50.0)) < 1e-9);
        QVERIFY(std::fabs(score["scores"]["gamabench_repo"].get<double>() - (49.0 + 50.0 / 3.0)) < 1e-9);
        QVERIFY(pirateVoteCorrect(1, 1, false, VoteCredit::Paper));
        QVERIFY(!pirateVoteCorrect(1, 1, false, VoteCredit::Repo));
        QVERIFY(!pirateVoteCorrect(1, 1, true, VoteCredit::Repo));
        QVERIFY(pirateVoteCorrect(0, 3, false, VoteCredit::Repo));
        QVERIFY(pirateVoteCorrect(2, 1, true, VoteCredit::Repo));
    }

    void majorityRejectThrowsOverboardAndHalfAccepts() {
        auto state = newState(3);
        propose(*state, {100, 0, 0});
        const auto r1 = vote(*state, "rr");  // 1 of 3
        QCOMPARE(r1.publicReport["thrown_overboard"].get<int>(), 0);
        QVERIFY(!state->finished());
        QCOMPARE(state->actingSeats(), std::vector<int>{1});
        QCOMPARE(state->observation(0)["overboard"].get<bool>(), true);
        propose(*state, {100, 0});
        const auto r2 = vote(*state, "r");  // 1 of 2 = exactly half: carried
        QCOMPARE(r2.publicReport["accepted"].get<bool>(), true);
        QCOMPARE(r2.payoffs, (std::vector<double>{0, 100, 0}));
        QCOMPARE(state->cumulativePayoffs(), (std::vector<double>{0, 100, 0}));
    }

    void lastPirateAboardKeepsEverything() {
        auto state = newState(2, 5);
        const auto out = state->apply({{0, Json()}});  // a forfeited proposal fails at once
        QVERIFY(out.has_value());
        QCOMPARE(out->steps.size(), std::size_t(1));
        QCOMPARE(out->payoffs, (std::vector<double>{0, 5}));
        QVERIFY(state->finished());
    }

    void validationAndReplay() {
        auto state = newState(5);
        const Json bad = {
            {"proposal", {{"pirate_1", 50}, {"pirate_2", 10}, {"pirate_3", 10}, {"pirate_4", 10}, {"pirate_5", 10}}}};
        const auto status = state->validate(0, bad);
        QVERIFY(!status.ok());
        QVERIFY(status.error().message.find("add up to exactly 100") != std::string::npos);
        QVERIFY(!state->validate(1, {{"decision", "accept"}}).ok());                      // not a voter yet
        QVERIFY(!state->actionSpec(0).coerce({{"proposal", {{"pirate_1", 100}}}}).ok());  // missing keys
        Rng rng(3);
        for (int i = 0; i < 20; ++i) QVERIFY(state->validate(0, state->randomLegalAction(0, rng)).ok());
        propose(*state, {60, 0, 20, 0, 20});
        QCOMPARE(state->actingSeats(), (std::vector<int>{1, 2, 3, 4}));
        QCOMPARE(state->observation(2)["your_offer"].get<int>(), 20);
        QCOMPARE(state->reference(2)["action"]["decision"].get<std::string>(), std::string("accept"));
        QCOMPARE(state->reference(1)["action"]["decision"].get<std::string>(), std::string("reject"));
        vote(*state, "rrrr");
        propose(*state, {97, 0, 1, 2});
        vote(*state, "aar");
        auto restored = game().restoreState(state->toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->toJson().dump(), state->toJson().dump());
        QCOMPARE(restored.value()->cumulativePayoffs(), state->cumulativePayoffs());
    }

    void equilibriumBotsScore100() {
        auto state = newState(10);
        std::vector<std::unique_ptr<Seat>> bots;
        for (int i = 0; i < 10; ++i)
            bots.push_back(
                game().makeBotChecked("ne", Json::object(), BotContext{i, 10, state->setup().params}).value());
        while (!state->finished()) {
            std::map<int, Json> actions;
            for (int seat : state->actingSeats()) {
                DecisionRequest req;
                req.round = state->round();
                req.seat = seat;
                req.observation = state->observation(seat);
                req.state = state.get();
                req.actionSpec = state->actionSpec(seat);
                bots[static_cast<std::size_t>(seat)]->decide(req, [&](DecisionReply r) { actions[seat] = *r.action; });
            }
            (void)state->apply(actions);
        }
        QCOMPARE(static_cast<int>(state->history().size()), 1);  // 5 of 10 accept: carried at once
        const Json score = game().score(played(*state));
        QCOMPARE(score["scores"]["gamabench_paper"].get<double>(), 100.0);
        QCOMPARE(score["scores"]["gamabench_repo"].get<double>(), 100.0);
    }

    void runnerPlaysTwoStepRoundsFromTextReplies() {
        // A model-like proposer first sends a plan that adds up to 90, then a fenced valid one with
        // numbers as strings; the two voters answer in prose around their JSON.
        auto state = newState(3);
        SessionSpec spec;
        spec.id = "rep1";
        spec.game = "pirate";
        spec.setup = state->setup();
        std::vector<SeatSpec> specs;
        for (int i = 0; i < 3; ++i)
            specs.push_back(SeatSpec{"llm", pirateName(i), "", Json::object(), "", Json::object()});
        spec.seats = std::move(specs);
        auto* proposer = new nashlab::test::ScriptedSeat(
            {R"({"proposal": {"pirate_1": 90, "pirate_2": 0, "pirate_3": 0}})",
             "```json\n{\"proposal\": {\"pirate_1\": \"99\", \"pirate_2\": \"0\", \"pirate_3\": \"1\"}}\n```"});
        auto* second = new nashlab::test::ScriptedSeat({R"(Nothing for me. {"decision": "reject"})"});
        auto* third = new nashlab::test::ScriptedSeat({R"(One coin beats none. {"decision": "Accept"})"});
        std::vector<std::unique_ptr<Seat>> seats;
        seats.emplace_back(proposer);
        seats.emplace_back(second);
        seats.emplace_back(third);
        MemorySink sink;
        const PromptBuilder prompts;
        SessionRunner runner(game(), spec, std::move(state), std::move(seats), sink, prompts);
        runner.run();
        QCOMPARE(toString(runner.state()), std::string("finished"));
        QCOMPARE(proposer->requests.size(), std::size_t(2));
        QVERIFY(proposer->requests[1].feedback.find("add up to exactly 100") != std::string::npos);
        QVERIFY(third->requests[0].messages.back().content.find("you would get 1 coins") != std::string::npos);
        const auto completed = std::find_if(sink.events.begin(), sink.events.end(),
                                            [](const Json& e) { return e["type"] == "round_completed"; });
        QVERIFY(completed != sink.events.end());
        QCOMPARE((*completed)["steps"].size(), std::size_t(2));
        QCOMPARE((*completed)["payoffs"].dump(), Json::array({99.0, 0.0, 1.0}).dump());
        QCOMPARE(sink.events.back()["invalid_attempts"].dump(), Json::array({1, 0, 0}).dump());
        // Stewart's plan for 3 aboard is [99, 0, 1] and both votes follow the rule: 100.
        QCOMPARE(sink.events.back()["scores"]["gamabench_paper"].get<double>(), 100.0);
    }

    void promptsNameTheOfferAndTheKeys() {
        auto state = newState(5);
        const PromptBuilder builder;
        auto proposer =
            builder.build("pirate", state->observation(0), state->actionSpec(0), PromptOptions{"", -1, false, "", -1});
        QVERIFY(proposer.ok());
        QVERIFY(proposer->back().content.find("\"pirate_5\": <integer>") != std::string::npos);
        QVERIFY(proposer->back().content.find("add up to exactly 100") != std::string::npos);
        propose(*state, {60, 0, 20, 0, 20});
        auto voter =
            builder.build("pirate", state->observation(2), state->actionSpec(2), PromptOptions{"", -1, false, "", -1});
        QVERIFY(voter.ok());
        QVERIFY(voter->back().content.find("you would get 20 coins") != std::string::npos);
        vote(*state, "rrrr");
        auto next =
            builder.build("pirate", state->observation(2), state->actionSpec(1), PromptOptions{"", -1, false, "", -1});
        QVERIFY(next.ok());
        QVERIFY(next->back().content.find("pirate_1 was thrown overboard") != std::string::npos);
        if (qEnvironmentVariableIsSet("NASHLAB_SHOW_PROMPTS"))
            for (const auto& m : *proposer) qInfo("%s", m.content.c_str());
        if (qEnvironmentVariableIsSet("NASHLAB_SHOW_PROMPTS"))
            qInfo("%s\n---\n%s", voter->back().content.c_str(), next->back().content.c_str());
    }
};

QTEST_APPLESS_MAIN(TestPirate)
#include "tst_pirate.moc"
