// english_auction: hand-played auctions (hammer rules, the leader sitting out, ties, invalid bids,
// budgets), estimates, privacy, bots against each other, scores and a preset run. Every expected
// number is worked out in the comments.
#include <QtTest>
#include <cmath>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/games/english_auction/english_auction_state.h"
#include "engine/metrics/run_scores.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/record/run_reader.h"
#include "engine/record/run_writer.h"
#include "engine/session/event_sink.h"
#include "engine/session/session_runner.h"
#include "tests/support/scripted_seat.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
using nashlab::engine::games::EnglishAuctionState;

namespace {

const Game& game() { return *GameRegistry::builtin().find("english_auction"); }

Json customParams(const std::vector<int>& starts, const std::vector<int>& values, Json extra = Json::object()) {
    Json p = {
        {"item_set", "custom"}, {"custom_start_prices", starts}, {"custom_true_values", values}, {"shuffle", false}};
    for (const auto& [k, v] : extra.items()) p[k] = v;
    return p;
}

std::unique_ptr<State> newState(int seats, const Json& params, int rounds = 2000, std::uint64_t seed = 1) {
    auto s = game().newState(GameSetup{resolveParams(game().params(), params).value(), seats, rounds, seed});
    if (!s) qFatal("newState: %s", s.error().message.c_str());
    return std::move(s.value());
}

EnglishAuctionState& auction(State& s) { return dynamic_cast<EnglishAuctionState&>(s); }

std::vector<int> acting(const State& s) { return s.actingSeats(); }

// One bidding round: bids for the acting seats (0 = withdraw).
RoundOutcome play(State& s, const std::map<int, int>& bids) {
    std::map<int, Json> actions;
    for (const auto& [seat, bid] : bids) actions[seat] = Json{{"bid", bid}};
    auto out = s.apply(actions);
    if (!out) qFatal("apply gave no outcome");
    return *out;
}

Status check(const State& s, int seat, int bid) { return s.validate(seat, Json{{"bid", bid}}); }

std::unique_ptr<Seat> bot(const std::string& strategy, const Json& options, const State& s, int seat) {
    return game().makeBotChecked(strategy, options, BotContext{seat, s.setup().numSeats, s.setup().params}).value();
}

Json ask(Seat& seat, const State& s, int index) {
    DecisionRequest request;
    request.round = s.round();
    request.seat = index;
    request.observation = s.observation(index);
    request.state = &s;
    request.actionSpec = s.actionSpec(index);
    request.seed = static_cast<std::uint64_t>(s.round() * 10 + index);
    Json answer;
    seat.decide(request, [&](DecisionReply r) { answer = *r.action; });
    return answer;
}

// Plays bots to the end (at most 500 rounds); returns the number of rounds.
int runBots(State& s, std::vector<std::unique_ptr<Seat>>& bots) {
    int rounds = 0;
    while (!s.finished() && rounds < 500) {
        std::map<int, Json> actions;
        for (int seat : s.actingSeats()) {
            const Json a = ask(*bots[static_cast<std::size_t>(seat)], s, seat);
            if (!s.validate(seat, a)) qFatal("bot answered illegally: %s", a.dump().c_str());
            actions[seat] = a;
        }
        (void)s.apply(actions);
        ++rounds;
    }
    return rounds;
}

}  // namespace

class TestEnglishAuction : public QObject {
    Q_OBJECT

private slots:
    void unusualAnswersAreRecordedAsApplied() {
        // A round's steps are the answers as applied: an answer with an extra field is kept whole,
        // a forfeit stays null, a withdrawal reads {"bid": 0}.
        auto s = newState(3, customParams({1000}, {2000}));
        const Json unusual = {{"bid", 1000}, {"note", "kept"}};
        const AppliedStep out = s->apply({{0, unusual}, {1, nullptr}, {2, {{"bid", 0}}}});
        QVERIFY(out.has_value());
        QCOMPARE(out->steps.dump(), Json::array({{{"0", unusual}, {"1", nullptr}, {"2", {{"bid", 0}}}}}).dump());
        QCOMPARE(out->actions.dump(), std::string("[1000,0,0]"));
        QCOMPARE(out->publicReport["bids"].dump(), std::string(R"([1000,"withdrew","withdrew"])"));
        QCOMPARE(out->publicReport["status"], Json("sold"));
        QCOMPARE(s->historyLength(0), 1);
    }

    void catalogueAndEstimates() {
        const auto ten = games::aucArenaItems(10);
        QCOMPARE(ten.size(), std::size_t(10));
        QCOMPARE(QString::fromStdString(ten[4].name), QString("Equipment E"));
        QCOMPARE(ten[4].startPrice, std::int64_t(5000));
        QCOMPARE(ten[9].trueValue, std::int64_t(10000));
        QCOMPARE(ten[0].trueValue, std::int64_t(2000));
        const auto twenty = games::aucArenaItems(20);
        int expensive = 0;
        for (const auto& i : twenty) expensive += i.trueValue == 10000;
        QCOMPARE(expensive, 4);  // E, J, P, R
        QCOMPARE(QString::fromStdString(twenty[17].name), QString("Element R"));
        QCOMPARE(games::estimatedValue(2000, 10), std::int64_t(2200));
        QCOMPARE(games::estimatedValue(10000, 10), std::int64_t(11000));
        QCOMPARE(games::estimatedValue(2000, -20), std::int64_t(1600));
        QCOMPARE(games::minimumRaise(1000, 0.1), std::int64_t(100));
        QCOMPARE(games::minimumRaise(5000, 0.1), std::int64_t(500));
        // Per-bidder overestimates: 0%, 10%, −20% of $2,000.
        auto s = newState(3, customParams({1000}, {2000}, {{"overestimates", {0, 10, -20}}}));
        QCOMPARE(auction(*s).estimate(0, 0), std::int64_t(2000));
        QCOMPARE(auction(*s).estimate(1, 0), std::int64_t(2200));
        QCOMPARE(auction(*s).estimate(2, 0), std::int64_t(1600));
        // The default set is the paper's 10 items, shuffled per seed, always 8 cheap + 2 expensive.
        auto d = newState(4, Json::object(), 2000, 5);
        QCOMPARE(auction(*d).items().size(), std::size_t(10));
        QCOMPARE(auction(*d).budget(3), std::int64_t(20000));
    }

    void badParametersAreNamed() {
        const auto make = [](int seats, const Json& p) {
            return game().newState(GameSetup{resolveParams(game().params(), p).value(), seats, 10, 1});
        };
        auto r = make(3, customParams({1000, 1000}, {2000}));
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("custom_true_values") != std::string::npos);
        r = make(3, Json{{"budgets", {100, 200}}});
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("'budgets' has 2 entries for 3 bidders") != std::string::npos);
        r = make(1, Json::object());
        QVERIFY(!r.ok());
    }

    void loneOpeningBidSells() {
        auto s = newState(3, customParams({1000, 1000}, {2000, 2000}, {{"budget", 5000}}));
        QCOMPARE(acting(*s), (std::vector<int>{0, 1, 2}));
        const RoundOutcome r = play(*s, {{0, 1200}, {1, 0}, {2, 0}});
        // One bid in the first round: sold at once at $1,200, profit $2,000 − $1,200 = $800.
        QCOMPARE(QString::fromStdString(r.publicReport["status"].get<std::string>()), QString("sold"));
        QCOMPARE(r.publicReport["sale"]["price"].get<int>(), 1200);
        QCOMPARE(r.publicReport["sale"]["true_value"].get<int>(), 2000);
        QCOMPARE(r.payoffs, (std::vector<double>{800, 0, 0}));
        QCOMPARE(auction(*s).budget(0), std::int64_t(3800));
        QCOMPARE(auction(*s).currentItem(), std::size_t(1));
        // Second item: nobody bids -> unsold, and the auction is over.
        const RoundOutcome r2 = play(*s, {{0, 0}, {1, 0}, {2, 0}});
        QCOMPARE(QString::fromStdString(r2.publicReport["status"].get<std::string>()), QString("unsold"));
        QCOMPARE(r2.payoffs, (std::vector<double>{0, 0, 0}));
        QVERIFY(s->finished());
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{800, 0, 0}));
    }

    void leaderSitsOutAndSilentRoundSells() {
        auto s = newState(3, customParams({1000, 5000}, {2000, 10000}, {{"budget", 10000}}), 2000, 42);
        // Item 1, round 1: Bidder 1 $1,000, Bidder 2 $1,100, Bidder 3 out. Two bids: not sold.
        RoundOutcome r = play(*s, {{0, 1000}, {1, 1100}, {2, 0}});
        QCOMPARE(QString::fromStdString(r.publicReport["status"].get<std::string>()), QString("open"));
        QCOMPARE(auction(*s).leader(), 1);
        QCOMPARE(auction(*s).minimumBid(), std::int64_t(1200));  // $1,100 + 10% of $1,000
        QCOMPARE(acting(*s), (std::vector<int>{0}));             // leader sits out, Bidder 3 withdrew
        QCOMPARE(QString::fromStdString(check(*s, 0, 1150).error().code), QString("raise_too_small"));
        QVERIFY(check(*s, 0, 1150).error().message.find("$1100") != std::string::npos);
        QVERIFY(check(*s, 0, 1200).ok());
        QVERIFY(!check(*s, 2, 1500).ok());  // withdrawn: cannot come back
        QVERIFY(!check(*s, 1, 1500).ok());  // the leader does not bid
        r = play(*s, {{0, 1200}});
        QCOMPARE(acting(*s), (std::vector<int>{1}));
        r = play(*s, {{1, 1300}});
        QCOMPARE(auction(*s).leader(), 1);
        // Round 4: Bidder 1 withdraws; no new bid -> sold to Bidder 2 at $1,300 (profit $700).
        r = play(*s, {{0, 0}});
        QCOMPARE(r.round, 4);
        QCOMPARE(r.publicReport["sale"]["winner"].get<int>(), 1);
        QCOMPARE(r.publicReport["sale"]["price"].get<int>(), 1300);
        QCOMPARE(r.payoffs, (std::vector<double>{0, 700, 0}));
        QCOMPARE(auction(*s).budget(1), std::int64_t(8700));
        // Item 2: everyone back in. Bidders 1 and 3 both open at $5,000 (equal bids in one round
        // are allowed); a fair draw picks the leader, and the other must now bid $5,500.
        QCOMPARE(acting(*s), (std::vector<int>{0, 1, 2}));
        r = play(*s, {{0, 5000}, {1, 0}, {2, 5000}});
        QCOMPARE(r.publicReport["tied"], Json::array({0, 2}));
        const int lead = auction(*s).leader();
        QVERIFY(lead == 0 || lead == 2);
        const int other = 2 - lead;
        QCOMPARE(acting(*s), (std::vector<int>{other}));
        QCOMPARE(auction(*s).minimumBid(), std::int64_t(5500));
        r = play(*s, {{other, 0}});
        QCOMPARE(r.publicReport["sale"]["winner"].get<int>(), lead);
        QCOMPARE(r.payoffs[static_cast<std::size_t>(lead)], 5000.0);
        QVERIFY(s->finished());
        // The same seed settles the tie the same way (replay through the snapshot).
        auto restored = game().restoreState(s->toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->toJson().dump(), s->toJson().dump());

        // Scores: profits {Bidder 2: 700, leader: 5000}; mean 5700/3 = 1900.
        PlayedSession played{s->setup().params, 3, s->history(), {1, 0, 0}, {4, 3, 2}};
        const Json sc = game().score(played);
        QCOMPARE(sc["scores"]["mean_profit"].get<double>(), 1900.0);
        QCOMPARE(sc["scores"]["top_profit"].get<double>(), 5000.0);
        QCOMPARE(sc["scores"]["sold_fraction"].get<double>(), 1.0);
        const Json& ps = sc["per_seat"];
        QCOMPARE(ps[1]["profit"].get<double>(), 700.0);
        QCOMPARE(ps[1]["items_won"].get<int>(), 1);
        QCOMPARE(ps[1]["money_left"].get<int>(), 8700);
        QCOMPARE(ps[1]["engagement"].get<int>(), 2);  // $1,100 and $1,300
        QCOMPARE(ps[0]["engagement"].get<int>(), 3);  // $1,000, $1,200, $5,000
        QCOMPARE(ps[lead]["rank"].get<double>(), 1.0);
        QCOMPARE(ps[1]["rank"].get<double>(), 2.0);
        QCOMPARE(ps[other]["rank"].get<double>(), 3.0);
        QCOMPARE(ps[other]["money_left"].get<int>(), 10000);
        QCOMPARE(ps[0]["failed_bid_rate"].get<double>(), 0.25);  // 1 rejected of 4 answers
        QCOMPARE(sc["metrics"]["items"][0]["rounds"].get<int>(), 4);
        QCOMPARE(sc["metrics"]["items"][0]["engagement"], Json::array({2, 2, 0}));
    }

    void invalidBidsInTheAuctionsOrder() {
        auto s = newState(3, customParams({1000}, {2000}, {{"budgets", {800, 5000, 5000}}}));
        // Over budget is checked before the starting price: $900 with $800 left.
        QCOMPARE(QString::fromStdString(check(*s, 0, 900).error().code), QString("over_budget"));
        QVERIFY(check(*s, 0, 900).error().message.find("remaining budget of $800") != std::string::npos);
        QCOMPARE(QString::fromStdString(check(*s, 1, 900).error().code), QString("below_start"));
        QVERIFY(check(*s, 1, 900).error().message.find("starting price of $1000") != std::string::npos);
        QVERIFY(check(*s, 1, 1000).ok());
        QVERIFY(check(*s, 1, 5000).ok());
        QCOMPARE(QString::fromStdString(check(*s, 1, 5001).error().code), QString("over_budget"));
        QVERIFY(check(*s, 0, 0).ok());  // withdrawing is always allowed
        QVERIFY(!s->actionSpec(0).coerce(Json{{"bid", -1}}).ok());
        QVERIFY(!s->validate(0, Json{{"bid", 1000.5}}).ok());
        // Any first-round bid >= the start is valid (no raise over -1 needed): $1,010.
        auto t = newState(2, customParams({1000}, {2000}));
        QVERIFY(check(*t, 0, 1010).ok());
    }

    void invalidBidsAreReaskedWithTheReason() {
        // A model-like seat bids over budget, then below the start, then $1,200; the other withdraws.
        // The runner re-asks with each reason; the lone opening bid of $1,200 sells (profit $800).
        SessionSpec spec;
        spec.id = "rep1";
        spec.game = "english_auction";
        spec.setup =
            GameSetup{resolveParams(game().params(), customParams({1000}, {2000}, {{"budgets", {1500, 5000}}})).value(),
                      2, 100, 9};
        spec.seats = std::vector<SeatSpec>{SeatSpec{"llm", "seat 1", "", Json::object(), "", Json::object()},
                                           SeatSpec{"llm", "seat 2", "", Json::object(), "", Json::object()}};
        auto a = std::make_unique<nashlab::test::ScriptedSeat>(
            std::vector<std::string>{R"({"bid": 2000})", R"({"bid": 900})", R"({"bid": 1200})"});
        auto b = std::make_unique<nashlab::test::ScriptedSeat>(std::vector<std::string>{R"({"bid": 0})"});
        auto* first = a.get();
        std::vector<std::unique_ptr<Seat>> seats;
        seats.push_back(std::move(a));
        seats.push_back(std::move(b));
        MemorySink sink;
        const PromptBuilder prompts;
        SessionRunner runner(game(), spec, game().newState(spec.setup).value(), std::move(seats), sink, prompts);
        runner.run();
        QCOMPARE(first->requests.size(), std::size_t(3));
        QVERIFY(first->requests[1].feedback.find("more than your remaining budget of $1500") != std::string::npos);
        QVERIFY(first->requests[2].feedback.find("below the starting price of $1000") != std::string::npos);
        QCOMPARE(runner.invalidAttempts(), (std::vector<int>{2, 0}));
        int completed = 0;
        for (const auto& e : sink.events) {
            if (e["type"] != "round_completed") continue;
            ++completed;
            QCOMPARE(e["payoffs"], Json::array({800.0, 0.0}));
        }
        QCOMPARE(completed, 1);
    }

    void observationsKeepPrivateThingsPrivate() {
        auto s = newState(3, customParams({1000, 5000}, {2000, 10000},
                                          {{"budgets", {7000, 8000, 9000}}, {"overestimates", {10, 20, 30}}}));
        Json o = s->observation(1);
        QCOMPARE(o["budget"].get<int>(), 8000);
        QCOMPARE(o["current"]["your_estimate"].get<int>(), 2400);
        QCOMPARE(o["current"]["min_bid"].get<int>(), 1000);
        const std::string text = o.dump();
        QVERIFY(text.find("7000") == std::string::npos);  // others' budgets
        QVERIFY(text.find("9000") == std::string::npos);
        QVERIFY(text.find("2200") == std::string::npos);  // others' estimates
        QVERIFY(text.find("2600") == std::string::npos);
        QVERIFY(!o["items"][0].contains("true_value"));  // not before the hammer
        play(*s, {{0, 1500}, {1, 0}, {2, 0}});
        o = s->observation(1);
        QCOMPARE(o["items"][0]["true_value"].get<int>(), 2000);  // revealed after the sale
        QCOMPARE(QString::fromStdString(o["items"][0]["winner"].get<std::string>()), QString("Bidder 1"));
        QVERIFY(!o["items"][1].contains("true_value"));
        QCOMPARE(o["history"].size(), std::size_t(1));
        QCOMPARE(o["history"][0]["bids"][1]["you"].get<bool>(), true);
        QCOMPARE(s->observation(0)["items_won"][0]["profit"].get<int>(), 500);
    }

    void promptsShowTheAuctionInPlainWords() {
        auto s = newState(3, customParams({1000, 5000}, {2000, 10000}, {{"budget", 9000}}));
        play(*s, {{0, 1000}, {1, 1100}, {2, 0}});
        const PromptBuilder builder;
        auto messages = builder.build("english_auction", s->observation(0), s->actionSpec(0), PromptOptions{});
        QVERIFY2(messages.ok(), messages.ok() ? "" : messages.error().message.c_str());
        const std::string system = messages->front().content, user = messages->back().content;
        if (qEnvironmentVariableIsSet("NASHLAB_SHOW_PROMPTS")) qInfo("%s\n----\n%s", system.c_str(), user.c_str());
        QVERIFY(system.find("You are Bidder 1") != std::string::npos);
        QVERIFY(system.find("2. Item 2: starting price $5000; your own estimate of its value is $11000.") !=
                std::string::npos);
        QVERIFY(
            user.find("Item 1, bidding round 1: Bidder 1 (you) bid $1000; Bidder 2 bid $1100; Bidder 3 withdrew;") !=
            std::string::npos);
        QVERIFY(user.find("The smallest bid accepted now is $1200") != std::string::npos);
        QVERIFY(user.find("The highest bid is $1100 from Bidder 2.") != std::string::npos);
        QVERIFY(user.find("\"bid\"") != std::string::npos);
        QVERIFY(system.find("10000") == std::string::npos);  // the true value is not told
    }

    void roundCapStopsTheAuction() {
        auto s = newState(2, customParams({1000, 1000}, {2000, 2000}), 2);
        play(*s, {{0, 1000}, {1, 1000}});
        QVERIFY(!s->finished());
        play(*s, {{auction(*s).leader() == 0 ? 1 : 0, 1100}});
        QVERIFY(s->finished());
        QVERIFY(s->actingSeats().empty());
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{0, 0}));
    }

    void ruleBiddersClimbToOnePointSixTimesStart() {
        // Two Rule(4) bidders: 1000 (tie), then the trailer raises by $100 each round; the leader of
        // round 1 makes its 4th bid at $1,600 and the other, out of bids, withdraws (8 rounds).
        auto s = newState(2, customParams({1000}, {2000}));
        std::vector<std::unique_ptr<Seat>> bots;
        for (int i = 0; i < 2; ++i) bots.push_back(bot("rule", Json::object(), *s, i));
        QCOMPARE(runBots(*s, bots), 8);
        const RoundOutcome& last = s->history().back();
        QCOMPARE(last.publicReport["sale"]["price"].get<int>(), 1600);
        QCOMPARE(last.publicReport["sale"]["winner"], s->history().front().publicReport["leader"]);
        // Budget caps the rule bidder: with $1,250 it cannot make a $1,300 or $1,400 bid.
        auto b = newState(2, customParams({1000}, {2000}, {{"budgets", {1250, 5000}}}), 2000, 3);
        std::vector<std::unique_ptr<Seat>> bots2;
        for (int i = 0; i < 2; ++i) bots2.push_back(bot("rule", Json::object(), *b, i));
        runBots(*b, bots2);
        // Leader after round 1 is Bidder 1: 1100 (B2), 1200 (B1), 1300 (B2), B1 can't pay 1400 -> B2 at 1300.
        // Leader is Bidder 2: 1100 (B1), 1200 (B2), B1 can't pay 1300 -> B2 at 1200.
        const int firstLeader = b->history().front().publicReport["leader"].get<int>();
        QCOMPARE(b->history().back().publicReport["sale"]["winner"].get<int>(), 1);
        QCOMPARE(b->history().back().publicReport["sale"]["price"].get<int>(), firstLeader == 0 ? 1300 : 1200);
    }

    void valueBidderStopsBelowItsLimit() {
        // Value bidder (limit 0.8 × $2,200 = $1,760) against Rule(10). If the value bidder led after
        // the $1,000 tie, the rule bidder takes the item at $1,700; otherwise at $1,800.
        auto s = newState(2, customParams({1000}, {2000}));
        std::vector<std::unique_ptr<Seat>> bots;
        bots.push_back(bot("value", Json::object(), *s, 0));
        bots.push_back(bot("rule", Json{{"max_bids", 10}}, *s, 1));
        runBots(*s, bots);
        const int firstLeader = s->history().front().publicReport["leader"].get<int>();
        QCOMPARE(s->history().back().publicReport["sale"]["winner"].get<int>(), 1);
        QCOMPARE(s->history().back().publicReport["sale"]["price"].get<int>(), firstLeader == 0 ? 1700 : 1800);
        QCOMPARE(s->history().size(), std::size_t(firstLeader == 0 ? 9 : 10));
        // Saving for the $10,000 item: with $9,000, it keeps 1.5 × $5,000 and spends at most $1,500.
        auto t = newState(2, customParams({1000, 5000}, {2000, 10000}, {{"budget", 9000}}));
        play(*t, {{0, 1000}, {1, 1500}});
        auto saver = bot("value", Json::object(), *t, 0);
        QCOMPARE(ask(*saver, *t, 0)["bid"].get<int>(), 0);  // $1,600 > $1,500
        auto spender = bot("value", Json{{"reserve", false}}, *t, 0);
        QCOMPARE(ask(*spender, *t, 0)["bid"].get<int>(), 1600);  // $1,600 <= $1,760
        QCOMPARE(ask(*bot("rule", Json{{"value_cap", true}, {"max_bids", 9}}, *t, 0), *t, 0)["bid"].get<int>(), 1600);
    }

    void presetAuctionsFinishWithBots() {
        for (const char* set : {"aucarena_10", "aucarena_20"}) {
            auto s = newState(4, Json{{"item_set", set}}, 2000, 7);
            std::vector<std::unique_ptr<Seat>> bots;
            const char* strategies[] = {"rule", "rule", "value", "random"};
            for (int i = 0; i < 4; ++i) bots.push_back(bot(strategies[i], Json::object(), *s, i));
            runBots(*s, bots);
            QVERIFY(s->finished());
            QCOMPARE(auction(*s).currentItem(), auction(*s).items().size());
            double spent = 0;
            for (int i = 0; i < 4; ++i) {
                QVERIFY(auction(*s).budget(i) >= 0);
                spent += 20000.0 - static_cast<double>(auction(*s).budget(i));
            }
            QVERIFY(spent > 0);
        }
    }

    void presetRunReportsProfitItemsAndTrueSkill() {
        // The shipped 10-item preset: 4 bots, 3 repetitions, scored as `nashlab-cli score` does.
        const QString root = qEnvironmentVariable("NASHLAB_SOURCE_DIR", QStringLiteral(QT_TESTCASE_SOURCEDIR "/.."));
        const std::string path = root.toStdString() + "/resources/presets/aucarena_10_items.json";
        const Json preset = readJsonFile(path).value();
        const auto spec = parseExperimentSpec(preset, GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->repetitions, 3);
        nashlab::test::TempDir dir;
        auto writer = RunWriter::create(dir.path(), spec->name, spec->toJson()).value();
        const PromptBuilder prompts;
        ExperimentRunner runner(game(), spec.value(), builtinSeatFactory(), *writer, prompts);
        runner.start();
        QVERIFY(runner.done());
        QCOMPARE(runner.outcome().finished, 3);
        writer->flush();  // bots' lines are written in batches: all of them on disk before reading
        const auto scored = scoreRun(readRun(writer->dir()).value(), GameRegistry::builtin());
        QVERIFY(scored.ok());
        const Json& seats = scored.value()["seats"];
        QCOMPARE(static_cast<int>(seats.size()), 4);
        double muSum = 0;
        for (const auto& seat : seats) {
            for (const char* key : {"profit", "items_won", "money_left", "rank"})
                QCOMPARE(seat[key]["n"].get<int>(), 3);
            QVERIFY(seat["sigma"].get<double>() < 25.0 / 3.0);
            muSum += seat["mu"].get<double>();
        }
        QVERIFY(std::fabs(muSum / 4 - 25.0) < 2.0);  // free-for-all updates roughly conserve the mean
        // Every item is sold, so per session Σ profit + Σ spent = Σ true values = 8 × 2,000 + 2 × 10,000.
        for (const auto& session : scored.value()["sessions"]) {
            double total = 0;
            for (const auto& seat : session["per_seat"]) {
                total += seat["profit"].get<double>() + seat["money_spent"].get<double>();
                QCOMPARE(seat["money_left"].get<int>() + seat["money_spent"].get<int>(), 20000);
            }
            QCOMPARE(total, 36000.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestEnglishAuction)
#include "tst_english_auction.moc"
