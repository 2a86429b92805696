// bargain's rules on fixed instances with hand-computed outcomes (the reward of a deal, a deal
// with nothing to accept, a split beyond the counts, the round limit at exactly the reference's
// boundary, forfeit and concession), the generator's rules over 10,000 seeds, talk heard by both
// seats and bounded, the other seat's values in no observation or prompt, each bot's choice on a
// hand-made table, the scorer, replay, the person's view in words, and the preset offline.
#include <QtTest>
#include <functional>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/games/bargain/bargain_state.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using nashlab::engine::games::BargainState;
namespace bg = nashlab::engine::games::bargain;

namespace {

const Game& game() { return *GameRegistry::builtin().find("bargain"); }

Json defaults() { return resolveParams(game().params(), Json::object()).value(); }

// The reference's first example: 1 hat, 2 balls, 3 apples; seat 1 values 8,1,0; seat 2 values 4,0,2.
const char* kExample = "1,2,3 8,1,0 4,0,2";

std::unique_ptr<BargainState> fixed(const char* instance = kExample, int maxRounds = 10) {
    Json params = defaults();
    params["instance"] = instance;
    params["max_rounds"] = maxRounds;
    auto made = game().newState(GameSetup(params, 2, game().defaultRounds(params), 1));
    if (!made) qFatal("newState: %s", made.error().message.c_str());
    return std::unique_ptr<BargainState>(static_cast<BargainState*>(made.value().release()));
}

Json propose(int h, int b, int a, const std::string& message = "") {
    return BargainState::proposal({h, b, a}, message);
}

// Applies one turn that must be accepted; returns the round's payoffs.
std::vector<double> turn(BargainState& s, int seat, const Json& action) {
    const auto applied = s.apply({{seat, action}});
    if (applied.refused()) qFatal("refused: %s", applied.error()->message.c_str());
    if (!applied) qFatal("no round completed");
    return applied->payoffs;
}

QString refusal(const BargainState& s, int seat, const Json& action) {
    const Status st = s.validate(seat, action);
    return st.ok() ? QString() : QString::fromStdString(st.error().code);
}

QString promptOf(const State& s, int seat) { return nashlab::test::promptText("bargain", s, seat); }

std::unique_ptr<Seat> bot(const char* strategy, int seat, Json options = Json::object()) {
    auto made = game().makeBotChecked(strategy, options, BotContext{seat, 2, defaults()});
    if (!made) qFatal("bot: %s", made.error().message.c_str());
    return std::move(made.value());
}

Json botMove(Seat& seat, const State& s, int who, std::uint64_t seed = 1) {
    return nashlab::test::askBot(seat, s, who, seed);
}

// Whether `needle` occurs anywhere inside `haystack` as an equal JSON value.
bool holds(const Json& haystack, const Json& needle) {
    if (haystack == needle) return true;
    if (haystack.is_structured())
        for (const auto& item : haystack)
            if (holds(item, needle)) return true;
    return false;
}

}  // namespace

class TestBargain : public QObject {
    Q_OBJECT

private slots:
    void generatedInstancesKeepTheRules() {
        int byTotal[8] = {};
        int sameValues = 0;
        for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
            Rng rng = Rng(seed).split("bargain instance");
            const bg::Instance inst = bg::generateInstance(rng);
            int items = 0;
            for (int c : inst.counts) {
                QVERIFY(c >= 1 && c <= 5);
                items += c;
            }
            QVERIFY(items >= 5 && items <= 7);
            ++byTotal[items];
            for (int s = 0; s < 2; ++s) {
                for (int v : inst.values[static_cast<std::size_t>(s)]) QVERIFY(v >= 0 && v <= 10);
                const auto& v = inst.values[static_cast<std::size_t>(s)];
                QCOMPARE(v[0] * inst.counts[0] + v[1] * inst.counts[1] + v[2] * inst.counts[2], 10);
            }
            sameValues += inst.values[0] == inst.values[1] ? 1 : 0;
            QVERIFY(bg::checkInstance(inst).ok());
        }
        QCOMPARE(sameValues, 0);
        // Every total occurs (the 3-vectors: 6 with 5 items, 10 with 6, 15 with 7: drawn uniformly).
        QVERIFY(byTotal[5] > 1000 && byTotal[6] > 2500 && byTotal[7] > 4500);
        // The session's instance is the one drawn from its seed.
        auto made = game().newState(GameSetup(defaults(), 2, 19, 42));
        const auto& s = static_cast<const BargainState&>(*made.value());
        Rng rng = Rng(42).split("bargain instance");
        const bg::Instance expected = bg::generateInstance(rng);
        QCOMPARE(s.counts(), expected.counts);
        QCOMPARE(s.values(1), expected.values[1]);
    }

    void fixedInstancesAreCheckedStrictly() {
        auto ok = bg::parseInstance(kExample);
        QVERIFY(ok.ok());
        QCOMPARE(ok->counts, (bg::Items{1, 2, 3}));
        QCOMPARE(ok->values[1], (bg::Items{4, 0, 2}));
        auto json = bg::parseInstance(R"({"counts": [1,2,3], "values": [[8,1,0], [4,0,2]]})");
        QVERIFY(json.ok());
        QCOMPARE(json->text(), std::string(kExample));
        auto message = [](const char* text) {
            auto r = bg::parseInstance(text);
            return r.ok() ? QString() : QString::fromStdString(r.error().message);
        };
        QVERIFY(message("1,2,3 8,1,0").contains("must read like"));
        QVERIFY(message("1,2 8,1,0 4,0,2").contains("three whole numbers"));
        QVERIFY(message("1,2,x 8,1,0 4,0,2").contains("three whole numbers"));
        QVERIFY(message("6,1,1 0,0,5 0,5,0").contains("hats must be 1 to 5"));
        QVERIFY(message("1,1,2 2,2,3 2,2,3").contains("5 to 7 items"));
        QVERIFY(message("1,2,3 8,1,1 4,0,2").contains("worth 10 to seat 1, got 13"));
        QVERIFY(message("1,2,3 8,1,0 11,0,0").contains("value of a hat must be 0 to 10"));
        QVERIFY(message(R"({"counts": [1,2,3]})").contains("as JSON"));
        Json params = defaults();
        params["instance"] = "1,2,3 8,1,0 4,0,3";
        QVERIFY(!game().checkParams(params, 2).ok());
        QVERIFY(!game().newState(GameSetup(params, 2, 19, 1)).ok());
        QVERIFY(!game().checkParams(defaults(), 3).ok());
    }

    void aDealPaysOwnValueMinusTheOthers() {
        // Seat 1 keeps the hat and both balls (8 + 1 + 1 = 10 to it); seat 2 takes the 3 apples
        // (3 × 2 = 6 to it): 10 − 6 = 4 and −4.
        auto s = fixed();
        QCOMPARE(turn(*s, 0, propose(1, 2, 0, "The hat and the balls for me.")), (std::vector<double>{0, 0}));
        QCOMPARE(turn(*s, 1, BargainState::deal()), (std::vector<double>{4, -4}));
        QVERIFY(s->finished());
        QVERIFY(s->end() == BargainState::End::Deal);
        QCOMPARE(s->valueSecured(0), 10);
        QCOMPARE(s->valueSecured(1), 6);
        const Json report = s->roundAt(1).publicReport;
        QCOMPARE(report.at("value_secured"), Json::parse("[10,6]"));
        QCOMPARE(report.at("winner"), Json(0));
        QCOMPARE(report.at("shares").at(1), Json::parse(R"({"hats":0,"balls":0,"apples":3})"));
        QCOMPARE(s->roundAt(1).privateReports.at(1).at("value_secured"), Json(6));

        // Seat 2 proposes, seat 1 accepts: seat 1 gets 1 hat (8), seat 2 keeps 2 balls and 3 apples
        // (0 + 6): 8 − 6 = 2.
        auto t = fixed();
        turn(*t, 0, propose(1, 2, 3));
        turn(*t, 1, propose(0, 2, 3));
        QCOMPARE(turn(*t, 0, BargainState::deal()), (std::vector<double>{2, -2}));
        QCOMPARE(t->cumulativePayoffs(), (std::vector<double>{2, -2}));

        // Seat 1 keeps 2 balls and 2 apples (2 + 0 = 2); seat 2 gets the hat and an apple (4 + 2 = 6).
        auto u = fixed();
        turn(*u, 0, propose(0, 2, 2));
        QCOMPARE(turn(*u, 1, BargainState::deal()), (std::vector<double>{-4, 4}));
        QCOMPARE(u->roundAt(1).publicReport.at("winner"), Json(1));
        // Equal own values: a draw. Seat 1 values 2, 1, 2 (2 + 2 + 6 = 10) and keeps the hat and an
        // apple (2 + 2 = 4); seat 2 gets 2 balls and 2 apples (0 + 4 = 4).
        auto v = fixed("1,2,3 2,1,2 4,0,2");
        turn(*v, 0, propose(1, 0, 1));
        QCOMPARE(turn(*v, 1, BargainState::deal()), (std::vector<double>{0, 0}));
        QVERIFY(v->roundAt(1).publicReport.at("winner").is_null());
    }

    void nothingToAcceptBeforeAProposal() {
        auto s = fixed();
        QCOMPARE(refusal(*s, 0, BargainState::deal()), QStringLiteral("no_offer_to_accept"));
        QVERIFY(s->validate(0, BargainState::deal()).error().message.find("not proposed") != std::string::npos);
        QVERIFY(s->apply({{0, BargainState::deal()}}).refused());
        QCOMPARE(static_cast<int>(s->roundsCompleted()), 0);
        turn(*s, 0, propose(1, 2, 3));
        QCOMPARE(refusal(*s, 1, BargainState::deal()), QString());
        turn(*s, 1, propose(0, 0, 3));
        // Seat 1's own proposal is no offer to itself; seat 2's is.
        QCOMPARE(refusal(*s, 0, BargainState::deal()), QString());
        QCOMPARE(refusal(*s, 1, propose(0, 0, 0)), QStringLiteral("not_your_turn"));
    }

    void aSplitBeyondTheCountsIsRefused() {
        auto s = fixed();
        QCOMPARE(refusal(*s, 0, propose(2, 0, 0)), QStringLiteral("beyond_counts"));
        QCOMPARE(refusal(*s, 0, propose(0, 0, 4)), QStringLiteral("beyond_counts"));
        QCOMPARE(refusal(*s, 0, propose(-1, 0, 0)), QStringLiteral("beyond_counts"));
        QVERIFY(s->validate(0, propose(2, 0, 0)).error().message.find("there are 1 hats") != std::string::npos);
        QCOMPARE(refusal(*s, 0, Json{{"move", "propose"}, {"hats", 1}}), QStringLiteral("invalid_action"));
        QCOMPARE(refusal(*s, 0, Json{{"move", "swap"}}), QStringLiteral("invalid_action"));
        QVERIFY(!s->actionSpec(0).coerce(propose(0, 3, 0)).ok());  // the spec bounds each count too
        QCOMPARE(refusal(*s, 0, propose(1, 2, 3)), QString());
        QCOMPARE(refusal(*s, 0, propose(0, 0, 0)), QString());
    }

    void noDealAfterTenRoundsAtTheReferencesBoundary() {
        // The reference ends the game before applying player_1's 10th action: 19 turns at most.
        auto s = fixed();
        QCOMPARE(game().defaultRounds(defaults()), 19);
        for (int t = 0; t < 18; ++t) turn(*s, t % 2, propose(1, 2, 3));
        QVERIFY(!s->finished());
        QCOMPARE(s->bargainingRound(), 10);
        QCOMPARE(s->toMove(), 0);
        QVERIFY(flagAtObservation(*s, 0, "last_turn"));
        QCOMPARE(turn(*s, 0, propose(1, 2, 3)), (std::vector<double>{0, 0}));
        QVERIFY(s->finished());
        QVERIFY(s->end() == BargainState::End::NoDeal);
        QCOMPARE(static_cast<int>(s->roundsCompleted()), 19);
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{0, 0}));
        QVERIFY(s->actingSeats().empty());
        QCOMPARE(s->roundAt(18).publicReport.at("end"), Json("no_deal"));
        QCOMPARE(s->roundAt(18).publicReport.at("value_secured"), Json::parse("[0,0]"));
        // The 19th turn may still accept: seat 2's 9th proposal gives seat 1 the hat (8) and keeps
        // 2 balls and 3 apples (6).
        auto t = fixed();
        for (int k = 0; k < 18; ++k) turn(*t, k % 2, k % 2 ? propose(0, 2, 3) : propose(1, 2, 3));
        QCOMPARE(turn(*t, 0, BargainState::deal()), (std::vector<double>{2, -2}));
        // With max_rounds 2: 3 turns.
        auto u = fixed(kExample, 2);
        turn(*u, 0, propose(1, 2, 3));
        turn(*u, 1, propose(1, 2, 3));
        QVERIFY(!u->finished());
        turn(*u, 0, propose(1, 2, 3));
        QVERIFY(u->finished());
    }

    void forfeitRepeatsTheLastProposalAndConcessionLoses() {
        auto s = fixed();
        turn(*s, 0, Json());  // no proposal yet: keeps everything
        QCOMPARE(s->lastProposal(0).value(), (bg::Items{1, 2, 3}));
        QCOMPARE(s->roundAt(0).publicReport.at("forfeited"), Json(true));
        turn(*s, 1, propose(1, 0, 3));
        turn(*s, 0, propose(1, 1, 0));
        turn(*s, 1, Json());  // repeats 1, 0, 3
        QCOMPARE(s->lastProposal(1).value(), (bg::Items{1, 0, 3}));
        QCOMPARE(s->defaultAction(0), propose(1, 1, 0));
        QCOMPARE(turn(*s, 0, s->concession(0)), (std::vector<double>{-1, 1}));
        QVERIFY(s->end() == BargainState::End::Conceded);
        QCOMPARE(s->roundAt(4).publicReport.at("winner"), Json(1));
        QVERIFY(game().supportsLoseGame());
    }

    void talkIsBoundedAndHeardByBoth() {
        auto s = fixed();
        const ActionSpec spec = s->actionSpec(0);
        QVERIFY(spec.coerce(propose(1, 2, 0, std::string(300, 'x'))).ok());
        const auto tooLong = spec.coerce(propose(1, 2, 0, std::string(301, 'x')));
        QVERIFY(!tooLong.ok());
        QCOMPARE(refusal(*s, 0, propose(1, 2, 0, std::string(301, 'x'))), QStringLiteral("message_too_long"));
        // 300 characters of two bytes each are 300 characters.
        std::string umlauts;
        for (int i = 0; i < 300; ++i) umlauts += "\xC3\xA4";
        QCOMPARE(refusal(*s, 0, propose(1, 2, 0, umlauts)), QString());
        // Control characters are cleaned by the spec.
        QCOMPARE(spec.coerce(propose(1, 2, 0, "a\nb")).value().at("message"), Json("a b"));

        turn(*s, 0, propose(1, 2, 0, "I only want the hat and the balls."));
        turn(*s, 1, propose(1, 0, 3, "I need the hat."));
        for (int seat = 0; seat < 2; ++seat) {
            const Json talk = s->observation(seat, 0).at("talk");
            QCOMPARE(static_cast<int>(talk.size()), 2);
            QCOMPARE(talk.at(0).at("text"), Json("I only want the hat and the balls."));
            QCOMPARE(talk.at(1).at("seat"), Json(1));
            QVERIFY(promptOf(*s, seat).contains(QStringLiteral("I need the hat.")));
            QVERIFY(promptOf(*s, seat).contains(QStringLiteral("I only want the hat and the balls.")));
        }
        QCOMPARE(s->observation(0, 0).at("offer").at("message"), Json("I need the hat."));
        QCOMPARE(s->roundAt(1).publicReport.at("message"), Json("I need the hat."));
    }

    void theOthersValuesReachNoObservation() {
        // Seeded games of every bot pair: at every turn, neither seat's observation or prompt holds
        // the other's values; each holds its own.
        const char* strategies[] = {"random", "greedy", "fair_split", "accept_threshold"};
        int checked = 0, deals = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto made = game().newState(GameSetup(defaults(), 2, 19, seed));
            auto& s = static_cast<BargainState&>(*made.value());
            std::unique_ptr<Seat> bots[2] = {bot(strategies[seed % 4], 0), bot(strategies[(seed / 4) % 4], 1)};
            const auto facts = s.privateFacts();
            QCOMPARE(static_cast<int>(facts.size()), 2);
            while (!s.finished()) {
                for (int seat = 0; seat < 2; ++seat) {
                    const Json obs = s.observation(seat, -1);
                    const Json& mine = facts[static_cast<std::size_t>(seat)].value;
                    const Json& theirs = facts[static_cast<std::size_t>(1 - seat)].value;
                    QCOMPARE(facts[static_cast<std::size_t>(seat)].knownTo, std::vector<int>{seat});
                    QCOMPARE(obs.at("your_values"), mine);
                    QVERIFY2(!holds(obs, theirs), obs.dump().c_str());
                    const auto& v = s.values(1 - seat);
                    const QString theirText = QStringLiteral("a hat is worth %1 to you, a ball %2 and an apple %3")
                                                  .arg(v[0])
                                                  .arg(v[1])
                                                  .arg(v[2]);
                    QVERIFY(!promptOf(s, seat).contains(theirText));
                    ++checked;
                }
                const int who = s.toMove();
                turn(s, who, botMove(*bots[who], s, who, seed * 100 + s.round()));
            }
            deals += s.end() == BargainState::End::Deal ? 1 : 0;
        }
        QVERIFY(checked > 400);
        QVERIFY(deals > 20);
    }

    void promptsNameOwnValuesOnly() {
        auto s = fixed();
        turn(*s, 0, propose(1, 2, 0, "Deal?"));
        const QString p0 = promptOf(*s, 0), p1 = promptOf(*s, 1);
        QVERIFY(p0.contains(QStringLiteral("a hat is worth 8 to you, a ball 1 and an apple 0")));
        QVERIFY(!p0.contains(QStringLiteral("a hat is worth 4")));
        QVERIFY(p1.contains(QStringLiteral("a hat is worth 4 to you, a ball 0 and an apple 2")));
        QVERIFY(!p1.contains(QStringLiteral("a hat is worth 8")));
        QVERIFY(
            p1.contains(QStringLiteral("they keep 1 hat, 2 balls and 0 apples and you get 0 hats, 0 balls and 3 "
                                       "apples, which is worth 6 to you.")));
        QVERIFY(p1.contains(QStringLiteral("Either accept their offer")));
        QVERIFY(p0.contains(QStringLiteral("Round 1, you: proposed to keep 1 hat, 2 balls and 0 apples")));
        QVERIFY(promptOf(*fixed(), 0).contains(QStringLiteral("no offer to accept")));
    }

    void botsChooseAsDescribed() {
        auto s = fixed();
        auto greedy0 = bot("greedy", 0);
        // Values 8, 1, 0: keeps what is worth something, the hat and both balls (10).
        QCOMPARE(botMove(*greedy0, *s, 0).at("apples"), Json(0));
        QCOMPARE(botMove(*greedy0, *s, 0).at("balls"), Json(2));
        turn(*s, 0, botMove(*greedy0, *s, 0));
        // Seat 2 (4, 0, 2) is offered the 3 apples (6). greedy asks for the hat and the apples (10)
        // and does not accept 6; fair_split accepts 6 ≥ 5; accept_threshold accepts at 6, not at 7.
        const Json g1 = botMove(*bot("greedy", 1), *s, 1);
        QCOMPARE(g1.at("move"), Json("propose"));
        QCOMPARE((bg::Items{g1.at("hats").get<int>(), g1.at("balls").get<int>(), g1.at("apples").get<int>()}),
                 (bg::Items{1, 0, 3}));
        QCOMPARE(botMove(*bot("fair_split", 1), *s, 1), BargainState::deal());
        QCOMPARE(botMove(*bot("accept_threshold", 1, {{"threshold", 6}}), *s, 1), BargainState::deal());
        const Json t7 = botMove(*bot("accept_threshold", 1, {{"threshold", 7}}), *s, 1);
        QCOMPARE(t7.at("move"), Json("propose"));
        QCOMPARE(t7.at("hats"), Json(1));
        QCOMPARE(t7.at("apples"), Json(3));
        QCOMPARE(botMove(*bot("random", 1, {{"accept_probability", 1.0}}), *s, 1), BargainState::deal());
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const Json r = botMove(*bot("random", 1, {{"accept_probability", 0.0}}), *s, 1, seed);
            QCOMPARE(r.at("move"), Json("propose"));
            QVERIFY(s->validate(1, r).ok());
        }
        // fair_split for seat 2: the least value of at least 5 is 6, by 3 apples or the hat and an
        // apple; it keeps the fewest items, the hat and an apple.
        auto fresh = fixed();
        turn(*fresh, 0, propose(1, 2, 3));
        const Json f = botMove(*bot("fair_split", 1), *fresh, 1);
        QCOMPARE((bg::Items{f.at("hats").get<int>(), f.at("balls").get<int>(), f.at("apples").get<int>()}),
                 (bg::Items{1, 0, 1}));
        // greedy concedes one item per proposal, the one worth least to it (a ball, 1), then the
        // other ball, then stops: giving the hat would leave 0 < its floor 5.
        auto g = fixed();
        const int expectedBalls[] = {2, 1, 0, 0};
        for (int k = 0; k < 4; ++k) {
            const Json m = botMove(*greedy0, *g, 0);
            QCOMPARE(m.at("hats"), Json(1));
            QCOMPARE(m.at("balls"), Json(expectedBalls[k]));
            turn(*g, 0, m);
            turn(*g, 1, propose(1, 2, 3));  // seat 2 wants everything: worth 0 to seat 1
        }
    }

    void scorerCountsRewardValuesAndDeals() {
        auto s = fixed();
        turn(*s, 0, propose(1, 2, 3));
        turn(*s, 1, propose(1, 2, 3));
        turn(*s, 0, propose(1, 0, 0));
        turn(*s, 1, BargainState::deal());  // seat 1: 8; seat 2: 2 balls, 3 apples = 6
        const Json score = game().score(PlayedSession(defaults(), 2, s->history(), {0, 2}, {2, 4}));
        QCOMPARE(score.at("scores").at("agreement"), Json(1.0));
        QCOMPARE(score.at("metrics").at("deal_rate"), Json(1.0));
        QCOMPARE(score.at("metrics").at("rounds_to_deal"), Json(2));
        QCOMPARE(score.at("metrics").at("turns"), Json(4));
        const Json& a = score.at("per_seat").at(0);
        const Json& b = score.at("per_seat").at(1);
        QCOMPARE(a.at("reward"), Json(2.0));
        QCOMPARE(b.at("reward"), Json(-2.0));
        QCOMPARE(a.at("value_secured"), Json(8));
        QCOMPARE(b.at("value_secured"), Json(6));
        QCOMPARE(a.at("win"), Json(1));
        QCOMPARE(b.at("loss"), Json(1));
        QCOMPARE(a.at("deals"), Json(1));
        QCOMPARE(a.at("proposals"), Json(2));
        QCOMPARE(b.at("proposals"), Json(1));
        QCOMPARE(b.at("illegal_move_rate"), Json(0.5));

        auto none = fixed(kExample, 1);
        turn(*none, 0, propose(1, 2, 3));
        const Json noDeal = game().score(PlayedSession(defaults(), 2, none->history()));
        QCOMPARE(noDeal.at("scores").at("agreement"), Json(0.0));
        QVERIFY(noDeal.at("metrics").at("rounds_to_deal").is_null());
        QCOMPARE(noDeal.at("per_seat").at(0).at("no_deals"), Json(1));
        QCOMPARE(noDeal.at("per_seat").at(1).at("draw"), Json(1));
        QCOMPARE(noDeal.at("per_seat").at(0).at("value_secured"), Json(0));
    }

    void replayRestoresTheGame() {
        auto made = game().newState(GameSetup(defaults(), 2, 19, 7));
        auto& s = static_cast<BargainState&>(*made.value());
        turn(s, 0, propose(0, 0, 0, "All yours?"));
        turn(s, 1, Json());
        Rng rng(3);
        turn(s, 0, s.randomLegalAction(0, rng));
        auto restored = game().restoreState(s.toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->toJson().dump(), s.toJson().dump());
        for (int seat = 0; seat < 2; ++seat)
            QCOMPARE(restored.value()->observation(seat, -1).dump(), s.observation(seat, -1).dump());
    }

    void aPersonReadsTheNegotiationInWords() {
        auto s = fixed();
        const HumanView& view = game().humanView();
        auto moveChoices = [&](int seat) {
            const auto form = view.form(s->actionSpec(seat), s->observation(seat, 1), seat);
            QStringList labels;
            for (const auto& c : form.at(0).choices) labels << QString::fromStdString(c.label.english());
            return labels.join(QLatin1Char('/'));
        };
        QCOMPARE(moveChoices(0), QStringLiteral("Propose"));  // nothing to accept yet
        turn(*s, 0, propose(1, 2, 0, "The hat and the balls for me."));
        QStringList lines;
        for (const auto& p : view.situation(s->observation(1, 1), 1)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines.join(QLatin1Char('\n')),
                 QStringLiteral("Bargaining round 1 of 10.\n"
                                "On the table: 1 hat, 2 balls and 3 apples.\n"
                                "To you, a hat is worth 4, a ball 0 and an apple 2: 10 for everything.\n"
                                "Your opponent said: “The hat and the balls for me.”\n"
                                "Their offer: they keep 1 hat, 2 balls and 0 apples; you would get 0 hats, 0 balls "
                                "and 3 apples, worth 6 to you.\n"
                                "Propose what you keep, with a message, or accept their offer."));
        QCOMPARE(moveChoices(1), QStringLiteral("Propose/Accept their offer"));
        const auto form = view.form(s->actionSpec(1), s->observation(1, 1), 1);
        QCOMPARE(static_cast<int>(form.size()), 5);
        QCOMPARE(form[1].kind, InputKind::Number);
        QCOMPARE(QString::fromStdString(form[3].label.english()), QStringLiteral("Apples you keep"));
        QCOMPARE(form[3].max, 3.0);
        QCOMPARE(form[4].kind, InputKind::Text);
        // The form's answer, every field filled as the window sends it, is legal for either move.
        Json answer = Json::object();
        for (const auto& f : form) answer[f.name] = f.initial.is_null() ? f.choices.front().value : f.initial;
        QVERIFY(s->validate(1, s->actionSpec(1).coerce(answer).value()).ok());
        answer["move"] = "deal";
        QVERIFY(s->validate(1, s->actionSpec(1).coerce(answer).value()).ok());

        turn(*s, 1, BargainState::deal());
        QStringList header;
        for (const auto& f : view.roundHeader(s->roundAt(0)))
            header << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(header.join(QStringLiteral(" | ")),
                 QStringLiteral("Turn 1, round 1: seat 1 proposes to keep 1 hat, 2 balls and 0 apples | Message: “The "
                                "hat and the balls for me.” | Result: in play"));
        header.clear();
        for (const auto& f : view.roundHeader(s->roundAt(1)))
            header << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(header.join(QStringLiteral(" | ")),
                 QStringLiteral("Turn 2, round 1: seat 2 accepts the offer | Result: deal: seat 1 secures 1 hat, 2 "
                                "balls and 0 apples (worth 10 to them), seat 2 secures 0 hats, 0 balls and 3 apples "
                                "(worth 6 to them)"));
        QCOMPARE(QString::fromStdString(view.action(propose(0, 1, 2), 0).english()),
                 QStringLiteral("proposes to keep 0 hats, 1 ball and 2 apples"));
        QCOMPARE(QString::fromStdString(view.action(BargainState::deal(), 0).english()),
                 QStringLiteral("accepts the offer"));
        QCOMPARE(QString::fromStdString(view.action(nullptr, 0).english()), QStringLiteral("—"));
    }

private:
    static bool flagAtObservation(const BargainState& s, int seat, const char* key) {
        return s.observation(seat, 0).value(key, false);
    }
};

QTEST_APPLESS_MAIN(TestBargain)
#include "tst_bargain.moc"
