// english_auction's planning loop (002 §2.2–2.5): the plan, belief and replan rounds, the belief
// check and its corrections, what the record and the scorer make of them, and the bots' planning
// preset. Two items, two bidders, every number worked out in the comments.
#include <QtTest>
#include <cmath>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/games/english_auction/english_auction_state.h"
#include "engine/metrics/run_scores.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "tests/support/scripted_seat.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
using nashlab::engine::games::AuctionPhase;
using nashlab::engine::games::EnglishAuctionState;

namespace {

const Game& game() { return *GameRegistry::builtin().find("english_auction"); }

// Item 1 starts at $1,000 (worth $2,000), Item 2 at $5,000 (worth $10,000); $20,000 each.
Json twoItems(Json extra = Json::object()) {
    Json p = {{"item_set", "custom"},
              {"custom_start_prices", {1000, 5000}},
              {"custom_true_values", {2000, 10000}},
              {"shuffle", false}};
    for (const auto& [k, v] : extra.items()) p[k] = v;
    return p;
}

std::unique_ptr<State> newState(const Json& params) {
    auto s = game().newState(GameSetup{resolveParams(game().params(), params).value(), 2, 2000, 1});
    if (!s) qFatal("newState: %s", s.error().message.c_str());
    return std::move(s.value());
}

EnglishAuctionState& auction(State& s) { return dynamic_cast<EnglishAuctionState&>(s); }

RoundOutcome applyRound(State& s, const std::map<int, Json>& actions) {
    auto out = s.apply(actions);
    if (!out) qFatal("apply gave no outcome");
    return *out;
}

Json bid(int amount) { return {{"bid", amount}}; }
Json plan(Json priorities) { return {{"priorities", std::move(priorities)}}; }

Json belief(double budget, double p1, double p2, Json bids1, Json bids2) {
    return {{"remaining_budget", budget},
            {"total_profits", {{"Bidder 1", p1}, {"Bidder 2", p2}}},
            {"winning_bids", {{"Bidder 1", std::move(bids1)}, {"Bidder 2", std::move(bids2)}}}};
}

// Seat 0 after Item 1 (it paid $1,000): budget $19,000, profits 1,000 and 0, it holds Item 1.
Json rightAfterItem1ForSeat0() { return belief(19000, 1000, 0, {{"Item 1", 1000}}, Json::object()); }
// Wrong: budget (self), own profit (self) and Bidder 2's items (other); own items are right.
Json wrongAfterItem1ForSeat0() { return belief(20000, 1100, 0, {{"Item 1", 1000}}, {{"Item 1", 1000}}); }

}  // namespace

class TestAuctionPlanning : public QObject {
    Q_OBJECT

private slots:
    void offByDefault() {
        auto s = newState(twoItems());
        QVERIFY(auction(*s).phase() == AuctionPhase::Bid);
        QCOMPARE(s->observation(0)["phase"].get<std::string>(), std::string("bid"));
    }

    void phasesInOrderWithBeliefChecks() {
        auto s = newState(twoItems({{"planning", "adaptive"}}));
        // 1. The plan: both bidders rate both items, 1 to 3.
        QVERIFY(auction(*s).phase() == AuctionPhase::Plan);
        QCOMPARE(s->actingSeats(), (std::vector<int>{0, 1}));
        const ActionSpec spec = s->actionSpec(0);  // field() points into it: kept while f is read
        const ActionField* f = spec.field("priorities");
        QVERIFY(f);
        QCOMPARE(f->keys, (std::vector<std::string>{"Item 1", "Item 2"}));
        QCOMPARE(*f->min, 1.0);
        QCOMPARE(*f->max, 3.0);
        QVERIFY(!s->actionSpec(0).coerce(plan({{"Item 1", 4}, {"Item 2", 1}})));  // 4 is off the scale
        RoundOutcome r =
            applyRound(*s, {{0, plan({{"Item 1", 3}, {"Item 2", 1}})}, {1, plan({{"Item 1", 1}, {"Item 2", 3}})}});
        QCOMPARE(r.publicReport["phase"].get<std::string>(), std::string("plan"));
        QCOMPARE(r.publicReport["step"].get<int>(), 0);
        QCOMPARE(r.payoffs, (std::vector<double>{0, 0}));
        QCOMPARE(r.privateReports[0]["priorities"], (Json{{"Item 1", 3}, {"Item 2", 1}}));
        QCOMPARE(r.privateReports[0]["changed"].get<bool>(), false);

        // 2. Item 1: a lone opening bid of $1,000 sells at once; profit 2,000 − 1,000.
        QVERIFY(auction(*s).phase() == AuctionPhase::Bid);
        QCOMPARE(s->observation(0)["your_priorities"][0]["priority"].get<int>(), 3);
        r = applyRound(*s, {{0, bid(1000)}, {1, bid(0)}});
        QCOMPARE(r.publicReport["phase"].get<std::string>(), std::string("bid"));
        QCOMPARE(r.publicReport["status"].get<std::string>(), std::string("sold"));

        // 3. The belief update. A wrong belief is refused with one sentence per error and counted:
        // self checks = budget + own profit + own items = 3, two wrong; other checks = Bidder 2's
        // profit + items = 2, one wrong.
        QVERIFY(auction(*s).phase() == AuctionPhase::Belief);
        QCOMPARE(s->actingSeats(), (std::vector<int>{0, 1}));
        QCOMPARE(s->observation(0)["last_item"]["winner"].get<std::string>(), std::string("Bidder 1"));
        const auto refused = s->validate(0, wrongAfterItem1ForSeat0());
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, std::string("belief_wrong"));
        QVERIFY(refused.error().message.find("3 error(s)") != std::string::npos);
        QVERIFY(refused.error().message.find("Your remaining budget is $19000, not $20000.") != std::string::npos);
        QVERIFY(s->validate(0, rightAfterItem1ForSeat0()));
        // Malformed: a profit in words is a format error, not a belief error (nothing is counted).
        Json words = rightAfterItem1ForSeat0();
        words["total_profits"]["Bidder 2"] = "nothing";
        const auto malformed = s->validate(1, words);
        QCOMPARE(malformed.error().code, std::string("belief_format"));
        QVERIFY(s->validate(1, belief(20000, 1000, 0, {{"Item 1", 1000}}, Json::object())));
        r = applyRound(
            *s, {{0, rightAfterItem1ForSeat0()}, {1, belief(20000, 1000, 0, {{"Item 1", 1000}}, Json::object())}});
        QCOMPARE(r.publicReport["phase"].get<std::string>(), std::string("belief"));
        QCOMPARE(r.payoffs, (std::vector<double>{0, 0}));
        QCOMPARE(r.cumulative, (std::vector<double>{1000, 0}));
        const Json checks0 = r.privateReports[0]["belief_checks"];
        QCOMPARE(static_cast<int>(checks0.size()), 2);
        QCOMPARE(checks0[0], (Json{{"self_errors", 2}, {"self_checks", 3}, {"other_errors", 1}, {"other_checks", 2}}));
        QCOMPARE(checks0[1], (Json{{"self_errors", 0}, {"self_checks", 3}, {"other_errors", 0}, {"other_checks", 2}}));
        QCOMPARE(static_cast<int>(r.privateReports[1]["belief_checks"].size()),
                 1);  // the malformed one was not checked
        QCOMPARE(r.privateReports[1]["truth"]["remaining_budget"].get<int>(), 20000);

        // 4. The replan covers the items left; seat 0 changes Item 2 from 1 to 2, seat 1 keeps 3.
        QVERIFY(auction(*s).phase() == AuctionPhase::Replan);
        QCOMPARE(s->actionSpec(0).field("priorities")->keys, (std::vector<std::string>{"Item 2"}));
        QCOMPARE(s->observation(0)["your_belief"]["remaining_budget"].get<int>(), 19000);
        r = applyRound(*s, {{0, plan({{"Item 2", 2}})}, {1, plan({{"Item 2", 3}})}});
        QCOMPARE(r.publicReport["phase"].get<std::string>(), std::string("replan"));
        QCOMPARE(r.publicReport["step"].get<int>(), 1);
        QCOMPARE(r.privateReports[0]["changed"].get<bool>(), true);
        QCOMPARE(r.privateReports[1]["changed"].get<bool>(), false);
        QCOMPARE(auction(*s).priorities(0), (Json{{"Item 1", 3}, {"Item 2", 2}}));

        // 5. Item 2: 5,000 and 5,500, then seat 0 withdraws: seat 1 buys at 5,500 (profit 4,500).
        applyRound(*s, {{0, bid(5000)}, {1, bid(5500)}});
        r = applyRound(*s, {{0, bid(0)}});
        QCOMPARE(r.publicReport["status"].get<std::string>(), std::string("sold"));
        // 6. A last belief update, no replan (nothing is left), then the auction is over.
        QVERIFY(auction(*s).phase() == AuctionPhase::Belief);
        QVERIFY(!s->finished());
        applyRound(*s, {{0, s->defaultAction(0)}, {1, s->defaultAction(1)}});  // the fallback belief is the truth
        QVERIFY(s->finished());
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{1000, 4500}));
        QCOMPARE(static_cast<int>(s->history().size()), 7);
    }

    void payoffsMatchTheSameBidsWithoutPlanning() {
        auto planned = newState(twoItems({{"planning", "adaptive"}}));
        auto plain = newState(twoItems());
        applyRound(*planned, {{0, plan({{"Item 1", 2}, {"Item 2", 2}})}, {1, plan({{"Item 1", 2}, {"Item 2", 2}})}});
        std::vector<double> bidPayoffs;
        const std::vector<std::map<int, Json>> bids = {
            {{0, bid(1000)}, {1, bid(1200)}}, {{0, bid(1400)}}, {{1, bid(0)}}, {{0, bid(5000)}, {1, bid(0)}}};
        for (const auto& round : bids) {
            for (State* s : {planned.get(), plain.get()}) {
                // Planning rounds between items: everyone answers with the truth / the same plan.
                while (s->actingSeats() != std::vector<int>{} && auction(*s).phase() != AuctionPhase::Bid) {
                    std::map<int, Json> answers;
                    for (int seat : s->actingSeats()) answers[seat] = s->defaultAction(seat);
                    const RoundOutcome r = applyRound(*s, answers);
                    QCOMPARE(r.payoffs, (std::vector<double>{0, 0}));
                }
            }
            const RoundOutcome a = applyRound(*planned, round);
            const RoundOutcome b = applyRound(*plain, round);
            QCOMPARE(a.payoffs, b.payoffs);
            QCOMPARE(a.publicReport["status"], b.publicReport["status"]);
            bidPayoffs.push_back(a.payoffs[0] + a.payoffs[1]);
        }
        // Item 1 to seat 0 at 1,400 (profit 600); Item 2 to seat 0 alone at 5,000 (profit 5,000).
        QCOMPARE(plain->cumulativePayoffs(), (std::vector<double>{5600, 0}));
        QCOMPARE(planned->cumulativePayoffs(), plain->cumulativePayoffs());
        QVERIFY(plain->finished());
        QVERIFY(!planned->finished());  // its last belief update is still to come
    }

    void correctionsStopAfterFour() {
        // The same wrong belief: refused 4 times (the correction prompts), accepted the 5th time;
        // every check counts. Without correct_belief it is accepted at once and still counted.
        for (const bool correct : {true, false}) {
            auto s = newState(twoItems({{"planning", "none"}, {"correct_belief", correct}}));
            QVERIFY(auction(*s).phase() == AuctionPhase::Bid);  // "none" makes no plan
            applyRound(*s, {{0, bid(1000)}, {1, bid(0)}});
            QVERIFY(auction(*s).phase() == AuctionPhase::Belief);
            int refused = 0;
            while (!s->validate(0, wrongAfterItem1ForSeat0())) ++refused;
            QCOMPARE(refused, correct ? 4 : 0);
            const RoundOutcome r = applyRound(*s, {{0, wrongAfterItem1ForSeat0()}, {1, s->defaultAction(1)}});
            QCOMPARE(static_cast<int>(r.privateReports[0]["belief_checks"].size()), correct ? 5 : 1);
            QVERIFY(auction(*s).phase() == AuctionPhase::Bid);  // "none" does not replan
        }
    }

    void perBidderPlanningAndObjective() {
        auto s =
            newState(twoItems({{"planning_per_bidder", "static, off"}, {"objective_per_bidder", "items, profit"}}));
        QCOMPARE(s->actingSeats(), (std::vector<int>{0}));  // only the static planner plans
        QVERIFY(s->observation(0)["objective_items"].get<bool>());
        QVERIFY(!s->observation(1)["objective_items"].get<bool>());
        applyRound(*s, {{0, plan({{"Item 1", 1}, {"Item 2", 3}})}});
        applyRound(*s, {{0, bid(0)}, {1, bid(1000)}});
        QCOMPARE(s->actingSeats(), (std::vector<int>{0}));  // belief: the off bidder is not asked
        applyRound(*s, {{0, s->defaultAction(0)}});
        QVERIFY(auction(*s).phase() == AuctionPhase::Bid);  // static: no replan
        auto bad = game().newState(GameSetup{
            resolveParams(game().params(), twoItems({{"planning_per_bidder", "adaptive"}})).value(), 2, 100, 1});
        QVERIFY(!bad);
        QVERIFY(bad.error().message.find("planning_per_bidder") != std::string::npos);
    }

    void recordAndScores() {
        // The hand-played auction above through the runner with scripted models and a run folder.
        nashlab::test::TempDir dir;
        const Json specJson = {
            {"name", "planning"},
            {"game", "english_auction"},
            {"params", twoItems({{"planning", "adaptive"}})},
            {"invalid_answers", {{"max_attempts", 5}, {"feedback", true}, {"fallback", "abort"}}},
            {"seats", {{{"type", "bot"}, {"strategy", "value"}}, {{"type", "bot"}, {"strategy", "value"}}}}};
        auto spec = parseExperimentSpec(specJson, GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        const std::vector<std::vector<Json>> scripts = {
            {plan({{"Item 1", 3}, {"Item 2", 1}}), bid(1000), wrongAfterItem1ForSeat0(), rightAfterItem1ForSeat0(),
             plan({{"Item 2", 2}}), bid(5000), bid(0),
             belief(19000, 1000, 4500, {{"Item 1", 1000}}, {{"Item 2", 5500}})},
            {plan({{"Item 1", 1}, {"Item 2", 3}}), bid(0), belief(20000, 1000, 0, {{"Item 1", 1000}}, Json::object()),
             plan({{"Item 2", 3}}), bid(5500), belief(14500, 1000, 4500, {{"Item 1", 1000}}, {{"Item 2", 5500}})}};
        SeatFactory factory = [&](const Game&, const SessionSpec&, int seat) -> Result<std::unique_ptr<Seat>> {
            std::vector<std::string> replies;
            for (const auto& j : scripts[static_cast<std::size_t>(seat)]) replies.push_back("My answer: " + j.dump());
            return std::unique_ptr<Seat>(std::make_unique<nashlab::test::ScriptedSeat>(replies));
        };
        auto writer = RunWriter::create(dir.path(), "planning", spec->toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(game(), spec.value(), factory, *writer, prompts);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 1);

        // Phase wording reached the prompts (as recorded), and the correction carried the errors.
        const RunRecord record = readRun(writer->dir()).value();
        QCOMPARE(static_cast<int>(record.sessions.at(0).rounds.size()), 7);
        std::vector<std::string> prompts0;  // seat 0's user messages, in order
        for (const auto& d : record.sessions.at(0).decisions)
            if (d.value("seat", -1) == 0) prompts0.push_back(d.at("messages").at(1).at("content").get<std::string>());
        QCOMPARE(static_cast<int>(prompts0.size()), 8);
        QVERIFY(prompts0[0].find("make your plan") != std::string::npos);
        QVERIFY(prompts0[1].find("Now on the block: item 1 of 2, Item 1") != std::string::npos);
        QVERIFY(prompts0[1].find("(3 top, 1 lowest): Item 1: 3, Item 2: 1.") !=
                std::string::npos);  // its plan, shown with the bid
        QVERIFY(prompts0[2].find("Bring your notes up to date") != std::string::npos);
        QVERIFY(prompts0[3].find("Your remaining budget is $19000, not $20000.") != std::string::npos);
        QVERIFY(prompts0[4].find("Revise your plan") != std::string::npos);
        QVERIFY(prompts0[4].find("your remaining budget: $19000") != std::string::npos);

        const Json scored = scoreRun(record, GameRegistry::builtin()).value();
        const Json seat0 = scored["sessions"][0]["per_seat"][0];
        const Json seat1 = scored["sessions"][0]["per_seat"][1];
        // Seat 0: two belief rounds, three checked answers: self 2 wrong of 9, other 1 of 6.
        QCOMPARE(seat0["belief_self_errors"].get<int>(), 2);
        QCOMPARE(seat0["belief_self_checks"].get<int>(), 9);
        QCOMPARE(seat0["belief_other_errors"].get<int>(), 1);
        QCOMPARE(seat0["belief_other_checks"].get<int>(), 6);
        QCOMPARE(seat0["self_belief_error_rate"].get<double>(), 2.0 / 9.0);
        QCOMPARE(seat0["other_belief_error_rate"].get<double>(), 1.0 / 6.0);
        QCOMPARE(seat0["belief_rejected"].get<int>(), 1);
        QCOMPARE(seat0["failed_bid_rate"].get<double>(), 0.0);  // the refused belief is not a failed bid
        QCOMPARE(seat0["invalid_attempts"].get<int>(), 0);
        QCOMPARE(seat0["profit"].get<double>(), 1000.0);
        QCOMPARE(seat1["profit"].get<double>(), 4500.0);
        QCOMPARE(seat1["self_belief_error_rate"].get<double>(), 0.0);
        QCOMPARE(seat0["plan_changes"].get<int>(), 1);
        // §3.2 per seat: seat 0 r(1) = (3, 1), won (1, 0) -> ρ = 1; one bid on each item -> n constant -> none.
        QCOMPARE(seat0["rho_initial_won"].get<double>(), 1.0);
        QCOMPARE(seat0["rho_current_won"].get<double>(), 1.0);
        QVERIFY(seat0["rho_initial_engagement"].is_null());
        // Seat 1: r(1) = (1, 3), n = (0, 1) -> ρ = 1.
        QCOMPARE(seat1["rho_initial_engagement"].get<double>(), 1.0);
        // Pooled: r(1) = (3, 1, 1, 3), n = (1, 1, 0, 1): rank-centred (1, −1, −1, 1)·(½, ½, −3/2, ½)
        // = 2, norms √4·√3 -> ρ = 1/√3.
        const Json align = scored["sessions"][0]["metrics"]["plan_alignment"];
        QCOMPARE(align["pairs"].get<int>(), 4);
        QVERIFY(std::fabs(align["initial_vs_engagement"].get<double>() - 1.0 / std::sqrt(3.0)) < 1e-12);
        QCOMPARE(align["initial_vs_won"].get<double>(), 1.0);
        QCOMPARE(scored["sessions"][0]["metrics"]["bid_rounds"].get<int>(), 3);
    }

    void learningCarriesTheLogToTheNextAuction() {
        // Three auctions with learning: each after the first opens with a learn round that shows the
        // previous auction's log; the lessons then sit in the instructions and are handed on. The
        // repetitions run one after another although up to 4 could run at once.
        nashlab::test::TempDir dir;
        const Json specJson = {
            {"name", "learning"},
            {"game", "english_auction"},
            {"repetitions", 3},
            {"params", twoItems({{"planning", "none"}, {"learning", true}, {"correct_belief", false}})},
            {"seats", {{{"type", "bot"}, {"strategy", "value"}}, {{"type", "bot"}, {"strategy", "value"}}}}};
        auto spec = parseExperimentSpec(specJson, GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        SeatFactory factory = [](const Game&, const SessionSpec& session, int seat) -> Result<std::unique_ptr<Seat>> {
            const Json anyBelief = belief(0, 0, 0, Json::object(), Json::object());
            std::vector<Json> script = seat == 0 ? std::vector<Json>{bid(1000), anyBelief, bid(0), anyBelief}
                                                 : std::vector<Json>{bid(0), anyBelief, bid(5000), anyBelief};
            if (session.repetition > 0)
                script.insert(script.begin(),
                              Json{{"learnings", "1. Lesson of seat " + std::to_string(seat + 1) + " in auction " +
                                                     std::to_string(session.repetition + 1) + "."}});
            std::vector<std::string> replies;
            for (const auto& j : script) replies.push_back(j.dump());
            return std::unique_ptr<Seat>(std::make_unique<nashlab::test::ScriptedSeat>(replies));
        };
        auto writer = RunWriter::create(dir.path(), "learning", spec->toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(game(), spec.value(), factory, *writer, prompts, 4);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 3);
        const RunRecord record = readRun(writer->dir()).value();
        // In order: every event of an auction comes before the next one starts.
        std::vector<std::string> order;
        for (const auto& e : record.events)
            if (order.empty() || order.back() != e.at("session").get<std::string>())
                order.push_back(e.at("session").get<std::string>());
        QCOMPARE(order, (std::vector<std::string>{"rep1", "rep2", "rep3"}));

        const auto& first = record.sessions.at(0);
        const auto& second = record.sessions.at(1);
        const auto& third = record.sessions.at(2);
        QVERIFY(!first.started.at("setup").contains("carry_in"));
        QCOMPARE(first.rounds.front().publicReport["phase"].get<std::string>(), std::string("bid"));
        const Json carried = second.started.at("setup").at("carry_in");
        QCOMPARE(carried["auction_log"][0], (Json{{"item", "Item 1"},
                                                  {"start_price", 1000},
                                                  {"winner", "Bidder 1"},
                                                  {"price", 1000},
                                                  {"true_value", 2000}}));
        QCOMPARE(carried["profits"], (Json{{"Bidder 1", 1000.0}, {"Bidder 2", 5000.0}}));
        QCOMPARE(carried["learnings"], Json::object());
        QCOMPARE(second.rounds.front().publicReport["phase"].get<std::string>(), std::string("learn"));
        const auto promptOf = [](const SessionRecord& s, std::size_t i) {
            std::vector<Json> mine;
            for (const auto& d : s.decisions)
                if (d.value("seat", -1) == 0) mine.push_back(d.at("messages"));
            return mine.at(i);
        };
        const std::string learnPrompt = promptOf(second, 0).at(1).at("content").get<std::string>();
        QVERIFY(learnPrompt.find("- Item 1 (starting price $1000): Bidder 1 (you) bought it for $1000; its true value "
                                 "was $2000.") != std::string::npos);
        QVERIFY(learnPrompt.find("Profits at the end: Bidder 1 (you) $1000; Bidder 2 $5000.") != std::string::npos);
        // The lessons stay in the instructions for the rest of the auction ...
        QVERIFY(promptOf(second, 1).at(0).at("content").get<std::string>().find("1. Lesson of seat 1 in auction 2.") !=
                std::string::npos);
        // ... and are handed on to the next one, where the bidder rewrites them.
        QCOMPARE(third.started.at("setup").at("carry_in").at("learnings"),
                 (Json{{"Bidder 1", "1. Lesson of seat 1 in auction 2."},
                       {"Bidder 2", "1. Lesson of seat 2 in auction 2."}}));
        QVERIFY(promptOf(third, 0).at(0).at("content").get<std::string>().find("1. Lesson of seat 1 in auction 2.") !=
                std::string::npos);
        // Learning changes no payoff: every auction ends 1,000 / 5,000.
        for (const auto& s : record.sessions) QCOMPARE(s.rounds.back().cumulative, (std::vector<double>{1000, 5000}));
    }

    void botsPlanningPresetRunsOffline() {
        const QString root = qEnvironmentVariable("NASHLAB_SOURCE_DIR", QStringLiteral(QT_TESTCASE_SOURCEDIR "/.."));
        const Json preset = readJsonFile(root.toStdString() + "/resources/presets/aucarena_planning_bots.json").value();
        const auto spec = parseExperimentSpec(preset, GameRegistry::builtin(), 3);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        nashlab::test::TempDir dir;
        auto writer = RunWriter::create(dir.path(), spec->name, spec->toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(game(), spec.value(), builtinSeatFactory(), *writer, prompts);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 3);
        const RunRecord record = readRun(writer->dir()).value();
        for (const auto& session : record.sessions) {
            std::map<std::string, int> phases;
            for (const auto& r : session.rounds) ++phases[r.publicReport.value("phase", "?")];
            QCOMPARE(phases["plan"], 1);
            QCOMPARE(phases["belief"], 10);  // after every item
            QCOMPARE(phases["replan"], 9);   // after every item but the last
        }
        const Json scored = scoreRun(record, GameRegistry::builtin()).value();
        for (const auto& seat : scored["seats"]) {
            QCOMPARE(seat["self_belief_error_rate"]["mean"].get<double>(), 0.0);  // bots know the truth
            QCOMPARE(seat["profit"]["n"].get<int>(), 3);
            QVERIFY(seat.contains("mu"));
        }
    }
};

QTEST_APPLESS_MAIN(TestAuctionPlanning)
#include "tst_auction_planning.moc"
